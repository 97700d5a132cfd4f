// Seeded random cases of hdu5165: a shape, then the case, drawn from the rng alone.
#include <algorithm>
#include <numeric>
#include <vector>

#include "generators.hpp"
#include "problems/hdu5165/problem.hpp"
#include "random.hpp"

namespace harness {

namespace {

enum class Kind { random_map, permutation, near_permutation, merge_two, constant };

// A map from {1..n} to {1..n}, 1-based values, of the given kind: a
// near-permutation is a permutation with one entry redirected, merge_two the
// identity with one value sent to another.
std::vector<int> random_function(std::mt19937_64& rng, int n, Kind kind) {
    std::vector<int> f(n);
    if (kind == Kind::random_map)
        for (int& value : f) value = uniform_int(rng, 1, n);
    if (kind == Kind::constant) std::fill(f.begin(), f.end(), uniform_int(rng, 1, n));
    if (kind == Kind::permutation || kind == Kind::near_permutation) f = random_permutation(rng, n, 1);
    if (kind == Kind::merge_two) std::iota(f.begin(), f.end(), 1);
    if (kind == Kind::near_permutation || kind == Kind::merge_two)
        f[uniform_int(rng, 0, n - 1)] = uniform_int(rng, 1, n);
    return f;
}

// One random case (hdu5165 breaks no promise on purpose).
FunnyGameCase draw_funny_game(std::mt19937_64& rng, int max_n, int max_m) {
    FunnyGameCase game;
    const int shape = uniform_int(rng, 0, 9);
    game.n = shape == 0 ? 1 : uniform_int(rng, std::min(2, max_n), max_n);
    const int m = uniform_int(rng, 1, max_m);
    // The kind of every function by shape (n = 1 in shape 0); from shape 7 on
    // a kind drawn per function, a mix; shape 9 draws one too, but makes
    // permutations, the first of them a funnel onto at most two values.
    constexpr Kind kKinds[] = {Kind::random_map,       Kind::random_map,       Kind::random_map, Kind::permutation,
                               Kind::near_permutation, Kind::near_permutation, Kind::merge_two};
    for (int k = 0; k < m; ++k) {
        const Kind kind = shape >= 7 ? static_cast<Kind>(uniform_int(rng, 0, 4)) : kKinds[shape];
        game.functions.push_back(random_function(rng, game.n, shape == 9 ? Kind::permutation : kind));
        if (shape == 9 && k == 0) {
            const int first = uniform_int(rng, 1, game.n), second = uniform_int(rng, 1, game.n);
            for (int& value : game.functions.back()) value = chance(rng, 0.7) ? first : second;
        }
    }
    std::shuffle(game.functions.begin(), game.functions.end(), rng);
    return game;
}

}  // namespace

template <>
FunnyGameCase random_case(std::mt19937_64& rng, Size most, Promises promises) {
    return drawn_as_promised(promises, [&] { return draw_funny_game(rng, most.n, most.m); });
}

template <>
bool breaks_a_promise_on_purpose(const FunnyGameCase&) {
    return false;
}

template <>
FunnyGameCase with_promises_kept(FunnyGameCase game) {
    return game;
}

}  // namespace harness
