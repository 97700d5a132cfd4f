// A brute-force solver of Buchi games on explicit states, for the brute
// forces of the original games (harness/problem_interface.hpp): plain
// iteration, independent of the retrograde engine (attractor.hpp) that
// explain, play and the certificates use.
#pragma once

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

}  // namespace harness
