#include "play_common.hpp"

#include <string_view>
#include <utility>

namespace harness::play_detail {

std::string moves_text(long long moves) { return std::to_string(moves) + (moves == 1 ? " move" : " moves"); }

namespace {

// How good a move is for `mover`, higher is better: its class, then a key.
std::pair<int, long long> score(const std::string& mover, const PlayMove& move) {
    const PlayOutcome& outcome = move.outcome;
    const long long far = 1LL << 60;  // no distance: after every distance
    if (outcome.winner == mover) return {outcome.moves >= 0 ? 4 : 3, move.left >= 0 ? -move.left : -far};
    if (outcome.winner.empty()) return {2, 0};
    return {outcome.moves >= 0 ? 0 : 1, move.left >= 0 ? move.left : far};
}

}  // namespace

int perfect_reply(const std::string& mover, std::vector<PlayMove>& moves) {
    int best = -1;
    for (size_t i = 0; i < moves.size(); ++i)
        if (best < 0 || score(mover, moves[i]) > score(mover, moves[best])) best = static_cast<int>(i);
    for (PlayMove& move : moves) move.perfect = score(mover, move) == score(mover, moves[best]);
    return best;
}

PlayView not_a_position(const std::string& text, const std::string& example) {
    PlayView view;
    view.error = "not a position of this game: \"" + text + "\" (such as " + example + ")";
    return view;
}

bool too_big_to_play(const std::string& what, long long count, const char* units, long long limit,
                     std::string& too_big) {
    if (count <= limit) return false;
    too_big = what + " has " + std::to_string(count) + " " + units + ", more than this page plays (" +
              std::to_string(limit) + ")";
    return true;
}

bool read_numbers(const std::string& text, const char* separators, std::vector<long long>& numbers) {
    numbers.clear();
    auto separator = [&](size_t at) { return std::string_view(separators).find(text[at]) != std::string_view::npos; };
    size_t i = 0;
    while (i < text.size() && separator(i)) ++i;
    while (i < text.size()) {
        const size_t first = i;
        long long value = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - first < 9)
            value = value * 10 + (text[i++] - '0');
        if (i == first || (i < text.size() && !separator(i))) return false;
        numbers.push_back(value);
        while (i < text.size() && separator(i)) ++i;
    }
    return !numbers.empty();
}

}  // namespace harness::play_detail
