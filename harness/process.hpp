// Running a program as a child process: feed it stdin, collect stdout and
// stderr, and kill it when it runs past a time limit, or past the limits of
// RunLimits on CPU time, memory, processes and output, contained in a
// sandbox where asked (POSIX, Linux; the tests and the tools).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "sandbox.hpp"

namespace harness {

struct RunResult {
    std::string out;      // everything the child wrote on stdout
    std::string err;      // everything the child wrote on stderr
    bool exited = false;  // it exited by itself; exit_code is valid
    int exit_code = -1;
    int signal = 0;                // killed by this signal (not by our time-out)
    bool timed_out = false;        // still running at the wall time limit; we killed it
    bool failed_to_start = false;  // the command could not be executed
    double seconds = 0;            // wall-clock time
    // CPU time (user + system) and peak resident memory. From wait4() without
    // a launcher: the child's and its waited-for descendants', and the
    // largest of them; Linux counts in the child's peak the memory of the
    // process that started it (it carries over exec), so a peak means little
    // when the caller is large. With RunLimits::launcher, from a small process
    // that starts the program: the CPU time of the program and of every
    // process it started, and its peak (or their peak together, where that
    // was more).
    double cpu_seconds = 0;
    long max_rss_kib = 0;
    // Killed past a limit of RunLimits (timed_out is the wall time's).
    bool cpu_exceeded = false;
    bool memory_exceeded = false;
    bool output_exceeded = false;
    bool err_truncated = false;  // stderr past RunLimits::error_bytes was dropped
    // With a launcher: how many processes the program left running (killed then).
    long processes_left = 0;
};

// What a run may use. Zero: no limit.
struct RunLimits {
    double wall_seconds = 0;       // killed past it: timed_out
    std::size_t output_bytes = 0;  // killed once stdout holds more: output_exceeded
    std::size_t error_bytes = 0;   // stderr kept up to this, the rest dropped
    // A launcher (tools/run_measured.cpp) that starts the program, applies
    // the limits below, ends every process the program started when it ends,
    // and reports what they used (see RunResult::max_rss_kib for why a
    // process between). Empty: the program is started directly, and the
    // limits below do not apply.
    std::string launcher;
    double cpu_seconds = 0;  // CPU time of all its processes: cpu_exceeded
    // Their resident memory together, read every 20 ms, and the program's
    // peak at the end: memory_exceeded.
    long memory_kib = 0;
    long address_space_kib = 0;  // RLIMIT_AS of each of its processes: an allocation past it fails
    // Processes and threads at once: a fork past it fails (a pids cgroup, or
    // RLIMIT_NPROC; sandbox.hpp's process_limit_mechanism says which here).
    long processes = 0;
    // A scratch folder of its own, of at most this size: its working folder,
    // HOME and TMPDIR, removed after the run (0: none; it runs in ours).
    // Inside the sandbox it is /tmp; the command's paths are absolute.
    long scratch_kib = 0;
    Sandbox sandbox;  // contained in bwrap (sandbox.hpp), with a scratch folder
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
// ends, or is killed past a limit, every process of that group is killed
// (with a launcher, every process it started, wherever it went).
RunResult run_process(const std::vector<std::string>& argv, const std::string& input, const RunLimits& limits);
RunResult run_process(const std::vector<std::string>& argv, const InputFile& input, const RunLimits& limits);

// Ends the child run_process is waiting for, if any (the latest one
// started, when several threads run children), and what it started.
// Async-signal-safe: for a SIGINT handler, so that interrupting a program that
// runs children (in their own process groups) leaves none behind.
void kill_running_process();

// Thrown by run_process, once its child has ended, after an interrupt
// (stop_on_interrupt): the caller unwinds to main (its scratch folders and
// cgroups removed on the way), which ends with die_of().
struct Interrupted {
    int signal;
};
// From now on SIGINT, SIGTERM and SIGHUP (which reach only us: the children
// run in process groups of their own) end the running child and everything
// it started, and make run_process throw Interrupted.
void stop_on_interrupt();
// Ends this process as the signal would have.
[[noreturn]] void die_of(const Interrupted& interruption);

// Splits text into whitespace-separated tokens, as a judge compares outputs.
std::vector<std::string> output_tokens(const std::string& text);

}  // namespace harness
