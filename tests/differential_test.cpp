// Seeded random cases (harness/generators.hpp), run through the built judge
// executables in multi-case judge inputs and compared answer by answer with
// the brute-force solvers of the original games (each problem's brute.cpp). A failure
// prints the smallest failing case as a judge input with expected and actual
// answers.
//
// Differential.* (any_solution) compares the generated cases that keep the
// statement's promises; DifferentialBrokenPromises.* (conventions) those that
// break one on purpose, for the problems whose generators make some (their
// facts' deliberate_breaks).
//
// The cases and their seeds: differential_cases.hpp (DIFFERENTIAL_SEED in the
// environment explores others). <PROBLEM>_EXE (the registry's variable)
// replaces the built executable.
#include <gtest/gtest.h>

#include <iostream>
#include <vector>

#include "brute_comparison.hpp"
#include "differential_cases.hpp"
#include "problem_types.hpp"

namespace {

using brute_comparison::compare_with_brute;
using brute_comparison::Inputs;
using brute_comparison::keeping_promises;

using namespace differential_cases;

class Differential : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, Differential, ::testing::ValuesIn(harness::problems()), problem_types::name);

TEST_P(Differential, SmallGeneratedCasesMatchBruteForce) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const brute_comparison::Verdict verdict =
            compare_with_brute<TypeParam>(keeping_promises(small_cases<TypeParam>(), true), Inputs::within_statement);
        EXPECT_EQ(verdict.failures, 0u) << verdict.report;
    });
}

TEST_P(Differential, LargerGeneratedCasesMatchBruteForce) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const brute_comparison::Verdict verdict =
            compare_with_brute<TypeParam>(keeping_promises(larger_cases<TypeParam>(), true), Inputs::within_statement);
        EXPECT_EQ(verdict.failures, 0u) << verdict.report;
    });
}

// Both answers must be common among the generated cases within the
// statement, or the comparison proves little: at least a fifth of each.
TEST_P(Differential, GeneratedCasesHaveBothAnswersOften) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const auto cases = keeping_promises(small_cases<TypeParam>(), true);
        size_t outcome_true = 0;
        for (const auto& c : cases) outcome_true += TypeParam::brute_force(c);
        const double share = static_cast<double>(outcome_true) / cases.size();
        std::cout << TypeParam::facts.name << ": " << outcome_true << " of " << cases.size() << " generated cases are "
                  << TypeParam::facts.answers.yes << " (" << TypeParam::facts.yes_means << ")\n";
        EXPECT_GE(share, 0.2) << "too few positive answers";
        EXPECT_LE(share, 0.8) << "too few negative answers";
    });
}

// The problems whose generators break a promise on purpose.
std::vector<harness::Problem> breaking_promises() {
    std::vector<harness::Problem> some;
    for (const harness::Problem& problem : harness::problems())
        if (*problem.deliberate_breaks != '\0') some.push_back(problem);
    return some;
}

class DifferentialBrokenPromises : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, DifferentialBrokenPromises, ::testing::ValuesIn(breaking_promises()), problem_types::name);

TEST_P(DifferentialBrokenPromises, CasesThatBreakAPromiseMatchBruteForce) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        auto cases = keeping_promises(small_cases<P>(), false);
        for (const auto& game : keeping_promises(larger_cases<P>(), false)) cases.push_back(game);
        EXPECT_GE(cases.size(), 100u) << P::facts.name << ": " << P::facts.deliberate_breaks;
        const brute_comparison::Verdict verdict = compare_with_brute<P>(cases, Inputs::beyond_statement);
        EXPECT_EQ(verdict.failures, 0u) << verdict.report;
    });
}

}  // namespace
