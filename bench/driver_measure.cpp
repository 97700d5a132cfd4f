// Measuring the benchmark rows: each program run through run_measured, best
// of several runs, the outputs compared; explain and check_certificate
// against the judge program.
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "driver.hpp"
#include "environment.hpp"
#include "process.hpp"

namespace bench_driver {

Programs programs_of(const harness::Problem& problem) {
    const std::string name = problem.name;
    return {harness::built_program(problem), harness::build_path("bench/reader_" + name),
            harness::built_submission(problem, "accepted/baseline_at_once"),
            harness::built_submission(problem, "accepted/baseline"),
            kHaveSeeds ? harness::build_path("bench/seed_" + name) : ""};
}

Measurement run_once(const std::string& program, const std::string& input, const std::vector<std::string>& args) {
    Measurement result;
    std::vector<std::string> argv = {program};
    argv.insert(argv.end(), args.begin(), args.end());
    harness::RunLimits limits;
    limits.wall_seconds = kWallLimitSeconds;
    limits.cpu_seconds = kCpuLimitSeconds;
    limits.launcher = harness::build_path("tools/run_measured");
    const harness::RunResult run = harness::run_process(argv, input, limits);
    if (run.timed_out) {
        result.failure = "over " + std::to_string(static_cast<int>(kWallLimitSeconds)) + " s";
        return result;
    }
    if (run.cpu_exceeded) {
        result.failure = "over " + std::to_string(kCpuLimitSeconds) + " s CPU";
        return result;
    }
    result.cpu_seconds = run.cpu_seconds;
    result.max_rss_kib = run.max_rss_kib;
    result.output = run.out;
    if (run.failed_to_start) result.failure = "cannot run";
    else if (run.exited && run.exit_code == 0) result.ok = true;
    else if (run.exited)
        result.failure = run.exit_code == 3 ? "refused (size)" : "exit " + std::to_string(run.exit_code);
    else result.failure = std::string("signal ") + strsignal(run.signal);
    return result;
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

void Column::keep(Measurement m) {
    const bool first = !ran;
    ran = true;
    if (!first && !best.ok) return;  // a failure stands
    if (first || !m.ok || m.cpu_seconds < best.cpu_seconds) {
        if (!first && m.ok) m.max_rss_kib = std::max(m.max_rss_kib, best.max_rss_kib);
        best = std::move(m);
    } else {
        best.max_rss_kib = std::max(best.max_rss_kib, m.max_rss_kib);
    }
}

namespace {

std::string summarize_answers(const std::vector<std::string>& lines) {
    std::map<std::string, int> count;
    for (const std::string& line : lines) count[line.substr(line.rfind(' ') + 1)]++;
    std::string text;
    for (auto& [answer, k] : count) text += (text.empty() ? "" : " ") + std::to_string(k) + " " + answer;
    return text;
}

// Lines of `lines` that differ from the same line of `reference`, plus those
// missing from the first `expected` lines.
int differing_lines(const std::vector<std::string>& lines, const std::vector<std::string>& reference, int expected) {
    int differ = 0;
    for (int i = 0; i < std::max(expected, static_cast<int>(lines.size())); ++i) {
        size_t k = static_cast<size_t>(i);
        if (k >= lines.size() || k >= reference.size() || lines[k] != reference[k]) ++differ;
    }
    return differ;
}

// A program that starts and ends (bench/empty.cpp), run this many times per
// repetition of a goal row.
const int kStartupRunsPerRep = 3;
std::string empty_program() { return harness::build_path("bench/empty_program"); }

}  // namespace

// Microseconds of CPU that one page costs the first time it is touched (a
// page fault): best of 5 rounds of 256 fresh pages. Small on bare metal,
// tens of times more in some virtual machines, where the memory a program
// touches weighs in its time.
double page_fault_microseconds() {
    const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE)), pages = 256;
    double best = 1e18;
    for (int round = 0; round < 5; ++round) {
        void* memory = mmap(nullptr, page * pages, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED) return -1;
        volatile char* bytes = static_cast<volatile char*>(memory);
        timespec start{}, end{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start);
        for (size_t i = 0; i < pages; ++i) bytes[i * page] = 1;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end);
        munmap(memory, page * pages);
        best = std::min(best, ((end.tv_sec - start.tv_sec) * 1e6 + (end.tv_nsec - start.tv_nsec) / 1e3) / pages);
    }
    return best;
}

// Judge rows (judge_row) run the reader and the scanf baseline too.
Result measure(const Workload& w, int reps, bool with_seeds, bool judge_row, const std::string& keep_prefix) {
    Result r;
    r.workload = w;
    const Programs programs = programs_of(*w.problem);
    const std::string input = w.input(w.tests);
    const bool seed = with_seeds && !programs.seed.empty() && w.seed_tests > 0;
    const std::string seed_input = !seed ? "" : w.seed_tests == w.tests ? input : w.input(w.seed_tests);
    const std::string baseline_input = w.baseline_tests == 0         ? ""
                                       : w.baseline_tests == w.tests ? input
                                                                     : w.input(w.baseline_tests);

    auto run_into = [&](Column& column, const std::string& program, const std::string& text, int tests) {
        column.tests = tests;
        column.keep(run_once(program, text));
    };
    // Back to back, interleaved, so that the machine's load hits all alike.
    int seed_reps = reps, row_reps = reps;
    for (int rep = 0; rep < row_reps; ++rep) {
        run_into(r.solution, programs.solution, input, w.tests);
        if (judge_row) run_into(r.reading, programs.reader, input, w.tests);
        if (judge_row && w.goal.kind != Goal::kNone)  // cheap, and the floor of every column: run it often
            for (int k = 0; k < kStartupRunsPerRep; ++k) run_into(r.startup, empty_program(), "", w.tests);
        if (w.baseline_tests > 0) run_into(r.baseline, programs.baseline, baseline_input, w.baseline_tests);
        if (judge_row && w.baseline_tests > 0)
            run_into(r.scanf, programs.scanf_baseline, baseline_input, w.baseline_tests);
        if (seed && rep < seed_reps) {
            run_into(r.seed, programs.seed, seed_input, w.seed_tests);
            if (rep == 0 && r.seed.best.ok && r.seed.best.cpu_seconds > 1.0) seed_reps = 1;  // slow: once
            if (!r.seed.best.ok) seed_reps = 0;
        }
        if (!r.solution.best.ok) break;
        // Time budget: a row whose solution and baseline took over 3 s of CPU
        // runs once (a seed taking over 1 s already runs once, see above).
        if (rep == 0 && r.solution.best.cpu_seconds + r.baseline.best.cpu_seconds + r.scanf.best.cpu_seconds > 3.0)
            break;
        // Rows of a few milliseconds, where the machine's jitter weighs most,
        // run more often: it costs little.
        if (rep == 0 && reps > 1 &&
            r.solution.best.cpu_seconds + r.reading.best.cpu_seconds + r.baseline.best.cpu_seconds +
                    r.scanf.best.cpu_seconds <
                kShortRowSeconds)
            row_reps = std::max(reps, kShortRowReps);
    }
    w.release();
    if (!keep_prefix.empty()) {
        write_text(keep_prefix + ".in", input);
        write_text(keep_prefix + ".solution.out", r.solution.best.output);
        if (r.baseline.ran) write_text(keep_prefix + ".baseline.out", r.baseline.best.output);
        if (r.seed.ran) write_text(keep_prefix + ".seed.out", r.seed.best.output);
    }

    std::vector<std::string> check;
    const std::vector<std::string> solution_lines = output_lines(r.solution.best.output);
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
    if (r.reading.ran && !r.reading.best.ok) {
        check.push_back("reader " + r.reading.best.failure);
        r.failed = true;
    }
    if (r.baseline.ran && !r.baseline.best.ok) {
        check.push_back("baseline " + r.baseline.best.failure);
        r.failed = true;
    } else if (r.baseline.ran && r.solution.best.ok) {
        int differ = differing_lines(output_lines(r.baseline.best.output), solution_lines, w.baseline_tests);
        if (differ == 0) {
            check.push_back("=base");
        } else {
            check.push_back("BASELINE DIFFERS on " + std::to_string(differ));
            r.failed = true;
        }
    }
    if (r.scanf.ran && !r.scanf.best.ok) {
        check.push_back("scanf baseline " + r.scanf.best.failure);
        r.failed = true;
    } else if (r.scanf.ran && r.solution.best.ok &&
               differing_lines(output_lines(r.scanf.best.output), solution_lines, w.baseline_tests) != 0) {
        check.push_back("SCANF BASELINE DIFFERS");  // it agrees otherwise: "=base" covers both
        r.failed = true;
    }
    if (r.seed.ran && !r.seed.best.ok) {
        check.push_back("seed " + r.seed.best.failure);  // not our failure
    } else if (r.seed.ran && r.solution.best.ok) {
        int differ = differing_lines(output_lines(r.seed.best.output), solution_lines, w.seed_tests);
        if (differ == 0) {
            check.push_back("=seed");
        } else if (!w.problem->published_program_right) {
            check.push_back("seed wrong on " + std::to_string(differ));  // expected: that seed is wrong
        } else {
            check.push_back("SEED DIFFERS on " + std::to_string(differ));
            r.failed = true;
        }
    }
    for (size_t i = 0; i < check.size(); ++i) r.check += (i ? ", " : "") + check[i];
    return r;
}

// ------------------------------------------------- explain and check --
// The budget: at judge size, explain --format cert and check_certificate
// each take at most 10 times the judge program's CPU time on the same input
// (together), and at most 64 MiB. Per judge row: the judge program, explain
// and the checker back to back (best of reps), explain's answers compared with
// the judge's, and the certificate checked (exit status 0).

namespace {

// The answer tokens: the last of each judge output line; the third of each
// certificate line "test K ANSWER".
std::vector<std::string> judge_answers(const std::string& output) {
    std::vector<std::string> answers;
    for (const std::string& line : output_lines(output)) answers.push_back(line.substr(line.rfind(' ') + 1));
    return answers;
}
std::vector<std::string> certificate_answers(const std::string& certificate) {
    std::vector<std::string> answers;
    for (size_t at = 0; at < certificate.size();) {
        const size_t end = std::min(certificate.find('\n', at), certificate.size());
        if (certificate.compare(at, 5, "test ") == 0) {
            const size_t space = certificate.rfind(' ', end);
            answers.push_back(certificate.substr(space + 1, end - space - 1));
        }
        at = end + 1;
    }
    return answers;
}

}  // namespace

ExplainRow measure_explain(const Workload& w, int reps, const std::string& folder) {
    ExplainRow r;
    const std::string problem = w.problem->name;
    const std::string input = w.input(w.tests), input_path = folder + "/input.txt", cert_path = folder + "/cert.txt";
    write_text(input_path, input);
    for (int rep = 0, row_reps = reps; rep < row_reps; ++rep) {
        r.judge.keep(run_once(programs_of(*w.problem).solution, input));
        r.explain.keep(run_once(harness::build_path("tools/explain"), input, {problem, "--format", "cert"}));
        if (rep == 0 && r.explain.best.ok) write_text(cert_path, r.explain.best.output);
        r.check.keep(run_once(harness::build_path("tools/check_certificate"), "", {problem, input_path, cert_path}));
        if (!r.judge.best.ok || !r.explain.best.ok || !r.check.best.ok) break;
        if (rep == 0 && reps > 1 &&
            r.judge.best.cpu_seconds + r.explain.best.cpu_seconds + r.check.best.cpu_seconds < kShortRowSeconds)
            row_reps = std::max(reps, kShortRowReps);
    }
    r.judge.tests = r.explain.tests = r.check.tests = w.tests;
    w.release();
    r.certificate_mb = r.explain.best.output.size() / 1e6;
    if (!r.judge.best.ok || !r.explain.best.ok || !r.check.best.ok) {
        r.verdict = !r.judge.best.ok     ? "judge " + r.judge.best.failure
                    : !r.explain.best.ok ? "explain " + r.explain.best.failure
                                         : "CHECK FAILED (" + r.check.best.failure + ")";
        r.failed = true;
    } else if (judge_answers(r.judge.best.output) != certificate_answers(r.explain.best.output)) {
        r.verdict = "EXPLAIN DIFFERS from the judge";
        r.failed = true;
    } else {
        r.verdict = "=judge, proven";
    }
    r.explain.best.output.clear();
    std::remove(input_path.c_str());
    std::remove(cert_path.c_str());
    return r;
}

}  // namespace bench_driver
