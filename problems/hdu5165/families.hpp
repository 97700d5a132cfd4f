// hdu5165's seeded input families, for the benchmarks' rows (bench_rows.cpp)
// and the judge-size inputs (judge_tests.cpp): judge-size families and
// adversarial ones aimed at the solutions' own algorithms. The same (family,
// seed, size) always gives the same cases, and the first k cases of a list
// do not depend on how many are drawn after them (harness/families.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "problems/hdu5165/problem.hpp"

namespace bench {

// Random functions on {1..n}: a mix of permutations, near-permutations (one
// entry redirected) and merging maps (random maps, maps merging a few values).
std::vector<harness::FunnyGameCase> funny_game_random_mix(std::uint64_t seed, int tests, int n, int m);
// Deep retrograde chains: every function sends 1 to 1 and every i > 1 to a
// value in [i - max_step, i - 1] (at least 1), drawn per function and value.
// Alice always wins, but the pair {x, y} needs many moves (about max(x, y)
// for max_step 2), so every state is decided, and late: the whole state graph
// is walked. Answer YES. max_step 2 is the "funnel", 8 the "wide funnel".
std::vector<harness::FunnyGameCase> funny_game_funnel(std::uint64_t seed, int tests, int n, int m, int max_step = 2);
// Bob's playground: m - 1 random permutations and one map merging a single
// pair of values. Few states are ever decided. Mostly NO.
std::vector<harness::FunnyGameCase> funny_game_permutations(std::uint64_t seed, int tests, int n, int m);

}  // namespace bench
