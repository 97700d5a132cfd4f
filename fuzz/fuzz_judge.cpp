// libFuzzer target around one judge file: the very reading and solving code
// of solutions/<problem>.cpp (included, its main() left out), fed arbitrary
// bytes, through the usual 64 KiB window and again through a 64-byte one. A
// clean input error is fine; a crash, a sanitizer report, a hang, a broken
// output contract, or a difference between the two windows (checked below)
// is a bug.
//
// Built once per problem by fuzz/CMakeLists.txt, with JUDGE_FILE naming the
// solution and JUDGE_PROBLEM its name in the registry (harness/problems.hpp),
// whose answer format every answer line must follow.
#define JUDGE_NO_MAIN
#include JUDGE_FILE

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

#include "problems.hpp"

namespace {

void require(bool condition) {
    if (!condition) std::abort();
}

const harness::Problem& problem() {
    static const harness::Problem* const found = harness::find_problem(JUDGE_PROBLEM);
    require(found != nullptr);
    return *found;
}

// Solves `size` bytes read through a window of `window` bytes: the answers
// and the error (empty when there is none).
std::pair<std::string, std::string> run(const char* data, std::size_t size, std::size_t window) {
    std::FILE* in = fmemopen(const_cast<char*>(data), size, "r");
    char* written = nullptr;
    std::size_t length = 0;
    std::FILE* out = open_memstream(&written, &length);
    require(in != nullptr && out != nullptr);
    bool solved;
    std::string error;
    {
        JudgeInput input(in, window);
        solved = solve_tests(input, out);
        error = input.error;
    }
    require(solved == error.empty());
    std::fclose(in);
    std::fclose(out);
    std::string answers(written, length);
    std::free(written);
    return std::make_pair(answers, error);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const char* bytes = reinterpret_cast<const char*>(data);
    const std::pair<std::string, std::string> result = run(bytes, size, 1 << 16);
    const std::string& error = result.second;
    if (!error.empty()) require(error.find('\n') == std::string::npos);
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
    require(run(bytes, size, 2 * kToken) == result);
    return 0;
}
