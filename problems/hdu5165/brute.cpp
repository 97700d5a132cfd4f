// The brute-force solver of the original hdu5165 game (harness/problem_interface.hpp):
// solved on the game over sets of distinct values, for every starting set.
#include <algorithm>
#include <stdexcept>
#include <vector>

#include "problems/hdu5165/problem.hpp"

namespace harness {

namespace {

// The set of values {f(v) : v in values}, values and result as bitmasks over
// 0..n-1.
unsigned image_of_set(const std::vector<int>& function, unsigned values) {
    unsigned image = 0;
    for (size_t v = 0; v < function.size(); ++v)
        if (values >> v & 1u) image |= 1u << (function[v] - 1);
    return image;
}

bool is_single_value(unsigned values) { return values != 0 && (values & (values - 1)) == 0; }

}  // namespace

template <>
bool brute_force(const FunnyGameCase& game) {
    const int n = game.n;
    if (n > 16) throw std::invalid_argument("brute_force: n too large for the brute force");
    const unsigned set_count = 1u << n;
    const size_t function_count = game.functions.size();

    // image[k][s]: the set of distinct values after applying f_k to set s.
    std::vector<std::vector<unsigned>> image(function_count, std::vector<unsigned>(set_count, 0));
    for (size_t k = 0; k < function_count; ++k)
        for (unsigned s = 1; s < set_count; ++s) image[k][s] = image_of_set(game.functions[k], s);

    // alice_wins_moving[s] / alice_wins_waiting[s]: Alice wins from the array
    // whose distinct values are s, with Alice / Bob to move. A set of one
    // value is already a win, whoever is to move. Least fixed point: start
    // from the immediate wins and add states until nothing changes.
    std::vector<char> alice_wins_moving(set_count, 0), alice_wins_waiting(set_count, 0);
    for (unsigned s = 1; s < set_count; ++s) alice_wins_moving[s] = alice_wins_waiting[s] = is_single_value(s);

    for (bool changed = true; changed;) {
        changed = false;
        for (unsigned s = 1; s < set_count; ++s) {
            // Alice wins by some move; Bob loses by every move.
            auto alice_wins_after = [s](const std::vector<char>& won) {
                return [&won, s](const std::vector<unsigned>& to) { return won[to[s]] != 0; };
            };
            if (!alice_wins_moving[s] && std::any_of(image.begin(), image.end(), alice_wins_after(alice_wins_waiting)))
                alice_wins_moving[s] = 1, changed = true;
            if (!alice_wins_waiting[s] && function_count > 0 &&
                std::all_of(image.begin(), image.end(), alice_wins_after(alice_wins_moving)))
                alice_wins_waiting[s] = 1, changed = true;
        }
    }

    // Any non-empty set of values can be the initial array (it has n slots).
    return std::all_of(alice_wins_moving.begin() + 1, alice_wins_moving.end(), [](char won) { return won != 0; });
}

}  // namespace harness
