// hdu7399's certificates (tests/certificate_test.cpp checks them for every
// problem): the lies told with them (corruptions_of).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "certificate_support.hpp"
#include "problems.hpp"

namespace {

using namespace certificate_support;

// hdu7399 vertex names u<i> / v<j>.
bool edge_in(const harness::BipartiteGameCase& game, const std::string& from, const std::string& to) {
    const int i = std::stoi(from.substr(1)), j = std::stoi(to.substr(1));
    const std::vector<int>& list = from[0] == 'u' ? game.gg_out[i] : game.yy_out[i];
    return (from[0] != to[0]) && std::find(list.begin(), list.end(), j) != list.end();
}
// A vertex of the other side that `from` has no edge to, or "" if none.
std::string non_edge_from(const harness::BipartiteGameCase& game, const std::string& from) {
    const bool gg = from[0] == 'u';
    for (int j = 0; j < (gg ? game.m : game.n); ++j) {
        const std::string to = (gg ? "v" : "u") + std::to_string(j);
        if (!edge_in(game, from, to)) return to;
    }
    return "";
}

Corruptions corruptions(const harness::BipartiteGameCase& game, const Lines& cert) {
    Corruptions out;
    add_common(out, cert, harness::BipartiteGame::facts.answers);
    const std::vector<std::string> head = words(cert[1]);
    if (head[0] == "dead") {
        for (int i = 0; i < game.n; ++i)
            if (!game.gg_out[i].empty())
                out.push_back({"vertex with an edge as dead end", with_word(cert, 1, 1, "u" + std::to_string(i))});
        return out;
    }
    if (head[0] == "trap") {
        for (size_t i = 2; i < cert.size(); ++i) {
            const std::vector<std::string> entry = words(cert[i]);
            if (entry[0] == head[1]) out.push_back({"dropped entry", without_line(cert, i, 1, 3)});
            const std::string bad = entry.size() == 2 ? non_edge_from(game, entry[0]) : "";
            if (!bad.empty()) out.push_back({"non-edge move", with_word(cert, i, 1, bad)});
        }
        return out;
    }
    // Yes: the first section reaches its target from every vertex.
    const long size = number(cert[1], 2);
    if (size == 0) return out;
    out.push_back({"dropped entry", without_line(cert, 2, 1, 2)});
    size_t highest = 2;
    for (size_t i = 2; i < 2 + static_cast<size_t>(size); ++i) {
        if (number(cert[i], 1) > number(cert[highest], 1)) highest = i;
        const std::vector<std::string> entry = words(cert[i]);
        const std::string bad = entry.size() == 3 ? non_edge_from(game, entry[0]) : "";
        if (!bad.empty()) out.push_back({"non-edge move", with_word(cert, i, 2, bad)});
    }
    out.push_back({"rank not decreasing", with_word(cert, highest, 1, std::to_string(number(cert[highest], 1) - 1))});
    return out;
}

// CheckerCatchesLies (tests/certificate_test.cpp) tells these lies.
const bool corruptions_set = (corruptions_of<harness::BipartiteGameCase> = &corruptions, true);

}  // namespace
