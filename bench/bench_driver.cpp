// The benchmark driver: generates judge-size (and larger) inputs, runs the
// judge solutions, the baselines of bench/ and the seeds' programs on them
// back to back, and prints one table of CPU time per test case, peak memory
// and ratios, then a scaling series past the judge limits.
//
// Usage: bench_driver [--quick] [--reps N] [--only PROBLEM] [--no-scaling]
//                     [--scaling-only] [--no-seeds] [--csv FILE] [--keep DIR] [--list]
//                     [--dump ROW]
// Time is the child's user + system CPU time from wait4(), best of N runs
// (default 3); peak memory is the child's max RSS from the same call.
// Benchmarks measure; they never fail on timing (exit status 0 unless a
// program crashes or two correct programs disagree).
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cases.hpp"
#include "families.hpp"

#ifndef SOLUTION_HDU5165
#error "built by bench/CMakeLists.txt, which passes the program paths"
#endif

namespace {

// ------------------------------------------------------------- programs --

enum Problem { kHdu5165, kHdu7399, kGym100548h };
const char* const kProblemName[] = {"hdu5165", "hdu7399", "gym100548h"};

struct Programs {
    std::string solution, baseline, seed;
};

Programs programs_of(Problem problem) {
    switch (problem) {
        case kHdu5165: return {SOLUTION_HDU5165, BASELINE_HDU5165, SEED_HDU5165};
        case kHdu7399: return {SOLUTION_HDU7399, BASELINE_HDU7399, SEED_HDU7399};
        default: return {SOLUTION_GYM100548H, BASELINE_GYM100548H, SEED_GYM100548H};
    }
}

bool seed_is_correct(Problem problem) { return problem != kGym100548h; }

// ----------------------------------------------------------- one run --

struct Measurement {
    bool ok = false;          // exited with status 0
    std::string failure;      // otherwise: what happened
    double cpu_seconds = 0;   // user + system
    long max_rss_kib = 0;
};

const int kCpuLimitSeconds = 60;

std::string read_text(const std::string& path);

// Runs `program` with stdin from input_path and stdout to output_path, through
// bench_runner (see there why), and reads back its wait status and usage.
Measurement run_once(const std::string& program, const std::string& input_path,
                     const std::string& output_path) {
    Measurement result;
    const std::string report_path = output_path + ".usage";
    pid_t child = fork();
    if (child < 0) {
        result.failure = std::string("fork: ") + std::strerror(errno);
        return result;
    }
    if (child == 0) {
        int report = open(report_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (report < 0) _exit(126);
        dup2(report, 1);
        close(report);
        const std::string limit = std::to_string(kCpuLimitSeconds);
        execl(BENCH_RUNNER, BENCH_RUNNER, limit.c_str(), program.c_str(), input_path.c_str(),
              output_path.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    int runner_status = 0;
    while (waitpid(child, &runner_status, 0) < 0) {
        if (errno != EINTR) {
            result.failure = std::string("waitpid: ") + std::strerror(errno);
            return result;
        }
    }
    int status = 0;
    long long cpu_us = 0;
    long rss = 0;
    std::istringstream report(read_text(report_path));
    std::remove(report_path.c_str());
    if (!WIFEXITED(runner_status) || WEXITSTATUS(runner_status) != 0 || !(report >> status >> cpu_us >> rss)) {
        result.failure = "bench_runner failed";
        return result;
    }
    result.cpu_seconds = cpu_us * 1e-6;
    result.max_rss_kib = rss;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        result.ok = true;
    } else if (WIFEXITED(status)) {
        int code = WEXITSTATUS(status);
        result.failure = code == 3 ? "refused (size)" : code == 127 ? "cannot run" : "exit " + std::to_string(code);
    } else if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        result.failure = sig == SIGXCPU || sig == SIGKILL ? "over " + std::to_string(kCpuLimitSeconds) + " s CPU"
                                                          : std::string("signal ") + strsignal(sig);
    }
    return result;
}

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void write_text(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

std::vector<std::string> output_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        if (!line.empty()) lines.push_back(line);
    }
    return lines;
}

// ---------------------------------------------------------- the rows --

// A benchmark input: `tests` cases; input(k) is the judge text of the first k.
struct Workload {
    Problem problem;
    std::string family;
    std::string shape;      // sizes, for the table
    int tests = 0;
    int seed_tests = 0;     // the seed runs on the first seed_tests cases (0: not at all)
    bool run_baseline = true;
    std::function<std::string(int)> input;
    int scale_n = 0;        // scaling series: the size parameter
};

template <class Case>
std::function<std::string(int)> prefix_input(std::vector<Case> cases) {
    auto shared = std::make_shared<std::vector<Case>>(std::move(cases));
    return [shared](int k) {
        std::vector<Case> prefix(shared->begin(), shared->begin() + std::min<size_t>(k, shared->size()));
        return testlib::judge_input(prefix);
    };
}

template <class Case>
Workload make_workload(Problem problem, std::string family, std::string shape, std::vector<Case> cases,
                       int seed_tests) {
    Workload w;
    w.problem = problem;
    w.family = std::move(family);
    w.shape = std::move(shape);
    w.tests = static_cast<int>(cases.size());
    w.seed_tests = seed_tests < 0 ? w.tests : seed_tests;
    w.input = prefix_input(std::move(cases));
    return w;
}

std::string edges_note(const std::vector<testlib::BipartiteGameCase>& cases) {
    return ", E=" + std::to_string(bench::total_edges(cases) / 1000) + "k";
}

std::vector<Workload> judge_workloads(bool quick) {
    using namespace bench;
    const long long kEdgeLimit = 500000;  // hdu7399: total edges over the input below 5 * 10^5
    const int funny_tests = quick ? 20 : 200;
    const int funny_seed_tests = quick ? 1 : 4;
    std::vector<Workload> rows;
    rows.push_back(make_workload(kHdu5165, "random mix", "n=m=100", funny_random_mix(11, funny_tests, 100, 100),
                                 funny_seed_tests));
    rows.push_back(make_workload(kHdu5165, "funnel (deep chains)", "n=m=100",
                                 funny_funnel(12, funny_tests, 100, 100), funny_seed_tests));
    rows.push_back(make_workload(kHdu5165, "permutations+1 merge", "n=m=100",
                                 funny_permutations(13, funny_tests, 100, 100), funny_seed_tests));

    auto bipartite = [&](std::string family, std::string shape, std::vector<testlib::BipartiteGameCase> cases) {
        cap_total_edges(cases, kEdgeLimit);
        if (quick) cases.resize(std::max<size_t>(1, cases.size() / 4));
        shape += edges_note(cases);
        rows.push_back(make_workload(kHdu7399, family, shape, cases, -1));
    };
    bipartite("Yes dense", "n=150 m=300", bipartite_yes(21, 40, 150, 300, 3, 0.7, 100));
    bipartite("Yes sparse", "n=150 m=300", bipartite_yes(22, 200, 150, 300, 3, 0.02, 6));
    bipartite("Yes all-private", "n=m=300", bipartite_yes(23, 40, 300, 300, 40, 0.0, 1));
    bipartite("Yes chain (adversarial)", "n=150 m=300", bipartite_chain(40, 150, 300));
    bipartite("No dense random", "n=m=300 p=.5", bipartite_dense_random(24, 10, 300, 300, 0.5));
    bipartite("No late (last in BFS)", "n=150 m=300", bipartite_late_no(25, 40, 150, 300, 3, 0.7, 100));

    const int scale = quick ? 4 : 1;
    rows.push_back(make_workload(kGym100548h, "complete", "n=100", chase_complete(31, 50 / scale, 100), -1));
    rows.push_back(make_workload(kGym100548h, "split halves (Yes)", "n=100 p=.3",
                                 chase_split(32, 200 / scale, 100, 0.3), -1));
    rows.push_back(make_workload(kGym100548h, "sparse random", "n=100 m<=300",
                                 chase_sparse(33, 1000 / scale, 100), -1));
    rows.push_back(make_workload(kGym100548h, "bipartite (late Yes)", "n=100 deg=4",
                                 chase_bipartite(34, 200 / scale, 100, 4), -1));
    rows.push_back(make_workload(kGym100548h, "bipartite (late Yes)", "n=100 deg=30",
                                 chase_bipartite(35, 50 / scale, 100, 30), -1));
    return rows;
}

// Scaling series: the size doubles four times; the number of tests shrinks so
// that each row stays around the same total work.
std::vector<Workload> scaling_workloads(bool quick) {
    using namespace bench;
    std::vector<Workload> rows;
    const int steps = quick ? 3 : 5;
    for (int step = 0, n = 100; step < steps; ++step, n *= 2) {
        int tests = std::max(1, 200 >> (2 * step));
        Workload w = make_workload(kHdu5165, "funnel, m=100", "n=" + std::to_string(n),
                                   funny_funnel(41, tests, n, 100), 0);
        w.run_baseline = static_cast<long long>(n) * n * 50 <= (16 << 20);
        w.scale_n = n;
        rows.push_back(w);
    }
    for (int step = 0, m = 300; step < steps; ++step, m *= 2) {
        int tests = std::max(1, 200 >> step);
        Workload w = make_workload(kHdu7399, "Yes sparse, n=m/2", "m=" + std::to_string(m),
                                   bipartite_yes(42, tests, m / 2, m, 3, 3.0 / (m / 2), 6), 0);
        w.run_baseline = m <= 1200;
        w.scale_n = m;
        rows.push_back(w);
    }
    for (int step = 0, m = 300; step < std::min(steps, 4); ++step, m *= 2) {
        Workload w = make_workload(kHdu7399, "chain (adversarial)", "m=" + std::to_string(m),
                                   bipartite_chain(std::max(1, 8 >> (3 * step / 2)), m / 2, m), 0);
        w.run_baseline = m <= 1200;
        w.scale_n = m;
        rows.push_back(w);
    }
    for (int step = 0, n = 100; step < steps; ++step, n *= 2) {
        int tests = std::max(1, 100 >> (2 * step));
        Workload w = make_workload(kGym100548h, "bipartite deg=4", "n=" + std::to_string(n),
                                   chase_bipartite(43, tests, n, 4), 0);
        w.run_baseline = 2LL * n * 4 * n <= (16 << 20);
        w.scale_n = n;
        rows.push_back(w);
    }
    for (int step = 0, n = 100; step < steps; ++step, n *= 2) {
        int tests = std::max(8, 1000 >> (2 * step));
        Workload w = make_workload(kGym100548h, "sparse random", "n=" + std::to_string(n),
                                   chase_sparse(44, tests, n), 0);
        w.run_baseline = 2LL * n * 3 * n <= (16 << 20);
        w.scale_n = n;
        rows.push_back(w);
    }
    return rows;
}

// --------------------------------------------------------- measuring --

struct Column {
    bool ran = false;
    Measurement best;  // lowest CPU time; max_rss is the largest seen
    std::string output;
    int tests = 0;
    double per_test_ms() const { return best.cpu_seconds * 1000.0 / std::max(1, tests); }
};

struct Result {
    Workload workload;
    Column solution, baseline, seed;
    std::string answers;  // from the solution, e.g. "200 YES"
    std::string check;    // agreement of the outputs
    bool failed = false;
};

std::string summarize_answers(const std::vector<std::string>& lines) {
    std::map<std::string, int> count;
    for (const std::string& line : lines) count[line.substr(line.rfind(' ') + 1)]++;
    std::string text;
    for (auto& [answer, k] : count) text += (text.empty() ? "" : " ") + std::to_string(k) + " " + answer;
    return text;
}

Result measure(const Workload& w, const std::string& dir, int reps, bool with_seeds) {
    Result r;
    r.workload = w;
    const Programs programs = programs_of(w.problem);
    const std::string input_path = dir + "/input.txt";
    const std::string seed_input_path = dir + "/input_seed.txt";
    write_text(input_path, w.input(w.tests));
    const bool seed = with_seeds && !programs.seed.empty() && w.seed_tests > 0;
    if (seed) write_text(seed_input_path, w.input(w.seed_tests));

    auto run_into = [&](Column& column, const std::string& program, const std::string& input, int tests,
                        const std::string& name) {
        Measurement m = run_once(program, input, dir + "/" + name + ".out");
        column.tests = tests;
        if (!m.ok) {
            if (!column.ran || column.best.ok) column.best = m;
            column.ran = true;
            return;
        }
        if (!column.ran || !column.best.ok || m.cpu_seconds < column.best.cpu_seconds) {
            long rss = std::max(m.max_rss_kib, column.ran ? column.best.max_rss_kib : 0L);
            column.best = m;
            column.best.max_rss_kib = rss;
            column.output = read_text(dir + "/" + name + ".out");
        } else {
            column.best.max_rss_kib = std::max(column.best.max_rss_kib, m.max_rss_kib);
        }
        column.ran = true;
    };
    // Back to back, interleaved, so that the machine's load hits all alike.
    int seed_reps = reps;
    for (int rep = 0; rep < reps; ++rep) {
        run_into(r.solution, programs.solution, input_path, w.tests, "solution");
        if (w.run_baseline) run_into(r.baseline, programs.baseline, input_path, w.tests, "baseline");
        if (seed && rep < seed_reps) {
            run_into(r.seed, programs.seed, seed_input_path, w.seed_tests, "seed");
            if (rep == 0 && r.seed.best.ok && r.seed.best.cpu_seconds > 1.0) seed_reps = 1;  // slow: once
            if (!r.seed.best.ok) seed_reps = 0;
        }
        if (!r.solution.best.ok) break;
        // Time budget: a row whose solution and baseline took over 3 s of CPU
        // runs once (a seed taking over 1 s already runs once, see above).
        if (rep == 0 && r.solution.best.cpu_seconds + r.baseline.best.cpu_seconds > 3.0) break;
    }

    std::vector<std::string> check;
    const std::vector<std::string> solution_lines = output_lines(r.solution.output);
    if (!r.solution.best.ok) {
        check.push_back("solution " + r.solution.best.failure);
        r.failed = true;
    } else {
        r.answers = summarize_answers(solution_lines);
        if (static_cast<int>(solution_lines.size()) != w.tests) {
            check.push_back("solution gave " + std::to_string(solution_lines.size()) + " lines");
            r.failed = true;
        }
    }
    if (r.baseline.ran && r.baseline.best.ok && r.solution.best.ok) {
        if (output_lines(r.baseline.output) == solution_lines) {
            check.push_back("=base");
        } else {
            check.push_back("BASELINE DIFFERS");
            r.failed = true;
        }
    }
    if (r.seed.ran && r.seed.best.ok && r.solution.best.ok) {
        std::vector<std::string> seed_lines = output_lines(r.seed.output);
        int differ = 0;
        for (size_t i = 0; i < seed_lines.size(); ++i)
            if (i >= solution_lines.size() || seed_lines[i] != solution_lines[i]) ++differ;
        if (differ == 0 && static_cast<int>(seed_lines.size()) == w.seed_tests) {
            check.push_back("=seed");
        } else if (!seed_is_correct(w.problem)) {
            check.push_back("seed wrong on " + std::to_string(differ));  // expected: that seed is wrong
        } else {
            check.push_back("SEED DIFFERS on " + std::to_string(differ));
            r.failed = true;
        }
    }
    for (size_t i = 0; i < check.size(); ++i) r.check += (i ? ", " : "") + check[i];
    return r;
}

// ---------------------------------------------------------- printing --

std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string time_cell(const Column& c) {
    if (!c.ran) return "-";
    if (!c.best.ok) return c.best.failure;
    double ms = c.per_test_ms();
    return ms >= 100 ? fixed(ms, 0) : ms >= 1 ? fixed(ms, 2) : fixed(ms, 3);
}

std::string ratio_cell(const Column& slower, const Column& solution) {
    if (!slower.ran || !slower.best.ok || !solution.best.ok) return "-";
    double a = slower.per_test_ms(), b = solution.per_test_ms();
    if (b <= 0) return a <= 0 ? "1" : ">" + fixed(a / 0.001, 0);  // below the clock's resolution
    double ratio = a / b;
    return ratio >= 100 ? fixed(ratio, 0) + "x" : ratio >= 10 ? fixed(ratio, 1) + "x" : fixed(ratio, 2) + "x";
}

std::string mib(long kib) { return fixed(kib / 1024.0, 1); }

struct Table {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    void print(std::ostream& out) const {
        std::vector<size_t> width(header.size(), 0);
        for (size_t i = 0; i < header.size(); ++i) width[i] = header[i].size();
        for (const auto& row : rows)
            for (size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], row[i].size());
        auto line = [&](const std::vector<std::string>& cells) {
            out << "|";
            for (size_t i = 0; i < cells.size(); ++i) out << " " << cells[i] << std::string(width[i] - cells[i].size(), ' ') << " |";
            out << "\n";
        };
        line(header);
        out << "|";
        for (size_t w : width) out << std::string(w + 2, '-') << "|";
        out << "\n";
        for (const auto& row : rows) line(row);
    }
};

std::string tests_cell(const Workload& w, const Result& r) {
    std::string text = std::to_string(w.tests);
    if (r.seed.ran && w.seed_tests != w.tests) text += " (seed " + std::to_string(w.seed_tests) + ")";
    return text;
}

void print_usage() {
    std::cout << "usage: bench_driver [--quick] [--reps N] [--only PROBLEM] [--no-scaling] [--scaling-only]\n"
                 "                    [--no-seeds] [--csv FILE] [--keep DIR] [--list] [--dump ROW]\n";
}

}  // namespace

int main(int argc, char** argv) {
    bool quick = false, scaling = true, judge_rows = true, with_seeds = true, list = false;
    int reps = 3, dump = -1;
    std::string only, csv_path, keep_dir;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                print_usage();
                std::exit(2);
            }
            return argv[++i];
        };
        if (arg == "--quick") quick = true;
        else if (arg == "--reps") reps = std::max(1, std::atoi(value().c_str()));
        else if (arg == "--only") only = value();
        else if (arg == "--no-scaling") scaling = false;
        else if (arg == "--scaling-only") judge_rows = false;
        else if (arg == "--no-seeds") with_seeds = false;
        else if (arg == "--csv") csv_path = value();
        else if (arg == "--keep") keep_dir = value();
        else if (arg == "--list") list = true;
        else if (arg == "--dump") dump = std::atoi(value().c_str());
        else {
            print_usage();
            return arg == "--help" || arg == "-h" ? 0 : 2;
        }
    }
    if (quick && reps == 3) reps = 1;

    std::vector<Workload> judge = judge_rows ? judge_workloads(quick) : std::vector<Workload>{};
    std::vector<Workload> series = scaling ? scaling_workloads(quick) : std::vector<Workload>{};
    auto selected = [&](const Workload& w) { return only.empty() || only == kProblemName[w.problem]; };
    if (list || dump >= 0) {
        int index = 0;
        for (auto* rows : {&judge, &series})
            for (const Workload& w : *rows) {
                if (list)
                    std::cout << index << "  " << kProblemName[w.problem] << "  " << w.family << "  " << w.shape
                              << "  T=" << w.tests << "\n";
                else if (index == dump)
                    std::cout << w.input(w.tests);
                ++index;
            }
        return 0;
    }

    std::string dir = keep_dir;
    if (dir.empty()) {
        char pattern[] = "/tmp/bench.XXXXXX";
        if (!mkdtemp(pattern)) {
            std::perror("mkdtemp");
            return 1;
        }
        dir = pattern;
    } else {
        mkdir(dir.c_str(), 0755);
    }
    const bool have_seeds = with_seeds && std::string(SEED_HDU5165).size() > 0;
    std::cout << "CPU time per test case in ms (child user+sys from wait4, best of " << reps
              << " runs;\n rows over 3 s and seed runs over 1 s run once); peak = max RSS of the solution.\n";
    if (!have_seeds)
        std::cout << "Seed columns skipped: " << (with_seeds ? "../shared/anchors was not found at configure time."
                                                              : "--no-seeds.") << "\n";
    std::cout << std::flush;

    std::ofstream csv;
    if (!csv_path.empty()) {
        csv.open(csv_path);
        csv << "section,problem,family,shape,n,tests,seed_tests,solution_ms,baseline_ms,seed_ms,solution_peak_kib\n";
    }
    auto csv_row = [&](const char* section, const Result& r) {
        if (!csv.is_open()) return;
        auto ms = [](const Column& c) { return c.ran && c.best.ok ? fixed(c.per_test_ms(), 4) : std::string(); };
        const Workload& w = r.workload;
        csv << section << "," << kProblemName[w.problem] << ",\"" << w.family << "\",\"" << w.shape << "\","
            << w.scale_n << "," << w.tests << "," << (r.seed.ran ? w.seed_tests : 0) << "," << ms(r.solution)
            << "," << ms(r.baseline) << "," << ms(r.seed) << "," << r.solution.best.max_rss_kib << "\n";
    };

    bool failed = false;
    const long kPeakLimitKib = 32 * 1024;
    Table table;
    table.header = {"problem", "family", "size", "T", "answers", "solution", "baseline", "seed",
                    "peak MiB", "base/sol", "seed/sol", "check"};
    for (const Workload& w : judge) {
        if (!selected(w)) continue;
        Result r = measure(w, dir, reps, have_seeds);
        failed |= r.failed;
        std::string peak = r.solution.best.ok ? mib(r.solution.best.max_rss_kib) : "-";
        if (r.solution.best.ok && r.solution.best.max_rss_kib > kPeakLimitKib) peak += " (>32!)";
        table.rows.push_back({kProblemName[w.problem], w.family, w.shape, tests_cell(w, r), r.answers,
                              time_cell(r.solution), time_cell(r.baseline), time_cell(r.seed), peak,
                              ratio_cell(r.baseline, r.solution), ratio_cell(r.seed, r.solution), r.check});
        csv_row("judge", r);
        std::cerr << "  measured " << kProblemName[w.problem] << " / " << w.family << "\n";
    }
    if (!table.rows.empty()) {
        std::cout << "\nJudge-size inputs (ms per test case)\n\n";
        table.print(std::cout);
    }
    std::cout << std::flush;

    if (!series.empty()) {
        Table growth;
        growth.header = {"problem", "family", "size", "T", "solution", "growth", "expected", "baseline",
                         "base/sol", "peak MiB", "check"};
        std::string previous_key;
        double previous_ms = 0;
        for (const Workload& w : series) {
            if (!selected(w)) continue;
            Result r = measure(w, dir, reps, false);
            failed |= r.failed;
            std::string key = std::string(kProblemName[w.problem]) + w.family;
            std::string growth_cell = "", expected;
            double ms = r.solution.per_test_ms();
            if (key == previous_key && previous_ms > 0 && r.solution.best.ok) growth_cell = "x" + fixed(ms / previous_ms, 1);
            if (key == previous_key) {
                if (w.problem == kHdu5165) expected = "x4 (m n^2)";
                else if (w.family.rfind("chain", 0) == 0) expected = "x4 (E grows x4)";
                else if (w.problem == kHdu7399) expected = "x2 (E)";
                else expected = "<=x4 (n m)";
            }
            previous_key = key;
            previous_ms = r.solution.best.ok ? ms : 0;
            growth.rows.push_back({kProblemName[w.problem], w.family, w.shape, std::to_string(w.tests),
                                   time_cell(r.solution), growth_cell, expected, time_cell(r.baseline),
                                   ratio_cell(r.baseline, r.solution),
                                   r.solution.best.ok ? mib(r.solution.best.max_rss_kib) : "-", r.check});
            csv_row("scaling", r);
            std::cerr << "  measured scaling " << kProblemName[w.problem] << " / " << w.family << " " << w.shape << "\n";
        }
        std::cout << "\nScaling past the judge limits (ms per test case; growth = ratio to the row above)\n\n";
        growth.print(std::cout);
    }
    if (keep_dir.empty()) {
        for (const char* name : {"input.txt", "input_seed.txt", "solution.out", "baseline.out", "seed.out"})
            std::remove((dir + "/" + name).c_str());
        rmdir(dir.c_str());
    }
    if (failed) std::cout << "\nSome program failed or disagreed: see the check column.\n";
    return failed ? 1 : 0;
}
