// check_certificate: verifies that a certificate proves every answer. The
// checks, as one function (check_certificate.hpp) for the tool
// (check_certificate_main.cpp) and for the browser page (web/):
//
//   check_certificate PROBLEM INPUT CERTIFICATE
//
// Exit status 0: every test's block is a valid proof of its answer; 1: one
// line on stderr names the first test and the first thing that fails (or the
// input's first error, worded as the judge programs word it); 2: wrong usage
// or a file that cannot be read.
//
// The certificate format and why each check proves the answer are in
// docs/certificates.md. This file shares no code with the judge programs or
// with explain's solvers: only the judge-input reader (harness/judge_reader)
// and the problems' facts it reads by (names, answer words, caps:
// harness/facts.hpp).
// Every check runs in time linear in the game's size (states times moves) at
// worst; nothing is allocated from a count the certificate claims. The
// certificate is read through a 64 KiB window, so memory follows the input,
// not the certificate (which can be far larger).
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "check_certificate.hpp"
#include "judge_reader.hpp"

namespace {

struct Rejection { std::string what; };     // the certificate fails
struct InputError { std::string line; };    // the input fails, worded as the judge programs word it
struct ReadError { std::string reason; };   // the certificate cannot be read
[[noreturn]] void reject(const std::string& what) { throw Rejection{what}; }
std::string str(long long number) { return std::to_string(number); }

// The certificate as whitespace-separated tokens, with line numbers. A token
// is cut at 512 bytes: no number, name or row of bits (n/4 digits) is that
// long, so it is rejected.
class Tokens {
public:
    explicit Tokens(std::FILE* file) : file_(file) {}

    // The next token, or "" at the end.
    std::string_view next() {
        for (;;) {
            while (pos_ < size_ && is_space(buffer_[pos_])) line_ += buffer_[pos_++] == '\n';
            if (pos_ < size_ || !refill()) break;
        }
        if (size_ - pos_ < kLongest) refill();  // the whole token in the window
        size_t end = pos_;
        while (end < size_ && end - pos_ < kLongest && !is_space(buffer_[end])) ++end;
        if (end > pos_) token_line_ = line_;  // at the end: the last token's line
        const std::string_view token(buffer_ + pos_, end - pos_);
        pos_ = end;
        return token;
    }
    // A token that must be `expected`.
    void word(const char* expected) {
        const std::string_view token = next();
        if (token != expected) fail("expected \"" + std::string(expected) + "\"", token);
    }
    // A decimal number of at most 12 digits, in low..high.
    long long number(long long low, long long high, const char* what) {
        const std::string_view token = next();
        long long value = 0;
        if (!digits(token, 12, value)) fail(std::string("expected ") + what, token);
        if (value < low || value > high) fail(what + (" in " + str(low) + ".." + str(high)), token);
        return value;
    }
    int value(int n, const char* what) { return static_cast<int>(number(1, n, what)) - 1; }  // 1..n, 0-based
    // A vertex of hdu7399 named u<i> or v<j>, as vertex number i or n + j.
    int vertex(int n, int m, const char* what) {
        const std::string_view token = next();
        const bool gg = !token.empty() && token[0] == 'u';
        long long index = 0;
        if (!(gg || (!token.empty() && token[0] == 'v')) || !digits(token.substr(1), 5, index) || index >= (gg ? n : m))
            fail(what + (" (u0..u" + str(n - 1) + " or v0..v" + str(m - 1) + ")"), token);
        return static_cast<int>(gg ? index : n + index);
    }

    [[noreturn]] void fail(const std::string& expected, std::string_view found) const {
        std::string shown;  // printable, cut to 24 bytes
        for (unsigned char c : found.substr(0, 24)) {
            if (c >= 32 && c < 127 && c != '"' && c != '\\') shown += static_cast<char>(c);
            else shown += "\\x" + std::string(1, "0123456789abcdef"[c >> 4]) + "0123456789abcdef"[c & 15];
        }
        reject("line " + str(token_line_) + ": " + expected + ", found " +
               (found.empty() ? "the end of the certificate" : "\"" + shown + (found.size() > 24 ? "...\"" : "\"")));
    }

private:
    static constexpr size_t kLongest = 512;
    // A decimal number of 1 to `most` digits.
    static bool digits(std::string_view token, size_t most, long long& value) {
        value = 0;
        if (token.empty() || token.size() > most) return false;
        for (char c : token) {
            if (c < '0' || c > '9') return false;
            value = value * 10 + (c - '0');
        }
        return true;
    }
    static bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'; }
    // Moves the unread bytes to the front and reads more; false when none came.
    bool refill() {
        size_ -= pos_;
        std::memmove(buffer_, buffer_ + pos_, size_);
        pos_ = 0;
        const size_t got = std::fread(buffer_ + size_, 1, sizeof buffer_ - size_, file_);
        if (got == 0 && std::ferror(file_)) throw ReadError{std::strerror(errno)};
        size_ += got;
        return got > 0;
    }

    std::FILE* file_;
    char buffer_[1 << 16];
    size_t pos_ = 0, size_ = 0;
    int line_ = 1, token_line_ = 1;
};

// ---------------------------------------------------------------- hdu5165 --
// Pairs {x, y} of values 0..n-1, x != y, numbered y(y-1)/2 + x for x < y.

long long pair_id(int x, int y) {
    if (x > y) std::swap(x, y);
    return static_cast<long long>(y) * (y - 1) / 2 + x;
}
std::string pair_text(int x, int y) { return "{" + str(x + 1) + "," + str(y + 1) + "}"; }

void check(const harness::FunnyGameCase& game, const std::string& answer, Tokens& cert) {
    const int n = game.n, m = static_cast<int>(game.functions.size());
    const long long pairs = static_cast<long long>(n) * (n - 1) / 2;
    auto f = [&](int k, int x) { return game.functions[k][x] - 1; };
    if (answer == harness::kFunnyGameFacts.answers.yes) {
        // Alice's function and rank at every pair; every reply of Bob's merges
        // or leads to a pair of smaller rank, so she merges within rank moves.
        cert.word("alice");
        cert.number(pairs, pairs, "the number of pairs, n(n-1)/2");
        std::vector<int> function(pairs, -1), low(pairs), high(pairs);
        std::vector<long long> rank(pairs);
        for (long long i = 0; i < pairs; ++i) {
            const int x = cert.value(n, "a value x"), y = static_cast<int>(cert.number(x + 2, n, "a value y above x")) - 1;
            const long long p = pair_id(x, y);
            if (function[p] >= 0) reject("pair " + pair_text(x, y) + " is listed twice");
            function[p] = cert.value(m, "a function");
            rank[p] = cert.number(0, 1000000000, "a rank");
            low[p] = x, high[p] = y;
        }
        for (long long p = 0; p < pairs; ++p) {
            const int a = f(function[p], low[p]), b = f(function[p], high[p]);
            for (int g = 0; g < m && a != b; ++g) {
                const int c = f(g, a), d = f(g, b);
                if (c != d && rank[pair_id(c, d)] >= rank[p])
                    reject("at " + pair_text(low[p], high[p]) + " (rank " + str(rank[p]) + ") Alice's f_" +
                           str(function[p] + 1) + " gives " + pair_text(a, b) + ", where Bob's f_" + str(g + 1) +
                           " gives " + pair_text(c, d) + " of rank " + str(rank[pair_id(c, d)]) + ", not smaller");
            }
        }
        return;
    }
    // NO: Bob's replies at a set B of Bob-to-move pairs. Let S be the pairs
    // from which every function leads to a pair in B (none merges them). If
    // the kept pair is in S and every reply leads from B into S, Bob keeps
    // that pair apart forever.
    cert.word("keep");
    const int x = cert.value(n, "a value x"), y = cert.value(n, "a value y");
    if (x == y) reject("the kept values must differ");
    cert.word("bob");
    const long long count = cert.number(0, pairs, "the number of Bob's pairs");
    std::vector<int> reply(pairs, -1);
    for (long long i = 0; i < count; ++i) {
        const int a = cert.value(n, "a value"), b = cert.value(n, "a value");
        if (a == b) cert.fail("two different values", str(b + 1));
        if (reply[pair_id(a, b)] >= 0) reject("Bob's pair " + pair_text(a, b) + " is listed twice");
        reply[pair_id(a, b)] = cert.value(m, "a function");
    }
    // Where no reply is listed, the moves into it (and the merges) rule their
    // sources out of S: found backwards, through the lists f^-1(v).
    std::vector<std::pair<int, int>> no_reply;
    for (int b = 1; b < n; ++b)
        for (int a = 0; a < b; ++a)
            if (reply[pair_id(a, b)] < 0) no_reply.push_back({a, b});
    std::vector<char> in_s(pairs, 1);
    std::vector<std::vector<int>> preimage(n);
    for (int k = 0; k < m; ++k) {
        for (auto& list : preimage) list.clear();
        for (int v = 0; v < n; ++v) preimage[f(k, v)].push_back(v);
        for (const auto& list : preimage)
            for (size_t i = 0; i < list.size(); ++i)
                for (size_t j = i + 1; j < list.size(); ++j) in_s[pair_id(list[i], list[j])] = 0;
        for (const auto& [a, b] : no_reply)
            for (int u : preimage[a])
                for (int v : preimage[b]) in_s[pair_id(u, v)] = 0;
    }
    auto why_not_in_s = [&](int u, int v) {  // for the message
        for (int k = 0; k < m; ++k) {
            if (f(k, u) == f(k, v)) return "Alice's f_" + str(k + 1) + " merges it";
            if (reply[pair_id(f(k, u), f(k, v))] < 0)
                return "Alice's f_" + str(k + 1) + " gives " + pair_text(f(k, u), f(k, v)) + ", where Bob has no reply";
        }
        return std::string("?");
    };
    if (!in_s[pair_id(x, y)]) reject("from the kept pair " + pair_text(x, y) + ", " + why_not_in_s(x, y));
    for (int b = 1; b < n; ++b)
        for (int a = 0; a < b; ++a) {
            const int g = reply[pair_id(a, b)];
            if (g < 0) continue;
            const int c = f(g, a), d = f(g, b);
            auto at = [&] { return "Bob's f_" + str(g + 1) + " at " + pair_text(a, b); };
            if (c == d) reject(at() + " merges it");
            if (!in_s[pair_id(c, d)]) reject(at() + " gives " + pair_text(c, d) + ", from which " + why_not_in_s(c, d));
        }
}

// ---------------------------------------------------------------- hdu7399 --
// Vertices u_i = i, v_j = n + j.

void check(const harness::BipartiteGameCase& game, const std::string& answer, Tokens& cert) {
    const int n = game.n, m = game.m, vertices = n + m;
    auto out = [&](int w) -> const std::vector<int>& { return w < n ? game.gg_out[w] : game.yy_out[w - n]; };
    auto next = [&](int w, int t) { return w < n ? n + t : t; };  // out(w)[.] as a vertex number
    auto name = [&](int w) { return (w < n ? "u" + str(w) : "v" + str(w - n)); };
    auto has_edge = [&](int w, int to) {
        return std::any_of(out(w).begin(), out(w).end(), [&](int t) { return next(w, t) == to; });
    };
    if (answer == harness::kBipartiteGameFacts.answers.no) {
        const std::string kind(cert.next());
        if (kind == "dead") {  // a vertex without out-edge: the game may stop there, or never visit it
            const int w = cert.vertex(n, m, "a vertex");
            if (!out(w).empty()) reject(name(w) + " is not a dead end: it has an out-edge");
            return;
        }
        if (kind != "trap") cert.fail("\"dead\" or \"trap\"", kind);
        // A set Z with w in it and s not: GG's edges from Z stay in Z, and YY
        // has an edge in Z at each of her vertices in Z. After a visit to w
        // the token never reaches s, so w and s are not both visited infinitely often.
        const int w = cert.vertex(n, m, "a vertex w"), s = cert.vertex(n, m, "a target s");
        const long long size = cert.number(1, vertices, "the size of the trap");
        std::vector<char> in_z(vertices, 0);
        std::vector<int> choice(vertices, -1);
        for (long long i = 0; i < size; ++i) {
            const int z = cert.vertex(n, m, "a vertex of the trap");
            if (in_z[z]) reject(name(z) + " is listed twice in the trap");
            in_z[z] = 1;
            if (z >= n) choice[z] = cert.vertex(n, m, "YY's move");
        }
        if (!in_z[w]) reject("the trap does not hold its vertex " + name(w));
        if (in_z[s]) reject("the trap holds its target " + name(s));
        for (int z = 0; z < vertices; ++z) {
            if (!in_z[z]) continue;
            if (z < n) {
                for (int t : out(z))
                    if (!in_z[next(z, t)]) reject("GG leaves the trap along " + name(z) + " -> " + name(next(z, t)));
            } else if (!has_edge(z, choice[z]) || !in_z[choice[z]]) {
                reject("YY's move " + name(z) + " -> " + name(choice[z]) + (in_z[choice[z]] ? " is not an edge" : " leaves the trap"));
            }
        }
        return;
    }
    // Yes: one reach section per vertex t, in order. Its entries with ranks
    // show that GG forces the token from each of them to t (rank 0): GG's move
    // leads to a smaller rank, every YY edge does. t is settled (GG forces the
    // token to t from every vertex) if the section holds every vertex, or a
    // vertex settled before (force the token there, then on to t).
    std::vector<char> settled(vertices, 0);
    std::vector<int> section_of(vertices, -1), move(vertices, -1), members;
    std::vector<long long> rank(vertices, 0);
    for (int section = 0; section < vertices; ++section) {
        cert.word("reach");
        const int t = cert.vertex(n, m, "a target");
        if (settled[t]) reject("target " + name(t) + " is reached a second time");
        const long long size = cert.number(0, vertices - 1, "the number of entries");
        section_of[t] = section, rank[t] = 0;
        members.clear();
        bool through_settled = false;
        for (long long i = 0; i < size; ++i) {
            const int w = cert.vertex(n, m, "a vertex");
            if (section_of[w] == section) reject("reach " + name(t) + ": " + name(w) + " is listed twice");
            section_of[w] = section;
            rank[w] = cert.number(1, 1000000000, "a rank");
            if (w < n) move[w] = cert.vertex(n, m, "GG's move");
            members.push_back(w);
            through_settled = through_settled || settled[w];
        }
        for (int w : members) {
            auto fail = [&](const std::string& what) {
                reject("reach " + name(t) + ": " + name(w) + " (rank " + str(rank[w]) + "): " + what);
            };
            auto closer = [&](int to) { return section_of[to] == section && rank[to] < rank[w]; };
            if (w < n && !has_edge(w, move[w])) fail("GG's move to " + name(move[w]) + " is not an edge");
            if (w < n && !closer(move[w])) fail("GG's move to " + name(move[w]) + " does not lead closer");
            if (w >= n && out(w).empty()) fail("YY's vertex has no edge");
            for (size_t i = 0; w >= n && i < out(w).size(); ++i)
                if (!closer(next(w, out(w)[i]))) fail("YY's edge to " + name(next(w, out(w)[i])) + " does not lead closer");
        }
        if (size < vertices - 1 && !through_settled)
            reject("reach " + name(t) + " holds neither every vertex nor a vertex reached before");
        settled[t] = 1;
    }
}

// ------------------------------------------------------------- gym100548h --

// Sorts (b, e) pairs: by counting (two stable passes, heads then tails) when
// there are at least n of them, so in O(m); by comparison when fewer, so that
// a few edges on many vertices never cost O(n).
void sort_edges(std::vector<std::pair<int, int>>& edges, int n) {
    if (edges.size() < static_cast<size_t>(n)) {
        std::sort(edges.begin(), edges.end());
        return;
    }
    std::vector<std::pair<int, int>> by_head(edges.size());
    std::vector<int> start(static_cast<size_t>(n) + 1);
    auto pass = [&](auto key, const std::vector<std::pair<int, int>>& from, std::vector<std::pair<int, int>>& to) {
        std::fill(start.begin(), start.end(), 0);
        for (const auto& edge : from) ++start[key(edge) + 1];
        for (int v = 0; v < n; ++v) start[v + 1] += start[v];
        for (const auto& edge : from) to[start[key(edge)]++] = edge;
    };
    pass([](const std::pair<int, int>& edge) { return edge.second; }, edges, by_head);
    pass([](const std::pair<int, int>& edge) { return edge.first; }, by_head, edges);
}

// The work per test follows its edges and the certificate's entries (and
// n^2/64 for a Yes), never n alone: an input may hold many tests of few edges
// on many vertices. Listed positions (b, a) are keys b * n + a of hash tables.
void check(const harness::ChaseCase& game, const std::string& answer, Tokens& cert) {
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
        std::vector<unsigned long long> safe(static_cast<size_t>(n) * words), ok(safe.size()), moves(safe.size()), into(safe.size());
        auto row = [words](std::vector<unsigned long long>& bits, int v) { return &bits[static_cast<size_t>(v) * words]; };
        auto has = [](const unsigned long long* bits, int v) { return bits[v / 64] >> (v % 64) & 1; };
        std::vector<char> listed(n, 0);
        cert.word("safe");
        for (long long i = 0, rows = cert.number(0, n, "a number of rows"); i < rows; ++i) {
            const int b = cert.value(n, "Bob's vertex");
            if (std::exchange(listed[b], 1)) reject("the row of Bob's vertex " + str(b + 1) + " is listed twice");
            const std::string_view digits = cert.next();
            auto bad_row = [&] { cert.fail(str((n + 3) / 4) + " hexadecimal digits of a set of 1.." + str(n), digits); };
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
                const int named = n - 64 * w;  // the bits that name vertices, if fewer than 64
                if (!hex || (named < 64 && bits >> named != 0)) bad_row();
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
        auto named = [n](int w) { return w < n / 64 ? ~0ULL : (1ULL << (n % 64)) - 1; };  // bits of vertices
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
                if (w == 0 && has(row(safe, b), b)) reject("position " + position(b, b) + ": the pieces stand on one vertex");
                if (const unsigned long long onto = row(safe, b)[w] & row(into, b)[w]; onto != 0)  // Alice's a -> b
                    reject("at " + position(b, w * 64 + __builtin_ctzll(onto)) + " Alice's " + str(w * 64 + __builtin_ctzll(onto) + 1) +
                           " -> " + str(b + 1) + " lands on Bob");
                for (unsigned long long members = row(safe, b)[w] & (filter ? unanswered[w] : ~0ULL); members != 0;
                     members &= members - 1) {
                    const int a = w * 64 + __builtin_ctzll(members);
                    for (int v = 0; v < words; ++v) {
                        const unsigned long long open = row(moves, a)[v] & ~row(ok, b)[v];  // her moves Bob cannot answer
                        if (open != 0)
                            reject("at " + position(b, a) + " Alice's " + str(a + 1) + " -> " + str(v * 64 + __builtin_ctzll(open) + 1) +
                                   " leads to " + position(b, v * 64 + __builtin_ctzll(open)) + ", where Bob has no move to a listed position");
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
    struct Entry { int b, a, move, rank; };         // move: Alice's, at her positions
    std::unordered_map<long long, int> rank_at[2];  // Bob, Alice to move: (b, a) -> rank
    std::vector<Entry> entries[2];
    for (int side = 0; side < 2; ++side) {
        const std::string whose = side == 0 ? "bob" : "alice";
        cert.word(whose.c_str());
        for (long long i = 0, count = cert.number(0, static_cast<long long>(n) * n, "a number of positions"); i < count; ++i) {
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
    if (rank_at[0].count(static_cast<long long>(x) * n + y) == 0) reject("the start " + position(x, y) + " is not listed");
    // `move` leads to (b, a), `side` to move there: listed, with a rank below `rank`.
    auto smaller = [&](auto move, int side, int b, int a, int rank) {
        const auto found = rank_at[side].find(static_cast<long long>(b) * n + a);
        if (found == rank_at[side].end() || found->second >= rank)
            reject(move() + " leads to " + position(b, a) +
                   (found == rank_at[side].end() ? ", which is not listed" : " of rank " + str(found->second) + ", not smaller"));
    };
    for (const Entry& e : entries[0])
        for (auto edge = std::lower_bound(edges.begin(), edges.end(), std::make_pair(e.b, 0)); edge != edges.end() && edge->first == e.b; ++edge)
            if (edge->second != e.a)
                smaller([&] { return "at " + position(e.b, e.a) + " (rank " + str(e.rank) + ") Bob's " + str(e.b + 1) + " -> " + str(edge->second + 1); },
                        1, edge->second, e.a, e.rank);
    for (const Entry& e : entries[1]) {
        auto move = [&] { return "at " + position(e.b, e.a) + " (rank " + str(e.rank) + ") Alice's move " + str(e.a + 1) + " -> " + str(e.move + 1); };
        if (!std::binary_search(edges.begin(), edges.end(), std::make_pair(e.a, e.move))) reject(move() + " is not an edge");
        if (e.move != e.b) smaller(move, 0, e.b, e.move, e.rank);
    }
}

// ------------------------------------------------------------ check_all --

template <class Case>
int check_all(const std::string& problem, std::string input, std::FILE* certificate, std::string& message) {
    const char* const yes = harness::facts_of(static_cast<const Case*>(nullptr)).answers.yes;
    const char* const no = harness::facts_of(static_cast<const Case*>(nullptr)).answers.no;
    harness::JudgeReader reader(problem, std::move(input));
    auto cert = std::make_unique<Tokens>(certificate);  // its buffer is large for the stack
    int tests = 0, test = 0;
    try {
        if (!reader.read_test_count(tests)) throw InputError{reader.error()};
        for (test = 1; test <= tests; ++test) {
            Case game;
            if (!reader.read_case(game)) throw InputError{reader.error()};
            cert->word("test");
            cert->number(test, test, "the test number");
            const std::string answer(cert->next());
            if (answer != yes && answer != no) cert->fail(std::string("the answer, ") + yes + " or " + no, answer);
            check(game, answer, *cert);
        }
        test = 0;
        if (!reader.expect_end()) throw InputError{reader.error()};
        const std::string_view rest = cert->next();
        if (!rest.empty()) cert->fail("the end of the certificate after the last test", rest);
    } catch (const ReadError& failed) {
        message = "check_certificate: cannot read the certificate: " + failed.reason;
        return 2;
    } catch (const InputError& failed) {
        message = failed.line;
        return 1;
    } catch (const Rejection& rejection) {
        message = problem + ": certificate, " + (test > 0 ? "test " + str(test) + ": " : "") + rejection.what;
        return 1;
    }
    return 0;
}

}  // namespace

int check_certificate(const std::string& problem, std::string input, std::FILE* certificate, std::string& message) {
    int status = 2;
    message = "check_certificate: unknown problem " + problem;
    harness::visit_case_model(problem, [&](auto model) {
        using Case = std::remove_const_t<std::remove_pointer_t<decltype(model)>>;
        status = check_all<Case>(problem, std::move(input), certificate, message);
    });
    return status;
}
