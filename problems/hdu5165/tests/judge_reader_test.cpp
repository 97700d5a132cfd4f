// hdu5165's judge reader (tests/judge_reader_test.cpp reads every sample):
// whether the brute force reaches a case, and inputs no sample has: a bad
// token past 32 bytes, a number of 33 bytes (out of every range, however
// written), a byte order mark alone.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "judge_reader.hpp"
#include "judge_reader_support.hpp"
#include "problems.hpp"

namespace {

// The brute force works on sets of the n values, whatever m.
bool brute_reaches(const harness::FunnyGameCase& game, harness::Size most) { return game.n <= most.n; }
const bool brute_reaches_set = (judge_reader_support::brute_reaches_of<harness::FunnyGameCase> = &brute_reaches, true);

TEST(JudgeReader, FunnyGameRareErrorsAreWordedAsTheJudgeWordsThem) {
    EXPECT_EQ(
        harness::parse_judge_input<harness::FunnyGameCase>("1\n1 1\nabcdefghijklmnopqrstuvwxyz0123456789\n").error,
        "hdu5165: test 1, line 3: expected f_1(1) in 1..1, found \"abcdefghijklmnopqrstuvwxyz012345...\"");
    EXPECT_EQ(harness::parse_judge_input<harness::FunnyGameCase>("1\n1 1\n" + std::string(32, '0') + "1\n").error,
              "hdu5165: test 1, line 3: expected f_1(1) in 1..1, found \"" + std::string(32, '0') + "...\"");
    EXPECT_EQ(harness::parse_judge_input<harness::FunnyGameCase>("1\n1 1\n" + std::string(31, '0') + "1\n").error, "");
    EXPECT_EQ(harness::parse_judge_input<harness::FunnyGameCase>("\xef\xbb\xbf").error,
              "hdu5165: line 1: expected T in 1..1000000, found the end of the input");
}

// The judge program agrees on those too (they share the input layer).
TEST(JudgeReader, FunnyGameRareErrorsMatchTheJudgePrograms) {
    judge_reader_support::expect_judge_program_agrees<harness::FunnyGame>(
        {"1\n1 1\nabcdefghijklmnopqrstuvwxyz0123456789\n", "1\n1 1\n" + std::string(32, '0') + "1\n",
         "1\n1 1\n" + std::string(31, '0') + "1\n", "\xef\xbb\xbf"});
}

}  // namespace
