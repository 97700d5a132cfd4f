// Tests of the shrinkers (harness/shrink.hpp): every variant is a valid case
// strictly smaller by case_size (what guarantees that shrinking ends), every
// step of the driver is, the driver reaches a minimum, and it tries only
// inputs that the strict validator accepts, even from an input outside the
// statement; a list of many cases is shrunk to the smallest one that fails.
// Each problem's own steps, and cases inside and outside its statement:
// its tests/data.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <random>
#include <vector>

#include "problem_data.hpp"
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

// `count` random cases of at most `most` that keep the statement's promises.
template <class Problem>
std::vector<typename Problem::Case> random_cases(std::mt19937_64& rng, int count, harness::Size most) {
    std::vector<typename Problem::Case> cases;
    for (int k = 0; k < count; ++k) cases.push_back(Problem::random_case(rng, most, harness::Promises::kept));
    return cases;
}

class Shrink : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, Shrink, ::testing::ValuesIn(harness::problems()), problem_types::name);

// Every variant of many random valid cases passes the strict validator and is
// strictly smaller by case_size, a natural number: no chain of variants is
// endless.
TEST_P(Shrink, EveryVariantIsAValidStrictlySmallerCase) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        std::mt19937_64 rng(2024);
        size_t variants = 0;
        for (int round = 0; round < 60; ++round) {
            const auto game = TypeParam::random_case(rng, {8, 6}, harness::Promises::kept);
            harness::for_each_smaller(game, [&](const typename TypeParam::Case& variant) {
                ++variants;
                const std::optional<harness::ValidationError> error = harness::validate_cases(std::vector{variant});
                EXPECT_FALSE(error.has_value()) << error->format(TypeParam::facts.name) << "\n" << shown(variant);
                EXPECT_LT(harness::case_size(variant), harness::case_size(game)) << "from\n"
                                                                                 << shown(game) << "to\n"
                                                                                 << shown(variant);
                return false;
            });
        }
        EXPECT_GT(variants, 600u);
    });
}

// Every candidate the driver tries is strictly smaller than the list it
// shrinks (so is every list it moves to), and it ends on a list where the
// failure persists and no variant keeps it.
TEST_P(Shrink, EveryStepOfTheDriverIsStrictlySmaller) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        using Case = typename TypeParam::Case;
        std::mt19937_64 rng(7);
        for (int round = 0; round < 20; ++round) {
            const std::vector<Case> cases = random_cases<TypeParam>(rng, 6, {7, 5});
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
    });
}

// The shrinker's check of the statement's promises is the strict
// validator's, on cases the problem knows inside and outside its statement.
TEST_P(Shrink, PromisesAreCheckedAsTheValidatorChecksThem) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto checks = problem_data::shrink_data(problem_data::model_of<P>()).checks;
        for (const auto& [game, follows, why] : problem_data::given<P>(checks))
            EXPECT_EQ(harness::follows_statement(game), follows) << why << "\n" << shown(game);
    });
}

// Even from an input outside the statement (one that breaks a promise on
// purpose, as the generators do), the shrinker only ever tries inputs that
// validate, and ends on one when it tried any.
TEST_P(Shrink, OnlyValidInputsAreTried) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        using Case = typename P::Case;
        size_t tried = 0;
        const auto data = problem_data::shrink_data(problem_data::model_of<P>());
        for (const auto& check : data.checks) {
            if (!check.follows && !harness::breaks_a_promise_on_purpose(check.game)) continue;
            const size_t before = tried;
            auto still_fails = [&](const std::vector<Case>& cases) {
                ++tried;
                EXPECT_TRUE(harness::follows_statement(cases)) << harness::judge_input(cases);
                return true;
            };
            const std::vector<Case> shrunk = harness::shrink_cases<Case>({check.game}, still_fails);
            if (tried > before) { EXPECT_TRUE(harness::follows_statement(shrunk)) << harness::judge_input(shrunk); }
        }
        EXPECT_GT(tried, 0u);
    });
}

// "Fails" while the list holds a case of as many vertices (values) as one
// of its cases and, later, one of as many as a later, smaller case:
// shrinking ends on those two.
TEST_P(Shrink, TheDriverReachesTheSmallestFailingList) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        using Case = typename P::Case;
        std::mt19937_64 rng(5);
        const std::vector<Case> cases = random_cases<P>(rng, 8, {8, 6});
        int big = 0, small = 0;
        for (size_t i = 0; i < cases.size() && small == 0; ++i)
            for (size_t j = i + 1; j < cases.size() && small == 0; ++j)
                if (harness::vertex_count(cases[i]) > harness::vertex_count(cases[j]))
                    big = harness::vertex_count(cases[i]), small = harness::vertex_count(cases[j]);
        ASSERT_GT(small, 0) << "no case followed by a smaller one";
        auto still_fails = [&](const std::vector<Case>& list) {
            bool seen_big = false;
            for (const Case& game : list) {
                if (seen_big && harness::vertex_count(game) == small) return true;
                seen_big = seen_big || harness::vertex_count(game) == big;
            }
            return false;
        };
        const std::vector<Case> shrunk = harness::shrink_cases<Case>(cases, still_fails);
        ASSERT_EQ(shrunk.size(), 2u);
        EXPECT_EQ(harness::vertex_count(shrunk[0]), big);
        EXPECT_EQ(harness::vertex_count(shrunk[1]), small);
    });
}

// The problem's own steps are among the variants.
TEST_P(Shrink, EachStepOfTheProblemIsAVariant) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        using Case = typename P::Case;
        const auto steps = problem_data::shrink_data(problem_data::model_of<P>()).steps;
        for (const auto& step : problem_data::given<P>(steps)) {
            const auto& from = step.first;
            const std::string to = shown(step.second);
            bool found = false;
            harness::for_each_smaller(from, [&](const Case& variant) { return found = shown(variant) == to; });
            EXPECT_TRUE(found) << "from\n" << shown(from) << "not to\n" << to;
        }
    });
}

TEST(ShrinkSteps, RemovalChunksGoFromHalvesToSingles) {
    using Chunks = std::vector<std::pair<size_t, size_t>>;
    EXPECT_EQ(harness::removal_chunks(1), (Chunks{{0, 1}}));
    EXPECT_EQ(harness::removal_chunks(5), (Chunks{{0, 2}, {2, 2}, {4, 1}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}}));
}

}  // namespace
