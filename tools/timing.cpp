#include "timing.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "referee.hpp"

namespace judge_tool {

Stopwatch::Stopwatch(std::vector<std::string> command, harness::RunLimits limits)
    : command_(std::move(command)), limits_(std::move(limits)) {}

Timing Stopwatch::time(const std::string& input, int runs) { return time(input, runs, limits_.cpu_seconds); }

Timing Stopwatch::time(const std::string& input, int runs, double cap) {
    harness::RunLimits limits = limits_;
    limits.cpu_seconds = cap;
    limits.wall_seconds = 2 * cap + 1;
    const harness::InputFile file(input);
    Timing timing;
    for (int run = 0; run < runs; ++run) {
        const harness::RunResult result = harness::run_process(command_, file, limits);
        ++runs_;
        if (result.failed_to_start) throw std::runtime_error(result.err);
        if (result.timed_out || result.cpu_exceeded) {
            timing.over_cap = true;
            timing.seconds = std::max(cap, result.cpu_seconds);
            return timing;
        }
        if (result.memory_exceeded || result.output_exceeded || result.signal != 0 || result.exit_code != 0) {
            timing.failed = true;
            timing.why = result.memory_exceeded   ? "used more memory than allowed"
                         : result.output_exceeded ? "wrote more output than allowed"
                         : result.signal          ? "was killed by signal " + std::to_string(result.signal) + " (" +
                                               harness::signal_name(result.signal) + ")"
                                         : "exited with status " + std::to_string(result.exit_code);
            return timing;
        }
        timing.seconds = run == 0 ? result.cpu_seconds : std::min(timing.seconds, result.cpu_seconds);
        if (result.cpu_seconds > 1 || (result.cpu_seconds > 0.25 && run >= 1)) break;
    }
    return timing;
}

PerCase time_per_case(Stopwatch& stopwatch, const InputOfCases& input_of, std::size_t most, double startup,
                      double target, int runs) {
    PerCase point;
    std::size_t count = 1;
    std::pair<std::string, std::size_t> input;
    Timing timing;
    for (int round = 0; round < 5; ++round) {
        input = input_of(count);
        timing = stopwatch.time(input.first, 1);
        if (timing.over_cap || timing.failed) break;
        const double work = std::max(timing.seconds - startup, 1e-4);
        if (timing.seconds >= target || input.second < count || count >= most) break;
        const double wanted = std::ceil(static_cast<double>(count) * 1.25 * target / work);
        count = std::min(most, std::max(2 * count, static_cast<std::size_t>(std::min(wanted, 1e7))));
    }
    point.cases = input.second;
    point.over_cap = timing.over_cap;
    point.failed = timing.failed;
    point.why = timing.why;
    // An input the statement keeps short: its start-up weighs, so more runs.
    if (timing.seconds < target && timing.seconds < 4 * startup) runs = std::max(runs, 7);
    if (!timing.over_cap && !timing.failed && runs > 1) {
        const Timing again = stopwatch.time(input.first, runs - 1);
        if (!again.over_cap && !again.failed) timing.seconds = std::min(timing.seconds, again.seconds);
    }
    point.input_seconds = timing.seconds;
    point.seconds =
        std::max(timing.seconds - startup, 1e-6) / static_cast<double>(std::max<std::size_t>(1, point.cases));
    return point;
}

}  // namespace judge_tool
