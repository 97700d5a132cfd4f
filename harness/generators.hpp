// Seeded random generators of cases for the three problems, in several shapes.
// The same rng state always gives the same case.
#pragma once

#include <random>

#include "cases.hpp"

namespace harness {

// What a generated case promises, given max_n and max_m within the
// statement's limits:
//   kept: the case follows its statement (validate.hpp accepts its judge
//         input alone). For inputs anyone may be given: the stress tool.
//   sometimes_broken: now and then the case breaks a promise of the statement
//         on purpose, to test that the judge files tolerate it: a duplicate
//         edge (hdu7399, gym100548h), a self-loop or x == y (gym100548h).
//         Nothing else. For the tests of our own solutions.
// With the same rng state, kept gives the first case that sometimes_broken
// would give, and the next ones while they break a promise.
enum class Promises { kept, sometimes_broken };

// Random cases with 1 <= n <= max_n (2 <= n for the chase) and at most max_m
// functions / YY vertices / edges as fits the problem. The shape (permutations,
// near-permutations, forced moves, dead ends, sparse, dense, chains, ...) is
// drawn from rng too.
FunnyGameCase random_funny_game(std::mt19937_64& rng, int max_n, int max_m, Promises promises);
BipartiteGameCase random_bipartite_game(std::mt19937_64& rng, int max_n, int max_m, Promises promises);
ChaseCase random_chase(std::mt19937_64& rng, int max_n, Promises promises);

// Whether a case breaks one of the promises the generators break on purpose
// (above; problems.hpp lists them per problem as deliberate_breaks), and the
// case with those breaks undone: duplicate edges and self-loops dropped, y
// moved off x. Nothing else is changed, so a generated case undone this way
// follows its statement.
bool breaks_a_promise_on_purpose(const FunnyGameCase& game);
bool breaks_a_promise_on_purpose(const BipartiteGameCase& game);
bool breaks_a_promise_on_purpose(const ChaseCase& game);
FunnyGameCase with_promises_kept(FunnyGameCase game);
BipartiteGameCase with_promises_kept(BipartiteGameCase game);
ChaseCase with_promises_kept(ChaseCase game);

}  // namespace harness
