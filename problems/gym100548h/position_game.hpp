// gym100548h: the game's graph and the position game over it, solved by
// retrograde analysis (explain.cpp says how, and what it costs): what
// explain's text, pictures and certificates are read from.
#pragma once

#include <algorithm>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include "lists_by_key.hpp"
#include "problems/gym100548h/problem.hpp"

namespace harness {
// Only explain.cpp includes this file: its names are that file's own.
namespace {

struct ChaseSolution {
    explicit ChaseSolution(const ChaseCase& game) : n(game.n), x(game.x - 1), y(game.y - 1) {}
    int n, x, y;  // 0-based
    long long edges = 0;
    std::vector<int> out_start, out, in_start, in;
    bool bob_wins = false;
    // The positions the certificate lists, in the order found: Bob to move
    // at (b, a) with his move (Yes) or the moves left (No); Alice to move at
    // (b, a), moving a -> move (No).
    struct Line {
        int b, a, move, rank;
    };
    std::vector<Line> bob_lines, alice_lines;
    // Yes, for the certificate: the positions (b, a), Alice to move, where
    // she does not win, as a row per Bob's vertex b: "b set" lines, the set
    // of a's in hexadecimal.
    long long safe_rows = 0;
    std::string safe_text;

    int degree(int v) const { return out_start[v + 1] - out_start[v]; }
    const int* out_begin(int v) const { return out.data() + out_start[v]; }
    const int* out_end(int v) const { return out.data() + out_start[v + 1]; }
    size_t at(int b, int a) const { return static_cast<size_t>(b) * n + a; }  // (b, a) in tables of n^2
};

inline void build_graph(const ChaseCase& game, ChaseSolution& s) {
    s.edges = static_cast<long long>(game.edges.size());
    auto ends = [&](bool out, std::vector<int>& start) {  // the other end of each edge, by its tail or its head
        return lists_by_key<int>(
            s.n,
            [&](auto add) {
                for (const auto& [b, e] : game.edges) out ? add(b - 1, e - 1) : add(e - 1, b - 1);
            },
            start);
    };
    s.out = ends(true, s.out_start);
    s.in = ends(false, s.in_start);
}

// The vertices reachable from `from` (itself included), in order, and the
// index of each in that order (-1: unreachable).
inline void reachable(const ChaseSolution& s, int from, std::vector<int>& order, std::vector<int>& index) {
    index.assign(s.n, -1);
    order.assign(1, from);
    index[from] = 0;
    for (size_t i = 0; i < order.size(); ++i)
        for (const int* t = s.out_begin(order[i]); t != s.out_end(order[i]); ++t)
            if (index[*t] < 0) index[*t] = static_cast<int>(order.size()), order.push_back(*t);
}

// Levels of the vertices the pieces reach: level(w) = level(v) + 1 modulo
// `period` for every move v -> w among them (period 0: exactly). Every move
// of the play adds 1 to its piece's level, so every position (b, a) Bob to
// move that the play reaches from (x, y) has level(a) - level(b) = level(y) -
// level(x), and every one Alice to move one less, modulo the period: the
// analysis of the positions on that class alone decides every position the
// play reaches (a move never leaves its class). Breadth-first depths, from
// y over Alice's vertices, then from x over the rest, shifted so that the
// first move from those into Alice's keeps the rule; the period is the
// greatest common divisor of every move's gap from the rule (1: no levels).
struct Levels {
    int period = 1;
    std::vector<int> level;  // by vertex; unused where unreached
    // Whether d and e are equal modulo the period.
    bool same(int d, int e) const { return period == 0 ? d == e : ((d - e) % period + period) % period == 0; }
};

inline Levels find_levels(const ChaseSolution& s) {
    Levels levels;
    levels.level.assign(s.n, 0);
    std::vector<int> order;
    std::vector<char> labelled(s.n, 0);                     // 1: Alice's vertices, 2: Bob's own
    auto label_breadth_first = [&](int from, char label) {  // from and what it reaches unlabelled, from its level
        const size_t first = order.size();
        order.push_back(from);
        labelled[from] = label;
        for (size_t i = first; i < order.size(); ++i)
            for (const int* t = s.out_begin(order[i]); t != s.out_end(order[i]); ++t)
                if (!labelled[*t])
                    labelled[*t] = label, levels.level[*t] = levels.level[order[i]] + 1, order.push_back(*t);
    };
    label_breadth_first(s.y, 1);
    const size_t alice_count = order.size();
    if (!labelled[s.x]) {
        label_breadth_first(s.x, 2);
        int shift = 0;  // from the first move of Bob's own vertices into Alice's
        for (size_t i = alice_count; i < order.size() && shift == 0; ++i)
            for (const int* t = s.out_begin(order[i]); t != s.out_end(order[i]); ++t)
                if (labelled[*t] == 1) {
                    shift = levels.level[*t] - 1 - levels.level[order[i]];
                    break;
                }
        for (size_t i = alice_count; i < order.size(); ++i) levels.level[order[i]] += shift;
    }
    int period = 0;
    for (const int v : order)
        for (const int* t = s.out_begin(v); t != s.out_end(v); ++t) {
            const int gap = levels.level[v] + 1 - levels.level[*t];
            period = std::gcd(period, gap < 0 ? -gap : gap);
        }
    levels.period = period;
    return levels;
}

// The position game over RB x RA; -1 ranks are undecided (Bob's, at the end).
// With `reachable_class`, only the positions on the level class of the play
// from (x, y) are analysed (see Levels); the others stay undecided.
class PositionGame {
public:
    explicit PositionGame(const ChaseSolution& s, bool reachable_class = false) : s_(s) {
        reachable(s, s.x, bob_vertex_, bob_index_);
        reachable(s, s.y, alice_vertex_, alice_index_);
        if (reachable_class) levels_ = find_levels(s);
        start_gap_ = levels_.level.empty() ? 0 : levels_.level[s.y] - levels_.level[s.x];
        const size_t positions = bob_vertex_.size() * alice_vertex_.size();
        bob_rank_.assign(positions, -1);
        bob_lost_.assign(positions, 0);
        bob_best_.assign(positions, 0);
        alice_rank_.assign(positions, -1);
        alice_move_.reset(new int[positions]);  // not cleared: read only where alice_rank_ >= 0
        list_moves_in(alice_vertex_, alice_index_, alice_in_start_, alice_in_);
        list_moves_in(bob_vertex_, bob_index_, bob_in_start_, bob_in_);
        bob_degree_.resize(bob_vertex_.size());
        for (size_t i = 0; i < bob_vertex_.size(); ++i) bob_degree_[i] = s.degree(bob_vertex_[i]);
    }

    // Retrograde analysis; stops once the start is decided unless `complete`.
    void solve(bool complete) {
        // Decided from the start: the collisions, and a Bob without moves.
        for (int b : bob_vertex_) {
            for (size_t j = 0; s_.degree(b) == 0 && j < alice_vertex_.size(); ++j)
                if (on_class(b, alice_vertex_[j], false))
                    bob_rank_[at(b, alice_vertex_[j])] = 0, queue_.push_back(at(b, alice_vertex_[j]) * 2);
            if (alice_index_[b] < 0) continue;
            const size_t p = at(b, b);
            if (bob_rank_[p] < 0 && on_class(b, b, false)) bob_rank_[p] = 0, queue_.push_back(p * 2);
            if (on_class(b, b, true)) alice_rank_[p] = 0, queue_.push_back(p * 2 + 1);
        }
        const size_t start = at(s_.x, s_.y);
        const size_t alice_count = alice_vertex_.size();
        for (size_t next = 0; next < queue_.size(); ++next) {
            if (!complete && bob_rank_[start] >= 0) return;
            const size_t p = queue_[next] / 2;
            const size_t b = p / alice_count, a = p % alice_count;  // indices in bob_vertex_, alice_vertex_
            if (queue_[next] % 2 == 0) {  // Bob to move at (b, a), Alice wins: Alice's moves into it win
                for (int e = alice_in_start_[a]; e < alice_in_start_[a + 1]; ++e) {
                    const size_t q = b * alice_count + alice_in_[e];
                    if (alice_rank_[q] >= 0) continue;
                    alice_rank_[q] = bob_rank_[p] + 1;
                    alice_move_[q] = alice_vertex_[a];
                    queue_.push_back(q * 2 + 1);
                }
            } else {  // Alice to move at (b, a), she wins: Bob's moves into it lose
                for (int e = bob_in_start_[b]; e < bob_in_start_[b + 1]; ++e) {
                    const size_t from = bob_in_[e], q = from * alice_count + a;
                    if (bob_rank_[q] >= 0) continue;
                    bob_best_[q] = std::max(bob_best_[q], alice_rank_[p]);
                    if (++bob_lost_[q] == bob_degree_[from]) bob_rank_[q] = bob_best_[q] + 1, queue_.push_back(q * 2);
                }
            }
        }
    }

    const Levels& levels() const { return levels_; }
    // Whether (b, a), Alice to move or not, is on the class analysed (every
    // position when the levels were not asked for, or there are none).
    bool on_class(int b, int a, bool alice_to_move) const {
        return levels_.period == 1 ||
               levels_.same(levels_.level[a] - levels_.level[b], start_gap_ - (alice_to_move ? 1 : 0));
    }
    // Positions (b, a) for b reachable by Bob and a by Alice.
    size_t at(int b, int a) const {
        return static_cast<size_t>(bob_index_[b]) * alice_vertex_.size() + alice_index_[a];
    }
    int bob_rank(int b, int a) const { return bob_rank_[at(b, a)]; }
    int alice_rank(int b, int a) const { return alice_rank_[at(b, a)]; }
    int alice_move(int b, int a) const { return alice_move_[at(b, a)]; }
    long long bob_vertices() const { return static_cast<long long>(bob_vertex_.size()); }
    long long alice_vertices() const { return static_cast<long long>(alice_vertex_.size()); }
    bool reachable_by_bob(int v) const { return bob_index_[v] >= 0; }
    bool reachable_by_alice(int v) const { return alice_index_[v] >= 0; }
    const std::vector<int>& alice_vertex() const { return alice_vertex_; }
    // Calls f(b, a) for each decided position (b, a), Alice to move: after an
    // analysis that ran to its end, exactly those she wins.
    template <class F>
    void for_each_alice_win(F f) const {
        for (const size_t entry : queue_)
            if (entry % 2 == 1)
                f(bob_vertex_[entry / 2 / alice_vertex_.size()], alice_vertex_[entry / 2 % alice_vertex_.size()]);
    }

private:
    // The moves into each of `vertex` (the vertices one piece reaches) from
    // that piece's vertices, by their indices in `vertex`.
    void list_moves_in(const std::vector<int>& vertex, const std::vector<int>& index, std::vector<int>& in_start,
                       std::vector<int>& in) const {
        in_start.assign(vertex.size() + 1, 0);
        in.clear();
        for (size_t i = 0; i < vertex.size(); ++i) {
            for (int e = s_.in_start[vertex[i]]; e < s_.in_start[vertex[i] + 1]; ++e)
                if (index[s_.in[e]] >= 0) in.push_back(index[s_.in[e]]);
            in_start[i + 1] = static_cast<int>(in.size());
        }
    }

    const ChaseSolution& s_;
    Levels levels_;
    int start_gap_ = 0;
    std::vector<int> bob_vertex_, alice_vertex_, bob_index_, alice_index_;
    std::vector<int> alice_in_start_, alice_in_, bob_in_start_, bob_in_, bob_degree_;  // by index
    // Over the positions; bob_lost_: his moves known to lose. Alice's moves
    // are not cleared for each test (clearing is much of the cost on small
    // sparse games).
    std::vector<int> bob_rank_, bob_lost_, bob_best_, alice_rank_;
    std::unique_ptr<int[]> alice_move_;
    std::vector<size_t> queue_;  // decided positions: p * 2 (Bob to move) or p * 2 + 1 (Alice to move)
};

}  // namespace
}  // namespace harness
