// gym100548h's data for the shared tests (tests/problem_data.hpp says what
// each is for): its inputs at the limits, answer lines, certificates and
// their lies, texts of explain and of play, and its cases for shrinking.
#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "certificate_support.hpp"
#include "problem_data.hpp"

namespace problem_data {

using harness::ChaseCase;
using namespace certificate_support;

namespace {

// A game, made field by field (g++ sees uninitialized vectors in nested
// braces of one).
ChaseCase chase(int n, std::vector<std::pair<int, int>> edges, int x, int y) {
    ChaseCase game;
    game.n = n, game.edges = std::move(edges), game.x = x, game.y = y;
    return game;
}

// The cycle 1 -> 2 -> ... -> n -> 1.
ChaseCase cycle(int n, int x, int y) {
    ChaseCase game = chase(n, {}, x, y);
    for (int v = 1; v <= n; ++v) game.edges.push_back({v, v % n + 1});
    return game;
}

// The lies told with a certificate (CertificateData::lies).
Corruptions certificate_lies(const ChaseCase& game, const Lines& cert) {
    Corruptions out;
    if (game.x == game.y) return out;
    auto has_edge = [&](long b, int e) {
        return harness::contains(game.edges, std::make_pair(static_cast<int>(b), e));
    };
    auto non_edge_from = [&](long from) {
        for (int to = 1; to <= game.n; ++to)
            if (!has_edge(from, to)) return std::to_string(to);
        return std::string();
    };
    const long bob = number(cert[1], 1);
    if (words(cert[0])[2] == "Yes") {  // rows "b set", the set of a's in hexadecimal
        // Bob's first move needs (b, y) listed for some b with x -> b: drop y from all those rows.
        auto with_bit = [](std::string hex, int vertex, bool on) {
            int digit = std::stoi(hex.substr(static_cast<size_t>(vertex - 1) / 4, 1), nullptr, 16);
            digit = on ? digit | 1 << (vertex - 1) % 4 : digit & ~(1 << (vertex - 1) % 4);
            hex[static_cast<size_t>(vertex - 1) / 4] = "0123456789abcdef"[digit];
            return hex;
        };
        Lines dropped = cert;
        for (size_t i = 2; i < cert.size(); ++i)
            if (has_edge(game.x, static_cast<int>(number(cert[i], 0))))
                dropped = with_word(dropped, i, 1, with_bit(words(cert[i])[1], game.y, false));
        out.push_back({"dropped entry", dropped});
        // A position with both pieces on one vertex.
        if (cert.size() > 2)
            out.push_back(
                {"unsafe position",
                 with_word(cert, 2, 1, with_bit(words(cert[2])[1], static_cast<int>(number(cert[2], 0)), true))});
        return out;
    }
    for (size_t i = 2; i < 2 + static_cast<size_t>(bob); ++i)  // each listed position is needed
        out.push_back({"dropped entry", without_line(cert, i, 1, 1)});
    const size_t alice_header = 2 + static_cast<size_t>(bob);
    for (size_t i = alice_header + 1; i < cert.size(); ++i) {
        out.push_back({"dropped entry", without_line(cert, i, alice_header, 1)});
        const std::string bad = non_edge_from(number(cert[i], 1));
        if (!bad.empty()) out.push_back({"non-edge move", with_word(cert, i, 2, bad)});
    }
    // The start (listed first) has the largest rank, one more than the
    // position after its slowest move, if it has a move not onto Alice.
    if (std::any_of(game.edges.begin(), game.edges.end(),
                    [&](const std::pair<int, int>& edge) { return edge.first == game.x && edge.second != game.y; }))
        out.push_back({"rank not decreasing", with_word(cert, 2, 2, std::to_string(number(cert[2], 2) - 1))});
    return out;
}

}  // namespace

template <>
std::vector<Verdict> validator_verdicts(const ChaseCase*) {
    // n = 100 with all n(n-1) edges, and T above 200 (the statement does not
    // bound it); an edge and its reverse; the same edge in two tests. A T of
    // a million digits is read as a number: n is missing.
    std::vector<ChaseCase> limits(1001, chase(2, {{1, 2}, {2, 1}}, 2, 1));
    limits[0] = chase(100, harness::every_edge(100), 100, 1);  // the complete digraph
    return {{harness::judge_input(limits), "valid"},
            {std::string(1 << 20, '7') + "\n",
             "gym100548h: line 2, column 1: expected an integer for n, found end of file"}};
}

template <>
ReaderData<ChaseCase> judge_reader_data(const ChaseCase*) {
    // The brute force works on the positions of the n vertices. A NUL byte
    // inside a token; a Ctrl-Z after the last test.
    return {[](const ChaseCase& game, harness::Size most) { return game.n <= most.n; },
            {{std::string("1\n2 1\n1 2\n1 2\x00"
                          "3 2\n",
                          15),
              "gym100548h: test 1, line 4: expected y in 1..2, found \"2\\x003\""},
             {"1\n2 1\n1 2\n2 1 \x1a 7", ""}}};
}

template <>
CertificateData<ChaseCase> certificate_data(const ChaseCase* model) {
    // A listed position (b, a) from which Alice can leave what Bob can answer
    // is caught, whether the checker looks for such a's one by one (3 listed
    // a's, 3 vertices out of ok[b]) or from the vertices out of ok[b] (5
    // listed, 3 out). Bob runs on 1 -> 2 -> 3 -> 1, Alice on a cycle of her
    // own from 4; the lie is (2, 3): Alice's 3 -> 1 leads to (2, 1), which no
    // move of Bob's from 2 answers.
    const std::string lie =
        "gym100548h: certificate, test 1: at (2,3) Alice's 3 -> 1 leads to (2,1), where Bob has "
        "no move to a listed position\n";
    const std::string small = "1\n5 5\n1 2\n2 3\n3 1\n4 5\n5 4\n1 4\n";            // rows {4, 5}: "81"
    const std::string large = "1\n7 7\n1 2\n2 3\n3 1\n4 5\n5 6\n6 7\n7 4\n1 4\n";  // rows {4, ..., 7}: "87"
    // Up to the judge programs' caps: Bob two steps behind Alice on the
    // largest cycle (rows of n/4 = 500 digits), a cycle and tiny tests on
    // 2000 vertices; past n = 128, where the judge's rows have more than two
    // 64-bit words and take its general path (rows of one or two words are
    // worked in registers); levels on the general path: a 17 x 17 grid
    // (period 2), a cycle with chords.
    auto cases = [&](const std::string& family, std::uint64_t seed, int tests, int n) {
        return harness::family_named(model, family).make(seed, tests, n);
    };
    return {certificate_lies,
            {{small, "test 1 Yes\nsafe 3\n1 81\n2 81\n3 81\n", ""},
             {large, "test 1 Yes\nsafe 3\n1 87\n2 87\n3 87\n", ""},
             {small, "test 1 Yes\nsafe 3\n1 81\n2 c1\n3 81\n", lie},
             {large, "test 1 Yes\nsafe 3\n1 87\n2 c7\n3 87\n", lie},
             {small, "test 1 Yes\nsafe 9\n",
              "gym100548h: certificate, test 1: line 2: a number of rows in 0..5, found \"9\"\n"}},
            {{"a Yes on the largest cycle", {cycle(2000, 1, 3)}},
             {"a cycle, n = 2000", cases("cycle (memory)", 0, 1, 2000)},
             {"tiny tests, n = 2000", cases("tiny tests (1 edge), n = 2", 0, 20000, 2000), 20000},
             {"sparse random, n = 300", cases("sparse random", 36, 60, 300)},
             {"G(n,p), n = 300", cases("random G(n,p), p = .05", 37, 20, 300)},
             {"bipartite, late Yes, n = 300", cases("bipartite (late Yes), deg 4", 38, 10, 300)},
             {"bipartite, random starts, n = 300", cases("bipartite, random starts, d = 3", 39, 40, 300)},
             {"a 17 x 17 grid", cases("grid, both ways", 40, 30, 17)},
             {"cycle + chords, n = 300", cases("cycle + chords", 41, 40, 300)}}};
}

template <>
Enumeration<ChaseCase> enumeration(const ChaseCase*) {
    // Every non-empty edge set on n = 2 and 3 vertices, self-loops included,
    // with every start (x, y), x == y included; on n = 4 every non-empty
    // loop-free one with every start x != y. Those with a self-loop or x == y
    // break the statement's promises (no case here repeats an edge).
    auto any = [](int n) { return [n](const ChaseCase& game) { return game.n == n && !game.edges.empty(); }; };
    return {{{"n = 2", any(2), 15 * 4},
             {"n = 3", any(3), 511 * 9},
             {"n = 4, loop-free, x != y",
              [=](const ChaseCase& game) { return any(4)(game) && !harness::breaks_a_promise_on_purpose(game); },
              4095 * 12}},
            15 * 4 + 511 * 9 - (3 * 2 + 63 * 6)};
}

template <>
ExplainData<ChaseCase> explain_data(const ChaseCase*) {
    return {{{{"--test", "3"}, {"test 3: Yes", "(2,1): 2 -> 3", "(3,2): 3 -> 1", "(1,3): 1 -> 2", "A line of play"}},
             {{"--test", "2"}, {"test 2: No", "within 1 move", "he lands on Alice, caught"}},
             {{},
              {"test 1: No", "Alice's move at each position", "moves left", "Longest line of play", "caught"},
              "dfs_trap"},
             // The positions where the player to move is stuck, Alice's (boxes)
             // as Bob's (ellipses): here Alice's vertex 3 has no out-edge.
             {{"--format", "dot", "--test", "1"},
              {"A1_3 [shape=box, label=\"(1,3)\\nAlice stuck\"", "B2_3 [shape=ellipse, label=\"(2,3)\""},
              "",
              "1\n3 2\n1 2\n2 1\n1 3\n"}},
            {// On a cycle of 8 both pieces reach every vertex: 2 * 8 * 8 + 1 positions.
             {cycle(8, 1, 2),
              "the game has 129 positions and 128 moves, too many to draw usefully (at most 120 positions and 600 "
              "moves); use --format text or cert"},
             {chase(2, {{1, 2}}, 1, 1), "x = y: Alice has already won, there is no play to draw"}}};
}

template <>
Texts texts(const ChaseCase*) {
    return {{{{12, true, "Case #12: Yes"}, {1, false, "Case #1: No"}},
             {"Case #0: Yes", "Case #01: Yes", "Case #: No", "Yes"}},
            {"02-trap-dfs-on-cycles", "test 1: No (Alice catches Bob or leaves him stuck within"},
            {"hang", "3", "6", "n = 3"}};
}

template <>
ShrinkData<ChaseCase> shrink_data(const ChaseCase*) {
    return {{{chase(3, {{1, 2}, {2, 3}}, 1, 3), true, ""},
             {chase(3, {{1, 2}, {2, 3}, {1, 2}}, 1, 3), false, "duplicate edge"},
             {chase(3, {{2, 2}}, 1, 3), false, "self-loop"},
             {chase(3, {{1, 2}}, 1, 1), false, "x == y"},
             {chase(4, {{1, 2}, {2, 3}, {1, 2}, {3, 4}, {4, 1}}, 1, 3), false, "1 -> 2 twice"}},
            // Bob's start moves down to a vertex of neither piece.
            {{chase(3, {{1, 2}, {2, 3}}, 3, 1), chase(3, {{1, 2}, {2, 3}}, 2, 1)}}};
}

template <>
PlayData<ChaseCase> play_data(const ChaseCase*) {
    // The exhaustive cases without repeating a game: the engine solves every
    // position of a game, whatever its start (the cases differ by their
    // start alone).
    std::vector<ChaseCase> games;
    std::set<std::vector<std::pair<int, int>>> seen;
    for (const ChaseCase& game : harness::exhaustive_cases<ChaseCase>())
        if (seen.insert(game.edges).second) games.push_back(game);
    // Every position; its start, whatever the choice (it takes none).
    auto every_position = [](const ChaseCase& game) {
        std::vector<std::pair<std::string, std::string>> positions;
        for (char side : {'B', 'A'})
            for (int b = 1; b <= game.n; ++b)
                for (int a = 1; a <= game.n; ++a)
                    positions.push_back({side + std::to_string(b) + "," + std::to_string(a),
                                         side == 'B' && b == game.x && a == game.y ? "any" : ""});
        return positions;
    };
    const ChaseCase path = chase(3, {{1, 2}}, 1, 3), triangle = chase(3, {{1, 2}, {2, 3}, {3, 1}}, 2, 1),
                    step = chase(2, {{1, 2}}, 1, 2);
    return {
        {games, 1, {7, 0}, 400, 5, 1, every_position, "Bob", "Alice"},
        {{path, {"", "B", "B1", "B1,4", "B0,1", "C1,2", "B1,2,3", "B01,2", "b1,2", "B1,2 "}, "B1,3"}},
        {{cycle(1000, 1, 2),
          "the chase has 2000000 positions and up to 2000000 moves, more than this page plays (1000000 "
          "positions, 4000000 moves)"},
         {chase(100, harness::every_edge(100), 1, 2), ""}},
        {{triangle, {"A3,1", "B3,3"}}},
        {{path, "", "B1,3", ""}, {path, "5 5", "B1,3", ""}},
        // Bob's only move lands on Alice; Bob stuck where he starts.
        {{step, "B1,2", {"Alice", 1, "Alice catches Bob or leaves him stuck within 1 move", {{"Bob 1 -> 2", "A2,2"}}}},
         {step, "B2,1", {"Alice", 0, "Bob cannot move: Alice has won"}}}};
}

}  // namespace problem_data
