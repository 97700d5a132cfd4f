// Seeded input families and the named inputs made of them: what each
// problem's folder gives the benchmarks, the judge-size tests and the judge
// tool (C++17, header only). A problem's families are functions of its
// folder (families.hpp there): the same (family, seed, size) always gives
// the same cases, and the first k cases of a list do not depend on how many
// are drawn after them. From them, each problem's folder defines
//   judge_size_inputs(model)         its judge-size inputs (JudgeSizeInput)
//   judge_traps(model)               the judge tool's traps (JudgeTrap)
//   judge_small_bound(model)         the judge tool's small group (SmallBound)
//   bench_judge_rows(model, quick)   its rows of the benchmarks' judge table
//   bench_scaling_rows(model, quick) its scaling series (BenchRow)
// (problem_interface.hpp); the shared code lists them by the registry.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "random.hpp"

namespace harness {

// ------------------------------------------------------------- families --

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

// The first `count` cases.
template <class Case>
std::vector<Case> first_cases(std::vector<Case> cases, std::size_t count) {
    if (cases.size() > count) cases.resize(count);
    return cases;
}

// ------------------------------------------------------ judge-size inputs --

// One judge input within the statement's limits and promises: the cases of
// a row of the benchmarks' judge table, and what makes it hard. For the
// judge-size tests (tests/judge_size_test.cpp), the certificate tests and
// the judge tool's worst group.
template <class Case>
struct JudgeSizeInput {
    std::string family;
    std::vector<Case> cases;
    std::string catches;  // the slow or wrong methods it is there for, one line
};

// -------------------------------------------------------- the judge tool --

// A small input that a known wrong idea fails.
struct JudgeTrap {
    std::string name;
    std::string catches;
    std::string sample;   // the input is samples/<problem>/<sample>.in, when not empty
    std::string input;    // else this judge input
    std::string program;  // the wrong program of programs/ that fails here ("wrong_one_player.cpp"), if one does
};
inline JudgeTrap trap_in_sample(std::string name, std::string catches, std::string sample, std::string program = "") {
    return {std::move(name), std::move(catches), std::move(sample), "", std::move(program)};
}
inline JudgeTrap trap_of_input(std::string name, std::string catches, std::string input, std::string program = "") {
    return {std::move(name), std::move(catches), "", std::move(input), std::move(program)};
}

// The judge tool's small group: every case of the exhaustive sets up to this
// size (vertex_count: values, vertices of both sides, vertices), which keeps
// it to a few inputs.
struct SmallBound {
    int most;
    const char* what;
};

// ------------------------------------------------------ benchmark rows --

// A goal for a row of the judge table: at most `value` ms per test, or at
// least `value` times faster than the published program (the seed) or than
// the baseline reading with scanf (the stand-in for the fastest public
// solutions, which read so).
struct BenchGoal {
    enum Kind { kNone, kMsPerTest, kVsSeed, kVsScanf } kind = kNone;
    double value = 0;
};

// A row of the benchmarks (bench/driver.hpp): `tests` cases of a family, made
// when the row is measured.
template <class Case>
struct BenchRow {
    std::string family;
    std::string shape;  // sizes, for the table
    int tests = 0;
    std::function<std::vector<Case>()> cases;
    int seed_tests = -1;      // the seed runs on the first seed_tests cases (-1: all)
    int baseline_tests = -1;  // the baseline likewise
    BenchGoal goal;
    int scale_n = 0;              // scaling series: the size parameter
    std::string expected_growth;  // scaling series: from the row before, as the complexity says
};

// A scaling series: `steps` rows whose size doubles from `first`,
// tests_at(step) cases of generate(tests, size) each, without the seed; the
// baseline runs up to size baseline_up_to. Each row's time should grow from
// the row before as `expected` says (the complexity in the judge file's
// header).
template <class Case, class TestsAt, class Generate>
void add_series(std::vector<BenchRow<Case>>& rows, const std::string& family, const std::string& size_name, int first,
                int steps, TestsAt tests_at, Generate generate, int baseline_up_to, const std::string& expected) {
    for (int step = 0, size = first; step < steps; ++step, size *= 2) {
        const int tests = tests_at(step);
        BenchRow<Case> row;
        row.family = family;
        row.shape = size_name + "=" + std::to_string(size);
        row.tests = tests;
        row.cases = [=] { return generate(tests, size); };
        row.seed_tests = 0;
        if (size > baseline_up_to) row.baseline_tests = 0;
        row.scale_n = size;
        row.expected_growth = step == 0 ? "" : expected;
        rows.push_back(row);
    }
}

}  // namespace harness
