// gym100548h's play (its play.cpp) against its brute force of positions
// (tests/play_brute.hpp), whose winners are tied to its brute.cpp, the solver
// of the original game: on every exhaustive game (the cases without repeating
// a game) and on random ones, every position, each with every move from it
// and the perfect reply (tests/play_support.hpp); positions that are not;
// games too big to play; the nodes a view names.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "play_support.hpp"
#include "problems.hpp"
#include "problems/gym100548h/tests/play_brute.hpp"

namespace {

using harness::PlayView;
using play_support::expect_nodes_drawn;
using play_support::explore;
using play_support::random_cases;

// The exhaustive cases without repeating a game: the engine solves every
// position of a game, whatever its start (gym100548h's cases differ by their
// start alone).
std::vector<harness::ChaseCase> distinct_chases() {
    std::vector<harness::ChaseCase> cases;
    std::set<std::vector<std::pair<int, int>>> seen;
    for (const harness::ChaseCase& game : harness::exhaustive_cases<harness::ChaseCase>())
        if (seen.insert(game.edges).second) cases.push_back(game);
    return cases;
}

std::vector<std::string> every_chase_position(int n) {
    std::vector<std::string> positions;
    for (char side : {'B', 'A'})
        for (int b = 1; b <= n; ++b)
            for (int a = 1; a <= n; ++a) positions.push_back(side + std::to_string(b) + "," + std::to_string(a));
    return positions;
}

// harness/brute.cpp's solver: does Bob win with Bob on b, Alice on a, Bob
// to move (x == y: caught at once)?
bool brute_bob_wins_from(harness::ChaseCase game, int b, int a) {
    game.x = b, game.y = a;
    return b != a && harness::brute_force(game);
}

void expect_chase_plays_as_the_brute_force(const harness::ChaseCase& game) {
    const std::string input = harness::judge_input(std::vector<harness::ChaseCase>{game});
    std::string too_big;
    const auto play = harness::make_play(game, too_big);
    ASSERT_TRUE(play) << too_big;
    const play_brute::ChaseBrute brute(game);
    std::string error;
    EXPECT_EQ(play->start("", error), "B" + std::to_string(game.x) + "," + std::to_string(game.y));
    for (const std::string& position : every_chase_position(game.n)) {
        explore(*play, brute, position, 1, input);
        const std::vector<long long> at = play_brute::numbers(position);
        const int b = static_cast<int>(at[0]), a = static_cast<int>(at[1]);
        bool bob_wins = brute_bob_wins_from(game, b, a);
        if (position[0] == 'A') {  // Alice to move: she wins if a move of hers wins
            bool alice_wins = a == b;
            for (const auto& [from, to] : game.edges)
                alice_wins = alice_wins || (from == a && !brute_bob_wins_from(game, b, to));
            bob_wins = !alice_wins;
        }
        EXPECT_EQ(play->view(position).outcome.winner == "Bob", bob_wins) << position << "\n" << input;
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(Play, ChaseValuesEqualTheBruteForceOnEveryExhaustiveGame) {
    const std::vector<harness::ChaseCase> cases = distinct_chases();
    for (const harness::ChaseCase& game : cases) {
        expect_chase_plays_as_the_brute_force(game);
        if (HasFailure()) return;
    }
    EXPECT_GT(cases.size(), 4000u);
}

TEST(Play, ChaseValuesEqualTheBruteForceOnRandomGames) {
    for (const harness::ChaseCase& game : random_cases<harness::ChaseCase>({7, 0}, 400, 5)) {
        expect_chase_plays_as_the_brute_force(game);
        if (HasFailure()) return;
    }
}

TEST(Play, ChaseTextsThatAreNotPositionsAreRefused) {
    std::string too_big;
    const auto chase = harness::make_play(harness::ChaseCase{3, {{1, 2}}, 1, 3}, too_big);
    for (const char* text : {"", "B", "B1", "B1,4", "B0,1", "C1,2", "B1,2,3", "B01,2", "b1,2", "B1,2 "}) {
        EXPECT_FALSE(chase->view(text).error.empty()) << text;
    }
    EXPECT_TRUE(chase->view("B1,3").error.empty());
}

TEST(Play, ChaseGamesTooBigToPlayAreRefusedWithTheirSize) {
    std::string too_big;
    harness::ChaseCase chase{1000, {}, 1, 2};
    for (int v = 1; v <= 1000; ++v) chase.edges.push_back({v, v % 1000 + 1});
    EXPECT_FALSE(harness::make_play(chase, too_big));
    EXPECT_EQ(too_big,
              "the chase has 2000000 positions and up to 2000000 moves, more than this page plays (1000000 positions, "
              "4000000 moves)");
    harness::ChaseCase judge_size{100, {}, 1, 2};
    for (int b = 1; b <= 100; ++b)
        for (int e = 1; e <= 100; ++e)
            if (b != e) judge_size.edges.push_back({b, e});
    EXPECT_TRUE(harness::make_play(judge_size, too_big));
}

TEST(Play, ChaseNodesOfAViewAreNodesOfExplainsPicture) {
    expect_nodes_drawn(harness::ChaseCase{3, {{1, 2}, {2, 3}, {3, 1}}, 2, 1}, "A3,1");
    expect_nodes_drawn(harness::ChaseCase{3, {{1, 2}, {2, 3}, {3, 1}}, 2, 1}, "B3,3");
}

}  // namespace
