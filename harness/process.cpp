// Running a child process with a time limit (POSIX).
//
// The child gets its own process group, so a time-out kills everything it
// started too. Its stdin, stdout and stderr are pipes that the parent serves
// with poll() in one loop: writing the input and reading both outputs at the
// same time is what keeps a child that prints a lot before reading all of its
// input from deadlocking against us.
#include "process.hpp"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstring>
#include <stdexcept>

namespace harness {

namespace {

using Clock = std::chrono::steady_clock;

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

// In the child, between fork and exec: only async-signal-safe calls.
[[noreturn]] void exec_child(const std::vector<std::string>& argv, const Pipe& in, const Pipe& out,
                             const Pipe& err, const Pipe& exec_status) {
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);  // an ignored signal would stay ignored across exec
    dup2(in.read_end, STDIN_FILENO);
    dup2(out.write_end, STDOUT_FILENO);
    dup2(err.write_end, STDERR_FILENO);
    // The originals are close-on-exec; the dup2 copies are not.
    std::vector<char*> args;
    for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    execvp(args[0], args.data());
    int error = errno;
    ssize_t ignored = write(exec_status.write_end, &error, sizeof error);
    (void)ignored;
    _exit(127);
}

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

int milliseconds_until(Clock::time_point deadline) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::max<long long>(0, std::min<long long>(left + 1, 1000)));
}

// Appends what is readable on fd to text; closes fd at end of file or error.
void drain(int& fd, std::string& text) {
    char buffer[65536];
    while (true) {
        ssize_t got = read(fd, buffer, sizeof buffer);
        if (got > 0) {
            text.append(buffer, static_cast<size_t>(got));
            continue;
        }
        if (got < 0 && errno == EINTR) continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
        close_if_open(fd);  // end of file, or an error we cannot recover from
        return;
    }
}

}  // namespace

RunResult run_process(const std::vector<std::string>& argv, const std::string& input,
                      double timeout_seconds) {
    RunResult result;
    if (argv.empty()) {
        result.failed_to_start = true;
        result.err = "run_process: empty command";
        return result;
    }
    ignore_sigpipe_once();

    Pipe in = make_pipe(), out = make_pipe(), err = make_pipe(), exec_status = make_pipe();
    const Clock::time_point start = Clock::now();
    const double limit = std::min(std::max(timeout_seconds, 0.0), 1e7);  // keeps the clock arithmetic finite
    const Clock::time_point deadline =
        start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limit));

    pid_t pid = fork();
    if (pid < 0) {
        for (Pipe* p : {&in, &out, &err, &exec_status}) {
            close_if_open(p->read_end);
            close_if_open(p->write_end);
        }
        throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    }
    if (pid == 0) exec_child(argv, in, out, err, exec_status);

    // Also set the group here: whichever of parent and child runs first, the
    // group exists before we might have to kill it.
    setpgid(pid, pid);
    running_group = pid;
    close_if_open(in.read_end);
    close_if_open(out.write_end);
    close_if_open(err.write_end);
    close_if_open(exec_status.write_end);

    // exec succeeded iff the status pipe closes without data.
    int exec_error = 0;
    ssize_t got;
    do got = read(exec_status.read_end, &exec_error, sizeof exec_error);
    while (got < 0 && errno == EINTR);
    close_if_open(exec_status.read_end);
    if (got == static_cast<ssize_t>(sizeof exec_error)) {
        close_if_open(in.write_end);
        close_if_open(out.read_end);
        close_if_open(err.read_end);
        waitpid(pid, nullptr, 0);
        running_group = 0;
        result.failed_to_start = true;
        result.err = "cannot run " + argv[0] + ": " + std::strerror(exec_error);
        result.seconds = seconds_since(start);
        return result;
    }

    int stdin_fd = in.write_end, stdout_fd = out.read_end, stderr_fd = err.read_end;
    for (int fd : {stdin_fd, stdout_fd, stderr_fd}) set_nonblocking(fd);
    size_t written = 0;
    if (input.empty()) close_if_open(stdin_fd);

    int status = 0;
    // Serve the pipes until both outputs are closed, or time runs out.
    while (stdout_fd >= 0 || stderr_fd >= 0) {
        if (Clock::now() >= deadline) {
            result.timed_out = true;
            break;
        }
        pollfd fds[3];
        int count = 0;
        int stdin_slot = -1, stdout_slot = -1, stderr_slot = -1;
        if (stdin_fd >= 0) {
            stdin_slot = count;
            fds[count++] = {stdin_fd, POLLOUT, 0};
        }
        if (stdout_fd >= 0) {
            stdout_slot = count;
            fds[count++] = {stdout_fd, POLLIN, 0};
        }
        if (stderr_fd >= 0) {
            stderr_slot = count;
            fds[count++] = {stderr_fd, POLLIN, 0};
        }
        int ready = poll(fds, count, milliseconds_until(deadline));
        if (ready < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (stdin_slot >= 0 && fds[stdin_slot].revents) {
            if (fds[stdin_slot].revents & (POLLERR | POLLHUP)) {
                close_if_open(stdin_fd);  // the child closed its stdin; it has all it wants
            } else {
                ssize_t put = write(stdin_fd, input.data() + written, input.size() - written);
                if (put > 0) written += static_cast<size_t>(put);
                else if (put < 0 && errno != EAGAIN && errno != EINTR) close_if_open(stdin_fd);
                if (written == input.size()) close_if_open(stdin_fd);
            }
        }
        if (stdout_slot >= 0 && fds[stdout_slot].revents) drain(stdout_fd, result.out);
        if (stderr_slot >= 0 && fds[stderr_slot].revents) drain(stderr_fd, result.err);
    }
    close_if_open(stdin_fd);

    // Both outputs are closed; the child may still be running (it can close
    // them and go on), so wait for it with the same deadline. WNOWAIT leaves
    // it a zombie, which keeps its process group id ours until we reap it.
    while (!result.timed_out) {
        siginfo_t info;
        info.si_pid = 0;
        int done = waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT);
        if (done == 0 && info.si_pid == pid) break;
        if (done < 0 && errno != EINTR) break;
        if (Clock::now() >= deadline) {
            result.timed_out = true;
            break;
        }
        timespec pause{0, 1000000};  // 1 ms
        nanosleep(&pause, nullptr);
    }
    // Whatever happened, nothing of the child's group outlives the call.
    kill(-pid, SIGKILL);
    struct rusage usage;
    std::memset(&usage, 0, sizeof usage);
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    result.cpu_seconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                         1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
    result.max_rss_kib = usage.ru_maxrss;
    running_group = 0;
    close_if_open(stdout_fd);
    close_if_open(stderr_fd);
    result.seconds = seconds_since(start);

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
