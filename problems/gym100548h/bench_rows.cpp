// gym100548h's rows of the benchmarks (bench/driver.hpp): the judge table,
// with rows past the statement's n (time and memory follow the work), and
// scaling series in n (harness/families.hpp).
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "harness/families.hpp"
#include "problems/gym100548h/families.hpp"

namespace harness {

std::vector<BenchRow<ChaseCase>> bench_judge_rows(const ChaseCase*, bool quick) {
    using namespace bench;
    const int scale = quick ? 4 : 1;
    std::vector<BenchRow<ChaseCase>> rows;
    auto row = [&](std::string family, std::string shape, int tests,
                   std::function<std::vector<ChaseCase>(int)> generate, BenchGoal goal = {}, int seed_tests = -1,
                   int baseline_tests = -1) {
        BenchRow<ChaseCase> r;
        r.family = std::move(family);
        r.shape = std::move(shape);
        r.tests = std::max(1, tests / scale);
        r.cases = [=, tests = r.tests] { return generate(tests); };
        r.seed_tests = seed_tests;
        r.baseline_tests = baseline_tests;
        r.goal = goal;
        rows.push_back(r);
    };
    row("complete", "n=100", 50, [](int t) { return chase_complete(31, t, 100); }, {BenchGoal::kVsScanf, 15});
    row("split halves (Yes)", "n=100 p=.3", 200, [](int t) { return chase_split(32, t, 100, 0.3); },
        {BenchGoal::kVsScanf, 10});
    row("sparse random", "n=100 m<=300", 1000, [](int t) { return chase_sparse(33, t, 100); },
        {BenchGoal::kVsScanf, 8});
    row("bipartite (late Yes)", "n=100 deg=4", 200, [](int t) { return chase_bipartite(34, t, 100, 4); },
        {BenchGoal::kVsScanf, 6});
    row("bipartite (late Yes)", "n=100 deg=30", 50, [](int t) { return chase_bipartite(35, t, 100, 30); },
        {BenchGoal::kVsScanf, 8});
    const struct {
        const char* name;
        double p;
        int tests;
    } gnp[] = {{".05", 0.05, 4000}, {".1", 0.1, 3000}, {".2", 0.2, 1500}, {".3", 0.3, 1000}, {".5", 0.5, 500}};
    for (int i = 0; i < 5; ++i) {
        const double p = gnp[i].p;
        row("random G(n,p)", std::string("n=100 p=") + gnp[i].name, gnp[i].tests,
            [i, p](int t) { return chase_gnp(50 + i, t, 100, p); });
    }
    row("random G(n,m), deg 5", "n=100 m=500", 4000, [](int t) { return chase_gnm(55, t, 100, 500); });
    row("bipartite, random starts", "n=100 d=3", 8000, [](int t) { return chase_bipartite(56, t, 100, 3, true); });
    row("bipartite, random starts", "n=100 d=8", 4000, [](int t) { return chase_bipartite(57, t, 100, 8, true); });
    row("grid, both ways", "10x10", 800, [](int t) { return chase_grid(58, t, 10); });
    row("cycle + chords", "n=100 +20", 2400, [](int t) { return chase_cycle_chords(59, t, 100, 20); });
    // Many small sparse tests: what a test costs beyond its reading, set-up and clearing.
    row("many small sparse", "n=30 m<=90", 40000, [](int t) { return chase_sparse(60, t, 30); },
        {BenchGoal::kVsScanf, 6});
    // Time and memory follow the work: these inputs need O(n) or O(1) per test.
    row(
        "cycle (memory)", "n=2000", 1, [](int t) { return chase_cycle(t, 2000); }, {}, 0);
    const int tiny = quick ? 40000 : 100000;  // divided by `scale` in row()
    row(
        "tiny tests (1 edge)", "n=2000", tiny, [](int t) { return chase_single_edge(t, 2000); }, {}, 0,
        quick ? 20 : 100);
    row("tiny tests (1 edge)", "n=2", tiny, [](int t) { return chase_single_edge(t, 2); });
    // What starting a process costs (every row above pays it once): one test.
    row("start-up (one tiny test)", "n=2", 1, [](int t) { return chase_single_edge(t, 2); });
    return rows;
}

// The size doubles; the tests shrink so that each row stays around the same
// total work.
std::vector<BenchRow<ChaseCase>> bench_scaling_rows(const ChaseCase*, bool quick) {
    const int steps = quick ? 3 : 5, always = 1 << 30;
    std::vector<BenchRow<ChaseCase>> rows;
    add_series(
        rows, "bipartite deg=4", "n", 100, steps, [](int step) { return std::max(1, 100 >> (2 * step)); },
        [](int tests, int n) { return bench::chase_bipartite(43, tests, n, 4); }, always, "<=x4 (n m)");
    add_series(
        rows, "sparse random", "n", 100, steps, [](int step) { return std::max(8, 1000 >> (2 * step)); },
        [](int tests, int n) { return bench::chase_sparse(44, tests, n); }, always, "<=x4 (n m)");
    return rows;
}

// The published program is wrong on some inputs (README, Results): its
// disagreements are noted, not failures.
bool bench_seed_is_correct(const ChaseCase*) { return false; }

}  // namespace harness
