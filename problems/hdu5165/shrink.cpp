// The smaller variants of a failing hdu5165 case (harness/shrink.hpp).
#include <algorithm>

#include "generators.hpp"
#include "problems/hdu5165/problem.hpp"
#include "shrink.hpp"

namespace harness {

namespace {

// Value v (1-based) is merged into value r: every f(i) == v becomes r, the
// entries at position v go, and the values above v move down by one.
FunnyGameCase merge_value(const FunnyGameCase& game, int v, int r) {
    FunnyGameCase merged{game.n - 1, {}};
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
        if (r >= 1 && r <= game.n && r != v) add_if_missing(targets, r);
    };
    for (const std::vector<int>& f : game.functions) add(f[static_cast<size_t>(v - 1)]);
    for (int r = 1; r <= game.n; ++r)
        if (game.n <= 12 || r == 1 || r == v - 1 || r == v + 1) add(r);
    return targets;
}

}  // namespace

template <>
bool for_each_smaller(const FunnyGameCase& game, const std::function<bool(const FunnyGameCase&)>& visit) {
    const size_t m = game.functions.size();
    for (const auto& chunk : removal_chunks(m))  // one function alone stays
        if (m > 1 && visit({game.n, chunk_items(game.functions, chunk, false)})) return true;
    for (int v = game.n; v >= 1 && game.n > 1; --v)
        for (int r : merge_targets(game, v))
            if (visit(merge_value(game, v, r))) return true;
    return false;
}

template <>
std::string size_summary(const FunnyGameCase& game) {
    return "n = " + std::to_string(game.n) + ", m = " + std::to_string(game.functions.size());
}

}  // namespace harness
