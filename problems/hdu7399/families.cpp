// hdu7399's seeded input families, named once in families() below
// (harness/families.hpp) for the judge tool's worst tests, the benchmarks and
// the growth fit: judge-size families and adversarial ones aimed at the
// solutions' own algorithms. The same (family, seed, size) always gives the
// same cases, and the first k cases of a list do not depend on how many are
// drawn after them (harness/families.hpp).
#include <algorithm>
#include <random>

#include "harness/families.hpp"
#include "problems/hdu7399/problem.hpp"
#include "random.hpp"

namespace harness {

namespace {

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

void sort_lists(BipartiteGameCase& game) {
    for (auto* lists : {&game.gg_out, &game.yy_out})
        for (auto& list : *lists) std::sort(list.begin(), list.end());
}

// The BipartiteGameShape graph in order: private v of u_i is v_i, free v's
// are v_n..v_{m-1}.
BipartiteGameCase private_predecessor_graph(std::mt19937_64& rng, const BipartiteGameShape& shape) {
    const int n = shape.n, m = shape.m;
    BipartiteGameCase game = BipartiteGameCase::edgeless(n, m);
    std::vector<char> has_in_edge(m, 0);
    for (int i = 0; i < n; ++i) {
        std::vector<char> chosen(m, 0);
        auto add = [&](int v) {
            if (!chosen[v]) chosen[v] = 1, has_in_edge[v] = 1, game.gg_out[i].push_back(v);
        };
        add((i + 1) % n);
        for (int k = 0; k < shape.private_degree; ++k) add(uniform_int(rng, 0, n - 1));
        for (int v = n; v < m; ++v)
            if (chance(rng, shape.free_density)) add(v);
    }
    for (int v = 0; v < n; ++v) game.yy_out[v] = {v};
    for (int v = n; v < m; ++v) {
        game.yy_out[v] = distinct_sample(rng, n, uniform_int(rng, 1, std::max(1, shape.free_degree)));
        if (!has_in_edge[v]) game.gg_out[uniform_int(rng, 0, n - 1)].push_back(v);
    }
    return game;
}

// Yes-instances: such graphs with their vertex labels shuffled.
std::vector<BipartiteGameCase> bipartite_game_yes(std::uint64_t seed, int tests, const BipartiteGameShape& shape) {
    const int n = shape.n, m = shape.m;
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        BipartiteGameCase plain = private_predecessor_graph(rng, shape);
        std::vector<int> new_u = random_permutation(rng, n, 0), new_v = random_permutation(rng, m, 0);
        BipartiteGameCase game = BipartiteGameCase::edgeless(n, m);
        for (int u = 0; u < n; ++u)
            for (int v : plain.gg_out[u]) game.gg_out[new_u[u]].push_back(new_v[v]);
        for (int v = 0; v < m; ++v)
            for (int u : plain.yy_out[v]) game.yy_out[new_v[v]].push_back(new_u[u]);
        sort_lists(game);
        return game;
    });
}

// Adversarial Yes-instances for "targets in breadth-first order from u_0,
// stop at the first settled vertex": the private v of u_i is entered only
// from u_{i+1} (u_0 enters the one of u_{n-1}), and m - n hubs have edges from
// every u and to every u in increasing order. Breadth-first order from u_0
// lists u_1, u_2, ... through the hubs, while the attractor of u_t can only
// grow up the chain u_{t+1}, u_{t+2}, ... (a hub joins only once every u
// has): about (n - t) steps of in-degree m - n each, O(n^2 (m - n)) per test.
std::vector<BipartiteGameCase> bipartite_game_chain(int tests, int n, int m) {
    const int hubs = m - n;
    BipartiteGameCase game = BipartiteGameCase::edgeless(n, m);
    // v_0..v_{hubs-1} are hubs; v_{hubs+i} is the private predecessor of u_i.
    for (int u = 0; u < n; ++u) {
        for (int h = 0; h < hubs; ++h) game.gg_out[u].push_back(h);
        game.gg_out[u].push_back(hubs + (u + n - 1) % n);
    }
    for (int h = 0; h < hubs; ++h)
        for (int u = 0; u < n; ++u) game.yy_out[h].push_back(u);
    for (int u = 0; u < n; ++u) game.yy_out[hubs + u] = {u};
    return std::vector<BipartiteGameCase>(tests, game);
}

// Dense random No-instances: every edge present with probability `density`
// (every vertex keeps at least one out-edge).
std::vector<BipartiteGameCase> bipartite_game_dense_random(std::uint64_t seed, int tests, int n, int m,
                                                           double density) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        BipartiteGameCase game = BipartiteGameCase::edgeless(n, m);
        for (int w = 0; w < n + m; ++w) {
            std::vector<int>& out = w < n ? game.gg_out[w] : game.yy_out[w - n];
            const int others = w < n ? m : n;
            for (int t = 0; t < others; ++t)
                if (chance(rng, density)) out.push_back(t);
            if (out.empty()) out.push_back(uniform_int(rng, 0, others - 1));
        }
        return game;
    });
}

// Late No: a BipartiteGameShape graph (labels kept in order) where the u
// that comes last in breadth-first order from u_0 loses its private
// predecessor (that v gets a second way out) and every free v pointing to it
// has another choice. Its attractor is just itself; found only at the end of
// the scan.
std::vector<BipartiteGameCase> bipartite_game_late_no(std::uint64_t seed, int tests, const BipartiteGameShape& shape) {
    const int n = shape.n, m = shape.m;
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        BipartiteGameCase game = private_predecessor_graph(rng, shape);
        sort_lists(game);
        // The u that comes last in breadth-first order from u_0 (the ring of
        // private v's reaches every u).
        const std::vector<int> order = game.breadth_first_order();
        const int last = *std::find_if(order.rbegin(), order.rend(), [&](int w) { return w < n; });
        // Its private v (v_last) gets an escape; free v's pointing only to it too.
        int escape = (last + 1 + uniform_int(rng, 0, n - 2)) % n;
        game.yy_out[last].push_back(escape);
        for (int v = n; v < m; ++v)
            if (game.yy_out[v].size() == 1 && game.yy_out[v][0] == last) game.yy_out[v].push_back(escape);
        sort_lists(game);
        return game;
    });
}

// Judge-size Yes and No instances interleaved: each case is drawn from one of
// the families above (Yes dense, Yes sparse, Yes all-private, No dense random,
// No late), picked at random, with random sizes n <= m <= max_side.
std::vector<BipartiteGameCase> bipartite_game_mixed(std::uint64_t seed, int tests, int max_side) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        const std::uint64_t case_seed = rng();
        const int n = uniform_int(rng, max_side / 3, max_side / 2), m = uniform_int(rng, n, max_side);
        std::vector<BipartiteGameCase> one;
        switch (uniform_int(rng, 0, 4)) {
            case 0: one = bipartite_game_yes(case_seed, 1, {n, m, 3, 0.3, 30}); break;
            case 1: one = bipartite_game_yes(case_seed, 1, {n, m, 3, 0.02, 6}); break;
            case 2: one = bipartite_game_yes(case_seed, 1, {n, n, 20, 0.0, 1}); break;
            case 3: one = bipartite_game_dense_random(case_seed, 1, n, m, 0.3); break;
            default: one = bipartite_game_late_no(case_seed, 1, {n, m, 3, 0.3, 30}); break;
        }
        return one[0];
    });
}

}  // namespace

// ---------------------------------------------------------- the list --

// The judge-size inputs and the rows hold as many cases as fit in the
// statement's edges in all tests (within_statement).
template <>
std::vector<Family<BipartiteGameCase>> families(const BipartiteGameCase*) {
    auto fam = [](std::string name, std::uint64_t seed, Family<BipartiteGameCase>::Make make) {
        return family<BipartiteGameCase>(std::move(name), "m", 300, seed, std::move(make));
    };
    const BenchGoal seed_by = {BenchGoal::kVsSeed, 60};
    return {
        fam("Yes dense", 21,
            [](std::uint64_t s, int t, int m) {
                return bipartite_game_yes(s, t, {m / 2, m, 3, 0.7, 100});
            })
            .judged(40, "dense Yes graphs: an attractor from every vertex, each over all edges")
            .benched("n=150 m=300", 40, seed_by),
        fam("Yes sparse", 22,
            [](std::uint64_t s, int t, int m) {
                return bipartite_game_yes(s, t, {m / 2, m, 3, 3.0 / (m / 2), 6});
            })
            .judged(200, "200 sparse Yes tests: per-test set-up cost and clearing between tests")
            .benched("n=150 m=300", 200, seed_by)
            .scaled(
                42, 5, [](int step) { return std::max(1, 200 >> step); }, "x2 (E)", 1200),
        fam("Yes all-private", 23,
            [](std::uint64_t s, int t, int m) {
                return bipartite_game_yes(s, t, {m, m, 40, 0.0, 1});
            })
            .judged(40, "every YY vertex has one way out: long forced chains in the attractors")
            .benched("n=m=300", 40, seed_by),
        fam("Yes chain (adversarial)", 0, [](std::uint64_t, int t, int m) { return bipartite_game_chain(t, m / 2, m); })
            .judged(40, "attractors that grow one vertex per step: O(V E) per target is slow")
            .benched("n=150 m=300", 40, seed_by)
            .scaled(
                0, 4, [](int step) { return std::max(1, 8 >> (3 * step / 2)); }, "x4 (E grows x4)", 1200),
        fam("No dense random", 24,
            [](std::uint64_t s, int t, int m) { return bipartite_game_dense_random(s, t, m, m, 0.5); })
            .judged(10, "dense random No graphs at n = m = 300: reading fast and stopping at the first failed target")
            .benched("n=m=300 p=.5", 10, {BenchGoal::kVsSeed, 8}),
        fam("No late (last in BFS)", 25,
            [](std::uint64_t s, int t, int m) {
                return bipartite_game_late_no(s, t, {m / 2, m, 3, 0.7, 100});
            })
            .judged(40, "the only failing target comes last: every other attractor is computed first")
            .benched("n=150 m=300", 40),
        fam("mixed Yes/No", 26, [](std::uint64_t s, int t, int m) { return bipartite_game_mixed(s, t, m); })
            .judged(200, "Yes and No tests of every family interleaved: state left over from the test before")
            .benched("n<=150 m<=300", 200, {BenchGoal::kVsSeed, 100})};
}

// ------------------------------------------------------ the judge tool --

template <>
std::vector<JudgeTrap> judge_traps(const BipartiteGameCase*) {
    return {trap_in_sample("edge-cases", "one vertex a side, dead ends, single edges", "edge_cases"),
            trap_of_input("yy-dead-end", "a YY vertex with no way out stops the token", "1\n1 1\n1 0\n0\n",
                          "stress_wrong.cpp"),
            trap_of_input("yy-chooses", "YY's choices taken as GG's", "1\n2 1\n1 0\n1 0\n2 0 1\n",
                          "strongly_connected.cpp")};
}

}  // namespace harness
