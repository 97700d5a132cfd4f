// reader_<problem>: a judge file's reading alone. It reads every test of the
// input exactly as solutions/<problem>.cpp does (its input layer and its
// reading function, included from the file itself) and solves none, so that
// the benchmarks can show what reading costs: no solution using this reader
// can be faster than this program, which bounds base/sol on every row.
//
// Built once per problem by bench/CMakeLists.txt, with JUDGE_FILE naming the
// judge file (each reads a test into its Game with read_game) and
// READER_PROBLEM its name. It prints one line per test.
#define JUDGE_NO_MAIN
#include JUDGE_FILE

namespace {

bool read_tests(JudgeInput& input, std::FILE* out) {
    int tests = 0;
    // The count, named plainly in a message no benchmark's input brings
    // (each judge file names it as its statement does).
    if (!input.read(tests, 1, kMaxTests, "the number of tests")) return false;
    Game game;
    for (int test = 1; test <= tests; ++test) {
        input.test = test;
        if (!read_game(input, game)) return false;
        std::fputs("read\n", out);
    }
    return input.expect_end();
}

}  // namespace

int main() { return judge_main(READER_PROBLEM, read_tests); }
