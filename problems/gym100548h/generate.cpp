// Seeded random cases of gym100548h: a shape, then the case, drawn from the rng alone.
#include <algorithm>
#include <utility>
#include <vector>

#include "problems/gym100548h/problem.hpp"
#include "random.hpp"
#include "validate.hpp"

namespace harness {

namespace {

void add_random_edges(std::mt19937_64& rng, ChaseCase& game, int count) {
    for (int k = 0; k < count; ++k) {
        const int b = uniform_int(rng, 1, game.n);
        game.edges.emplace_back(b, other_than(rng, game.n, b));  // self-loops are added on purpose elsewhere
    }
}

// Removes the edges e for which drop(e).
template <class Drop>
void drop_edges(ChaseCase& game, Drop drop) {
    game.edges.erase(std::remove_if(game.edges.begin(), game.edges.end(), drop), game.edges.end());
}

ChaseCase draw_chase(std::mt19937_64& rng, int max_n) {
    ChaseCase game;
    game.n = uniform_int(rng, 2, std::max(2, max_n));
    const int n = game.n;
    const int shape = uniform_int(rng, 0, 9);
    // Vertex names are shuffled so structure does not follow the numbering.
    const std::vector<int> name = random_permutation(rng, n, 1);
    switch (shape) {
        case 0:  // sparse
            add_random_edges(rng, game, uniform_int(rng, 1, n + n / 2));
            break;
        case 1:  // dense
            for (const auto& edge : every_edge(n))
                if (chance(rng, 0.6)) game.edges.push_back(edge);
            break;
        case 2: {  // dead ends: a few vertices have no out-edge at all
            add_random_edges(rng, game, uniform_int(rng, n, 2 * n));
            const int sink_a = uniform_int(rng, 1, n), sink_b = uniform_int(rng, 1, n);
            drop_edges(game, [&](const std::pair<int, int>& e) { return e.first == sink_a || e.first == sink_b; });
            break;
        }
        case 3:  // a long chain, maybe with a few back or forward edges
            for (int k = 0; k + 1 < n; ++k) game.edges.emplace_back(name[k], name[k + 1]);
            add_random_edges(rng, game, uniform_int(rng, 0, 2));
            break;
        case 4:  // one cycle through every vertex, plus chords
            for (int k = 0; k < n; ++k) game.edges.emplace_back(name[k], name[(k + 1) % n]);
            add_random_edges(rng, game, uniform_int(rng, 0, n / 2));
            break;
        case 5: {  // two disconnected halves, each random
            const int half = n / 2;
            for (int k = 0; k < n; ++k)
                for (int l = 0; l < n; ++l)
                    if (k != l && (k < half) == (l < half) && chance(rng, 0.45))
                        game.edges.emplace_back(name[k], name[l]);
            break;
        }
        case 6:  // a broken cycle with random chords
            for (int k = 0; k < n; ++k)
                if (chance(rng, 0.7)) game.edges.emplace_back(name[k], name[(k + 1) % n]);
            add_random_edges(rng, game, uniform_int(rng, 0, n));
            break;
        case 8:  // Alice will soon be stuck: her start is a sink or leads only to one
            add_random_edges(rng, game, uniform_int(rng, n, 2 * n));
            break;
        case 9: {  // levelled: every edge from level k to level k + 1 (mod a period, or exactly),
                   // sometimes both ways (a bipartite graph, like a grid), maybe one edge breaking it
            const int period = uniform_int(rng, 0, 4) == 0 ? 0 : uniform_int(rng, 2, 4);
            const bool both_ways = period == 2 && chance(rng, 0.5);
            std::vector<int> level(n);
            for (int k = 0; k < n; ++k)
                level[k] = period > 0 ? uniform_int(rng, 0, period - 1) : uniform_int(rng, 0, n / 2);
            const double density = chance(rng, 0.5) ? 0.3 : 0.7;
            for (int k = 0; k < n; ++k)
                for (int l = 0; l < n; ++l) {
                    const bool next = period > 0 ? level[l] == (level[k] + 1) % period : level[l] == level[k] + 1;
                    if (next && chance(rng, density)) {
                        game.edges.emplace_back(name[k], name[l]);
                        if (both_ways) game.edges.emplace_back(name[l], name[k]);
                    }
                }
            if (chance(rng, 0.2)) add_random_edges(rng, game, 1);
            break;
        }
        default: {  // Bob on a cycle; Alice elsewhere, on a DAG (with sinks) leading into it
            const int cycle_length = uniform_int(rng, 2, n);
            for (int k = 0; k < cycle_length; ++k) game.edges.emplace_back(name[k], name[(k + 1) % cycle_length]);
            for (int k = cycle_length; k < n; ++k) {
                const int out_degree = chance(rng, 0.3) ? 0 : chance(rng, 0.7) ? 1 : 2;
                for (int d = 0; d < out_degree; ++d) game.edges.emplace_back(name[k], name[uniform_int(rng, 0, k - 1)]);
            }
            break;
        }
    }
    game.edges = without_repeats(game.edges);
    if (game.edges.empty()) add_random_edges(rng, game, 1);
    // Occasional inputs outside the statement's promises, which the judge
    // files accept anyway: a self-loop, a duplicate edge, x == y.
    if (chance(rng, 0.08)) {
        const int v = uniform_int(rng, 1, n);
        game.edges.emplace_back(v, v);
    }
    if (chance(rng, 0.08))
        game.edges.push_back(game.edges[uniform_int(rng, 0, static_cast<int>(game.edges.size()) - 1)]);
    std::shuffle(game.edges.begin(), game.edges.end(), rng);
    game.x = uniform_int(rng, 1, n);
    if (shape == 5 && n >= 2 && chance(rng, 0.8)) {  // one in each half
        const int half = n / 2;
        game.x = name[uniform_int(rng, 0, half - 1)];
        game.y = name[uniform_int(rng, half, n - 1)];
        if (chance(rng, 0.5)) std::swap(game.x, game.y);
    } else if (shape == 7 && chance(rng, 0.8)) {  // Bob on the cycle
        game.x = name[0];
        game.y = other_than(rng, n, game.x);
    } else if (shape == 8) {
        game.y = other_than(rng, n, game.x);
        const int sink = chance(rng, 0.5) ? game.y : uniform_int(rng, 1, n);
        drop_edges(game, [&](const std::pair<int, int>& e) { return e.first == sink || e.first == game.y; });
        if (sink != game.y) game.edges.emplace_back(game.y, sink);
        if (game.edges.empty()) game.edges.emplace_back(game.x, game.y);
    } else if (chance(rng, 0.05)) {
        game.y = game.x;
    } else {
        game.y = other_than(rng, n, game.x);
    }
    return game;
}

bool self_loop(const std::pair<int, int>& edge) { return edge.first == edge.second; }

}  // namespace

// The chase's edges follow from n (most.m is not used).
template <>
ChaseCase random_case(std::mt19937_64& rng, Size most, Promises promises) {
    return drawn_as_promised(promises, [&] { return draw_chase(rng, most.n); });
}

template <>
bool breaks_a_promise_on_purpose(const ChaseCase& game) {
    return std::any_of(game.edges.begin(), game.edges.end(), self_loop) ||
           without_repeats(game.edges).size() != game.edges.size() || game.x == game.y;
}

template <>
ChaseCase with_promises_kept(ChaseCase game) {
    game.edges = without_repeats(game.edges);
    drop_edges(game, self_loop);
    if (game.x == game.y) game.y = game.x % game.n + 1;
    return game;
}

}  // namespace harness
