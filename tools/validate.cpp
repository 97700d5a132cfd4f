// validate: checks that a judge input follows its problem's statement exactly
// (testlib/validate.hpp: limits, layout, promises).
//
//   validate PROBLEM < INPUT
//
// Exit status: 0 valid (and nothing printed); 1 invalid, with one line on
// stderr "PROBLEM: line L, column C: what" (or "PROBLEM: cannot read input:
// why" when stdin cannot be read); 2 wrong usage. --help prints the usage.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>

#include "validate.hpp"

namespace {

const char* const kUsage = "usage: validate PROBLEM < INPUT   (PROBLEM: hdu5165, hdu7399 or gym100548h)\n";

const char* const kHelp =
    "Checks that INPUT is a judge input exactly as PROBLEM's statement lays it out:\n"
    "the statement's limits, one space between numbers, LF line ends, a final\n"
    "newline and nothing after it, no duplicate edges, no self-loops, x != y.\n"
    "Exit status: 0 valid (nothing printed), 1 invalid (one line on stderr:\n"
    "PROBLEM: line L, column C: what), 2 wrong usage.\n";

// Reads all of stdin; on failure returns false with errno set.
bool read_all(int descriptor, std::string& text) {
    char buffer[1 << 16];
    while (true) {
        const ssize_t count = read(descriptor, buffer, sizeof buffer);
        if (count > 0) {
            text.append(buffer, static_cast<size_t>(count));
        } else if (count == 0) {
            return true;
        } else if (errno != EINTR) {
            return false;
        }
    }
}

int usage_error(const std::string& what) {
    std::cerr << "validate: " << what << "\n" << kUsage;
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--help" || argument == "-h") {
            std::cout << kUsage << kHelp;
            return 0;
        }
    }
    if (argc < 2) return usage_error("no PROBLEM given");
    const std::string problem = argv[1];
    if (!testlib::is_known_problem(problem)) return usage_error("unknown problem " + problem);
    if (argc > 2) return usage_error("unexpected argument " + std::string(argv[2]) + " (the input comes on stdin)");

    std::string text;
    if (!read_all(STDIN_FILENO, text)) {
        std::cerr << problem << ": cannot read input: " << std::strerror(errno) << "\n";
        return 1;
    }
    const std::optional<testlib::ValidationError> error = testlib::validate_input(problem, text);
    if (!error) return 0;
    std::cerr << error->format(problem) << "\n";
    return 1;
}
