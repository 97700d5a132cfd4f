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
//   hdu5165     retrograde analysis of the pair game from the merges, with a
//               counter per Bob-to-move pair and predecessors taken from
//               preimage lists: O(n m + moves into Alice's region) time.
//   hdu7399     a dead end, else one full attractor with ranks, then every
//               other target settled for free along forced edges or by an
//               attractor that stops at the first settled vertex: O(V E)
//               worst case, like the judge file.
//   gym100548h  Alice catching Bob on her first move, else retrograde
//               analysis over the positions both pieces can reach, stopped
//               once the start is decided; Bob's escape is the set of
//               positions his strategy leads to: O(n m) worst case.
// Status: the answers equal the judge programs' and the brute-force solvers'
// on every exhaustive and differential case, and check_certificate accepts
// every certificate (tests/explain_test.cpp, tests/certificate_test.cpp).
#pragma once

#include <string>


namespace harness {

enum class ExplainFormat { text, cert, dot };

struct ExplainResult {
    std::string answer;          // the judge's answer token: YES / NO, Yes / No
    bool drawn = true;           // dot: false when the game is too big to draw
    std::string not_drawn_why;   // ... and why
};

// Each problem declares its explain(game, test, format, out), which appends
// the explanation of `game`, test number `test` of its input, to out.

}  // namespace harness
