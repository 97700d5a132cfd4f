// gym100548h The Problem to Make You Happy: Bob on x flees, Alice on y
// chases, over a digraph; does Bob escape?
//
// This folder holds everything about the problem: its case model, its
// strict validator, generators, shrinking, brute force, explanations and
// play; harness/problems.hpp lists it. What each function does:
// harness/problem_interface.hpp.
#pragma once

#include <utility>
#include <vector>

#include "problem_interface.hpp"

namespace harness {

// A directed graph on vertices 1..n; Bob starts on x, Alice on y.
struct ChaseCase {
    int n = 2;
    std::vector<std::pair<int, int>> edges;  // (b, e): an edge b -> e, 1-based
    int x = 1;
    int y = 2;
};

// Every edge b -> e on n vertices, in order (self-loops only if asked).
inline std::vector<std::pair<int, int>> every_edge(int n, bool with_self_loops = false) {
    std::vector<std::pair<int, int>> edges;
    for (int b = 1; b <= n; ++b)
        for (int e = 1; e <= n; ++e)
            if (b != e || with_self_loops) edges.emplace_back(b, e);
    return edges;
}

// The chase as explicit states, for the brute forces (brute.cpp): Bob on b
// and Alice on a (0-based), Alice to move or Bob, is state ((alice_to_move ?
// n : 0) + b) * n + a; the moves from each (none once caught).
std::vector<std::vector<int>> chase_moves(const ChaseCase& game);

inline constexpr ProblemFacts kChaseFacts = [] {
    ProblemFacts f{};
    f.name = "gym100548h";
    f.title = "The Problem to Make You Happy";
    f.tests_name = "T";
    f.answers = {"Yes", "No", true};
    f.yes_means = "Bob wins";
    f.statement = {{1, kUnbounded}, {2, 100}, {1, 100 * 99}, kUnbounded, kUnbounded};
    f.caps = {{1, 1000000}, {2, 2000}, {1, 4000000}, kUnbounded, kUnbounded};
    f.brute_force_small = {7, 0};
    f.brute_force_large = {12, 0};
    f.deliberate_breaks = "no self-loops, no duplicate edges, x != y";
    f.judge = {2.0, 256, 0.82};
    f.small_group = {3, "vertices"};
    f.origin = {"Codeforces Gym 100548, problem H", "https://codeforces.com/gym/100548"};
    f.published_program_right = false;  // wrong on some inputs (README, Results): noted, not failures
    f.page_game = {6, 0};
    return f;
}();

// The registry's entry (harness/problems.hpp): the suite name is its SUITE
// in CMake (problems/gym100548h/problem.cmake).
struct Chase : ProblemOf<ChaseCase> {
    static constexpr const char* suite = "Chase";
    static constexpr ProblemFacts facts = kChaseFacts;
    // Every chase on n vertices with at least one edge (self-loops only if asked),
    // with every start (x == y only if asked); exhaustive_cases (cases.cpp) are
    // those on 2 and 3 vertices and those on 4 that keep the promises.
    static std::vector<ChaseCase> every_game(int n, bool with_self_loops, bool with_equal_starts);
};

constexpr const ProblemFacts& facts_of(const ChaseCase*) { return kChaseFacts; }

}  // namespace harness
