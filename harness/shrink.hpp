// Shrinking a failing input: smaller variants of a case, and a greedy driver
// that keeps taking the first smaller variant that still fails.
//
// Every variant is a valid case of its problem (indices in range, functions
// into 1..n, no duplicate edges, the chase's x != y and m >= 1) and strictly
// smaller than its origin by case_size (cases.hpp), a natural number; a list
// of cases measures the sum of 1 + case_size over its cases, which every
// accepted step of shrink_cases lowers. A natural number cannot fall for
// ever, so shrinking always ends (tests/shrink_test.cpp checks every step).
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "validate.hpp"

namespace harness {

// Each problem's shrink.cpp has for_each_smaller(game, visit): calls
// visit(variant) for each smaller variant of game, the biggest cuts first, and
// stops as soon as visit returns true; returns whether it did. Above 12 values
// / 16 vertices only the likelier merges are tried (along a function, between
// vertices with a common edge or neighbour). And size_summary(game): one line
// on a case's size, e.g. "n = 3, m = 2".

// The pieces [begin, begin + length) of a sequence of `count` items that a
// delta-debugging pass tries to remove: halves first, then quarters, ...,
// then single items.
std::vector<std::pair<size_t, size_t>> removal_chunks(size_t count);

// Whether item i lies in the piece chunk = (begin, length).
inline bool in_chunk(size_t i, const std::pair<size_t, size_t>& chunk) {
    return i >= chunk.first && i < chunk.first + chunk.second;
}

// For vertex removal: new index of every old index, -1 for removed ones.
inline std::vector<int> renumbering(size_t count, const std::pair<size_t, size_t>& removed) {
    std::vector<int> new_index(count, -1);
    int next = 0;
    for (size_t i = 0; i < count; ++i)
        if (!in_chunk(i, removed)) new_index[i] = next++;
    return new_index;
}

// Pairs (from, into), from > into, worth merging among `count` vertices: all
// of them while few, else only those an edge joins (`joined`).
template <class Joined>
std::vector<std::pair<int, int>> merge_pairs(int first, int count, Joined joined) {
    std::vector<std::pair<int, int>> pairs;
    for (int from = first + count - 1; from >= first; --from)
        for (int into = first; into < from; ++into)
            if (count <= 16 || joined(from, into)) pairs.emplace_back(from, into);
    return pairs;
}

// Greedy delta debugging to a fixpoint: starting from a failing input (a list
// of cases), repeatedly replaces it by the first smaller variant for which
// still_fails returns true (keep only a piece of the list of test cases, or
// drop a piece, halves first; then shrink each case),
// until no variant fails. Only variants whose judge input passes the strict
// validator (validate.hpp) are tried, so every input the search moves to keeps
// the statement's promises. A pass resumes at the variant after the last
// success, and the search ends after a full pass without one.
template <class Case>
std::vector<Case> shrink_cases(std::vector<Case> cases,
                               const std::function<bool(const std::vector<Case>&)>& still_fails) {
    size_t resume_at = 0;
    bool pass_made_progress = false;
    while (true) {
        size_t index = 0;
        std::vector<Case> accepted;
        auto consider = [&](std::vector<Case>&& variant) {
            if (index++ < resume_at) return false;
            if (!follows_statement(variant) || !still_fails(variant)) return false;
            accepted = std::move(variant);
            return true;
        };

        bool found = false;
        if (cases.size() > 1) {
            // Delta debugging over the list: keep only one piece, or drop it.
            for (const std::pair<size_t, size_t>& chunk : removal_chunks(cases.size())) {
                for (bool keep : {true, false}) {
                    std::vector<Case> variant;
                    for (size_t i = 0; i < cases.size(); ++i) {
                        bool inside = in_chunk(i, chunk);
                        if (inside == keep) variant.push_back(cases[i]);
                    }
                    if ((found = consider(std::move(variant)))) break;
                }
                if (found) break;
            }
        }
        for (size_t k = 0; k < cases.size() && !found; ++k) {
            found = for_each_smaller(cases[k], [&](const Case& smaller) {
                std::vector<Case> variant = cases;
                variant[k] = smaller;
                return consider(std::move(variant));
            });
        }

        if (found) {
            cases = std::move(accepted);
            resume_at = index - 1;
            pass_made_progress = true;
        } else if (pass_made_progress || resume_at > 0) {
            resume_at = 0;  // wrap around: one more full pass
            pass_made_progress = false;
        } else {
            return cases;
        }
    }
}

// The items of `list` inside the piece chunk (`inside`), or those outside it.
template <class T>
std::vector<T> chunk_items(const std::vector<T>& list, const std::pair<size_t, size_t>& chunk, bool inside) {
    std::vector<T> items;
    for (size_t i = 0; i < list.size(); ++i)
        if (in_chunk(i, chunk) == inside) items.push_back(list[i]);
    return items;
}

}  // namespace harness
