// The benchmark rows: each problem's judge-size rows and scaling series past
// the judge limits (its folder's bench_rows.cpp), as workloads.
#include <algorithm>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "driver.hpp"
#include "problems.hpp"

namespace bench_driver {

namespace {

// `generate` returns the `tests` cases of Problem; seed_tests and
// baseline_tests: -1 means every case.
template <class Problem, class Generator>
Workload make_workload(std::string family, std::string shape, int tests, Generator generate, int seed_tests,
                       int baseline_tests = -1) {
    using Cases = std::vector<typename Problem::Case>;
    static_assert(std::is_same_v<decltype(generate()), Cases>, "cases of another problem");
    Workload w;
    w.problem = harness::find_problem(Problem::facts.name);
    w.family = std::move(family);
    w.shape = std::move(shape);
    w.tests = tests;
    w.seed_tests = seed_tests < 0 ? tests : std::min(seed_tests, tests);
    w.baseline_tests = baseline_tests < 0 ? tests : std::min(baseline_tests, tests);
    auto cache = std::make_shared<std::unique_ptr<Cases>>();
    w.input = [cache, generate](int k) {
        if (!*cache) *cache = std::make_unique<Cases>(generate());
        const Cases& cases = **cache;
        return harness::judge_input(Cases(cases.begin(), cases.begin() + std::min<size_t>(k, cases.size())));
    };
    w.release = [cache] { cache->reset(); };
    return w;
}

// Each problem's rows (its folder's bench_rows.cpp) as workloads.
template <class Rows>
std::vector<Workload> workloads(Rows rows_of) {
    std::vector<Workload> workloads;
    harness::for_each_problem([&](auto problem) {
        using Problem = decltype(problem);
        for (const auto& row : rows_of(static_cast<const typename Problem::Case*>(nullptr))) {
            Workload w =
                make_workload<Problem>(row.family, row.shape, row.tests, row.cases, row.seed_tests, row.baseline_tests);
            w.goal = row.goal;
            w.scale_n = row.scale_n;
            w.expected_growth = row.expected_growth;
            workloads.push_back(w);
        }
    });
    return workloads;
}

}  // namespace

std::vector<Workload> judge_workloads(bool quick) {
    return workloads([quick](auto model) { return harness::bench_judge_rows(model, quick); });
}

std::vector<Workload> scaling_workloads(bool quick) {
    return workloads([quick](auto model) { return harness::bench_scaling_rows(model, quick); });
}

}  // namespace bench_driver
