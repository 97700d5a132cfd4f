// The play engine (harness/play.hpp) against the brute force of positions
// (tests/play_brute.hpp), whose winners are tied to harness/brute.cpp's
// solvers of the original games: on every exhaustive case (one per graph or
// set of functions) and on random ones, the value of every position played,
// of every move from it, and the perfect reply (the winner's fastest, the
// loser's longest: one move fewer than announced); hdu5165's bound where
// sets are not searched; positions and choices that are not; games too big
// to play; and the picture's nodes named in a view being explain's.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "problems.hpp"
#include "explain.hpp"
#include "generators.hpp"
#include "play.hpp"
#include "play_brute.hpp"
#include "problems.hpp"

namespace {

using harness::PlayOutcome;
using harness::PlayView;

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

template <class Case>
std::vector<Case> random_cases(harness::Size most, int count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<Case> cases;
    for (int i = 0; i < count; ++i) cases.push_back(harness::random_case<Case>(rng, most, harness::Promises::sometimes_broken));
    return cases;
}

std::string shown(const PlayOutcome& outcome) {
    return outcome.winner + " " + std::to_string(outcome.moves) + (outcome.exact ? "" : " (bound)") + " goal " +
           outcome.goal + " " + std::to_string(outcome.goal_moves) + ": " + outcome.text;
}

// The brute force's value of a position, as an outcome's fields; an unknown
// winner only where `unknown_allowed`.
void expect_value(const play_brute::Value& value, const PlayOutcome& outcome, const std::string& where,
                  bool unknown_allowed = false) {
    ASSERT_TRUE(value.known) << where;
    if (unknown_allowed && outcome.winner.empty()) return;
    EXPECT_EQ(outcome.winner, value.winner) << where << ": " << shown(outcome);
    if (outcome.exact) {
        EXPECT_EQ(outcome.moves, value.moves) << where << ": " << shown(outcome);
    } else {
        EXPECT_GE(outcome.moves, value.moves) << where << ": " << shown(outcome);
    }
    EXPECT_EQ(outcome.goal, value.goal) << where << ": " << shown(outcome);
    EXPECT_EQ(outcome.goal_moves, value.goal_moves) << where << ": " << shown(outcome);
}

// The perfect reply keeps the announced count: the winner's fastest move
// and the loser's longest both leave one move fewer (to the end, or to
// hdu7399's target); an endless win stays the winner's, an endless loss the
// loser's choice. With a bound (not exact), at most one fewer, and every
// move of the loser too.
void expect_perfect_reply(const PlayView& view, const std::string& where) {
    if (view.mover.empty()) {
        EXPECT_TRUE(view.moves.empty()) << where;
        EXPECT_EQ(view.reply, -1) << where;
        return;
    }
    ASSERT_FALSE(view.moves.empty()) << where;
    ASSERT_GE(view.reply, 0) << where;
    const PlayOutcome& now = view.outcome;
    const harness::PlayMove& reply = view.moves[view.reply];
    const std::string at = where + ", reply " + reply.label + " -> " + shown(reply.outcome);
    if (now.winner.empty()) return;
    EXPECT_EQ(reply.outcome.winner, now.winner) << at;
    const long long announced = now.moves >= 0 ? now.moves : now.goal_moves;
    if (announced < 0) {
        const bool endless = std::any_of(view.moves.begin(), view.moves.end(), [](const auto& m) { return m.outcome.moves < 0; });
        if (view.mover != now.winner && endless) { EXPECT_EQ(reply.outcome.moves, -1) << at; }
        return;
    }
    if (now.exact) {
        EXPECT_EQ(reply.left, announced - 1) << at;
    } else {
        EXPECT_LE(reply.left, announced - 1) << at;
    }
    for (const harness::PlayMove& move : view.moves)
        if (view.mover != now.winner) { EXPECT_LE(move.left, announced - 1) << where << ", " << move.label; }
}

// Views every position reached from `start` (at most `most`), checking each
// against the brute force; returns how many.
template <class Brute>
int explore(harness::Play& play, const Brute& brute, const std::string& start, size_t most, const std::string& input,
            bool unknown_allowed = false) {
    std::vector<std::string> order{start};
    std::set<std::string> seen{start};
    for (size_t i = 0; i < order.size(); ++i) {
        const PlayView view = play.view(order[i]);
        const std::string where = "position " + order[i] + " of\n" + input;
        EXPECT_TRUE(view.error.empty()) << where << view.error;
        expect_value(brute.value(order[i]), view.outcome, where);
        expect_perfect_reply(view, where);
        for (const harness::PlayMove& move : view.moves) {
            expect_value(brute.value(move.to), move.outcome, where + ", move " + move.label, unknown_allowed);
            if (order.size() < most && seen.insert(move.to).second) order.push_back(move.to);
        }
        if (::testing::Test::HasFailure()) break;
    }
    return static_cast<int>(order.size());
}

// ------------------------------------------------------------- gym100548h --

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

// ---------------------------------------------------------------- hdu5165 --

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
    const auto play = harness::make_play(game, too_big, search_work);
    ASSERT_TRUE(play) << too_big;
    const play_brute::FunnyBrute brute(game);
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
        expect_funny_game_plays_as_the_brute_force(game, harness::kSetSearchWork);
        if (HasFailure()) return;
    }
    EXPECT_GT(cases.size(), 30000u);
}

TEST(Play, FunnyGameSetValuesEqualTheBruteForceOnRandomGames) {
    for (const harness::FunnyGameCase& game : random_cases<harness::FunnyGameCase>({7, 4}, 300, 7)) {
        expect_funny_game_plays_as_the_brute_force(game, harness::kSetSearchWork);
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
    EXPECT_EQ(error, "an array is values from 1 to 5, such as \"1 2 2\"");
    EXPECT_EQ(play->start("1 2 3 4 5", error), "A1,2,3,4,5");
    EXPECT_EQ(play->start("1 2 3 4 5 1", error), "") << "an array of this test has 5 values";
    EXPECT_EQ(error, "an array of this test has 5 values, not 6");
}

// ---------------------------------------------------------------- hdu7399 --

bool has_dead_end(const harness::BipartiteGameCase& game) {
    auto empty = [](const std::vector<int>& list) { return list.empty(); };
    return std::any_of(game.gg_out.begin(), game.gg_out.end(), empty) || std::any_of(game.yy_out.begin(), game.yy_out.end(), empty);
}

// hdu7399's positions come from its starts: the token on a vertex, itself
// visited; each start and what play reaches from it, at most `most` in all.
void expect_bipartite_game_plays_as_the_brute_force(const harness::BipartiteGameCase& game, size_t most) {
    const std::string input = harness::judge_input(std::vector<harness::BipartiteGameCase>{game});
    std::string too_big, error;
    const auto play = harness::make_play(game, too_big);
    ASSERT_TRUE(play) << too_big;
    const play_brute::BipartiteBrute brute(game, harness::brute_force(game));
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
    EXPECT_EQ(view.outcome.text, "GG visits every vertex infinitely often: next she forces the token to v0 within 1 move");
    ASSERT_EQ(view.moves.size(), 1u);
    EXPECT_EQ(view.moves[0].label, "u0 -> v0 (the round is full)");
    EXPECT_EQ(view.moves[0].to, "v0;v0");
    EXPECT_EQ(view.visited, std::vector<std::string>{"u0"});
    EXPECT_EQ(play->start("", error), "u0;u0");
    EXPECT_EQ(play->start("u1", error), "");
    EXPECT_EQ(error, "no vertex \"u1\": the vertices are u0..u0 and v0..v0");
}

// ------------------------------------------------------------ every problem --

TEST(Play, TextsThatAreNotPositionsAreRefused) {
    std::string too_big;
    const auto chase = harness::make_play(harness::ChaseCase{3, {{1, 2}}, 1, 3}, too_big);
    const auto funny = harness::make_play(harness::FunnyGameCase{3, {{1, 1, 2}}}, too_big);
    const auto bipartite = harness::make_play(harness::BipartiteGameCase{1, 1, {{0}}, {{0}}}, too_big);
    for (const char* text : {"", "B", "B1", "B1,4", "B0,1", "C1,2", "B1,2,3", "B01,2", "b1,2", "B1,2 "}) {
        EXPECT_FALSE(chase->view(text).error.empty()) << text;
    }
    for (const char* text : {"", "A", "A2,1", "A1,1", "A4", "A1,2,", "B0", "a1"}) {
        EXPECT_FALSE(funny->view(text).error.empty()) << text;
    }
    for (const char* text : {"", "u0", "u0;", "u0;v0", "u0;u0,v0" /* a full round */, "u1;u1", "u0;u0,u0", "v0;u0", "u00;u00"}) {
        EXPECT_FALSE(bipartite->view(text).error.empty()) << text;
    }
    EXPECT_TRUE(chase->view("B1,3").error.empty());
    EXPECT_TRUE(funny->view("A1,3").error.empty());
    EXPECT_TRUE(bipartite->view("v0;v0").error.empty());
}

TEST(Play, GamesTooBigToPlayAreRefusedWithTheirSize) {
    std::string too_big;
    harness::ChaseCase chase{1000, {}, 1, 2};
    for (int v = 1; v <= 1000; ++v) chase.edges.push_back({v, v % 1000 + 1});
    EXPECT_FALSE(harness::make_play(chase, too_big));
    EXPECT_EQ(too_big, "the chase has 2000000 positions and up to 2000000 moves, more than this page plays (1000000 positions, "
                       "4000000 moves)");
    harness::FunnyGameCase funny{300, std::vector<std::vector<int>>(100, std::vector<int>(300, 1))};
    EXPECT_FALSE(harness::make_play(funny, too_big));
    EXPECT_EQ(too_big, "the pair game has 8970000 moves, more than this page plays (8000000)");
    harness::ChaseCase judge_size{100, {}, 1, 2};
    for (int b = 1; b <= 100; ++b)
        for (int e = 1; e <= 100; ++e)
            if (b != e) judge_size.edges.push_back({b, e});
    EXPECT_TRUE(harness::make_play(judge_size, too_big));
    EXPECT_TRUE(harness::make_play(harness::FunnyGameCase{100, std::vector<std::vector<int>>(100, std::vector<int>(100, 1))}, too_big));
}

// The nodes a view names are nodes of explain's picture of the game.
template <class Case>
void expect_nodes_drawn(const Case& game, const std::string& position) {
    std::string dot, too_big;
    harness::explain(game, 1, harness::ExplainFormat::dot, dot);
    const auto play = harness::make_play(game, too_big);
    const PlayView view = play->view(position);
    ASSERT_FALSE(view.nodes.empty()) << position;
    for (const std::string& node : view.nodes) { EXPECT_NE(dot.find("  " + node + " ["), std::string::npos) << node << "\n" << dot; }
}

TEST(Play, NodesOfAViewAreNodesOfExplainsPicture) {
    expect_nodes_drawn(harness::ChaseCase{3, {{1, 2}, {2, 3}, {3, 1}}, 2, 1}, "A3,1");
    expect_nodes_drawn(harness::ChaseCase{3, {{1, 2}, {2, 3}, {3, 1}}, 2, 1}, "B3,3");
    expect_nodes_drawn(harness::FunnyGameCase{5, {{1, 3, 4, 1, 2}}}, "B2,4,5");
    expect_nodes_drawn(harness::FunnyGameCase{5, {{1, 3, 4, 1, 2}}}, "A3");
    expect_nodes_drawn(harness::BipartiteGameCase{2, 1, {{0}, {0}}, {{0, 1}}}, "v0;u0,v0");
}

}  // namespace
