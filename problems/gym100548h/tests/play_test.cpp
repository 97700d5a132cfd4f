// What only gym100548h's play has (the shared checks: tests/play_test.cpp):
// the winner of every position, Bob's or Alice's to move, as its brute.cpp
// says with the pieces put there.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "play_support.hpp"
#include "problem_data.hpp"

namespace {

using harness::ChaseCase;

// harness/brute.cpp's solver: does Bob win with Bob on b, Alice on a, Bob
// to move (x == y: caught at once)?
bool brute_bob_wins_from(ChaseCase game, int b, int a) {
    game.x = b, game.y = a;
    return b != a && harness::brute_force(game);
}

TEST(ChasePlay, WinnerOfEveryPositionIsBruteCpps) {
    const auto plan = problem_data::play_data(static_cast<const ChaseCase*>(nullptr)).plan;
    std::vector<ChaseCase> games = plan.exhaustive;
    for (const auto& game : play_support::random_cases<ChaseCase>(plan.random_size, plan.random_games, plan.seed))
        games.push_back(game);
    for (const ChaseCase& game : games) {
        const std::string input = harness::judge_input(std::vector<ChaseCase>{game});
        std::string too_big;
        const auto play = harness::make_play(game, too_big);
        for (int b = 1; b <= game.n; ++b)
            for (int a = 1; a <= game.n; ++a) {
                bool alice_wins = a == b;  // Alice to move: she wins if a move of hers wins
                for (const auto& [from, to] : game.edges)
                    alice_wins = alice_wins || (from == a && !brute_bob_wins_from(game, b, to));
                const std::string at = std::to_string(b) + "," + std::to_string(a), where = at + "\n" + input;
                EXPECT_EQ(play->view("B" + at).outcome.winner == "Bob", brute_bob_wins_from(game, b, a)) << where;
                EXPECT_EQ(play->view("A" + at).outcome.winner == "Bob", !alice_wins) << where;
            }
        if (HasFailure()) return;
    }
}

}  // namespace
