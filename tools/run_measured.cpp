// run_measured: starts a program and reports its peak memory and CPU time,
// for harness's run_process (RunLimits::launcher, harness/process.hpp).
//
//   run_measured FD PROGRAM [ARG...]
//
// PROGRAM (searched in PATH when it has no '/') gets this process's stdin,
// stdout, stderr and limits; it runs in this process's group. On file
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
    if (argc < 3) {
        std::fprintf(stderr, "usage: run_measured FD PROGRAM [ARG...]\n");
        return 2;
    }
    const int report = std::atoi(argv[1]);
    if (report < 3 || fcntl(report, F_SETFD, FD_CLOEXEC) != 0) {
        std::fprintf(stderr, "run_measured: %s is not an open file descriptor above 2\n", argv[1]);
        return 2;
    }
    const pid_t child = fork();
    if (child < 0) return 1;
    if (child == 0) {
        execvp(argv[2], argv + 2);
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
