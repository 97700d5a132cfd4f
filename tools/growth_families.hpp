// The families the judge tool's growth and hunt take their inputs from
// (judge.cpp): each problem's named input families, each a seeded generator
// of cases at any size in its own shape, with the size and the number of
// cases of its worst test (worst-<slug(name)>).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "families.hpp"
#include "problems.hpp"
#include "test_set.hpp"

namespace judge_tool {

template <class Case>
struct GrowthFamily {
    std::string name;
    std::string catches;    // what its worst test is there to catch
    std::string size_name;  // the size that grows: "n", "m", "side"
    int size = 0;           // in its worst test
    std::uint64_t seed = 0;
    int tests = 0;  // cases in its worst test
    std::function<std::vector<Case>(std::uint64_t seed, int tests, int size)> make;

    std::string test_name() const { return "worst-" + test_set::slug(name); }
};

// The problem's families that have a worst test (harness::families), in
// the test set's order.
template <class Problem>
std::vector<GrowthFamily<typename Problem::Case>> growth_families() {
    using Case = typename Problem::Case;
    std::vector<GrowthFamily<Case>> all;
    for (const harness::Family<Case>& family : harness::families(static_cast<const Case*>(nullptr))) {
        if (family.judge_tests <= 0) continue;
        const int tests = static_cast<int>(harness::within_statement(family.cases(family.judge_tests)).size());
        all.push_back({family.name, family.catches, family.size_name, family.size, family.seed, tests, family.make});
    }
    return all;
}

// The family named `name`, or whose worst test's name or slug is `name`;
// null if none.
template <class Case>
const GrowthFamily<Case>* find_family(const std::vector<GrowthFamily<Case>>& families, const std::string& name) {
    for (const GrowthFamily<Case>& family : families)
        if (family.name == name || family.test_name() == name || test_set::slug(family.name) == name) return &family;
    return nullptr;
}

}  // namespace judge_tool
