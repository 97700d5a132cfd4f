// Seeded random generators of cases, in several shapes.
// The same rng state always gives the same case.
#pragma once

#include <algorithm>
#include <random>
#include <vector>

#include "facts.hpp"
#include "validate.hpp"

namespace harness {

// What a generated case promises, given max_n and max_m within the
// statement's limits:
//   kept: the case follows its statement (validate.hpp accepts its judge
//         input alone). For inputs anyone may be given: the stress tool.
//   sometimes_broken: now and then the case breaks a promise of the statement
//         on purpose, to test that the judge files tolerate it: only the
//         breaks its facts list as deliberate_breaks (a duplicate edge, a
//         self-loop, x == y). For the tests of our own solutions.
// With the same rng state, kept gives the first case that sometimes_broken
// would give, and the next ones while they break a promise.
enum class Promises { kept, sometimes_broken };

// A seeded random case at most `most` in size (each problem's generate.cpp),
// with 1 <= n <= most.n and at most most.m functions / YY vertices as fits the
// problem (the chase draws its edges from n alone). The shape (permutations,
// near-permutations, forced moves, dead ends, sparse, dense, chains, ...) is
// drawn from rng too.
template <class Case>
Case random_case(std::mt19937_64& rng, Size most, Promises promises);

// Each problem's generate.cpp also has breaks_a_promise_on_purpose(case),
// whether a case breaks one of the promises its generator breaks on purpose
// (the problem's facts list them as deliberate_breaks), and
// with_promises_kept(case), the case with those breaks undone: duplicate
// edges and self-loops dropped, y moved off x. Nothing else is changed, so a
// generated case undone this way follows its statement.

// A generator's random_case from its draws: the first case draw() gives, or
// with promises kept the first that follows the statement (validate.hpp).
template <class Draw>
auto drawn_as_promised(Promises promises, Draw draw) {
    auto game = draw();
    while (promises == Promises::kept && !follows_statement(game)) game = draw();
    return game;
}

// The list without its repeated entries (the first of each kept).
template <class T>
std::vector<T> without_repeats(const std::vector<T>& list) {
    std::vector<T> kept;
    for (const T& item : list)
        if (std::find(kept.begin(), kept.end(), item) == kept.end()) kept.push_back(item);
    return kept;
}

// Whether the list holds `item`.
template <class T>
bool contains(const std::vector<T>& list, const T& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

// Appends `item` unless the list holds it already.
template <class T>
void add_if_missing(std::vector<T>& list, const T& item) {
    if (!contains(list, item)) list.push_back(item);
}

// Whether the list holds an entry twice.
inline bool has_duplicate(std::vector<int> list) {
    std::sort(list.begin(), list.end());
    return std::adjacent_find(list.begin(), list.end()) != list.end();
}

}  // namespace harness
