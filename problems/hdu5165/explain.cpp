// hdu5165 Funny Game: who wins, and how.
//
// Alice wins from every array iff she wins the pair game from every pair of
// values {x, y}, x != y, moving first (solutions/hdu5165.cpp and
// docs/hdu5165.md prove it). The pair game is solved by retrograde analysis
// from the merges:
//  - Alice to move at P wins if some f merges P or leads to a Bob-to-move
//    pair she wins; her rank there is 1 + the rank of that Bob pair (rank 1:
//    f merges P), the most moves she needs;
//  - Bob to move at Q loses once every function merges Q or leads to a pair
//    Alice wins; the Bob pair's rank is the largest rank among those pairs
//    (0 when every function merges Q). Rather than count those functions,
//    each Bob pair watches one that does neither, and looks for the next one
//    only when its target falls to Alice; the watched function is Bob's
//    strategy where he wins.
// Predecessors of the pairs Bob loses come from preimage lists: the pairs f
// maps onto {a, b} are f^-1(a) x f^-1(b). Each move is looked at O(1) times:
// time O(n m + N m) at worst, N = n(n-1)/2, and far less when Bob keeps safe
// moves (most NO cases).
//
// YES: Alice's function and rank for every pair; every Bob reply leads to a
// merge or a smaller rank. NO: a pair {x, y} Alice does not win, and Bob's
// function at every Bob-to-move pair he wins, leading to an Alice-to-move pair
// he wins; from {x, y} every function leads to such a Bob pair.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "explain.hpp"
#include "explain_common.hpp"
#include "facts.hpp"
#include "lists_by_key.hpp"
#include "problems/hdu5165/problem.hpp"

namespace harness {

using namespace explain_detail;

namespace {

struct FunnyGameSolution {
    int n = 1, m = 0;
    std::vector<int> image;      // image[k * n + x] = f_{k+1}(x+1) - 1
    size_t pairs = 0;            // N = n(n-1)/2, numbered by funny_pair_id (problem.hpp)
    std::vector<int> low, high;  // the values of each pair, low < high
    bool alice_wins = true;
    // Alice to move at a pair: 0 if Bob wins there, else the most moves she
    // needs to merge it; and the function she applies.
    std::vector<int> rank, alice_function;
    // Bob to move at a pair: his function, where he wins (-1 where Alice does;
    // meaningless when she wins everywhere).
    std::vector<int> bob_function;
    std::vector<int> bob_rank;  // where Alice wins: the largest rank Bob can reach
    int keep = -1;              // NO: a pair Bob keeps apart

    long long bob_pairs() const {  // where Bob to move wins
        return std::count_if(bob_function.begin(), bob_function.end(), [](int g) { return g >= 0; });
    }

    int f(int k, int x) const { return image[static_cast<size_t>(k) * n + x]; }
    // The pair f_k makes of pair p, or -1 if it merges it.
    long long apply(int k, size_t p) const {
        const int a = f(k, low[p]), b = f(k, high[p]);
        return a == b ? -1 : funny_pair_id(a, b);
    }
    // Where Bob's strategy leads after Alice's f_k at a pair p he wins: the
    // pair his function makes of the pair f_k makes.
    size_t bob_back(int k, size_t p) const {
        const size_t q = static_cast<size_t>(apply(k, p));
        return static_cast<size_t>(apply(bob_function[q], q));
    }
};

// The pair game over its distinct moves: the successors of each pair, with
// one function that makes each, and the reverse lists. Funnels have a few
// successors per pair for 100 functions, so each distinct move is looked at
// once instead of once per function. For a pair {x, y} of values with few
// images (their numbers' product at most 64), each function's move is the
// cell (index of f(x) among x's images, of f(y) among y's) of a 64-bit mask:
// the distinct moves are its bits. Other pairs apply every function. Returns
// false, doing nothing, when the lists would pass kMaxMoves or hold more than
// 3/4 of all moves (random maps: the analysis over functions below, which
// stops early, is faster there).
bool solve_by_successors(FunnyGameSolution& s) {
    const int n = s.n, m = s.m;
    const size_t kMaxMoves = size_t{1} << 22;
    // Distinct images of each value x: image_value[image_start[x] .. image_start[x + 1]);
    // index[x * m + k]: the index of f_k(x) among them (when below 64).
    std::vector<int> image_start(n + 1, 0), image_value, slot(n, -1);
    std::vector<unsigned char> index(s.image.size());
    for (int x = 0; x < n; ++x) {
        image_start[x] = static_cast<int>(image_value.size());
        for (int k = 0; k < m; ++k) {
            const int v = s.f(k, x);
            if (slot[v] < image_start[x]) slot[v] = static_cast<int>(image_value.size()), image_value.push_back(v);
            index[static_cast<size_t>(x) * m + k] = static_cast<unsigned char>(std::min(slot[v] - image_start[x], 63));
        }
    }
    image_start[n] = static_cast<int>(image_value.size());
    auto images = [&](int x) { return image_start[x + 1] - image_start[x]; };
    size_t moves = 0;
    for (size_t p = 0; p < s.pairs; ++p)
        moves += std::min<size_t>(m, static_cast<size_t>(images(s.low[p])) * images(s.high[p]));
    if (moves > kMaxMoves || moves > s.pairs * m / 4 * 3) return false;

    // Successors: a pair's id, or -1 for a merge (listed once), with a function.
    std::vector<size_t> start{0};
    std::vector<long long> to;
    std::vector<int> by, seen(s.pairs, -1);
    to.reserve(moves), by.reserve(moves);
    for (size_t p = 0; p < s.pairs; ++p) {
        bool merged = false;
        auto add = [&](int u, int v, int k) {
            if (u == v) {
                if (!merged) merged = true, to.push_back(-1), by.push_back(k);
                return;
            }
            const size_t q = funny_pair_id(u, v);
            if (seen[q] != static_cast<int>(p))
                seen[q] = static_cast<int>(p), to.push_back(static_cast<long long>(q)), by.push_back(k);
        };
        const int x = s.low[p], y = s.high[p], columns = images(y);
        if (images(x) * columns <= 64) {
            unsigned long long cells = 0;
            int by_cell[64];
            const unsigned char* at_x = &index[static_cast<size_t>(x) * m];
            const unsigned char* at_y = &index[static_cast<size_t>(y) * m];
            for (int k = m - 1; k >= 0; --k) {  // by_cell ends with the first function of each cell
                const int cell = at_x[k] * columns + at_y[k];
                cells |= 1ULL << cell, by_cell[cell] = k;
            }
            for (; cells != 0; cells &= cells - 1) {
                const int cell = __builtin_ctzll(cells);
                add(image_value[image_start[x] + cell / columns], image_value[image_start[y] + cell % columns],
                    by_cell[cell]);
            }
        } else {
            for (int k = 0; k < m; ++k) add(s.f(k, x), s.f(k, y), k);
        }
        start.push_back(to.size());
    }
    // Reverse lists: the pairs (and functions) leading to each pair.
    std::vector<size_t> from_start;
    const std::vector<std::pair<int, int>> from = lists_by_key<std::pair<int, int>>(
        s.pairs,
        [&](auto add) {
            for (size_t p = 0; p < s.pairs; ++p)
                for (size_t e = start[p]; e < start[p + 1]; ++e)
                    if (to[e] >= 0) add(static_cast<size_t>(to[e]), {static_cast<int>(p), by[e]});
        },
        from_start);

    // Retrograde analysis: left[q] counts Bob's moves at q not known to lose.
    std::vector<int> left(s.pairs, 0);
    std::vector<size_t> queue;  // p * 2: Alice wins at p; q * 2 + 1: Bob loses at q
    for (size_t p = 0; p < s.pairs; ++p)
        for (size_t e = start[p]; e < start[p + 1]; ++e) {
            if (to[e] >= 0) ++left[p];
            else s.rank[p] = 1, s.alice_function[p] = by[e], queue.push_back(p * 2);
        }
    auto bob_loses = [&](size_t q) {
        for (size_t e = start[q]; e < start[q + 1]; ++e)
            if (to[e] >= 0) s.bob_rank[q] = std::max(s.bob_rank[q], s.rank[to[e]]);
        queue.push_back(q * 2 + 1);
    };
    for (size_t q = 0; q < s.pairs; ++q)
        if (left[q] == 0) bob_loses(q);
    for (size_t next = 0; next < queue.size(); ++next) {
        const size_t p = queue[next] / 2;
        for (size_t e = from_start[p]; e < from_start[p + 1]; ++e) {
            const size_t q = static_cast<size_t>(from[e].first);
            if (queue[next] % 2 == 0 && --left[q] == 0) bob_loses(q);
            if (queue[next] % 2 == 1 && s.rank[q] == 0)
                s.rank[q] = s.bob_rank[p] + 1, s.alice_function[q] = from[e].second, queue.push_back(q * 2);
        }
    }
    // Bob's reply where he wins: a move to a pair Alice does not win.
    for (size_t q = 0; q < s.pairs; ++q)
        for (size_t e = start[q]; e < start[q + 1] && left[q] > 0 && s.bob_function[q] < 0; ++e)
            if (to[e] >= 0 && s.rank[to[e]] == 0) s.bob_function[q] = by[e];
    return true;
}

// The analysis over functions, stopping once Alice wins every pair.
void solve_by_functions(FunnyGameSolution& s) {
    // f_k^-1(v) for every k and v, flat: from preimage(k, v) to preimage(k, v + 1).
    std::vector<int> start;
    const std::vector<int> members = lists_by_key<int>(
        s.image.size(),
        [&](auto add) {
            for (size_t i = 0; i < s.image.size(); ++i) add(i / s.n * s.n + s.image[i], static_cast<int>(i % s.n));
        },
        start);
    auto preimage = [&](int k, int v) { return members.data() + start[static_cast<size_t>(k) * s.n + v]; };
    // Decided states in order, the work queue: pair * 2 + (1 if Bob to move).
    std::vector<size_t> queue;
    size_t alice_won = 0;
    auto alice_wins_at = [&](size_t p, int rank, int k) {
        if (s.rank[p] != 0) return;
        s.rank[p] = rank;
        s.alice_function[p] = k;
        ++alice_won;
        queue.push_back(p * 2);
    };
    // Bob pair q watches s.bob_function[q] (the header says how); the pairs
    // watching an Alice pair are chained through next_watcher.
    std::vector<long long> first_watcher(s.pairs, -1), next_watcher(s.pairs, -1);
    auto watch_from = [&](size_t q, int first) {
        for (int k = first; k < s.m; ++k) {
            const long long to = s.apply(k, q);
            if (to < 0 || s.rank[to] != 0) continue;
            s.bob_function[q] = k;
            next_watcher[q] = first_watcher[to];
            first_watcher[to] = static_cast<long long>(q);
            return;
        }
        s.bob_function[q] = -1;
        for (int k = 0; k < s.m; ++k) {
            const long long to = s.apply(k, q);
            if (to >= 0) s.bob_rank[q] = std::max(s.bob_rank[q], s.rank[to]);
        }
        queue.push_back(q * 2 + 1);
    };

    // Merges: f_k merges every pair inside one preimage list.
    for (int k = 0; k < s.m; ++k)
        for (int v = 0; v < s.n; ++v)
            for (const int* x = preimage(k, v); x != preimage(k, v + 1); ++x)
                for (const int* y = x + 1; y != preimage(k, v + 1); ++y) alice_wins_at(funny_pair_id(*x, *y), 1, k);
    for (size_t q = 0; q < s.pairs; ++q) watch_from(q, 0);
    for (size_t next = 0; next < queue.size() && alice_won < s.pairs; ++next) {
        const size_t p = queue[next] / 2;
        if (queue[next] % 2 == 0) {  // Alice wins at p: its watchers move on
            long long watcher = first_watcher[p];
            first_watcher[p] = -1;
            while (watcher >= 0) {
                const size_t q = static_cast<size_t>(watcher);
                watcher = next_watcher[q];
                watch_from(q, s.bob_function[q] + 1);
            }
            continue;
        }
        // Bob loses at p: Alice wins, moving, wherever some f leads to p.
        const int a = s.low[p], b = s.high[p];
        for (int k = 0; k < s.m; ++k)
            for (const int* x = preimage(k, a); x != preimage(k, a + 1); ++x)
                for (const int* y = preimage(k, b); y != preimage(k, b + 1); ++y)
                    alice_wins_at(funny_pair_id(*x, *y), s.bob_rank[p] + 1, k);
    }
}

FunnyGameSolution solve(const FunnyGameCase& game) {
    FunnyGameSolution s;
    s.n = game.n;
    s.m = static_cast<int>(game.functions.size());
    for (const std::vector<int>& f : game.functions)
        for (int value : f) s.image.push_back(value - 1);
    for (int y = 1; y < s.n; ++y)  // pair ids in order (funny_pair_id)
        for (int x = 0; x < y; ++x) s.low.push_back(x), s.high.push_back(y);
    s.pairs = s.low.size();
    s.rank.assign(s.pairs, 0);
    s.alice_function.assign(s.pairs, -1);
    s.bob_function.assign(s.pairs, -1);
    s.bob_rank.assign(s.pairs, 0);
    // n = 1: every array is constant, and no pair is left to solve.
    if (s.pairs > 0 && !solve_by_successors(s)) solve_by_functions(s);
    // NO: the first pair Alice does not win is the one Bob keeps apart.
    const auto kept = std::find(s.rank.begin(), s.rank.end(), 0);
    s.alice_wins = kept == s.rank.end();
    if (!s.alice_wins) s.keep = static_cast<int>(kept - s.rank.begin());
    return s;
}

// ------------------------------------------------------------ certificate --

void write_certificate(const FunnyGameSolution& s, int test, std::string& out) {
    if (s.alice_wins) {
        append(out, "test ", test, " YES\nalice ", s.pairs, "\n");
        for (size_t p = 0; p < s.pairs; ++p)
            append(out, s.low[p] + 1, " ", s.high[p] + 1, " ", s.alice_function[p] + 1, " ", s.rank[p], "\n");
        return;
    }
    append(out, "test ", test, " NO\nkeep ", s.low[s.keep] + 1, " ", s.high[s.keep] + 1, "\nbob ", s.bob_pairs(), "\n");
    for (size_t q = 0; q < s.pairs; ++q)
        if (s.bob_function[q] >= 0) append(out, s.low[q] + 1, " ", s.high[q] + 1, " ", s.bob_function[q] + 1, "\n");
}

// ------------------------------------------------------------------- text --

std::string pair_text(const FunnyGameSolution& s, size_t p) {
    return "{" + std::to_string(s.low[p] + 1) + "," + std::to_string(s.high[p] + 1) + "}";
}
std::string function_text(int k) { return "f_" + std::to_string(k + 1); }
// What f_k makes of pair p: "{a,b}" or "{a,a} merged".
std::string image_text(const FunnyGameSolution& s, int k, size_t p) {
    const long long to = s.apply(k, p);
    if (to >= 0) return pair_text(s, to);
    const std::string v = std::to_string(s.f(k, s.low[p]) + 1);
    return "{" + v + "," + v + "} merged";
}

// Alice's longest line under her strategy: from a pair of highest rank, Bob
// always picks the reply leading to the highest rank.
void write_alice_line(const FunnyGameSolution& s, std::string& out) {
    const int start = static_cast<int>(std::max_element(s.rank.begin(), s.rank.end()) - s.rank.begin());
    append(out, "Longest line of play (Bob delays as long as he can; ", count_of(s.rank[start], "move"),
           " of Alice):\n  ", pair_text(s, start));
    auto step = [&](int p, const std::vector<char>&) {
        const int k = s.alice_function[p];
        append(out, "  Alice ", function_text(k), ": ", image_text(s, k, p));
        const long long q = s.apply(k, p);  // then Bob's reply, unless she merged
        int best = -1;
        long long best_to = -1;
        for (int g = 0; g < s.m && q >= 0; ++g) {
            const long long to = s.apply(g, static_cast<size_t>(q));
            if (best < 0 || (to >= 0 && (best_to < 0 || s.rank[to] > s.rank[best_to]))) best = g, best_to = to;
        }
        if (q >= 0) {
            wrap(out);
            append(out, "  Bob ", function_text(best), ": ", image_text(s, best, static_cast<size_t>(q)));
        }
        if (best_to < 0) out += "\n";  // merged: the end
        return static_cast<int>(best_to);
    };
    write_line_until_repeat(out, s.pairs, start, step, "  ",
                            [&](int p) { return " (" + count_of(s.rank[p], "more move") + " of Alice at most)"; });
}

void write_alice_text(const FunnyGameSolution& s, int test, std::string& out) {
    append(out, "test ", test, ": YES (Alice wins from every array)\n");
    if (s.pairs == 0) {
        out += "n = 1: every array is constant from the start.\n";
        return;
    }
    const int most = *std::max_element(s.rank.begin(), s.rank.end());
    append(out, "Alice can merge any two values x != y within ", count_of(most, "move"),
           " of hers, whatever Bob does.\n",
           "From any array she merges two of its values, then two of the values left, and so on:\n",
           "a merged pair stays merged, and no move of Bob's adds a value.\n");
    if (static_cast<long long>(s.pairs) <= kMaxTextEntries) {
        append(out, "Alice's choice at each pair (Alice to move), and the most moves she needs from there:\n");
        for (size_t p = 0; p < s.pairs; ++p)
            append(out, "  ", pair_text(s, p), ": ", function_text(s.alice_function[p]), " -> ",
                   image_text(s, s.alice_function[p], p), "  (at most ", count_of(s.rank[p], "move"), ")\n");
        out += "Whatever Bob applies after her move, the pair she faces needs fewer moves (or is merged).\n";
    } else {
        append(out, "Her strategy (n = ", s.n, " values, m = ", s.m, " functions) covers all ", s.pairs,
               " pairs (one function each, with the moves she needs);", " explain --format cert lists it.\n");
    }
    write_alice_line(s, out);
}

// The pairs with Alice to move that Bob's strategy can lead to from `keep`,
// in the order found: his closed set.
std::vector<size_t> bob_closed_set(const FunnyGameSolution& s) {
    std::vector<char> seen(s.pairs, 0);
    std::vector<size_t> order{static_cast<size_t>(s.keep)};
    seen[s.keep] = 1;
    for (size_t i = 0; i < order.size(); ++i)
        for (int k = 0; k < s.m; ++k) {
            const size_t back = s.bob_back(k, order[i]);
            if (!seen[back]) seen[back] = 1, order.push_back(back);
        }
    return order;
}

// A line of play under Bob's strategy: Alice tries to reach a new pair; shown
// until a pair repeats (the play never ends).
void write_bob_line(const FunnyGameSolution& s, std::string& out) {
    out += "A line of play (it never ends; shown until a pair repeats):\n  " + pair_text(s, s.keep);
    write_line_until_repeat(
        out, s.pairs, s.keep,
        [&](int p, const std::vector<char>& seen) {
            int chosen = 0;  // the first function leading to a new pair, else f_1
            for (int k = s.m - 1; k >= 0; --k)
                if (!seen[s.bob_back(k, p)]) chosen = k;
            const size_t q = static_cast<size_t>(s.apply(chosen, p));
            const int g = s.bob_function[q];
            append(out, "  Alice ", function_text(chosen), ": ", pair_text(s, q), "  Bob ", function_text(g), ": ",
                   pair_text(s, s.apply(g, q)));
            return static_cast<int>(s.apply(g, q));
        },
        "  ");
}

void write_bob_text(const FunnyGameSolution& s, int test, std::string& out) {
    const std::string x = std::to_string(s.low[s.keep] + 1), y = std::to_string(s.high[s.keep] + 1);
    append(out, "test ", test, ": NO (Bob keeps the values ", x, " and ", y, " apart forever)\n",
           "From an array holding just ", x, " and ", y, ", with Alice to move, no function she applies merges\n",
           "the two values, and Bob always has a reply that leads to a pair of the same kind again.\n");
    const std::vector<size_t> closed = bob_closed_set(s);
    if (static_cast<long long>(closed.size()) * s.m <= kMaxTextEntries) {
        append(out, "Bob's reply to every function Alice may apply, over the ", count_of(closed.size(), "pair"),
               " that can occur (Alice to move at each):\n");
        for (size_t p : closed) {
            out += "  " + pair_text(s, p) + ":";
            for (int k = 0; k < s.m; ++k) {
                const size_t q = static_cast<size_t>(s.apply(k, p));
                const int g = s.bob_function[q];
                append(out, k ? ";" : "", " Alice ", function_text(k), " -> ", pair_text(s, q), ", Bob ",
                       function_text(g), " -> ", pair_text(s, s.apply(g, q)));
            }
            out += "\n";
        }
    } else {
        append(out, "(n = ", s.n, " values, m = ", s.m, " functions.) Bob's closed set from ", pair_text(s, s.keep),
               " has ", count_of(closed.size(), "pair"), " (Alice to move), each with a reply to all ",
               count_of(s.m, "function"), ". In all, Bob wins at ", std::count(s.rank.begin(), s.rank.end(), 0),
               " of the ", s.pairs, " pairs with Alice to move and ", s.bob_pairs(),
               " with him to move; explain --format cert lists his replies.\n");
    }
    write_bob_line(s, out);
}

// -------------------------------------------------------------------- dot --

// The pair game: a box per Alice-to-move pair, an ellipse per Bob-to-move
// pair, one "merged" node; edges labelled with the functions that make them.
bool write_dot(const FunnyGameCase&, const FunnyGameSolution& s, int test, std::string& out, std::string& why_not) {
    const long long nodes = 2 * static_cast<long long>(s.pairs) + 1;
    const long long edges = 2 * static_cast<long long>(s.pairs) * s.m;
    if (s.pairs == 0 || nodes > kMaxDotNodes || edges > 4 * kMaxDotEdges) {
        why_not = s.pairs == 0 ? "n = 1: there is no pair of values, nothing to draw"
                               : "the pair game has " + std::to_string(nodes) + " states and " + std::to_string(edges) +
                                     " moves, too many to draw usefully (at most " + std::to_string(kMaxDotNodes) +
                                     " states); use --format text or cert";
        return false;
    }
    const bool alice = s.alice_wins;
    append(out, "digraph hdu5165_test_", test, " {\n  label=\"hdu5165 test ", test, ": ",
           alice ? "YES: Alice merges every pair (box: Alice to move, with the most moves she needs)"
                 : "NO: Bob keeps every green pair apart (box: Alice to move; ellipse: Bob to move)",
           "\";\n  labelloc=t;\n", alice ? "  rankdir=LR;\n" : "",
           "  node [fontname=\"Helvetica\", style=filled];\n"
           "  edge [fontname=\"Helvetica\", fontsize=10];\n");
    append(out, "  merged [shape=doublecircle, label=\"merged\", fillcolor=\"", alice ? kWinnerFill : kLoserFill,
           "\"];\n");
    // A state is the winner's if Alice wins there (YES) or Bob does (NO).
    auto winners = [&](size_t p, bool bob_to_move) {
        return alice || (bob_to_move ? s.bob_function[p] >= 0 : s.rank[p] == 0);
    };
    for (size_t p = 0; p < s.pairs; ++p) {
        append(out, "  A", p, " [shape=box, label=\"", pair_text(s, p),
               alice ? "\\n" + count_of(s.rank[p], "move") : std::string(), "\", fillcolor=\"",
               winners(p, false) ? kWinnerFill : kLoserFill, "\"",
               !alice && static_cast<int>(p) == s.keep ? ", penwidth=3" : "", "];\n");
        append(out, "  B", p, " [shape=ellipse, label=\"", pair_text(s, p), "\", fillcolor=\"",
               winners(p, true) ? kWinnerFill : kLoserFill, "\"];\n");
    }
    // One edge per (from, to), labelled with every function that makes it.
    // The winner's moves: the one the strategy uses is thick, the others
    // dashed; the loser's: all drawn where the winner wins, dashed elsewhere.
    auto edges_from = [&](size_t p, bool bob_to_move) {
        std::vector<std::pair<long long, std::string>> targets;
        for (int k = 0; k < s.m; ++k) add_label(targets, s.apply(k, p), function_text(k), ",");
        const bool winner_moves = alice != bob_to_move;
        const int chosen = !winner_moves ? -1 : bob_to_move ? s.bob_function[p] : s.alice_function[p];
        for (const auto& [to, label] : targets) {
            const bool used = chosen >= 0 && s.apply(chosen, p) == to;
            const bool drawn = used || (!winner_moves && winners(p, bob_to_move));
            append(out, "  ", bob_to_move ? "B" : "A", p, " -> ",
                   to < 0 ? std::string("merged") : std::string(bob_to_move ? "A" : "B") + std::to_string(to),
                   " [label=\"", label, "\", ", edge_style(used, drawn), "];\n");
        }
    };
    for (size_t p = 0; p < s.pairs; ++p) {
        edges_from(p, false);
        edges_from(p, true);
    }
    return end_graph(out);
}

}  // namespace

template <>
ExplainResult explain(const FunnyGameCase& game, int test, ExplainFormat format, std::string& out) {
    return explain_detail::explained(game, solve(game), &FunnyGameSolution::alice_wins, write_alice_text,
                                     write_bob_text, test, format, out);
}

}  // namespace harness
