// The smaller variants of a failing gym100548h case (harness/shrink.hpp).
#include <algorithm>

#include "problems/gym100548h/problem.hpp"
#include "shrink.hpp"

namespace harness {

namespace {

// The game on n vertices with each vertex v renamed new_name[v] (1-based; 0:
// removed, with its edges). When `merging`, the self-loops and repeated edges
// this makes are dropped.
ChaseCase renamed(const ChaseCase& game, const std::vector<int>& new_name, int n, bool merging) {
    ChaseCase smaller;
    smaller.n = n;
    for (const auto& [b, e] : game.edges) {
        const std::pair<int, int> edge(new_name[b], new_name[e]);
        if (edge.first == 0 || edge.second == 0) continue;
        if (!merging || (edge.first != edge.second && !contains(smaller.edges, edge))) smaller.edges.push_back(edge);
    }
    smaller.x = new_name[game.x];
    smaller.y = new_name[game.y];
    return smaller;
}

// Removes the vertices listed in `removed` (1-based, never x or y) with their
// edges; the others are renumbered in order.
ChaseCase drop_chase_vertices(const ChaseCase& game, const std::vector<int>& removed) {
    std::vector<int> new_name(game.n + 1, 0);
    int next = 0;
    for (int v = 1; v <= game.n; ++v)
        if (!contains(removed, v)) new_name[v] = ++next;
    return renamed(game, new_name, next, false);
}

// Vertex `from` of the chase graph is merged into `into` < from (1-based):
// edges are redirected, self-loops and duplicates dropped, x and y follow.
ChaseCase merge_chase_vertices(const ChaseCase& game, int from, int into) {
    std::vector<int> new_name(game.n + 1);
    for (int v = 1; v <= game.n; ++v) new_name[v] = v == from ? into : v > from ? v - 1 : v;
    return renamed(game, new_name, game.n - 1, true);
}

}  // namespace

template <>
bool for_each_smaller(const ChaseCase& game, const std::function<bool(const ChaseCase&)>& visit) {
    std::vector<int> others;
    for (int v = 1; v <= game.n; ++v)
        if (v != game.x && v != game.y) others.push_back(v);
    // A vertex drop may take all edges with it; m >= 1 is required.
    auto try_case = [&](const ChaseCase& smaller) { return !smaller.edges.empty() && visit(smaller); };
    for (const auto& chunk : removal_chunks(others.size()))
        if (try_case(drop_chase_vertices(game, chunk_items(others, chunk, true)))) return true;
    for (const auto& chunk : removal_chunks(game.edges.size())) {
        ChaseCase smaller = game;
        smaller.edges = chunk_items(game.edges, chunk, false);
        if (try_case(smaller)) return true;
    }
    auto joined = [&](int a, int b) {
        return contains(game.edges, std::make_pair(a, b)) || contains(game.edges, std::make_pair(b, a));
    };
    for (const auto& pair : merge_pairs(1, game.n, joined)) {
        if ((pair.first == game.x && pair.second == game.y) || (pair.first == game.y && pair.second == game.x))
            continue;  // Bob and Alice must start apart
        if (try_case(merge_chase_vertices(game, pair.first, pair.second))) return true;
    }
    // Moving a start (x, then y) to a smaller vertex lets its old vertex be
    // dropped on the next pass.
    for (const auto& [start, other] :
         {std::pair(&ChaseCase::x, &ChaseCase::y), std::pair(&ChaseCase::y, &ChaseCase::x)})
        for (int w = 1; w < game.*start; ++w) {
            ChaseCase moved = game;
            moved.*start = w;
            if (w != game.*other && try_case(moved)) return true;
        }
    return false;
}

template <>
std::string size_summary(const ChaseCase& game) {
    return "n = " + std::to_string(game.n) + ", m = " + std::to_string(game.edges.size()) +
           ", x = " + std::to_string(game.x) + ", y = " + std::to_string(game.y);
}

}  // namespace harness
