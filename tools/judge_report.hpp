// What the judge tool (judge.cpp) reports of a program: a row per test, the
// summary line as judges say it, its JSON object; and, with many files, a
// row per file and the closing line.
#pragma once

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "files.hpp"
#include "process.hpp"
#include "referee.hpp"
#include "submissions.hpp"

namespace judge_tool {

// "4 MiB", "0.18 s".
std::string mib(long kib);
std::string secs(double seconds);

// What the program did on one test: a row of the table and of the JSON.
struct Row {
    std::size_t number = 0;  // in the whole test set, from 1
    std::string name, group, size;
    std::size_t cases = 0;
    harness::Verdict verdict = harness::Verdict::AC;
    double cpu_seconds = 0, wall_seconds = 0;
    long memory_kib = 0;
    double plain_seconds = 0;
    long processes_left = 0;       // still running when the program ended; the judge ended them
    double stopped_at = 0;         // the CPU time it was stopped at, past a limit or a cap (0: it ended)
    std::size_t failed_case = 0;   // a wrong answer's first differing test case, from 1 (0: none)
    std::string failed_case_size;  // its size
};

// What the report says of a failing test beyond its row: judge.cpp fills
// it as it explains the failure.
struct Failure {
    std::size_t row = 0;  // in Attempt::rows
    harness::RunResult run;
    std::string description;    // what the test is there to catch
    std::string expected, got;  // a wrong answer's, of the failing test case
    std::string shrunk_input;   // a wrong answer shrunk ("": not shrunk)
    double scale_to_pass = 0;   // a time limit exceeded: the --scale that would pass it (0: unknown)
    std::string fits_test;      // and the test whose purpose fits its growth
};

// One program judged: the file (none for COMMAND), how it was built and run,
// and what it got.
struct Attempt {
    Submission submission;
    std::vector<std::string> command;                // as run
    std::unique_ptr<harness::ScratchFolder> folder;  // where it was built, if it was
    std::string compile_output;                      // what the compiler said, with CE
    harness::RunLimits limits;                       // its own (its language's time limit)
    std::vector<Row> rows;
    harness::Verdict verdict = harness::Verdict::AC;
    std::size_t failed = 0;  // the first failing test (index + 1), 0 if none
    harness::RunResult failed_run;
    std::vector<Failure> failures;  // the failing tests explained
    std::string growth_json;        // how its time grows, after a time limit exceeded ("": not measured)
    double judge_cpu_seconds = 0;   // the judge's own CPU time while judging it (not its children's)
};

// What the reports of every attempt share.
struct Judged {
    std::string problem;
    std::size_t tests = 0;  // in the set, as selected
    double prepare_seconds = 0;
    double scale = 1;
    bool sandboxed = false;
    long process_limit = 0;
    long output_mib = 0;
    bool all = false;  // --all
};

void print_heading(std::ostream& out, const Judged& judged, const harness::RunLimits& limits);
void print_row(std::ostream& out, const Row& row);
// How far a timed-out run went: "9.43 s, 4.7x the 2.00 s limit", "over
// 10.00 s, more than 5x the 2.00 s limit", "over 2.00 s".
std::string over_limit(const Row& row, const harness::RunLimits& limits);
// The last line: "Accepted: 21 tests, at most 0.18 s and 4 MiB", "Time limit
// exceeded on test 16 (random-07, n = 76): over 2.00 s".
std::string summary(const Attempt& attempt, const Judged& judged);
// Its JSON object, indented by `indent` spaces.
std::string json_object(const Attempt& attempt, const Judged& judged, int indent);
// The JSON written to FILE or stdout (options.json); false if it cannot be.
bool write_json(const std::string& where, const std::string& json);

// Many files: the heading, a row per file, the closing line.
void print_many_heading(std::ostream& out, const Judged& judged, const harness::RunLimits& limits,
                        const std::string& factors, std::size_t file_width);
// With --all, a column per test (its verdict).
void print_many_row(std::ostream& out, const Attempt& attempt, bool per_test);
// "All 9 files got their expected verdicts", or which did not.
std::string many_closing(const std::vector<Attempt>& attempts);

}  // namespace judge_tool
