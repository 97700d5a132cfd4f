// Seeded generators of cases for the three problems. Each call draws a shape,
// then the case, from the rng alone, so a seed reproduces a whole sequence.
//
// Shapes are chosen so that both answers are common (random instances of
// these games are mostly one-sided): see tests/differential_test.cpp, which
// checks the balance of answers.
#include "generators.hpp"

#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

#include "random.hpp"
#include "validate.hpp"

namespace harness {

namespace {

// The list without its repeated entries (the first of each kept).
template <class T>
std::vector<T> without_repeats(const std::vector<T>& list) {
    std::vector<T> kept;
    for (const T& item : list)
        if (std::find(kept.begin(), kept.end(), item) == kept.end()) kept.push_back(item);
    return kept;
}

// ------------------------------------------------------------- hdu5165 ----

enum class FunctionKind { random_map, permutation, near_permutation, merge_two, constant };

// A map from {1..n} to {1..n}, 1-based values, of the given kind.
std::vector<int> random_function(std::mt19937_64& rng, int n, FunctionKind kind) {
    std::vector<int> f(n);
    switch (kind) {
        case FunctionKind::random_map:
            for (int& value : f) value = uniform_int(rng, 1, n);
            break;
        case FunctionKind::permutation:
            f = random_permutation(rng, n, 1);
            break;
        case FunctionKind::near_permutation:  // one entry redirected
            f = random_permutation(rng, n, 1);
            f[uniform_int(rng, 0, n - 1)] = uniform_int(rng, 1, n);
            break;
        case FunctionKind::merge_two:  // identity except one value sent to another
            std::iota(f.begin(), f.end(), 1);
            f[uniform_int(rng, 0, n - 1)] = uniform_int(rng, 1, n);
            break;
        case FunctionKind::constant:
            std::fill(f.begin(), f.end(), uniform_int(rng, 1, n));
            break;
    }
    return f;
}

FunctionKind random_function_kind(std::mt19937_64& rng) {
    return static_cast<FunctionKind>(uniform_int(rng, 0, 4));
}

// ------------------------------------------------------------- hdu7399 ----

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

// Each of `from` vertices gets each of `to` targets with the given probability.
std::vector<std::vector<int>> random_lists(std::mt19937_64& rng, int from, int to, double probability) {
    std::vector<std::vector<int>> lists(from);
    for (std::vector<int>& list : lists)
        for (int t = 0; t < to; ++t)
            if (chance(rng, probability)) list.push_back(t);
    return lists;
}

// Each vertex gets exactly `degree` distinct targets (at most `to`).
std::vector<std::vector<int>> random_lists_of_degree(std::mt19937_64& rng, int from, int to, int degree) {
    std::vector<std::vector<int>> lists(from);
    for (std::vector<int>& list : lists) {
        std::vector<int> targets = random_permutation(rng, to, 0);
        targets.resize(std::min(degree, to));
        list = targets;
    }
    return lists;
}

void add_if_missing(std::vector<int>& list, int target) {
    if (std::find(list.begin(), list.end(), target) == list.end()) list.push_back(target);
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

// ---------------------------------------------------------- gym100548h ----

void add_random_edges(std::mt19937_64& rng, ChaseCase& game, int count) {
    for (int k = 0; k < count; ++k) {
        const int b = uniform_int(rng, 1, game.n);
        int e = uniform_int(rng, 1, game.n - 1);
        if (e >= b) ++e;  // no self-loop here; those are added on purpose elsewhere
        game.edges.emplace_back(b, e);
    }
}


// One case of each problem, with the occasional deliberate break of a promise
// (Promises::sometimes_broken).
FunnyGameCase draw_funny_game(std::mt19937_64& rng, int max_n, int max_m) {
    FunnyGameCase game;
    const int shape = uniform_int(rng, 0, 9);
    game.n = shape == 0 ? 1 : uniform_int(rng, std::min(2, max_n), max_n);
    const int m = uniform_int(rng, 1, max_m);
    FunctionKind kind = FunctionKind::random_map;
    switch (shape) {
        case 0: case 1: case 2: kind = FunctionKind::random_map; break;  // n = 1 in shape 0
        case 3: kind = FunctionKind::permutation; break;
        case 4: case 5: kind = FunctionKind::near_permutation; break;
        case 6: kind = FunctionKind::merge_two; break;
        default: break;  // 7..9: a mix of kinds, decided per function below
    }
    for (int k = 0; k < m; ++k) {
        FunctionKind this_kind = kind;
        if (shape >= 7) this_kind = random_function_kind(rng);
        if (shape == 9) this_kind = FunctionKind::permutation;
        game.functions.push_back(random_function(rng, game.n, this_kind));
        if (shape == 9 && k == 0) {  // a funnel onto at most two values, among permutations
            const int first = uniform_int(rng, 1, game.n), second = uniform_int(rng, 1, game.n);
            for (int& value : game.functions.back()) value = chance(rng, 0.7) ? first : second;
        }
    }
    std::shuffle(game.functions.begin(), game.functions.end(), rng);
    return game;
}

BipartiteGameCase draw_bipartite_game(std::mt19937_64& rng, int max_n, int max_m) {
    BipartiteGameCase game;
    game.n = uniform_int(rng, 1, max_n);
    game.m = uniform_int(rng, 1, max_m);
    const int shape = uniform_int(rng, 0, 9);
    switch (shape) {
        case 0:  // sparse: about one edge per vertex, dead ends likely
            game.gg_out = random_lists(rng, game.n, game.m, 1.0 / game.m);
            game.yy_out = random_lists(rng, game.m, game.n, 1.0 / game.n);
            break;
        case 1:  // dense
            game.gg_out = random_lists(rng, game.n, game.m, 0.7);
            game.yy_out = random_lists(rng, game.m, game.n, 0.7);
            break;
        case 2:  // YY's moves forced (out-degree 1), GG free
            game.gg_out = random_lists(rng, game.n, game.m, 0.5);
            game.yy_out = random_lists_of_degree(rng, game.m, game.n, 1);
            break;
        case 3:  // everything forced: a functional graph
            game.gg_out = random_lists_of_degree(rng, game.n, game.m, 1);
            game.yy_out = random_lists_of_degree(rng, game.m, game.n, 1);
            break;
        default: {  // 4..9: built around a walk through every vertex
            game.gg_out.assign(game.n, {});
            game.yy_out.assign(game.m, {});
            add_covering_walk(rng, game);
            const int extra_gg = uniform_int(rng, 0, game.n);
            for (int k = 0; k < extra_gg; ++k)
                add_if_missing(game.gg_out[uniform_int(rng, 0, game.n - 1)], uniform_int(rng, 0, game.m - 1));
            if (shape >= 7)  // a choice for YY, which may or may not hurt GG
                add_if_missing(game.yy_out[uniform_int(rng, 0, game.m - 1)], uniform_int(rng, 0, game.n - 1));
            if (shape == 9) {  // a dead end: always No
                if (chance(rng, 0.5))
                    game.gg_out[uniform_int(rng, 0, game.n - 1)].clear();
                else
                    game.yy_out[uniform_int(rng, 0, game.m - 1)].clear();
            }
            break;
        }
    }
    for (std::vector<int>& list : game.gg_out) std::shuffle(list.begin(), list.end(), rng);
    for (std::vector<int>& list : game.yy_out) std::shuffle(list.begin(), list.end(), rng);
    if (chance(rng, 0.1)) duplicate_an_edge(rng, chance(rng, 0.5) ? game.gg_out : game.yy_out);
    return game;
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
            for (int b = 1; b <= n; ++b)
                for (int e = 1; e <= n; ++e)
                    if (b != e && chance(rng, 0.6)) game.edges.emplace_back(b, e);
            break;
        case 2: {  // dead ends: a few vertices have no out-edge at all
            add_random_edges(rng, game, uniform_int(rng, n, 2 * n));
            const int sink_a = uniform_int(rng, 1, n), sink_b = uniform_int(rng, 1, n);
            std::vector<std::pair<int, int>> kept;
            for (const std::pair<int, int>& e : game.edges)
                if (e.first != sink_a && e.first != sink_b) kept.push_back(e);
            game.edges = kept;
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
            for (int k = 0; k < n; ++k) level[k] = period > 0 ? uniform_int(rng, 0, period - 1) : uniform_int(rng, 0, n / 2);
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
            for (int k = 0; k < cycle_length; ++k)
                game.edges.emplace_back(name[k], name[(k + 1) % cycle_length]);
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
    if (chance(rng, 0.08)) game.edges.push_back(game.edges[uniform_int(rng, 0, static_cast<int>(game.edges.size()) - 1)]);
    std::shuffle(game.edges.begin(), game.edges.end(), rng);
    game.x = uniform_int(rng, 1, n);
    if (shape == 5 && n >= 2 && chance(rng, 0.8)) {  // one in each half
        const int half = n / 2;
        game.x = name[uniform_int(rng, 0, half - 1)];
        game.y = name[uniform_int(rng, half, n - 1)];
        if (chance(rng, 0.5)) std::swap(game.x, game.y);
    } else if (shape == 7 && chance(rng, 0.8)) {  // Bob on the cycle
        game.x = name[0];
        game.y = uniform_int(rng, 1, n - 1);
        if (game.y >= game.x) ++game.y;
    } else if (shape == 8) {
        game.y = uniform_int(rng, 1, n - 1);
        if (game.y >= game.x) ++game.y;
        const int sink = chance(rng, 0.5) ? game.y : uniform_int(rng, 1, n);
        std::vector<std::pair<int, int>> kept;
        for (const std::pair<int, int>& e : game.edges)
            if (e.first != sink && e.first != game.y) kept.push_back(e);
        if (sink != game.y) kept.emplace_back(game.y, sink);
        game.edges = kept;
        if (game.edges.empty()) game.edges.emplace_back(game.x, game.y);
    } else if (chance(rng, 0.05)) {
        game.y = game.x;
    } else {
        game.y = uniform_int(rng, 1, n - 1);
        if (game.y >= game.x) ++game.y;
    }
    return game;
}

}  // namespace

FunnyGameCase random_funny_game(std::mt19937_64& rng, int max_n, int max_m, Promises promises) {
    FunnyGameCase game = draw_funny_game(rng, max_n, max_m);
    while (promises == Promises::kept && !follows_statement(game)) game = draw_funny_game(rng, max_n, max_m);
    return game;
}

BipartiteGameCase random_bipartite_game(std::mt19937_64& rng, int max_n, int max_m, Promises promises) {
    BipartiteGameCase game = draw_bipartite_game(rng, max_n, max_m);
    while (promises == Promises::kept && !follows_statement(game)) game = draw_bipartite_game(rng, max_n, max_m);
    return game;
}

ChaseCase random_chase(std::mt19937_64& rng, int max_n, Promises promises) {
    ChaseCase game = draw_chase(rng, max_n);
    while (promises == Promises::kept && !follows_statement(game)) game = draw_chase(rng, max_n);
    return game;
}

namespace {

bool has_duplicate(std::vector<int> list) {
    std::sort(list.begin(), list.end());
    return std::adjacent_find(list.begin(), list.end()) != list.end();
}

}  // namespace

bool breaks_a_promise_on_purpose(const FunnyGameCase&) { return false; }

bool breaks_a_promise_on_purpose(const BipartiteGameCase& game) {
    for (const auto* lists : {&game.gg_out, &game.yy_out})
        for (const std::vector<int>& list : *lists)
            if (has_duplicate(list)) return true;
    return false;
}

bool breaks_a_promise_on_purpose(const ChaseCase& game) {
    for (const std::pair<int, int>& edge : game.edges)
        if (edge.first == edge.second) return true;
    return without_repeats(game.edges).size() != game.edges.size() || game.x == game.y;
}

FunnyGameCase with_promises_kept(FunnyGameCase game) { return game; }

BipartiteGameCase with_promises_kept(BipartiteGameCase game) {
    for (auto* lists : {&game.gg_out, &game.yy_out})
        for (std::vector<int>& list : *lists) list = without_repeats(list);
    return game;
}

ChaseCase with_promises_kept(ChaseCase game) {
    std::vector<std::pair<int, int>> kept;
    for (const std::pair<int, int>& edge : without_repeats(game.edges))
        if (edge.first != edge.second) kept.push_back(edge);
    game.edges = kept;
    if (game.x == game.y) game.y = game.x % game.n + 1;
    return game;
}

}  // namespace harness
