// hdu5165's shrinking steps (its shrink.cpp) and the shrinker's driver on its
// cases (the shared tests: tests/shrink_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "problems.hpp"
#include "shrink.hpp"

TEST(ShrinkSteps, FunnyGameMergingAValueRenumbersTheRest) {
    // f = (2 3 3): merging 3 into 1 drops position 3 and maps 3 -> 1.
    harness::FunnyGameCase game;
    game.n = 3;
    game.functions = {{2, 3, 3}};
    std::vector<std::vector<int>> seen;
    harness::for_each_smaller(game, [&](const harness::FunnyGameCase& variant) {
        seen.push_back(variant.functions[0]);
        return false;
    });
    EXPECT_NE(std::find(seen.begin(), seen.end(), std::vector<int>{2, 1}), seen.end());
}

TEST(ShrinkDriver, FunnyGameReachesTheSmallestFailingList) {
    // "Fails" while the list holds a case with n = 7 and, later, one with
    // n = 3; shrinking a case changes its n, so the minimum is those two.
    std::vector<harness::FunnyGameCase> cases;
    for (int value : {5, 7, 1, 8, 3, 2}) {
        harness::FunnyGameCase game;
        game.n = value;
        game.functions = {std::vector<int>(static_cast<size_t>(value), 1)};
        cases.push_back(game);
    }
    auto still_fails = [&](const std::vector<harness::FunnyGameCase>& list) {
        bool seven = false;
        for (const auto& game : list) {
            if (game.n == 7) seven = true;
            if (game.n == 3 && seven) return true;
        }
        return false;
    };
    std::vector<harness::FunnyGameCase> shrunk = harness::shrink_cases<harness::FunnyGameCase>(cases, still_fails);
    ASSERT_EQ(shrunk.size(), 2u);
    EXPECT_EQ(shrunk[0].n, 7);
    EXPECT_EQ(shrunk[1].n, 3);
}

// The shrinker's check of the statement's promises is the strict validator's.

// The shrinker's check of the statement's promises is the strict validator's.
TEST(ShrinkDriver, FunnyGamePromisesAreChecked) {
    harness::FunnyGameCase funny;
    funny.n = 2;
    funny.functions = {{1, 2}};
    EXPECT_TRUE(harness::follows_statement(funny));
    funny.functions = {{1, 3}};
    EXPECT_FALSE(harness::follows_statement(funny)) << "value out of range";
}
