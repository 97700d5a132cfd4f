#include "problems/hdu5165/families.hpp"

#include <algorithm>
#include <numeric>
#include <random>

#include "harness/families.hpp"
#include "random.hpp"

namespace bench {

using harness::chance;
using harness::distinct_sample;
using harness::FunnyGameCase;
using harness::seeded_cases;
using harness::uniform_int;

namespace {

std::vector<int> permutation(std::mt19937_64& rng, int n, int first) {
    return harness::random_permutation(rng, n, first);
}

}  // namespace

std::vector<FunnyGameCase> funny_game_random_mix(std::uint64_t seed, int tests, int n, int m) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        FunnyGameCase game;
        game.n = n;
        double permutation_share = std::uniform_real_distribution<double>(0.3, 0.95)(rng);
        for (int k = 0; k < m; ++k) {
            std::vector<int> f;
            if (chance(rng, permutation_share)) {
                f = permutation(rng, n, 1);
                if (chance(rng, 0.3)) f[uniform_int(rng, 0, n - 1)] = uniform_int(rng, 1, n);  // near-permutation
            } else if (chance(rng, 0.5)) {
                f.resize(n);
                for (int& value : f) value = uniform_int(rng, 1, n);  // random map
            } else {
                f = permutation(rng, n, 1);  // a permutation merging a few values
                for (int merges = uniform_int(rng, 1, 4); merges > 0; --merges)
                    f[uniform_int(rng, 0, n - 1)] = f[uniform_int(rng, 0, n - 1)];
            }
            game.functions.push_back(f);
        }
        return game;
    });
}

std::vector<FunnyGameCase> funny_game_funnel(std::uint64_t seed, int tests, int n, int m, int max_step) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        FunnyGameCase game;
        game.n = n;
        for (int k = 0; k < m; ++k) {
            std::vector<int> f(n);
            f[0] = 1;
            for (int i = 2; i <= n; ++i) f[i - 1] = std::max(1, i - uniform_int(rng, 1, max_step));
            game.functions.push_back(f);
        }
        return game;
    });
}

std::vector<FunnyGameCase> funny_game_permutations(std::uint64_t seed, int tests, int n, int m) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        FunnyGameCase game;
        game.n = n;
        for (int k = 0; k + 1 < m; ++k) game.functions.push_back(permutation(rng, n, 1));
        std::vector<int> merge(n);
        std::iota(merge.begin(), merge.end(), 1);
        if (n >= 2) merge[uniform_int(rng, 0, n - 1)] = uniform_int(rng, 1, n);
        game.functions.insert(game.functions.begin() + uniform_int(rng, 0, m - 1), merge);
        return game;
    });
}

}  // namespace bench
