// The few random draws the generators (generators.cpp) and the benchmark
// families (problems/<name>/families.cpp) are built from. Each takes the rng it draws
// from, so a seed reproduces everything drawn after it.
#pragma once

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

namespace harness {

// An integer in [low, high], both included.
inline int uniform_int(std::mt19937_64& rng, int low, int high) {
    return std::uniform_int_distribution<int>(low, high)(rng);
}

// True with the given probability.
inline bool chance(std::mt19937_64& rng, double probability) { return std::bernoulli_distribution(probability)(rng); }

// first, first + 1, ..., first + n - 1 in random order.
inline std::vector<int> random_permutation(std::mt19937_64& rng, int n, int first) {
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), first);
    std::shuffle(order.begin(), order.end(), rng);
    return order;
}

// A value of 1..n other than v, uniform (n >= 2).
inline int other_than(std::mt19937_64& rng, int n, int v) {
    const int w = uniform_int(rng, 1, n - 1);
    return w >= v ? w + 1 : w;
}

}  // namespace harness
