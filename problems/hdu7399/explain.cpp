// hdu7399 "Game, start!": who wins, and how.
//
// Write Attr(s) for the vertices from which GG can force the token to s. GG
// wins iff Attr(s) is every vertex, for every s (solutions/hdu7399.cpp and
// docs/hdu7399.md prove it), and "GG can force w to s" is transitive. So:
//  - a vertex without out-edge: No (the game can stop there);
//  - Attr(s0) for s0 = u_0, with ranks (the attractor's rounds) and GG's move
//    at each of her vertices; if it misses a vertex w, No: from w YY keeps
//    the token in the rest (the trap) and away from s0;
//  - every other target t is settled once Attr(t) contains a settled vertex:
//    for free along a settled GG vertex's edges and a settled YY vertex's
//    single target, else by an attractor from t that stops at the first
//    settled vertex it adds (targets in breadth-first order from s0). One that
//    runs out first misses s0: No, with its complement as the trap.
// A settled target's proof is the part of its attractor that the settled
// vertex needs (GG's chosen edges, all of YY's), with ranks.
//
// Time O(V + E) for the first attractor, O(E) at most per further target
// (O(V E) in all, as one attractor per vertex), usually far less; memory
// O(V + E) plus the proofs.
#include <algorithm>
#include <utility>
#include <vector>

#include "attractor.hpp"
#include "explain.hpp"
#include "explain_common.hpp"
#include "facts.hpp"
#include "problems/hdu7399/problem.hpp"

namespace harness {

using namespace explain_detail;

namespace {

struct Entry {
    int vertex, rank, move;  // move: GG's next vertex; -1 at YY's (all her edges lead closer)
};

// A target, and the entries that prove GG forces the token to it.
struct Reach {
    int target;
    std::vector<Entry> entries;
};

struct BipartiteSolution {
    int n = 1, m = 1, vertices = 2;  // u_i is vertex i, v_j is vertex n + j
    GameGraph graph;                 // edges counted with multiplicity
    bool gg_wins = false;
    // No:
    int dead_end = -1;
    int trap_from = -1, trap_target = -1;
    std::vector<char> in_trap;
    std::vector<int> trap;       // its vertices, by number
    std::vector<int> yy_choice;  // YY's edge at her vertices in the trap
    // Yes: the targets in the order they are settled.
    std::vector<Reach> reaches;

    bool gg(int w) const { return w < n; }
    std::string name(int w) const { return (gg(w) ? "u" : "v") + std::to_string(gg(w) ? w : w - n); }
};

// No: the complement of the attractor just computed is YY's trap.
void record_trap(BipartiteSolution& s, const Attractor& attractor, int from, int target) {
    s.trap_target = target;
    s.in_trap.assign(s.vertices, 0);
    s.yy_choice.assign(s.vertices, -1);
    for (int w = 0; w < s.vertices; ++w)
        if (!attractor.member(w)) s.in_trap[w] = 1, s.trap.push_back(w);
    s.trap_from = from >= 0 ? from : s.trap[0];
    for (int w : s.trap) {
        if (s.gg(w)) continue;
        for (const int* t = s.graph.begin(w); t != s.graph.end(w) && s.yy_choice[w] < 0; ++t)
            if (s.in_trap[*t]) s.yy_choice[w] = *t;
    }
}

// Records the proof that `target` is reached from `settled`: the members of
// the attractor that `settled` needs (GG's chosen edge, all of YY's edges).
// needed_round marks them, with a number new at each call.
void record_reach(BipartiteSolution& s, const Attractor& attractor, int target, int settled,
                  std::vector<int>& needed_round) {
    s.reaches.push_back({target, {}});
    std::vector<Entry>& entries = s.reaches.back().entries;
    const int round = static_cast<int>(s.reaches.size());
    std::vector<int> stack{settled};
    needed_round[settled] = round;
    while (!stack.empty()) {
        const int w = stack.back();
        stack.pop_back();
        if (w == target) continue;
        entries.push_back({w, attractor.rank(w), attractor.move(w)});
        auto need = [&](int next) {
            if (needed_round[next] != round) needed_round[next] = round, stack.push_back(next);
        };
        if (s.gg(w)) need(attractor.move(w));
        else
            for (const int* t = s.graph.begin(w); t != s.graph.end(w); ++t) need(*t);
    }
}

BipartiteSolution solve(const BipartiteGameCase& game) {
    BipartiteSolution s;
    s.n = game.n;
    s.m = game.m;
    s.vertices = s.n + s.m;
    std::vector<int> first_move{0}, to;
    std::vector<char> gg_moves(s.vertices, 0);
    for (int w = 0; w < s.vertices; ++w) {
        for (int t : game.out(w)) to.push_back(game.head(w, t));
        first_move.push_back(static_cast<int>(to.size()));
        gg_moves[w] = s.gg(w);
        if (s.dead_end < 0 && game.out(w).empty()) s.dead_end = w;
    }
    s.graph = GameGraph(std::move(first_move), std::move(to));
    if (s.dead_end >= 0) return s;

    Attractor attractor(s.graph, std::move(gg_moves));  // the harness's engine: attractor.hpp
    const int first = 0;                                // u_0
    attractor.compute({first});
    if (static_cast<int>(attractor.members().size()) < s.vertices) {
        record_trap(s, attractor, -1, first);
        return s;
    }
    s.reaches.push_back({first, {}});
    for (int w : attractor.members())
        if (w != first) s.reaches[0].entries.push_back({w, attractor.rank(w), attractor.move(w)});

    std::vector<char> settled(s.vertices, 0);
    std::vector<int> needed_round(s.vertices, 0);
    // Settles `target`, then for free what settled vertices force: a GG
    // vertex's every successor, a YY vertex's successor when all her edges
    // lead there.
    auto settle = [&](int target) {
        std::vector<int> fresh{target};  // settled, not yet used to settle others for free
        settled[target] = 1;
        while (!fresh.empty()) {
            const int w = fresh.back();
            fresh.pop_back();
            for (const int* t = s.graph.begin(w); t != s.graph.end(w); ++t) {
                if (settled[*t]) continue;
                if (!s.gg(w) && std::any_of(s.graph.begin(w), s.graph.end(w), [t](int x) { return x != *t; })) break;
                s.reaches.push_back({*t, {{w, 1, s.gg(w) ? *t : -1}}});
                settled[*t] = 1;
                fresh.push_back(*t);
            }
        }
    };
    settle(first);

    // The other targets in breadth-first order from u_0, then any it misses.
    for (int t : game.breadth_first_order()) {
        if (settled[t]) continue;
        const int through = attractor.compute({t}, &settled);
        if (through < 0) {
            record_trap(s, attractor, first, t);
            return s;
        }
        record_reach(s, attractor, t, through, needed_round);
        settle(t);
    }
    s.gg_wins = true;
    return s;
}

// ------------------------------------------------------------ certificate --

void write_certificate(const BipartiteSolution& s, int test, std::string& out) {
    if (!s.gg_wins && s.dead_end >= 0) {
        append(out, "test ", test, " No\ndead ", s.name(s.dead_end), "\n");
        return;
    }
    if (!s.gg_wins) {
        append(out, "test ", test, " No\ntrap ", s.name(s.trap_from), " ", s.name(s.trap_target), " ", s.trap.size(),
               "\n");
        for (int w : s.trap) {
            out += s.name(w);
            if (!s.gg(w)) out += " " + s.name(s.yy_choice[w]);
            out += '\n';
        }
        return;
    }
    append(out, "test ", test, " Yes\n");
    for (const Reach& reach : s.reaches) {
        append(out, "reach ", s.name(reach.target), " ", reach.entries.size(), "\n");
        for (const Entry& entry : reach.entries) {
            append(out, s.name(entry.vertex), " ", entry.rank);
            if (entry.move >= 0) out += " " + s.name(entry.move);
            out += '\n';
        }
    }
}

// ------------------------------------------------------------------- text --

// The longest line of play to the first target under GG's strategy: from a
// vertex of highest rank, YY always takes the edge to the highest rank.
void write_longest_line(const BipartiteSolution& s, std::string& out) {
    std::vector<int> rank(s.vertices, 0), move(s.vertices, -1);
    const int target = s.reaches[0].target;
    int start = target;
    for (const Entry& entry : s.reaches[0].entries) {
        rank[entry.vertex] = entry.rank;
        move[entry.vertex] = entry.move;
        if (entry.rank > rank[start]) start = entry.vertex;
    }
    append(out, "Longest line of play to ", s.name(target), " (YY delays as long as she can; ",
           count_of(rank[start], "move"), "):\n  ", s.name(start));
    for (int w = start, moves = 0; w != target; ++moves) {
        if (moves == kMaxPlayMoves) {
            append(out, " ... (", count_of(rank[w], "more move"), ")");
            break;
        }
        int next = move[w];
        if (!s.gg(w))
            for (const int* t = s.graph.begin(w); t != s.graph.end(w); ++t)
                if (next < 0 || rank[*t] > rank[next]) next = *t;
        wrap(out);
        append(out, " -> ", s.name(next));
        w = next;
    }
    out += "\n";
}

void write_gg_text(const BipartiteSolution& s, int test, std::string& out) {
    const int first = s.reaches[0].target;
    append(out, "test ", test, ": Yes (GG makes the token visit every vertex infinitely often)\n",
           "GG can force the token to every vertex from every vertex, so she steers it to each vertex in turn, "
           "forever.\n");
    long long entries = 0;
    for (const Reach& reach : s.reaches) entries += static_cast<long long>(reach.entries.size());
    if (entries > kMaxTextEntries) {
        append(out, "Her strategy (", s.n, " GG vertices (u), ", s.m, " YY vertices (v), ",
               count_of(s.graph.moves(), "edge"), "): a way to ", s.name(first), " from all ", s.vertices,
               " vertices, then the other ", s.reaches.size() - 1,
               " targets, each reached from a vertex already settled (", entries,
               " entries in all; explain --format cert lists them).\n");
        write_longest_line(s, out);
        return;
    }
    append(out, "Her way to ", s.name(first), " from every vertex (rank = the most moves it takes):\n");
    for (const Entry& entry : s.reaches[0].entries)
        append(out, "  ", s.name(entry.vertex), " (", entry.rank, "): ",
               entry.move >= 0 ? "GG moves to " + s.name(entry.move) : std::string("every edge of YY's leads closer"),
               "\n");
    if (s.reaches.size() > 1)
        out +=
            "Every other target is reached from a vertex already settled (one GG can already force the token\n"
            "to from anywhere). In the order settled, the way from there (rank, then GG's move or YY's edges):\n";
    for (auto reach = s.reaches.begin() + 1; reach != s.reaches.end(); ++reach) {
        append(out, "  ", s.name(reach->target), ":");
        for (const Entry& entry : reach->entries)
            append(out, &entry == &reach->entries[0] ? "" : ";", " ", s.name(entry.vertex), " (", entry.rank, ") ",
                   entry.move >= 0 ? "-> " + s.name(entry.move) : std::string("all edges closer"));
        out += "\n";
    }
    write_longest_line(s, out);
}

void write_yy_text(const BipartiteSolution& s, int test, std::string& out) {
    append(out, "test ", test, ": No (YY stops GG from visiting every vertex infinitely often)\n");
    if (s.dead_end >= 0) {
        append(out, s.name(s.dead_end),
               " has no out-edge: if the token ever gets there the game stops, and if it never\n", "does, ",
               s.name(s.dead_end), " is not visited at all. Either way GG loses.\n");
        return;
    }
    const std::string from = s.name(s.trap_from), target = s.name(s.trap_target);
    const long long size = static_cast<long long>(s.trap.size());
    append(out, "Once the token is on ", from, ", YY keeps it away from ", target,
           " forever: it stays inside a set of ", size, size == 1 ? " vertex" : " vertices", " without ", target, ",\n",
           "where every edge of GG's leads back into the set and YY always has an edge that does.\n", "GG must visit ",
           from, " infinitely often, and after its first visit ", target, " is never visited again.\n");
    if (size <= kMaxTextEntries) {
        append(out, "The set, with YY's move at each of her vertices:\n");
        for (int w : s.trap)
            append(out, "  ", s.name(w), ": ",
                   s.gg(w) ? std::string("GG's every edge stays inside") : "YY moves to " + s.name(s.yy_choice[w]),
                   "\n");
    } else {
        append(out, "(", size, " vertices of ", s.vertices, "; explain --format cert lists them with YY's moves.)\n");
    }
    // A line of play inside the trap: GG takes a new vertex when she can.
    append(out, "A line of play from ", from, " (it never reaches ", target, "; shown until a vertex repeats):\n  ",
           from);
    write_line_until_repeat(out, s.vertices, s.trap_from, [&](int w, const std::vector<char>& seen) {
        // (no dead end: solve() stops at one before any trap)
        const int next =
            s.gg(w) ? first_such(s.graph.begin(w), s.graph.end(w), [&](int t) { return !seen[t]; }) : s.yy_choice[w];
        append(out, " -> ", s.name(next));
        return next;
    });
}

// -------------------------------------------------------------------- dot --

bool write_dot(const BipartiteGameCase&, const BipartiteSolution& s, int test, std::string& out, std::string& why_not) {
    if (too_big_to_draw("graph", s.vertices, "vertices", s.graph.moves(), "edges", why_not)) return false;
    std::vector<int> rank(s.vertices, 0), move(s.vertices, -1);
    std::string title;
    if (s.gg_wins) {
        for (const Entry& entry : s.reaches[0].entries)
            rank[entry.vertex] = entry.rank, move[entry.vertex] = entry.move;
        title = "Yes: GG forces the token to " + s.name(s.reaches[0].target) +
                " from everywhere (green: her moves; number: most moves left)";
        if (s.reaches.size() > 1) {
            title += "\\nthen the other targets, each from a settled vertex:";
            for (size_t i = 1; i < s.reaches.size(); ++i)
                title += (i > 1 ? ", " : " ") + s.name(s.reaches[i].target) + " from " +
                         s.name(s.reaches[i].entries[0].vertex);
        }
    } else if (s.dead_end >= 0) {
        title = "No: " + s.name(s.dead_end) + " has no out-edge";
    } else {
        title = "No: from " + s.name(s.trap_from) + " YY keeps the token in the green set, away from " +
                s.name(s.trap_target) + " (green edges: her moves)";
    }
    append(out, "digraph hdu7399_test_", test, " {\n  label=\"hdu7399 test ", test, ": ", title,
           "\\nbox: GG (u), circle: YY (v)\";\n  labelloc=t;\n  node [fontname=\"Helvetica\", style=filled];\n"
           "  edge [fontname=\"Helvetica\"];\n");
    for (int w = 0; w < s.vertices; ++w) {
        const bool winner = s.gg_wins ? true : s.dead_end >= 0 ? w == s.dead_end : s.in_trap[w] != 0;
        const bool marked =
            s.gg_wins ? w == s.reaches[0].target : w == s.dead_end || w == s.trap_from || w == s.trap_target;
        append(out, "  ", s.name(w), " [shape=", s.gg(w) ? "box" : "circle", ", label=\"", s.name(w),
               s.gg_wins ? "\\n" + std::to_string(rank[w]) : std::string(), "\", fillcolor=\"",
               winner ? kWinnerFill : kLoserFill, "\"", marked ? ", penwidth=3" : "", "];\n");
    }
    for (int w = 0; w < s.vertices; ++w)
        for (const int* t = s.graph.begin(w); t != s.graph.end(w); ++t) {
            bool used = false, drawn = true;
            if (s.gg_wins) {
                // Her strategy's move, or her only move (the target's own, say).
                used = s.gg(w) && (move[w] == *t || s.graph.moves_from(w) == 1);
                drawn = used || !s.gg(w);
            } else if (s.dead_end < 0) {
                used = !s.gg(w) && s.in_trap[w] && s.yy_choice[w] == *t;
                drawn = used || (s.gg(w) && s.in_trap[w]);
            }
            append(out, "  ", s.name(w), " -> ", s.name(*t), " [", edge_style(used, drawn), "];\n");
        }
    return end_graph(out);
}

}  // namespace

template <>
ExplainResult explain(const BipartiteGameCase& game, int test, ExplainFormat format, std::string& out) {
    return explain_detail::explained(game, solve(game), &BipartiteSolution::gg_wins, write_gg_text, write_yy_text, test,
                                     format, out);
}

}  // namespace harness
