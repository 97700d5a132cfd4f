// hdu5165's play (its play.cpp) against its brute force of positions
// (tests/play_brute.hpp), whose winners are tied to its brute.cpp, the solver
// of the original game: on every exhaustive case and on random ones, every
// set of values, either to move, each with every move from it and the perfect
// reply (tests/play_support.hpp); the bound where sets are not searched;
// starts from an array; positions that are not; games too big to play; the
// nodes a view names.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "play_support.hpp"
#include "problems.hpp"
#include "problems/hdu5165/tests/play_brute.hpp"

namespace {

using harness::PlayView;
using play_support::expect_nodes_drawn;
using play_support::explore;
using play_support::random_cases;

// Every set of values, either to move: "A1,3".
std::vector<std::string> every_set_position(int n) {
    std::vector<std::string> positions;
    for (char side : {'A', 'B'})
        for (int set = 1; set < (1 << n); ++set) {
            std::string text(1, side);
            for (int v = 0; v < n; ++v)
                if (set >> v & 1) text += (text.size() > 1 ? "," : "") + std::to_string(v + 1);
            positions.push_back(text);
        }
    return positions;
}

void expect_funny_game_plays_as_the_brute_force(const harness::FunnyGameCase& game, long long search_work) {
    const std::string input = harness::judge_input(std::vector<harness::FunnyGameCase>{game});
    std::string too_big;
    const auto play = harness::make_funny_game_play(game, too_big, search_work);
    ASSERT_TRUE(play) << too_big;
    const play_brute::FunnyGameBrute brute(game);
    ASSERT_EQ(brute.alice_wins_every_set(), harness::brute_force(game)) << input;
    bool alice_wins_every_set = true;
    for (const std::string& position : every_set_position(game.n)) {
        const PlayView view = play->view(position);
        if (position[0] == 'A') alice_wins_every_set = alice_wins_every_set && view.outcome.winner == "Alice";
        if (view.outcome.winner.empty()) {  // unknown: only where sets are not searched, in a NO test
            EXPECT_EQ(search_work, 0) << position << "\n" << input;
            EXPECT_FALSE(harness::brute_force(game)) << position << "\n" << input;
            continue;
        }
        explore(*play, brute, position, 1, input, search_work == 0 && !harness::brute_force(game));
        if (::testing::Test::HasFailure()) return;
    }
    if (search_work > 0) { EXPECT_EQ(alice_wins_every_set, harness::brute_force(game)) << input; }
}

TEST(Play, FunnyGameSetValuesEqualTheBruteForceOnEveryExhaustiveGame) {
    const std::vector<harness::FunnyGameCase> cases = harness::exhaustive_cases<harness::FunnyGameCase>();
    for (const harness::FunnyGameCase& game : cases) {
        expect_funny_game_plays_as_the_brute_force(game, harness::kFunnyGameSetSearchWork);
        if (HasFailure()) return;
    }
    EXPECT_GT(cases.size(), 30000u);
}

TEST(Play, FunnyGameSetValuesEqualTheBruteForceOnRandomGames) {
    for (const harness::FunnyGameCase& game : random_cases<harness::FunnyGameCase>({7, 4}, 300, 7)) {
        expect_funny_game_plays_as_the_brute_force(game, harness::kFunnyGameSetSearchWork);
        if (HasFailure()) return;
    }
}

// With no search at all: Bob's wins by a pair of the set, and in YES tests
// Alice's bound, at least the exact count, and dropping at every move of
// the loser and at the perfect reply (expect_perfect_reply).
TEST(Play, FunnyGameBoundsHoldWhereSetsAreNotSearched) {
    int bounds = 0;
    for (const harness::FunnyGameCase& game : random_cases<harness::FunnyGameCase>({7, 4}, 300, 11)) {
        expect_funny_game_plays_as_the_brute_force(game, 0);
        if (HasFailure()) return;
        bounds += harness::brute_force(game) && game.n > 2;
    }
    EXPECT_GT(bounds, 20);
}

TEST(Play, FunnyGameSetIsBobsThoughAliceWinsEachOfItsPairs) {
    const harness::FunnyGameCase game{5, {{4, 4, 5, 4, 5}, {4, 5, 4, 4, 5}, {5, 4, 4, 4, 5}}};
    std::string too_big;
    const auto play = harness::make_play(game, too_big);
    for (const char* pair : {"A1,2", "A1,3", "A2,3"}) { EXPECT_EQ(play->view(pair).outcome.moves, 1) << pair; }
    const PlayView view = play->view("A1,2,3");
    EXPECT_EQ(view.outcome.winner, "Bob") << view.outcome.text;
    ASSERT_EQ(view.moves.size(), 1u);
    EXPECT_EQ(view.moves[0].label, "f_1, f_2, f_3");
    EXPECT_EQ(view.moves[0].to, "B4,5");
}

TEST(Play, FunnyGameStartsFromTheValuesOfAnArray) {
    const harness::FunnyGameCase game{5, {{1, 3, 4, 1, 2}}};
    std::string too_big, error;
    const auto play = harness::make_play(game, too_big);
    EXPECT_EQ(play->start(" 5 2 2, 1\n", error), "A1,2,5");
    EXPECT_EQ(play->start(" ", error), "A1,2,3,4,5");
    EXPECT_EQ(play->start("1 6", error), "");
    EXPECT_EQ(error, "no value 6 in this test: an array is values from 1 to 5, such as \"1 2 2\"");
    EXPECT_EQ(play->start("1 x", error), "");
    EXPECT_EQ(error, "\"1 x\" is not an array: an array is values from 1 to 5, such as \"1 2 2\"");
    EXPECT_EQ(play->start("1 2 3 4 5", error), "A1,2,3,4,5");
    EXPECT_EQ(play->start("1 2 3 4 5 1", error), "") << "an array of this test has 5 values";
    EXPECT_EQ(error, "an array of this test has 5 values, not 6");
}

TEST(Play, FunnyGameTextsThatAreNotPositionsAreRefused) {
    std::string too_big;
    const auto funny = harness::make_play(harness::FunnyGameCase{3, {{1, 1, 2}}}, too_big);
    for (const char* text : {"", "A", "A2,1", "A1,1", "A4", "A1,2,", "B0", "a1"}) {
        EXPECT_FALSE(funny->view(text).error.empty()) << text;
    }
    EXPECT_TRUE(funny->view("A1,3").error.empty());
}

TEST(Play, FunnyGameGamesTooBigToPlayAreRefusedWithTheirSize) {
    std::string too_big;
    harness::FunnyGameCase funny{300, std::vector<std::vector<int>>(100, std::vector<int>(300, 1))};
    EXPECT_FALSE(harness::make_play(funny, too_big));
    EXPECT_EQ(too_big, "the pair game has 8970000 moves, more than this page plays (8000000)");
    EXPECT_TRUE(harness::make_play(
        harness::FunnyGameCase{100, std::vector<std::vector<int>>(100, std::vector<int>(100, 1))}, too_big));
}

TEST(Play, FunnyGameNodesOfAViewAreNodesOfExplainsPicture) {
    expect_nodes_drawn(harness::FunnyGameCase{5, {{1, 3, 4, 1, 2}}}, "B2,4,5");
    expect_nodes_drawn(harness::FunnyGameCase{5, {{1, 3, 4, 1, 2}}}, "A3");
}

}  // namespace
