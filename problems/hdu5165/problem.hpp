// hdu5165 Funny Game: m functions on {1..n}; does Alice, moving first, make
// every entry of any array equal?
//
// This folder holds everything about the problem: its case model, its
// strict validator, generators, shrinking, brute force, explanations and
// play; harness/problems.hpp lists it. What each function does:
// harness/problem_interface.hpp.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "problem_interface.hpp"

namespace harness {

// m functions on {1..n}; functions[k][i-1] = f_{k+1}(i).
struct FunnyGameCase {
    int n = 1;
    std::vector<std::vector<int>> functions;
};

inline constexpr ProblemFacts kFunnyGameFacts = [] {
    ProblemFacts f{};
    f.name = "hdu5165";
    f.title = "Funny Game";
    f.tests_name = "T";
    f.answers = {"YES", "NO", false};
    f.yes_means = "Alice always wins";
    f.statement = {{1, 200}, {1, 100}, {1, 100}, kUnbounded, kUnbounded};
    f.caps = {{1, 1000000}, {1, 2000}, {1, 2000}, kUnbounded, kUnbounded};
    f.brute_force_small = {6, 4};
    f.brute_force_large = {8, 8};
    f.deliberate_breaks = "";
    f.judge = {2.0, 256, 0.24};
    f.small_group = {3, "values"};
    f.origin = {"HDU Online Judge, problem 5165", "https://acm.hdu.edu.cn/showproblem.php?pid=5165"};
    f.published_program_right = true;
    f.page_game = {5, 3};
    return f;
}();

// The registry's entry (harness/problems.hpp): the suite name is its SUITE
// in CMake (problems/hdu5165/problem.cmake).
struct FunnyGame : ProblemOf<FunnyGameCase> {
    static constexpr const char* suite = "FunnyGame";
    static constexpr ProblemFacts facts = kFunnyGameFacts;
    // Every sequence of `count` functions on {1..n} ((n^n)^count cases), in
    // lexicographic order. exhaustive_cases: every function on n <= 4 values,
    // every ordered pair on n <= 3, every unordered pair on n = 4, every triple
    // on n = 2.
    static std::vector<FunnyGameCase> every_game(int n, int count);
};

constexpr const ProblemFacts& facts_of(const FunnyGameCase*) { return kFunnyGameFacts; }
// The game over sets of distinct values, by brute force (brute.cpp; n <= 16):
// at state side * 2^n + set (set: a bit mask of the 0-based values; side 1:
// Bob to move), the fewest moves within which Alice makes the array one
// value, -1 if she never does.
std::vector<long long> funny_game_sets_won_within(const FunnyGameCase& game);
// The pair game's pairs {x, y} of values 0..n-1, x != y (explain's, play's),
// numbered y(y-1)/2 + x for x < y.
inline long long funny_pair_id(int x, int y) {
    return x < y ? static_cast<long long>(y) * (y - 1) / 2 + x : funny_pair_id(y, x);
}
// Play's searches of sets stop past `search_work` (values mapped, pairs
// looked at, 100 for each set met); docs/web.md says how long one takes.
// make_play(game, too_big) is this with kFunnyGameSetSearchWork.
constexpr long long kFunnyGameSetSearchWork = 4000000;
std::unique_ptr<Play> make_funny_game_play(const FunnyGameCase& game, std::string& too_big, long long search_work);

}  // namespace harness
