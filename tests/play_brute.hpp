// The brute force of positions, for the tests of the play engine
// (harness/play.hpp): who wins each position and within how many moves, by
// plain iteration over the whole state space (the least k such that the
// winner forces the end within k moves, grown one move at a time), sharing
// nothing with the engine's retrograde analysis. The winners are tied to
// harness/brute.cpp's solvers of the original games in tests/play_test.cpp.
// Small games only. Header only: tests/play_test.cpp and
// web/tests/play_oracle.cpp include it.
#pragma once

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "problems.hpp"

namespace play_brute {

// What the brute force says of a position: as harness::PlayOutcome says it.
struct Value {
    std::string winner;
    long long moves = -1;      // finite win: moves left; -1 endless
    std::string goal;          // hdu7399: GG's next target, the first dead end or YY's trap target
    long long goal_moves = -1; // hdu7399 Yes: moves left to the target
    bool in_trap = false;      // hdu7399 No with a trap: the token is where GG cannot reach the target from
    bool known = false;        // false: the text is not a position
};

// The least k within which the attacker forces a target from each state
// (-1: never): states s with moves[s], attacker_moves[s] saying who moves.
inline std::vector<long long> forced_within(const std::vector<std::vector<int>>& moves, const std::vector<char>& attacker_moves,
                                            const std::vector<char>& target) {
    std::vector<long long> within(moves.size(), -1);
    for (size_t s = 0; s < moves.size(); ++s)
        if (target[s]) within[s] = 0;
    for (long long k = 1;; ++k) {
        std::vector<size_t> added;
        for (size_t s = 0; s < moves.size(); ++s) {
            if (within[s] >= 0 || moves[s].empty()) continue;
            auto in = [&](int t) { return within[t] >= 0; };
            if (attacker_moves[s] ? std::any_of(moves[s].begin(), moves[s].end(), in)
                                  : std::all_of(moves[s].begin(), moves[s].end(), in))
                added.push_back(s);
        }
        if (added.empty()) return within;
        for (size_t s : added) within[s] = k;
    }
}

// The numbers of "3,5" (any non-digits separate them).
inline std::vector<long long> numbers(const std::string& text) {
    std::string spaced = text;
    for (char& c : spaced)
        if (c < '0' || c > '9') c = ' ';
    std::istringstream in(spaced);
    std::vector<long long> list;
    for (long long v; in >> v;) list.push_back(v);
    return list;
}

// ------------------------------------------------------------- gym100548h --

class ChaseBrute {
public:
    explicit ChaseBrute(const harness::ChaseCase& game) : n_(game.n), out_(game.n) {
        for (const auto& [b, e] : game.edges) out_[b - 1].push_back(e - 1);
        const size_t states = 2 * n_ * n_;
        std::vector<std::vector<int>> moves(states);
        std::vector<char> alice_moves(states), bob_moves(states), alice_target(states), bob_target(states);
        for (int side = 0; side < 2; ++side)
            for (int b = 0; b < n_; ++b)
                for (int a = 0; a < n_; ++a) {
                    const int s = state(side == 1, b, a);
                    alice_moves[s] = side == 1, bob_moves[s] = side == 0;
                    alice_target[s] = b == a || (side == 0 && out_[b].empty());
                    bob_target[s] = b != a && side == 1 && out_[a].empty();
                    if (b == a) continue;
                    for (int t : out_[side == 1 ? a : b]) moves[s].push_back(side == 1 ? state(false, b, t) : state(true, t, a));
                }
        alice_ = forced_within(moves, alice_moves, alice_target);
        bob_ = forced_within(moves, bob_moves, bob_target);
    }

    Value value(const std::string& position) const {
        Value value;
        const std::vector<long long> at = numbers(position);
        if (position.empty() || at.size() != 2) return value;
        const int s = state(position[0] == 'A', static_cast<int>(at[0]) - 1, static_cast<int>(at[1]) - 1);
        value.known = true;
        value.winner = alice_[s] >= 0 ? "Alice" : "Bob";
        value.moves = alice_[s] >= 0 ? alice_[s] : bob_[s];
        return value;
    }

private:
    int state(bool alice_to_move, int b, int a) const { return ((alice_to_move ? n_ : 0) + b) * n_ + a; }
    int n_;
    std::vector<std::vector<int>> out_;
    std::vector<long long> alice_, bob_;
};

// ---------------------------------------------------------------- hdu5165 --

// The game on sets of values (bit masks), every set, either to move.
class FunnyBrute {
public:
    explicit FunnyBrute(const harness::FunnyGameCase& game) : n_(game.n) {
        const int sets = 1 << n_;
        std::vector<std::vector<int>> moves(2 * sets);
        std::vector<char> alice_moves(2 * sets), merged(2 * sets);
        for (int side = 0; side < 2; ++side)
            for (int set = 1; set < sets; ++set) {
                const int s = side * sets + set;
                alice_moves[s] = side == 0;
                merged[s] = (set & (set - 1)) == 0;
                for (const auto& f : game.functions) {
                    int image = 0;
                    for (int v = 0; v < n_; ++v)
                        if (set >> v & 1) image |= 1 << (f[v] - 1);
                    moves[s].push_back((1 - side) * sets + image);
                }
            }
        alice_ = forced_within(moves, alice_moves, merged);
    }

    Value value(const std::string& position) const {
        Value value;
        int set = 0;
        for (long long v : numbers(position)) set |= 1 << (v - 1);
        if (position.empty() || set == 0) return value;
        const long long within = alice_[(position[0] == 'A' ? 0 : 1 << n_) + set];
        value.known = true;
        value.winner = within >= 0 ? "Alice" : "Bob";
        value.moves = within;
        return value;
    }

    // Whether Alice wins every set, moving first.
    bool alice_wins_every_set() const {
        for (int set = 1; set < (1 << n_); ++set)
            if (alice_[set] < 0) return false;
        return true;
    }

private:
    int n_;
    std::vector<long long> alice_;
};

// ---------------------------------------------------------------- hdu7399 --

class BipartiteBrute {
public:
    // gg_wins: the answer, from harness/brute.cpp's solver of the game.
    BipartiteBrute(const harness::BipartiteGameCase& game, bool gg_wins)
        : n_(game.n), vertices_(game.n + game.m), gg_wins_(gg_wins), moves_(vertices_), gg_moves_(vertices_) {
        for (int w = 0; w < vertices_; ++w) {
            gg_moves_[w] = w < n_;
            for (int t : w < n_ ? game.gg_out[w] : game.yy_out[w - n_]) moves_[w].push_back(w < n_ ? n_ + t : t);
        }
        std::vector<char> dead(vertices_);
        for (int w = 0; w < vertices_; ++w) dead[w] = moves_[w].empty();
        first_dead_ = static_cast<int>(std::find(dead.begin(), dead.end(), 1) - dead.begin());
        if (first_dead_ < vertices_) {
            std::vector<char> yy_moves(vertices_);
            for (int w = 0; w < vertices_; ++w) yy_moves[w] = !gg_moves_[w];
            to_dead_ = forced_within(moves_, yy_moves, dead);
        }
        for (trap_target_ = 0; !gg_wins_ && first_dead_ == vertices_; ++trap_target_) {
            const std::vector<long long> within = gg_within(trap_target_);
            if (std::count(within.begin(), within.end(), -1) > 0) break;
        }
    }

    // GG's least moves to force the token from each vertex to t.
    std::vector<long long> gg_within(int t) const {
        std::vector<char> target(vertices_, 0);
        target[t] = 1;
        return forced_within(moves_, gg_moves_, target);
    }

    Value value(const std::string& position) const {
        Value value;
        const size_t semicolon = position.find(';');
        if (semicolon == std::string::npos) return value;
        const int w = vertex(position.substr(0, semicolon));
        std::vector<char> visited(vertices_, 0);
        std::istringstream list(position.substr(semicolon + 1));
        for (std::string name; std::getline(list, name, ',');) visited[vertex(name)] = 1;
        value.known = true;
        if (gg_wins_) {
            const int t = static_cast<int>(std::find(visited.begin(), visited.end(), 0) - visited.begin());
            value.winner = "GG";
            value.goal = name(t);
            value.goal_moves = gg_within(t)[w];
            return value;
        }
        value.winner = "YY";
        if (first_dead_ < vertices_) {
            value.goal = name(first_dead_);
            value.moves = to_dead_[w];
            return value;
        }
        value.goal = name(trap_target_);
        value.in_trap = gg_within(trap_target_)[w] < 0;
        return value;
    }

    std::string name(int w) const { return w < n_ ? "u" + std::to_string(w) : "v" + std::to_string(w - n_); }
    int vertex(const std::string& name) const { return (name[0] == 'u' ? 0 : n_) + static_cast<int>(numbers(name)[0]); }

private:
    int n_, vertices_;
    bool gg_wins_;
    std::vector<std::vector<int>> moves_;
    std::vector<char> gg_moves_;
    int first_dead_ = 0, trap_target_ = 0;
    std::vector<long long> to_dead_;
};

}  // namespace play_brute
