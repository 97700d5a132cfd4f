// libFuzzer target around one judge file: the very reading and solving code
// of solutions/<problem>.cpp (included, its main() left out), fed arbitrary
// bytes. A clean input error is fine; a crash, a sanitizer report, a hang, or
// a broken output contract (checked below) is a bug.
//
// Built once per problem by fuzz/CMakeLists.txt, with JUDGE_FILE naming the
// solution and PROBLEM_NAME its name.
#define JUDGE_NO_MAIN
#include JUDGE_FILE

#include <cstdint>
#include <cstdlib>

namespace {

void require(bool condition) {
    if (!condition) std::abort();
}

// Every answer line is one of the problem's answers.
bool answer_line_is_well_formed(const std::string& line) {
    const std::string problem = PROBLEM_NAME;
    if (problem == "hdu5165") return line == "YES" || line == "NO";
    if (problem == "hdu7399") return line == "Yes" || line == "No";
    return line.compare(0, 6, "Case #") == 0 &&
           (line.size() > 5 && (line.compare(line.size() - 5, 5, ": Yes") == 0 ||
                                line.compare(line.size() - 4, 4, ": No") == 0));
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
        const std::string prefix = std::string(PROBLEM_NAME) + ": ";
        require(error.compare(0, prefix.size(), prefix) == 0);
        require(error.find('\n') == std::string::npos);
    }
    const std::string& lines = answers.text();
    require(lines.empty() || lines[lines.size() - 1] == '\n');
    std::size_t begin = 0;
    while (begin < lines.size()) {
        const std::size_t end = lines.find('\n', begin);
        require(answer_line_is_well_formed(lines.substr(begin, end - begin)));
        begin = end + 1;
    }
    return 0;
}
