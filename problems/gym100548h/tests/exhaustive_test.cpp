// gym100548h's exhaustive cases (tests/exhaustive_test.cpp compares those
// within the statement with the brute force): every non-empty edge set on
// n = 2 and 3 vertices, self-loops included, with every start (x, y), x == y
// included; every non-empty loop-free edge set on n = 4 with every start
// x != y. The self-loops and x == y break the statement's promises, and our
// programs answer them too (ExhaustiveBrokenPromises).
#include <gtest/gtest.h>

#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include "brute_comparison.hpp"
#include "problems.hpp"

namespace {

using brute_comparison::Inputs;
using brute_comparison::keeping_promises;

// Self-loops, and x == y (Alice has already won: No), on 2 and 3 vertices.
TEST(ExhaustiveBrokenPromises, ChaseWithSelfLoopsOrXEqualToYMatchesBruteForce) {
    const auto cases = keeping_promises(harness::Chase::exhaustive_cases(), false);
    EXPECT_EQ(cases.size(), 15u * 4 + 511 * 9 - (3u * 2 + 63 * 6));  // all on n <= 3 but the loop-free, x != y ones
    const brute_comparison::Verdict verdict =
        brute_comparison::compare_with_brute<harness::Chase>(cases, Inputs::beyond_statement);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

// Every non-empty edge set (n^2 or n(n-1) possible edges) with every start.
TEST(Enumeration, EveryChaseIsThereOnce) {
    for (const auto& [n, loops] : {std::pair{2, true}, {3, true}, {4, false}}) {
        std::set<std::tuple<std::vector<std::pair<int, int>>, int, int>> distinct;
        for (const harness::ChaseCase& game : harness::Chase::every_game(n, loops, loops)) {
            EXPECT_FALSE(game.edges.empty());
            EXPECT_TRUE(loops || game.x != game.y);
            distinct.insert({game.edges, game.x, game.y});
        }
        const int possible = loops ? n * n : n * (n - 1), starts = loops ? n * n : n * (n - 1);
        EXPECT_EQ(distinct.size(), ((1u << possible) - 1) * starts) << "n = " << n;
    }
    EXPECT_EQ(harness::exhaustive_cases<harness::ChaseCase>().size(), 15u * 4 + 511 * 9 + 4095 * 12);
}

}  // namespace
