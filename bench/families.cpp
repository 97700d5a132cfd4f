#include "families.hpp"

#include <algorithm>
#include <numeric>
#include <random>
#include <tuple>

#include "random.hpp"

namespace bench {

using harness::BipartiteGameCase;
using harness::ChaseCase;
using harness::FunnyGameCase;
using harness::chance;
using harness::uniform_int;

namespace {

std::vector<int> permutation(std::mt19937_64& rng, int n, int first) { return harness::random_permutation(rng, n, first); }

// `tests` cases, each make(rng) with one rng seeded by `seed`: the first k
// cases do not depend on how many follow.
template <class Make>
auto seeded_cases(std::uint64_t seed, int tests, Make make) {
    std::mt19937_64 rng(seed);
    std::vector<decltype(make(rng))> cases;
    for (int t = 0; t < tests; ++t) cases.push_back(make(rng));
    return cases;
}

// `count` distinct values of 0..n-1 other than `excluded`, in random order.
std::vector<int> distinct_sample(std::mt19937_64& rng, int n, int count, int excluded = -1) {
    std::vector<int> pool;
    for (int i = 0; i < n; ++i)
        if (i != excluded) pool.push_back(i);
    count = std::min<int>(count, static_cast<int>(pool.size()));
    for (int i = 0; i < count; ++i) std::swap(pool[i], pool[uniform_int(rng, i, static_cast<int>(pool.size()) - 1)]);
    pool.resize(count);
    return pool;
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

// The PrivatePredecessors graph in order: private v of u_i is v_i, free v's
// are v_n..v_{m-1}.
BipartiteGameCase private_predecessor_graph(std::mt19937_64& rng, const PrivatePredecessors& shape) {
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

// ----------------------------------------------------------------- hdu5165 --

std::vector<FunnyGameCase> funny_random_mix(std::uint64_t seed, int tests, int n, int m) {
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

std::vector<FunnyGameCase> funny_funnel(std::uint64_t seed, int tests, int n, int m, int max_step) {
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

std::vector<FunnyGameCase> funny_permutations(std::uint64_t seed, int tests, int n, int m) {
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

// ----------------------------------------------------------------- hdu7399 --

std::vector<BipartiteGameCase> bipartite_yes(std::uint64_t seed, int tests, const PrivatePredecessors& shape) {
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

std::vector<BipartiteGameCase> bipartite_chain(int tests, int n, int m) {
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

std::vector<BipartiteGameCase> bipartite_dense_random(std::uint64_t seed, int tests, int n, int m,
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

std::vector<BipartiteGameCase> bipartite_late_no(std::uint64_t seed, int tests, const PrivatePredecessors& shape) {
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

std::vector<BipartiteGameCase> bipartite_mixed(std::uint64_t seed, int tests, int max_side) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        const std::uint64_t case_seed = rng();
        const int n = uniform_int(rng, max_side / 3, max_side / 2), m = uniform_int(rng, n, max_side);
        std::vector<BipartiteGameCase> one;
        switch (uniform_int(rng, 0, 4)) {
            case 0: one = bipartite_yes(case_seed, 1, {n, m, 3, 0.3, 30}); break;
            case 1: one = bipartite_yes(case_seed, 1, {n, m, 3, 0.02, 6}); break;
            case 2: one = bipartite_yes(case_seed, 1, {n, n, 20, 0.0, 1}); break;
            case 3: one = bipartite_dense_random(case_seed, 1, n, m, 0.3); break;
            default: one = bipartite_late_no(case_seed, 1, {n, m, 3, 0.3, 30}); break;
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

// -------------------------------------------------------------- gym100548h --

namespace {

std::pair<int, int> distinct_starts(std::mt19937_64& rng, int n) {
    int x = uniform_int(rng, 1, n), y = uniform_int(rng, 1, n - 1);
    if (y >= x) ++y;
    return {x, y};
}

}  // namespace

std::vector<ChaseCase> chase_complete(std::uint64_t seed, int tests, int n) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        for (int b = 1; b <= n; ++b)
            for (int e = 1; e <= n; ++e)
                if (b != e) game.edges.push_back({b, e});
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_split(std::uint64_t seed, int tests, int n, double density) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        std::vector<int> label = permutation(rng, n, 1);
        const int half = n / 2;
        auto add_half = [&](int first, int size) {
            for (int i = 0; i < size; ++i)
                for (int j = 0; j < size; ++j) {
                    if (i == j) continue;
                    if (j == (i + 1) % size || chance(rng, density))
                        game.edges.push_back({label[first + i], label[first + j]});
                }
        };
        add_half(0, half);
        add_half(half, n - half);
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        game.x = label[uniform_int(rng, 0, half - 1)];
        game.y = label[uniform_int(rng, half, n - 1)];
        return game;
    });
}

std::vector<ChaseCase> chase_sparse(std::uint64_t seed, int tests, int n) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        long long most = static_cast<long long>(n) * (n - 1);
        int m = static_cast<int>(std::min<long long>(most, uniform_int(rng, std::max(1, n / 2), 3 * n)));
        std::vector<std::vector<char>> present(n + 1, std::vector<char>(n + 1, 0));
        while (static_cast<int>(game.edges.size()) < m) {
            auto [b, e] = distinct_starts(rng, n);
            if (!present[b][e]) present[b][e] = 1, game.edges.push_back({b, e});
        }
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_bipartite(std::uint64_t seed, int tests, int n, int degree, bool random_starts) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        std::vector<int> label = permutation(rng, n, 1);
        const int half = n / 2;  // label[0..half) one class, label[half..n) the other
        for (int i = 0; i < n; ++i) {
            bool first_class = i < half;
            int other_first = first_class ? half : 0, other_size = first_class ? n - half : half;
            for (int j : distinct_sample(rng, other_size, degree))
                game.edges.push_back({label[i], label[other_first + j]});
        }
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        if (random_starts) {
            std::tie(game.x, game.y) = distinct_starts(rng, n);
        } else {
            game.x = label[uniform_int(rng, 0, half - 1)];
            game.y = label[uniform_int(rng, half, n - 1)];
        }
        return game;
    });
}

std::vector<ChaseCase> chase_gnp(std::uint64_t seed, int tests, int n, double p) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        for (int b = 1; b <= n; ++b)
            for (int e = 1; e <= n; ++e)
                if (b != e && chance(rng, p)) game.edges.push_back({b, e});
        if (game.edges.empty()) game.edges.push_back({1, 2});  // the statement wants m >= 1
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_gnm(std::uint64_t seed, int tests, int n, int m) {
    m = static_cast<int>(std::min<long long>(m, static_cast<long long>(n) * (n - 1)));
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        std::vector<char> present(static_cast<size_t>(n + 1) * (n + 1), 0);
        while (static_cast<int>(game.edges.size()) < m) {
            auto [b, e] = distinct_starts(rng, n);
            char& seen = present[static_cast<size_t>(b) * (n + 1) + e];
            if (!seen) seen = 1, game.edges.push_back({b, e});
        }
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_grid(std::uint64_t seed, int tests, int side) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = side * side;
        std::vector<int> label = permutation(rng, game.n, 1);
        for (int row = 0; row < side; ++row)
            for (int column = 0; column < side; ++column) {
                const int v = row * side + column;
                if (column + 1 < side) {
                    game.edges.push_back({label[v], label[v + 1]});
                    game.edges.push_back({label[v + 1], label[v]});
                }
                if (row + 1 < side) {
                    game.edges.push_back({label[v], label[v + side]});
                    game.edges.push_back({label[v + side], label[v]});
                }
            }
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        std::tie(game.x, game.y) = distinct_starts(rng, game.n);
        return game;
    });
}

std::vector<ChaseCase> chase_cycle_chords(std::uint64_t seed, int tests, int n, int chords) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        std::vector<int> label = permutation(rng, n, 1);
        std::vector<char> present(static_cast<size_t>(n + 1) * (n + 1), 0);
        auto add = [&](int b, int e) {
            char& seen = present[static_cast<size_t>(b) * (n + 1) + e];
            if (seen) return false;
            seen = 1;
            game.edges.push_back({b, e});
            return true;
        };
        for (int i = 0; i < n; ++i) add(label[i], label[(i + 1) % n]);
        const int most = static_cast<int>(std::min<long long>(chords, static_cast<long long>(n) * (n - 1) - n));
        for (int added = 0; added < most;) {
            auto [b, e] = distinct_starts(rng, n);
            added += add(b, e);
        }
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_cycle(int tests, int n) {
    ChaseCase game;
    game.n = n;
    for (int v = 1; v <= n; ++v) game.edges.push_back({v, v % n + 1});
    game.x = 1;
    game.y = 2;
    return std::vector<ChaseCase>(tests, game);
}

std::vector<ChaseCase> chase_single_edge(int tests, int n) {
    ChaseCase game;
    game.n = n;
    game.edges = {{1, 2}};
    game.x = 1;
    game.y = 2;
    return std::vector<ChaseCase>(tests, game);
}

}  // namespace bench
