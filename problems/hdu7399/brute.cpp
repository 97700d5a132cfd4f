// The brute-force solver of the original hdu7399 game (harness/problem_interface.hpp):
// does GG win the "visit every vertex infinitely often" game? Solved as a
// Buchi game on (vertex, next target) states.
#include <stdexcept>
#include <string>
#include <vector>

#include "problems/hdu7399/problem.hpp"

namespace harness {

namespace {

// A turn-based game on explicit states: gg_owns[s] is true for GG's states.
// A state without successors ends the game, which GG loses.
struct ExplicitGame {
    std::vector<char> gg_owns;
    std::vector<std::vector<int>> successors;
    std::vector<char> accepting;  // GG must visit these infinitely often
};

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

// GG's winning region of the Buchi game "visit an accepting state infinitely
// often": repeatedly remove YY's attractor of the states from which GG cannot
// force a visit to an accepting state.
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

}  // namespace

template <>
bool brute_force(const BipartiteGameCase& game) {
    // Vertices: u_i is i, v_j is n + j. Product state (w, next) = token on w,
    // vertex `next` is the next one of the round 0, 1, ..., N-1 still to be
    // seen (w itself counts when we leave it). The round is complete -- an
    // accepting state -- when the token stands on N-1 and N-1 is awaited.
    const int vertex_count = game.n + game.m, state_count = vertex_count * vertex_count;
    auto state_of = [vertex_count](int vertex, int next) { return vertex * vertex_count + next; };
    ExplicitGame product{std::vector<char>(state_count), std::vector<std::vector<int>>(state_count),
                         std::vector<char>(state_count)};
    for (int w = 0; w < vertex_count; ++w) {
        for (int next = 0; next < vertex_count; ++next) {
            const int s = state_of(w, next);
            product.gg_owns[s] = w < game.n;
            product.accepting[s] = (w == vertex_count - 1 && next == vertex_count - 1);
            const int next_after = (w == next) ? (next + 1) % vertex_count : next;
            for (int t : game.out(w)) product.successors[s].push_back(state_of(game.head(w, t), next_after));
        }
    }

    const std::vector<char> winning = buchi_winning_region(product);
    int winning_starts = 0;
    for (int w = 0; w < vertex_count; ++w) winning_starts += winning[state_of(w, 0)];
    // Winning from one vertex means visiting all of them and winning from
    // there, so the region is all or nothing; anything else is a solver bug.
    if (winning_starts != 0 && winning_starts != vertex_count)
        throw std::logic_error("brute_force: GG wins from " + std::to_string(winning_starts) + " of " +
                               std::to_string(vertex_count) + " starts, expected all or none");
    return winning_starts == vertex_count;
}

}  // namespace harness
