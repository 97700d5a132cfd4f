// hdu7399's judge reader (tests/judge_reader_test.cpp reads every sample):
// whether the brute force reaches a case, and inputs no sample has: the edge
// caps (one vertex's, and the test's, which leaves the next vertex fewer
// edges).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "judge_reader.hpp"
#include "judge_reader_support.hpp"
#include "problems.hpp"

namespace {

bool brute_reaches(const harness::BipartiteGameCase& game, harness::Size most) {
    return game.n <= most.n && game.m <= most.m;
}
const bool brute_reaches_set =
    (judge_reader_support::brute_reaches_of<harness::BipartiteGameCase> = &brute_reaches, true);

TEST(JudgeReader, BipartiteGameRareErrorsAreWordedAsTheJudgeWordsThem) {
    EXPECT_EQ(harness::parse_judge_input<harness::BipartiteGameCase>("1\n1 1\n5000001\n").error,
              "hdu7399: test 1, line 3: expected k of u_0 in 0..5000000, found \"5000001\"");
}

// The judge program agrees on those too (they share the input layer).
TEST(JudgeReader, BipartiteGameRareErrorsMatchTheJudgePrograms) {
    std::string zeros;
    for (int k = 0; k < 5000000; ++k) zeros += " 0";
    const std::string test_cap = "1\n1 1\n5000000" + zeros + "\n1 0\n";
    EXPECT_EQ(harness::parse_judge_input<harness::BipartiteGameCase>(test_cap).error,
              "hdu7399: test 1, line 4: expected w of v_0 in 0..0, found \"1\"");
    judge_reader_support::expect_judge_program_agrees<harness::BipartiteGame>({"1\n1 1\n5000001\n", test_cap});
}

}  // namespace
