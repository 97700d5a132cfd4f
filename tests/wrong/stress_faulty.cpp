// A deliberately faulty "solution" for testing the stress tool, for any of the
// three problems:
//
//   stress_faulty MODE MIN_N REFERENCE
//
// It reads the judge input. If the first test case has n >= MIN_N (n is the
// second number of the input in all three formats) it misbehaves by MODE:
//   crash  dies of SIGSEGV
//   exit3  prints nothing and exits with status 3
//   hang   starts a child that sleeps, and sleeps itself, both holding stdout
// Otherwise it runs REFERENCE on the same input, so it answers right.
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: stress_faulty crash|exit3|hang MIN_N REFERENCE\n";
        return 64;
    }
    const std::string mode = argv[1];
    const long min_n = std::atol(argv[2]);
    const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());

    long count = 0, n = 0;
    std::istringstream numbers(input);
    numbers >> count >> n;
    if (n >= min_n) {
        if (mode == "crash") {
            signal(SIGSEGV, SIG_DFL);
            raise(SIGSEGV);
        }
        if (mode == "exit3") return 3;
        if (mode == "hang") {
            if (fork() == 0) {
                while (true) sleep(1000);
            }
            while (true) sleep(1000);
        }
    }

    // Answer right: hand the input to the reference through a temporary file.
    FILE* saved = tmpfile();
    if (saved == nullptr) return 65;
    fwrite(input.data(), 1, input.size(), saved);
    fflush(saved);
    rewind(saved);
    dup2(fileno(saved), STDIN_FILENO);
    execl(argv[3], argv[3], static_cast<char*>(nullptr));
    return 66;
}
