// Tests of the shrinkers (harness/shrink.hpp): every variant is a valid case
// strictly smaller by case_size (what guarantees that shrinking ends), every
// step of the driver is, the driver reaches a minimum, and it tries only
// inputs that the strict validator accepts.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <random>
#include <vector>

#include "problem_types.hpp"
#include "problems.hpp"
#include "shrink.hpp"

namespace {

// The measure that every accepted step of shrink_cases lowers (shrink.hpp).
template <class Case>
std::size_t list_size(const std::vector<Case>& cases) {
    std::size_t size = 0;
    for (const Case& game : cases) size += 1 + harness::case_size(game);
    return size;
}

template <class Case>
std::string shown(const Case& game) {
    return harness::judge_input(std::vector<Case>{game});
}

template <class Problem>
class Shrink : public ::testing::Test {};
TYPED_TEST_SUITE(Shrink, problem_types::All);

// Every variant of many random valid cases passes the strict validator and is
// strictly smaller by case_size, a natural number: no chain of variants is
// endless.
TYPED_TEST(Shrink, EveryVariantIsAValidStrictlySmallerCase) {
    std::mt19937_64 rng(2024);
    size_t variants = 0;
    for (int round = 0; round < 60; ++round) {
        const auto game = TypeParam::random_case(rng, {8, 6}, harness::Promises::kept);
        harness::for_each_smaller(game, [&](const typename TypeParam::Case& variant) {
            ++variants;
            const std::optional<harness::ValidationError> error = harness::validate_cases(std::vector{variant});
            EXPECT_FALSE(error.has_value()) << error->format(TypeParam::facts.name) << "\n" << shown(variant);
            EXPECT_LT(harness::case_size(variant), harness::case_size(game))
                << "from\n" << shown(game) << "to\n" << shown(variant);
            return false;
        });
    }
    EXPECT_GT(variants, 600u);
}

// Every candidate the driver tries is strictly smaller than the list it
// shrinks (so is every list it moves to), and it ends on a list where the
// failure persists and no variant keeps it.
TYPED_TEST(Shrink, EveryStepOfTheDriverIsStrictlySmaller) {
    using Case = typename TypeParam::Case;
    std::mt19937_64 rng(7);
    for (int round = 0; round < 20; ++round) {
        std::vector<Case> cases;
        for (int k = 0; k < 6; ++k) cases.push_back(TypeParam::random_case(rng, {7, 5}, harness::Promises::kept));
        // "Fails" while the cases hold at least 2 vertices (values) in all,
        // and the answers of the brute force are not all the same: a
        // condition that the smallest lists keep and tiny ones lose.
        auto fails = [](const std::vector<Case>& list) {
            int vertices = 0;
            bool yes = false, no = false;
            for (const Case& game : list) {
                vertices += harness::vertex_count(game);
                (TypeParam::brute_force(game) ? yes : no) = true;
            }
            return vertices >= 2 && yes && no;
        };
        if (!fails(cases)) continue;
        std::vector<Case> current = cases;
        size_t steps = 0;
        auto still_fails = [&](const std::vector<Case>& candidate) {
            EXPECT_LT(list_size(candidate), list_size(current)) << "a candidate no smaller than its origin";
            if (!fails(candidate)) return false;
            current = candidate;
            ++steps;
            return true;
        };
        const std::vector<Case> shrunk = harness::shrink_cases<Case>(cases, still_fails);
        EXPECT_EQ(list_size(shrunk), list_size(current));
        EXPECT_TRUE(fails(shrunk));
        EXPECT_GT(steps, 0u);
        EXPECT_LE(shrunk.size(), 2u) << "one case of each answer is enough";
    }
}

TEST(ShrinkSteps, RemovalChunksGoFromHalvesToSingles) {
    using Chunks = std::vector<std::pair<size_t, size_t>>;
    EXPECT_EQ(harness::removal_chunks(1), (Chunks{{0, 1}}));
    EXPECT_EQ(harness::removal_chunks(5), (Chunks{{0, 2}, {2, 2}, {4, 1}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}}));
}

TEST(ShrinkSteps, MergingAValueRenumbersTheRest) {
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

TEST(ShrinkDriver, ReachesTheSmallestFailingList) {
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
TEST(ShrinkDriver, StatementPromisesAreChecked) {
    harness::ChaseCase chase;
    chase.n = 3;
    chase.edges = {{1, 2}, {2, 3}};
    chase.x = 1;
    chase.y = 3;
    EXPECT_TRUE(harness::follows_statement(chase));
    chase.edges.push_back({1, 2});
    EXPECT_FALSE(harness::follows_statement(chase)) << "duplicate edge";
    chase.edges = {{2, 2}};
    EXPECT_FALSE(harness::follows_statement(chase)) << "self-loop";
    chase.edges = {{1, 2}};
    chase.y = 1;
    EXPECT_FALSE(harness::follows_statement(chase)) << "x == y";

    harness::BipartiteGameCase bipartite;
    bipartite.n = bipartite.m = 1;
    bipartite.gg_out = {{0, 0}};
    bipartite.yy_out = {{0}};
    EXPECT_FALSE(harness::follows_statement(bipartite)) << "duplicate edge";
    bipartite.gg_out = {{1}};
    EXPECT_FALSE(harness::follows_statement(bipartite)) << "index out of range";

    harness::FunnyGameCase funny;
    funny.n = 2;
    funny.functions = {{1, 3}};
    EXPECT_FALSE(harness::follows_statement(funny)) << "value out of range";
}

// Even from an input outside the statement, the shrinker only ever tries
// inputs that validate, and ends on one.
TEST(ShrinkDriver, OnlyValidInputsAreTried) {
    harness::ChaseCase start;
    start.n = 4;
    start.edges = {{1, 2}, {2, 3}, {1, 2}, {3, 4}, {4, 1}};  // 1 -> 2 twice
    start.x = 1;
    start.y = 3;
    ASSERT_FALSE(harness::follows_statement(start));
    size_t tried = 0;
    auto still_fails = [&](const std::vector<harness::ChaseCase>& cases) {
        ++tried;
        EXPECT_TRUE(harness::follows_statement(cases)) << harness::judge_input(cases);
        return true;
    };
    const std::vector<harness::ChaseCase> shrunk = harness::shrink_cases<harness::ChaseCase>({start}, still_fails);
    EXPECT_GT(tried, 0u);
    EXPECT_TRUE(harness::follows_statement(shrunk)) << harness::judge_input(shrunk);
}

}  // namespace
