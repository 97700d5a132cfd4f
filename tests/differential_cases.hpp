// The seeded random cases of the differential tests (differential_test.cpp),
// which certificate_test.cpp explains too: each problem's generator and sizes
// are the registry's (harness/problems.hpp: random_case, brute_force_small and
// brute_force_large). Header only: each test file is its own executable.
//
// The seeds are fixed, so every run checks the same cases; DIFFERENTIAL_SEED
// in the environment replaces the base seed to explore others.
#pragma once

#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "problem_types.hpp"
#include "problems.hpp"

namespace differential_cases {

// The generated cases include some that break a promise of the statement on
// purpose (duplicate edges, self-loops, x == y): our solutions tolerate them.
inline constexpr harness::Promises kPromises = harness::Promises::sometimes_broken;

// The base seed: DIFFERENTIAL_SEED when set (digits only, else the test
// program stops with a message), printed once so a run can be repeated.
inline std::uint64_t base_seed() {
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
    return first + problem_types::index<Problem>();
}

// `count` cases of Problem at most `most` in size, from stream `stream`.
template <class Problem>
std::vector<typename Problem::Case> generated_cases(std::uint64_t stream, int count, harness::Size most) {
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

// The larger cases: the registry's brute_force_large.
template <class Problem>
std::vector<typename Problem::Case> larger_cases() {
    return generated_cases<Problem>(stream<Problem>(11), 600, Problem::facts.brute_force_large);
}

}  // namespace differential_cases
