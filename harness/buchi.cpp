#include "buchi.hpp"

#include <cstddef>

namespace harness {

namespace {

// States of `arena` (a subset) from which `player_gg` (GG if true, YY if false)
// can force the token into `target` (within the arena) -- or, for YY, into a
// state where the game stops. Plain iteration until nothing is added.
std::vector<char> attractor(const ExplicitGame& game, const std::vector<char>& arena, const std::vector<char>& target,
                            bool player_gg) {
    const size_t state_count = game.successors.size();
    std::vector<char> attracted(state_count, 0);
    for (size_t s = 0; s < state_count; ++s) attracted[s] = arena[s] && target[s];
    for (bool changed = true; changed;) {
        changed = false;
        for (size_t s = 0; s < state_count; ++s) {
            if (!arena[s] || attracted[s]) continue;
            int moves = 0, attracted_moves = 0;
            for (int next : game.successors[s]) {
                if (!arena[next]) continue;
                ++moves;
                attracted_moves += attracted[next];
            }
            const bool player_moves = (game.gg_owns[s] != 0) == player_gg;
            // Where the game stops (no move) is YY's outcome.
            const bool pulled = moves == 0 ? !player_gg : player_moves ? attracted_moves > 0 : attracted_moves == moves;
            if (pulled) attracted[s] = 1, changed = true;
        }
    }
    return attracted;
}

}  // namespace

std::vector<char> buchi_winning_region(const ExplicitGame& game) {
    const size_t state_count = game.successors.size();
    std::vector<char> arena(state_count, 1);
    for (;;) {
        const std::vector<char> recurrence = attractor(game, arena, game.accepting, true);
        std::vector<char> gg_cannot_recur(state_count, 0);
        for (size_t s = 0; s < state_count; ++s) gg_cannot_recur[s] = arena[s] && !recurrence[s];
        // YY's attractor also takes every state where the game stops.
        const std::vector<char> yy_wins = attractor(game, arena, gg_cannot_recur, false);
        bool removed_any = false;
        for (size_t s = 0; s < state_count; ++s)
            if (yy_wins[s]) arena[s] = 0, removed_any = true;
        if (!removed_any) return arena;
    }
}

}  // namespace harness
