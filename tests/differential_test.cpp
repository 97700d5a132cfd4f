// Seeded random cases (harness/generators.hpp), run through the built judge
// executables in multi-case judge inputs and compared answer by answer with
// the brute-force solvers of the original games (harness/brute.hpp). A failure
// prints the smallest failing case as a judge input with expected and actual
// answers.
//
// The cases and their seeds: differential_cases.hpp (DIFFERENTIAL_SEED in the
// environment explores others). HDU5165_EXE /
// HDU7399_EXE / GYM100548H_EXE replace the built executables.
#include <gtest/gtest.h>

#include <iostream>

#include "brute_comparison.hpp"
#include "differential_cases.hpp"
#include "problem_types.hpp"

namespace {

using brute_comparison::compare_with_brute;

using namespace differential_cases;

template <class Problem>
class Differential : public ::testing::Test {};
TYPED_TEST_SUITE(Differential, problem_types::All);

TYPED_TEST(Differential, SmallGeneratedCasesMatchBruteForce) {
    const brute_comparison::Verdict verdict = compare_with_brute<TypeParam>(small_cases<TypeParam>());
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TYPED_TEST(Differential, LargerGeneratedCasesMatchBruteForce) {
    const brute_comparison::Verdict verdict = compare_with_brute<TypeParam>(larger_cases<TypeParam>());
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

// Both answers must be common among the generated cases, or the comparison
// proves little: at least a fifth of each.
TYPED_TEST(Differential, GeneratedCasesHaveBothAnswersOften) {
    const auto cases = small_cases<TypeParam>();
    size_t outcome_true = 0;
    for (const auto& c : cases) outcome_true += TypeParam::brute_force(c);
    const double share = static_cast<double>(outcome_true) / cases.size();
    std::cout << TypeParam::facts.name << ": " << outcome_true << " of " << cases.size() << " generated cases are "
              << TypeParam::facts.answers.yes << " (" << TypeParam::facts.yes_means << ")\n";
    EXPECT_GE(share, 0.2) << "too few positive answers";
    EXPECT_LE(share, 0.8) << "too few negative answers";
}

}  // namespace
