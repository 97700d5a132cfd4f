// The benchmark driver: generates judge-size (and larger) inputs, runs the
// judge solutions, the baselines of bench/ and the seeds' programs on them
// back to back, and prints one table of CPU time per test case, peak memory
// and ratios, then the goals of the judge rows against them, then a scaling series
// past the judge limits.
//
// Usage: bench_driver [--quick] [--reps N] [--only PROBLEM] [--no-scaling]
//                     [--scaling-only] [--no-seeds] [--no-explain]
//                     [--csv FILE] [--keep DIR] [--list] [--dump ROW]
// An explain table (unless --no-explain) measures explain --format cert and
// check_certificate on every judge-size row against the judge program.
// Time is the child's user + system CPU time from wait4(), best of N runs
// (default 3); peak memory is the child's max RSS from the same call.
// Benchmarks measure; they never fail on timing (exit status 0 unless a
// program crashes or two correct programs disagree; 2 on wrong usage).
// The seeds' programs are compiled only when CMake's BENCH_SEEDS_DIR names a
// folder holding all of them (bench/run.sh --seeds DIR, which defines
// BENCH_WITH_SEEDS here); otherwise their columns are skipped. The problems
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "driver.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

using namespace bench_driver;

std::string usage() {
    std::string problems;
    for (const harness::Problem& problem : harness::problems())
        problems += (problems.empty() ? "" : "|") + std::string(problem.name);
    return "usage: bench_driver [--quick] [--reps N] [--only " + problems +
           "] [--no-scaling]\n"
           "                    [--scaling-only] [--no-seeds] [--no-explain] [--csv FILE]\n"
           "                    [--keep DIR] [--list] [--dump ROW]\n";
}

[[noreturn]] void usage_error(const std::string& message) {
    std::cerr << "bench_driver: " << message << "\n";
    std::exit(2);
}

int parse_count(const std::string& option, const std::string& text) {
    char* end = nullptr;
    errno = 0;
    long value = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || errno != 0 || value < 0 || value > 1000000)
        usage_error(option + " wants a whole number, not '" + text + "'");
    return static_cast<int>(value);
}

// Ctrl-C reaches only this process (the programs run in process groups of
// their own), so it takes the running one down with it.
void on_interrupt(int signal_number) {
    harness::kill_running_process();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

}  // namespace

int main(int argc, char** argv) {
    bool quick = false, scaling = true, judge_rows = true, with_seeds = true, list = false, explain = true;
    int reps = 3, dump = -1;
    bool reps_given = false;
    std::string only, csv_path, keep_dir;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage_error(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--quick") quick = true;
        else if (arg == "--reps") reps = std::max(1, parse_count(arg, value())), reps_given = true;
        else if (arg == "--only") only = value();
        else if (arg == "--no-scaling") scaling = false;
        else if (arg == "--scaling-only") judge_rows = false;
        else if (arg == "--no-seeds") with_seeds = false;
        else if (arg == "--no-explain") explain = false;
        else if (arg == "--csv") csv_path = value();
        else if (arg == "--keep") keep_dir = value();
        else if (arg == "--list") list = true;
        else if (arg == "--dump") dump = parse_count(arg, value());
        else if (arg == "--help" || arg == "-h") {
            std::cout << usage();
            return 0;
        } else {
            usage_error("unknown argument '" + arg + "' (--help lists the options)");
        }
    }
    if (!only.empty() && !harness::find_problem(only))
        usage_error("--only wants " + harness::problem_names() + ", not '" + only + "'");
    if (quick && !reps_given) reps = 1;

    std::vector<Workload> judge = judge_rows ? judge_workloads(quick) : std::vector<Workload>{};
    std::vector<Workload> series = scaling ? scaling_workloads(quick) : std::vector<Workload>{};
    auto selected = [&](const Workload& w) { return only.empty() || only == w.problem->name; };
    const int row_count = static_cast<int>(judge.size() + series.size());
    if (dump >= row_count)
        usage_error("--dump " + std::to_string(dump) + ": no such row (rows are 0 to " + std::to_string(row_count - 1) +
                    ", see --list)");
    if (list || dump >= 0) {
        int index = 0;
        for (auto* rows : {&judge, &series})
            for (const Workload& w : *rows) {
                if (list && selected(w))
                    std::cout << index << "  " << w.problem->name << "  " << w.family << "  " << w.shape
                              << "  T=" << w.tests << "\n";
                else if (!list && index == dump) std::cout << w.input(w.tests) << std::flush;
                ++index;
            }
        return 0;
    }

    if (!keep_dir.empty()) mkdir(keep_dir.c_str(), 0755);
    for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) signal(signal_number, on_interrupt);
    const bool have_seeds = with_seeds && kHaveSeeds;
    std::cout << "CPU time per test case in ms (child user+sys from wait4, best of " << reps << " runs;\n "
              << (reps > 1 ? "rows under " + std::to_string(static_cast<int>(kShortRowSeconds * 1000)) +
                                 " ms in all run " + std::to_string(std::max(reps, kShortRowReps)) + " times, "
                           : std::string())
              << "rows over 3 s and seed runs over 1 s once);\n peak = max RSS of the solution,"
                 " base peak = of the baseline. T (base k, seed k): those run on the first k cases.\n"
                 "Our judge programs are built with -O2, as judges build them; the seeds with -O2.\n"
#ifdef BENCH_LINKED_STATIC
                 "Every measured program is linked with -static (bench/run.sh --dynamic: dynamically).\n";
#else
                 "The measured programs are linked dynamically (bench/run.sh links them with -static).\n";
#endif
    std::cout << "A page touched for the first time costs " << fixed(page_fault_microseconds(), 1)
              << " us of CPU on this machine (256 fresh pages, best of 5).\n";
    if (!have_seeds)
        std::cout << "Seed columns skipped: "
                  << (with_seeds ? "no seeds configured (cmake -DBENCH_SEEDS_DIR=DIR, or bench/run.sh --seeds DIR)."
                                 : "--no-seeds.")
                  << "\n";
    std::cout << std::flush;

    std::ofstream csv;
    if (!csv_path.empty()) {
        csv.open(csv_path);
        if (!csv) {
            std::cerr << "bench_driver: cannot write " << csv_path << "\n";
            return 1;
        }
        csv << "section,problem,family,shape,n,tests,baseline_tests,seed_tests,solution_ms,reading_ms,baseline_ms,"
               "scanf_baseline_ms,seed_ms,solution_peak_kib,baseline_peak_kib\n";
    }
    auto csv_row = [&](const char* section, const Result& r) {
        if (!csv.is_open()) return;
        auto ms = [](const Column& c) { return c.ran && c.best.ok ? fixed(c.per_test_ms(), 5) : std::string(); };
        auto kib = [](const Column& c) {
            return c.ran && c.best.ok ? std::to_string(c.best.max_rss_kib) : std::string();
        };
        const Workload& w = r.workload;
        csv << section << "," << w.problem->name << ",\"" << w.family << "\",\"" << w.shape << "\"," << w.scale_n << ","
            << w.tests << "," << (r.baseline.ran ? w.baseline_tests : 0) << "," << (r.seed.ran ? w.seed_tests : 0)
            << "," << ms(r.solution) << "," << ms(r.reading) << "," << ms(r.baseline) << "," << ms(r.scanf) << ","
            << ms(r.seed) << "," << kib(r.solution) << "," << kib(r.baseline) << "\n";
    };
    auto keep_prefix = [&](int index) {
        return keep_dir.empty() ? std::string() : keep_dir + "/row" + std::to_string(index);
    };

    bool failed = false;
    int index = 0;
    Table table;
    table.header = {"problem",  "family",    "size",       "T",        "answers",  "solution",
                    "reading",  "baseline",  "scanf base", "seed",     "peak MiB", "base peak",
                    "base/sol", "base/read", "scanf/sol",  "seed/sol", "check"};
    std::vector<Result> judge_results;
    for (const Workload& w : judge) {
        const int row = index++;
        if (!selected(w)) continue;
        Result r = measure(w, reps, have_seeds, true, keep_prefix(row));
        failed |= r.failed;
        table.rows.push_back({w.problem->name, w.family, w.shape, tests_cell(w, r), r.answers, time_cell(r.solution),
                              time_cell(r.reading), time_cell(r.baseline), time_cell(r.scanf), time_cell(r.seed),
                              peak_cell(r.solution), peak_cell(r.baseline), ratio_cell(r.baseline, r.solution),
                              ratio_cell(r.baseline, r.reading), ratio_cell(r.scanf, r.solution),
                              ratio_cell(r.seed, r.solution), r.check});
        csv_row("judge", r);
        r.solution.best.output.clear();  // kept for the goals table: the times only
        r.reading.best.output.clear();
        r.baseline.best.output.clear();
        r.scanf.best.output.clear();
        r.seed.best.output.clear();
        judge_results.push_back(std::move(r));
        std::cerr << "  measured " << w.problem->name << " / " << w.family << " " << w.shape << "\n";
    }
    if (!table.rows.empty()) {
        std::cout << "\nJudge-size inputs (ms per test case)\n\n";
        table.print(std::cout);
        goals_table(judge_results);
    }
    std::cout << std::flush;
    if (explain && !judge.empty()) failed |= !explain_table(judge, reps, selected);
    std::cout << std::flush;

    if (!series.empty()) {
        Table growth;
        growth.header = {"problem",  "family",   "size",     "T",        "solution", "growth",
                         "expected", "baseline", "base/sol", "peak MiB", "check"};
        std::string previous_key;
        double previous_ms = 0;
        for (const Workload& w : series) {
            const int row = index++;
            if (!selected(w)) continue;
            Result r = measure(w, reps, false, false, keep_prefix(row));
            failed |= r.failed;
            std::string key = std::string(w.problem->name) + w.family;
            std::string growth_cell = "";
            double ms = r.solution.per_test_ms();
            if (key == previous_key && previous_ms > 0 && r.solution.best.ok)
                growth_cell = "x" + fixed(ms / previous_ms, 1);
            previous_key = key;
            previous_ms = r.solution.best.ok ? ms : 0;
            growth.rows.push_back({w.problem->name, w.family, w.shape, std::to_string(w.tests), time_cell(r.solution),
                                   growth_cell, w.expected_growth, time_cell(r.baseline),
                                   ratio_cell(r.baseline, r.solution), peak_cell(r.solution), r.check});
            csv_row("scaling", r);
            std::cerr << "  measured scaling " << w.problem->name << " / " << w.family << " " << w.shape << "\n";
        }
        std::cout << "\nScaling past the judge limits (ms per test case; growth = ratio to the row above)\n\n";
        growth.print(std::cout);
    }
    if (failed) std::cout << "\nSome program failed or disagreed: see the check column.\n";
    return failed ? 1 : 0;
}
