// validate: checks that a judge input follows its problem's statement exactly
// (harness/validate.hpp: limits, layout, promises; the problems are the
// registry's, harness/problems.hpp).
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

#include "problems.hpp"

namespace {

std::string usage() { return "usage: validate PROBLEM < INPUT   (PROBLEM: " + harness::problem_names() + ")\n"; }

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
    std::cerr << "validate: " << what << " (validate --help shows the usage)\n";
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--help" || argument == "-h") {
            std::cout << usage() << kHelp;
            return 0;
        }
    }
    for (int i = 1; i < argc; ++i)
        if (argv[i][0] == '-') return usage_error("unknown option " + std::string(argv[i]));
    if (argc < 2) return usage_error("no PROBLEM given");
    const std::string problem = argv[1];
    const harness::Problem* const found = harness::find_problem(problem);
    if (!found) return usage_error("unknown problem " + problem);
    if (argc > 2) return usage_error("unexpected argument " + std::string(argv[2]) + " (the input comes on stdin)");

    std::string text;
    if (!read_all(STDIN_FILENO, text)) {
        std::cerr << problem << ": cannot read input: " << std::strerror(errno) << "\n";
        return 1;
    }
    const std::optional<harness::ValidationError> error = found->validate(text);
    if (!error) return 0;
    std::cerr << error->format(problem) << "\n";
    return 1;
}
