// Brute-force solvers of games on explicit states, for the brute forces of
// the original games (harness/problem_interface.hpp) and of their positions
// (tests/play_brute.hpp): plain iteration, independent of the retrograde
// engine (attractor.hpp) that explain, play and the certificates use.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace harness {

// A turn-based game on explicit states: gg_owns[s] is true for GG's states.
// A state without successors ends the game, which GG loses.
struct ExplicitGame {
    std::vector<char> gg_owns;
    std::vector<std::vector<int>> successors;
    std::vector<char> accepting;  // GG must visit these infinitely often
};

// GG's winning region of the Buchi game "visit an accepting state infinitely
// often": repeatedly remove YY's attractor of the states from which GG cannot
// force a visit to an accepting state.
std::vector<char> buchi_winning_region(const ExplicitGame& game);

// The least k within which the attacker forces a target from each state
// (-1: never): states s with moves[s], attacker_moves[s] saying who moves.
// A state without moves is reached only as a target. Grown one move at a
// time over the whole state space.
inline std::vector<long long> forced_within(const std::vector<std::vector<int>>& moves,
                                            const std::vector<char>& attacker_moves, const std::vector<char>& target) {
    std::vector<long long> within(moves.size(), -1);
    for (std::size_t s = 0; s < moves.size(); ++s)
        if (target[s]) within[s] = 0;
    for (long long k = 1;; ++k) {
        std::vector<std::size_t> added;
        for (std::size_t s = 0; s < moves.size(); ++s) {
            if (within[s] >= 0 || moves[s].empty()) continue;
            auto in = [&](int t) { return within[t] >= 0; };
            if (attacker_moves[s] ? std::any_of(moves[s].begin(), moves[s].end(), in)
                                  : std::all_of(moves[s].begin(), moves[s].end(), in))
                added.push_back(s);
        }
        if (added.empty()) return within;
        for (std::size_t s : added) within[s] = k;
    }
}

}  // namespace harness
