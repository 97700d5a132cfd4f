#include "cases.hpp"

#include <sstream>

namespace harness {

std::string judge_input(const std::vector<FunnyGameCase>& cases) {
    std::ostringstream out;
    out << cases.size() << '\n';
    for (const FunnyGameCase& c : cases) {
        out << c.n << ' ' << c.functions.size() << '\n';
        for (const std::vector<int>& f : c.functions) {
            for (size_t i = 0; i < f.size(); ++i) out << (i ? " " : "") << f[i];
            out << '\n';
        }
    }
    return out.str();
}

static void write_adjacency(std::ostringstream& out, const std::vector<std::vector<int>>& lists) {
    for (const std::vector<int>& targets : lists) {
        out << targets.size();
        for (int t : targets) out << ' ' << t;
        out << '\n';
    }
}

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

std::size_t edge_count(const FunnyGameCase&) { return 0; }
std::size_t edge_count(const BipartiteGameCase& game) {
    std::size_t count = 0;
    for (const std::vector<int>& targets : game.gg_out) count += targets.size();
    for (const std::vector<int>& targets : game.yy_out) count += targets.size();
    return count;
}
std::size_t edge_count(const ChaseCase& game) { return game.edges.size(); }

int vertex_count(const FunnyGameCase& game) { return game.n; }
int vertex_count(const BipartiteGameCase& game) { return game.n + game.m; }
int vertex_count(const ChaseCase& game) { return game.n; }

// Each shrinking step (shrink.cpp) drops a function or merges two values
// (hdu5165); drops vertices or edges or merges two vertices, never adding an
// edge (hdu7399); drops vertices or edges, merges two vertices or moves a
// start to a lower vertex, never raising another count (gym100548h): each
// lowers these sums.
std::size_t case_size(const FunnyGameCase& game) { return static_cast<std::size_t>(game.n) + game.functions.size(); }
std::size_t case_size(const BipartiteGameCase& game) {
    return static_cast<std::size_t>(game.n + game.m) + edge_count(game);
}
std::size_t case_size(const ChaseCase& game) {
    return static_cast<std::size_t>(game.n + game.x + game.y) + edge_count(game);
}

}  // namespace harness
