// The smaller variants of a failing hdu7399 case (harness/shrink.hpp).
#include <algorithm>

#include "problems/hdu7399/problem.hpp"
#include "shrink.hpp"

namespace harness {

namespace {

// The case whose side `side` (0: GG, 1: YY) has the lists `own`, the other
// side the lists `other`.
BipartiteGameCase with_sides(int side, std::vector<std::vector<int>> own, std::vector<std::vector<int>> other) {
    if (side == 1) std::swap(own, other);
    return {static_cast<int>(own.size()), static_cast<int>(other.size()), std::move(own), std::move(other)};
}

// Removes the GG vertices (side 0) or YY vertices (side 1) in `removed`.
BipartiteGameCase drop_vertices(const BipartiteGameCase& game, int side, const std::pair<size_t, size_t>& removed) {
    const std::vector<std::vector<int>>& own = side == 0 ? game.gg_out : game.yy_out;
    std::vector<int> new_index = renumbering(own.size(), removed);
    std::vector<std::vector<int>> kept_own, kept_other;
    for (size_t i = 0; i < own.size(); ++i)
        if (new_index[i] >= 0) kept_own.push_back(own[i]);
    for (const std::vector<int>& targets : side == 0 ? game.yy_out : game.gg_out) {
        std::vector<int>& kept = kept_other.emplace_back();
        for (int t : targets)
            if (new_index[t] >= 0) kept.push_back(new_index[t]);
    }
    return with_sides(side, std::move(kept_own), std::move(kept_other));
}

// Removes the edges whose position in reading order (GG lists, then YY
// lists) falls in `removed`.
BipartiteGameCase drop_edges(const BipartiteGameCase& game, const std::pair<size_t, size_t>& removed) {
    BipartiteGameCase smaller = game;
    size_t position = 0;
    for (std::vector<std::vector<int>>* lists : {&smaller.gg_out, &smaller.yy_out})
        for (std::vector<int>& targets : *lists) {
            std::vector<int> kept;
            for (int t : targets)
                if (!in_chunk(position++, removed)) kept.push_back(t);
            targets = std::move(kept);
        }
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
    for (int t : own[from]) add_if_missing(own[into], t);
    own.erase(own.begin() + from);
    for (std::vector<int>& targets : other) {
        std::vector<int> kept;
        for (int t : targets) add_if_missing(kept, renamed(t));
        targets = std::move(kept);
    }
    return with_sides(side, std::move(own), std::move(other));
}

}  // namespace

template <>
bool for_each_smaller(const BipartiteGameCase& game, const std::function<bool(const BipartiteGameCase&)>& visit) {
    for (int side = 0; side < 2; ++side) {
        const size_t count = side == 0 ? game.gg_out.size() : game.yy_out.size();
        for (const auto& chunk : removal_chunks(count))
            if (chunk.second < count && visit(drop_vertices(game, side, chunk))) return true;
    }
    for (const auto& chunk : removal_chunks(edge_count(game)))
        if (visit(drop_edges(game, chunk))) return true;
    // Merging two vertices of one side keeps the graph bipartite.
    for (int side = 0; side < 2; ++side) {
        const std::vector<std::vector<int>>& own = side == 0 ? game.gg_out : game.yy_out;
        const std::vector<std::vector<int>>& other = side == 0 ? game.yy_out : game.gg_out;
        // Two vertices of a side are "joined" when they share a neighbour.
        auto joined = [&](int a, int b) {
            for (const std::vector<int>& targets : other)
                if (contains(targets, a) && contains(targets, b)) return true;
            return std::any_of(own[a].begin(), own[a].end(), [&](int t) { return contains(own[b], t); });
        };
        for (const auto& pair : merge_pairs(0, static_cast<int>(own.size()), joined))
            if (visit(merge_vertices(game, side, pair.first, pair.second))) return true;
    }
    return false;
}

template <>
std::string size_summary(const BipartiteGameCase& game) {
    return "n = " + std::to_string(game.n) + ", m = " + std::to_string(game.m) + ", " +
           std::to_string(edge_count(game)) + " edges";
}

}  // namespace harness
