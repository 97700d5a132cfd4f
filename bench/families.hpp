// Seeded generators of the benchmark inputs: judge-size families of the three
// problems and adversarial ones aimed at the solutions' own algorithms.
// The same (family, seed, size) always gives the same cases, and the first k
// cases of a list do not depend on how many are drawn after them.
#pragma once

#include <cstdint>
#include <vector>

#include "problems.hpp"

namespace bench {

// ----------------------------------------------------------------- hdu5165 --
// Random functions on {1..n}: a mix of permutations, near-permutations (one
// entry redirected) and merging maps (random maps, maps merging a few values).
std::vector<harness::FunnyGameCase> funny_random_mix(std::uint64_t seed, int tests, int n, int m);
// Deep retrograde chains: every function sends 1 to 1 and every i > 1 to a
// value in [i - max_step, i - 1] (at least 1), drawn per function and value.
// Alice always wins, but the pair {x, y} needs many moves (about max(x, y)
// for max_step 2), so every state is decided, and late: the whole state graph
// is walked. Answer YES. max_step 2 is the "funnel", 8 the "wide funnel".
std::vector<harness::FunnyGameCase> funny_funnel(std::uint64_t seed, int tests, int n, int m,
                                                 int max_step = 2);
// Bob's playground: m - 1 random permutations and one map merging a single
// pair of values. Few states are ever decided. Mostly NO.
std::vector<harness::FunnyGameCase> funny_permutations(std::uint64_t seed, int tests, int n, int m);

// ----------------------------------------------------------------- hdu7399 --
// A graph where every u_i has a private YY predecessor (a v with the single
// out-edge to u_i); u_i points to the private v of u_{i+1} (a ring, so GG can
// walk from any u to any u), to `private_degree` more random private v's and
// to each of the m - n free v's with probability free_density; each free v
// points to `free_degree` random u's (YY's choices, all harmless). Every
// attractor is the whole graph. Needs m >= n.
struct PrivatePredecessors {
    int n;
    int m;
    int private_degree;
    double free_density;
    int free_degree;
};
// Yes-instances: such graphs with their vertex labels shuffled.
std::vector<harness::BipartiteGameCase> bipartite_yes(std::uint64_t seed, int tests, const PrivatePredecessors& shape);
// Adversarial Yes-instances for "targets in breadth-first order from u_0,
// stop at the first settled vertex": the private v of u_i is entered only
// from u_{i+1} (u_0 enters the one of u_{n-1}), and m - n hubs have edges from
// every u and to every u in increasing order. Breadth-first order from u_0
// lists u_1, u_2, ... through the hubs, while the attractor of u_t can only
// grow up the chain u_{t+1}, u_{t+2}, ... (a hub joins only once every u
// has): about (n - t) steps of in-degree m - n each, O(n^2 (m - n)) per test.
std::vector<harness::BipartiteGameCase> bipartite_chain(int tests, int n, int m);
// Dense random No-instances: every edge present with probability `density`
// (every vertex keeps at least one out-edge).
std::vector<harness::BipartiteGameCase> bipartite_dense_random(std::uint64_t seed, int tests, int n,
                                                               int m, double density);
// Late No: a PrivatePredecessors graph (labels kept in order) where the u
// that comes last in breadth-first order from u_0 loses its private
// predecessor (that v gets a second way out) and every free v pointing to it
// has another choice. Its attractor is just itself; found only at the end of
// the scan.
std::vector<harness::BipartiteGameCase> bipartite_late_no(std::uint64_t seed, int tests,
                                                          const PrivatePredecessors& shape);
// Judge-size Yes and No instances interleaved: each case is drawn from one of
// the families above (Yes dense, Yes sparse, Yes all-private, No dense random,
// No late), picked at random, with random sizes n <= m <= max_side.
std::vector<harness::BipartiteGameCase> bipartite_mixed(std::uint64_t seed, int tests, int max_side);
// Drops trailing cases until the total edge count is at most `limit`.
void cap_total_edges(std::vector<harness::BipartiteGameCase>& cases, long long limit);
long long total_edges(const std::vector<harness::BipartiteGameCase>& cases);

// -------------------------------------------------------------- gym100548h --
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
