// What explain says of gym100548h's statement sample and a trap, and what it
// draws (tests/explain_test.cpp: explain on every problem).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "explain_support.hpp"
#include "generators.hpp"
#include "problems.hpp"

namespace {

using namespace explain_support;

TEST(ExplainText, ChaseShowsBobsEscapeAndAlicesCapture) {
    expect_contains(statement_text("gym100548h", "3"),
                    {"test 3: Yes", "(2,1): 2 -> 3", "(3,2): 3 -> 1", "(1,3): 1 -> 2", "A line of play"});
    expect_contains(statement_text("gym100548h", "2"), {"test 2: No", "within 1 move", "he lands on Alice, caught"});
    const std::string trap = run_explain("gym100548h", {}, file_text(samples("gym100548h") / "dfs_trap.in")).out;
    expect_contains(trap,
                    {"test 1: No", "Alice's move at each position", "moves left", "Longest line of play", "caught"});
}

// -------------------------------------------------------------------- dot --

TEST(ExplainDot, ChaseTooBigAGameIsRefusedWithAReason) {
    std::mt19937_64 rng(3);
    const std::string input = harness::judge_input(
        std::vector<harness::ChaseCase>{harness::random_case<harness::ChaseCase>(rng, {60, 0}, kPromises)});
    const harness::RunResult dot = run_explain("gym100548h", {"--format", "dot", "--test", "1"}, input);
    EXPECT_EQ(dot.exit_code, 3);
    EXPECT_EQ(dot.out, "");
    EXPECT_NE(dot.err.find("too many to draw usefully"), std::string::npos) << dot.err;
}

// gym100548h marks the positions where the player to move is stuck, Alice's
// (boxes) as Bob's (ellipses): here Alice's vertex 3 has no out-edge.
TEST(ExplainDot, ChaseStuckPositionsOfBothPlayersAreMarked) {
    const std::string dot = dot_of("gym100548h", "1\n3 2\n1 2\n2 1\n1 3\n", 1);
    EXPECT_NE(dot.find("A1_3 [shape=box, label=\"(1,3)\\nAlice stuck\""), std::string::npos) << dot;
    EXPECT_NE(dot.find("B2_3 [shape=ellipse, label=\"(2,3)\""), std::string::npos) << dot;
}

}  // namespace
