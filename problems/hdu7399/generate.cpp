// Seeded random cases of hdu7399: a shape, then the case, drawn from the rng alone.
#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

#include "problems/hdu7399/problem.hpp"
#include "random.hpp"
#include "validate.hpp"

namespace harness {

namespace {

// Adds one copy of an existing edge somewhere, if there is an edge at all.
void duplicate_an_edge(std::mt19937_64& rng, std::vector<std::vector<int>>& lists) {
    std::vector<int> nonempty;
    for (size_t i = 0; i < lists.size(); ++i)
        if (!lists[i].empty()) nonempty.push_back(static_cast<int>(i));
    if (nonempty.empty()) return;
    std::vector<int>& list = lists[nonempty[uniform_int(rng, 0, static_cast<int>(nonempty.size()) - 1)]];
    list.insert(list.begin() + uniform_int(rng, 0, static_cast<int>(list.size())),
                list[uniform_int(rng, 0, static_cast<int>(list.size()) - 1)]);
}

// Each of `from` vertices gets each of `to` targets with the given
// probability; with probability 0, exactly one random target.
std::vector<std::vector<int>> random_lists(std::mt19937_64& rng, int from, int to, double probability) {
    std::vector<std::vector<int>> lists(from);
    for (std::vector<int>& list : lists) {
        if (probability == 0) list = {random_permutation(rng, to, 0)[0]};
        for (int t = 0; t < to && probability > 0; ++t)
            if (chance(rng, probability)) list.push_back(t);
    }
    return lists;
}

// A closed walk u, v, u, v, ... that passes through every vertex (the smaller
// side is visited several times), so every vertex has an out-edge and the
// graph is strongly connected. GG usually wins such graphs unless YY, on a
// repeated v-vertex, gets a harmful choice.
void add_covering_walk(std::mt19937_64& rng, BipartiteGameCase& game) {
    const int length = std::max(game.n, game.m);
    std::vector<int> us = random_permutation(rng, game.n, 0), vs = random_permutation(rng, game.m, 0);
    std::vector<int> walk_u(length), walk_v(length);
    for (int k = 0; k < length; ++k) {
        walk_u[k] = k < game.n ? us[k] : uniform_int(rng, 0, game.n - 1);
        walk_v[k] = k < game.m ? vs[k] : uniform_int(rng, 0, game.m - 1);
    }
    for (int k = 0; k < length; ++k) {
        add_if_missing(game.gg_out[walk_u[k]], walk_v[k]);
        add_if_missing(game.yy_out[walk_v[k]], walk_u[(k + 1) % length]);
    }
}

BipartiteGameCase draw_bipartite_game(std::mt19937_64& rng, int max_n, int max_m) {
    BipartiteGameCase game;
    game.n = uniform_int(rng, 1, max_n);
    game.m = uniform_int(rng, 1, max_m);
    const int shape = uniform_int(rng, 0, 9);
    if (shape < 4) {
        // 0: sparse, about one edge per vertex, dead ends likely; 1: dense;
        // 2: YY's moves forced (out-degree 1), GG free; 3: everything
        // forced, a functional graph (probability 0: one edge each).
        const double gg_probability[] = {1.0 / game.m, 0.7, 0.5, 0}, yy_probability[] = {1.0 / game.n, 0.7, 0, 0};
        game.gg_out = random_lists(rng, game.n, game.m, gg_probability[shape]);
        game.yy_out = random_lists(rng, game.m, game.n, yy_probability[shape]);
    } else {  // 4..9: built around a walk through every vertex
        game = BipartiteGameCase::edgeless(game.n, game.m);
        add_covering_walk(rng, game);
        const int extra_gg = uniform_int(rng, 0, game.n);
        for (int k = 0; k < extra_gg; ++k)
            add_if_missing(game.gg_out[uniform_int(rng, 0, game.n - 1)], uniform_int(rng, 0, game.m - 1));
        if (shape >= 7)  // a choice for YY, which may or may not hurt GG
            add_if_missing(game.yy_out[uniform_int(rng, 0, game.m - 1)], uniform_int(rng, 0, game.n - 1));
        if (shape == 9) {  // a dead end: always No
            if (chance(rng, 0.5)) game.gg_out[uniform_int(rng, 0, game.n - 1)].clear();
            else game.yy_out[uniform_int(rng, 0, game.m - 1)].clear();
        }
    }
    for (auto* lists : {&game.gg_out, &game.yy_out})
        for (std::vector<int>& list : *lists) std::shuffle(list.begin(), list.end(), rng);
    if (chance(rng, 0.1)) duplicate_an_edge(rng, chance(rng, 0.5) ? game.gg_out : game.yy_out);
    return game;
}

}  // namespace

template <>
BipartiteGameCase random_case(std::mt19937_64& rng, Size most, Promises promises) {
    return drawn_as_promised(promises, [&] { return draw_bipartite_game(rng, most.n, most.m); });
}

template <>
bool breaks_a_promise_on_purpose(const BipartiteGameCase& game) {
    for (const auto* lists : {&game.gg_out, &game.yy_out})
        for (const std::vector<int>& list : *lists)
            if (has_duplicate(list)) return true;
    return false;
}

template <>
BipartiteGameCase with_promises_kept(BipartiteGameCase game) {
    for (auto* lists : {&game.gg_out, &game.yy_out})
        for (std::vector<int>& list : *lists) list = without_repeats(list);
    return game;
}

}  // namespace harness
