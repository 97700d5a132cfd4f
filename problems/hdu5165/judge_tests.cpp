// hdu5165's inputs for the judge tool and the judge-size tests
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
#include "problems/hdu5165/families.hpp"

namespace harness {

std::vector<JudgeSizeInput<FunnyGameCase>> judge_size_inputs(const FunnyGameCase*) {
    using namespace bench;
    return {{"random mix", funny_game_random_mix(11, 20, 100, 100),
             "permutations, near-permutations and merging maps at n = m = 100: work per pair and function"},
            {"funnel (deep chains)", funny_game_funnel(12, 5, 100, 100),
             "every pair decided late, about n moves deep: re-scanning successors on each update is slow"},
            {"wide funnel (steps 1-8)", funny_game_funnel(14, 5, 100, 100, 8),
             "deep chains with many preimages per value: fixpoint sweeps and per-update scans are slow"},
            {"permutations+1 merge", funny_game_permutations(13, 20, 100, 100),
             "Bob keeps most pairs apart: few states decided, the whole pair graph still built"}};
}

std::vector<JudgeTrap> judge_traps(const FunnyGameCase*) {
    return {
        trap_in_sample("edge-cases", "n = 1, one function, identity and constant maps", "edge_cases"),
        trap_of_input("one-player", "forgetting that Bob moves too", "1\n3 2\n3 2 1\n2 1 1\n", "wrong_one_player.cpp"),
        trap_of_input("few-sweeps", "propagation stopped after a few sweeps", "1\n3 2\n1 3 1\n3 1 2\n",
                      "stress_wrong.cpp")};
}

SmallBound judge_small_bound(const FunnyGameCase*) { return {3, "values"}; }

}  // namespace harness
