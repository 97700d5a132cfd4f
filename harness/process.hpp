// Running a program as a child process: feed it stdin, collect stdout and
// stderr, and kill it when it runs past a time limit, or past the limits of
// RunLimits on CPU time, memory and output (POSIX; the tests and the tools).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace harness {

struct RunResult {
    std::string out;      // everything the child wrote on stdout
    std::string err;      // everything the child wrote on stderr
    bool exited = false;  // it exited by itself; exit_code is valid
    int exit_code = -1;
    int signal = 0;                // killed by this signal (not by our time-out)
    bool timed_out = false;        // still running at the limit; we killed it
    bool failed_to_start = false;  // the command could not be executed
    double seconds = 0;            // wall-clock time
    // From wait4() when the child was reaped (also after a time-out): CPU time
    // (user + system) of the child and of the descendants it waited for, and
    // the largest resident set of any of them. Linux counts in the child's
    // peak the memory of the process that started it (it carries over exec),
    // so a peak means little when the caller is large; with
    // RunLimits::launcher both come from a small process that starts it.
    double cpu_seconds = 0;
    long max_rss_kib = 0;
    // Killed by us past a limit of RunLimits (timed_out is the wall time's).
    bool cpu_exceeded = false;
    bool memory_exceeded = false;
    bool output_exceeded = false;
    bool err_truncated = false;  // stderr past RunLimits::error_bytes was dropped
};

// What a run may use. Zero: no limit.
struct RunLimits {
    double wall_seconds = 0;  // killed past it: timed_out
    // Ended once its CPU time (user + system) passes this: cpu_exceeded. With
    // a launcher, by the launcher's timer of CPU time (RLIMIT_CPU a second or
    // two later for a program that catches its signal); without one, read
    // here every 20 ms. The time reported includes the children it waited for.
    double cpu_seconds = 0;
    // Killed once its resident memory passes this: memory_exceeded. Read
    // every 20 ms, and at the end compared with its peak.
    long memory_kib = 0;
    long address_space_kib = 0;    // with a launcher, RLIMIT_AS: an allocation past it fails
    std::size_t output_bytes = 0;  // killed once stdout holds more: output_exceeded
    std::size_t error_bytes = 0;   // stderr kept up to this, the rest dropped
    // A launcher (tools/run_measured.cpp) that starts the program under the
    // hard limits above (and no core file) and reports its peak memory and
    // CPU time, measured from a small process: see RunResult::max_rss_kib for
    // why. Empty: the program is started directly.
    std::string launcher;
};

// Runs argv[0] (searched in PATH when it has no '/') with the arguments in
// argv, its stdin a file holding `input`, and waits at most timeout_seconds.
RunResult run_process(const std::vector<std::string>& argv, const std::string& input, double timeout_seconds);
// An input held in an in-memory file, to give several runs the same stdin
// without copying it again for each.
class InputFile {
public:
    explicit InputFile(const std::string& text);  // throws std::runtime_error if it cannot
    ~InputFile();
    InputFile(const InputFile&) = delete;
    InputFile& operator=(const InputFile&) = delete;
    int descriptor() const { return fd_; }

private:
    int fd_;
};

// The same under `limits`. The program gets its own process group; when it
// ends, or is killed past a limit, every process of that group is killed.
RunResult run_process(const std::vector<std::string>& argv, const std::string& input, const RunLimits& limits);
RunResult run_process(const std::vector<std::string>& argv, const InputFile& input, const RunLimits& limits);

// Kills the process group of the child run_process is waiting for, if any
// (the latest one started, when several threads run children).
// Async-signal-safe: for a SIGINT handler, so that interrupting a program that
// runs children (in their own process groups) leaves none behind.
void kill_running_process();

// Splits text into whitespace-separated tokens, as a judge compares outputs.
std::vector<std::string> output_tokens(const std::string& text);

}  // namespace harness
