// Every instance up to a small size, run through the built judge executables
// (many cases per judge input) and compared answer by answer with the
// brute-force solvers of the original games (testlib/brute.hpp).
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
// HDU5165_EXE / HDU7399_EXE / GYM100548H_EXE in the environment replace the
// built executables.
#include <gtest/gtest.h>

#include <vector>

#include "brute_comparison.hpp"

namespace {

using brute_comparison::compare_with_brute;
using testlib::BipartiteGameCase;
using testlib::ChaseCase;
using testlib::FunnyGameCase;

// Every map {1..n} -> {1..n}, in lexicographic order (n^n of them).
std::vector<std::vector<int>> every_function(int n) {
    std::vector<std::vector<int>> functions;
    std::vector<int> f(n, 1);
    for (;;) {
        functions.push_back(f);
        int position = n - 1;
        while (position >= 0 && f[position] == n) f[position--] = 1;
        if (position < 0) return functions;
        ++f[position];
    }
}

// Every sequence of `count` functions on n values (all (n^n)^count of them).
std::vector<FunnyGameCase> every_funny_game(int n, int count) {
    const std::vector<std::vector<int>> functions = every_function(n);
    std::vector<FunnyGameCase> games;
    std::vector<size_t> choice(count, 0);
    for (;;) {
        FunnyGameCase game;
        game.n = n;
        for (size_t k : choice) game.functions.push_back(functions[k]);
        games.push_back(game);
        int position = count - 1;
        while (position >= 0 && choice[position] + 1 == functions.size()) choice[position--] = 0;
        if (position < 0) return games;
        ++choice[position];
    }
}

TEST(ExhaustiveFunnyGame, EverySingleFunctionUpToFourValuesMatchesBruteForce) {
    std::vector<FunnyGameCase> games;
    for (int n = 1; n <= 4; ++n)
        for (const FunnyGameCase& game : every_funny_game(n, 1)) games.push_back(game);
    ASSERT_EQ(games.size(), 1u + 4 + 27 + 256);
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::FunnyGame>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(ExhaustiveFunnyGame, EveryPairOfFunctionsUpToThreeValuesMatchesBruteForce) {
    std::vector<FunnyGameCase> games;
    for (int n = 1; n <= 3; ++n)
        for (const FunnyGameCase& game : every_funny_game(n, 2)) games.push_back(game);
    ASSERT_EQ(games.size(), 1u + 16 + 729);
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::FunnyGame>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(ExhaustiveFunnyGame, EveryUnorderedPairOfFunctionsOnFourValuesMatchesBruteForce) {
    const std::vector<std::vector<int>> functions = every_function(4);
    std::vector<FunnyGameCase> games;
    for (size_t first = 0; first < functions.size(); ++first)
        for (size_t second = first; second < functions.size(); ++second) {
            FunnyGameCase game;
            game.n = 4;
            game.functions = {functions[first], functions[second]};
            games.push_back(game);
        }
    ASSERT_EQ(games.size(), 256u * 257 / 2);
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::FunnyGame>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(ExhaustiveFunnyGame, EveryTripleOfFunctionsOnTwoValuesMatchesBruteForce) {
    const std::vector<FunnyGameCase> games = every_funny_game(2, 3);
    ASSERT_EQ(games.size(), 64u);
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::FunnyGame>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

// Every bipartite game on n GG and m YY vertices: each of the 2nm possible
// edges present or not.
std::vector<BipartiteGameCase> every_bipartite_game(int n, int m) {
    const int edge_count = 2 * n * m;
    std::vector<BipartiteGameCase> games;
    for (long mask = 0; mask < (1L << edge_count); ++mask) {
        BipartiteGameCase game;
        game.n = n;
        game.m = m;
        game.gg_out.assign(n, {});
        game.yy_out.assign(m, {});
        int bit = 0;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < m; ++j, ++bit)
                if (mask >> bit & 1) game.gg_out[i].push_back(j);
        for (int j = 0; j < m; ++j)
            for (int i = 0; i < n; ++i, ++bit)
                if (mask >> bit & 1) game.yy_out[j].push_back(i);
        games.push_back(game);
    }
    return games;
}

TEST(ExhaustiveBipartiteGame, EveryGraphWithUpToTwoVerticesPerSideMatchesBruteForce) {
    std::vector<BipartiteGameCase> games;
    for (int n = 1; n <= 2; ++n)
        for (int m = 1; m <= 2; ++m)
            for (const BipartiteGameCase& game : every_bipartite_game(n, m)) games.push_back(game);
    ASSERT_EQ(games.size(), 4u + 16 + 16 + 256);
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::BipartiteGame>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
    EXPECT_GT(verdict.outcome_true, 0u);  // some of them are wins for GG
}

TEST(ExhaustiveBipartiteGame, EveryGraphWithFiveVerticesMatchesBruteForce) {
    std::vector<BipartiteGameCase> games;
    for (int n = 1; n <= 4; ++n)
        for (const BipartiteGameCase& game : every_bipartite_game(n, 5 - n)) games.push_back(game);
    ASSERT_EQ(games.size(), 256u + 4096 + 4096 + 256);
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::BipartiteGame>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
    EXPECT_GT(verdict.outcome_true, 0u);
}

// Every chase on n vertices: each possible edge (self-loops only if asked)
// present or not, at least one edge, and every start pair (x == y only if asked).
std::vector<ChaseCase> every_chase(int n, bool with_self_loops, bool with_equal_starts) {
    std::vector<std::pair<int, int>> possible;
    for (int b = 1; b <= n; ++b)
        for (int e = 1; e <= n; ++e)
            if (b != e || with_self_loops) possible.emplace_back(b, e);
    std::vector<ChaseCase> games;
    for (long mask = 1; mask < (1L << possible.size()); ++mask) {
        ChaseCase graph;
        graph.n = n;
        for (size_t k = 0; k < possible.size(); ++k)
            if (mask >> k & 1) graph.edges.push_back(possible[k]);
        for (int x = 1; x <= n; ++x)
            for (int y = 1; y <= n; ++y) {
                if (x == y && !with_equal_starts) continue;
                graph.x = x;
                graph.y = y;
                games.push_back(graph);
            }
    }
    return games;
}

TEST(ExhaustiveChase, EveryGraphOnTwoAndThreeVerticesWithLoopsAndEveryStartMatchesBruteForce) {
    std::vector<ChaseCase> games = every_chase(2, true, true);
    for (const ChaseCase& game : every_chase(3, true, true)) games.push_back(game);
    ASSERT_EQ(games.size(), 15u * 4 + 511 * 9);
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::Chase>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(ExhaustiveChase, EveryLoopFreeGraphOnFourVerticesWithEveryStartMatchesBruteForce) {
    const std::vector<ChaseCase> games = every_chase(4, false, false);
    ASSERT_EQ(games.size(), 4095u * 12);
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::Chase>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

}  // namespace
