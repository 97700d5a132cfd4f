// hdu7399's seeded input families, for the benchmarks' rows (bench_rows.cpp)
// and the judge-size inputs (judge_tests.cpp): judge-size families and
// adversarial ones aimed at the solutions' own algorithms. The same (family,
// seed, size) always gives the same cases, and the first k cases of a list
// do not depend on how many are drawn after them (harness/families.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "problems/hdu7399/problem.hpp"

namespace bench {

// A graph where every u_i has a private YY predecessor (a v with the single
// out-edge to u_i); u_i points to the private v of u_{i+1} (a ring, so GG can
// walk from any u to any u), to `private_degree` more random private v's and
// to each of the m - n free v's with probability free_density; each free v
// points to `free_degree` random u's (YY's choices, all harmless). Every
// attractor is the whole graph. Needs m >= n.
struct BipartiteGameShape {
    int n;
    int m;
    int private_degree;
    double free_density;
    int free_degree;
};
// Yes-instances: such graphs with their vertex labels shuffled.
std::vector<harness::BipartiteGameCase> bipartite_game_yes(std::uint64_t seed, int tests,
                                                           const BipartiteGameShape& shape);
// Adversarial Yes-instances for "targets in breadth-first order from u_0,
// stop at the first settled vertex": the private v of u_i is entered only
// from u_{i+1} (u_0 enters the one of u_{n-1}), and m - n hubs have edges from
// every u and to every u in increasing order. Breadth-first order from u_0
// lists u_1, u_2, ... through the hubs, while the attractor of u_t can only
// grow up the chain u_{t+1}, u_{t+2}, ... (a hub joins only once every u
// has): about (n - t) steps of in-degree m - n each, O(n^2 (m - n)) per test.
std::vector<harness::BipartiteGameCase> bipartite_game_chain(int tests, int n, int m);
// Dense random No-instances: every edge present with probability `density`
// (every vertex keeps at least one out-edge).
std::vector<harness::BipartiteGameCase> bipartite_game_dense_random(std::uint64_t seed, int tests, int n, int m,
                                                                    double density);
// Late No: a BipartiteGameShape graph (labels kept in order) where the u
// that comes last in breadth-first order from u_0 loses its private
// predecessor (that v gets a second way out) and every free v pointing to it
// has another choice. Its attractor is just itself; found only at the end of
// the scan.
std::vector<harness::BipartiteGameCase> bipartite_game_late_no(std::uint64_t seed, int tests,
                                                               const BipartiteGameShape& shape);
// Judge-size Yes and No instances interleaved: each case is drawn from one of
// the families above (Yes dense, Yes sparse, Yes all-private, No dense random,
// No late), picked at random, with random sizes n <= m <= max_side.
std::vector<harness::BipartiteGameCase> bipartite_game_mixed(std::uint64_t seed, int tests, int max_side);
// Drops trailing cases until the total edge count is at most `limit`.
void cap_total_edges(std::vector<harness::BipartiteGameCase>& cases, long long limit);
long long total_edges(const std::vector<harness::BipartiteGameCase>& cases);

}  // namespace bench
