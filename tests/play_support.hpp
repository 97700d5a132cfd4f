// What the play tests (play_test.cpp) share with the checks only one game
// has (problems/<name>/tests/play_test.cpp): the play engine (harness/play.hpp)
// checked against a brute force of positions (play_brute.hpp and each
// problem's tests/play_brute.hpp), position by position, its traps
// included, and the picture's nodes named in a view being explain's.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "explain.hpp"
#include "generators.hpp"
#include "play.hpp"
#include "play_brute.hpp"
#include "problems.hpp"

namespace play_support {

using harness::PlayOutcome;
using harness::PlayView;

template <class Case>
std::vector<Case> random_cases(harness::Size most, int count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<Case> cases;
    for (int i = 0; i < count; ++i)
        cases.push_back(harness::random_case<Case>(rng, most, harness::Promises::sometimes_broken));
    return cases;
}

inline std::string shown(const PlayOutcome& outcome) {
    return outcome.winner + " " + std::to_string(outcome.moves) + (outcome.exact ? "" : " (bound)") + " goal " +
           outcome.goal + " " + std::to_string(outcome.goal_moves) + ": " + outcome.text;
}

// The brute force's value of a position, as an outcome's fields; an unknown
// winner only where `unknown_allowed`.
inline void expect_value(const play_brute::Value& value, const PlayOutcome& outcome, const std::string& where,
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
// the goal); an endless win stays the winner's, an endless loss the
// loser's choice. With a bound (not exact), at most one fewer, and every
// move of the loser too. The moves marked perfect are the reply and, when
// exact, every move that keeps the count.
inline void expect_perfect_reply(const PlayView& view, const std::string& where) {
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
    EXPECT_TRUE(reply.perfect) << at;
    if (now.winner.empty()) return;
    EXPECT_EQ(reply.outcome.winner, now.winner) << at;
    const long long announced = now.moves >= 0 ? now.moves : now.goal_moves;
    if (announced < 0) {
        const bool endless =
            std::any_of(view.moves.begin(), view.moves.end(), [](const auto& m) { return m.outcome.moves < 0; });
        if (view.mover != now.winner && endless) { EXPECT_EQ(reply.outcome.moves, -1) << at; }
        return;
    }
    if (now.exact) {
        EXPECT_EQ(reply.left, announced - 1) << at;
        // Perfect: every move that keeps the announced count, and only those.
        for (const harness::PlayMove& move : view.moves) {
            EXPECT_EQ(move.perfect, move.outcome.winner == now.winner && move.left == announced - 1)
                << where << ", " << move.label;
        }
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
        const play_brute::Value value = brute.value(order[i]);
        expect_value(value, view.outcome, where);
        expect_perfect_reply(view, where);
        // In a trap (PlayMove::left): 0 left exactly for the moves that stay
        // in it, and inside it the winner's reply keeps the token there.
        for (const harness::PlayMove& move : view.moves)
            if (value.trap) { EXPECT_EQ(move.left == 0, brute.value(move.to).in_trap) << where << ", " << move.label; }
        if (value.trap && value.in_trap && view.mover == value.winner && view.reply >= 0) {
            EXPECT_TRUE(brute.value(view.moves[view.reply].to).in_trap) << where;
        }
        for (const harness::PlayMove& move : view.moves) {
            expect_value(brute.value(move.to), move.outcome, where + ", move " + move.label, unknown_allowed);
            if (order.size() < most && seen.insert(move.to).second) order.push_back(move.to);
        }
        if (::testing::Test::HasFailure()) break;
    }
    return static_cast<int>(order.size());
}

// The nodes a view names are nodes of explain's picture of the game.
template <class Case>
void expect_nodes_drawn(const Case& game, const std::string& position) {
    std::string dot, too_big;
    harness::explain(game, 1, harness::ExplainFormat::dot, dot);
    const auto play = harness::make_play(game, too_big);
    const PlayView view = play->view(position);
    ASSERT_FALSE(view.nodes.empty()) << position;
    for (const std::string& node : view.nodes) {
        EXPECT_NE(dot.find("  " + node + " ["), std::string::npos) << node << "\n" << dot;
    }
}

}  // namespace play_support
