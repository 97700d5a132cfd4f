// What explain says of hdu5165's statement sample, and what it draws
// (tests/explain_test.cpp: explain on every problem).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "explain_support.hpp"
#include "generators.hpp"
#include "problems.hpp"

namespace {

using namespace explain_support;

TEST(ExplainText, FunnyGameNoShowsTheKeptPairAndBobsReplyToEveryFunction) {
    const std::string text = statement_text("hdu5165", "5");
    expect_contains(text, {"test 5: NO", "Bob keeps the values 1 and 2 apart forever",
                           "{1,2}: Alice f_1 -> {1,3}, Bob f_2 -> {2,4}; Alice f_2 -> {2,3}, Bob f_1 -> {3,4}",
                           "over the 4 pairs", "A line of play"});
}

TEST(ExplainText, FunnyGameYesShowsAlicesChoiceAtEveryPairAndHerMostMoves) {
    const std::string text = statement_text("hdu5165", "4");
    expect_contains(text, {"test 4: YES", "within 2 moves", "{1,4}: f_1 -> {1,1} merged  (at most 1 move)",
                           "{4,5}: f_1 -> {1,2}  (at most 2 moves)", "Longest line of play",
                           "{1,2}  Alice f_1: {1,3}  Bob f_1: {1,4}  Alice f_1: {1,1} merged"});
}

// -------------------------------------------------------------------- dot --

// Without --test, the first test that can be drawn: hdu5165's statement
// sample starts with n = 1 (no pair to draw), so test 2 is drawn, and named.
TEST(ExplainDot, FunnyGameWithoutTestTheFirstTestThatCanBeDrawnIsDrawnAndNamed) {
    const std::string input = file_text(samples("hdu5165") / "statement.in");
    const harness::RunResult dot = run_explain("hdu5165", {"--format", "dot"}, input);
    EXPECT_EQ(dot.exit_code, 0) << describe(dot);
    EXPECT_EQ(dot.out, dot_of("hdu5165", input, 2));
    EXPECT_EQ(dot.err, "explain: hdu5165: drew test 2, the first that can be drawn (--test K draws another)\n");
}

// When no test can be drawn: nothing on stdout, the first reason on stderr,
// exit status 3.
TEST(ExplainDot, FunnyGameWithoutTestAnInputWithNothingToDrawExitsWithThree) {
    const harness::RunResult dot = run_explain("hdu5165", {"--format", "dot"}, "2\n1 1\n1\n1 2\n1\n1\n");
    EXPECT_EQ(dot.exit_code, 3);
    EXPECT_EQ(dot.out, "");
    EXPECT_EQ(dot.err,
              "explain: hdu5165: no test of the input can be drawn "
              "(test 1: n = 1: there is no pair of values, nothing to draw)\n");
}

}  // namespace
