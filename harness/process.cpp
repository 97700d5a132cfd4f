// Running a child process under limits (POSIX, Linux).
//
// The child is started with posix_spawn (no copy of this process's page
// tables, which a large caller such as the judge tool would pay at every
// run) in a process group of its own, so a limit kills everything it
// started too. Its stdin is an in-memory file holding the input (as a judge
// gives a file: seekable, and nothing for us to serve); its stdout and
// stderr are pipes that the parent reads with poll() in one loop, which also
// watches the limits.
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
#include <stdexcept>

namespace harness {

namespace {

using Clock = std::chrono::steady_clock;

// Where a launcher writes its report (RunLimits::launcher).
constexpr int kReportFd = 3;
// How often a watched child's CPU time and memory are read, in milliseconds.
constexpr int kSampleMs = 20;

// The child being waited for (its process group id), 0 when none.
volatile sig_atomic_t running_group = 0;

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

Pipe make_pipe() {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
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

// The text of /proc/PID/NAME, up to `size` - 1 bytes; false once the
// process is gone.
bool read_proc(pid_t pid, const char* name, char* text, std::size_t size) {
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%d/%s", static_cast<int>(pid), name);
    const int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    const ssize_t got = read(fd, text, size - 1);
    close(fd);
    if (got <= 0) return false;
    text[got] = '\0';
    return true;
}

const long kPageKib = sysconf(_SC_PAGESIZE) / 1024;

// CPU time (with the children it waited for) and resident memory of a
// running process, from /proc/PID/stat; false once it is gone.
bool sample_usage(pid_t pid, double& cpu_seconds, long& rss_kib) {
    char text[1024];
    if (!read_proc(pid, "stat", text, sizeof text)) return false;
    // After the command's closing parenthesis: field 3 (the state) to 24
    // (rss, in pages); 14 to 17 are utime, stime, cutime, cstime (ticks).
    const char* rest = std::strrchr(text, ')');
    unsigned long long utime = 0, stime = 0, cutime = 0, cstime = 0, rss = 0;
    if (!rest || std::sscanf(rest + 1,
                             " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %llu %llu %*d %*d %*d %*d "
                             "%*u %*u %llu",
                             &utime, &stime, &cutime, &cstime, &rss) != 5)
        return false;
    static const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
    cpu_seconds = static_cast<double>(utime + stime + cutime + cstime) / ticks;
    rss_kib = static_cast<long>(rss) * kPageKib;
    return true;
}

// Resident memory of a running process, from /proc/PID/statm (cheaper to
// read than stat); false once it is gone.
bool sample_rss(pid_t pid, long& rss_kib) {
    char text[256];
    unsigned long long size = 0, resident = 0;
    if (!read_proc(pid, "statm", text, sizeof text) || std::sscanf(text, "%llu %llu", &size, &resident) != 2)
        return false;
    rss_kib = static_cast<long>(resident) * kPageKib;
    return true;
}

// What the launcher wrote on the report pipe: "pid P", then "end STATUS
// CPU_MICROSECONDS MAX_RSS_KIB", or "exec ERRNO" when the program could not
// be started.
struct LauncherReport {
    pid_t pid = 0;
    bool ended = false;
    int status = 0;
    double cpu_seconds = 0;
    long max_rss_kib = 0;
    int exec_error = 0;

    void read(const std::string& text) {
        std::size_t at = 0;
        while (at < text.size()) {
            std::size_t end = text.find('\n', at);
            if (end == std::string::npos) break;
            const std::string line = text.substr(at, end - at);
            at = end + 1;
            long long a = 0, b = 0, c = 0;
            if (std::sscanf(line.c_str(), "pid %lld", &a) == 1) pid = static_cast<pid_t>(a);
            else if (std::sscanf(line.c_str(), "exec %lld", &a) == 1) exec_error = static_cast<int>(a);
            else if (std::sscanf(line.c_str(), "end %lld %lld %lld", &a, &b, &c) == 3) {
                ended = true;
                status = static_cast<int>(a);
                cpu_seconds = 1e-6 * static_cast<double>(b);
                max_rss_kib = static_cast<long>(c);
            }
        }
    }
};

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
    const bool launched = !limits.launcher.empty();
    std::vector<std::string> argv;
    if (launched) {
        char cpu[32];
        std::snprintf(cpu, sizeof cpu, "%.3f", std::max(limits.cpu_seconds, 0.0));
        argv = {limits.launcher, std::to_string(kReportFd), cpu, std::to_string(limits.address_space_kib)};
    }
    argv.insert(argv.end(), command.begin(), command.end());

    Pipe out = make_pipe(), err = make_pipe();
    Pipe report = launched ? make_pipe() : Pipe{};
    if (report.write_end == kReportFd) {  // a dup2 onto itself would keep it close-on-exec
        const int moved = fcntl(report.write_end, F_DUPFD_CLOEXEC, kReportFd + 1);
        close_if_open(report.write_end);
        report.write_end = moved;
    }
    lseek(input.descriptor(), 0, SEEK_SET);  // each run reads it from its start
    const Clock::time_point start = Clock::now();
    const double limit = std::min(std::max(limits.wall_seconds, 0.0), 1e7);  // keeps the clock arithmetic finite
    const Clock::time_point deadline =
        start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limit));

    // The dup2 copies are not close-on-exec; every other descriptor of ours is.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, input.descriptor(), STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out.write_end, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err.write_end, STDERR_FILENO);
    if (launched) posix_spawn_file_actions_adddup2(&actions, report.write_end, kReportFd);
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
    for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    const int spawn_error = posix_spawnp(&pid, args[0], &actions, &attributes, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    for (int* fd : {&out.write_end, &err.write_end, &report.write_end}) close_if_open(*fd);
    if (spawn_error != 0) {
        for (int* fd : {&out.read_end, &err.read_end, &report.read_end}) close_if_open(*fd);
        result.failed_to_start = true;
        result.err = "cannot run " + argv[0] + ": " + std::strerror(spawn_error);
        result.seconds = seconds_since(start);
        return result;
    }
    running_group = pid;

    int stdout_fd = out.read_end, stderr_fd = err.read_end, report_fd = report.read_end;
    for (int fd : {stdout_fd, stderr_fd, report_fd})
        if (fd >= 0) set_nonblocking(fd);

    std::string report_text;
    LauncherReport launcher;
    // A launcher stops the program at its CPU limit by itself (a timer of
    // CPU time); without one, its CPU time is read here too.
    const bool watch_cpu = limits.cpu_seconds > 0 && !launched;
    const bool watching = watch_cpu || limits.memory_kib > 0;
    double sampled_cpu = 0;
    long sampled_rss = 0, peak_rss = 0;
    Clock::time_point next_sample = start;
    auto over_a_limit = [&] {
        return result.timed_out || result.cpu_exceeded || result.memory_exceeded || result.output_exceeded;
    };
    // Serve the pipes until the child ends (then take what its outputs still
    // hold: a process it started may keep them open), or a limit is passed.
    while (true) {
        if (Clock::now() >= deadline) {
            result.timed_out = true;
            break;
        }
        if (has_ended(pid)) {
            drain(stdout_fd, result.out);
            drain(stderr_fd, result.err, limits.error_bytes, &result.err_truncated);
            break;
        }
        pollfd fds[3];
        int count = 0;
        int slot[3] = {-1, -1, -1};  // stdout, stderr, report
        const int fd_of[3] = {stdout_fd, stderr_fd, report_fd};
        for (int k = 0; k < 3; ++k) {
            if (fd_of[k] < 0) continue;
            slot[k] = count;
            fds[count++] = {fd_of[k], POLLIN, 0};
        }
        // Short waits: the child's end, and its usage, are checked between them.
        const int wait_ms = milliseconds_until(deadline, watching ? kSampleMs : 100);
        int ready = count > 0 ? poll(fds, count, wait_ms) : 0;
        if (count == 0) {
            timespec pause{0, 1000000};  // 1 ms
            nanosleep(&pause, nullptr);
        }
        if (ready < 0 && errno != EINTR) break;
        if (ready > 0) {
            if (slot[0] >= 0 && fds[slot[0]].revents) drain(stdout_fd, result.out);
            if (slot[1] >= 0 && fds[slot[1]].revents)
                drain(stderr_fd, result.err, limits.error_bytes, &result.err_truncated);
            if (slot[2] >= 0 && fds[slot[2]].revents) {
                drain(report_fd, report_text);
                launcher.read(report_text);
            }
        }
        if (limits.output_bytes > 0 && result.out.size() > limits.output_bytes) {
            result.output_exceeded = true;
            break;
        }
        const pid_t watched = launched ? launcher.pid : pid;
        if (watching && watched > 0 && Clock::now() >= next_sample) {
            next_sample = Clock::now() + std::chrono::milliseconds(kSampleMs);
            if (watch_cpu ? sample_usage(watched, sampled_cpu, sampled_rss) : sample_rss(watched, sampled_rss)) {
                peak_rss = std::max(peak_rss, sampled_rss);
                if (limits.cpu_seconds > 0 && sampled_cpu > limits.cpu_seconds) result.cpu_exceeded = true;
                if (limits.memory_kib > 0 && sampled_rss > limits.memory_kib) result.memory_exceeded = true;
                if (over_a_limit()) break;
            }
        }
    }

    // Whatever happened, nothing of the child's group outlives the call.
    kill(-pid, SIGKILL);
    int status = 0;
    struct rusage usage;
    std::memset(&usage, 0, sizeof usage);
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {}
    running_group = 0;
    close_if_open(stdout_fd);
    close_if_open(stderr_fd);
    if (report_fd >= 0) {  // its writer is gone: the rest, up to end of file
        fcntl(report_fd, F_SETFL, fcntl(report_fd, F_GETFL) & ~O_NONBLOCK);
        drain(report_fd, report_text);
        launcher.read(report_text);
    }
    result.seconds = seconds_since(start);
    result.cpu_seconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                         1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
    result.max_rss_kib = usage.ru_maxrss;
    if (launched) {
        if (launcher.exec_error != 0) {
            result.failed_to_start = true;
            result.err = "cannot run " + command[0] + ": " + std::strerror(launcher.exec_error);
            return result;
        }
        // Killed with the launcher: what the last sample saw.
        result.cpu_seconds = launcher.ended ? launcher.cpu_seconds : sampled_cpu;
        result.max_rss_kib = launcher.ended ? launcher.max_rss_kib : peak_rss;
        status = launcher.status;
        if (!launcher.ended && !over_a_limit()) status = SIGKILL;  // the launcher was killed from outside
        // Ended by the launcher's timer of CPU time, or by RLIMIT_CPU.
        if (limits.cpu_seconds > 0 && launcher.ended && WIFSIGNALED(status) &&
            (WTERMSIG(status) == SIGPROF || WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGKILL) &&
            result.cpu_seconds >= 0.9 * limits.cpu_seconds) {
            result.cpu_exceeded = true;
            // The timer saw it past the limit; wait4's figure, counted
            // otherwise, can fall a few milliseconds short of it.
            result.cpu_seconds = std::max(result.cpu_seconds, limits.cpu_seconds);
            return result;
        }
    }
    if (limits.cpu_seconds > 0 && result.cpu_seconds > limits.cpu_seconds) result.cpu_exceeded = true;
    if (limits.memory_kib > 0 && result.max_rss_kib > limits.memory_kib) result.memory_exceeded = true;
    if (launched && !launcher.ended && over_a_limit()) return result;
    if (!launched && over_a_limit() && !WIFEXITED(status) && WTERMSIG(status) == SIGKILL) return result;
    if (result.timed_out) return result;
    if (WIFEXITED(status)) {
        result.exited = true;
        result.exit_code = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        result.signal = WTERMSIG(status);
    }
    return result;
}

void kill_running_process() {
    pid_t group = running_group;
    if (group > 0) kill(-group, SIGKILL);
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
