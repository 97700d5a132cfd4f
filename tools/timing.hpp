// Measuring a program's CPU time on inputs, for the judge tool's growth and
// hunt (judge.cpp): the least of a few runs, each through the launcher in
// the sandbox as a judged run is, under a cap; and the time per test case
// of inputs grown (more test cases of the same kind) until a run is long
// enough to measure, less the program's own start-up.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "process.hpp"

namespace judge_tool {

// A program's time on one input.
struct Timing {
    double seconds = 0;     // CPU time: the least of the runs (the cap, when over it)
    bool over_cap = false;  // a run passed the cap (or the wall limit)
    bool failed = false;    // it crashed or exited with a non-zero status
    std::string why;        // how it failed
};

// Runs a command on inputs under a CPU cap, and counts the runs.
class Stopwatch {
public:
    // `limits`: the judged run's (launcher, sandbox, memory, ...), with
    // cpu_seconds the cap of one run.
    Stopwatch(std::vector<std::string> command, harness::RunLimits limits);

    // The least CPU time of `runs` runs (one when a run takes over a second,
    // two over a quarter).
    Timing time(const std::string& input, int runs);
    // The same with this cap instead.
    Timing time(const std::string& input, int runs, double cap);

    double cap() const { return limits_.cpu_seconds; }
    long long runs() const { return runs_; }
    const std::vector<std::string>& command() const { return command_; }

private:
    std::vector<std::string> command_;
    harness::RunLimits limits_;
    long long runs_ = 0;
};

// Inputs holding `count` test cases of one kind: the input, and how many
// cases it holds (fewer when the statement allows no more).
using InputOfCases = std::function<std::pair<std::string, std::size_t>(std::size_t count)>;

// Time per test case at one size.
struct PerCase {
    double seconds = 0;        // per test case, less start-up
    double input_seconds = 0;  // of the whole input measured
    std::size_t cases = 0;     // in the input measured
    bool over_cap = false;     // one case alone passed the cap
    bool failed = false;
    std::string why;
};

// Grows the input (more cases, as the statement allows, at most `most`)
// until a run takes `target` seconds, then takes the least of `runs` runs;
// the time per case is the input's less `startup`, over its cases.
PerCase time_per_case(Stopwatch& stopwatch, const InputOfCases& input_of, std::size_t most, double startup,
                      double target, int runs);

}  // namespace judge_tool
