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
//   - every line holds what the statement puts on it (a list "k p_1 .. p_k"
//     is one line, the n values of a function are one);
//   - the promises (no duplicate edges, no self-loops, x != y, a bound on
//     the edges of all tests: each problem's validate.cpp).
//   The limits are the registry's (problems.hpp: facts.statement).
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

namespace harness {

// Where an input first breaks the statement, and how.
struct ValidationError {
    std::size_t line = 1;    // 1-based
    std::size_t column = 1;  // 1-based, counted in bytes
    std::string message;     // e.g. "n = 0 violates the range [1, 100]"

    // "PROBLEM: line L, column C: message" (one line, no newline).
    std::string format(std::string_view problem) const;
};

// Each problem's validate.cpp has read_judge_input(text, cases): reads `text`
// as a judge input of the problem, exactly as its statement lays it out (its
// facts hold the statement's limits), and returns the first way it breaks
// the statement, or nothing. The cases read go to *cases (complete only when
// there is no error) unless cases is null. (validate_input in problems.hpp
// picks the problem by name.)

// The same, into `cases` (cleared first).
template <class Case>
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<Case>& cases) {
    cases.clear();
    return read_judge_input(text, &cases);
}

// The first way the judge input of these cases (judge_input) breaks the
// statement, or nothing.
template <class Case>
std::optional<ValidationError> validate_cases(const std::vector<Case>& cases) {
    return read_judge_input(judge_input(cases), static_cast<std::vector<Case>*>(nullptr));
}

// Whether the judge input of these cases, or of this case alone, is valid:
// the cases keep every promise of the statement. (The generators also make
// cases outside it on purpose, see generators.hpp.)
template <class Case>
bool follows_statement(const std::vector<Case>& cases) {
    return !validate_cases(cases).has_value();
}
template <class Case>
bool follows_statement(const Case& game) {
    return follows_statement(std::vector<Case>{game});
}

}  // namespace harness
