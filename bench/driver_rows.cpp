// The benchmark rows: judge-size inputs of every family, and scaling series
// past the judge limits (bench/families.hpp generates their cases).
#include <algorithm>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "problems.hpp"
#include "driver.hpp"
#include "families.hpp"

namespace bench_driver {

using harness::BipartiteGame;
using harness::Chase;
using harness::FunnyGame;

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

std::string edges_note(const std::vector<harness::BipartiteGameCase>& cases) {
    return ", E=" + std::to_string(bench::total_edges(cases) / 1000) + "k";
}

}  // namespace

std::vector<Workload> judge_workloads(bool quick) {
    using namespace bench;
    const long long kEdgeLimit = BipartiteGame::facts.statement.edges_in_all_tests;
    const int funny_tests = quick ? 20 : 200;
    const int funny_seed_tests = quick ? 1 : 4;
    std::vector<Workload> rows;
    auto funny = [&](std::string family, std::function<std::vector<harness::FunnyGameCase>(int)> generate) {
        rows.push_back(make_workload<FunnyGame>(family, "n=m=100", funny_tests, [=] { return generate(funny_tests); },
                                                funny_seed_tests));
    };
    auto goal = [&](Goal::Kind kind, double value) { rows.back().goal = Goal{kind, value}; };
    funny("random mix", [](int t) { return funny_random_mix(11, t, 100, 100); });
    funny("funnel (deep chains)", [](int t) { return funny_funnel(12, t, 100, 100); });
    goal(Goal::kMsPerTest, 0.5);
    funny("wide funnel (steps 1-8)", [](int t) { return funny_funnel(14, t, 100, 100, 8); });
    goal(Goal::kMsPerTest, 2.5);
    funny("permutations+1 merge", [](int t) { return funny_permutations(13, t, 100, 100); });

    // hdu7399: as many cases as fit under the edge limit (generated here to
    // count them, and again when measured).
    auto bipartite = [&](std::string family, std::string shape,
                         std::function<std::vector<harness::BipartiteGameCase>()> generate) {
        auto capped = [=] {
            std::vector<harness::BipartiteGameCase> cases = generate();
            cap_total_edges(cases, kEdgeLimit);
            if (quick) cases.resize(std::max<size_t>(1, cases.size() / 4));
            return cases;
        };
        const std::vector<harness::BipartiteGameCase> cases = capped();
        rows.push_back(make_workload<BipartiteGame>(family, shape + edges_note(cases), static_cast<int>(cases.size()),
                                                    capped, -1));
    };
    bipartite("Yes dense", "n=150 m=300", [] { return bipartite_yes(21, 40, {150, 300, 3, 0.7, 100}); });
    goal(Goal::kVsSeed, 60);
    bipartite("Yes sparse", "n=150 m=300", [] { return bipartite_yes(22, 200, {150, 300, 3, 0.02, 6}); });
    goal(Goal::kVsSeed, 60);
    bipartite("Yes all-private", "n=m=300", [] { return bipartite_yes(23, 40, {300, 300, 40, 0.0, 1}); });
    goal(Goal::kVsSeed, 60);
    bipartite("Yes chain (adversarial)", "n=150 m=300", [] { return bipartite_chain(40, 150, 300); });
    goal(Goal::kVsSeed, 60);
    bipartite("No dense random", "n=m=300 p=.5", [] { return bipartite_dense_random(24, 10, 300, 300, 0.5); });
    goal(Goal::kVsSeed, 8);
    bipartite("No late (last in BFS)", "n=150 m=300",
              [] { return bipartite_late_no(25, 40, {150, 300, 3, 0.7, 100}); });
    bipartite("mixed Yes/No", "n<=150 m<=300", [] { return bipartite_mixed(26, 200, 300); });
    goal(Goal::kVsSeed, 100);

    const int scale = quick ? 4 : 1;
    auto chase = [&](std::string family, std::string shape, int tests,
                     std::function<std::vector<harness::ChaseCase>(int)> generate, int seed_tests = -1,
                     int baseline_tests = -1) {
        tests = std::max(1, tests / scale);
        rows.push_back(make_workload<Chase>(family, shape, tests, [=] { return generate(tests); }, seed_tests,
                                            baseline_tests));
    };
    chase("complete", "n=100", 50, [](int t) { return chase_complete(31, t, 100); });
    goal(Goal::kVsScanf, 15);
    chase("split halves (Yes)", "n=100 p=.3", 200, [](int t) { return chase_split(32, t, 100, 0.3); });
    goal(Goal::kVsScanf, 10);
    chase("sparse random", "n=100 m<=300", 1000, [](int t) { return chase_sparse(33, t, 100); });
    goal(Goal::kVsScanf, 8);
    chase("bipartite (late Yes)", "n=100 deg=4", 200, [](int t) { return chase_bipartite(34, t, 100, 4); });
    goal(Goal::kVsScanf, 6);
    chase("bipartite (late Yes)", "n=100 deg=30", 50, [](int t) { return chase_bipartite(35, t, 100, 30); });
    goal(Goal::kVsScanf, 8);
    const struct { const char* name; double p; int tests; } gnp[] = {
        {".05", 0.05, 4000}, {".1", 0.1, 3000}, {".2", 0.2, 1500}, {".3", 0.3, 1000}, {".5", 0.5, 500}};
    for (int i = 0; i < 5; ++i) {
        const double p = gnp[i].p;
        chase("random G(n,p)", std::string("n=100 p=") + gnp[i].name, gnp[i].tests,
              [i, p](int t) { return chase_gnp(50 + i, t, 100, p); });
    }
    chase("random G(n,m), deg 5", "n=100 m=500", 4000, [](int t) { return chase_gnm(55, t, 100, 500); });
    chase("bipartite, random starts", "n=100 d=3", 8000, [](int t) { return chase_bipartite(56, t, 100, 3, true); });
    chase("bipartite, random starts", "n=100 d=8", 4000, [](int t) { return chase_bipartite(57, t, 100, 8, true); });
    chase("grid, both ways", "10x10", 800, [](int t) { return chase_grid(58, t, 10); });
    chase("cycle + chords", "n=100 +20", 2400, [](int t) { return chase_cycle_chords(59, t, 100, 20); });
    // Time and memory follow the work: these inputs need O(n) or O(1) per test.
    chase("cycle (memory)", "n=2000", 1, [](int t) { return chase_cycle(t, 2000); }, 0);
    const int tiny = quick ? 40000 : 100000;  // divided by `scale` in chase()
    chase("tiny tests (1 edge)", "n=2000", tiny, [](int t) { return chase_single_edge(t, 2000); }, 0, quick ? 20 : 100);
    chase("tiny tests (1 edge)", "n=2", tiny, [](int t) { return chase_single_edge(t, 2); });
    // What starting a process costs (every row above pays it once): one test.
    chase("start-up (one tiny test)", "n=2", 1, [](int t) { return chase_single_edge(t, 2); });
    return rows;
}

namespace {

// A scaling series of Problem: `steps` rows whose size doubles from `first`,
// tests_at(step) cases of generate(tests, size) each; the baseline runs up
// to size baseline_up_to. Each row's time should grow from the row before as
// `expected` says (the complexity in the judge file's header).
template <class Problem, class TestsAt, class Generate>
void add_series(std::vector<Workload>& rows, const std::string& family, const std::string& size_name, int first,
                int steps, TestsAt tests_at, Generate generate, int baseline_up_to, const std::string& expected) {
    for (int step = 0, size = first; step < steps; ++step, size *= 2) {
        const int tests = tests_at(step);
        Workload w = make_workload<Problem>(family, size_name + "=" + std::to_string(size), tests,
                                            [=] { return generate(tests, size); }, 0);
        if (size > baseline_up_to) w.baseline_tests = 0;
        w.scale_n = size;
        w.expected_growth = step == 0 ? "" : expected;
        rows.push_back(w);
    }
}

}  // namespace

// Scaling series: the size doubles four times; the number of tests shrinks so
// that each row stays around the same total work.
std::vector<Workload> scaling_workloads(bool quick) {
    using namespace bench;
    std::vector<Workload> rows;
    const int steps = quick ? 3 : 5, always = 1 << 30;
    add_series<FunnyGame>(
        rows, "funnel, m=100", "n", 100, steps, [](int step) { return std::max(1, 200 >> (2 * step)); },
        [](int tests, int n) { return funny_funnel(41, tests, n, 100); }, always, "x4 (m n^2)");
    add_series<BipartiteGame>(
        rows, "Yes sparse, n=m/2", "m", 300, steps, [](int step) { return std::max(1, 200 >> step); },
        [](int tests, int m) { return bipartite_yes(42, tests, {m / 2, m, 3, 3.0 / (m / 2), 6}); }, 1200, "x2 (E)");
    add_series<BipartiteGame>(
        rows, "chain (adversarial)", "m", 300, std::min(steps, 4),
        [](int step) { return std::max(1, 8 >> (3 * step / 2)); },
        [](int tests, int m) { return bipartite_chain(tests, m / 2, m); }, 1200, "x4 (E grows x4)");
    add_series<Chase>(
        rows, "bipartite deg=4", "n", 100, steps, [](int step) { return std::max(1, 100 >> (2 * step)); },
        [](int tests, int n) { return chase_bipartite(43, tests, n, 4); }, always, "<=x4 (n m)");
    add_series<Chase>(
        rows, "sparse random", "n", 100, steps, [](int step) { return std::max(8, 1000 >> (2 * step)); },
        [](int tests, int n) { return chase_sparse(44, tests, n); }, always, "<=x4 (n m)");
    return rows;
}

}  // namespace bench_driver
