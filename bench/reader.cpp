// reader_<problem>: a judge file's reading alone. It reads every test of the
// input exactly as solutions/<problem>.cpp does (its input layer and
// read_game, included from the file itself) and solves none, so that the
// benchmarks can show what reading costs: no solution using this reader can
// be faster than this program, which bounds base/sol on every row.
//
// Built once per problem by bench/CMakeLists.txt, with JUDGE_FILE naming the
// judge file and READER_<PROBLEM> defined. It prints one line per test.
#define JUDGE_NO_MAIN
#include JUDGE_FILE

namespace {

bool read_tests(JudgeInput& input, Answers& answers) {
    int tests = 0;
#if defined(READER_HDU5165)
    if (!input.read("T", 1, kMaxTests, tests)) return false;
    FunnyGame game;
    std::vector<int> values;
#elif defined(READER_HDU7399)
    if (!input.read("t", 1, kMaxTests, tests)) return false;
    BipartiteGame game;
    EarlyNo early_no;
    std::vector<int> skipped;
#else
    if (!input.read("T", 1, kMaxTests, tests)) return false;
    ChaseGame game;
#endif
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
#if defined(READER_HDU5165)
        if (!read_game(input, game, values)) return false;
#elif defined(READER_HDU7399)
        if (!read_game(input, game, early_no, skipped)) return false;
#else
        if (!read_game(input, game)) return false;
#endif
        answers.add("read\n");
    }
    return input.expect_end();
}

}  // namespace

int main() { return judge_main(kProblem, read_tests); }
