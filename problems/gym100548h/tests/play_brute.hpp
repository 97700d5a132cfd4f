// gym100548h's brute force of positions (tests/play_brute.hpp): who wins
// each position of the chase, Bob or Alice to move, and within how many moves.
#pragma once

#include <string>
#include <vector>

#include "problems.hpp"
#include "tests/play_brute.hpp"

namespace play_brute {

class ChaseBrute {
public:
    explicit ChaseBrute(const harness::ChaseCase& game) : n_(game.n), out_(game.n) {
        for (const auto& [b, e] : game.edges) out_[b - 1].push_back(e - 1);
        const size_t states = 2 * n_ * n_;
        std::vector<std::vector<int>> moves(states);
        std::vector<char> alice_moves(states), bob_moves(states), alice_target(states), bob_target(states);
        for (size_t s = 0; s < states; ++s) {  // s = state(alice, b, a)
            const bool alice = s >= states / 2;
            const int b = static_cast<int>(s) / n_ % n_, a = static_cast<int>(s) % n_;
            (alice ? alice_moves : bob_moves)[s] = 1;
            alice_target[s] = b == a || (!alice && out_[b].empty());
            bob_target[s] = b != a && alice && out_[a].empty();
            for (size_t k = 0; b != a && k < out_[alice ? a : b].size(); ++k) {
                const int t = out_[alice ? a : b][k];
                moves[s].push_back(alice ? state(false, b, t) : state(true, t, a));
            }
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

// The brute force of the game's positions, as the shared code finds it.
inline ChaseBrute play_brute_of(const harness::ChaseCase& game) { return ChaseBrute(game); }

}  // namespace play_brute
