// What only hdu5165's play has (the shared checks: tests/play_test.cpp):
// where sets are not searched, play's bounds.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "play_support.hpp"
#include "problem_data.hpp"
#include "problems/hdu5165/tests/play_brute.hpp"

namespace {

using harness::FunnyGameCase;

// With no search at all: Bob's wins by a pair of the set, and in YES tests
// Alice's bound, at least the exact count, and dropping at every move of
// the loser and at the perfect reply (play_support::expect_perfect_reply).
TEST(FunnyGamePlay, BoundsHoldWhereSetsAreNotSearched) {
    const auto plan = problem_data::play_data(static_cast<const FunnyGameCase*>(nullptr)).plan;
    int bounds = 0;
    for (const FunnyGameCase& game : play_support::random_cases<FunnyGameCase>({7, 4}, 300, 11)) {
        const std::string input = harness::judge_input(std::vector<FunnyGameCase>{game});
        std::string too_big;
        const auto play = harness::make_funny_game_play(game, too_big, 0);
        const bool yes = harness::brute_force(game);
        for (const auto& [position, choice] : plan.positions(game)) {
            const harness::PlayView view = play->view(position);
            if (view.outcome.winner.empty()) {  // unknown: only in a NO test
                EXPECT_FALSE(yes) << position << "\n" << input;
                continue;
            }
            play_support::explore(*play, play_brute::FunnyGameBrute(game), position, 1, input, !yes);
            if (HasFailure()) return;
        }
        bounds += yes && game.n > 2;
    }
    EXPECT_GT(bounds, 20);
}

}  // namespace
