// Runs one program for the benchmark driver and reports its resources.
//
// Usage: bench_runner CPU_LIMIT_SECONDS PROGRAM [ARG...]
// PROGRAM inherits stdin, stdout and stderr and runs under a CPU limit. When
// it has ended, one last line goes to stderr:
//     bench_runner: STATUS CPU_MICROSECONDS MAX_RSS_KIB
// STATUS being its wait status, the others from wait4(). The driver starts
// this runner with harness's run_process() (which serves the pipes). The
// runner exists because Linux folds a process's peak memory before exec()
// into its peak after it: a program started straight from the driver (which
// holds every generated input) would report the driver's memory. This runner
// is tiny (C library only), so the peak it passes on is the program's.
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
        std::fprintf(stderr, "usage: bench_runner CPU_LIMIT_SECONDS PROGRAM [ARG...]\n");
        return 2;
    }
    const long cpu_limit = std::atol(argv[1]);
    pid_t child = fork();
    if (child < 0) return 1;
    if (child == 0) {
        rlimit cpu{static_cast<rlim_t>(cpu_limit), static_cast<rlim_t>(cpu_limit + 1)};
        setrlimit(RLIMIT_CPU, &cpu);
        execv(argv[2], argv + 2);
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    while (wait4(child, &status, 0, &usage) < 0)
        if (errno != EINTR) return 1;
    long long cpu_us = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL + usage.ru_utime.tv_usec +
                       usage.ru_stime.tv_usec;
    std::fprintf(stderr, "\nbench_runner: %d %lld %ld\n", status, cpu_us, usage.ru_maxrss);
    return 0;
}
