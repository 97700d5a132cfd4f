// Seeded random cases (testlib/generators.hpp), run through the built judge
// executables in multi-case judge inputs and compared answer by answer with
// the brute-force solvers of the original games (testlib/brute.hpp). A failure
// prints the smallest failing case as a judge input with expected and actual
// answers.
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
#include "generators.hpp"

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

// `count` cases from generate(rng), rng seeded with base_seed() + stream.
template <class Generate>
auto generated_cases(std::uint64_t stream, int count, Generate generate) {
    std::mt19937_64 rng(base_seed() + stream);
    std::vector<decltype(generate(rng))> cases;
    for (int k = 0; k < count; ++k) cases.push_back(generate(rng));
    return cases;
}

std::vector<testlib::FunnyGameCase> small_funny_games() {
    return generated_cases(1, 3000, [](std::mt19937_64& rng) {
        return testlib::random_funny_game(rng, 6, 4, kPromises);
    });
}
std::vector<testlib::BipartiteGameCase> small_bipartite_games() {
    return generated_cases(2, 3000, [](std::mt19937_64& rng) {
        return testlib::random_bipartite_game(rng, 4, 4, kPromises);
    });
}
std::vector<testlib::ChaseCase> small_chases() {
    return generated_cases(3, 3000, [](std::mt19937_64& rng) {
        return testlib::random_chase(rng, 7, kPromises);
    });
}

// Both answers must be common among the generated cases, or the comparison
// proves little: at least a fifth of each.
template <class Problem>
void expect_both_answers_common(const std::vector<typename Problem::Case>& cases) {
    size_t outcome_true = 0;
    for (const typename Problem::Case& c : cases) outcome_true += Problem::outcome(c);
    const double share = static_cast<double>(outcome_true) / cases.size();
    std::cout << Problem::name << ": " << outcome_true << " of " << cases.size() << " generated cases are "
              << Problem::true_outcome << '\n';
    EXPECT_GE(share, 0.2) << "too few positive answers";
    EXPECT_LE(share, 0.8) << "too few negative answers";
}

// ------------------------------------------------------------------ hdu5165 --

TEST(DifferentialFunnyGame, SmallGeneratedCasesMatchBruteForce) {
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::FunnyGame>(small_funny_games());
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(DifferentialFunnyGame, LargerGeneratedCasesMatchBruteForce) {
    const auto games =
        generated_cases(11, 600, [](std::mt19937_64& rng) { return testlib::random_funny_game(rng, 8, 8, kPromises); });
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::FunnyGame>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(DifferentialFunnyGame, GeneratedCasesHaveBothAnswersOften) {
    expect_both_answers_common<brute_comparison::FunnyGame>(small_funny_games());
}

// ------------------------------------------------------------------ hdu7399 --

TEST(DifferentialBipartiteGame, SmallGeneratedCasesMatchBruteForce) {
    const brute_comparison::Verdict verdict =
        compare_with_brute<brute_comparison::BipartiteGame>(small_bipartite_games());
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(DifferentialBipartiteGame, LargerGeneratedCasesMatchBruteForce) {
    const auto games = generated_cases(12, 600, [](std::mt19937_64& rng) {
        return testlib::random_bipartite_game(rng, 6, 6, kPromises);
    });
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::BipartiteGame>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(DifferentialBipartiteGame, GeneratedCasesHaveBothAnswersOften) {
    expect_both_answers_common<brute_comparison::BipartiteGame>(small_bipartite_games());
}

// --------------------------------------------------------------- gym100548h --

TEST(DifferentialChase, SmallGeneratedCasesMatchBruteForce) {
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::Chase>(small_chases());
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(DifferentialChase, LargerGeneratedCasesMatchBruteForce) {
    const auto games =
        generated_cases(13, 600, [](std::mt19937_64& rng) { return testlib::random_chase(rng, 12, kPromises); });
    const brute_comparison::Verdict verdict = compare_with_brute<brute_comparison::Chase>(games);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

TEST(DifferentialChase, GeneratedCasesHaveBothAnswersOften) {
    expect_both_answers_common<brute_comparison::Chase>(small_chases());
}

}  // namespace
