// The benchmark driver's parts (bench/bench_driver.cpp): the rows it
// measures (driver_rows.cpp), measuring them (driver_measure.cpp) and the
// tables it prints (driver_report.cpp).
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "problems.hpp"

namespace bench_driver {

// ------------------------------------------------------------- programs --

#ifdef BENCH_WITH_SEEDS
constexpr bool kHaveSeeds = true;
#else
constexpr bool kHaveSeeds = false;
#endif

// baseline: the baseline built to read its input at once; scanf_baseline:
// the same program as it stands alone, reading with scanf as the fastest
// public solutions do.
struct Programs {
    std::string solution, reader, baseline, scanf_baseline, seed;  // seed: "" without seeds
};

// Ours at the build's root, the others in its bench/ (bench/CMakeLists.txt).
Programs programs_of(const harness::Problem& problem);

// ----------------------------------------------------------- one run --

struct Measurement {
    bool ok = false;         // exited with status 0
    std::string failure;     // otherwise: what happened
    double cpu_seconds = 0;  // user + system
    long max_rss_kib = 0;
    std::string output;  // its stdout
};

const int kCpuLimitSeconds = 60;
// A row whose programs take less than this in all runs kShortRowReps times
// (or --reps times, if more).
const double kShortRowSeconds = 0.05;
const int kShortRowReps = 9;
const double kWallLimitSeconds = 4.0 * kCpuLimitSeconds;  // a busy machine runs slower than the CPU limit

// Runs `program` on `input` through run_measured (tools/run_measured.cpp: its
// peak memory, measured from a small process), started by harness's
// run_process, under a CPU limit.
Measurement run_once(const std::string& program, const std::string& input, const std::vector<std::string>& args = {});
void write_text(const std::string& path, const std::string& text);
// The non-empty lines of an output, without trailing spaces and CRs.
std::vector<std::string> output_lines(const std::string& text);

// ---------------------------------------------------------- the rows --

// A benchmark input: `tests` cases; input(k) is the judge text of the first k.
// The cases are generated on first use (listing the rows generates only
// those whose count depends on them) and kept until release().
// A goal for a judge row (harness/families.hpp).
using Goal = harness::BenchGoal;

struct Workload {
    const harness::Problem* problem;
    std::string family;
    std::string shape;  // sizes, for the table
    int tests = 0;
    int baseline_tests = 0;  // the baseline runs on the first baseline_tests cases (0: not at all)
    int seed_tests = 0;      // the seed likewise
    std::function<std::string(int)> input;
    std::function<void()> release;
    int scale_n = 0;              // scaling series: the size parameter
    std::string expected_growth;  // scaling series: from the row before, as the complexity says
    Goal goal;
};

// The judge-size rows, and the scaling series past the judge limits.
std::vector<Workload> judge_workloads(bool quick);
std::vector<Workload> scaling_workloads(bool quick);

// --------------------------------------------------------- measuring --

struct Column {
    bool ran = false;
    Measurement best;  // lowest CPU time; max_rss is the largest seen
    int tests = 0;
    double per_test_ms() const { return best.cpu_seconds * 1000.0 / std::max(1, tests); }
    // One more run: kept if it is the first, a failure (which then stands)
    // or faster than the best; the peak is the largest seen.
    void keep(Measurement m);
};

struct Result {
    Workload workload;
    Column solution, reading, baseline, scanf, seed;  // reading: the solution's reader alone; scanf: the scanf baseline
    Column startup;       // goal rows: a program that starts and ends (bench/empty.cpp), as if it solved the row
    std::string answers;  // from the solution, e.g. "200 YES"
    std::string check;    // agreement of the outputs
    bool failed = false;
};

// Microseconds of CPU that one page costs the first time it is touched.
double page_fault_microseconds();
// One row, best of reps; judge rows (judge_row) run the reader and the
// scanf baseline too; keep_prefix: where to keep its input and outputs.
Result measure(const Workload& w, int reps, bool with_seeds, bool judge_row, const std::string& keep_prefix);

struct ExplainRow {
    Column judge, explain, check;
    double certificate_mb = 0;
    std::string verdict;  // "=judge, proven" or what went wrong
    bool failed = false;
};

// explain --format cert and check_certificate on a judge row, against the
// judge program (best of reps), in `folder`.
ExplainRow measure_explain(const Workload& w, int reps, const std::string& folder);

// ---------------------------------------------------------- printing --

std::string fixed(double value, int decimals);
std::string time_cell(const Column& c);
std::string ratio_cell(const Column& slower, const Column& solution);
std::string mib(long kib);
std::string peak_cell(const Column& c);
std::string tests_cell(const Workload& w, const Result& r);

struct Table {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    void print(std::ostream& out) const;
};

// Measures and prints the explain table; true if every row's answers agreed
// and were proven.
bool explain_table(const std::vector<Workload>& rows, int reps, const std::function<bool(const Workload&)>& selected);
// The goals of the judge rows against their results.
void goals_table(const std::vector<Result>& results);

}  // namespace bench_driver
