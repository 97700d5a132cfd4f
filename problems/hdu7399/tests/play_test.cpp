// hdu7399's play (its play.cpp) against its brute force of positions
// (tests/play_brute.hpp), whose winner is its brute.cpp's, the solver of the
// original game: on every exhaustive case and on random ones, the positions
// reached from each start, each with every move from it and the perfect reply
// (tests/play_support.hpp), and YY's trap; rounds that start over; positions
// that are not; the nodes a view names.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "play_support.hpp"
#include "problems.hpp"
#include "problems/hdu7399/tests/play_brute.hpp"

namespace {

using harness::PlayView;
using play_support::expect_nodes_drawn;
using play_support::explore;
using play_support::random_cases;

bool has_dead_end(const harness::BipartiteGameCase& game) {
    auto empty = [](const std::vector<int>& list) { return list.empty(); };
    return std::any_of(game.gg_out.begin(), game.gg_out.end(), empty) ||
           std::any_of(game.yy_out.begin(), game.yy_out.end(), empty);
}

// hdu7399's positions come from its starts: the token on a vertex, itself
// visited; each start and what play reaches from it, at most `most` in all.
void expect_bipartite_game_plays_as_the_brute_force(const harness::BipartiteGameCase& game, size_t most) {
    const std::string input = harness::judge_input(std::vector<harness::BipartiteGameCase>{game});
    std::string too_big, error;
    const auto play = harness::make_play(game, too_big);
    ASSERT_TRUE(play) << too_big;
    const play_brute::BipartiteGameBrute brute(game, harness::brute_force(game));
    for (int w = 0; w < game.n + game.m; ++w) {
        const std::string start = play->start(brute.name(w), error);
        ASSERT_EQ(start, brute.name(w) + ";" + brute.name(w)) << error;
        explore(*play, brute, start, most, input);
        // Inside YY's trap her reply keeps the token there.
        const PlayView view = play->view(start);
        if (!view.mover.empty() && brute.value(start).in_trap && view.mover == "YY") {
            EXPECT_TRUE(brute.value(view.moves[view.reply].to).in_trap) << start << "\n" << input;
        }
        for (const harness::PlayMove& move : view.moves)  // left: 0 inside the trap
            if (view.outcome.winner == "YY" && !has_dead_end(game)) {
                EXPECT_EQ(move.left == 0, brute.value(move.to).in_trap) << start << ", " << move.label << "\n" << input;
            }
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(Play, BipartiteGameValuesEqualTheBruteForceOnEveryExhaustiveGame) {
    const std::vector<harness::BipartiteGameCase> cases = harness::exhaustive_cases<harness::BipartiteGameCase>();
    for (const harness::BipartiteGameCase& game : cases) {
        expect_bipartite_game_plays_as_the_brute_force(game, 12);
        if (HasFailure()) return;
    }
    EXPECT_GT(cases.size(), 8000u);
}

TEST(Play, BipartiteGameValuesEqualTheBruteForceOnRandomGames) {
    for (const harness::BipartiteGameCase& game : random_cases<harness::BipartiteGameCase>({5, 5}, 300, 13)) {
        expect_bipartite_game_plays_as_the_brute_force(game, 200);
        if (HasFailure()) return;
    }
}

TEST(Play, BipartiteGameRoundsStartOverOnceEveryVertexIsVisited) {
    const harness::BipartiteGameCase game{1, 1, {{0}}, {{0}}};
    std::string too_big, error;
    const auto play = harness::make_play(game, too_big);
    const PlayView view = play->view(play->start("u0", error));
    EXPECT_EQ(view.outcome.text,
              "GG visits every vertex infinitely often: next she forces the token to v0 within 1 move");
    ASSERT_EQ(view.moves.size(), 1u);
    EXPECT_EQ(view.moves[0].label, "u0 -> v0 (the round is full)");
    EXPECT_EQ(view.moves[0].to, "v0;v0");
    EXPECT_EQ(view.visited, std::vector<std::string>{"u0"});
    EXPECT_EQ(play->start("", error), "u0;u0");
    EXPECT_EQ(play->start("u1", error), "");
    EXPECT_EQ(error, "no vertex \"u1\": the vertices are u0..u0 and v0..v0");
}

TEST(Play, BipartiteGameTextsThatAreNotPositionsAreRefused) {
    std::string too_big;
    const auto bipartite = harness::make_play(harness::BipartiteGameCase{1, 1, {{0}}, {{0}}}, too_big);
    for (const char* text :
         {"", "u0", "u0;", "u0;v0", "u0;u0,v0" /* a full round */, "u1;u1", "u0;u0,u0", "v0;u0", "u00;u00"}) {
        EXPECT_FALSE(bipartite->view(text).error.empty()) << text;
    }
    EXPECT_TRUE(bipartite->view("v0;v0").error.empty());
}

TEST(Play, BipartiteGameNodesOfAViewAreNodesOfExplainsPicture) {
    expect_nodes_drawn(harness::BipartiteGameCase{2, 1, {{0}, {0}}, {{0, 1}}}, "v0;u0,v0");
}

}  // namespace
