// The problem registry: what the tests, the tools, the benchmarks and the
// fuzz targets know about each problem, written once.
//
// Each problem is one traits struct below (FunnyGame, BipartiteGame, Chase),
// for typed code (typed tests, the stress tool's templates):
//   suite                the struct's name, its SUITE in CMake's
//                        add_judge_problem and add_judge_variant (ctest
//                        shows typed tests with it: Exhaustive.*<...::Chase>)
//   facts                its data (ProblemFacts, facts.hpp): name, title,
//                        answers, the statement's limits, the judge
//                        program's caps, ...
//   Case                 its case model (cases.hpp), for which the library has
//                        the printer judge_input and case_size, edge_count,
//                        vertex_count (cases.hpp); the parser and strict
//                        validator read_judge_input (validate.hpp); the
//                        shrinking steps for_each_smaller and size_summary
//                        (shrink.hpp); breaks_a_promise_on_purpose and
//                        with_promises_kept (generators.hpp); and brute_force,
//                        random_case and exhaustive_cases (below), which the
//                        struct has as its own:
//   brute_force(case)    the outcome by the brute-force solver of the original
//                        game (brute.hpp): true for the answer facts.answers.yes
//   random_case(rng, most, promises)  a seeded random case (generators.hpp)
//   exhaustive_cases()   every small case (enumerate.hpp)
// AllProblems lists them, in the order of CMake's add_judge_problem lines; problems()
// is the same list at run time (for tools that take PROBLEM as a word), made
// from AllProblems; visit_problem(name, visit) goes from the word to the type.
//
// Derived from the name, not written: the judge file solutions/<name>.cpp,
// the samples in samples/<name>/, the built program <build>/<name>, the
// environment variable <NAME>_EXE that puts another program under test.
//
// Adding a problem: its case model and its functions (cases, validate,
// shrink, generators, brute, enumerate, and their bindings below and in
// problems.cpp), a traits struct here and its name in AllProblems, then its
// add_judge_problem line in CMakeLists.txt, its judge file, its samples.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "cases.hpp"
#include "facts.hpp"
#include "generators.hpp"
#include "validate.hpp"

namespace harness {

// ------------------------------------------- functions of every case model --
// Besides the overloads that cases.hpp, validate.hpp, shrink.hpp and
// generators.hpp give every case model, these, bound in problems.cpp:

// The outcome by the brute-force solver of the original game (brute.hpp):
// true for the answer facts.answers.yes.
bool brute_force(const FunnyGameCase& game);
bool brute_force(const BipartiteGameCase& game);
bool brute_force(const ChaseCase& game);

// A seeded random case at most `most` in size (generators.hpp).
template <class Case>
Case random_case(std::mt19937_64& rng, Size most, Promises promises);
template <>
FunnyGameCase random_case(std::mt19937_64& rng, Size most, Promises promises);
template <>
BipartiteGameCase random_case(std::mt19937_64& rng, Size most, Promises promises);
template <>
ChaseCase random_case(std::mt19937_64& rng, Size most, Promises promises);

// Every small case (enumerate.hpp).
template <class Case>
std::vector<Case> exhaustive_cases();
template <>
std::vector<FunnyGameCase> exhaustive_cases();
template <>
std::vector<BipartiteGameCase> exhaustive_cases();
template <>
std::vector<ChaseCase> exhaustive_cases();

// What every entry has from its case model.
template <class CaseModel>
struct ProblemOf {
    using Case = CaseModel;
    static bool brute_force(const Case& game) { return harness::brute_force(game); }
    static Case random_case(std::mt19937_64& rng, Size most, Promises promises) {
        return harness::random_case<Case>(rng, most, promises);
    }
    static std::vector<Case> exhaustive_cases() { return harness::exhaustive_cases<Case>(); }
};

// ---------------------------------------------------------------- problems --

// Their facts are in facts.hpp.
struct FunnyGame : ProblemOf<FunnyGameCase> {  // hdu5165
    static constexpr const char* suite = "FunnyGame";
    static constexpr ProblemFacts facts = kFunnyGameFacts;
};
struct BipartiteGame : ProblemOf<BipartiteGameCase> {  // hdu7399
    static constexpr const char* suite = "BipartiteGame";
    static constexpr ProblemFacts facts = kBipartiteGameFacts;
};
struct Chase : ProblemOf<ChaseCase> {  // gym100548h
    static constexpr const char* suite = "Chase";
    static constexpr ProblemFacts facts = kChaseFacts;
};

template <class... Problem>
struct ProblemList {};

// Every problem, in the order of CMake's add_judge_problem lines.
using AllProblems = ProblemList<FunnyGame, BipartiteGame, Chase>;

// ------------------------------------------------------- the list at run time --

// A problem for code that picks it by name: its facts and its validator.
struct Problem : ProblemFacts {
    // The first way `text` breaks the statement, or nothing (validate.hpp).
    std::optional<ValidationError> (*validate)(std::string_view text);
};

// AllProblems at run time, in the same order.
const std::vector<Problem>& problems();
// The problem of that name, or null.
const Problem* find_problem(std::string_view name);
// problem_names(): "hdu5165, hdu7399 or gym100548h" (facts.hpp).

// The first way `text` breaks the statement of `problem`, or nothing when it
// is a valid judge input. Throws std::invalid_argument for an unknown problem.
std::optional<ValidationError> validate_input(std::string_view problem, std::string_view text);

// "HDU5165_EXE": names another program to test instead of ours.
std::string environment_variable(const ProblemFacts& problem);
// Our judge program of the problem, as built (<build>/<name>).
std::string built_program(const ProblemFacts& problem);
// The program the tests run: the one the environment variable names, else
// ours (environment.hpp).
std::string program_under_test(const ProblemFacts& problem);

// Calls visit(Problem{}) for each problem of the list, in order.
template <class Visit, class... P>
void for_each_problem_in(ProblemList<P...>, Visit&& visit) {
    (visit(P{}), ...);
}
template <class Visit>
void for_each_problem(Visit&& visit) {
    for_each_problem_in(AllProblems{}, visit);
}

// Calls visit(Problem{}) for the problem named `name`; false if there is none.
template <class Visit>
bool visit_problem(std::string_view name, Visit&& visit) {
    bool found = false;
    for_each_problem([&](auto problem) {
        if (!found && name == decltype(problem)::facts.name) {
            found = true;
            visit(problem);
        }
    });
    return found;
}

// The validator of a problem, as a plain function (Problem::validate).
template <class P>
std::optional<ValidationError> validate_as(std::string_view text) {
    return read_judge_input(text, static_cast<std::vector<typename P::Case>*>(nullptr));
}

}  // namespace harness
