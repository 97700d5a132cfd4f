// Every instance up to a small size (each problem's exhaustive_cases in the
// registry, harness/enumerate.hpp; what each problem enumerates: its
// problem.hpp, and group by group its tests/data.cpp), run through the built judge
// executables (many cases per judge input) and compared answer by answer with
// the brute-force solvers of the original games (each problem's brute.cpp).
//
// Exhaustive.* (any_solution) compares the instances that keep the
// statement's promises; ExhaustiveBrokenPromises.* (conventions) the rest,
// where a problem enumerates some, which our programs answer too. The
// Enumeration tests check that these are all the instances there are, each
// once, group by group as the problem's data counts them. <PROBLEM>_EXE in
// the environment (the registry's variable) replaces the built executable.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "brute_comparison.hpp"
#include "problem_data.hpp"
#include "problem_types.hpp"
#include "problems.hpp"

namespace {

class Exhaustive : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, Exhaustive, ::testing::ValuesIn(harness::problems()), problem_types::name);

using brute_comparison::Inputs;
using brute_comparison::keeping_promises;

// Both answers occur among them, so a program that always says one thing
// fails.
TEST_P(Exhaustive, EverySmallCaseMatchesBruteForce) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const brute_comparison::Verdict verdict = brute_comparison::compare_with_brute<TypeParam>(
            keeping_promises(TypeParam::exhaustive_cases(), true), Inputs::within_statement);
        EXPECT_EQ(verdict.failures, 0u) << verdict.report;
        EXPECT_GT(verdict.outcome_true, 0u);
        EXPECT_GT(verdict.outcome_false(), 0u);
    });
}

// Cases that break a promise of the statement on purpose, where a problem
// enumerates some.
std::vector<harness::Problem> breaking_promises() {
    std::vector<harness::Problem> some;
    harness::for_each_problem([&](auto entry) {
        using P = decltype(entry);
        if (problem_data::enumeration(problem_data::model_of<P>()).breaking_promises > 0)
            some.push_back(*harness::find_problem(P::facts.name));
    });
    return some;
}

class ExhaustiveBrokenPromises : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, ExhaustiveBrokenPromises, ::testing::ValuesIn(breaking_promises()), problem_types::name);

TEST_P(ExhaustiveBrokenPromises, EveryCaseBreakingAPromiseMatchesBruteForce) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const brute_comparison::Verdict verdict = brute_comparison::compare_with_brute<P>(
            keeping_promises(P::exhaustive_cases(), false), Inputs::beyond_statement);
        EXPECT_EQ(verdict.failures, 0u) << verdict.report;
    });
}

class Enumeration : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, Enumeration, ::testing::ValuesIn(harness::problems()), problem_types::name);

// Each case in exactly one of the problem's groups, as many in each as it
// counts, no two alike (as judge inputs); as many breaking a promise.
TEST_P(Enumeration, EveryGameIsThereOnce) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto enumeration = problem_data::enumeration(problem_data::model_of<P>());
        const auto cases = P::exhaustive_cases();
        std::vector<std::set<std::string>> distinct(enumeration.groups.size());
        size_t total = 0;
        for (const auto& game : cases) {
            const std::string text = harness::judge_input(std::vector<typename P::Case>{game});
            size_t groups = 0;
            for (size_t g = 0; g < enumeration.groups.size(); ++g)
                if (enumeration.groups[g].holds(game)) ++groups, distinct[g].insert(text);
            EXPECT_EQ(groups, 1u) << "in " << groups << " groups:\n" << text;
            if (HasFailure()) return;
        }
        for (size_t g = 0; g < enumeration.groups.size(); ++g) {
            EXPECT_EQ(distinct[g].size(), enumeration.groups[g].count) << enumeration.groups[g].what;
            total += enumeration.groups[g].count;
        }
        EXPECT_EQ(cases.size(), total) << "cases counted twice";
        EXPECT_EQ(keeping_promises(cases, false).size(), enumeration.breaking_promises);
    });
}

}  // namespace
