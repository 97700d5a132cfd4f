// Every small instance of the three problems, for exhaustive tests. The same
// sets tests/exhaustive_test.cpp compares with the brute force.
#pragma once

#include <vector>

#include "cases.hpp"

namespace harness {

// Every sequence of `count` functions on {1..n} ((n^n)^count cases), in
// lexicographic order.
std::vector<FunnyGameCase> every_funny_game(int n, int count);
// Every bipartite game on n GG and m YY vertices: each of the 2nm possible
// edges present or not.
std::vector<BipartiteGameCase> every_bipartite_game(int n, int m);
// Every chase on n vertices with at least one edge (self-loops only if asked),
// with every start (x == y only if asked).
std::vector<ChaseCase> every_chase(int n, bool with_self_loops, bool with_equal_starts);

// The sets of tests/exhaustive_test.cpp, all in one list per problem:
// every function on n <= 4 values, every ordered pair on n <= 3, every
// unordered pair on n = 4, every triple on n = 2; every bipartite graph with
// n + m <= 5; every digraph on 2 and 3 vertices with loops and every start,
// on 4 without loops and with distinct starts.
std::vector<FunnyGameCase> exhaustive_funny_games();
std::vector<BipartiteGameCase> exhaustive_bipartite_games();
std::vector<ChaseCase> exhaustive_chases();

}  // namespace harness
