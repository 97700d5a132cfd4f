// Programs that break the rules in one way each, for the judge tool's tests
// (judge_test.cpp): misbehaving BEHAVIOUR [ARG...] [-- PROGRAM [ARG...]].
// Where a PROGRAM is given, it is run (exec) after the misbehaviour, so that
// the answer is its answer.
//   busy          computes forever (CPU time)
//   sleep         sleeps for 10 minutes (wall time, no CPU)
//   allocate      allocates and touches memory without end
//   allocate-huge asks for 64 GiB at once (fails at the hard cap)
//   segfault      writes through a null pointer
//   abort         calls abort()
//   exit3         exits with status 3
//   flood         writes "YES" lines forever
//   daemon MARKER leaves a process sleeping for 10 minutes in a session of
//                 its own (fork, setsid, fork), its command line holding MARKER
//   helper MARKER starts a process that computes forever (holding MARKER),
//                 waits until it has used 0.3 s of CPU time, then goes on
//   connect PORT  connects to 127.0.0.1:PORT, if it can
//   write MARKER DIR...  writes a file named MARKER into each DIR, into its
//                 working folder, into $HOME and into /tmp
//   delete FILE   deletes FILE, if it can
//   descriptors   exits with status 4 if it holds a descriptor other than
//                 stdin, stdout and stderr, or can open its parent's
//   fork-bomb MARKER  forks without end, each process forking too
//   sleeper MARKER    sleeps for 10 minutes (what daemon leaves running)
//   silent        reads its input and prints nothing
//   no-read       prints nothing and exits without reading its input
//   close-early   closes its stdout, then sleeps for 10 minutes
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <new>
#include <string>
#include <vector>

namespace {

// CPU time of process `pid` so far, in seconds (from /proc/PID/stat).
double cpu_seconds_of(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
    unsigned long long utime = 0, stime = 0;
    const std::size_t after = text.rfind(')');
    if (after == std::string::npos ||
        std::sscanf(text.c_str() + after + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &utime,
                    &stime) != 2)
        return 0;
    return static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// This program again, as `misbehaving sleeper MARKER`.
[[noreturn]] void become_sleeper(const char* self, const char* marker) {
    execl("/proc/self/exe", self, "sleeper", marker, static_cast<char*>(nullptr));
    _exit(1);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string what = argc > 1 ? argv[1] : "";
    // The program to run afterwards: what follows "--".
    char** then = nullptr;
    for (int i = 2; i < argc; ++i)
        if (std::string(argv[i]) == "--" && i + 1 < argc) {
            then = argv + i + 1;
            argv[i] = nullptr;  // the behaviour's own arguments end here
            argc = i;
            break;
        }
    auto go_on = [&]() -> int {
        if (!then) return 0;
        execvp(then[0], then);
        std::perror("misbehaving: exec");
        return 1;
    };
    if (what == "busy") {
        volatile unsigned long long spin = 0;
        while (true) spin = spin + 1;
    }
    if (what == "sleep" || what == "close-early") {
        if (what == "close-early") std::fclose(stdout);
        sleep(600);
        return 0;
    }
    // Through a volatile pointer, so that no compiler leaves an allocation out.
    void* (*volatile allocate)(std::size_t) = std::malloc;
    if (what == "allocate") {
        while (true) {
            volatile char* block = static_cast<char*>(allocate(1 << 20));
            if (!block) return 1;
            for (std::size_t i = 0; i < (1 << 20); i += 4096) block[i] = 1;
        }
    }
    if (what == "allocate-huge") {
        volatile char* block = static_cast<char*>(allocate(64ULL << 30));
        if (!block) throw std::bad_alloc();  // as new would
        block[0] = 1;
        std::printf("%d\n", block[0]);
        return 0;
    }
    if (what == "segfault") {
        volatile int* nowhere = nullptr;
        *nowhere = 1;
    }
    if (what == "abort") std::abort();
    if (what == "exit3") return 3;
    if (what == "flood") {
        while (true) std::fputs("YES\n", stdout);
    }
    if (what == "sleeper") {
        sleep(600);
        return 0;
    }
    if (what == "daemon" && argc > 2) {
        const pid_t child = fork();
        if (child == 0) {
            setsid();
            if (fork() == 0) become_sleeper(argv[0], argv[2]);
            _exit(0);
        }
        waitpid(child, nullptr, 0);
        return go_on();
    }
    if (what == "helper" && argc > 2) {
        const pid_t helper = fork();
        if (helper == 0) {
            execl("/proc/self/exe", argv[0], "busy", argv[2], static_cast<char*>(nullptr));
            _exit(1);
        }
        while (cpu_seconds_of(helper) < 0.3) usleep(10000);
        return go_on();
    }
    if (what == "connect" && argc > 2) {
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(static_cast<unsigned short>(std::atoi(argv[2])));
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) std::fputs("connected\n", stderr);
        close(fd);
        return go_on();
    }
    if (what == "write" && argc > 2) {
        const std::string marker = argv[2];
        std::vector<std::string> folders(argv + 3, argv + argc);
        folders.push_back(".");
        folders.push_back("/tmp");
        if (const char* home = std::getenv("HOME")) folders.push_back(home);
        for (const std::string& folder : folders)
            if (std::FILE* file = std::fopen((folder + "/" + marker).c_str(), "w")) {
                std::fputs("written\n", file);
                std::fclose(file);
            }
        return go_on();
    }
    if (what == "delete" && argc > 2) {
        if (unlink(argv[2]) == 0) std::fputs("deleted\n", stderr);
        return go_on();
    }
    if (what == "descriptors") {
        for (int fd = 3; fd < 256; ++fd)
            if (fcntl(fd, F_GETFD) >= 0) {
                std::fprintf(stderr, "misbehaving: descriptor %d is open\n", fd);
                return 4;
            }
        for (int fd = 0; fd < 8; ++fd) {
            const std::string path = "/proc/" + std::to_string(getppid()) + "/fd/" + std::to_string(fd);
            const int opened = open(path.c_str(), O_WRONLY);
            if (opened >= 0) {
                std::fprintf(stderr, "misbehaving: opened %s\n", path.c_str());
                return 4;
            }
        }
        return go_on();
    }
    if (what == "fork-bomb") {
        while (true) fork();
    }
    if (what == "silent") {
        while (std::getchar() != EOF) {}
        return 0;
    }
    if (what == "no-read") return 0;
    std::fprintf(stderr, "usage: misbehaving BEHAVIOUR [ARG...] [-- PROGRAM [ARG...]] (see the source)\n");
    return 2;
}
