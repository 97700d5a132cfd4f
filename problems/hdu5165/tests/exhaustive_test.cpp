// hdu5165's exhaustive cases (tests/exhaustive_test.cpp compares them with
// the brute force): every function on n <= 4 values; every ordered pair of
// functions on n <= 3; every unordered pair on n = 4; every triple on n = 2.
#include <gtest/gtest.h>

#include <set>
#include <tuple>
#include <vector>

#include "problems.hpp"

namespace {

// (n^n)^count sequences of functions, all different.
TEST(Enumeration, EveryFunnyGameIsThereOnce) {
    for (const auto& [n, count, expected] :
         {std::tuple{1, 1, 1u}, {2, 1, 4u}, {3, 1, 27u}, {4, 1, 256u}, {2, 2, 16u}, {3, 2, 729u}, {2, 3, 64u}}) {
        std::set<std::vector<std::vector<int>>> distinct;
        for (const harness::FunnyGameCase& game : harness::FunnyGame::every_game(n, count)) {
            EXPECT_EQ(game.n, n);
            EXPECT_EQ(game.functions.size(), static_cast<size_t>(count));
            distinct.insert(game.functions);
        }
        EXPECT_EQ(distinct.size(), expected) << "n = " << n << ", " << count << " functions";
    }
    EXPECT_EQ(harness::exhaustive_cases<harness::FunnyGameCase>().size(),
              (1u + 4 + 27 + 256) + (1 + 16 + 729) + 256 * 257 / 2 + 64);
}

}  // namespace
