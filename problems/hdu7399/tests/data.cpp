// hdu7399's data for the shared tests (tests/problem_data.hpp says what each
// is for): its inputs at the limits, answer lines, certificates and their
// lies, texts of explain and of play, and its cases for shrinking.
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "certificate_support.hpp"
#include "problem_data.hpp"

namespace problem_data {

using harness::BipartiteGameCase;
using namespace certificate_support;

namespace {

// A vertex of the other side that `from` (u<i> or v<j>) has no edge to, or "".
std::string non_edge_from(const BipartiteGameCase& game, const std::string& from) {
    const bool gg = from[0] == 'u';
    const std::vector<int>& list = (gg ? game.gg_out : game.yy_out)[std::stoi(from.substr(1))];
    for (int j = 0; j < (gg ? game.m : game.n); ++j)
        if (std::find(list.begin(), list.end(), j) == list.end()) return (gg ? "v" : "u") + std::to_string(j);
    return "";
}

// n GG vertices with edges to all m YY vertices, and YY's back to all of GG's.
BipartiteGameCase complete(int n, int m, bool back) {
    std::vector<int> us(n), vs(m);
    std::iota(us.begin(), us.end(), 0), std::iota(vs.begin(), vs.end(), 0);
    return {n, m, std::vector<std::vector<int>>(n, vs),
            std::vector<std::vector<int>>(m, back ? us : std::vector<int>{})};
}

// The lies told with a certificate (CertificateData::lies).
Corruptions certificate_lies(const BipartiteGameCase& game, const Lines& cert) {
    Corruptions out;
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

}  // namespace

template <>
std::vector<Verdict> validator_verdicts(const BipartiteGameCase*) {
    // n = m = 300, every u points to every v, the same target on different
    // lines, empty lists (k = 0); two full graphs and a third with every
    // edge of GG's and fewer of YY's: 499999 edges in all tests, and 500000,
    // where the list of v_166 (the input's line 1204 + 300 + 167) takes its
    // 200th edge.
    BipartiteGameCase limits = complete(300, 300, false), empty{1, 1, {{}}, {{}}};
    limits.yy_out.assign(300, {0});
    auto full_then = [](int yy_edges) {
        BipartiteGameCase full = complete(300, 300, true), third = full;
        for (std::vector<int>& list : third.yy_out) {
            list.resize(std::min<size_t>(list.size(), yy_edges));
            yy_edges -= static_cast<int>(list.size());
        }
        return harness::judge_input(std::vector<BipartiteGameCase>{full, full, third});
    };
    return {{harness::judge_input(std::vector<BipartiteGameCase>{limits, empty}), "valid"},
            {full_then(49999), "valid"},
            {full_then(50000),
             "hdu7399: line 1671, column 1: w of v_166 = 200 makes at least 500000 edges in all tests (the statement "
             "requires fewer)"}};
}

template <>
ReaderData<BipartiteGameCase> judge_reader_data(const BipartiteGameCase*) {
    // The edge caps: one vertex's, and the test's, which leaves the next
    // vertex fewer edges.
    std::string zeros;
    for (int k = 0; k < 5000000; ++k) zeros += " 0";
    return {
        [](const BipartiteGameCase& game, harness::Size most) { return game.n <= most.n && game.m <= most.m; },
        {{"1\n1 1\n5000001\n", "hdu7399: test 1, line 3: expected k of u_0 in 0..5000000, found \"5000001\""},
         {"1\n1 1\n5000000" + zeros + "\n1 0\n", "hdu7399: test 1, line 4: expected w of v_0 in 0..0, found \"1\""}}};
}

template <>
CertificateData<BipartiteGameCase> certificate_data(const BipartiteGameCase* model) {
    const std::string input = "1\n1 1\n1 0\n1 0\n";  // u0 <-> v0: Yes
    const std::string at = "hdu7399: certificate, test 1: ";
    return {certificate_lies,
            {{input, "test 1 Yes\nreach u0 1\nv0 1\nreach v0 1\nu0 1 v0\n", ""},
             {input, "test 1 No\ndead v0\n", at + "v0 is not a dead end: it has an out-edge\n"},
             {input, "test 1 Yes\nreach u0 1\nv0 1\nreach v0 1\nu0 1 u0\n",
              at + "reach v0: u0 (rank 1): GG's move to u0 is not an edge\n"},
             {input, "test 1 Yes\nreach u0 1\nv0 1\nreach v0 1\nu0 1 v1\n",
              at + "line 5: GG's move (u0..u0 or v0..v0), found \"v1\"\n"}},
            {// m = 1200 and 600, past the statement's 300.
             {"adversarial chains, m = 1200", harness::family_named(model, "Yes chain (adversarial)").make(0, 1, 1200)},
             {"dense random, m = 600", harness::family_named(model, "No dense random").make(53, 1, 600)}}};
}

template <>
Enumeration<BipartiteGameCase> enumeration(const BipartiteGameCase*) {
    // Every edge set of n + m <= 5 vertices: 2^(2nm) each.
    Enumeration<BipartiteGameCase> all{{}, 0};
    for (int n = 1; n < 5; ++n)
        for (int m = 1; n + m <= 5; ++m)
            all.groups.push_back({"n = " + std::to_string(n) + ", m = " + std::to_string(m),
                                  [=](const BipartiteGameCase& game) { return game.n == n && game.m == m; },
                                  size_t{1} << (2 * n * m)});
    return all;
}

template <>
ExplainData<BipartiteGameCase> explain_data(const BipartiteGameCase*) {
    const std::string most =
        ", too many to draw usefully (at most 120 vertices and 600 edges); use --format text or cert";
    return {{{{"--test", "2"}, {"test 2: No", "v0 has no out-edge"}},
             {{"--test", "3"},
              {"test 3: No", "Once the token is on u1, YY keeps it away from u0", "v2: YY moves to u1",
               "u1: GG's every edge stays inside", "u1 -> v2 -> u1"}},
             {{"--test", "4"},
              {"test 4: Yes", "Her way to u0 from every vertex", "u1 (2): GG moves to v3",
               "Every other target is reached", "u1: v0 (3) all edges closer; u2 (2) -> v1; v1 (1) all edges closer",
               "Longest line of play to u0", "v1 -> u1 -> v3 -> u0"}},
             // GG wins: her only move u0 -> v0 is drawn as her move (green).
             {{"--format", "dot", "--test", "4"}, {"u0 -> v0 [color=\"#1a7f1a\""}}},
            {{complete(61, 60, false), "the graph has 121 vertices and 3660 edges" + most},
             {complete(25, 25, true), "the graph has 50 vertices and 1250 edges" + most}}};
}

template <>
Texts texts(const BipartiteGameCase*) {
    return {{{{3, false, "No"}, {3, true, "Yes"}}, {"YES", "yes", "Case #3: Yes"}},
            {"02-trap-yy-dead-end",
             "test 1: No (YY stops GG from visiting every vertex infinitely often)\nv0 has no out-edge"},
            {"exit3", "2", "4", "n = 2, m = 1, 0 edges"}};
}

template <>
ShrinkData<BipartiteGameCase> shrink_data(const BipartiteGameCase*) {
    return {{{{1, 1, {{0}}, {{0}}}, true, ""},
             {{1, 1, {{0, 0}}, {{0}}}, false, "duplicate edge"},
             {{1, 1, {{1}}, {{0}}}, false, "index out of range"}},
            // Dropping u0 renumbers u1 and takes v0's edge to u0 with it.
            {{{2, 1, {{0}, {0}}, {{0, 1}}}, {1, 1, {{0}}, {{0}}}}}};
}

template <>
PlayData<BipartiteGameCase> play_data(const BipartiteGameCase*) {
    // The starts: the token on a vertex, itself visited, chosen by its name.
    auto starts = [](const BipartiteGameCase& game) {
        std::vector<std::pair<std::string, std::string>> positions;
        for (int w = 0; w < game.n + game.m; ++w)
            positions.push_back({game.name(w) + ";" + game.name(w), game.name(w)});
        return positions;
    };
    const BipartiteGameCase pair{1, 1, {{0}}, {{0}}};
    const std::string next = "GG visits every vertex infinitely often: next she forces the token to v0 within 1 move";
    return {{harness::exhaustive_cases<BipartiteGameCase>(), 12, {5, 5}, 300, 13, 200, starts, "GG", "YY"},
            {{pair,
              {"", "u0", "u0;", "u0;v0", "u0;u0,v0" /* a full round */, "u1;u1", "u0;u0,u0", "v0;u0", "u00;u00"},
              "v0;v0"}},
            {{complete(1000, 1001, false), "the graph has 1001000 edges, more than this page plays (1000000)"},
             {complete(300, 300, true), ""}},
            {{{2, 1, {{0}, {0}}, {{0, 1}}}, {"v0;u0,v0"}}},
            {{pair, "", "u0;u0", ""},
             {pair, "u0", "u0;u0", ""},
             {pair, "u1", "", "no vertex \"u1\": the vertices are u0..u0 and v0..v0"}},
            // Rounds start over once every vertex is visited.
            {{pair, "u0;u0", {"GG", -2, next, {{"u0 -> v0 (the round is full)", "v0;v0"}}, {"u0"}}}}};
}

}  // namespace problem_data
