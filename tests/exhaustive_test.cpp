// Every instance up to a small size (each problem's exhaustive_cases in the
// registry, harness/enumerate.hpp), run through the built judge executables
// (many cases per judge input) and compared answer by answer with the
// brute-force solvers of the original games (harness/brute.hpp):
//
//   hdu5165     every function on n <= 4 values; every ordered pair of
//               functions on n <= 3; every unordered pair on n = 4; every
//               triple on n = 2.
//   hdu7399     every edge set of the bipartite graphs with n + m <= 5
//               vertices (empty adjacency lists included).
//   gym100548h  every non-empty edge set on n = 2 and 3 vertices, self-loops
//               included, with every start (x, y), x == y included; every
//               non-empty loop-free edge set on n = 4 with every start x != y.
//
// Exhaustive.* (any_solution) compares the instances that keep the
// statement's promises; ExhaustiveBrokenPromises.* (conventions) the rest,
// gym100548h's self-loops and x == y, which our programs answer too.
// The Enumeration tests check that these are all the instances there are.
// HDU5165_EXE / HDU7399_EXE / GYM100548H_EXE in the environment replace the
// built executables.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "brute_comparison.hpp"
#include "problems.hpp"
#include "problem_types.hpp"

namespace {

template <class Problem>
class Exhaustive : public ::testing::Test {};
TYPED_TEST_SUITE(Exhaustive, problem_types::All);

using brute_comparison::Inputs;
using brute_comparison::keeping_promises;

// Both answers occur among them, so a program that always says one thing
// fails.
TYPED_TEST(Exhaustive, EverySmallCaseMatchesBruteForce) {
    const brute_comparison::Verdict verdict = brute_comparison::compare_with_brute<TypeParam>(
        keeping_promises(TypeParam::exhaustive_cases(), true), Inputs::within_statement);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
    EXPECT_GT(verdict.outcome_true, 0u);
    EXPECT_GT(verdict.outcome_false(), 0u);
}

// Self-loops, and x == y (Alice has already won: No), on 2 and 3 vertices.
TEST(ExhaustiveBrokenPromises, ChaseWithSelfLoopsOrXEqualToYMatchesBruteForce) {
    const auto cases = keeping_promises(harness::Chase::exhaustive_cases(), false);
    EXPECT_EQ(cases.size(), 15u * 4 + 511 * 9 - (3u * 2 + 63 * 6));  // all on n <= 3 but the loop-free, x != y ones
    const brute_comparison::Verdict verdict =
        brute_comparison::compare_with_brute<harness::Chase>(cases, Inputs::beyond_statement);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

// ---- the enumerations ------------------------------------------------------

// (n^n)^count sequences of functions, all different.
TEST(Enumeration, EveryFunnyGameIsThereOnce) {
    for (const auto& [n, count, expected] : {std::tuple{1, 1, 1u}, {2, 1, 4u}, {3, 1, 27u}, {4, 1, 256u},
                                              {2, 2, 16u}, {3, 2, 729u}, {2, 3, 64u}}) {
        std::set<std::vector<std::vector<int>>> distinct;
        for (const harness::FunnyGameCase& game : harness::every_funny_game(n, count)) {
            EXPECT_EQ(game.n, n);
            EXPECT_EQ(game.functions.size(), static_cast<size_t>(count));
            distinct.insert(game.functions);
        }
        EXPECT_EQ(distinct.size(), expected) << "n = " << n << ", " << count << " functions";
    }
    EXPECT_EQ(harness::exhaustive_cases<harness::FunnyGameCase>().size(), (1u + 4 + 27 + 256) + (1 + 16 + 729) + 256 * 257 / 2 + 64);
}

// 2^(2nm) edge sets, all different.
TEST(Enumeration, EveryBipartiteGameIsThereOnce) {
    for (const auto& [n, m] : {std::pair{1, 1}, {1, 2}, {2, 2}, {2, 3}, {4, 1}}) {
        std::set<std::pair<std::vector<std::vector<int>>, std::vector<std::vector<int>>>> distinct;
        for (const harness::BipartiteGameCase& game : harness::every_bipartite_game(n, m)) {
            EXPECT_EQ(game.n, n);
            EXPECT_EQ(game.m, m);
            distinct.insert({game.gg_out, game.yy_out});
        }
        EXPECT_EQ(distinct.size(), 1u << (2 * n * m)) << "n = " << n << ", m = " << m;
    }
    EXPECT_EQ(harness::exhaustive_cases<harness::BipartiteGameCase>().size(),
              4u + 16 + 64 + 256 + 16 + 256 + 4096 + 64 + 4096 + 256);  // n + m <= 5
}

// Every non-empty edge set (n^2 or n(n-1) possible edges) with every start.
TEST(Enumeration, EveryChaseIsThereOnce) {
    for (const auto& [n, loops] : {std::pair{2, true}, {3, true}, {4, false}}) {
        std::set<std::tuple<std::vector<std::pair<int, int>>, int, int>> distinct;
        for (const harness::ChaseCase& game : harness::every_chase(n, loops, loops)) {
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
