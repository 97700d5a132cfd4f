// reader_<problem>: a judge file's reading alone. It reads every test of the
// input exactly as solutions/<problem>.cpp does (its input layer and its
// reading function, included from the file itself) and solves none, so that
// the benchmarks can show what reading costs: no solution using this reader
// can be faster than this program, which bounds base/sol on every row.
//
// Built once per problem by bench/CMakeLists.txt, with JUDGE_FILE naming the
// judge file and READER_<PROBLEM> defined. It prints one line per test.
#define JUDGE_NO_MAIN
#include JUDGE_FILE

namespace {

bool read_tests(JudgeInput& input, std::FILE* out) {
    int tests = 0;
#if defined(READER_HDU5165)
    if (!input.read(tests, 1, kMaxTests, "T")) return false;
    Game game;
#elif defined(READER_HDU7399)
    if (!input.read(tests, 1, kMaxTests, "t")) return false;
    Game game;
#else
    if (!input.read(tests, 1, kMaxTests, "T")) return false;
    Test game;
#endif
    for (int test = 1; test <= tests; ++test) {
        input.test = test;
#if defined(READER_HDU5165)
        if (!read_game(input, game)) return false;
#elif defined(READER_HDU7399)
        if (!read_game(input, game)) return false;
#else
        if (!read_test(input, game)) return false;
#endif
        std::fputs("read\n", out);
    }
    return input.expect_end();
}

}  // namespace

int main() { return judge_main(READER_PROBLEM, read_tests); }
