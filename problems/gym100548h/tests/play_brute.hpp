// gym100548h's brute force of positions (tests/play_brute.hpp): who wins
// each position of the chase, Bob or Alice to move, and within how many moves,
// on the states of its brute.cpp (harness::chase_moves): the winner of each
// position is the one brute.cpp finds from there.
#pragma once

#include <string>
#include <vector>

#include "problems.hpp"
#include "tests/play_brute.hpp"

namespace play_brute {

class ChaseBrute {
public:
    explicit ChaseBrute(const harness::ChaseCase& game) : n_(game.n) {
        const std::vector<std::vector<int>> moves = harness::chase_moves(game);  // brute.cpp's states
        const size_t states = moves.size();
        std::vector<char> alice_moves(states), bob_moves(states), alice_target(states), bob_target(states);
        for (size_t s = 0; s < states; ++s) {  // s = state(alice, b, a)
            const bool alice = s >= states / 2, caught = s / n_ % n_ == s % n_;
            (alice ? alice_moves : bob_moves)[s] = 1;
            alice_target[s] = caught || (!alice && moves[s].empty());
            bob_target[s] = !caught && alice && moves[s].empty();
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
    std::vector<long long> alice_, bob_;
};

// The brute force of the game's positions, as the shared code finds it.
inline ChaseBrute play_brute_of(const harness::ChaseCase& game) { return ChaseBrute(game); }

}  // namespace play_brute
