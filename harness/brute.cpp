// Brute-force solvers of the three ORIGINAL games, written to be obviously
// right rather than fast. They share nothing with the judge solutions: no
// reduction to pairs (hdu5165), no "every attractor is everything" (hdu7399),
// no retrograde counters (gym100548h). Each computes a winning region by
// plain fixed-point iteration over the whole state space.
//
// Time: hdu5165 O(4^n * m * n) per case (n <= 10 or so);
//       hdu7399 O((n+m)^2 * E * (n+m)^2) per case (n+m <= 12 or so);
//       gym100548h O(n^2 * E * n^2) per case (n <= 15 or so).
// Status: checked on the problem samples; cross-checked against each other's
//         independent seed programs and exhaustively against the judge
//         solutions (tests/exhaustive_test.cpp).
#include "brute.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace harness {

namespace {

// ---------------------------------------------------------------- hdu5165 --

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

bool brute_alice_always_wins(const FunnyGameCase& game) {
    const int n = game.n;
    if (n > 16) throw std::invalid_argument("brute_alice_always_wins: n too large for the brute force");
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
    for (unsigned s = 1; s < set_count; ++s)
        alice_wins_moving[s] = alice_wins_waiting[s] = is_single_value(s);

    for (bool changed = true; changed;) {
        changed = false;
        for (unsigned s = 1; s < set_count; ++s) {
            if (!alice_wins_moving[s]) {
                bool some_move_wins = false;
                for (size_t k = 0; k < function_count && !some_move_wins; ++k)
                    some_move_wins = alice_wins_waiting[image[k][s]];
                if (some_move_wins) alice_wins_moving[s] = 1, changed = true;
            }
            if (!alice_wins_waiting[s] && function_count > 0) {
                bool every_move_loses = true;  // for Bob
                for (size_t k = 0; k < function_count && every_move_loses; ++k)
                    every_move_loses = alice_wins_moving[image[k][s]];
                if (every_move_loses) alice_wins_waiting[s] = 1, changed = true;
            }
        }
    }

    // Any non-empty set of values can be the initial array (it has n slots).
    for (unsigned s = 1; s < set_count; ++s)
        if (!alice_wins_moving[s]) return false;
    return true;
}

// ---------------------------------------------------------------- hdu7399 --

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
std::vector<char> attractor(const ExplicitGame& game, const std::vector<char>& arena,
                            const std::vector<char>& target, bool player_gg) {
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
            bool pulled;
            if (moves == 0)
                pulled = !player_gg;  // the game stops here: YY's outcome
            else if (player_moves)
                pulled = attracted_moves > 0;
            else
                pulled = attracted_moves == moves;
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
        std::vector<char> accepting_in_arena(state_count, 0);
        for (size_t s = 0; s < state_count; ++s) accepting_in_arena[s] = arena[s] && game.accepting[s];
        const std::vector<char> recurrence = attractor(game, arena, accepting_in_arena, true);
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

bool brute_gg_wins(const BipartiteGameCase& game) {
    // Vertices: u_i is i, v_j is n + j. Product state (w, next) = token on w,
    // vertex `next` is the next one of the round 0, 1, ..., N-1 still to be
    // seen (w itself counts when we leave it). The round is complete -- an
    // accepting state -- when the token stands on N-1 and N-1 is awaited.
    const int vertex_count = game.n + game.m;
    std::vector<std::vector<int>> out(vertex_count);
    for (int i = 0; i < game.n; ++i)
        for (int j : game.gg_out[i]) out[i].push_back(game.n + j);
    for (int j = 0; j < game.m; ++j)
        for (int i : game.yy_out[j]) out[game.n + j].push_back(i);

    auto state_of = [vertex_count](int vertex, int next) { return vertex * vertex_count + next; };
    ExplicitGame product;
    const int state_count = vertex_count * vertex_count;
    product.gg_owns.assign(state_count, 0);
    product.successors.assign(state_count, {});
    product.accepting.assign(state_count, 0);
    for (int w = 0; w < vertex_count; ++w) {
        for (int next = 0; next < vertex_count; ++next) {
            const int s = state_of(w, next);
            product.gg_owns[s] = w < game.n;
            product.accepting[s] = (w == vertex_count - 1 && next == vertex_count - 1);
            const int next_after = (w == next) ? (next + 1) % vertex_count : next;
            for (int to : out[w]) product.successors[s].push_back(state_of(to, next_after));
        }
    }

    const std::vector<char> winning = buchi_winning_region(product);
    int winning_starts = 0;
    for (int w = 0; w < vertex_count; ++w) winning_starts += winning[state_of(w, 0)];
    // Winning from one vertex means visiting all of them and winning from
    // there, so the region is all or nothing; anything else is a solver bug.
    if (winning_starts != 0 && winning_starts != vertex_count)
        throw std::logic_error("brute_gg_wins: GG wins from " + std::to_string(winning_starts) + " of " +
                               std::to_string(vertex_count) + " starts, expected all or none");
    return winning_starts == vertex_count;
}

// ------------------------------------------------------------- gym100548h --

bool brute_bob_wins(const ChaseCase& game) {
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
                if (!alice_wins[0][b][a]) {
                    // Bob to move: Alice wins if Bob is stuck or every move loses.
                    bool every_move_loses = true;
                    for (int to : out[b]) every_move_loses = every_move_loses && alice_wins[1][to][a];
                    if (every_move_loses) alice_wins[0][b][a] = 1, changed = true;
                }
                if (!alice_wins[1][b][a]) {
                    // Alice to move: she wins if some move wins (stuck = she loses).
                    bool some_move_wins = false;
                    for (int to : out[a]) some_move_wins = some_move_wins || alice_wins[0][b][to];
                    if (some_move_wins) alice_wins[1][b][a] = 1, changed = true;
                }
            }
        }
    }
    return !alice_wins[0][game.x][game.y];
}

}  // namespace harness
