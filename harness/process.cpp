// Running a child process under limits (POSIX, Linux).
//
// The child is started with posix_spawn (no copy of this process's page
// tables, which a large caller such as the judge tool would pay at every
// run) in a process group of its own. Its stdin is an in-memory file holding
// the input (as a judge gives a file: seekable, and nothing for us to
// serve); its stdout and stderr are pipes that the parent reads with poll()
// in one loop, which also watches the wall time and the output's size. With
// a launcher (tools/run_measured.cpp) the child is the launcher, in bwrap
// where the run is sandboxed: it applies the other limits, ends what the
// program started, and reports on a pipe of its own; closing another pipe,
// its control, stops the run.
#include "process.hpp"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>

#include "files.hpp"

namespace harness {

namespace {

using Clock = std::chrono::steady_clock;

// Where a launcher writes its report (RunLimits::launcher); its control
// pipe is the next descriptor, and bwrap's report the one after.
constexpr int kReportFd = 3;
constexpr int kControlFd = 4;
constexpr int kInfoFd = 5;

// Reads and writes on pipes whose other end is gone must fail with EPIPE,
// not kill the test program.
void ignore_sigpipe_once() {
    static const bool done = [] {
        struct sigaction action;
        std::memset(&action, 0, sizeof action);
        action.sa_handler = SIG_IGN;
        sigemptyset(&action.sa_mask);
        sigaction(SIGPIPE, &action, nullptr);
        return true;
    }();
    (void)done;
}

void close_if_open(int& fd) {
    if (fd >= 0) close(fd);
    fd = -1;
}

struct Pipe {
    int read_end = -1;
    int write_end = -1;
};

// Both ends at descriptors above those a child gets (0 to kInfoFd), so
// that no dup2 into the child's places overwrites one before it is copied.
Pipe make_pipe() {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
    for (int& fd : fds) {
        const int moved = fcntl(fd, F_DUPFD_CLOEXEC, kInfoFd + 5);
        close(fd);
        if (moved < 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
        fd = moved;
    }
    return Pipe{fds[0], fds[1]};
}

void set_nonblocking(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

int milliseconds_until(Clock::time_point deadline, int most) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::max<long long>(0, std::min<long long>(left + 1, most)));
}

// Appends what is readable on fd to text, up to `keep` bytes in all (0: no
// bound; the rest is read and dropped, and `dropped` set); closes fd at end
// of file or error.
void drain(int& fd, std::string& text, std::size_t keep = 0, bool* dropped = nullptr) {
    char buffer[65536];
    while (fd >= 0) {
        ssize_t got = read(fd, buffer, sizeof buffer);
        if (got > 0) {
            std::size_t take = static_cast<std::size_t>(got);
            if (keep > 0 && text.size() + take > keep) {
                take = keep > text.size() ? keep - text.size() : 0;
                if (dropped) *dropped = true;
            }
            text.append(buffer, take);
            continue;
        }
        if (got < 0 && errno == EINTR) continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
        close_if_open(fd);  // end of file, or an error we cannot recover from
    }
}

// Whether the child has ended; it stays a zombie (WNOWAIT), which keeps its
// process group id ours until we reap it.
bool has_ended(pid_t pid) {
    siginfo_t info;
    info.si_pid = 0;
    return waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
}

// What the launcher (and bwrap, on the same pipe) wrote: bwrap's
// "child-pid": P (the launcher's pid outside the sandbox), then the
// launcher's "exec ERRNO" or "error TEXT", and "end status=S cpu_us=U
// peak_kib=K reason=R left=L" (tools/run_measured.cpp).
struct LauncherReport {
    pid_t sandbox_pid = 0;
    bool ended = false;
    int status = 0;
    double cpu_seconds = 0;
    long peak_kib = 0;
    std::string reason;
    long left = 0;
    int exec_error = 0;
    std::string error;

    void read(const std::string& text) {
        for (std::size_t at = 0, end; (end = text.find('\n', at)) != std::string::npos; at = end + 1) {
            const std::string line = text.substr(at, end - at);
            long long a = 0, b = 0, c = 0, d = 0;
            char why[16] = "";
            const std::size_t pid_at = line.find("\"child-pid\":");
            if (pid_at != std::string::npos) sandbox_pid = static_cast<pid_t>(std::atol(line.c_str() + pid_at + 12));
            else if (std::sscanf(line.c_str(), "exec %lld", &a) == 1) exec_error = static_cast<int>(a);
            else if (line.rfind("error ", 0) == 0) error = line.substr(6);
            else if (std::sscanf(line.c_str(), "end status=%lld cpu_us=%lld peak_kib=%lld reason=%15s left=%lld", &a,
                                 &b, &c, why, &d) == 5) {
                ended = true;
                status = static_cast<int>(a);
                cpu_seconds = 1e-6 * static_cast<double>(b);
                peak_kib = static_cast<long>(c);
                reason = why;
                left = static_cast<long>(d);
            }
        }
    }
};

// The child being waited for, for kill_running_process: its process group,
// the write end of the launcher's control pipe, the sandbox's pid.
volatile sig_atomic_t running_group = 0;
volatile sig_atomic_t running_control = -1;
volatile sig_atomic_t running_sandbox = 0;
// The signal that interrupted this process (stop_on_interrupt), 0 if none.
volatile sig_atomic_t interrupted_by = 0;

void throw_if_interrupted() {
    if (interrupted_by != 0) throw Interrupted{interrupted_by};
}

void on_interrupt(int signal_number) {
    kill_running_process();
    interrupted_by = signal_number;
}

// What run_process starts, and what it holds while the child runs.
struct Launch {
    std::vector<std::string> argv;
    std::vector<std::string> command;  // the program and its arguments, as run
    Pipe report;                       // the launcher's report, and bwrap's
    Pipe control;                      // its end of file stops the run
    int info_fd = -1;                  // bwrap's copy of report.write_end
    std::unique_ptr<PidsCgroup> cgroup;
    std::unique_ptr<ScratchFolder> scratch;  // outside a sandbox
};

std::string decimal(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", value);
    return text;
}

// The command line: [bwrap ... --] [launcher OPTIONS --] COMMAND.
Launch prepare_launch(const std::vector<std::string>& command, const RunLimits& limits) {
    Launch launch;
    launch.command = command;
    if (limits.launcher.empty()) {
        launch.argv = command;
        return launch;
    }
    launch.report = make_pipe();
    launch.control = make_pipe();
    Sandbox sandbox = limits.sandbox;
    const bool scratch = limits.scratch_kib > 0 || sandbox.on;
    if (scratch) launch.command = absolute_command(command, sandbox.readable, sandbox.words_as_given);
    if (limits.processes > 0) launch.cgroup = std::make_unique<PidsCgroup>(limits.processes + 1);
    const std::string cgroup_procs = launch.cgroup ? launch.cgroup->procs() : "";
    if (sandbox.on) {
        const SandboxSupport& support = sandbox_support();
        if (!support.contained()) throw std::runtime_error("cannot contain the program: " + support.why_not);
        sandbox.readable.push_back(limits.launcher);
        launch.info_fd = fcntl(launch.report.write_end, F_DUPFD_CLOEXEC, kInfoFd + 5);
        launch.argv = bwrap_arguments(sandbox, limits.scratch_kib, kInfoFd, cgroup_procs);
        launch.argv.insert(launch.argv.begin(), support.bwrap);
    } else if (scratch) {
        launch.scratch = std::make_unique<ScratchFolder>("run");
    }
    const std::vector<std::string> options = {limits.launcher,
                                              "--report",
                                              std::to_string(kReportFd),
                                              "--control",
                                              std::to_string(kControlFd),
                                              "--cpu",
                                              decimal(std::max(limits.cpu_seconds, 0.0)),
                                              "--wall",
                                              decimal(std::max(limits.wall_seconds, 0.0)),
                                              "--memory",
                                              std::to_string(limits.memory_kib),
                                              "--address-space",
                                              std::to_string(limits.address_space_kib),
                                              "--processes",
                                              std::to_string(limits.processes)};
    launch.argv.insert(launch.argv.end(), options.begin(), options.end());
    if (!cgroup_procs.empty())
        launch.argv.insert(launch.argv.end(), {"--cgroup-procs", sandbox.on ? kCgroupProcsInside : cgroup_procs});
    if (scratch)
        launch.argv.insert(launch.argv.end(), {"--scratch", sandbox.on ? kScratchInside : launch.scratch->path()});
    launch.argv.push_back("--");
    launch.argv.insert(launch.argv.end(), launch.command.begin(), launch.command.end());
    return launch;
}

// Starts argv with stdin `input`, stdout and stderr on `out` and `err`, the
// launcher's pipes at kReportFd, kControlFd and kInfoFd, in a process group
// of its own; returns its pid (0 if it could not start: spawn_error).
pid_t spawn(const Launch& launch, const InputFile& input, const Pipe& out, const Pipe& err, int& spawn_error) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    // The dup2 copies are not close-on-exec; every other descriptor of ours is.
    posix_spawn_file_actions_adddup2(&actions, input.descriptor(), STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out.write_end, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err.write_end, STDERR_FILENO);
    if (launch.report.write_end >= 0) {
        posix_spawn_file_actions_adddup2(&actions, launch.report.write_end, kReportFd);
        posix_spawn_file_actions_adddup2(&actions, launch.control.read_end, kControlFd);
        if (launch.info_fd >= 0) posix_spawn_file_actions_adddup2(&actions, launch.info_fd, kInfoFd);
    }
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t defaults, none;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);  // ignored here; an ignored signal would stay ignored across exec
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setpgroup(&attributes, 0);  // a group of its own
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    std::vector<char*> args;
    for (const std::string& arg : launch.argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    spawn_error = posix_spawnp(&pid, args[0], &actions, &attributes, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return spawn_error == 0 ? pid : 0;
}

// Ends a run we stop: the launcher ends everything it started once its
// control pipe closes; whatever is left after a second is killed.
void stop(pid_t pid, Launch& launch, const LauncherReport& report) {
    running_control = -1;
    close_if_open(launch.control.write_end);
    const Clock::time_point give_up = Clock::now() + std::chrono::seconds(1);
    while (!has_ended(pid) && Clock::now() < give_up) {
        timespec pause{0, 1000000};  // 1 ms
        nanosleep(&pause, nullptr);
    }
    if (report.sandbox_pid > 0 && !has_ended(pid)) kill(report.sandbox_pid, SIGKILL);
    kill(-pid, SIGKILL);
}

// Fills in how the run ended from the launcher's report; false when it has
// said all there is to say (failed to start, or a limit it stopped at).
bool read_report(const LauncherReport& report, const RunLimits& limits, int& status, RunResult& result,
                 const std::string& program) {
    if (report.exec_error != 0 || !report.error.empty()) {
        result.failed_to_start = true;
        result.err =
            report.error.empty() ? "cannot run " + program + ": " + std::strerror(report.exec_error) : report.error;
        return false;
    }
    // A launcher that did not end by itself may have been killed by the
    // program, which may have written the report: none is taken then.
    if (!report.ended || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        if (!result.timed_out && !result.output_exceeded) result.signal = SIGKILL;
        return false;
    }
    result.cpu_seconds = report.cpu_seconds;
    result.max_rss_kib = report.peak_kib;
    result.processes_left = report.left;
    status = report.status;
    if (report.reason == "cpu") {
        result.cpu_exceeded = true;
        // The launcher saw it past the limit; wait4's figure, counted
        // otherwise, can fall a few milliseconds short of it.
        result.cpu_seconds = std::max(result.cpu_seconds, limits.cpu_seconds);
    }
    if (report.reason == "memory") result.memory_exceeded = true;
    if (report.reason == "wall") result.timed_out = true;
    if (limits.memory_kib > 0 && result.max_rss_kib > limits.memory_kib) result.memory_exceeded = true;
    return report.reason == "exit" && !result.memory_exceeded;
}

// The child's pipes while it runs, and what the launcher reported on its own.
struct Served {
    int stdout_fd, stderr_fd, report_fd;
    std::string report_text;
    LauncherReport report;
};

// Serves the pipes until the child ends (then takes what its outputs still
// hold: a process it started may keep them open), or a limit is passed;
// true when the child is to be stopped.
bool serve(pid_t pid, Served& pipes, const RunLimits& limits, Clock::time_point deadline, RunResult& result) {
    for (int fd : {pipes.stdout_fd, pipes.stderr_fd, pipes.report_fd})
        if (fd >= 0) set_nonblocking(fd);
    while (true) {
        if (Clock::now() >= deadline) return result.timed_out = true;
        if (has_ended(pid)) {
            drain(pipes.stdout_fd, result.out);
            drain(pipes.stderr_fd, result.err, limits.error_bytes, &result.err_truncated);
            return false;
        }
        pollfd fds[3];
        int count = 0;
        int slot[3] = {-1, -1, -1};  // stdout, stderr, report
        const int fd_of[3] = {pipes.stdout_fd, pipes.stderr_fd, pipes.report_fd};
        for (int k = 0; k < 3; ++k) {
            if (fd_of[k] < 0) continue;
            slot[k] = count;
            fds[count++] = {fd_of[k], POLLIN, 0};
        }
        // Short waits: the child's end is checked between them.
        const int ready = count > 0 ? poll(fds, count, milliseconds_until(deadline, 20)) : 0;
        if (count == 0) {
            timespec pause{0, 1000000};  // 1 ms
            nanosleep(&pause, nullptr);
        }
        if (ready < 0 && errno != EINTR) return false;
        if (ready > 0) {
            if (slot[0] >= 0 && fds[slot[0]].revents) drain(pipes.stdout_fd, result.out);
            if (slot[1] >= 0 && fds[slot[1]].revents)
                drain(pipes.stderr_fd, result.err, limits.error_bytes, &result.err_truncated);
            if (slot[2] >= 0 && fds[slot[2]].revents) {
                drain(pipes.report_fd, pipes.report_text);
                pipes.report.read(pipes.report_text);
                running_sandbox = pipes.report.sandbox_pid;
            }
        }
        if (limits.output_bytes > 0 && result.out.size() > limits.output_bytes) return result.output_exceeded = true;
    }
}

// Ends the child (the launcher first ends what the program started, when it
// is stopped), kills what is left of its group and cgroup, reaps it and
// reads the rest of the launcher's report: the child's wait status.
int reap(pid_t pid, bool stop_launcher, Launch& launch, Served& pipes, rusage& usage) {
    if (stop_launcher) stop(pid, launch, pipes.report);
    running_control = -1;
    close_if_open(launch.control.write_end);
    kill(-pid, SIGKILL);
    int status = 0;
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {}
    running_group = 0;
    running_sandbox = 0;
    if (launch.cgroup) launch.cgroup->kill_all();
    close_if_open(pipes.stdout_fd);
    close_if_open(pipes.stderr_fd);
    if (pipes.report_fd >= 0) {  // its writers are gone: the rest, up to end of file
        fcntl(pipes.report_fd, F_SETFL, fcntl(pipes.report_fd, F_GETFL) & ~O_NONBLOCK);
        drain(pipes.report_fd, pipes.report_text);
        pipes.report.read(pipes.report_text);
    }
    return status;
}

}  // namespace

RunResult run_process(const std::vector<std::string>& argv, const std::string& input, double timeout_seconds) {
    RunLimits limits;
    limits.wall_seconds = timeout_seconds;
    return run_process(argv, input, limits);
}

InputFile::InputFile(const std::string& text) : fd_(memfd_create("input", MFD_CLOEXEC)) {
    if (fd_ < 0) throw std::runtime_error(std::string("cannot hold an input in memory: ") + std::strerror(errno));
    for (std::size_t written = 0; written < text.size();) {
        const ssize_t put = write(fd_, text.data() + written, text.size() - written);
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) {
            const int error = errno;
            close(fd_);
            throw std::runtime_error(std::string("cannot hold an input in memory: ") + std::strerror(error));
        }
        written += static_cast<std::size_t>(put);
    }
}

InputFile::~InputFile() { close(fd_); }

RunResult run_process(const std::vector<std::string>& command, const std::string& input, const RunLimits& limits) {
    return run_process(command, InputFile(input), limits);
}

RunResult run_process(const std::vector<std::string>& command, const InputFile& input, const RunLimits& limits) {
    RunResult result;
    if (command.empty()) {
        result.failed_to_start = true;
        result.err = "run_process: empty command";
        return result;
    }
    ignore_sigpipe_once();
    throw_if_interrupted();
    Launch launch = prepare_launch(command, limits);
    const bool launched = !limits.launcher.empty();
    Pipe out = make_pipe(), err = make_pipe();
    lseek(input.descriptor(), 0, SEEK_SET);  // each run reads it from its start
    const Clock::time_point start = Clock::now();
    // The launcher keeps the wall time limit; this one is for a launcher that hangs.
    const double limit = std::min(std::max(limits.wall_seconds, 0.0) + (launched ? 2.0 : 0.0), 1e7);
    const Clock::time_point deadline =
        start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limit));
    int spawn_error = 0;
    const pid_t pid = spawn(launch, input, out, err, spawn_error);
    for (int* fd :
         {&out.write_end, &err.write_end, &launch.report.write_end, &launch.control.read_end, &launch.info_fd})
        close_if_open(*fd);
    Served served{out.read_end, err.read_end, launch.report.read_end, "", {}};
    if (spawn_error != 0) {
        for (int* fd : {&served.stdout_fd, &served.stderr_fd, &served.report_fd, &launch.control.write_end})
            close_if_open(*fd);
        result.failed_to_start = true;
        result.err = "cannot run " + launch.argv[0] + ": " + std::strerror(spawn_error);
        result.seconds = seconds_since(start);
        return result;
    }
    running_group = pid;
    running_control = launch.control.write_end;
    const bool stopping = serve(pid, served, limits, deadline, result);
    rusage usage{};
    int status = reap(pid, stopping && launched, launch, served, usage);
    throw_if_interrupted();
    result.seconds = seconds_since(start);
    result.cpu_seconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                         1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
    result.max_rss_kib = usage.ru_maxrss;
    if (launched && !read_report(served.report, limits, status, result, launch.command[0])) return result;
    if (result.timed_out || result.output_exceeded) return result;
    if (WIFEXITED(status)) {
        result.exited = true;
        result.exit_code = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        result.signal = WTERMSIG(status);
    }
    return result;
}

void kill_running_process() {
    const int control = running_control;
    if (control >= 0) close(control);  // the launcher ends what the program started
    const pid_t sandbox = running_sandbox;
    if (sandbox > 0) kill(sandbox, SIGKILL);
    const pid_t group = running_group;
    if (group > 0 && control < 0) kill(-group, SIGKILL);
}

void stop_on_interrupt() {
    for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) signal(signal_number, on_interrupt);
}

void die_of(const Interrupted& interruption) {
    signal(interruption.signal, SIG_DFL);
    raise(interruption.signal);
    std::_Exit(128 + interruption.signal);
}

std::vector<std::string> output_tokens(const std::string& text) {
    std::vector<std::string> tokens;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        size_t begin = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (i > begin) tokens.emplace_back(text, begin, i - begin);
    }
    return tokens;
}

}  // namespace harness
