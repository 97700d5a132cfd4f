// Programs that break the rules in one way each, for the judge tool's tests
// (judge_test.cpp): misbehaving BEHAVIOUR [FILE].
//   busy          computes forever (CPU time)
//   sleep         sleeps for 10 minutes (wall time, no CPU)
//   allocate      allocates and touches memory without end
//   allocate-huge asks for 64 GiB at once (fails at the hard cap)
//   segfault      writes through a null pointer
//   abort         calls abort()
//   exit3         exits with status 3
//   flood         writes "YES" lines forever
//   fork          starts a child that sleeps for 10 minutes, writes the
//                 child's pid to FILE, then exits without an answer
//   silent        reads its input and prints nothing
//   no-read       prints nothing and exits without reading its input
//   close-early   closes its stdout, then sleeps for 10 minutes
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>

int main(int argc, char** argv) {
    const std::string what = argc > 1 ? argv[1] : "";
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
    if (what == "fork" && argc > 2) {
        const pid_t child = fork();
        if (child == 0) {
            sleep(600);
            _exit(0);
        }
        if (std::FILE* file = std::fopen(argv[2], "w")) {
            std::fprintf(file, "%d\n", static_cast<int>(child));
            std::fclose(file);
        }
        return 0;
    }
    if (what == "silent") {
        while (std::getchar() != EOF) {}
        return 0;
    }
    if (what == "no-read") return 0;
    std::fprintf(stderr, "usage: misbehaving BEHAVIOUR [FILE] (see the source)\n");
    return 2;
}
