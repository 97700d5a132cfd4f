// gym100548h cases: their judge input, their sizes, and every small one.
#include <sstream>
#include <vector>

#include "problems/gym100548h/problem.hpp"

namespace harness {

template <>
std::string judge_input(const std::vector<ChaseCase>& cases) {
    std::ostringstream out;
    out << cases.size() << '\n';
    for (const ChaseCase& c : cases) {
        out << c.n << ' ' << c.edges.size() << '\n';
        for (const std::pair<int, int>& e : c.edges) out << e.first << ' ' << e.second << '\n';
        out << c.x << ' ' << c.y << '\n';
    }
    return out.str();
}

template <>
std::size_t edge_count(const ChaseCase& game) {
    return game.edges.size();
}
template <>
int vertex_count(const ChaseCase& game) {
    return game.n;
}
template <>
std::size_t case_size(const ChaseCase& game) {
    return static_cast<std::size_t>(game.n + game.x + game.y) + edge_count(game);
}

std::vector<ChaseCase> Chase::every_game(int n, bool with_self_loops, bool with_equal_starts) {
    const std::vector<std::pair<int, int>> possible = every_edge(n, with_self_loops);
    std::vector<ChaseCase> games;
    for (long mask = 1; mask < (1L << possible.size()); ++mask) {
        ChaseCase graph;
        graph.n = n;
        for (size_t k = 0; k < possible.size(); ++k)
            if (mask >> k & 1) graph.edges.push_back(possible[k]);
        for (int x = 1; x <= n; ++x)
            for (int y = 1; y <= n; ++y) {
                if (x == y && !with_equal_starts) continue;
                graph.x = x;
                graph.y = y;
                games.push_back(graph);
            }
    }
    return games;
}

template <>
std::vector<ChaseCase> exhaustive_cases() {
    std::vector<ChaseCase> games = Chase::every_game(2, true, true);
    for (const ChaseCase& game : Chase::every_game(3, true, true)) games.push_back(game);
    for (const ChaseCase& game : Chase::every_game(4, false, false)) games.push_back(game);
    return games;
}

}  // namespace harness
