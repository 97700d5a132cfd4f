// gym100548h's inputs for the judge tool and the judge-size tests
// (harness/families.hpp):
//  - its judge-size inputs: the rows of the benchmarks' judge table within
//    the statement's limits and promises, with fewer tests where a row has many
//    (not the rows past the statement's n, nor the start-up row), each with
//    what it catches;
//  - the judge tool's traps, small inputs that known wrong ideas fail (the
//    wrong programs of programs/ on the cases stress shrank their failures
//    to, and trap samples), and the size of its small group.
#include <string>
#include <vector>

#include "harness/families.hpp"
#include "problems/gym100548h/families.hpp"

namespace harness {

std::vector<JudgeSizeInput<ChaseCase>> judge_size_inputs(const ChaseCase*) {
    using namespace bench;
    std::vector<harness::JudgeSizeInput<ChaseCase>> all = {
        {"complete", chase_complete(31, 20, 100), "complete digraphs, m = n(n-1): work per edge and position"},
        {"split halves (Yes)", chase_split(32, 20, 100, 0.3),
         "Bob never caught: every reachable position explored before the answer"},
        {"sparse random", chase_sparse(33, 1000, 100),
         "1000 sparse tests: per-test set-up cost, O(n^2) clearing per test adds up"},
        {"bipartite (late Yes), deg 4", chase_bipartite(34, 20, 100, 4),
         "Alice can never land on Bob: the answer is known only after the whole search"},
        {"bipartite (late Yes), deg 30", chase_bipartite(35, 20, 100, 30),
         "the same with 30 moves a vertex: work per position and move"}};
    int stream = 50;
    for (const char* p : {".05", ".1", ".2", ".3", ".5"})
        all.push_back({std::string("random G(n,p), p = ") + p, chase_gnp(stream++, 100, 100, std::stod(p)),
                       "100 random digraphs at n = 100: the ordinary judge load, a mix of answers"});
    all.push_back({"random G(n,m), deg 5", chase_gnm(55, 100, 100, 500),
                   "100 sparse random digraphs: chases that last, answers of both kinds"});
    all.push_back({"bipartite, random starts, d = 3", chase_bipartite(56, 100, 100, 3, true),
                   "bipartite digraphs from random starts: long chases, late answers"});
    all.push_back(
        {"bipartite, random starts, d = 8", chase_bipartite(57, 100, 100, 8, true), "the same with 8 moves a vertex"});
    all.push_back({"grid, both ways", chase_grid(58, 100, 10),
                   "10 x 10 grids: long chases, a few new positions per step (fixpoint sweeps are slow)"});
    all.push_back({"cycle + chords", chase_cycle_chords(59, 200, 100, 20),
                   "a long cycle with a few chords: the deepest retrograde chains"});
    all.push_back({"many small sparse", chase_sparse(60, 10000, 30),
                   "10000 sparse tests of 30 vertices: what a test costs beyond reading it"});
    all.push_back({"tiny tests (1 edge), n = 2", chase_single_edge(20000, 2),
                   "20000 tiny tests: per-test cost (clearing n^2 arrays, slow reading and writing)"});
    return all;
}

std::vector<JudgeTrap> judge_traps(const ChaseCase*) {
    return {trap_in_sample("edge-cases", "n = 2, stuck pieces, Bob's only move onto Alice", "edge_cases"),
            trap_in_sample("dfs-on-cycles", "a memoized depth-first search, wrong on cycles", "dfs_trap",
                           "wrong_memoized_dfs.cpp"),
            trap_in_sample("dfs-on-cycles-2", "the same mistake, on the case stress found", "dfs_trap_found_by_stress",
                           "wrong_memoized_dfs.cpp"),
            trap_of_input("endless-is-alices", "an endless chase given to Alice", "1\n3 3\n3 2\n1 3\n2 1\n2 3\n",
                          "wrong_endless_for_alice.cpp"),
            trap_of_input("short-horizon", "Alice's wins more than n moves back dropped",
                          "1\n3 4\n1 2\n3 1\n2 3\n2 1\n1 3\n", "stress_wrong.cpp")};
}

SmallBound judge_small_bound(const ChaseCase*) { return {3, "vertices"}; }

}  // namespace harness
