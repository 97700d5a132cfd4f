// Every instance up to a small size (each problem's exhaustive_cases in the
// registry, harness/enumerate.hpp; what each problem enumerates: its
// problem.hpp and its tests/exhaustive_test.cpp), run through the built judge
// executables (many cases per judge input) and compared answer by answer with
// the brute-force solvers of the original games (each problem's brute.cpp).
//
// Exhaustive.* (any_solution) compares the instances that keep the
// statement's promises; ExhaustiveBrokenPromises.* (conventions) the rest,
// where a problem enumerates some (problems/<name>/tests/exhaustive_test.cpp),
// which our programs answer too. The Enumeration tests (in the problems'
// folders) check that these are all the instances there are. <PROBLEM>_EXE in
// the environment (the registry's variable) replaces the built executable.
#include <gtest/gtest.h>

#include "brute_comparison.hpp"
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

}  // namespace
