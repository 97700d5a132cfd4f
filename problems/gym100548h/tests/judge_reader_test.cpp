// gym100548h's judge reader (tests/judge_reader_test.cpp reads every sample):
// whether the brute force reaches a case, and inputs no sample has: a NUL
// byte inside a token, a Ctrl-Z after the last test.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "judge_reader.hpp"
#include "judge_reader_support.hpp"
#include "problems.hpp"

namespace {

// The brute force works on the positions of the n vertices.
bool brute_reaches(const harness::ChaseCase& game, harness::Size most) { return game.n <= most.n; }
const bool brute_reaches_set = (judge_reader_support::brute_reaches_of<harness::ChaseCase> = &brute_reaches, true);

TEST(JudgeReader, ChaseRareErrorsAreWordedAsTheJudgeWordsThem) {
    EXPECT_EQ(harness::parse_judge_input<harness::ChaseCase>(std::string("1\n2 1\n1 2\n1 2\x00"
                                                                         "3 2\n",
                                                                         15))
                  .error,
              "gym100548h: test 1, line 4: expected y in 1..2, found \"2\\x003\"");
    EXPECT_EQ(harness::parse_judge_input<harness::ChaseCase>("1\n2 1\n1 2\n2 1 \x1a 7").error, "");
}

// The judge program agrees on those too (they share the input layer).
TEST(JudgeReader, ChaseRareErrorsMatchTheJudgePrograms) {
    judge_reader_support::expect_judge_program_agrees<harness::Chase>(
        {std::string("1\n2 1\n1 2\n1 2\x00"
                     "3 2\n",
                     15)});
}

}  // namespace
