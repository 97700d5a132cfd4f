// gym100548h The Problem to Make You Happy: Bob on x flees, Alice on y
// chases, over a digraph; does Bob escape?
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

// A directed graph on vertices 1..n; Bob starts on x, Alice on y.
struct ChaseCase {
    int n = 2;
    std::vector<std::pair<int, int>> edges;  // (b, e): an edge b -> e, 1-based
    int x = 1;
    int y = 2;
};

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
    f.judge = {2.0, 256, 0.64};
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
    // with every start (x == y only if asked). exhaustive_cases: every digraph on
    // 2 and 3 vertices with loops and every start, on 4 without loops and with
    // distinct starts.
    static std::vector<ChaseCase> every_game(int n, bool with_self_loops, bool with_equal_starts);
};

constexpr const ProblemFacts& facts_of(const ChaseCase*) { return kChaseFacts; }
std::string judge_input(const std::vector<ChaseCase>& cases);
std::size_t case_size(const ChaseCase& game);
std::size_t edge_count(const ChaseCase& game);
int vertex_count(const ChaseCase& game);
std::string size_summary(const ChaseCase& game);
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<ChaseCase>* cases);
bool for_each_smaller(const ChaseCase& game, const std::function<bool(const ChaseCase&)>& visit);
template <>
ChaseCase random_case(std::mt19937_64& rng, Size most, Promises promises);
bool breaks_a_promise_on_purpose(const ChaseCase& game);
ChaseCase with_promises_kept(ChaseCase game);
// brute_force: does Bob win (never caught, or Alice stuck first, or
// endless)? Fixed-point iteration over all (Bob, Alice, mover) states.
bool brute_force(const ChaseCase& game);
template <>
std::vector<ChaseCase> exhaustive_cases();
ExplainResult explain(const ChaseCase& game, int test, ExplainFormat format, std::string& out);
std::unique_ptr<Play> make_play(const ChaseCase& game, std::string& too_big);

bool read_judge_case(JudgeReader& reader, ChaseCase& game);
void check_certificate_case(const ChaseCase& game, const std::string& answer, CertificateTokens& cert);
std::vector<Family<ChaseCase>> families(const ChaseCase*);
std::vector<JudgeTrap> judge_traps(const ChaseCase*);

}  // namespace harness
