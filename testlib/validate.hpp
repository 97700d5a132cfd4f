// Strict validators of the three problems' judge inputs, written the way a
// problem setter writes a testlib validator (readInt(1, 100, "n"),
// readSpace(), readEoln(), readEof()): the statement's exact limits, not the
// judge files' larger caps, and the exact layout of its input.
//
// Description: the input must be exactly what the statement lays out:
//   - numbers are decimal integers without a sign '+', leading zeros or "-0",
//     inside the statement's ranges;
//   - one space between the numbers of a line, each line ends with LF (a CR
//     is an error), no leading or trailing spaces, no empty lines, no other
//     whitespace, no UTF-8 byte order mark, nothing (not even Ctrl-Z) after
//     the final newline;
//   - every line holds what the statement puts on it: hdu7399's
//     "k p_1 .. p_k" is one line, hdu5165's n values of a function are one;
//   - the promises: no duplicate edges, no self-loops (gym100548h), x != y,
//     hdu7399's fewer than 5 * 10^5 edges over all tests.
//   The first violation is reported with its line and column (1-based, in
//   bytes) and a message naming what was expected and what was found, e.g.
//   "n = 0 violates the range [1, 100]", "expected a space, found "\r"".
// Time: linear in the input's size; no recursion; any bytes are fine.
// Status: unit tests per rule, thousands of random mutations of valid inputs,
// every sample (tests/validate_test.cpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cases.hpp"

namespace testlib {

// Where an input first breaks the statement, and how.
struct ValidationError {
    std::size_t line = 1;    // 1-based
    std::size_t column = 1;  // 1-based, counted in bytes
    std::string message;     // e.g. "n = 0 violates the range [1, 100]"

    // "PROBLEM: line L, column C: message" (one line, no newline).
    std::string format(std::string_view problem) const;
};

// The problems a validator exists for: hdu5165, hdu7399, gym100548h.
bool is_known_problem(std::string_view problem);

// The first way `text` breaks the statement of `problem`, or nothing when it
// is a valid judge input. Throws std::invalid_argument for an unknown problem.
std::optional<ValidationError> validate_input(std::string_view problem, std::string_view text);

// The same validation, also returning the cases read (complete only when
// there is no error).
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<FunnyGameCase>& cases);
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<BipartiteGameCase>& cases);
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<ChaseCase>& cases);

// The problem whose cases these are.
constexpr std::string_view problem_of(const FunnyGameCase*) { return "hdu5165"; }
constexpr std::string_view problem_of(const BipartiteGameCase*) { return "hdu7399"; }
constexpr std::string_view problem_of(const ChaseCase*) { return "gym100548h"; }

// The first way the judge input of these cases (judge_input) breaks the
// statement, or nothing.
template <class Case>
std::optional<ValidationError> validate_cases(const std::vector<Case>& cases) {
    return validate_input(problem_of(static_cast<const Case*>(nullptr)), judge_input(cases));
}

// Whether the judge input of these cases, or of this case alone, is valid:
// the cases keep every promise of the statement. (The generators also make
// cases outside it on purpose, see generators.hpp.)
template <class Case>
bool follows_statement(const std::vector<Case>& cases) {
    return !validate_cases(cases).has_value();
}
bool follows_statement(const FunnyGameCase& game);
bool follows_statement(const BipartiteGameCase& game);
bool follows_statement(const ChaseCase& game);

}  // namespace testlib
