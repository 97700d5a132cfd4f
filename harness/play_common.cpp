#include "play_common.hpp"

#include <string_view>
#include <utility>

namespace harness::play_detail {

GameGraph::GameGraph(std::vector<int> first, std::vector<int> to)
    : first_(std::move(first)), to_(std::move(to)), into_first_(first_.size(), 0), from_(to_.size()) {
    for (int t : to_) ++into_first_[t + 1];
    for (size_t s = 1; s < into_first_.size(); ++s) into_first_[s] += into_first_[s - 1];
    std::vector<int> next(into_first_.begin(), into_first_.end() - 1);
    for (int s = 0; s < states(); ++s)
        for (const int* t = begin(s); t != end(s); ++t) from_[next[*t]++] = s;
}

std::vector<int> attractor_ranks(const GameGraph& game, const std::vector<char>& attacker_moves,
                                 const std::vector<int>& targets) {
    std::vector<int> rank(game.states(), -1), left(game.states(), 0), queue;
    queue.reserve(game.states());
    for (int s = 0; s < game.states(); ++s) left[s] = game.moves_from(s);
    for (int t : targets)
        if (rank[t] < 0) rank[t] = 0, queue.push_back(t);
    for (size_t next = 0; next < queue.size(); ++next) {
        const int s = queue[next];
        for (const int* p = game.into_begin(s); p != game.into_end(s); ++p) {
            if (rank[*p] >= 0 || (!attacker_moves[*p] && --left[*p] > 0)) continue;
            rank[*p] = rank[s] + 1;
            queue.push_back(*p);
        }
    }
    return rank;
}

std::string moves_text(long long moves) { return std::to_string(moves) + (moves == 1 ? " move" : " moves"); }

namespace {

// How good a move is for `mover`, higher is better: its class, then a key.
std::pair<int, long long> score(const std::string& mover, const PlayMove& move) {
    const PlayOutcome& outcome = move.outcome;
    const long long far = 1LL << 60;  // no distance: after every distance
    if (outcome.winner == mover)
        return {outcome.moves >= 0 ? 4 : 3, move.left >= 0 ? -move.left : -far};
    if (outcome.winner.empty()) return {2, 0};
    return {outcome.moves >= 0 ? 0 : 1, move.left >= 0 ? move.left : far};
}

}  // namespace

int perfect_reply(const std::string& mover, const std::vector<PlayMove>& moves) {
    int best = -1;
    for (size_t i = 0; i < moves.size(); ++i)
        if (best < 0 || score(mover, moves[i]) > score(mover, moves[best])) best = static_cast<int>(i);
    return best;
}

bool read_numbers(const std::string& text, const char* separators, std::vector<long long>& numbers) {
    numbers.clear();
    auto separator = [&](size_t at) { return std::string_view(separators).find(text[at]) != std::string_view::npos; };
    size_t i = 0;
    while (i < text.size() && separator(i)) ++i;
    while (i < text.size()) {
        const size_t first = i;
        long long value = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - first < 9) value = value * 10 + (text[i++] - '0');
        if (i == first || (i < text.size() && !separator(i))) return false;
        numbers.push_back(value);
        while (i < text.size() && separator(i)) ++i;
    }
    return !numbers.empty();
}

}  // namespace harness::play_detail
