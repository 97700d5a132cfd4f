// Judge-size inputs within each statement's limits and promises: the rows of
// the benchmarks' judge table within them (bench/families.hpp, with the
// seeds of bench/bench_driver.cpp and its sizes of a test), with fewer tests
// where a row has many (a family's first tests do not depend on how many are
// drawn); hdu7399's rows as many tests as fit in fewer than 5 * 10^5 edges,
// as the driver's. Not the rows past the statement's n, nor the start-up
// row. For tests/judge_size_test.cpp, which checks the program under test
// on them, tests/certificate_test.cpp, which proves explain's answers on
// them, and the judge tool's worst cases (tools/judge_tests.hpp). Header
// only: each of those is its own executable.
#pragma once

#include <string>
#include <vector>

#include "families.hpp"
#include "problems.hpp"

namespace judge_size_cases {

// One judge input: the cases of a benchmark row, and what makes it hard.
template <class Case>
struct Input {
    std::string family;
    std::vector<Case> cases;
    std::string catches;  // the slow or wrong methods it is there for, one line
};

template <class Case>
std::vector<Case> first(std::vector<Case> cases, size_t count) {
    if (cases.size() > count) cases.resize(count);
    return cases;
}

inline std::vector<Input<harness::FunnyGameCase>> inputs(const harness::FunnyGameCase*) {
    return {{"random mix", bench::funny_random_mix(11, 20, 100, 100),
             "permutations, near-permutations and merging maps at n = m = 100: work per pair and function"},
            {"funnel (deep chains)", bench::funny_funnel(12, 5, 100, 100),
             "every pair decided late, about n moves deep: re-scanning successors on each update is slow"},
            {"wide funnel (steps 1-8)", bench::funny_funnel(14, 5, 100, 100, 8),
             "deep chains with many preimages per value: fixpoint sweeps and per-update scans are slow"},
            {"permutations+1 merge", bench::funny_permutations(13, 20, 100, 100),
             "Bob keeps most pairs apart: few states decided, the whole pair graph still built"}};
}

// hdu7399's rows: as many cases as fit in fewer than 5 * 10^5 edges in all.
inline std::vector<harness::BipartiteGameCase> capped(std::vector<harness::BipartiteGameCase> cases) {
    bench::cap_total_edges(cases, harness::kBipartiteGameFacts.statement.edges_in_all_tests);
    return cases;
}

inline std::vector<Input<harness::BipartiteGameCase>> inputs(const harness::BipartiteGameCase*) {
    return {{"Yes dense", capped(bench::bipartite_yes(21, 40, {150, 300, 3, 0.7, 100})),
             "dense Yes graphs: an attractor from every vertex, each over all edges"},
            {"Yes sparse", capped(bench::bipartite_yes(22, 200, {150, 300, 3, 0.02, 6})),
             "200 sparse Yes tests: per-test set-up cost and clearing between tests"},
            {"Yes all-private", capped(bench::bipartite_yes(23, 40, {300, 300, 40, 0.0, 1})),
             "every YY vertex has one way out: long forced chains in the attractors"},
            {"Yes chain (adversarial)", capped(bench::bipartite_chain(40, 150, 300)),
             "attractors that grow one vertex per step: O(V E) per target is slow"},
            {"No dense random", capped(bench::bipartite_dense_random(24, 10, 300, 300, 0.5)),
             "dense random No graphs at n = m = 300: reading fast and stopping at the first failed target"},
            {"No late (last in BFS)", capped(bench::bipartite_late_no(25, 40, {150, 300, 3, 0.7, 100})),
             "the only failing target comes last: every other attractor is computed first"},
            {"mixed Yes/No", capped(bench::bipartite_mixed(26, 200, 300)),
             "Yes and No tests of every family interleaved: state left over from the test before"}};
}

inline std::vector<Input<harness::ChaseCase>> inputs(const harness::ChaseCase*) {
    std::vector<Input<harness::ChaseCase>> all = {
        {"complete", bench::chase_complete(31, 20, 100),
         "complete digraphs, m = n(n-1): work per edge and position"},
        {"split halves (Yes)", bench::chase_split(32, 20, 100, 0.3),
         "Bob never caught: every reachable position explored before the answer"},
        {"sparse random", bench::chase_sparse(33, 1000, 100),
         "1000 sparse tests: per-test set-up cost, O(n^2) clearing per test adds up"},
        {"bipartite (late Yes), deg 4", bench::chase_bipartite(34, 20, 100, 4),
         "Alice can never land on Bob: the answer is known only after the whole search"},
        {"bipartite (late Yes), deg 30", bench::chase_bipartite(35, 20, 100, 30),
         "the same with 30 moves a vertex: work per position and move"}};
    int stream = 50;
    for (const char* p : {".05", ".1", ".2", ".3", ".5"})
        all.push_back({std::string("random G(n,p), p = ") + p, bench::chase_gnp(stream++, 100, 100, std::stod(p)),
                       "100 random digraphs at n = 100: the ordinary judge load, a mix of answers"});
    all.push_back({"random G(n,m), deg 5", bench::chase_gnm(55, 100, 100, 500),
                   "100 sparse random digraphs: chases that last, answers of both kinds"});
    all.push_back({"bipartite, random starts, d = 3", bench::chase_bipartite(56, 100, 100, 3, true),
                   "bipartite digraphs from random starts: long chases, late answers"});
    all.push_back({"bipartite, random starts, d = 8", bench::chase_bipartite(57, 100, 100, 8, true),
                   "the same with 8 moves a vertex"});
    all.push_back({"grid, both ways", bench::chase_grid(58, 100, 10),
                   "10 x 10 grids: long chases, a few new positions per step (fixpoint sweeps are slow)"});
    all.push_back({"cycle + chords", bench::chase_cycle_chords(59, 200, 100, 20),
                   "a long cycle with a few chords: the deepest retrograde chains"});
    all.push_back({"tiny tests (1 edge), n = 2", bench::chase_single_edge(20000, 2),
                   "20000 tiny tests: per-test cost (clearing n^2 arrays, slow reading and writing)"});
    return all;
}

// The inputs of Problem (a registry entry).
template <class Problem>
std::vector<Input<typename Problem::Case>> inputs() {
    return inputs(static_cast<const typename Problem::Case*>(nullptr));
}

}  // namespace judge_size_cases
