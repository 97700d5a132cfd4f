// hdu5165's rows of the benchmarks (bench/driver.hpp): the judge table at
// n = m = 100, and a scaling series in n (harness/families.hpp).
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "harness/families.hpp"
#include "problems/hdu5165/families.hpp"

namespace harness {

std::vector<BenchRow<FunnyGameCase>> bench_judge_rows(const FunnyGameCase*, bool quick) {
    const int tests = quick ? 20 : 200, seed_tests = quick ? 1 : 4;
    std::vector<BenchRow<FunnyGameCase>> rows;
    auto row = [&](std::string family, std::function<std::vector<FunnyGameCase>(int)> generate, BenchGoal goal = {}) {
        BenchRow<FunnyGameCase> r;
        r.family = std::move(family);
        r.shape = "n=m=100";
        r.tests = tests;
        r.cases = [=] { return generate(tests); };
        r.seed_tests = seed_tests;
        r.goal = goal;
        rows.push_back(r);
    };
    row("random mix", [](int t) { return bench::funny_game_random_mix(11, t, 100, 100); });
    row("funnel (deep chains)", [](int t) { return bench::funny_game_funnel(12, t, 100, 100); },
        {BenchGoal::kMsPerTest, 0.5});
    row("wide funnel (steps 1-8)", [](int t) { return bench::funny_game_funnel(14, t, 100, 100, 8); },
        {BenchGoal::kMsPerTest, 2.5});
    row("permutations+1 merge", [](int t) { return bench::funny_game_permutations(13, t, 100, 100); });
    return rows;
}

// The size doubles; the tests shrink so that each row stays around the same
// total work.
std::vector<BenchRow<FunnyGameCase>> bench_scaling_rows(const FunnyGameCase*, bool quick) {
    std::vector<BenchRow<FunnyGameCase>> rows;
    add_series(
        rows, "funnel, m=100", "n", 100, quick ? 3 : 5, [](int step) { return std::max(1, 200 >> (2 * step)); },
        [](int tests, int n) { return bench::funny_game_funnel(41, tests, n, 100); }, 1 << 30, "x4 (m n^2)");
    return rows;
}

bool bench_seed_is_correct(const FunnyGameCase*) { return true; }

}  // namespace harness
