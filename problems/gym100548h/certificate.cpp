// gym100548h's certificates checked (docs/certificates.md says what they hold and
// why each check proves the answer), for check_certificate
// (tools/check_certificate.cpp), which shares no code with explain's solvers.
#include <algorithm>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "certificate_tokens.hpp"
#include "lists_by_key.hpp"
#include "problems/gym100548h/problem.hpp"

namespace harness {

namespace {

// Sorts (b, e) pairs: by counting (two stable passes, heads then tails) when
// there are at least n of them, so in O(m); by comparison when fewer, so that
// a few edges on many vertices never cost O(n).
void sort_edges(std::vector<std::pair<int, int>>& edges, int n) {
    if (edges.size() < static_cast<size_t>(n)) {
        std::sort(edges.begin(), edges.end());
        return;
    }
    std::vector<int> start;
    auto by_key = [&](const std::vector<std::pair<int, int>>& list, int std::pair<int, int>::*key) {
        return lists_by_key<std::pair<int, int>>(
            n,
            [&](auto add) {
                for (const auto& edge : list) add(edge.*key, edge);
            },
            start);
    };
    edges = by_key(by_key(edges, &std::pair<int, int>::second), &std::pair<int, int>::first);
}

}  // namespace

// The work per test follows its edges and the certificate's entries (and
// n^2/64 for a Yes), never n alone: an input may hold many tests of few edges
// on many vertices. Listed positions (b, a) are keys b * n + a of hash tables.
template <>
void check_certificate_case(const ChaseCase& game, const std::string& answer, CertificateTokens& cert) {
    const int n = game.n, x = game.x - 1, y = game.y - 1;
    std::vector<std::pair<int, int>> edges;  // (b, e), 0-based (sorted for a No)
    for (const auto& [b, e] : game.edges) edges.push_back({b - 1, e - 1});
    auto position = [](int b, int a) { return "(" + str(b + 1) + "," + str(a + 1) + ")"; };
    if (answer == harness::kChaseFacts.answers.yes) {
        // A set S of positions (b, a), Alice to move, as bit rows over a: for
        // each, b != a, no move of hers lands on Bob, and after every move
        // a -> a' Bob has a move b -> b' with (b', a') in S; from the start
        // too. Bob moves so, and is never caught nor stuck. With ok[b] the
        // set of a' for which some b' gives (b', a') in S, all row operations.
        if (x == y) reject("x = y: Alice has already won");
        const int words = (n + 63) / 64;
        std::vector<unsigned long long> safe(static_cast<size_t>(n) * words), ok(safe.size()), moves(safe.size()),
            into(safe.size());
        auto row = [words](auto& bits, int v) { return &bits[static_cast<size_t>(v) * words]; };
        auto has = [](const unsigned long long* bits, int v) { return bits[v / 64] >> (v % 64) & 1; };
        auto named = [n](int w) { return w < n / 64 ? ~0ULL : (1ULL << (n % 64)) - 1; };  // bits of vertices
        std::vector<char> listed(n, 0);
        cert.word("safe");
        for (long long i = 0, rows = cert.number(0, n, "a number of rows"); i < rows; ++i) {
            const int b = cert.value(n, "Bob's vertex");
            if (std::exchange(listed[b], 1)) reject("the row of Bob's vertex " + str(b + 1) + " is listed twice");
            const std::string_view digits = cert.next();
            auto bad_row = [&] {
                cert.fail(str((n + 3) / 4) + " hexadecimal digits of a set of 1.." + str(n), digits);
            };
            if (digits.size() != static_cast<size_t>(n + 3) / 4) bad_row();
            for (int w = 0; w < words; ++w) {  // a word in a register, 16 digits at a time
                unsigned long long bits = 0;
                bool hex = true;
                for (size_t d = 16 * w; d < digits.size() && d < 16 * static_cast<size_t>(w) + 16; ++d) {
                    const char c = digits[d];
                    const int value = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : 16;
                    hex = hex && value != 16;
                    bits |= static_cast<unsigned long long>(value & 15) << (d * 4 % 64);
                }
                if (!hex || (bits & ~named(w)) != 0) bad_row();
                row(safe, b)[w] = bits;
            }
        }
        for (const auto& [v, to] : edges) {
            row(moves, v)[to / 64] |= 1ULL << (to % 64);
            row(into, to)[v / 64] |= 1ULL << (v % 64);
            for (int w = 0; w < words; ++w) row(ok, v)[w] |= row(safe, to)[w];
        }
        if (!has(row(ok, x), y)) reject("from the start " + position(x, y) + " Bob has no move to a listed position");
        // A listed a fails when one of her moves leaves ok[b]. The a's with
        // such a move are found from the vertices out of ok[b] (their rows
        // of who moves in) when those are fewer than the listed a's; the
        // listed a's are then checked one by one only among them.
        std::vector<unsigned long long> unanswered(words);
        for (int b = 0; b < n; ++b) {
            int listed_count = 0, out_count = 0;
            for (int w = 0; w < words; ++w) {
                listed_count += __builtin_popcountll(row(safe, b)[w]);
                out_count += __builtin_popcountll(~row(ok, b)[w] & named(w));
            }
            const bool filter = out_count < listed_count;
            if (filter) {
                std::fill(unanswered.begin(), unanswered.end(), 0);
                for (int w = 0; w < words; ++w)
                    for (unsigned long long out = ~row(ok, b)[w] & named(w); out != 0; out &= out - 1)
                        for (int v = 0; v < words; ++v) unanswered[v] |= row(into, w * 64 + __builtin_ctzll(out))[v];
            }
            for (int w = 0; w < words; ++w) {
                if (w == 0 && has(row(safe, b), b))
                    reject("position " + position(b, b) + ": the pieces stand on one vertex");
                if (const unsigned long long onto = row(safe, b)[w] & row(into, b)[w]; onto != 0)  // Alice's a -> b
                    reject("at " + position(b, w * 64 + __builtin_ctzll(onto)) + " Alice's " +
                           str(w * 64 + __builtin_ctzll(onto) + 1) + " -> " + str(b + 1) + " lands on Bob");
                for (unsigned long long members = row(safe, b)[w] & (filter ? unanswered[w] : ~0ULL); members != 0;
                     members &= members - 1) {
                    const int a = w * 64 + __builtin_ctzll(members);
                    for (int v = 0; v < words; ++v) {
                        const unsigned long long open =
                            row(moves, a)[v] & ~row(ok, b)[v];  // her moves Bob cannot answer
                        if (open != 0)
                            reject("at " + position(b, a) + " Alice's " + str(a + 1) + " -> " +
                                   str(v * 64 + __builtin_ctzll(open) + 1) + " leads to " +
                                   position(b, v * 64 + __builtin_ctzll(open)) +
                                   ", where Bob has no move to a listed position");
                    }
                }
            }
        }
        return;
    }
    // No: ranks at Bob-to-move positions and Alice's move and rank at
    // Alice-to-move ones; every move from a listed position (all of Bob's, her
    // chosen one) catches Bob or leads to a listed position of smaller rank, so
    // from the start every play ends with Bob caught or stuck.
    struct Entry {
        int b, a, move, rank;
    };                                              // move: Alice's, at her positions
    std::unordered_map<long long, int> rank_at[2];  // Bob, Alice to move: (b, a) -> rank
    std::vector<Entry> entries[2];
    for (int side = 0; side < 2; ++side) {
        const std::string whose = side == 0 ? "bob" : "alice";
        cert.word(whose.c_str());
        for (long long i = 0, count = cert.number(0, static_cast<long long>(n) * n, "a number of positions"); i < count;
             ++i) {
            Entry e{cert.value(n, "Bob's vertex"), cert.value(n, "Alice's vertex"), -1, 0};
            if (e.b == e.a) reject("position " + position(e.b, e.a) + ": the pieces stand on one vertex");
            if (side == 1) e.move = cert.value(n, "a vertex");
            e.rank = static_cast<int>(cert.number(0, 1000000000, "a rank"));
            if (!rank_at[side].emplace(static_cast<long long>(e.b) * n + e.a, e.rank).second)
                reject(whose + " position " + position(e.b, e.a) + " is listed twice");
            entries[side].push_back(e);
        }
    }
    if (x == y) return;  // Alice has already won
    sort_edges(edges, n);
    if (rank_at[0].count(static_cast<long long>(x) * n + y) == 0)
        reject("the start " + position(x, y) + " is not listed");
    // `move` leads to (b, a), `side` to move there: listed, with a rank below `rank`.
    auto smaller = [&](auto move, int side, int b, int a, int rank) {
        const auto found = rank_at[side].find(static_cast<long long>(b) * n + a);
        if (found == rank_at[side].end() || found->second >= rank)
            reject(move() + " leads to " + position(b, a) +
                   (found == rank_at[side].end() ? ", which is not listed"
                                                 : " of rank " + str(found->second) + ", not smaller"));
    };
    // "at (b,a) (rank r) Bob's b -> e", or Alice's move.
    auto move_text = [&](const Entry& e, const char* whose, int from, int to) {
        return "at " + position(e.b, e.a) + " (rank " + str(e.rank) + ") " + whose + str(from + 1) + " -> " +
               str(to + 1);
    };
    for (const Entry& e : entries[0])
        for (auto edge = std::lower_bound(edges.begin(), edges.end(), std::make_pair(e.b, 0));
             edge != edges.end() && edge->first == e.b; ++edge)
            if (edge->second != e.a)
                smaller([&] { return move_text(e, "Bob's ", e.b, edge->second); }, 1, edge->second, e.a, e.rank);
    for (const Entry& e : entries[1]) {
        auto move = [&] { return move_text(e, "Alice's move ", e.a, e.move); };
        if (!std::binary_search(edges.begin(), edges.end(), std::make_pair(e.a, e.move)))
            reject(move() + " is not an edge");
        if (e.move != e.b) smaller(move, 0, e.b, e.move, e.rank);
    }
}

}  // namespace harness
