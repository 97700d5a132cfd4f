// The brute-force solver of the original gym100548h game (harness/problem_interface.hpp):
// does Bob win (never caught, or Alice stuck first, or endless)? Fixed-point
// iteration over all (Bob, Alice, mover) states.
#include <algorithm>
#include <vector>

#include "problems/gym100548h/problem.hpp"

namespace harness {

template <>
bool brute_force(const ChaseCase& game) {
    const int n = game.n;
    std::vector<std::vector<int>> out(n + 1);
    for (const std::pair<int, int>& e : game.edges) out[e.first].push_back(e.second);

    // alice_wins[mover][bob][alice], mover 0 = Bob to move, 1 = Alice to move.
    // Least fixed point of the rules; every state left undecided is an
    // endless game, which Bob wins.
    std::vector<std::vector<std::vector<char>>> alice_wins(
        2, std::vector<std::vector<char>>(n + 1, std::vector<char>(n + 1, 0)));
    for (int b = 1; b <= n; ++b) alice_wins[0][b][b] = alice_wins[1][b][b] = 1;  // caught

    for (bool changed = true; changed;) {
        changed = false;
        for (int b = 1; b <= n; ++b) {
            for (int a = 1; a <= n; ++a) {
                if (b == a) continue;
                // Bob to move: Alice wins if Bob is stuck or every move loses.
                if (!alice_wins[0][b][a] &&
                    std::all_of(out[b].begin(), out[b].end(), [&](int to) { return alice_wins[1][to][a]; }))
                    alice_wins[0][b][a] = 1, changed = true;
                // Alice to move: she wins if some move wins (stuck = she loses).
                if (!alice_wins[1][b][a] &&
                    std::any_of(out[a].begin(), out[a].end(), [&](int to) { return alice_wins[0][b][to]; }))
                    alice_wins[1][b][a] = 1, changed = true;
            }
        }
    }
    return !alice_wins[0][game.x][game.y];
}

}  // namespace harness
