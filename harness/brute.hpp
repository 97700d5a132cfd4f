// Brute-force solvers of the ORIGINAL games, independent of the reductions the
// judge solutions use. Small sizes only.
#pragma once

#include "cases.hpp"

namespace harness {

// hdu5165: does Alice (moving first) win from every initial array? Solved on
// the game over sets of distinct values, for every starting set.
bool brute_alice_always_wins(const FunnyGameCase& game);

// hdu7399: does GG win the "visit every vertex infinitely often" game (from
// some / every start)? Solved as a Buchi game on (vertex, next target) states.
bool brute_gg_wins(const BipartiteGameCase& game);

// gym100548h: does Bob win (never caught, or Alice stuck first, or endless)?
// Fixed-point iteration over all (Bob, Alice, mover) states.
bool brute_bob_wins(const ChaseCase& game);

}  // namespace harness
