// run_measured: starts a program and reports its peak memory and CPU time,
// for harness's run_process (RunLimits::launcher, harness/process.hpp).
//
//   run_measured FD CPU_SECONDS ADDRESS_SPACE_KIB PROGRAM [ARG...]
//
// PROGRAM (searched in PATH when it has no '/') gets this process's stdin,
// stdout and stderr, and runs in this process's group, with the hard limits
// RLIMIT_CPU (CPU_SECONDS, a second more to be killed; 0: none), RLIMIT_AS
// (ADDRESS_SPACE_KIB; 0: none) and no core file. On file
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
    const long cpu_seconds = std::atol(argv[2]), address_space_kib = std::atol(argv[3]);
    const int report = std::atoi(argv[1]);
    if (report < 3 || fcntl(report, F_SETFD, FD_CLOEXEC) != 0) {
        std::fprintf(stderr, "run_measured: %s is not an open file descriptor above 2\n", argv[1]);
        return 2;
    }
    const pid_t child = fork();
    if (child < 0) return 1;
    if (child == 0) {
        if (cpu_seconds > 0) {
            const rlimit cpu{static_cast<rlim_t>(cpu_seconds), static_cast<rlim_t>(cpu_seconds + 1)};
            setrlimit(RLIMIT_CPU, &cpu);
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
    const long long cpu_us = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL + usage.ru_utime.tv_usec +
                             usage.ru_stime.tv_usec;
    dprintf(report, "end %d %lld %ld\n", status, cpu_us, usage.ru_maxrss);
    return 0;
}
