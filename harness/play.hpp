// Playing a test against perfect replies: the value of a position and of
// every move from it, for the browser page (web/) and its tests (C++17).
//
// A position is a short text (its grammar per problem in docs/web.md):
//   gym100548h  "B3,5": Bob to move, Bob on 3, Alice on 5 ("A3,5": Alice
//               to move); 1-based vertices.
//   hdu5165     "A1,3,5": Alice to move at the set of values {1, 3, 5}
//               ("B..." Bob to move); an array's distinct values, 1-based.
//   hdu7399     "u1;u0,u1,v2": the token on u1, and the vertices visited
//               since the last full round (every vertex visited) ended.
// Moves are counted both players' alike ("within 5 moves": five moves in
// all, whoever makes them).
//
//   gym100548h  exact: retrograde analysis of Alice's attractor of the
//               collisions and stuck Bobs, then of Bob's attractor of the
//               stuck Alices; the rest is Bob's endless escape.
//   hdu5165     a set that holds a pair Bob wins (pair game, retrograde)
//               is Bob's; otherwise the sets reachable from it are searched
//               and solved exactly when they are few (kSetSearchWork); past
//               that, in a YES test, Alice wins and the moves shown are the
//               bound of her pair-by-pair strategy (exact = false), and in a
//               NO test the winner is unknown. (A set whose every pair Alice
//               wins can still be Bob's: docs/web.md.)
//   hdu7399     the winner is the test's answer from every position; Yes:
//               GG's next target is the first vertex not visited in this
//               round, reached within its rank in GG's attractor; No: a dead
//               end (YY's attractor of it, else GG never visits it) or YY's
//               trap, the complement of GG's attractor of a target.
// Status: every value and every move's value equals the brute force's on
// every exhaustive case and on random ones (tests/play_test.cpp).
#pragma once

#include <memory>
#include <string>
#include <vector>


namespace harness {

// Who wins a position under perfect play, and how long it lasts.
struct PlayOutcome {
    std::string winner;        // "Alice" or "Bob" (hdu5165, gym100548h), "GG" or "YY"; "" unknown
    long long moves = -1;      // moves left when the win is finite (0: the game is over); -1 endless
    bool exact = true;         // false: moves is an upper bound (hdu5165's pair-by-pair strategy)
    std::string goal;          // hdu7399: GG's next target, or the vertex never visited again
    long long goal_moves = -1; // hdu7399 Yes: moves left until the token reaches goal
    std::string text;          // in words
};

// A legal move and what it leads to.
struct PlayMove {
    std::string label;    // "Bob 3 -> 5", "f_2, f_4", "u0 -> v1"
    std::string to;       // the position it leads to
    PlayOutcome outcome;  // of that position
    // Moves left toward the goal of the position moved from, after this
    // move: for a finite win, outcome.moves; for hdu7399's Yes, the moves
    // left to the target (0: reached); for YY's trap, 0 inside the trap;
    // -1 otherwise. The winner's perfect reply is the move of fewest left.
    long long left = -1;
};

struct PlayView {
    std::string position;
    std::string mover;            // "Alice", "Bob", "GG", "YY"; "" when the game is over
    PlayOutcome outcome;
    std::vector<PlayMove> moves;  // one per position a move leads to
    int reply = -1;               // the perfect move: the winner's fastest, the loser's longest
    std::vector<std::string> nodes;    // ids of the nodes of explain's picture (dot) that show the position
    std::vector<std::string> visited;  // hdu7399: the vertices visited since the last full round
    // hdu7399 when GG wins: her strategy toward outcome.goal, one move at each
    // of her vertices (none at the goal itself, where the next target takes
    // over; her only move where she has one), as explain's picture names
    // edges: "u1->v3".
    std::vector<std::string> strategy;
    std::string error;            // when the text is not a position of this game (nothing else is set)
};

class Play {
public:
    virtual ~Play() = default;
    // The starting position for `choice`: gym100548h the input's x and y
    // (choice ignored); hdu5165 the values of an array ("1 2 2 5"; none:
    // every value, 1 to n); hdu7399 a vertex ("u0", "v3"; none: u0). On a
    // bad choice, "" and a one-line reason.
    virtual std::string start(const std::string& choice, std::string& error) const = 0;
    // The value of a position and of each move from it, and the perfect reply.
    virtual PlayView view(const std::string& position) = 0;
};

// The game of one test, ready to play; null with a one-line reason when it
// is too big to play here (past the sizes in play_*.cpp; judge-size games
// always fit).
// hdu5165's searches of sets stop past `search_work` (values mapped, pairs
// looked at, 100 for each set met): one that reaches it took at most 12 ms
// natively, 22 ms in WebAssembly, along the page's play of the wide-funnel
// benchmark row (docs/web.md).
constexpr long long kSetSearchWork = 4000000;

}  // namespace harness
