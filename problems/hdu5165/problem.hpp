// hdu5165 Funny Game: m functions on {1..n}; does Alice, moving first, make
// every entry of any array equal?
//
// This folder holds everything about the problem: its case model, its
// strict validator, generators, shrinking, brute force, explanations and
// play; harness/problems.hpp lists it. What each function does:
// harness/problem_interface.hpp.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
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
std::string judge_input(const std::vector<FunnyGameCase>& cases);
std::size_t case_size(const FunnyGameCase& game);
std::size_t edge_count(const FunnyGameCase& game);
int vertex_count(const FunnyGameCase& game);
std::string size_summary(const FunnyGameCase& game);
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<FunnyGameCase>* cases);
bool for_each_smaller(const FunnyGameCase& game, const std::function<bool(const FunnyGameCase&)>& visit);
template <>
FunnyGameCase random_case(std::mt19937_64& rng, Size most, Promises promises);
bool breaks_a_promise_on_purpose(const FunnyGameCase& game);
FunnyGameCase with_promises_kept(FunnyGameCase game);
// brute_force: solved on the game over sets of distinct values, for every
// starting set (brute.cpp). (edge_count: the functions' entries are no edges.)
bool brute_force(const FunnyGameCase& game);
template <>
std::vector<FunnyGameCase> exhaustive_cases();
// Play's searches of sets stop past `search_work` (values mapped, pairs
// looked at, 100 for each set met); docs/web.md says how long one takes.
constexpr long long kFunnyGameSetSearchWork = 4000000;
ExplainResult explain(const FunnyGameCase& game, int test, ExplainFormat format, std::string& out);
std::unique_ptr<Play> make_play(const FunnyGameCase& game, std::string& too_big,
                                long long search_work = kFunnyGameSetSearchWork);

bool read_judge_case(JudgeReader& reader, FunnyGameCase& game);
void check_certificate_case(const FunnyGameCase& game, const std::string& answer, CertificateTokens& cert);
std::vector<Family<FunnyGameCase>> families(const FunnyGameCase*);
std::vector<JudgeTrap> judge_traps(const FunnyGameCase*);

}  // namespace harness
