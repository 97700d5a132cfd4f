// Explaining answers: who wins each game, and how (C++17).
//
// For each problem a solver of its own (not the judge file's) decides a case
// and records the winner's strategy, with ranks where the winner must make
// progress, then renders it in one of three forms:
//   text  the answer and the strategy in words a contestant can follow, with
//         the line of play that lasts longest under it; large games get a
//         summary (sizes, the longest line of play) instead of every entry;
//   cert  a plain-text certificate (docs/certificates.md) that the
//         independent checker tools/check_certificate.cpp verifies;
//   dot   a Graphviz graph of the game with the strategy drawn, for small
//         games only.
//
// Each problem's explain.cpp (problems/<name>/) says how its solver works
// and what it costs.
// Status: the answers equal the judge programs' and the brute-force solvers'
// on every exhaustive and differential case, and check_certificate accepts
// every certificate (tests/explain_test.cpp, tests/certificate_test.cpp).
#pragma once

#include <string>

namespace harness {

enum class ExplainFormat { text, cert, dot };

struct ExplainResult {
    std::string answer;         // the judge's answer token: YES / NO, Yes / No
    bool drawn = true;          // dot: false when the game is too big to draw
    std::string not_drawn_why;  // ... and why
};

// Each problem declares its explain(game, test, format, out), which appends
// the explanation of `game`, test number `test` of its input, to out.

}  // namespace harness
