// hdu7399's rows of the benchmarks (bench/driver.hpp): the judge table, each
// row as many tests as fit under the statement's edges in all tests, and
// scaling series in m (harness/families.hpp).
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "harness/families.hpp"
#include "problems/hdu7399/families.hpp"

namespace harness {

std::vector<BenchRow<BipartiteGameCase>> bench_judge_rows(const BipartiteGameCase*, bool quick) {
    std::vector<BenchRow<BipartiteGameCase>> rows;
    auto row = [&](std::string family, std::string shape, std::function<std::vector<BipartiteGameCase>()> generate,
                   BenchGoal goal = {}) {
        // Generated here to count the cases that fit, and again when measured.
        auto capped = [=] {
            std::vector<BipartiteGameCase> cases = generate();
            bench::cap_total_edges(cases, kBipartiteGameFacts.statement.edges_in_all_tests);
            if (quick) cases.resize(std::max<size_t>(1, cases.size() / 4));
            return cases;
        };
        const std::vector<BipartiteGameCase> cases = capped();
        BenchRow<BipartiteGameCase> r;
        r.family = std::move(family);
        r.shape = shape + ", E=" + std::to_string(bench::total_edges(cases) / 1000) + "k";
        r.tests = static_cast<int>(cases.size());
        r.cases = capped;
        r.goal = goal;
        rows.push_back(r);
    };
    row("Yes dense", "n=150 m=300",
        [] {
            return bench::bipartite_game_yes(21, 40, {150, 300, 3, 0.7, 100});
        },
        {BenchGoal::kVsSeed, 60});
    row("Yes sparse", "n=150 m=300",
        [] {
            return bench::bipartite_game_yes(22, 200, {150, 300, 3, 0.02, 6});
        },
        {BenchGoal::kVsSeed, 60});
    row("Yes all-private", "n=m=300",
        [] {
            return bench::bipartite_game_yes(23, 40, {300, 300, 40, 0.0, 1});
        },
        {BenchGoal::kVsSeed, 60});
    row("Yes chain (adversarial)", "n=150 m=300", [] { return bench::bipartite_game_chain(40, 150, 300); },
        {BenchGoal::kVsSeed, 60});
    row("No dense random", "n=m=300 p=.5", [] { return bench::bipartite_game_dense_random(24, 10, 300, 300, 0.5); },
        {BenchGoal::kVsSeed, 8});
    row("No late (last in BFS)", "n=150 m=300", [] {
        return bench::bipartite_game_late_no(25, 40, {150, 300, 3, 0.7, 100});
    });
    row("mixed Yes/No", "n<=150 m<=300", [] { return bench::bipartite_game_mixed(26, 200, 300); },
        {BenchGoal::kVsSeed, 100});
    return rows;
}

// The size doubles; the tests shrink so that each row stays around the same
// total work.
std::vector<BenchRow<BipartiteGameCase>> bench_scaling_rows(const BipartiteGameCase*, bool quick) {
    const int steps = quick ? 3 : 5;
    std::vector<BenchRow<BipartiteGameCase>> rows;
    add_series(
        rows, "Yes sparse, n=m/2", "m", 300, steps, [](int step) { return std::max(1, 200 >> step); },
        [](int tests, int m) {
            return bench::bipartite_game_yes(42, tests, {m / 2, m, 3, 3.0 / (m / 2), 6});
        },
        1200, "x2 (E)");
    add_series(
        rows, "chain (adversarial)", "m", 300, std::min(steps, 4),
        [](int step) { return std::max(1, 8 >> (3 * step / 2)); },
        [](int tests, int m) { return bench::bipartite_game_chain(tests, m / 2, m); }, 1200, "x4 (E grows x4)");
    return rows;
}

bool bench_seed_is_correct(const BipartiteGameCase*) { return true; }

}  // namespace harness
