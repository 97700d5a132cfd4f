// The brute-force solver of the original gym100548h game (harness/problem_interface.hpp):
// does Bob win (never caught, or Alice stuck first, or endless)? Alice's
// least fixed point over all (mover, Bob, Alice) states, by plain iteration
// (buchi.hpp's forced_within).
#include <utility>
#include <vector>

#include "buchi.hpp"
#include "problems/gym100548h/problem.hpp"

namespace harness {

std::vector<std::vector<int>> chase_moves(const ChaseCase& game) {
    const int n = game.n;
    std::vector<std::vector<int>> out(n), moves(2 * n * n);
    for (const std::pair<int, int>& e : game.edges) out[e.first - 1].push_back(e.second - 1);
    // State (mover, b, a), 0-based: mover 0 = Bob to move, 1 = Alice to move.
    auto state = [n](int mover, int b, int a) { return (mover * n + b) * n + a; };
    for (int mover = 0; mover < 2; ++mover)
        for (int b = 0; b < n; ++b)
            for (int a = 0; a < n; ++a)
                for (size_t k = 0; b != a && k < out[mover == 1 ? a : b].size(); ++k)
                    moves[state(mover, b, a)].push_back(mover == 1 ? state(0, b, out[a][k]) : state(1, out[b][k], a));
    return moves;
}

template <>
bool brute_force(const ChaseCase& game) {
    const int n = game.n, states = 2 * n * n;
    const std::vector<std::vector<int>> moves = chase_moves(game);
    std::vector<char> alice_moves(states, 0), alice_has_won(states, 0);
    for (int s = 0; s < states; ++s) {
        alice_moves[s] = s >= states / 2;
        // Caught, or Bob to move and stuck. Alice stuck: she never wins.
        alice_has_won[s] = s / n % n == s % n || (s < states / 2 && moves[s].empty());
    }
    // Every state Alice cannot force a win from is Bob's, endless games included.
    return forced_within(moves, alice_moves, alice_has_won)[(game.x - 1) * n + game.y - 1] < 0;
}

}  // namespace harness
