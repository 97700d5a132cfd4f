// What the play_*.cpp files share: a game graph with lists of moves into
// each state, the attractor with ranks (retrograde analysis), the choice of
// the perfect reply, and reading numbers out of position texts.
#pragma once

#include <string>
#include <vector>

#include "play.hpp"

namespace harness::play_detail {

// A game on states 0..N-1: the moves out of each state (given, without
// repeats) and the moves into each (built).
class GameGraph {
public:
    // first[s] .. first[s + 1]: the moves of s in `to`.
    GameGraph(std::vector<int> first, std::vector<int> to);

    int states() const { return static_cast<int>(first_.size()) - 1; }
    int moves_from(int s) const { return first_[s + 1] - first_[s]; }
    const int* begin(int s) const { return to_.data() + first_[s]; }
    const int* end(int s) const { return to_.data() + first_[s + 1]; }
    const int* into_begin(int s) const { return from_.data() + into_first_[s]; }
    const int* into_end(int s) const { return from_.data() + into_first_[s + 1]; }

private:
    std::vector<int> first_, to_, into_first_, from_;
};

// The attacker's attractor of `targets`: rank[s] = the fewest moves within
// which the attacker forces the play from s into a target, the defender
// delaying it as long as he can (0 on a target), -1 where the attacker cannot
// force it. attacker_moves[s] says who moves at s. A state without moves
// enters only as a target. Retrograde analysis in breadth-first order:
// ranks come out in order, so an attacker's state takes its first (lowest)
// successor's rank + 1, a defender's its last (highest) one's + 1, when every
// move of his is known to lead in. O(states + moves).
std::vector<int> attractor_ranks(const GameGraph& game, const std::vector<char>& attacker_moves,
                                 const std::vector<int>& targets);

// "Alice makes ... within 5 moves", counted.
std::string moves_text(long long moves);

// The index of the perfect move for `mover`: the winner's fastest (fewest
// moves left toward the goal), the loser's longest (an endless game first,
// then the most moves left); -1 without moves.
int perfect_reply(const std::string& mover, const std::vector<PlayMove>& moves);

// The numbers of a text such as "3,5" or " 1 2 2": true when it is only
// numbers (1 to 9 digits each) and `separators` around them, at least one.
bool read_numbers(const std::string& text, const char* separators, std::vector<long long>& numbers);

}  // namespace harness::play_detail
