// Lists by key, built by counting (a counting sort into one array): the
// moves into each state, the preimages of each value, edges by vertex; and
// labels by key, joined (the functions that make each distinct move).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
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

// Adds `label` to the entry of `labelled` whose key is `key`, after
// `separator`, or appends that entry: each distinct key once, in the order
// first met, with the labels given for it.
template <class Key>
void add_label(std::vector<std::pair<Key, std::string>>& labelled, const Key& key, const std::string& label,
               const char* separator) {
    const auto same =
        std::find_if(labelled.begin(), labelled.end(), [&](const auto& entry) { return entry.first == key; });
    if (same == labelled.end()) labelled.emplace_back(key, label);
    else same->second += separator + label;
}

}  // namespace harness
