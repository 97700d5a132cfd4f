// Lists by key, built by counting (a counting sort into one array): the
// moves into each state, the preimages of each value, edges by vertex.
#pragma once

#include <cstddef>
#include <vector>

namespace harness {

// `each(add)` calls add(key, value) for every item, keys in 0..keys-1; it is
// called twice (to count, then to fill) and must list the same items both
// times. Returns the values grouped by key, in the order listed: those of key
// k at first[k] .. first[k + 1] - 1 (first is filled, keys + 1 entries).
template <class T, class Index, class Each>
std::vector<T> lists_by_key(std::size_t keys, Each each, std::vector<Index>& first) {
    first.assign(keys + 1, 0);
    each([&](std::size_t key, const T&) { ++first[key + 1]; });
    for (std::size_t k = 0; k < keys; ++k) first[k + 1] += first[k];
    std::vector<T> lists(static_cast<std::size_t>(first[keys]));
    std::vector<Index> next(first.begin(), first.end() - 1);
    each([&](std::size_t key, const T& value) { lists[static_cast<std::size_t>(next[key]++)] = value; });
    return lists;
}

}  // namespace harness
