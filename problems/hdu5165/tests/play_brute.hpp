// hdu5165's brute force of positions (tests/play_brute.hpp): brute.cpp's game
// on sets of values (bit masks), every set, either to move.
#pragma once

#include <string>
#include <vector>

#include "problems.hpp"
#include "tests/play_brute.hpp"

namespace play_brute {

class FunnyGameBrute {
public:
    explicit FunnyGameBrute(const harness::FunnyGameCase& game)
        : n_(game.n), alice_(harness::funny_game_sets_won_within(game)) {}

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

private:
    int n_;
    std::vector<long long> alice_;
};

// The brute force of the game's positions, as the shared code finds it.
inline FunnyGameBrute play_brute_of(const harness::FunnyGameCase& game) { return FunnyGameBrute(game); }

}  // namespace play_brute
