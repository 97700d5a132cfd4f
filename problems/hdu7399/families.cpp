#include "problems/hdu7399/families.hpp"

#include <algorithm>
#include <random>

#include "harness/families.hpp"
#include "random.hpp"

namespace bench {

using harness::BipartiteGameCase;
using harness::chance;
using harness::distinct_sample;
using harness::seeded_cases;
using harness::uniform_int;

namespace {

std::vector<int> permutation(std::mt19937_64& rng, int n, int first) {
    return harness::random_permutation(rng, n, first);
}

// n GG and m YY vertices, no edge yet.
BipartiteGameCase edgeless_graph(int n, int m) {
    BipartiteGameCase game;
    game.n = n;
    game.m = m;
    game.gg_out.assign(n, {});
    game.yy_out.assign(m, {});
    return game;
}

void sort_lists(BipartiteGameCase& game) {
    for (auto& list : game.gg_out) std::sort(list.begin(), list.end());
    for (auto& list : game.yy_out) std::sort(list.begin(), list.end());
}

// Breadth-first order of the u's from u_0 over out-edges in list order (the
// order the solution scans them).
std::vector<int> gg_breadth_first_order(const BipartiteGameCase& game) {
    const int n = game.n;
    std::vector<char> seen(n + game.m, 0);
    std::vector<int> order(1, 0), gg_order;
    seen[0] = 1;
    for (size_t i = 0; i < order.size(); ++i) {
        int w = order[i];
        if (w < n) gg_order.push_back(w);
        const std::vector<int>& out = w < n ? game.gg_out[w] : game.yy_out[w - n];
        for (int target : out) {
            int next = w < n ? n + target : target;
            if (!seen[next]) seen[next] = 1, order.push_back(next);
        }
    }
    return gg_order;
}

// The BipartiteGameShape graph in order: private v of u_i is v_i, free v's
// are v_n..v_{m-1}.
BipartiteGameCase private_predecessor_graph(std::mt19937_64& rng, const BipartiteGameShape& shape) {
    const int n = shape.n, m = shape.m;
    BipartiteGameCase game = edgeless_graph(n, m);
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

}  // namespace

std::vector<BipartiteGameCase> bipartite_game_yes(std::uint64_t seed, int tests, const BipartiteGameShape& shape) {
    const int n = shape.n, m = shape.m;
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        BipartiteGameCase plain = private_predecessor_graph(rng, shape);
        std::vector<int> new_u = permutation(rng, n, 0), new_v = permutation(rng, m, 0);
        BipartiteGameCase game = edgeless_graph(n, m);
        for (int u = 0; u < n; ++u)
            for (int v : plain.gg_out[u]) game.gg_out[new_u[u]].push_back(new_v[v]);
        for (int v = 0; v < m; ++v)
            for (int u : plain.yy_out[v]) game.yy_out[new_v[v]].push_back(new_u[u]);
        sort_lists(game);
        return game;
    });
}

std::vector<BipartiteGameCase> bipartite_game_chain(int tests, int n, int m) {
    const int hubs = m - n;
    BipartiteGameCase game = edgeless_graph(n, m);
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

std::vector<BipartiteGameCase> bipartite_game_dense_random(std::uint64_t seed, int tests, int n, int m,
                                                           double density) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        BipartiteGameCase game = edgeless_graph(n, m);
        for (int u = 0; u < n; ++u) {
            for (int v = 0; v < m; ++v)
                if (chance(rng, density)) game.gg_out[u].push_back(v);
            if (game.gg_out[u].empty()) game.gg_out[u].push_back(uniform_int(rng, 0, m - 1));
        }
        for (int v = 0; v < m; ++v) {
            for (int u = 0; u < n; ++u)
                if (chance(rng, density)) game.yy_out[v].push_back(u);
            if (game.yy_out[v].empty()) game.yy_out[v].push_back(uniform_int(rng, 0, n - 1));
        }
        return game;
    });
}

std::vector<BipartiteGameCase> bipartite_game_late_no(std::uint64_t seed, int tests, const BipartiteGameShape& shape) {
    const int n = shape.n, m = shape.m;
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        BipartiteGameCase game = private_predecessor_graph(rng, shape);
        sort_lists(game);
        const int last = gg_breadth_first_order(game).back();
        // Its private v (v_last) gets an escape; free v's pointing only to it too.
        int escape = (last + 1 + uniform_int(rng, 0, n - 2)) % n;
        game.yy_out[last].push_back(escape);
        for (int v = n; v < m; ++v)
            if (game.yy_out[v].size() == 1 && game.yy_out[v][0] == last) game.yy_out[v].push_back(escape);
        sort_lists(game);
        return game;
    });
}

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

long long total_edges(const std::vector<BipartiteGameCase>& cases) {
    long long edges = 0;
    for (const auto& game : cases) edges += static_cast<long long>(harness::edge_count(game));
    return edges;
}

void cap_total_edges(std::vector<BipartiteGameCase>& cases, long long limit) {
    while (!cases.empty() && total_edges(cases) > limit) cases.pop_back();
}

}  // namespace bench
