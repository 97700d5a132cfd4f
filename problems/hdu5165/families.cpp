// hdu5165's seeded input families (what a family promises: harness/families.hpp),
// named once in families() below for the judge tool's worst tests, the
// benchmarks and the growth fit: judge-size families and adversarial ones
// aimed at the solutions' own algorithms.
#include <algorithm>
#include <numeric>
#include <random>

#include "harness/families.hpp"
#include "problems/hdu5165/problem.hpp"
#include "random.hpp"

namespace harness {

namespace {

// Random functions on {1..n}: a mix of permutations, near-permutations (one
// entry redirected) and merging maps (random maps, maps merging a few values).
std::vector<FunnyGameCase> funny_game_random_mix(std::uint64_t seed, int tests, int n, int m) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        FunnyGameCase game{n, {}};
        double permutation_share = std::uniform_real_distribution<double>(0.3, 0.95)(rng);
        for (int k = 0; k < m; ++k) {
            std::vector<int> f;
            if (chance(rng, permutation_share)) {
                f = random_permutation(rng, n, 1);
                if (chance(rng, 0.3)) f[uniform_int(rng, 0, n - 1)] = uniform_int(rng, 1, n);  // near-permutation
            } else if (chance(rng, 0.5)) {
                f.resize(n);
                for (int& value : f) value = uniform_int(rng, 1, n);  // random map
            } else {
                f = random_permutation(rng, n, 1);  // a permutation merging a few values
                for (int merges = uniform_int(rng, 1, 4); merges > 0; --merges)
                    f[uniform_int(rng, 0, n - 1)] = f[uniform_int(rng, 0, n - 1)];
            }
            game.functions.push_back(f);
        }
        return game;
    });
}

// Deep retrograde chains: every function sends 1 to 1 and every i > 1 to a
// value in [i - max_step, i - 1] (at least 1), drawn per function and value.
// Alice always wins, but the pair {x, y} needs many moves (about max(x, y)
// for max_step 2), so every state is decided, and late: the whole state graph
// is walked. Answer YES. max_step 2 is the "funnel", 8 the "wide funnel".
std::vector<FunnyGameCase> funny_game_funnel(std::uint64_t seed, int tests, int n, int m, int max_step = 2) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        FunnyGameCase game{n, {}};
        for (int k = 0; k < m; ++k) {
            std::vector<int> f(n);
            f[0] = 1;
            for (int i = 2; i <= n; ++i) f[i - 1] = std::max(1, i - uniform_int(rng, 1, max_step));
            game.functions.push_back(f);
        }
        return game;
    });
}

// Bob's playground: m - 1 random permutations and one map merging a single
// pair of values. Few states are ever decided. Mostly NO.
std::vector<FunnyGameCase> funny_game_permutations(std::uint64_t seed, int tests, int n, int m) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        FunnyGameCase game{n, {}};
        for (int k = 0; k + 1 < m; ++k) game.functions.push_back(random_permutation(rng, n, 1));
        std::vector<int> merge(n);
        std::iota(merge.begin(), merge.end(), 1);
        if (n >= 2) merge[uniform_int(rng, 0, n - 1)] = uniform_int(rng, 1, n);
        game.functions.insert(game.functions.begin() + uniform_int(rng, 0, m - 1), merge);
        return game;
    });
}

}  // namespace

// ---------------------------------------------------------- the list --

template <>
std::vector<Family<FunnyGameCase>> families(const FunnyGameCase*) {
    auto fam = [](std::string name, std::uint64_t seed, Family<FunnyGameCase>::Make make) {
        return family<FunnyGameCase>(std::move(name), "n", 100, seed, std::move(make));
    };
    return {
        fam("random mix", 11, [](std::uint64_t s, int t, int n) { return funny_game_random_mix(s, t, n, n); })
            .judged(20, "permutations, near-permutations and merging maps at n = m = 100: work per pair and function")
            .benched("n=m=100", 200, {}, 4),
        fam("funnel (deep chains)", 12, [](std::uint64_t s, int t, int n) { return funny_game_funnel(s, t, n, 100); })
            .judged(5, "every pair decided late, about n moves deep: re-scanning successors on each update is slow")
            .benched("n=m=100", 200, {BenchGoal::kMsPerTest, 0.5}, 4)
            .scaled(
                41, 5, [](int step) { return std::max(1, 200 >> (2 * step)); }, "x4 (m n^2)"),
        fam("wide funnel (steps 1-8)", 14,
            [](std::uint64_t s, int t, int n) { return funny_game_funnel(s, t, n, 100, 8); })
            .judged(5, "deep chains with many preimages per value: fixpoint sweeps and per-update scans are slow")
            .benched("n=m=100", 200, {BenchGoal::kMsPerTest, 2.5}, 4),
        fam("permutations+1 merge", 13,
            [](std::uint64_t s, int t, int n) { return funny_game_permutations(s, t, n, n); })
            .judged(20, "Bob keeps most pairs apart: few states decided, the whole pair graph still built")
            .benched("n=m=100", 200, {}, 4)};
}

// ------------------------------------------------------ the judge tool --

template <>
std::vector<JudgeTrap> judge_traps(const FunnyGameCase*) {
    return {trap_in_sample("edge-cases", "n = 1, one function, identity and constant maps", "edge_cases"),
            trap_of_input("one-player", "forgetting that Bob moves too", "1\n3 2\n3 2 1\n2 1 1\n", "one_player.cpp"),
            trap_of_input("few-sweeps", "propagation stopped after a few sweeps", "1\n3 2\n1 3 1\n3 1 2\n",
                          "stress_wrong.cpp")};
}

}  // namespace harness
