// hdu7399 cases: their judge input, their sizes, and every small one.
#include <sstream>
#include <vector>

#include "problems/hdu7399/problem.hpp"

namespace harness {

namespace {

void write_adjacency(std::ostringstream& out, const std::vector<std::vector<int>>& lists) {
    for (const std::vector<int>& targets : lists) {
        out << targets.size();
        for (int t : targets) out << ' ' << t;
        out << '\n';
    }
}

}  // namespace

template <>
std::string judge_input(const std::vector<BipartiteGameCase>& cases) {
    std::ostringstream out;
    out << cases.size() << '\n';
    for (const BipartiteGameCase& c : cases) {
        out << c.n << ' ' << c.m << '\n';
        write_adjacency(out, c.gg_out);
        write_adjacency(out, c.yy_out);
    }
    return out.str();
}

template <>
std::size_t edge_count(const BipartiteGameCase& game) {
    std::size_t count = 0;
    for (int w = 0; w < game.n + game.m; ++w) count += game.out(w).size();
    return count;
}
template <>
int vertex_count(const BipartiteGameCase& game) {
    return game.n + game.m;
}
template <>
std::size_t case_size(const BipartiteGameCase& game) {
    return static_cast<std::size_t>(game.n + game.m) + edge_count(game);
}

// Every bipartite game with n + m <= 5: each of the 2nm possible edges
// present or not.
template <>
std::vector<BipartiteGameCase> exhaustive_cases() {
    std::vector<BipartiteGameCase> games;
    for (int n = 1; n <= 4; ++n)
        for (int m = 1; n + m <= 5; ++m)
            for (long mask = 0; mask < (1L << (2 * n * m)); ++mask) {
                BipartiteGameCase& game = games.emplace_back(BipartiteGameCase::edgeless(n, m));
                int bit = 0;
                for (int w = 0; w < n + m; ++w)
                    for (int t = 0; t < (w < n ? m : n); ++t, ++bit)
                        if (mask >> bit & 1) (w < n ? game.gg_out[w] : game.yy_out[w - n]).push_back(t);
            }
    return games;
}

}  // namespace harness
