// Judge-size inputs within each statement's limits and promises: the rows of
// the benchmarks' judge table within them (bench/families.hpp, with the
// seeds of bench/bench_driver.cpp and its sizes of a test), with fewer tests
// where a row has many (a family's first tests do not depend on how many are
// drawn); hdu7399's rows as many tests as fit in fewer than 5 * 10^5 edges,
// as the driver's. Not the rows past the statement's n, nor the start-up
// row. For
// judge_size_test.cpp, which checks the program under test on them, and
// certificate_test.cpp, which proves explain's answers on them. Header only:
// each test file is its own executable.
#pragma once

#include <string>
#include <vector>

#include "families.hpp"
#include "problems.hpp"

namespace judge_size_cases {

// One judge input: the cases of a benchmark row.
template <class Case>
struct Input {
    std::string family;
    std::vector<Case> cases;
};

template <class Case>
std::vector<Case> first(std::vector<Case> cases, size_t count) {
    if (cases.size() > count) cases.resize(count);
    return cases;
}

inline std::vector<Input<harness::FunnyGameCase>> inputs(const harness::FunnyGameCase*) {
    return {{"random mix", bench::funny_random_mix(11, 20, 100, 100)},
            {"funnel (deep chains)", bench::funny_funnel(12, 5, 100, 100)},
            {"wide funnel (steps 1-8)", bench::funny_funnel(14, 5, 100, 100, 8)},
            {"permutations+1 merge", bench::funny_permutations(13, 20, 100, 100)}};
}

// hdu7399's rows: as many cases as fit in fewer than 5 * 10^5 edges in all.
inline std::vector<harness::BipartiteGameCase> capped(std::vector<harness::BipartiteGameCase> cases) {
    bench::cap_total_edges(cases, harness::kBipartiteGameFacts.statement.edges_in_all_tests);
    return cases;
}

inline std::vector<Input<harness::BipartiteGameCase>> inputs(const harness::BipartiteGameCase*) {
    return {{"Yes dense", capped(bench::bipartite_yes(21, 40, {150, 300, 3, 0.7, 100}))},
            {"Yes sparse", capped(bench::bipartite_yes(22, 200, {150, 300, 3, 0.02, 6}))},
            {"Yes all-private", capped(bench::bipartite_yes(23, 40, {300, 300, 40, 0.0, 1}))},
            {"Yes chain (adversarial)", capped(bench::bipartite_chain(40, 150, 300))},
            {"No dense random", capped(bench::bipartite_dense_random(24, 10, 300, 300, 0.5))},
            {"No late (last in BFS)", capped(bench::bipartite_late_no(25, 40, {150, 300, 3, 0.7, 100}))},
            {"mixed Yes/No", capped(bench::bipartite_mixed(26, 200, 300))}};
}

inline std::vector<Input<harness::ChaseCase>> inputs(const harness::ChaseCase*) {
    std::vector<Input<harness::ChaseCase>> all = {
        {"complete", bench::chase_complete(31, 20, 100)},
        {"split halves (Yes)", bench::chase_split(32, 20, 100, 0.3)},
        {"sparse random", bench::chase_sparse(33, 1000, 100)},
        {"bipartite (late Yes), deg 4", bench::chase_bipartite(34, 20, 100, 4)},
        {"bipartite (late Yes), deg 30", bench::chase_bipartite(35, 20, 100, 30)}};
    int stream = 50;
    for (const char* p : {".05", ".1", ".2", ".3", ".5"})
        all.push_back({std::string("random G(n,p), p = ") + p, bench::chase_gnp(stream++, 100, 100, std::stod(p))});
    all.push_back({"random G(n,m), deg 5", bench::chase_gnm(55, 100, 100, 500)});
    all.push_back({"bipartite, random starts, d = 3", bench::chase_bipartite(56, 100, 100, 3, true)});
    all.push_back({"bipartite, random starts, d = 8", bench::chase_bipartite(57, 100, 100, 8, true)});
    all.push_back({"grid, both ways", bench::chase_grid(58, 100, 10)});
    all.push_back({"cycle + chords", bench::chase_cycle_chords(59, 200, 100, 20)});
    all.push_back({"tiny tests (1 edge), n = 2", bench::chase_single_edge(20000, 2)});
    return all;
}

// The inputs of Problem (a registry entry).
template <class Problem>
std::vector<Input<typename Problem::Case>> inputs() {
    return inputs(static_cast<const typename Problem::Case*>(nullptr));
}

}  // namespace judge_size_cases
