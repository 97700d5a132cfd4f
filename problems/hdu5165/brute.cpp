// The brute-force solver of the original hdu5165 game (harness/problem_interface.hpp):
// solved on the game over sets of distinct values, for every starting set, by
// plain iteration (buchi.hpp's forced_within).
#include <algorithm>
#include <stdexcept>
#include <vector>

#include "buchi.hpp"
#include "problems/hdu5165/problem.hpp"

namespace harness {

std::vector<long long> funny_game_sets_won_within(const FunnyGameCase& game) {
    if (game.n > 16) throw std::invalid_argument("brute_force: n too large for the brute force");
    const int n = game.n, sets = 1 << n;
    std::vector<std::vector<int>> moves(2 * sets);
    std::vector<char> alice_moves(2 * sets), merged(2 * sets);
    for (int side = 0; side < 2; ++side)
        for (int set = 1; set < sets; ++set) {
            const int s = side * sets + set;
            alice_moves[s] = side == 0;
            merged[s] = (set & (set - 1)) == 0;  // one value: already a win, whoever is to move
            for (const std::vector<int>& f : game.functions) {
                int image = 0;  // {f(v) : v in set}
                for (int v = 0; v < n; ++v)
                    if (set >> v & 1) image |= 1 << (f[v] - 1);
                moves[s].push_back((1 - side) * sets + image);
            }
        }
    return forced_within(moves, alice_moves, merged);
}

template <>
bool brute_force(const FunnyGameCase& game) {
    const std::vector<long long> within = funny_game_sets_won_within(game);
    // Any non-empty set of values can be the initial array (it has n slots).
    return std::all_of(within.begin() + 1, within.begin() + (1 << game.n), [](long long w) { return w >= 0; });
}

}  // namespace harness
