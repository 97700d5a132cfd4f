// Seeded random generators of cases for the three problems, in several shapes.
// The same rng state always gives the same case.
#pragma once

#include <random>

#include "cases.hpp"

namespace testlib {

// Random cases with 1 <= n <= max_n (2 <= n for the chase) and at most max_m
// functions / YY vertices / edges as fits the problem. The shape (permutations,
// near-permutations, forced moves, dead ends, sparse, dense, chains, ...) is
// drawn from rng too.
FunnyGameCase random_funny_game(std::mt19937_64& rng, int max_n, int max_m);
BipartiteGameCase random_bipartite_game(std::mt19937_64& rng, int max_n, int max_m);
ChaseCase random_chase(std::mt19937_64& rng, int max_n);

}  // namespace testlib
