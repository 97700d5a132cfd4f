// libFuzzer target around one judge file: the very reading and solving code
// of solutions/<problem>.cpp (included, its main() left out), fed arbitrary
// bytes, through the usual 64 KiB window and again through a 64-byte one. A
// clean input error is fine; a crash, a sanitizer report, a hang, a broken
// output contract, or a difference between the two windows (checked below)
// is a bug.
//
// Built once per problem by fuzz/CMakeLists.txt, with JUDGE_FILE naming the
// solution; the judge file's kProblem names the problem in the registry
// (harness/problems.hpp), whose answer format every answer line must follow.
#define JUDGE_NO_MAIN
#include JUDGE_FILE

#include <cstdint>
#include <cstdlib>
#include <string>
#include <utility>

#include "problems.hpp"

namespace {

void require(bool condition) {
    if (!condition) std::abort();
}

const harness::Problem& problem() {
    static const harness::Problem* const found = harness::find_problem(kProblem);
    require(found != nullptr);
    return *found;
}

// Solves `size` bytes read through a window of `window` bytes: the answers
// and the error (empty when there is none).
std::pair<std::string, std::string> run(const char* data, std::size_t size, std::size_t window) {
    JudgeInput input(kProblem, data, size, window);
    Answers answers(0);  // kept in memory
    const bool solved = solve_tests(input, answers);
    require(solved == input.error().empty());
    return std::make_pair(answers.text(), input.error());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const char* bytes = reinterpret_cast<const char*>(data);
    const std::pair<std::string, std::string> result = run(bytes, size, kWindow);
    const std::string& error = result.second;
    if (!error.empty()) {
        const std::string prefix = std::string(problem().name) + ": ";
        require(error.compare(0, prefix.size(), prefix) == 0);
        require(error.find('\n') == std::string::npos);
    }
    const std::string& lines = result.first;
    require(lines.empty() || lines[lines.size() - 1] == '\n');
    std::size_t begin = 0;
    while (begin < lines.size()) {
        const std::size_t end = lines.find('\n', begin);
        require(problem().answers.is_line(lines.substr(begin, end - begin)));
        begin = end + 1;
    }
    // The window's edges change nothing: the same answers and error through
    // the smallest window the reader allows.
    require(run(bytes, size, 2 * kLookahead) == result);
    return 0;
}
