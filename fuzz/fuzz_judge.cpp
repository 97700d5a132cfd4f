// libFuzzer target around one judge file: the very reading and solving code
// of solutions/<problem>.cpp (included, its main() left out), fed arbitrary
// bytes. A clean input error is fine; a crash, a sanitizer report, a hang, or
// a broken output contract (checked below) is a bug.
//
// Built once per problem by fuzz/CMakeLists.txt, with JUDGE_FILE naming the
// solution; the judge file's kProblem names the problem in the registry
// (harness/problems.hpp), whose answer format every answer line must follow.
#define JUDGE_NO_MAIN
#include JUDGE_FILE

#include <cstdint>
#include <cstdlib>

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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<char> text(data, data + size);
    JudgeInput input(kProblem, text);
    Answers answers(0);  // kept in memory
    const bool solved = solve_tests(input, answers);
    const int status = solved ? 0 : 1;
    const std::string& error = input.error();

    require(status == 0 || status == 1);
    if (status == 0) {
        require(error.empty());
    } else {
        const std::string prefix = std::string(problem().name) + ": ";
        require(error.compare(0, prefix.size(), prefix) == 0);
        require(error.find('\n') == std::string::npos);
    }
    const std::string& lines = answers.text();
    require(lines.empty() || lines[lines.size() - 1] == '\n');
    std::size_t begin = 0;
    while (begin < lines.size()) {
        const std::size_t end = lines.find('\n', begin);
        require(problem().answers.is_line(lines.substr(begin, end - begin)));
        begin = end + 1;
    }
    return 0;
}
