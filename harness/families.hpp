// A problem's input families, named once: each family is a seeded generator
// of cases at any size, in its own shape, with the sizes and test counts at
// which the judge tool's worst tests, the benchmarks' rows and their scaling
// series take it (C++17, header only). A problem's folder lists them
// (families(model), problem_interface.hpp); the judge tool's worst tests
// (judge_size_inputs below), the benchmarks (bench/driver_rows.cpp) and the
// judge's growth fit all read that one list. The same (family, seed, size)
// always gives the same cases, and the first k cases of a list do not depend
// on how many are drawn after them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "facts.hpp"
#include "random.hpp"

namespace harness {

// ----------------------------------------------------- making the cases --

// `tests` cases, each make(rng) with one rng seeded by `seed`: the first k
// cases do not depend on how many follow.
template <class Make>
auto seeded_cases(std::uint64_t seed, int tests, Make make) {
    std::mt19937_64 rng(seed);
    std::vector<decltype(make(rng))> cases;
    for (int t = 0; t < tests; ++t) cases.push_back(make(rng));
    return cases;
}

// `count` distinct values of 0..n-1 other than `excluded`, in random order.
inline std::vector<int> distinct_sample(std::mt19937_64& rng, int n, int count, int excluded = -1) {
    std::vector<int> pool;
    for (int i = 0; i < n; ++i)
        if (i != excluded) pool.push_back(i);
    count = std::min<int>(count, static_cast<int>(pool.size()));
    for (int i = 0; i < count; ++i) std::swap(pool[i], pool[uniform_int(rng, i, static_cast<int>(pool.size()) - 1)]);
    pool.resize(count);
    return pool;
}

// ------------------------------------------------------------ a family --

// A goal for a family's row of the benchmarks' judge table: at most `value`
// ms per test, or at least `value` times faster than the published program
// (the seed) or than the baseline reading with scanf (the stand-in for the
// fastest public solutions, which read so).
struct BenchGoal {
    enum Kind { kNone, kMsPerTest, kVsSeed, kVsScanf } kind = kNone;
    double value = 0;
};

// A family's row of the benchmarks' judge table.
struct BenchPlan {
    std::string shape;  // its sizes, for the table ("n=100 p=.05"); empty: no row
    int tests = 0;
    BenchGoal goal;
    int seed_tests = -1;      // the published program runs on the first seed_tests cases (-1: all)
    int baseline_tests = -1;  // the baseline likewise
};

// A family's scaling series past the judge limits: `steps` rows whose size
// doubles from the family's, tests_at(step) cases each, of its own seed;
// each row's time should grow from the row before as `expected` says (the
// complexity in the judge file's header).
struct ScalingPlan {
    std::uint64_t seed = 0;
    int steps = 0;  // 0: no series
    std::function<int(int step)> tests_at;
    int baseline_up_to = 1 << 30;  // the baseline runs up to this size
    std::string expected;
};

template <class Case>
struct Family {
    using Make = std::function<std::vector<Case>(std::uint64_t seed, int tests, int size)>;

    std::string name;       // as the benchmarks list it; the judge's worst test is worst-<slug(name)>
    std::string size_name;  // the size that grows: "n" or "m"
    int size = 0;           // at the statement's limits: the size of its judge-size input
    std::uint64_t seed = 0;
    Make make;            // the cases at any size, in the family's own shape
    int judge_tests = 0;  // cases in its judge-size input (0: none)
    std::string catches;  // the slow or wrong methods that input is there for, one line
    BenchPlan bench;
    ScalingPlan scaling;

    // The first `tests` cases at the family's size and seed.
    std::vector<Case> cases(int tests) const { return make(seed, tests, size); }

    // A judge-size input of `tests` cases, there to catch `what`.
    Family& judged(int tests, std::string what) {
        judge_tests = tests;
        catches = std::move(what);
        return *this;
    }
    // A row of the benchmarks' judge table.
    Family& benched(std::string shape, int tests, BenchGoal goal = {}, int seed_tests = -1, int baseline_tests = -1) {
        bench = {std::move(shape), tests, goal, seed_tests, baseline_tests};
        return *this;
    }
    // A scaling series.
    Family& scaled(std::uint64_t scaling_seed, int steps, std::function<int(int)> tests_at, std::string expected,
                   int baseline_up_to = 1 << 30) {
        scaling = {scaling_seed, steps, std::move(tests_at), baseline_up_to, std::move(expected)};
        return *this;
    }
};

// The family `name`, made by make(seed, tests, size) at `size` (its
// `size_name`) for the judge and the benchmarks.
template <class Case, class Make>
Family<Case> family(std::string name, std::string size_name, int size, std::uint64_t seed, Make make) {
    Family<Case> f;
    f.name = std::move(name);
    f.size_name = std::move(size_name);
    f.size = size;
    f.seed = seed;
    f.make = std::move(make);
    return f;
}

// The problem's family called `name`; throws std::out_of_range if none is.
template <class Case>
Family<Case> family_named(const Case* model, const std::string& name) {
    for (Family<Case>& f : families(model))
        if (f.name == name) return std::move(f);
    throw std::out_of_range("no family named \"" + name + "\"");
}

// The leading cases that keep the statement's T and its edges in all tests.
template <class Case>
std::vector<Case> within_statement(std::vector<Case> cases) {
    const Bounds& limits = facts_of(static_cast<const Case*>(nullptr)).statement;
    std::int64_t edges = 0;
    std::size_t kept = 0;
    while (kept < cases.size() && static_cast<std::int64_t>(kept) < limits.tests.high) {
        edges += static_cast<std::int64_t>(edge_count(cases[kept]));
        if (edges > limits.edges_in_all_tests) break;
        ++kept;
    }
    cases.resize(kept);
    return cases;
}

// ------------------------------------------------------ judge-size inputs --

// One judge input within the statement's limits and promises: the judge
// tool's worst tests, the judge-size tests (tests/judge_size_test.cpp) and
// the certificate tests.
template <class Case>
struct JudgeSizeInput {
    std::string family;
    std::vector<Case> cases;
    std::string catches;  // the slow or wrong methods it is there for, one line
};

// Every family's judge-size input, in the order of the list.
template <class Case>
std::vector<JudgeSizeInput<Case>> judge_size_inputs(const Case* model) {
    std::vector<JudgeSizeInput<Case>> inputs;
    for (const Family<Case>& f : families(model))
        if (f.judge_tests > 0) inputs.push_back({f.name, within_statement(f.cases(f.judge_tests)), f.catches});
    return inputs;
}

// -------------------------------------------------------- the judge tool --

// A small input that a known wrong idea fails.
struct JudgeTrap {
    std::string name;
    std::string catches;
    std::string sample;   // the input is samples/<problem>/<sample>.in, when not empty
    std::string input;    // else this judge input
    std::string program;  // the program of submissions/wrong_answer/ that fails here ("one_player.cpp"), if one does
};
inline JudgeTrap trap_in_sample(std::string name, std::string catches, std::string sample, std::string program = "") {
    return {std::move(name), std::move(catches), std::move(sample), "", std::move(program)};
}
inline JudgeTrap trap_of_input(std::string name, std::string catches, std::string input, std::string program = "") {
    return {std::move(name), std::move(catches), "", std::move(input), std::move(program)};
}

}  // namespace harness
