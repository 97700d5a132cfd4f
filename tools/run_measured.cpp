// run_measured: starts a program and reports its peak memory and CPU time,
// for harness's run_process (RunLimits::launcher, harness/process.hpp).
//
//   run_measured FD CPU_SECONDS ADDRESS_SPACE_KIB PROGRAM [ARG...]
//
// PROGRAM (searched in PATH when it has no '/') gets this process's stdin,
// stdout and stderr, and runs in this process's group, with no core file, an
// address space of at most ADDRESS_SPACE_KIB (RLIMIT_AS; 0: no limit), and,
// unless CPU_SECONDS is 0, a timer of CPU time (ITIMER_PROF, kept across
// exec) whose signal, SIGPROF, ends it once it has used CPU_SECONDS, and
// RLIMIT_CPU a second or two later for a program that catches SIGPROF. On file
// descriptor FD this writes "pid P" once PROGRAM is started, then "end STATUS
// CPU_MICROSECONDS MAX_RSS_KIB" when it has ended (its wait status and
// wait4()'s figures), or "exec ERRNO" if it could not be started.
//
// Why a process between: Linux folds the memory a process held before exec()
// into its peak after it, so a program started straight from a large process
// (the judge holds every test) reports that process's memory. This one is
// small (the C library only), so the peak it passes on is the program's own.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    if (argc < 5) {
        std::fprintf(stderr, "usage: run_measured FD CPU_SECONDS ADDRESS_SPACE_KIB PROGRAM [ARG...]\n");
        return 2;
    }
    const double cpu_seconds = std::atof(argv[2]);
    const long address_space_kib = std::atol(argv[3]);
    const int report = std::atoi(argv[1]);
    if (report < 3 || fcntl(report, F_SETFD, FD_CLOEXEC) != 0) {
        std::fprintf(stderr, "run_measured: %s is not an open file descriptor above 2\n", argv[1]);
        return 2;
    }
    const pid_t child = fork();
    if (child < 0) return 1;
    if (child == 0) {
        if (cpu_seconds > 0) {
            const rlim_t whole = static_cast<rlim_t>(cpu_seconds) + 2;
            const rlimit cpu{whole, whole + 1};
            setrlimit(RLIMIT_CPU, &cpu);
            // A few milliseconds past the limit, so that the time reported is over it.
            const long long us = static_cast<long long>(cpu_seconds * 1e6) + 5000;
            itimerval timer{};
            timer.it_value.tv_sec = static_cast<time_t>(us / 1000000);
            timer.it_value.tv_usec = static_cast<suseconds_t>(us % 1000000);
            setitimer(ITIMER_PROF, &timer, nullptr);
        }
        if (address_space_kib > 0) {
            const rlim_t bytes = static_cast<rlim_t>(address_space_kib) * 1024;
            const rlimit space{bytes, bytes};
            setrlimit(RLIMIT_AS, &space);
        }
        const rlimit no_core{0, 0};  // a crash leaves no core file behind
        setrlimit(RLIMIT_CORE, &no_core);
        execvp(argv[4], argv + 4);
        dprintf(report, "exec %d\n", errno);
        _exit(127);
    }
    dprintf(report, "pid %d\n", static_cast<int>(child));
    // Only the program holds its outputs now: their end is its end.
    close(STDIN_FILENO);
    close(STDOUT_FILENO);
    close(STDERR_FILENO);
    int status = 0;
    rusage usage{};
    while (wait4(child, &status, 0, &usage) < 0)
        if (errno != EINTR) return 1;
    const long long cpu_us =
        (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
    dprintf(report, "end %d %lld %ld\n", status, cpu_us, usage.ru_maxrss);
    return 0;
}
