// Runs one program for the benchmark driver and reports its resources.
//
// Usage: bench_runner CPU_LIMIT_SECONDS PROGRAM INPUT OUTPUT
// Prints "status cpu_microseconds max_rss_kib" on stdout, status being the
// child's wait status. It exists because Linux folds a process's RSS before
// exec() into its max RSS after it: a child forked straight from the driver
// (which holds every generated input) would report the driver's memory. This
// runner is tiny (C library only), so the peak it passes on is the program's.
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
    if (argc != 5) {
        std::fprintf(stderr, "usage: bench_runner CPU_LIMIT_SECONDS PROGRAM INPUT OUTPUT\n");
        return 2;
    }
    const long cpu_limit = std::atol(argv[1]);
    pid_t child = fork();
    if (child < 0) return 1;
    if (child == 0) {
        int in = open(argv[3], O_RDONLY);
        int out = open(argv[4], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        int null = open("/dev/null", O_WRONLY);
        if (in < 0 || out < 0 || null < 0) _exit(126);
        dup2(in, 0);
        dup2(out, 1);
        dup2(null, 2);
        close(in);
        close(out);
        close(null);
        rlimit cpu{static_cast<rlim_t>(cpu_limit), static_cast<rlim_t>(cpu_limit + 1)};
        setrlimit(RLIMIT_CPU, &cpu);
        execl(argv[2], argv[2], static_cast<char*>(nullptr));
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    while (wait4(child, &status, 0, &usage) < 0)
        if (errno != EINTR) return 1;
    long long cpu_us = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL + usage.ru_utime.tv_usec +
                       usage.ru_stime.tv_usec;
    std::printf("%d %lld %ld\n", status, cpu_us, usage.ru_maxrss);
    return 0;
}
