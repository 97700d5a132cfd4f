// hdu7399's inputs for the judge tool and the judge-size tests
// (harness/families.hpp):
//  - its judge-size inputs: the rows of the benchmarks' judge table within
//    the statement's limits and promises, with as many tests as fit in the statement's edges in all tests
//    (not the rows past the statement's n, nor the start-up row), each with
//    what it catches;
//  - the judge tool's traps, small inputs that known wrong ideas fail (the
//    wrong programs of programs/ on the cases stress shrank their failures
//    to, and trap samples), and the size of its small group.
#include <string>
#include <vector>

#include "harness/families.hpp"
#include "problems/hdu7399/families.hpp"

namespace harness {

namespace {

// As many cases as fit in the statement's edges in all tests, as the
// benchmarks' rows.
std::vector<BipartiteGameCase> capped(std::vector<BipartiteGameCase> cases) {
    bench::cap_total_edges(cases, kBipartiteGameFacts.statement.edges_in_all_tests);
    return cases;
}

}  // namespace

std::vector<JudgeSizeInput<BipartiteGameCase>> judge_size_inputs(const BipartiteGameCase*) {
    using namespace bench;
    return {{"Yes dense", capped(bipartite_game_yes(21, 40, {150, 300, 3, 0.7, 100})),
             "dense Yes graphs: an attractor from every vertex, each over all edges"},
            {"Yes sparse", capped(bipartite_game_yes(22, 200, {150, 300, 3, 0.02, 6})),
             "200 sparse Yes tests: per-test set-up cost and clearing between tests"},
            {"Yes all-private", capped(bipartite_game_yes(23, 40, {300, 300, 40, 0.0, 1})),
             "every YY vertex has one way out: long forced chains in the attractors"},
            {"Yes chain (adversarial)", capped(bipartite_game_chain(40, 150, 300)),
             "attractors that grow one vertex per step: O(V E) per target is slow"},
            {"No dense random", capped(bipartite_game_dense_random(24, 10, 300, 300, 0.5)),
             "dense random No graphs at n = m = 300: reading fast and stopping at the first failed target"},
            {"No late (last in BFS)", capped(bipartite_game_late_no(25, 40, {150, 300, 3, 0.7, 100})),
             "the only failing target comes last: every other attractor is computed first"},
            {"mixed Yes/No", capped(bipartite_game_mixed(26, 200, 300)),
             "Yes and No tests of every family interleaved: state left over from the test before"}};
}

std::vector<JudgeTrap> judge_traps(const BipartiteGameCase*) {
    return {trap_in_sample("edge-cases", "one vertex a side, dead ends, single edges", "edge_cases"),
            trap_of_input("yy-dead-end", "a YY vertex with no way out stops the token", "1\n1 1\n1 0\n0\n",
                          "stress_wrong.cpp"),
            trap_of_input("yy-chooses", "YY's choices taken as GG's", "1\n2 1\n1 0\n1 0\n2 0 1\n",
                          "wrong_strongly_connected.cpp")};
}

SmallBound judge_small_bound(const BipartiteGameCase*) { return {4, "vertices"}; }

}  // namespace harness
