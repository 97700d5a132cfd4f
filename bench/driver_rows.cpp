// The benchmark rows, from each problem's families (harness/families.hpp):
// a row of the judge table for each family with a benchmark plan, within the
// statement's T and edges in all tests, and the scaling series past the
// judge limits, as workloads.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "driver.hpp"
#include "problems.hpp"

namespace bench_driver {

namespace {

// `generate` returns the `tests` cases of Problem; seed_tests and
// baseline_tests: -1 means every case.
template <class Problem, class Generator>
Workload make_workload(std::string family, std::string shape, int tests, Generator generate, int seed_tests,
                       int baseline_tests) {
    using Cases = std::vector<typename Problem::Case>;
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

// A family's row of the judge table; --quick takes a quarter of its tests.
// Where the statement bounds the edges in all tests, the row holds as many
// cases as fit (counted here, made again when measured), its size says how
// many edges.
template <class Problem>
Workload judge_row(const harness::Family<typename Problem::Case>& f, bool quick) {
    const harness::BenchPlan& plan = f.bench;
    auto quarter = [quick](int tests) { return quick && tests > 0 ? std::max(1, tests / 4) : tests; };
    const int wanted = quarter(plan.tests);
    auto generate = [f, wanted] { return harness::within_statement(f.cases(wanted)); };
    int tests = wanted;
    std::string shape = plan.shape;
    if (Problem::facts.statement.edges_in_all_tests != harness::kUnbounded) {
        const auto cases = generate();
        tests = static_cast<int>(cases.size());
        long long edges = 0;
        for (const auto& game : cases) edges += static_cast<long long>(harness::edge_count(game));
        shape += ", E=" + std::to_string(edges / 1000) + "k";
    }
    Workload w =
        make_workload<Problem>(f.name, shape, tests, generate, quarter(plan.seed_tests), quarter(plan.baseline_tests));
    w.goal = plan.goal;
    return w;
}

// A family's scaling series: its size doubling, without the seed; --quick
// takes at most 3 steps.
template <class Problem>
void add_series(std::vector<Workload>& rows, const harness::Family<typename Problem::Case>& f, bool quick) {
    const harness::ScalingPlan& plan = f.scaling;
    const int steps = quick ? std::min(plan.steps, 3) : plan.steps;
    for (int step = 0, size = f.size; step < steps; ++step, size *= 2) {
        const int tests = plan.tests_at(step);
        auto generate = [f, tests, size] { return f.make(f.scaling.seed, tests, size); };
        Workload w = make_workload<Problem>(f.name, f.size_name + "=" + std::to_string(size), tests, generate, 0,
                                            size > plan.baseline_up_to ? 0 : -1);
        w.scale_n = size;
        w.expected_growth = step == 0 ? "" : plan.expected;
        rows.push_back(w);
    }
}

}  // namespace

std::vector<Workload> judge_workloads(bool quick) {
    std::vector<Workload> rows;
    harness::for_each_problem([&](auto problem) {
        using Problem = decltype(problem);
        for (const auto& f : harness::families(static_cast<const typename Problem::Case*>(nullptr)))
            if (!f.bench.shape.empty()) rows.push_back(judge_row<Problem>(f, quick));
    });
    return rows;
}

std::vector<Workload> scaling_workloads(bool quick) {
    std::vector<Workload> rows;
    harness::for_each_problem([&](auto problem) {
        using Problem = decltype(problem);
        for (const auto& f : harness::families(static_cast<const typename Problem::Case*>(nullptr)))
            if (f.scaling.steps > 0) add_series<Problem>(rows, f, quick);
    });
    return rows;
}

}  // namespace bench_driver
