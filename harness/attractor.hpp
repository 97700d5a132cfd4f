// The one retrograde engine of explain, play and the certificates: a game
// on states with the moves into each state listed, and the attacker's
// attractor of a set of targets with ranks, by retrograde analysis. Each
// problem's folder describes its game as a GameGraph and says who moves
// where; explain reads the attacker's chosen moves, play every state's rank
// (attractor_ranks converts, in one place).
#pragma once

#include <vector>

namespace harness {

// A game on states 0..N-1: the moves out of each state (given; a repeated
// move counts as many times as it is listed, consistently) and the moves
// into each (built).
class GameGraph {
public:
    GameGraph() = default;
    // first[s] .. first[s + 1]: the moves of s in `to`.
    GameGraph(std::vector<int> first, std::vector<int> to);

    int states() const { return static_cast<int>(first_.size()) - 1; }
    long long moves() const { return static_cast<long long>(to_.size()); }
    int moves_from(int s) const { return first_[s + 1] - first_[s]; }
    const int* begin(int s) const { return to_.data() + first_[s]; }
    const int* end(int s) const { return to_.data() + first_[s + 1]; }
    const int* into_begin(int s) const { return from_.data() + into_first_[s]; }
    const int* into_end(int s) const { return from_.data() + into_first_[s + 1]; }

private:
    std::vector<int> first_{0}, to_, into_first_{0}, from_;
};

// The attacker's attractor of a set of targets: the states from which the
// attacker forces the play into a target, the defender delaying it as long
// as he can. attacker_moves[s] says who moves at s; a state without moves
// enters only as a target. Retrograde analysis in breadth-first order, with
// a counter per defender's state of his moves not yet known to lead in:
// ranks come out in order, so an attacker's state takes its first (lowest)
// successor's rank + 1, a defender's its last (highest) one's + 1. O(states +
// moves) per computation; computations reuse the arrays without clearing
// them (a round number marks the current one's states).
class Attractor {
public:
    Attractor(const GameGraph& game, std::vector<char> attacker_moves);

    // The attractor of `targets`, in order of rank. Stops as soon as it adds
    // a state s with (*stop_at)[s] set, and returns it (-1 if it never does).
    int compute(const std::vector<int>& targets, const std::vector<char>* stop_at = nullptr);

    bool member(int s) const { return round_of_[s] == round_; }
    const std::vector<int>& members() const { return members_; }
    // Of a member: the fewest moves within which the attacker forces a
    // target (0 on one), and at the attacker's states the move that does
    // (-1 at the defender's and on targets).
    int rank(int s) const { return rank_[s]; }
    int move(int s) const { return move_[s]; }

private:
    void add(int s, int rank, int move);

    const GameGraph& game_;
    std::vector<char> attacker_moves_;
    std::vector<int> round_of_, counter_round_, left_, rank_, move_, members_;
    int round_ = 0;
};

// The rank of every state in the attractor of `targets`, -1 outside it.
std::vector<int> attractor_ranks(const GameGraph& game, const std::vector<char>& attacker_moves,
                                 const std::vector<int>& targets);

}  // namespace harness
