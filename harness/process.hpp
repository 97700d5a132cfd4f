// Running a program as a child process: feed it stdin, collect stdout and
// stderr, and kill it when it runs past a time limit (POSIX; test code only).
#pragma once

#include <string>
#include <vector>

namespace harness {

struct RunResult {
    std::string out;        // everything the child wrote on stdout
    std::string err;        // everything the child wrote on stderr
    bool exited = false;    // it exited by itself; exit_code is valid
    int exit_code = -1;
    int signal = 0;         // killed by this signal (not by our time-out)
    bool timed_out = false; // still running at the limit; we killed it
    bool failed_to_start = false;  // the command could not be executed
    double seconds = 0;     // wall-clock time
    // From wait4() when the child was reaped (also after a time-out): CPU time
    // (user + system) of the child and of the descendants it waited for, and
    // the largest resident set of any of them. Linux counts in the child's
    // peak the memory this process held when it forked the child (it carries
    // over exec), so a peak means little when the caller is large; run a small
    // program that forks again and reports (bench/bench_runner.cpp does).
    double cpu_seconds = 0;
    long max_rss_kib = 0;
};

// Runs argv[0] (searched in PATH when it has no '/') with the arguments in
// argv, writes `input` to its stdin, and waits at most timeout_seconds.
RunResult run_process(const std::vector<std::string>& argv, const std::string& input,
                      double timeout_seconds);

// Kills the process group of the child run_process is waiting for, if any
// (the latest one started, when several threads run children).
// Async-signal-safe: for a SIGINT handler, so that interrupting a program that
// runs children (in their own process groups) leaves none behind.
void kill_running_process();

// Splits text into whitespace-separated tokens, as a judge compares outputs.
std::vector<std::string> output_tokens(const std::string& text);

}  // namespace harness
