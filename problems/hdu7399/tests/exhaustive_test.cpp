// hdu7399's exhaustive cases (tests/exhaustive_test.cpp compares them with
// the brute force): every edge set of the bipartite graphs with n + m <= 5
// vertices (empty adjacency lists included).
#include <gtest/gtest.h>

#include <set>
#include <utility>
#include <vector>

#include "problems.hpp"

namespace {

// 2^(2nm) edge sets, all different.
TEST(Enumeration, EveryBipartiteGameIsThereOnce) {
    for (const auto& [n, m] : {std::pair{1, 1}, {1, 2}, {2, 2}, {2, 3}, {4, 1}}) {
        std::set<std::pair<std::vector<std::vector<int>>, std::vector<std::vector<int>>>> distinct;
        for (const harness::BipartiteGameCase& game : harness::BipartiteGame::every_game(n, m)) {
            EXPECT_EQ(game.n, n);
            EXPECT_EQ(game.m, m);
            distinct.insert({game.gg_out, game.yy_out});
        }
        EXPECT_EQ(distinct.size(), 1u << (2 * n * m)) << "n = " << n << ", m = " << m;
    }
    EXPECT_EQ(harness::exhaustive_cases<harness::BipartiteGameCase>().size(),
              4u + 16 + 64 + 256 + 16 + 256 + 4096 + 64 + 4096 + 256);  // n + m <= 5
}

}  // namespace
