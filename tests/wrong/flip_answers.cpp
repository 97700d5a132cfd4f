// A deliberately WRONG solution, to prove the tests catch one: it runs a
// correct judge executable on the whole input, then flips the answer of about
// a third of the cases, chosen by a hash of each case's own input (so a case
// is flipped the same way alone or inside any batch). The correct executable
// is CORRECT_EXE, or the path given as its argument (the judge tool's
// sandbox shows a contained program only the files named on its command line).
//
// Built with the tests once per problem (targets flip_answers_<problem>, each
// wrapping that problem's built program, PROBLEM its name); ctest's
// catches_wrong.flip_answers_* entries run the comparisons against them and
// pass only if they fail. By hand, from the project's folder, for a problem p:
//   cmake --build build --target flip_answers_p differential_test
//   P_EXE=build/tests/flip_answers_p build/tests/differential_test
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "problems.hpp"

#ifndef PROBLEM
#error "define PROBLEM as the name of a problem of the registry"
#endif
#ifndef CORRECT_EXE
#error "define CORRECT_EXE as the path of a correct judge executable"
#endif

namespace {

std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t hash = 14695981039346656037ull;
    for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ull;
    return hash;
}

// The wrapped program's whole stdout for the given stdin.
std::string run_correct(const std::string& input, const std::string& correct) {
    const char* tmp = std::getenv("TMPDIR");
    std::string path = std::string(tmp && *tmp ? tmp : "/tmp") + "/flip_answers_XXXXXX";
    const int fd = mkstemp(path.data());
    if (fd < 0) std::exit(3);
    if (write(fd, input.data(), input.size()) != static_cast<ssize_t>(input.size())) std::exit(3);
    close(fd);
    const std::string command = "'" + correct + "' < '" + path + "'";
    FILE* pipe = popen(command.c_str(), "r");
    std::string output;
    char buffer[4096];
    for (size_t got; pipe != nullptr && (got = fread(buffer, 1, sizeof buffer, pipe)) > 0;) output.append(buffer, got);
    const int status = pipe != nullptr ? pclose(pipe) : -1;
    unlink(path.c_str());
    if (status != 0) std::exit(3);
    return output;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    const std::string output = run_correct(input, argc > 1 ? argv[1] : CORRECT_EXE);
    bool flipped = false;
    harness::visit_case_model(PROBLEM, [&](auto model) {
        using Case = std::remove_const_t<std::remove_pointer_t<decltype(model)>>;
        const harness::AnswerFormat& answers = harness::facts_of(model).answers;
        std::vector<Case> cases;
        if (harness::read_judge_input(input, cases)) return;  // not the statement's: the program's own output
        std::istringstream lines(output);
        std::string flipped_output, line;
        for (std::size_t k = 0; k < cases.size() && std::getline(lines, line); ++k) {
            const bool yes = line == answers.line(k + 1, true);
            if (!yes && line != answers.line(k + 1, false)) return;  // not an answer: left as it is
            const bool flip = fnv1a(harness::judge_input(std::vector<Case>{cases[k]})) % 3 == 0;
            flipped_output += answers.line(k + 1, yes != flip) + "\n";
        }
        std::cout << flipped_output;
        flipped = true;
    });
    if (!flipped) std::cout << output;
    return 0;
}
