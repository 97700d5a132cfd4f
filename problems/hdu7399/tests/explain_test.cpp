// What explain says of hdu7399's statement sample, and what it draws
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

TEST(ExplainText, BipartiteGameShowsADeadEndATrapAndGGsWayToEveryTarget) {
    expect_contains(statement_text("hdu7399", "2"), {"test 2: No", "v0 has no out-edge"});
    expect_contains(statement_text("hdu7399", "3"),
                    {"test 3: No", "Once the token is on u1, YY keeps it away from u0", "v2: YY moves to u1",
                     "u1: GG's every edge stays inside", "u1 -> v2 -> u1"});
    expect_contains(
        statement_text("hdu7399", "4"),
        {"test 4: Yes", "Her way to u0 from every vertex", "u1 (2): GG moves to v3", "Every other target is reached",
         "u1: v0 (3) all edges closer; u2 (2) -> v1; v1 (1) all edges closer", "Longest line of play to u0",
         "v1 -> u1 -> v3 -> u0"});
}

// -------------------------------------------------------------------- dot --

// hdu7399, GG wins: a vertex of hers with one out-edge has it drawn as her
// move (green), as the legend says; in the statement's test 4, u0 -> v0.
TEST(ExplainDot, BipartiteGameGgsOnlyMoveIsDrawnAsHerMove) {
    const std::string dot = dot_of("hdu7399", file_text(samples("hdu7399") / "statement.in"), 4);
    EXPECT_NE(dot.find("u0 -> v0 [color=\"#1a7f1a\""), std::string::npos) << dot;
}

}  // namespace
