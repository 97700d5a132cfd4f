#include "shrink.hpp"

#include <algorithm>

namespace harness {

std::vector<std::pair<size_t, size_t>> removal_chunks(size_t count) {
    std::vector<std::pair<size_t, size_t>> chunks;
    for (size_t length = count / 2; length >= 1; length /= 2) {
        for (size_t begin = 0; begin < count; begin += length)
            chunks.emplace_back(begin, std::min(length, count - begin));
        if (length == 1) break;
    }
    if (count == 1) chunks.emplace_back(0, 1);
    return chunks;
}

namespace {

bool in_chunk(size_t i, const std::pair<size_t, size_t>& chunk) {
    return i >= chunk.first && i < chunk.first + chunk.second;
}

// For vertex removal: new index of every old index, -1 for removed ones.
std::vector<int> renumbering(size_t count, const std::pair<size_t, size_t>& removed) {
    std::vector<int> new_index(count, -1);
    int next = 0;
    for (size_t i = 0; i < count; ++i)
        if (!in_chunk(i, removed)) new_index[i] = next++;
    return new_index;
}

// ---- hdu5165 -----------------------------------------------------------

// Value v (1-based) is merged into value r: every f(i) == v becomes r, the
// entries at position v go, and the values above v move down by one.
FunnyGameCase merge_value(const FunnyGameCase& game, int v, int r) {
    FunnyGameCase merged;
    merged.n = game.n - 1;
    auto renamed = [&](int value) {
        if (value == v) value = r;
        return value > v ? value - 1 : value;
    };
    for (const std::vector<int>& f : game.functions) {
        std::vector<int> g;
        g.reserve(static_cast<size_t>(merged.n));
        for (int i = 1; i <= game.n; ++i)
            if (i != v) g.push_back(renamed(f[static_cast<size_t>(i - 1)]));
        merged.functions.push_back(std::move(g));
    }
    return merged;
}

// Values worth merging v into: its images first (merging along a function
// keeps that function's shape), then the other values. Above a dozen values
// only a few, to keep a pass short.
std::vector<int> merge_targets(const FunnyGameCase& game, int v) {
    std::vector<int> targets;
    auto add = [&](int r) {
        if (r >= 1 && r <= game.n && r != v && std::find(targets.begin(), targets.end(), r) == targets.end())
            targets.push_back(r);
    };
    for (const std::vector<int>& f : game.functions) add(f[static_cast<size_t>(v - 1)]);
    if (game.n <= 12) {
        for (int r = 1; r <= game.n; ++r) add(r);
    } else {
        add(1);
        add(v - 1);
        add(v + 1);
    }
    return targets;
}

// ---- hdu7399 -----------------------------------------------------------

// Removes the GG vertices (side 0) or YY vertices (side 1) in `removed`.
BipartiteGameCase drop_vertices(const BipartiteGameCase& game, int side, const std::pair<size_t, size_t>& removed) {
    BipartiteGameCase smaller;
    const std::vector<std::vector<int>>& own = side == 0 ? game.gg_out : game.yy_out;
    const std::vector<std::vector<int>>& other = side == 0 ? game.yy_out : game.gg_out;
    std::vector<int> new_index = renumbering(own.size(), removed);
    std::vector<std::vector<int>> kept_own, kept_other;
    for (size_t i = 0; i < own.size(); ++i)
        if (new_index[i] >= 0) kept_own.push_back(own[i]);
    for (const std::vector<int>& targets : other) {
        std::vector<int> kept;
        for (int t : targets)
            if (new_index[static_cast<size_t>(t)] >= 0) kept.push_back(new_index[static_cast<size_t>(t)]);
        kept_other.push_back(std::move(kept));
    }
    smaller.gg_out = side == 0 ? std::move(kept_own) : std::move(kept_other);
    smaller.yy_out = side == 0 ? std::move(kept_other) : std::move(kept_own);
    smaller.n = static_cast<int>(smaller.gg_out.size());
    smaller.m = static_cast<int>(smaller.yy_out.size());
    return smaller;
}

// Removes the edges whose position in reading order (GG lists, then YY
// lists) falls in `removed`.
BipartiteGameCase drop_edges(const BipartiteGameCase& game, const std::pair<size_t, size_t>& removed) {
    BipartiteGameCase smaller = game;
    size_t position = 0;
    for (std::vector<std::vector<int>>* lists : {&smaller.gg_out, &smaller.yy_out}) {
        for (std::vector<int>& targets : *lists) {
            std::vector<int> kept;
            for (int t : targets)
                if (!in_chunk(position++, removed)) kept.push_back(t);
            targets = std::move(kept);
        }
    }
    return smaller;
}

// ---- gym100548h --------------------------------------------------------

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


// Vertex `from` is merged into `into` on one side (0: GG, 1: YY): its out-edges
// join into's, edges to it go to into, and the numbers above `from` move down.
// Duplicate edges are dropped.
BipartiteGameCase merge_vertices(const BipartiteGameCase& game, int side, int from, int into) {
    std::vector<std::vector<int>> own = side == 0 ? game.gg_out : game.yy_out;
    std::vector<std::vector<int>> other = side == 0 ? game.yy_out : game.gg_out;
    auto renamed = [&](int v) {
        if (v == from) v = into;
        return v > from ? v - 1 : v;
    };
    auto add_missing = [](std::vector<int>& list, int target) {
        if (std::find(list.begin(), list.end(), target) == list.end()) list.push_back(target);
    };
    for (int t : own[static_cast<size_t>(from)]) add_missing(own[static_cast<size_t>(into)], t);
    own.erase(own.begin() + from);
    for (std::vector<int>& targets : other) {
        std::vector<int> kept;
        for (int t : targets) add_missing(kept, renamed(t));
        targets = std::move(kept);
    }
    BipartiteGameCase merged;
    merged.gg_out = side == 0 ? std::move(own) : std::move(other);
    merged.yy_out = side == 0 ? std::move(other) : std::move(own);
    merged.n = static_cast<int>(merged.gg_out.size());
    merged.m = static_cast<int>(merged.yy_out.size());
    return merged;
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

// Pairs (from, into), from > into, worth merging among `count` vertices: all
// of them while few, else only those an edge joins (`joined`).
template <class Joined>
std::vector<std::pair<int, int>> merge_pairs(int first, int count, Joined joined) {
    std::vector<std::pair<int, int>> pairs;
    for (int from = first + count - 1; from >= first; --from)
        for (int into = first; into < from; ++into)
            if (count <= 16 || joined(from, into)) pairs.emplace_back(from, into);
    return pairs;
}

}  // namespace

bool for_each_smaller(const FunnyGameCase& game, const FunnyGameVisitor& visit) {
    const size_t m = game.functions.size();
    if (m > 1) {
        for (const auto& chunk : removal_chunks(m)) {
            FunnyGameCase smaller;
            smaller.n = game.n;
            for (size_t k = 0; k < m; ++k)
                if (!in_chunk(k, chunk)) smaller.functions.push_back(game.functions[k]);
            if (visit(smaller)) return true;
        }
    }
    for (int v = game.n; v >= 1 && game.n > 1; --v)
        for (int r : merge_targets(game, v))
            if (visit(merge_value(game, v, r))) return true;
    return false;
}

bool for_each_smaller(const BipartiteGameCase& game, const BipartiteGameVisitor& visit) {
    for (int side = 0; side < 2; ++side) {
        size_t count = side == 0 ? game.gg_out.size() : game.yy_out.size();
        if (count < 2) continue;
        for (const auto& chunk : removal_chunks(count))
            if (chunk.second < count && visit(drop_vertices(game, side, chunk))) return true;
    }
    size_t edges = edge_count(game);
    if (edges > 0) {
        for (const auto& chunk : removal_chunks(edges))
            if (visit(drop_edges(game, chunk))) return true;
    }
    // Merging two vertices of one side keeps the graph bipartite.
    for (int side = 0; side < 2; ++side) {
        const std::vector<std::vector<int>>& own = side == 0 ? game.gg_out : game.yy_out;
        const std::vector<std::vector<int>>& other = side == 0 ? game.yy_out : game.gg_out;
        // Two vertices of a side are "joined" when they share a neighbour.
        auto joined = [&](int a, int b) {
            for (const std::vector<int>& targets : other)
                if (std::find(targets.begin(), targets.end(), a) != targets.end() &&
                    std::find(targets.begin(), targets.end(), b) != targets.end())
                    return true;
            for (int t : own[static_cast<size_t>(a)])
                if (std::find(own[static_cast<size_t>(b)].begin(), own[static_cast<size_t>(b)].end(), t) !=
                    own[static_cast<size_t>(b)].end())
                    return true;
            return false;
        };
        for (const auto& pair : merge_pairs(0, static_cast<int>(own.size()), joined))
            if (visit(merge_vertices(game, side, pair.first, pair.second))) return true;
    }
    return false;
}

bool for_each_smaller(const ChaseCase& game, const ChaseVisitor& visit) {
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

std::string size_summary(const FunnyGameCase& game) {
    return "n = " + std::to_string(game.n) + ", m = " + std::to_string(game.functions.size());
}

std::string size_summary(const BipartiteGameCase& game) {
    return "n = " + std::to_string(game.n) + ", m = " + std::to_string(game.m) + ", " +
           std::to_string(edge_count(game)) + " edges";
}

std::string size_summary(const ChaseCase& game) {
    return "n = " + std::to_string(game.n) + ", m = " + std::to_string(game.edges.size()) + ", x = " +
           std::to_string(game.x) + ", y = " + std::to_string(game.y);
}

}  // namespace harness
