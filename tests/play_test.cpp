// The play engine (harness/play.hpp) against a brute force of positions
// (play_brute.hpp, and each problem's tests/play_brute.hpp), whose winners are
// tied to each problem's brute.cpp, its solver of the original game: on every
// exhaustive game and on random ones, the value of every position played, of
// every move from it, and the perfect reply (the winner's fastest, the
// loser's longest: one move fewer than announced) and traps; starts chosen; positions
// viewed; texts that are no positions; games too big to play; and the
// picture's nodes named in a view being explain's. What is a problem's own
// (which positions, which games, which texts) is its data
// (problems/<name>/tests/data.cpp); the checks that only one game has are in
// problems/<name>/tests/play_test.cpp, built into this executable, with the
// helpers they share in play_support.hpp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "play_brutes.hpp"
#include "play_support.hpp"
#include "problem_data.hpp"
#include "problem_types.hpp"

namespace {

using harness::PlayView;

class Play : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, Play, ::testing::ValuesIn(harness::problems()), problem_types::name);

// Each position the problem's plan names, and what play reaches from it, as
// the brute force says; the brute force's winner where play starts, as the
// problem's brute.cpp says.
template <class Problem>
void expect_plays_as_the_brute_force(const typename Problem::Case& game,
                                     const problem_data::PlayPlan<typename Problem::Case>& plan, size_t most) {
    const std::string input = harness::judge_input(std::vector<typename Problem::Case>{game});
    std::string too_big, error;
    const auto play = harness::make_play(game, too_big);
    ASSERT_TRUE(play) << too_big;
    const auto brute = play_brute::play_brute_of(game);
    for (const auto& [position, choice] : plan.positions(game)) {
        if (!choice.empty()) { EXPECT_EQ(play->start(choice, error), position) << choice << ": " << error << input; }
        play_support::explore(*play, brute, position, most, input);
        if (::testing::Test::HasFailure()) return;
    }
    const std::string start = play->start("", error);
    EXPECT_EQ(brute.value(start).winner, Problem::brute_force(game) ? plan.yes_player : plan.no_player) << start << "\n"
                                                                                                        << input;
}

TEST_P(Play, ValuesEqualTheBruteForceOnEveryExhaustiveGame) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto plan = problem_data::play_data(problem_data::model_of<P>()).plan;
        for (const auto& game : plan.exhaustive) {
            expect_plays_as_the_brute_force<P>(game, plan, plan.most_exhaustive);
            if (HasFailure()) return;
        }
        EXPECT_GT(plan.exhaustive.size(), 1000u);
    });
}

TEST_P(Play, ValuesEqualTheBruteForceOnRandomGames) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto plan = problem_data::play_data(problem_data::model_of<P>()).plan;
        for (const auto& game :
             play_support::random_cases<typename P::Case>(plan.random_size, plan.random_games, plan.seed)) {
            expect_plays_as_the_brute_force<P>(game, plan, plan.most_random);
            if (HasFailure()) return;
        }
    });
}

TEST_P(Play, StartsAreChosenAsTheGameSays) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        std::string too_big;
        const auto data = problem_data::play_data(problem_data::model_of<P>());
        for (const auto& start : problem_data::given<P>(data.starts)) {
            std::string error;
            EXPECT_EQ(harness::make_play(start.game, too_big)->start(start.choice, error), start.position)
                << start.choice;
            EXPECT_EQ(error, start.error) << start.choice;
        }
    });
}

TEST_P(Play, PositionsAreViewedAsTheGameSays) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        std::string too_big;
        const auto data = problem_data::play_data(problem_data::model_of<P>());
        for (const auto& expected : problem_data::given<P>(data.views)) {
            const PlayView view = harness::make_play(expected.game, too_big)->view(expected.position);
            const problem_data::Shown& shown = expected.shown;
            const std::string where = expected.position + ": " + play_support::shown(view.outcome);
            EXPECT_EQ(view.outcome.winner, shown.winner) << where;
            if (shown.moves != -2) { EXPECT_EQ(view.outcome.moves, shown.moves) << where; }
            if (!shown.text.empty()) { EXPECT_EQ(view.outcome.text, shown.text) << where; }
            if (!shown.moves_to.empty()) {
                std::vector<std::pair<std::string, std::string>> moves_to;
                for (const harness::PlayMove& move : view.moves) moves_to.push_back({move.label, move.to});
                EXPECT_EQ(moves_to, shown.moves_to) << where;
            }
            if (!shown.visited.empty()) { EXPECT_EQ(view.visited, shown.visited) << where; }
        }
    });
}

TEST_P(Play, TextsThatAreNotPositionsAreRefused) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        std::string too_big;
        const auto data = problem_data::play_data(problem_data::model_of<P>());
        for (const auto& refused : problem_data::given<P>(data.not_positions)) {
            const auto play = harness::make_play(refused.game, too_big);
            for (const std::string& text : refused.texts) EXPECT_FALSE(play->view(text).error.empty()) << text;
            EXPECT_EQ(play->view(refused.position).error, "") << refused.position;
        }
    });
}

// Each game the problem names, refused with its size, or played.
TEST_P(Play, GamesTooBigToPlayAreRefusedWithTheirSize) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto data = problem_data::play_data(problem_data::model_of<P>());
        for (const auto& [game, why] : problem_data::given<P>(data.sizes)) {
            std::string too_big;
            EXPECT_EQ(harness::make_play(game, too_big) == nullptr, !why.empty()) << why;
            EXPECT_EQ(too_big, why);
        }
    });
}

TEST_P(Play, NodesOfAViewAreNodesOfExplainsPicture) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto data = problem_data::play_data(problem_data::model_of<P>());
        for (const auto& [game, positions] : problem_data::given<P>(data.drawn))
            for (const std::string& position : positions) play_support::expect_nodes_drawn(game, position);
    });
}

}  // namespace
