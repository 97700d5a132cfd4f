// hdu5165's brute force of positions (tests/play_brute.hpp): the game on
// sets of values (bit masks), every set, either to move.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "problems.hpp"
#include "tests/play_brute.hpp"

namespace play_brute {

class FunnyGameBrute {
public:
    explicit FunnyGameBrute(const harness::FunnyGameCase& game) : n_(game.n) {
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
        return std::all_of(alice_.begin() + 1, alice_.begin() + (1 << n_),
                           [](long long within) { return within >= 0; });
    }

private:
    int n_;
    std::vector<long long> alice_;
};

// The brute force of the game's positions, as the shared code finds it.
inline FunnyGameBrute play_brute_of(const harness::FunnyGameCase& game) { return FunnyGameBrute(game); }

}  // namespace play_brute
