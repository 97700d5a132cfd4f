// What only hdu7399's play has (the shared checks: tests/play_test.cpp): a
// start on each vertex, and YY's trap, against its brute force of positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "play_support.hpp"
#include "problem_data.hpp"
#include "problems/hdu7399/tests/play_brute.hpp"

namespace {

using harness::BipartiteGameCase;

bool has_dead_end(const BipartiteGameCase& game) {
    auto empty = [](const std::vector<int>& list) { return list.empty(); };
    return std::any_of(game.gg_out.begin(), game.gg_out.end(), empty) ||
           std::any_of(game.yy_out.begin(), game.yy_out.end(), empty);
}

// From each vertex chosen as the start: inside YY's trap her reply keeps the
// token there, and where she wins without a dead end, a move leaves 0 moves
// toward her goal exactly when it stays in the trap.
TEST(BipartiteGamePlay, StartsOnEachVertexAndYYsTrapAreTheBruteForces) {
    const auto plan = problem_data::play_plan(static_cast<const BipartiteGameCase*>(nullptr));
    std::vector<BipartiteGameCase> games = plan.exhaustive;
    for (const auto& game :
         play_support::random_cases<BipartiteGameCase>(plan.random_size, plan.random_games, plan.seed))
        games.push_back(game);
    for (const BipartiteGameCase& game : games) {
        const std::string input = harness::judge_input(std::vector<BipartiteGameCase>{game});
        std::string too_big, error;
        const auto play = harness::make_play(game, too_big);
        const play_brute::BipartiteGameBrute brute(game, harness::brute_force(game));
        for (int w = 0; w < game.n + game.m; ++w) {
            const std::string start = play->start(brute.name(w), error);
            ASSERT_EQ(start, brute.name(w) + ";" + brute.name(w)) << error;
            const harness::PlayView view = play->view(start);
            if (!view.mover.empty() && brute.value(start).in_trap && view.mover == "YY") {
                EXPECT_TRUE(brute.value(view.moves[view.reply].to).in_trap) << start << "\n" << input;
            }
            for (const harness::PlayMove& move : view.moves)
                if (view.outcome.winner == "YY" && !has_dead_end(game)) {
                    EXPECT_EQ(move.left == 0, brute.value(move.to).in_trap) << start << ", " << move.label << "\n"
                                                                            << input;
                }
            if (HasFailure()) return;
        }
    }
}

}  // namespace
