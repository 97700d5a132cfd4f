// Seeded random cases (testlib/generators.hpp), run through the built judge
// executables in multi-case judge inputs and compared answer by answer with
// the brute-force solvers of the original games (testlib/brute.hpp). A failure
// prints the smallest failing case as a judge input with expected and actual
// answers.
//
// Each problem's generator and sizes are the registry's (testlib/problems.hpp:
// random_case, brute_force_small and brute_force_large).
//
// The seeds are fixed, so every run checks the same cases; DIFFERENTIAL_SEED
// in the environment replaces the base seed to explore others. HDU5165_EXE /
// HDU7399_EXE / GYM100548H_EXE replace the built executables.
#include <gtest/gtest.h>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "brute_comparison.hpp"
#include "problem_types.hpp"

namespace {

using brute_comparison::compare_with_brute;

// The generated cases include some that break a promise of the statement on
// purpose (duplicate edges, self-loops, x == y): our solutions tolerate them.
constexpr testlib::Promises kPromises = testlib::Promises::sometimes_broken;

// The base seed: DIFFERENTIAL_SEED when set (digits only, else the test
// program stops with a message), printed once so a run can be repeated.
std::uint64_t base_seed() {
    static const std::uint64_t seed = [] {
        std::uint64_t chosen = 20141102;
        const char* text = std::getenv("DIFFERENTIAL_SEED");
        if (text != nullptr && *text != '\0') {
            char* end = nullptr;
            errno = 0;
            chosen = std::strtoull(text, &end, 10);
            if (*end != '\0' || errno != 0 || !std::isdigit(static_cast<unsigned char>(*text))) {
                std::fprintf(stderr, "DIFFERENTIAL_SEED=%s is not a decimal number below 2^64\n", text);
                std::exit(2);
            }
        }
        std::printf("differential cases from seed %llu (DIFFERENTIAL_SEED=%llu repeats them)\n",
                    static_cast<unsigned long long>(chosen), static_cast<unsigned long long>(chosen));
        return chosen;
    }();
    return seed;
}

// Where each problem's cases come from: seeded with base_seed() + stream, a
// stream of its own per problem and size (1, 2, 3 for the small cases of the
// registry's first, second, third problem; 11, 12, 13 for the larger ones).
template <class Problem>
std::uint64_t stream(std::uint64_t first) {
    return first + static_cast<std::uint64_t>(testlib::find_problem(Problem::facts.name) - &testlib::problems()[0]);
}

// `count` cases of Problem at most `most` in size, from stream `stream`.
template <class Problem>
std::vector<typename Problem::Case> generated_cases(std::uint64_t stream, int count, testlib::Size most) {
    std::mt19937_64 rng(base_seed() + stream);
    std::vector<typename Problem::Case> cases;
    for (int k = 0; k < count; ++k) cases.push_back(Problem::random_case(rng, most, kPromises));
    return cases;
}

// The small cases: sizes where the brute force is quick (the registry's
// brute_force_small).
template <class Problem>
std::vector<typename Problem::Case> small_cases() {
    return generated_cases<Problem>(stream<Problem>(1), 3000, Problem::facts.brute_force_small);
}

template <class Problem>
class Differential : public ::testing::Test {};
TYPED_TEST_SUITE(Differential, problem_types::All);

TYPED_TEST(Differential, SmallGeneratedCasesMatchBruteForce) {
    const brute_comparison::Verdict verdict = compare_with_brute<TypeParam>(small_cases<TypeParam>());
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TYPED_TEST(Differential, LargerGeneratedCasesMatchBruteForce) {
    const auto cases = generated_cases<TypeParam>(stream<TypeParam>(11), 600, TypeParam::facts.brute_force_large);
    const brute_comparison::Verdict verdict = compare_with_brute<TypeParam>(cases);
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
