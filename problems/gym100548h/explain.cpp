// gym100548h The Problem to Make You Happy: who wins, and how.
//
// A position is (Bob's vertex b, Alice's vertex a, who moves); Bob moves
// first. Alice wins exactly on her attractor of the collisions and the stuck
// Bobs: the least fixed point of "Alice to move: some move wins; Bob to move:
// every move loses for him (none at all included)". Bob wins everywhere else,
// endless games included. Solved by
//  - a quick proof first: Alice lands on Bob's vertex with her first move,
//    whatever he does (or he cannot move at all);
//  - else retrograde analysis over the positions whose vertices the pieces
//    can reach from x and y (for text and certificates, only those on the
//    level class of the play: see Levels), with a counter per Bob-to-move
//    position of his moves not yet known to lose, stopped once the start is
//    decided. Ranks count the moves left at most: 0 at a collision or a
//    stuck Bob, one more than the largest successor at Bob's positions, than
//    the chosen one at Alice's.
// No: Alice's moves and the ranks over the positions her strategy can lead
// to. Yes, in text and dot: Bob's move at each Bob-to-move position his
// strategy can lead to (one leading where Alice does not win); in the
// certificate: the positions, Alice to move, where she does not win, as bit
// rows. For a certificate on graphs of 8 or more edges per vertex, those rows
// are first sought as a greatest fixed point, a word at a time (a few rounds
// on random graphs); the retrograde analysis runs when that fails (Alice
// wins, or too many rounds).
//
// Time O(n m) in the worst case (each move of the position game is looked at
// once), plus 16 rounds of O((m + n^2) n / 64) for the bit rows; memory
// O(|RB| |RA| + n^2 / 64) for the reachable vertex sets RB, RA.
#include <algorithm>
#include <vector>

#include "explain.hpp"
#include "explain_common.hpp"
#include "facts.hpp"
#include "problems/gym100548h/position_game.hpp"
#include "problems/gym100548h/problem.hpp"

namespace harness {

using namespace explain_detail;

namespace {

// Sets of vertices as bit rows, in 64-bit words (or of positions (b, a):
// a row per b).
struct BitRows {
    int words;
    std::vector<unsigned long long> bits;
    BitRows(int rows, int n) : words((n + 63) / 64), bits(static_cast<size_t>(rows) * words) {}
    unsigned long long* operator[](int r) { return bits.data() + static_cast<size_t>(r) * words; }
    const unsigned long long* operator[](int r) const { return bits.data() + static_cast<size_t>(r) * words; }
    void set(int r, int v) { (*this)[r][v / 64] |= 1ULL << (v % 64); }
    bool has(int r, int v) const { return (*this)[r][v / 64] >> (v % 64) & 1; }
    // Sets bit v of row r: true when it was not set yet.
    bool add(int r, int v) {
        if (has(r, v)) return false;
        set(r, v);
        return true;
    }
};

// The certificate's rows (docs/certificates.md) from a closed set `safe` of
// positions (b, a), Alice to move, where Bob escapes, as bit rows over a;
// every row, not only what Bob's play reaches (docs/benchmarks.md says why).
// Digit i of a row holds a = 4i+1 .. 4i+4 (1-based), the lowest bit for 4i+1.
void write_safe_rows(ChaseSolution& s, const BitRows& safe) {
    std::string digits(static_cast<size_t>(s.n + 3) / 4, '0');
    for (int b = 0; b < s.n; ++b) {
        const unsigned long long* row = safe[b];
        if (std::none_of(row, row + safe.words, [](unsigned long long word) { return word != 0; })) continue;
        for (size_t i = 0; i < digits.size(); ++i) digits[i] = "0123456789abcdef"[row[i * 4 / 64] >> (i * 4 % 64) & 15];
        append(s.safe_text, b + 1, " ", digits, "\n");
        ++s.safe_rows;
    }
}

// The same from the retrograde analysis: rows start full (over the vertices
// Alice reaches) for those Bob reaches, then lose the positions she wins, so
// the work follows what the analysis decided, not every position.
void safe_rows(const PositionGame& positions, ChaseSolution& s) {
    BitRows alice_reach(1, s.n), safe(s.n, s.n);
    for (const int a : positions.alice_vertex()) alice_reach.set(0, a);
    for (int b = 0; b < s.n; ++b)
        if (positions.reachable_by_bob(b)) std::copy(alice_reach[0], alice_reach[0] + safe.words, safe[b]);
    // (b, b) is among her wins when she can reach b.
    positions.for_each_alice_win([&](int b, int a) { safe[b][a / 64] &= ~(1ULL << (a % 64)); });
    // Off the class analysed, positions are undecided, not safe (a pass only
    // where there are levels).
    for (int b = 0; b < s.n && positions.levels().period != 1; ++b)
        for (const int a : positions.alice_vertex())
            if (positions.reachable_by_bob(b) && !positions.on_class(b, a, true))
                safe[b][a / 64] &= ~(1ULL << (a % 64));
    write_safe_rows(s, safe);
}

// For a certificate, first the cheap way to Bob's escape: the greatest set S
// of positions (b, a), Alice to move, from which he escapes, as bit rows over
// a, shrunk a word at a time until closed: drop (b, a) when a = b, when she
// can land on b, or when a move a -> a' of hers leaves Bob no move b -> b' to
// (b', a') in S. Dense random graphs (tried from 8 edges per vertex on) settle
// in a few rounds, where the retrograde analysis looks at every move. True,
// the safe rows filled, when S settles within kRounds rounds and Bob's first
// move reaches it; false when Alice wins or the rounds run out.
bool bob_escapes_by_rows(ChaseSolution& s) {
    const int kRounds = 16;
    const int n = s.n;
    if (s.edges < 8LL * n) return false;  // sparse: the retrograde analysis is cheap, and rounds are many
    BitRows safe(n, n), ok(n, n), moves(n, n), into(n, n), alice_reach(1, n);
    const int words = safe.words;
    for (int v = 0; v < n; ++v)
        for (const int* t = s.out_begin(v); t != s.out_end(v); ++t) {
            moves.set(v, *t);
            into.set(*t, v);
        }
    // Only positions both pieces can reach: b from x, a from y.
    std::vector<int> bob_order, bob_index, alice_order, alice_index;
    reachable(s, s.x, bob_order, bob_index);
    reachable(s, s.y, alice_order, alice_index);
    for (int a : alice_order) alice_reach.set(0, a);
    for (int b : bob_order) {
        for (int w = 0; w < words; ++w) safe[b][w] = alice_reach[0][w] & ~into[b][w];
        safe[b][b / 64] &= ~(1ULL << (b % 64));
    }
    std::vector<unsigned long long> named(words, ~0ULL), unanswered(words);  // named: the bits that are vertices
    if (n % 64 != 0) named[words - 1] = (1ULL << (n % 64)) - 1;
    for (int round = 0; round < kRounds; ++round) {
        std::fill(ok.bits.begin(), ok.bits.end(), 0);
        for (int b = 0; b < n; ++b)
            for (const int* t = s.out_begin(b); t != s.out_end(b); ++t)
                for (int w = 0; w < words; ++w) ok[b][w] |= safe[*t][w];
        // (b, a) leaves S when a move of hers leaves ok[b]: those a
        // (`unanswered`) are the vertices with a move into the complement of
        // ok[b], found from it when it is smaller than row b of S, else a by a.
        bool changed = false;
        for (int b = 0; b < n; ++b) {
            int listed = 0, outside = 0;
            for (int w = 0; w < words; ++w) {
                listed += __builtin_popcountll(safe[b][w]);
                outside += __builtin_popcountll(~ok[b][w] & named[w]);
            }
            if (listed == 0) continue;
            std::fill(unanswered.begin(), unanswered.end(), 0);
            for (int w = 0; w < words && outside < listed; ++w)
                for (unsigned long long out = ~ok[b][w] & named[w]; out != 0; out &= out - 1)
                    for (int v = 0; v < words; ++v) unanswered[v] |= into[w * 64 + __builtin_ctzll(out)][v];
            for (int w = 0; w < words && outside >= listed; ++w)
                for (unsigned long long members = safe[b][w]; members != 0; members &= members - 1) {
                    const int a = w * 64 + __builtin_ctzll(members);
                    bool escapes = true;
                    for (int v = 0; v < words && escapes; ++v) escapes = (moves[a][v] & ~ok[b][v]) == 0;
                    if (!escapes) unanswered[w] |= 1ULL << (a % 64);
                }
            for (int w = 0; w < words; ++w) {
                changed = changed || (safe[b][w] & unanswered[w]) != 0;
                safe[b][w] &= ~unanswered[w];
            }
        }
        if (changed) continue;
        if (!ok.has(s.x, s.y)) return false;
        write_safe_rows(s, safe);
        s.bob_wins = true;
        return true;
    }
    return false;
}

// Alice lands on Bob with her first move whatever he does, or he is stuck;
// from the edge list alone, O(m log m) rather than O(n), for inputs of many
// tiny tests on many vertices. Ranks as the retrograde analysis counts them:
// 0 for a stuck Bob, 1 if every move of his lands on Alice, else 2.
bool caught_at_once(const ChaseCase& game, ChaseSolution& s) {
    std::vector<int> bob, alice;  // the moves from x and from y
    for (const auto& [b, e] : game.edges) {
        if (b - 1 == s.x) bob.push_back(e - 1);
        if (b - 1 == s.y) alice.push_back(e - 1);
    }
    std::sort(bob.begin(), bob.end());
    bob.erase(std::unique(bob.begin(), bob.end()), bob.end());
    std::sort(alice.begin(), alice.end());
    for (int t : bob)
        if (t != s.y && !std::binary_search(alice.begin(), alice.end(), t)) return false;
    for (int t : bob)
        if (t != s.y) s.alice_lines.push_back({t, s.y, t, 1});
    s.bob_lines.push_back({s.x, s.y, -1, bob.empty() ? 0 : s.alice_lines.empty() ? 1 : 2});
    return true;
}

// Alice's strategy over the positions it can lead to, from an analysis
// where she wins.
void list_alice_strategy(const PositionGame& positions, ChaseSolution& s) {
    BitRows bob_listed(s.n, s.n), alice_listed(s.n, s.n);
    bob_listed.set(s.x, s.y);
    s.bob_lines.push_back({s.x, s.y, -1, positions.bob_rank(s.x, s.y)});
    for (size_t i = 0; i < s.bob_lines.size(); ++i) {
        const int b = s.bob_lines[i].b, a = s.bob_lines[i].a;
        for (const int* t = s.out_begin(b); t != s.out_end(b); ++t) {
            if (*t == a || !alice_listed.add(*t, a)) continue;
            const int move = positions.alice_move(*t, a);
            s.alice_lines.push_back({*t, a, move, positions.alice_rank(*t, a)});
            if (move != *t && bob_listed.add(*t, move))
                s.bob_lines.push_back({*t, move, -1, positions.bob_rank(*t, move)});
        }
    }
}

// Bob's strategy as lines, over the positions it can lead to, from an
// analysis that ran to its end (it stops early only when Alice wins).
void list_bob_strategy(const PositionGame& positions, ChaseSolution& s) {
    // Among his safe moves Bob takes one leading to the fewest positions not
    // listed yet, keeping the certificate small; on a tie, his last move from
    // the same vertex (the certificate groups positions by Bob's vertex and
    // move). Up to 256 vertices, fresh positions are counted a word at a time.
    BitRows listed(s.n, s.n), alice_moves(s.n, s.n <= 256 ? s.n : 0);  // past 256: no words, a count by move
    const int words = alice_moves.words;
    for (int a = 0; a < s.n && words > 0; ++a)
        for (const int* t = s.out_begin(a); t != s.out_end(a); ++t) alice_moves.set(a, *t);
    auto list = [&](int b, int a) {
        if (listed.add(b, a)) s.bob_lines.push_back({b, a, -1, 0});
    };
    std::vector<int> last_move(s.n, -1);
    s.bob_lines.reserve(static_cast<size_t>(positions.bob_vertices() * positions.alice_vertices()));
    list(s.x, s.y);
    for (size_t i = 0; i < s.bob_lines.size(); ++i) {
        const int b = s.bob_lines[i].b, a = s.bob_lines[i].a;
        int move = -1, fewest = 0;
        auto consider = [&](int t) {
            if (t == a || positions.alice_rank(t, a) >= 0) return;
            int fresh = 0;
            for (int w = 0; w < words; ++w) fresh += __builtin_popcountll(alice_moves[a][w] & ~listed[t][w]);
            for (const int* next = s.out_begin(a); words == 0 && next != s.out_end(a) && (move < 0 || fresh < fewest);
                 ++next)
                fresh += !listed.has(t, *next);
            if (move < 0 || fresh < fewest) move = t, fewest = fresh;
        };
        if (last_move[b] >= 0) consider(last_move[b]);
        for (const int* t = s.out_begin(b); t != s.out_end(b) && (move < 0 || fewest > 0); ++t) consider(*t);
        s.bob_lines[i].move = last_move[b] = move;
        for (const int* t = s.out_begin(a); t != s.out_end(a); ++t) list(move, *t);
    }
}

// Each side's strategy as lines, but for certificates (`rows`) Bob's as the
// rows of positions he escapes from, sought first as a greatest fixed point.
ChaseSolution solve(const ChaseCase& game, bool rows) {
    ChaseSolution s(game);
    if (s.x == s.y) return s;  // Alice is on Bob's vertex already
    const bool caught = caught_at_once(game, s);
    if (caught && rows) return s;  // the certificate's writer reads no graph
    build_graph(game, s);          // the other writers do
    if (caught || (rows && bob_escapes_by_rows(s))) return s;
    PositionGame positions(s, true);
    positions.solve(false);
    s.bob_wins = positions.bob_rank(s.x, s.y) < 0;
    if (!s.bob_wins) list_alice_strategy(positions, s);
    else if (rows) safe_rows(positions, s);
    else list_bob_strategy(positions, s);
    return s;
}

// ------------------------------------------------------------ certificate --

void write_certificate(const ChaseSolution& s, int test, std::string& out) {
    if (s.bob_wins) {
        append(out, "test ", test, " Yes\nsafe ", s.safe_rows, "\n", s.safe_text);
        return;
    }
    append(out, "test ", test, " No\nbob ", s.bob_lines.size(), "\n");
    for (const auto& line : s.bob_lines) append(out, line.b + 1, " ", line.a + 1, " ", line.rank, "\n");
    append(out, "alice ", s.alice_lines.size(), "\n");
    for (const auto& line : s.alice_lines)
        append(out, line.b + 1, " ", line.a + 1, " ", line.move + 1, " ", line.rank, "\n");
}

// ------------------------------------------------------------------- text --

std::string position_text(int b, int a) { return "(" + std::to_string(b + 1) + "," + std::to_string(a + 1) + ")"; }

void write_bob_text(const ChaseSolution& s, int test, std::string& out) {
    append(out, "test ", test, ": Yes (Bob escapes: he is never caught and never stuck)\n");
    const long long count = static_cast<long long>(s.bob_lines.size());
    if (count <= kMaxTextEntries) {
        append(out, "Bob's move at the ", count_of(count, "position"),
               " his strategy can lead to (Bob to move at (Bob's vertex, Alice's vertex)):\n");
        for (const auto& line : s.bob_lines)
            append(out, "  ", position_text(line.b, line.a), ": ", line.b + 1, " -> ", line.move + 1, "\n");
    } else {
        append(out, "Bob's strategy (n = ", s.n, " vertices, ", count_of(s.edges, "edge"), ") covers the ", count,
               " positions it can lead to (Bob to move at (Bob's vertex, ",
               "Alice's vertex)); explain --format cert lists his move at each.\n");
    }
    out += "Bob's move never lands on Alice, and no move of hers lands on him: every one leads to a listed position.\n";
    // A line of play: Alice heads for a position not seen yet when she can.
    out += "A line of play (Bob is never caught; shown until Alice cannot move or a position repeats):\n ";
    std::vector<int> move_at(static_cast<size_t>(s.n) * s.n, -1);
    for (const auto& line : s.bob_lines) move_at[s.at(line.b, line.a)] = line.move;
    write_line_until_repeat(out, move_at.size(), static_cast<int>(s.at(s.x, s.y)), [&](int p, const auto& seen) {
        const int b = move_at[p], a = p % s.n;  // Bob's move from (p / n, a) to b
        append(out, " Bob ", p / s.n + 1, "->", b + 1);
        if (s.degree(a) == 0) {
            out += "; Alice cannot move: she has lost\n";
            return -1;
        }
        const int next = first_such(s.out_begin(a), s.out_end(a), [&](int t) { return !seen[s.at(b, t)]; });
        append(out, ", Alice ", a + 1, "->", next + 1, ";");
        return static_cast<int>(s.at(b, next));
    });
}

void write_alice_text(const ChaseSolution& s, int test, std::string& out) {
    if (s.x == s.y) {
        append(out, "test ", test, ": No (Alice has already won: both pieces start on ", s.x + 1, ")\n");
        return;
    }
    const int most = s.bob_lines[0].rank;
    append(out, "test ", test, ": No (Alice catches Bob or leaves him stuck within ", count_of(most, "move"),
           ", both players' moves counted)\n");
    const long long count = static_cast<long long>(s.bob_lines.size() + s.alice_lines.size());
    if (count <= kMaxTextEntries) {
        if (!s.alice_lines.empty())
            append(out, "Alice's move at each position her strategy can lead to (Alice to move at (Bob's vertex, ",
                   "Alice's vertex); moves left at most):\n");
        for (const auto& line : s.alice_lines)
            append(out, "  ", position_text(line.b, line.a), ": ", line.a + 1, " -> ", line.move + 1,
                   line.move == line.b ? " (lands on Bob)" : "", "  (", line.rank, ")\n");
        out += "Positions with Bob to move (moves left at most):";
        for (const auto& line : s.bob_lines) {
            wrap(out);
            append(out, " ", position_text(line.b, line.a), " (", line.rank, ")",
                   s.degree(line.b) == 0 ? " Bob stuck" : "");
        }
        out += "\nEvery move of Bob's lands on Alice or leads to a listed position with fewer moves left.\n";
    } else {
        append(out, "Her strategy (n = ", s.n, " vertices, ", count_of(s.edges, "edge"), ") covers ",
               s.alice_lines.size(), " positions with her to move and ", s.bob_lines.size(),
               " with Bob to move; explain --format cert lists her moves and the moves left.\n");
    }
    // The longest line: Bob picks the move with the most moves left.
    std::vector<int> alice_rank(static_cast<size_t>(s.n) * s.n, -1), alice_move(alice_rank.size(), -1);
    for (const auto& line : s.alice_lines) {
        alice_rank[s.at(line.b, line.a)] = line.rank;
        alice_move[s.at(line.b, line.a)] = line.move;
    }
    append(out, "Longest line of play (Bob delays as long as he can; ", count_of(most, "move"), "):\n ");
    int b = s.x, a = s.y;
    for (int moves = 0;; moves += 2) {
        if (moves >= kMaxPlayMoves) {
            out += " ...";
            break;
        }
        if (s.degree(b) == 0) {
            append(out, " Bob on ", b + 1, " cannot move: he has lost");
            break;
        }
        auto left = [&](int t) { return t == a ? -1 : alice_rank[s.at(t, a)]; };  // after Bob's move to t
        const int to = *std::max_element(s.out_begin(b), s.out_end(b), [&](int t, int u) { return left(t) < left(u); });
        wrap(out);
        append(out, " Bob ", b + 1, "->", to + 1);
        b = to;
        if (b == a) {
            out += ": he lands on Alice, caught";
            break;
        }
        const int next = alice_move[s.at(b, a)];
        append(out, ", Alice ", a + 1, "->", next + 1);
        a = next;
        if (a == b) {
            out += ": caught";
            break;
        }
        out += ";";
    }
    out += "\n";
}

// -------------------------------------------------------------------- dot --

// The positions both pieces can reach, Bob's (ellipses) and Alice's (boxes)
// to move, one "caught" node; the winner's region green, her or his moves thick.
bool write_dot(const ChaseCase&, const ChaseSolution& s, int test, std::string& out, std::string& why_not) {
    if (s.x == s.y) {
        why_not = "x = y: Alice has already won, there is no play to draw";
        return false;
    }
    PositionGame positions(s);
    const long long nodes = 2LL * positions.bob_vertices() * positions.alice_vertices() + 1;
    long long edges = 0;
    for (int v = 0; v < s.n; ++v)
        edges +=
            static_cast<long long>(s.degree(v)) * ((positions.reachable_by_bob(v) ? positions.alice_vertices() : 0) +
                                                   (positions.reachable_by_alice(v) ? positions.bob_vertices() : 0));
    if (too_big_to_draw("game", nodes, "positions", edges, "moves", why_not)) return false;
    positions.solve(true);
    std::vector<int> bob_move(static_cast<size_t>(s.n) * s.n, -1);
    for (const auto& line : s.bob_lines) bob_move[s.at(line.b, line.a)] = line.move;
    const bool bob = s.bob_wins;
    append(out, "digraph gym100548h_test_", test, " {\n  label=\"gym100548h test ", test, ": ",
           bob ? "Yes: Bob escapes (green: his region and moves)"
               : "No: Alice wins (green: her region and moves; number: moves left)",
           "\\nposition (Bob's vertex, Alice's vertex); ellipse: Bob to move, box: Alice to move\";\n"
           "  labelloc=t;\n  node [fontname=\"Helvetica\", style=filled];\n");
    append(out, "  caught [shape=doublecircle, label=\"caught\", fillcolor=\"", bob ? kLoserFill : kWinnerFill,
           "\"];\n");
    auto id = [](bool alice, int b, int a) {
        return (alice ? "A" : "B") + std::to_string(b + 1) + "_" + std::to_string(a + 1);
    };
    std::string moves;  // drawn after the nodes
    // The node of (b, a), `alice` to move or Bob, and its moves: the winner's
    // chosen one thick, the loser's all drawn where the winner wins.
    auto draw = [&](int b, int a, bool alice) {
        const int rank = alice ? positions.alice_rank(b, a) : positions.bob_rank(b, a), from = alice ? a : b;
        const bool won = (rank < 0) == bob, mover_wins = alice != bob;  // won: in the winner's region
        append(out, "  ", id(alice, b, a), " [shape=", alice ? "box" : "ellipse", ", label=\"", position_text(b, a),
               !bob ? "\\n" + (rank >= 0 ? std::to_string(rank) : std::string("-")) : std::string(),
               s.degree(from) > 0 ? ""
               : alice            ? "\\nAlice stuck"
                                  : "\\nBob stuck",
               "\", fillcolor=\"", won ? kWinnerFill : kLoserFill, "\"",
               !alice && b == s.x && a == s.y ? ", penwidth=3" : "", "];\n");
        const int chosen = !mover_wins || !won ? -1 : alice ? positions.alice_move(b, a) : bob_move[s.at(b, a)];
        for (const int* t = s.out_begin(from); t != s.out_end(from); ++t) {
            const int next_b = alice ? b : *t, next_a = alice ? *t : a;
            append(moves, "  ", id(alice, b, a), " -> ", next_b == next_a ? "caught" : id(!alice, next_b, next_a), " [",
                   edge_style(*t == chosen, *t == chosen || (!mover_wins && won)), "];\n");
        }
    };
    for (int b = 0; b < s.n; ++b) {
        if (!positions.reachable_by_bob(b)) continue;
        for (int a = 0; a < s.n; ++a) {
            if (!positions.reachable_by_alice(a) || a == b) continue;
            draw(b, a, false);
            draw(b, a, true);
        }
    }
    return end_graph(out += moves);
}

}  // namespace

template <>
ExplainResult explain(const ChaseCase& game, int test, ExplainFormat format, std::string& out) {
    return explain_detail::explained(game, solve(game, format == ExplainFormat::cert), &ChaseSolution::bob_wins,
                                     write_bob_text, write_alice_text, test, format, out);
}

}  // namespace harness
