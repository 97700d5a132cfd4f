// hdu7399's brute force of positions (tests/play_brute.hpp): GG's next target
// and her moves to it when she wins (Value::goal, goal_moves); when YY wins,
// the first dead end and the moves to it, or YY's trap target and whether the
// token is in her trap (Value::trap, in_trap).
#pragma once

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "problems.hpp"
#include "tests/play_brute.hpp"

namespace play_brute {

class BipartiteGameBrute {
public:
    // gg_wins: the answer, from harness/brute.cpp's solver of the game.
    BipartiteGameBrute(const harness::BipartiteGameCase& game, bool gg_wins)
        : n_(game.n), vertices_(game.n + game.m), gg_wins_(gg_wins), moves_(vertices_), gg_moves_(vertices_) {
        std::vector<char> dead(vertices_), yy_moves(vertices_);
        for (int w = 0; w < vertices_; ++w) {
            gg_moves_[w] = w < n_;
            yy_moves[w] = w >= n_;
            for (int t : game.out(w)) moves_[w].push_back(game.head(w, t));
            dead[w] = moves_[w].empty();
        }
        first_dead_ = static_cast<int>(std::find(dead.begin(), dead.end(), 1) - dead.begin());
        if (first_dead_ < vertices_) to_dead_ = forced_within(moves_, yy_moves, dead);
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
        value.trap = true;
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

// The brute force of the game's positions, as the shared code finds it.
inline BipartiteGameBrute play_brute_of(const harness::BipartiteGameCase& game) {
    return BipartiteGameBrute(game, harness::brute_force(game));
}

}  // namespace play_brute
