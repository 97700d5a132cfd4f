#include "cases.hpp"

#include <sstream>

namespace testlib {

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

}  // namespace testlib
