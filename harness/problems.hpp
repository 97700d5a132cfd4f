// The problem registry: the one list of the problems. Each problem is a
// folder, problems/<name>/ (its problem.hpp says what it holds); the lines
// below include each folder's problem.hpp and name its entry in
// AllProblems, in the order every list of problems follows (CMake reads the
// folders from the includes, in this order: CMakeLists.txt).
//
// An entry (FunnyGame, ...) is a traits struct for typed code (typed tests,
// the stress tool's templates):
//   suite                the struct's name, its SUITE in CMake's
//                        add_judge_problem and add_judge_variant (ctest
//                        shows typed tests with it)
//   facts                its data (ProblemFacts, facts.hpp): name, title,
//                        answers, the statement's limits, the judge
//                        program's caps, ...
//   Case                 its case model, with the functions that
//                        problem_interface.hpp lists;
//   brute_force(case), random_case(rng, most, promises), exhaustive_cases()
//                        as its own (ProblemOf).
// problems() is the same list at run time (for tools that take PROBLEM as a
// word); visit_problem(name, visit) goes from the word to the type.
//
// Derived from the name, not written: the judge file solutions/<name>.cpp,
// the samples in samples/<name>/, the built program <build>/<name>, the
// environment variable <NAME>_EXE that puts another program under test.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

// The order of these lines is the problems' order: not sorted.
// clang-format off
#include "problems/hdu5165/problem.hpp"
#include "problems/hdu7399/problem.hpp"
#include "problems/gym100548h/problem.hpp"
// clang-format on

namespace harness {

template <class... Problem>
struct ProblemList {};

// Every problem, in the order of the includes above.
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

// The first way `text` breaks the statement of `problem`, or nothing when it
// is a valid judge input. Throws std::invalid_argument for an unknown problem.
std::optional<ValidationError> validate_input(std::string_view problem, std::string_view text);

// "HDU5165_EXE": names another program to test instead of ours.
std::string environment_variable(const ProblemFacts& problem);
// Our judge program of the problem, as built (<build>/<name>).
std::string built_program(const ProblemFacts& problem);
// A C++ submission of the problem's folder as built: "wrong_answer/one_player"
// is problems/<name>/submissions/wrong_answer/one_player.cpp, built as
// <build>/problems/<name>/wrong_answer/one_player (CMakeLists.txt).
std::string built_submission(const ProblemFacts& problem, const std::string& path);
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

// Calls visit(model), a null pointer of the case model of the problem named
// `name`; false when there is no such problem. For tools that take PROBLEM as
// a word and share only the input model (check_certificate).
template <class Visit>
bool visit_case_model(std::string_view name, Visit&& visit) {
    return visit_problem(name,
                         [&](auto problem) { visit(static_cast<const typename decltype(problem)::Case*>(nullptr)); });
}

// The problems' names for usage texts: "a, b or c".
inline std::string problem_names() {
    std::string names;
    std::size_t index = 0, count = 0;
    for_each_problem([&](auto) { ++count; });
    for_each_problem([&](auto problem) {
        names += (index == 0 ? "" : index + 1 == count ? " or " : ", ") + std::string(decltype(problem)::facts.name);
        ++index;
    });
    return names;
}

// The validator of a problem, as a plain function (Problem::validate).
template <class P>
std::optional<ValidationError> validate_as(std::string_view text) {
    return read_judge_input(text, static_cast<std::vector<typename P::Case>*>(nullptr));
}

}  // namespace harness
