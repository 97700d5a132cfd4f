// The brute-force solver of the original hdu7399 game (harness/problem_interface.hpp):
// does GG win the "visit every vertex infinitely often" game? Solved as a
// Buchi game on (vertex, next target) states (buchi.hpp).
#include <stdexcept>
#include <string>
#include <vector>

#include "buchi.hpp"
#include "problems/hdu7399/problem.hpp"

namespace harness {

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
