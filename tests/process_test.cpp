// Tests of the process runner (harness/process.hpp) that the tests, the stress
// tool and the benchmark driver start programs with.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "environment.hpp"
#include "process.hpp"

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(RunProcess, BigOutputWhileInputIsWrittenDoesNotDeadlock) {
    const std::string input(8 << 20, 'x');  // far beyond any pipe buffer, both ways
    harness::RunResult run = harness::run_process({"cat"}, input, 30);
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out.size(), input.size());
}

TEST(RunProcess, ChildThatDoesNotReadItsInputIsFine) {
    harness::RunResult run = harness::run_process({"sh", "-c", "echo done"}, std::string(4 << 20, 'x'), 10);
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.out, "done\n");
}

TEST(RunProcess, ExitStatusSignalAndStderrAreReported) {
    harness::RunResult status = harness::run_process({"sh", "-c", "echo oops >&2; exit 3"}, "", 10);
    EXPECT_TRUE(status.exited);
    EXPECT_EQ(status.exit_code, 3);
    EXPECT_EQ(status.err, "oops\n");
    harness::RunResult killed = harness::run_process({"sh", "-c", "kill -SEGV $$"}, "", 10);
    EXPECT_FALSE(killed.exited);
    EXPECT_EQ(killed.signal, 11);
    EXPECT_FALSE(killed.timed_out);
}

TEST(RunProcess, CpuTimeAndPeakMemoryAreReported) {
    // A few thousand shell steps: some CPU time, never more than the wall time.
    harness::RunResult run =
        harness::run_process({"sh", "-c", "i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done"}, "", 30);
    ASSERT_TRUE(run.exited);
    EXPECT_GT(run.cpu_seconds, 0.0);
    EXPECT_LE(run.cpu_seconds, run.seconds + 0.05);
    EXPECT_GT(run.max_rss_kib, 0);
}

TEST(RunProcess, TimeOutKillsTheWholeProcessGroup) {
    // The background sleep keeps stdout open: waiting for end of file alone would hang.
    harness::RunResult run = harness::run_process({"sh", "-c", "sleep 30 & sleep 30"}, "", 0.3);
    EXPECT_TRUE(run.timed_out);
    EXPECT_LT(run.seconds, 5);
}

// The launcher (tools/run_measured) reads the CPU time and memory of all the
// child's processes and stops it past its limits; the runner keeps the wall
// time.
TEST(RunProcess, CpuAndMemoryLimitsStopAChildThroughTheLauncher) {
    harness::RunLimits limits;
    limits.launcher = harness::build_path("tools/run_measured");
    limits.wall_seconds = 60;
    limits.cpu_seconds = 0.3;
    const harness::RunResult busy = harness::run_process({"sh", "-c", "while :; do :; done"}, "", limits);
    EXPECT_TRUE(busy.cpu_exceeded) << busy.cpu_seconds << " s, signal " << busy.signal << ", exit " << busy.exit_code;
    EXPECT_FALSE(busy.timed_out);
    EXPECT_LT(busy.seconds, 30);
    // Two processes at 0.2 s each pass it together.
    const harness::RunResult pair =
        harness::run_process({"sh", "-c", "(while :; do :; done) & while :; do :; done"}, "", limits);
    EXPECT_TRUE(pair.cpu_exceeded);
    EXPECT_GE(pair.cpu_seconds, 0.3);
    limits.cpu_seconds = 0;
    limits.memory_kib = 64;  // below what any process holds
    const harness::RunResult held = harness::run_process({"sleep", "30"}, "", limits);
    EXPECT_TRUE(held.memory_exceeded);
    EXPECT_LT(held.seconds, 10);
    limits.memory_kib = 0;
    limits.wall_seconds = 0.3;
    const harness::RunResult slept = harness::run_process({"sleep", "30"}, "", limits);
    EXPECT_TRUE(slept.timed_out);
    EXPECT_LT(slept.seconds, 10);
}

// What the child starts ends with it, wherever it went, and is counted.
TEST(RunProcess, TheLauncherEndsWhatTheChildLeftRunning) {
    harness::RunLimits limits;
    limits.launcher = harness::build_path("tools/run_measured");
    limits.wall_seconds = 60;
    const harness::RunResult run =
        harness::run_process({"sh", "-c", "setsid sleep 30 & sleep 30 & echo started"}, "", limits);
    EXPECT_TRUE(run.exited);
    EXPECT_EQ(run.out, "started\n");
    EXPECT_EQ(run.processes_left, 2);
    EXPECT_LT(run.seconds, 10);
}

TEST(RunProcess, MissingProgramFailsToStart) {
    harness::RunResult run = harness::run_process({"/nonexistent/program"}, "", 10);
    EXPECT_TRUE(run.failed_to_start);
    EXPECT_TRUE(contains(run.err, "cannot run /nonexistent/program")) << run.err;
}

TEST(RunProcess, OutputTokensIgnoreWhitespace) {
    EXPECT_EQ(harness::output_tokens("Case #1: Yes \r\n\n  NO\t"),
              (std::vector<std::string>{"Case", "#1:", "Yes", "NO"}));
    EXPECT_TRUE(harness::output_tokens(" \n").empty());
}

}  // namespace
