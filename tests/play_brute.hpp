// The brute force of positions, for the tests of the play engine
// (harness/play.hpp): who wins each position and within how many moves, by
// plain iteration over the whole state space (the least k such that the
// winner forces the end within k moves, grown one move at a time), sharing
// nothing with the engine's retrograde analysis. This header holds what the
// problems share; each problem's brute force is its
// problems/<name>/tests/play_brute.hpp, whose winners are tied to the
// problem's brute.cpp, its solver of the original game, in
// tests/play_test.cpp (where play starts) and in the problem's own
// tests/play_test.cpp where it has one. Small games only. Header only: the play tests and
// web/tests/play_oracle.cpp include them.
#pragma once

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "buchi.hpp"
#include "problems.hpp"

namespace play_brute {

// What the brute force says of a position: as harness::PlayOutcome says it.
struct Value {
    std::string winner;
    long long moves = -1;       // finite win: moves left; -1 endless
    std::string goal;           // where a problem has one (PlayOutcome::goal), the player's next target
    long long goal_moves = -1;  // moves left to the goal where the winner forces it
    bool trap = false;          // the winner keeps the token from the goal forever, from where in_trap says
    bool in_trap = false;       // the token is where the winner keeps it from the goal
    bool known = false;         // false: the text is not a position
};

// The least k within which the attacker forces a target from each state
// (buchi.hpp, the brute forces' solver of explicit games).
using harness::forced_within;

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

}  // namespace play_brute
