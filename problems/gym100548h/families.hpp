// gym100548h's seeded input families, for the benchmarks' rows (bench_rows.cpp)
// and the judge-size inputs (judge_tests.cpp): judge-size families and
// adversarial ones aimed at the solutions' own algorithms. The same (family,
// seed, size) always gives the same cases, and the first k cases of a list
// do not depend on how many are drawn after them (harness/families.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "problems/gym100548h/problem.hpp"

namespace bench {

// The complete digraph on n vertices, random distinct starts. Answer No
// (Alice catches Bob on her first move, for n >= 3).
std::vector<harness::ChaseCase> chase_complete(std::uint64_t seed, int tests, int n);
// Two halves with no edge between them; Bob starts in the first, Alice in the
// second; each half is a ring plus random edges with probability `density`.
// Bob is never caught and never stuck: answer Yes.
std::vector<harness::ChaseCase> chase_split(std::uint64_t seed, int tests, int n, double density);
// Sparse random digraphs: m uniform in [n/2, 3n], random starts.
std::vector<harness::ChaseCase> chase_sparse(std::uint64_t seed, int tests, int n);
// Late decision: a bipartite digraph (edges only between two classes of n/2
// vertices), every vertex with exactly `degree` distinct random out-neighbours
// in the other class. Without random_starts Bob starts in one class, Alice in
// the other: after Alice's move the pieces are in different classes, so she
// can never land on Bob, and for degree >= 2 Bob always has a second choice:
// answer Yes, known only once every reachable state (about n^2) is explored.
// With random_starts, x != y are uniform: a mix of answers.
std::vector<harness::ChaseCase> chase_bipartite(std::uint64_t seed, int tests, int n, int degree,
                                                bool random_starts = false);
// Random digraphs G(n, p): every edge b -> e, b != e, present with
// probability p (in random order); random starts x != y.
std::vector<harness::ChaseCase> chase_gnp(std::uint64_t seed, int tests, int n, double p);
// Random digraphs G(n, m): m distinct edges b -> e, b != e, uniform; random
// starts x != y.
std::vector<harness::ChaseCase> chase_gnm(std::uint64_t seed, int tests, int n, int m);
// A side x side grid, every edge both ways (a bipartite graph: each move
// changes the parity of a piece's square), vertices named at random; random
// starts x != y. Long chases, a few new states per step.
std::vector<harness::ChaseCase> chase_grid(std::uint64_t seed, int tests, int side);
// One directed cycle through all n vertices in random order, plus `chords`
// distinct random edges (no self-loop, none already there); random starts.
std::vector<harness::ChaseCase> chase_cycle_chords(std::uint64_t seed, int tests, int n, int chords);
// One directed cycle 1 -> 2 -> ... -> n -> 1, Bob on 1, Alice on 2 (Bob's only
// move is onto Alice: answer No). All the work a solution needs is O(n).
std::vector<harness::ChaseCase> chase_cycle(int tests, int n);
// n vertices and the single edge 1 -> 2, Bob on 1, Alice on 2 (answer No):
// per-test work O(1) beyond reading, whatever n.
std::vector<harness::ChaseCase> chase_single_edge(int tests, int n);

}  // namespace bench
