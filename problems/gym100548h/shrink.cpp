// The smaller variants of a failing gym100548h case (harness/shrink.hpp).
#include <algorithm>

#include "problems/gym100548h/problem.hpp"
#include "shrink.hpp"

namespace harness {

namespace {

// Removes the vertices listed in `removed` (1-based, never x or y) with their
// edges; the others are renumbered in order.
ChaseCase drop_chase_vertices(const ChaseCase& game, const std::vector<int>& removed) {
    std::vector<int> new_index(static_cast<size_t>(game.n) + 1, 0);
    int next = 0;
    for (int v = 1; v <= game.n; ++v)
        if (std::find(removed.begin(), removed.end(), v) == removed.end()) new_index[static_cast<size_t>(v)] = ++next;
    ChaseCase smaller;
    smaller.n = next;
    for (const std::pair<int, int>& e : game.edges) {
        int b = new_index[static_cast<size_t>(e.first)], t = new_index[static_cast<size_t>(e.second)];
        if (b > 0 && t > 0) smaller.edges.emplace_back(b, t);
    }
    smaller.x = new_index[static_cast<size_t>(game.x)];
    smaller.y = new_index[static_cast<size_t>(game.y)];
    return smaller;
}

// Vertex `from` of the chase graph is merged into `into` (1-based): edges are
// redirected, self-loops and duplicates dropped, x and y follow.
ChaseCase merge_chase_vertices(const ChaseCase& game, int from, int into) {
    auto renamed = [&](int v) {
        if (v == from) v = into;
        return v > from ? v - 1 : v;
    };
    ChaseCase merged;
    merged.n = game.n - 1;
    for (const std::pair<int, int>& e : game.edges) {
        std::pair<int, int> moved(renamed(e.first), renamed(e.second));
        if (moved.first != moved.second &&
            std::find(merged.edges.begin(), merged.edges.end(), moved) == merged.edges.end())
            merged.edges.push_back(moved);
    }
    merged.x = renamed(game.x);
    merged.y = renamed(game.y);
    return merged;
}

}  // namespace

template <>
bool for_each_smaller(const ChaseCase& game, const std::function<bool(const ChaseCase&)>& visit) {
    std::vector<int> others;
    for (int v = 1; v <= game.n; ++v)
        if (v != game.x && v != game.y) others.push_back(v);
    // A vertex drop may take all edges with it; m >= 1 is required.
    auto try_case = [&](const ChaseCase& smaller) { return !smaller.edges.empty() && visit(smaller); };
    if (!others.empty()) {
        for (const auto& chunk : removal_chunks(others.size())) {
            std::vector<int> removed(others.begin() + static_cast<long>(chunk.first),
                                     others.begin() + static_cast<long>(chunk.first + chunk.second));
            if (try_case(drop_chase_vertices(game, removed))) return true;
        }
    }
    if (game.edges.size() > 1) {
        for (const auto& chunk : removal_chunks(game.edges.size())) {
            ChaseCase smaller = game;
            smaller.edges.clear();
            for (size_t i = 0; i < game.edges.size(); ++i)
                if (!in_chunk(i, chunk)) smaller.edges.push_back(game.edges[i]);
            if (try_case(smaller)) return true;
        }
    }
    auto joined = [&](int a, int b) {
        return std::find(game.edges.begin(), game.edges.end(), std::make_pair(a, b)) != game.edges.end() ||
               std::find(game.edges.begin(), game.edges.end(), std::make_pair(b, a)) != game.edges.end();
    };
    for (const auto& pair : merge_pairs(1, game.n, joined)) {
        if ((pair.first == game.x && pair.second == game.y) || (pair.first == game.y && pair.second == game.x))
            continue;  // Bob and Alice must start apart
        if (try_case(merge_chase_vertices(game, pair.first, pair.second))) return true;
    }
    // Moving a start lets its old vertex be dropped on the next pass.
    for (int w = 1; w < game.x; ++w) {
        if (w == game.y) continue;
        ChaseCase moved = game;
        moved.x = w;
        if (try_case(moved)) return true;
    }
    for (int w = 1; w < game.y; ++w) {
        if (w == game.x) continue;
        ChaseCase moved = game;
        moved.y = w;
        if (try_case(moved)) return true;
    }
    return false;
}

template <>
std::string size_summary(const ChaseCase& game) {
    return "n = " + std::to_string(game.n) + ", m = " + std::to_string(game.edges.size()) +
           ", x = " + std::to_string(game.x) + ", y = " + std::to_string(game.y);
}

}  // namespace harness
