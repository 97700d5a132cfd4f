// run_measured: starts a program under limits, ends every process it starts
// when it ends, and reports what they used; the launcher of harness's
// run_process (RunLimits::launcher, harness/process.hpp).
//
//   run_measured [OPTION...] -- PROGRAM [ARG...]
//
//   --report FD          where the report goes (below)
//   --control FD         the run is stopped when FD reaches end of file (the
//                        caller closed its end, or died)
//   --cpu SECONDS        CPU time of the program and every process it starts
//   --wall SECONDS       wall time from the start
//   --memory KIB         resident memory of all its processes together
//   --address-space KIB  RLIMIT_AS of each of its processes
//   --processes N        at most N processes and threads at once (RLIMIT_NPROC,
//                        counted from the tasks its user already has)
//   --cgroup-procs FILE  joins the cgroup whose cgroup.procs is FILE first (a
//                        pids cgroup: the caller set its pids.max)
//   --scratch DIR        the program's working folder, HOME and TMPDIR
//
// PROGRAM (searched in PATH when it has no '/') gets this process's stdin,
// stdout and stderr, no core file, a timer of CPU time (ITIMER_PROF, kept
// across exec) that ends it at the CPU limit, and RLIMIT_CPU a second or two
// later for a program that catches its signal. This process is the reaper of
// everything it starts: pid 1 of a PID namespace (in bubblewrap's sandbox,
// --as-pid-1), else a child subreaper, so that a process that leaves the
// program's group or session comes back here. Every 20 ms it reads the CPU
// time and resident memory of all of them in /proc and stops the run past a
// limit. When the program ends, or a limit is passed, or the run is stopped,
// every process left is killed and reaped, so the CPU time reported is the
// program's and that of every process it started.
//
// On FD: "exec ERRNO" if PROGRAM could not be started, "error TEXT" if this
// could not set the run up, then "end status=S cpu_us=U peak_kib=K
// reason=R left=L": the program's wait status, the CPU time, the peak
// resident memory (the program's own peak, or its processes' together where
// that was more), why the run ended (exit, cpu, wall, memory, stopped) and
// how many processes were still running when it did.
//
// Why a process between: Linux folds the memory a process held before exec()
// into its peak after it, so a program started straight from a large process
// (the judge holds every test) reports that process's memory. This one is
// small (the C library only), so the peak it passes on is the program's own.
#include <dirent.h>
#include <fcntl.h>
#include <linux/close_range.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

struct Options {
    int report = -1, control = -1;
    double cpu_seconds = 0, wall_seconds = 0;
    long memory_kib = 0, address_space_kib = 0, processes = 0;
    const char* cgroup_procs = nullptr;
    const char* scratch = nullptr;
    char** program = nullptr;
};

const int kSampleMs = 20;
const int kMostProcesses = 4096;  // the most a sample follows

double now_seconds() {
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

double seconds_of(const timeval& t) { return static_cast<double>(t.tv_sec) + 1e-6 * static_cast<double>(t.tv_usec); }

// The text of /proc/PID/NAME (PID 0: self), up to size - 1 bytes; false once gone.
bool read_proc(long pid, const char* name, char* text, std::size_t size) {
    char path[160];
    if (pid > 0) std::snprintf(path, sizeof path, "/proc/%ld/%s", pid, name);
    else std::snprintf(path, sizeof path, "/proc/self/%s", name);
    const int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    const ssize_t got = read(fd, text, size - 1);
    close(fd);
    if (got < 0) return false;
    text[got] = '\0';
    return true;
}

// Appends the children of every thread of process `pid` to list.
void add_children(long pid, long* list, int& count) {
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%ld/task", pid);
    DIR* tasks = opendir(path);
    if (!tasks) return;
    while (dirent* task = readdir(tasks)) {
        if (task->d_name[0] < '0' || task->d_name[0] > '9') continue;
        char name[96], text[8192];
        std::snprintf(name, sizeof name, "task/%ld/children", std::atol(task->d_name));
        if (!read_proc(pid, name, text, sizeof text)) continue;
        for (char* at = text; *at && count < kMostProcesses;) {
            char* end = nullptr;
            const long child = std::strtol(at, &end, 10);
            if (end == at) break;
            list[count++] = child;
            at = end;
        }
    }
    closedir(tasks);
}

// Every living descendant of this process, parents before their children.
int descendants(long* list) {
    int count = 0;
    add_children(getpid(), list, count);
    for (int next = 0; next < count && count < kMostProcesses; ++next) add_children(list[next], list, count);
    return count;
}

// CPU time (with the children it reaped) and resident memory of a process.
bool usage_of(long pid, double& cpu_seconds, long& rss_kib) {
    char text[1024];
    if (!read_proc(pid, "stat", text, sizeof text)) return false;
    const char* rest = std::strrchr(text, ')');
    unsigned long long utime = 0, stime = 0, cutime = 0, cstime = 0, rss = 0;
    if (!rest || std::sscanf(rest + 1,
                             " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %llu %llu %*d %*d %*d %*d "
                             "%*u %*u %llu",
                             &utime, &stime, &cutime, &cstime, &rss) != 5)
        return false;
    static const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
    static const long page_kib = sysconf(_SC_PAGESIZE) / 1024;
    cpu_seconds = static_cast<double>(utime + stime + cutime + cstime) / ticks;
    rss_kib = static_cast<long>(rss) * page_kib;
    return true;
}

// How many tasks (threads) of user `uid` /proc shows: what RLIMIT_NPROC counts.
long tasks_of_user(uid_t uid) {
    long tasks = 0;
    DIR* proc = opendir("/proc");
    if (!proc) return 0;
    while (dirent* entry = readdir(proc)) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        char text[4096];
        if (!read_proc(std::atol(entry->d_name), "status", text, sizeof text)) continue;
        const char* uid_line = std::strstr(text, "\nUid:");
        const char* threads_line = std::strstr(text, "\nThreads:");
        if (uid_line && threads_line && std::strtoul(uid_line + 5, nullptr, 10) == uid)
            tasks += std::strtol(threads_line + 9, nullptr, 10);
    }
    closedir(proc);
    return tasks;
}

// Kills every process left and reaps them (and the program, if it has not
// been reaped); returns how many were running.
int end_every_process(pid_t program, bool& program_reaped, int& status, rusage& program_usage) {
    long list[kMostProcesses];
    int left = -1;
    while (true) {
        const int count = descendants(list);
        if (left < 0) left = count - (program_reaped ? 0 : 1);
        if (getpid() == 1) kill(-1, SIGKILL);  // everything in the namespace but this
        for (int k = 0; k < count; ++k) kill(static_cast<pid_t>(list[k]), SIGKILL);
        int child_status = 0;
        rusage usage{};
        const pid_t reaped = wait4(-1, &child_status, 0, &usage);
        if (reaped < 0 && errno == EINTR) continue;
        if (reaped < 0) break;  // no child left
        if (reaped == program) program_reaped = true, status = child_status, program_usage = usage;
    }
    return left < 0 ? 0 : left;
}

bool parse(int argc, char** argv, Options& options) {
    for (int i = 1; i < argc; ++i) {
        const char* arg = argv[i];
        if (std::strcmp(arg, "--") == 0) {
            if (i + 1 < argc) options.program = argv + i + 1;
            return options.program != nullptr;
        }
        if (i + 1 >= argc) return false;
        const char* value = argv[++i];
        if (std::strcmp(arg, "--report") == 0) options.report = std::atoi(value);
        else if (std::strcmp(arg, "--control") == 0) options.control = std::atoi(value);
        else if (std::strcmp(arg, "--cpu") == 0) options.cpu_seconds = std::atof(value);
        else if (std::strcmp(arg, "--wall") == 0) options.wall_seconds = std::atof(value);
        else if (std::strcmp(arg, "--memory") == 0) options.memory_kib = std::atol(value);
        else if (std::strcmp(arg, "--address-space") == 0) options.address_space_kib = std::atol(value);
        else if (std::strcmp(arg, "--processes") == 0) options.processes = std::atol(value);
        else if (std::strcmp(arg, "--cgroup-procs") == 0) options.cgroup_procs = value;
        else if (std::strcmp(arg, "--scratch") == 0) options.scratch = value;
        else return false;
    }
    return false;
}

// In the child, before exec: the limits, the scratch folder, the signals.
void start_program(const Options& options, long user_tasks) {
    if (options.cpu_seconds > 0) {
        const rlim_t whole = static_cast<rlim_t>(options.cpu_seconds) + 2;
        const rlimit cpu{whole, whole + 1};
        setrlimit(RLIMIT_CPU, &cpu);
        // A few milliseconds past the limit, so that the time reported is over it.
        const long long us = static_cast<long long>(options.cpu_seconds * 1e6) + 5000;
        itimerval timer{};
        timer.it_value.tv_sec = static_cast<time_t>(us / 1000000);
        timer.it_value.tv_usec = static_cast<suseconds_t>(us % 1000000);
        setitimer(ITIMER_PROF, &timer, nullptr);
    }
    if (options.address_space_kib > 0) {
        const rlim_t bytes = static_cast<rlim_t>(options.address_space_kib) * 1024;
        const rlimit space{bytes, bytes};
        setrlimit(RLIMIT_AS, &space);
    }
    if (options.processes > 0) {
        const rlim_t most = static_cast<rlim_t>(options.processes + user_tasks);
        const rlimit processes{most, most};
        setrlimit(RLIMIT_NPROC, &processes);
    }
    const rlimit no_core{0, 0};  // a crash leaves no core file behind
    setrlimit(RLIMIT_CORE, &no_core);
    if (options.scratch) {
        if (chdir(options.scratch) != 0) {
            dprintf(options.report, "error cannot enter %s: %s\n", options.scratch, std::strerror(errno));
            _exit(127);
        }
        setenv("HOME", options.scratch, 1);
        setenv("TMPDIR", options.scratch, 1);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    execvp(options.program[0], options.program);
    dprintf(options.report, "exec %d\n", errno);
    _exit(127);
}

// The program's end, as the watch saw it.
struct Ending {
    const char* reason = "exit";  // exit, cpu, wall, memory, stopped
    bool reaped = false;          // the program has been reaped: its status and usage are set
    int status = 0;
    rusage usage{};
    long peak_kib = 0;  // the most resident memory its processes held together, at a sample
};

// The CPU time of every process of the program so far, and the resident
// memory they hold now: a sample.
void sample(double& cpu, long& rss_kib) {
    long list[kMostProcesses];
    const int count = descendants(list);
    rusage reaped{};
    getrusage(RUSAGE_CHILDREN, &reaped);
    cpu = seconds_of(reaped.ru_utime) + seconds_of(reaped.ru_stime);
    rss_kib = 0;
    for (int k = 0; k < count; ++k) {
        double one_cpu = 0;
        long one_rss = 0;
        if (usage_of(list[k], one_cpu, one_rss)) cpu += one_cpu, rss_kib += one_rss;
    }
}

// Waits for the program to end, reaping whatever ends meanwhile, and
// samples its processes every kSampleMs against the limits, until it ends,
// passes one, or the run is stopped.
Ending watch(const Options& options, pid_t program, int signals, double start) {
    Ending ending;
    double next_sample = start;
    while (!ending.reaped) {
        const double now = now_seconds();
        if (options.wall_seconds > 0 && now - start >= options.wall_seconds) return ending.reason = "wall", ending;
        if (now >= next_sample) {
            next_sample = now + kSampleMs / 1000.0;
            double cpu = 0;
            long rss_kib = 0;
            sample(cpu, rss_kib);
            if (rss_kib > ending.peak_kib) ending.peak_kib = rss_kib;
            if (options.cpu_seconds > 0 && cpu > options.cpu_seconds) return ending.reason = "cpu", ending;
            if (options.memory_kib > 0 && rss_kib > options.memory_kib) return ending.reason = "memory", ending;
        }
        pollfd fds[2] = {{signals, POLLIN, 0}, {options.control, POLLIN, 0}};
        const int wait_ms = std::max(0, static_cast<int>((next_sample - now_seconds()) * 1000) + 1);
        if (poll(fds, options.control >= 0 ? 2 : 1, wait_ms) < 0 && errno != EINTR) return ending;
        if (fds[1].revents) return ending.reason = "stopped", ending;
        signalfd_siginfo info;
        while (read(signals, &info, sizeof info) > 0) {}
        while (true) {  // reap what has ended, the program last of all
            int status = 0;
            rusage usage{};
            const pid_t ended = wait4(-1, &status, WNOHANG, &usage);
            if (ended <= 0) break;
            if (ended == program) ending.reaped = true, ending.status = status, ending.usage = usage;
        }
    }
    return ending;
}

// What no program may reach: its descriptors beyond stdin, stdout and
// stderr, and this process (its report) through /proc or ptrace; the
// cgroup it joins; the processes it leaves behind, which come back here.
bool set_up(Options& options) {
    if (close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) != 0)
        for (int fd = 3; fd < 1024; ++fd) fcntl(fd, F_SETFD, FD_CLOEXEC);
    prctl(PR_SET_DUMPABLE, 0);
    if (options.report < 3 || fcntl(options.report, F_GETFD) < 0)
        options.report = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (options.cgroup_procs) {
        const int fd = open(options.cgroup_procs, O_WRONLY | O_CLOEXEC);
        if (fd < 0 || write(fd, "0\n", 2) != 2) {
            dprintf(options.report, "error cannot join the cgroup of %s: %s\n", options.cgroup_procs,
                    std::strerror(errno));
            return false;
        }
        close(fd);
    }
    if (getpid() != 1) prctl(PR_SET_CHILD_SUBREAPER, 1);
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    if (!parse(argc, argv, options)) {
        std::fprintf(stderr,
                     "usage: run_measured [--report FD] [--control FD] [--cpu S] [--wall S] [--memory KIB] "
                     "[--address-space KIB] [--processes N] [--cgroup-procs FILE] [--scratch DIR] "
                     "-- PROGRAM [ARG...]\n");
        return 2;
    }
    if (!set_up(options)) return 1;
    const long user_tasks = options.processes > 0 && getuid() != 0 ? tasks_of_user(getuid()) : 0;
    sigset_t child_ended;
    sigemptyset(&child_ended);
    sigaddset(&child_ended, SIGCHLD);
    sigprocmask(SIG_BLOCK, &child_ended, nullptr);
    const int signals = signalfd(-1, &child_ended, SFD_CLOEXEC | SFD_NONBLOCK);
    const double start = now_seconds();
    const pid_t program = fork();
    if (program < 0) {
        dprintf(options.report, "error cannot fork: %s\n", std::strerror(errno));
        return 1;
    }
    if (program == 0) start_program(options, user_tasks);
    // Only the program holds its outputs now: their end is its end.
    close(STDIN_FILENO);
    close(STDOUT_FILENO);
    close(STDERR_FILENO);

    Ending ending = watch(options, program, signals, start);
    const int left = end_every_process(program, ending.reaped, ending.status, ending.usage);
    prctl(PR_SET_DUMPABLE, 1);  // none of the program's processes is left to read us (LeakSanitizer traces itself)
    rusage all{};
    getrusage(RUSAGE_CHILDREN, &all);
    const double cpu_seconds = seconds_of(all.ru_utime) + seconds_of(all.ru_stime);
    const long peak_kib = std::max(ending.peak_kib, static_cast<long>(ending.usage.ru_maxrss));
    // The program ended by the timer of CPU time, or by RLIMIT_CPU. The
    // kernel counts time for these in whole ticks, and on a loaded machine
    // they fire when the exact figure reported is still short of the limit;
    // a program that sends itself the signal early is not taken for one.
    const int status = ending.status;
    if (options.cpu_seconds > 0 && std::strcmp(ending.reason, "exit") == 0 && WIFSIGNALED(status) &&
        (WTERMSIG(status) == SIGPROF || WTERMSIG(status) == SIGXCPU) && cpu_seconds >= 0.5 * options.cpu_seconds)
        ending.reason = "cpu";
    dprintf(options.report, "end status=%d cpu_us=%lld peak_kib=%ld reason=%s left=%d\n", status,
            static_cast<long long>(cpu_seconds * 1e6), peak_kib, ending.reason, left);
    return 0;
}
