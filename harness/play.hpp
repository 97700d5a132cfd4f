// Playing a test against perfect replies: the value of a position and of
// every move from it, for the browser page (web/) and its tests (C++17).
//
// A position is a short text, its grammar the problem's own (its play.cpp
// in problems/<name>/, and docs/web.md).
// Moves are counted both players' alike ("within 5 moves": five moves in
// all, whoever makes them).
//
// Each problem's play.cpp says how its positions are solved and when a
// value is exact.
// Status: every value and every move's value equals the brute force's on
// every exhaustive case and on random ones (tests/play_test.cpp).
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace harness {

// Who wins a position under perfect play, and how long it lasts.
struct PlayOutcome {
    std::string winner;         // the winner's name, as the statement calls the players; "" unknown
    long long moves = -1;       // moves left when the win is finite (0: the game is over); -1 endless
    bool exact = true;          // false: moves is an upper bound (a strategy's, not perfect play's)
    std::string goal;           // games of targets: the next target, or one never reached again
    long long goal_moves = -1;  // ... and the moves left until it is reached
    std::string text;           // in words
};

// A legal move and what it leads to.
struct PlayMove {
    std::string label;    // "Bob 3 -> 5", "f_2, f_4", "u0 -> v1"
    std::string to;       // the position it leads to
    PlayOutcome outcome;  // of that position
    // Moves left toward the goal of the position moved from, after this
    // move: for a finite win, outcome.moves; for a game of targets, the moves
    // left to the target (0: reached); for a trap, 0 inside it;
    // -1 otherwise. The winner's perfect reply is the move of fewest left.
    long long left = -1;
    bool perfect = false;  // as good for the mover as the perfect reply (PlayView::reply)
};

struct PlayView {
    std::string position;
    std::string mover;  // "Alice", "Bob", "GG", "YY"; "" when the game is over
    PlayOutcome outcome;
    std::vector<PlayMove> moves;       // one per position a move leads to
    int reply = -1;                    // the perfect move: the winner's fastest, the loser's longest
    std::vector<std::string> nodes;    // ids of the nodes of explain's picture (dot) that show the position
    std::vector<std::string> visited;  // games of targets: those reached since the last full round
    // Games of targets, when their player wins: the strategy toward
    // outcome.goal, one move at each of the winner's vertices (none at the
    // goal itself, where the next target takes over), as explain's picture
    // names edges.
    std::vector<std::string> strategy;
    std::string error;  // when the text is not a position of this game (nothing else is set)
};

class Play {
public:
    virtual ~Play() = default;
    // The starting position for `choice` (its grammar the problem's own,
    // in its play.cpp; none: the game's usual start). On a bad choice, "" and
    // a one-line reason.
    virtual std::string start(const std::string& choice, std::string& error) const = 0;
    // The value of a position and of each move from it, and the perfect reply.
    virtual PlayView view(const std::string& position) = 0;
};

// The game of one test, ready to play; null with a one-line reason when it
// is too big to play here (past the sizes in play_*.cpp; judge-size games
// always fit).

}  // namespace harness
