#include "attractor.hpp"

#include <cstddef>
#include <utility>

#include "lists_by_key.hpp"

namespace harness {

GameGraph::GameGraph(std::vector<int> first, std::vector<int> to) : first_(std::move(first)), to_(std::move(to)) {
    from_ = lists_by_key<int>(
        first_.size() - 1,
        [&](auto add) {
            for (int s = 0; s < states(); ++s)
                for (const int* t = begin(s); t != end(s); ++t) add(*t, s);
        },
        into_first_);
}

Attractor::Attractor(const GameGraph& game, std::vector<char> attacker_moves)
    : game_(game),
      attacker_moves_(std::move(attacker_moves)),
      round_of_(game.states(), 0),
      counter_round_(game.states(), 0),
      left_(game.states(), 0),
      rank_(game.states(), 0),
      move_(game.states(), -1) {
    members_.reserve(game.states());
}

void Attractor::add(int s, int rank, int move) {
    round_of_[s] = round_;
    rank_[s] = rank;
    move_[s] = move;
    members_.push_back(s);
}

int Attractor::compute(const std::vector<int>& targets, const std::vector<char>* stop_at) {
    ++round_;
    members_.clear();
    for (int t : targets)
        if (!member(t)) add(t, 0, -1);
    for (std::size_t i = 0; i < members_.size(); ++i) {
        const int s = members_[i];
        for (const int* p = game_.into_begin(s); p != game_.into_end(s); ++p) {
            if (member(*p)) continue;
            if (!attacker_moves_[*p]) {
                if (counter_round_[*p] != round_) counter_round_[*p] = round_, left_[*p] = game_.moves_from(*p);
                if (--left_[*p] > 0) continue;
            }
            add(*p, rank_[s] + 1, attacker_moves_[*p] ? s : -1);
            if (stop_at && (*stop_at)[*p]) return *p;
        }
    }
    return -1;
}

std::vector<int> attractor_ranks(const GameGraph& game, const std::vector<char>& attacker_moves,
                                 const std::vector<int>& targets) {
    Attractor attractor(game, attacker_moves);
    attractor.compute(targets);
    std::vector<int> rank(game.states(), -1);
    for (int s : attractor.members()) rank[s] = attractor.rank(s);
    return rank;
}

}  // namespace harness
