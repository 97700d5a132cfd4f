// gym100548h: playing the chase. A position is (Bob's vertex b, Alice's
// vertex a, who moves), "B3,5" or "A3,5" (1-based). Over all 2 n^2
// positions: Alice's attractor of her wins (the pieces on one vertex, Bob to
// move and stuck) with ranks, then Bob's attractor of his (Alice to move and
// stuck); every other position is Bob's endless escape. Time and memory
// O(n m + n^2).
#include <algorithm>
#include <utility>

#include "play_common.hpp"
#include "problems/gym100548h/problem.hpp"

namespace harness {

namespace {

using namespace play_detail;

// The largest games played: positions (2 n^2) and moves (2 n m).
constexpr long long kMaxPositions = 1000000;
constexpr long long kMaxMoves = 4000000;

class ChasePlay : public Play {
public:
    explicit ChasePlay(const ChaseCase& game) : n_(game.n), x_(game.x - 1), y_(game.y - 1), out_(game.n) {
        for (const auto& [b, e] : game.edges) out_[b - 1].push_back(e - 1);
        for (auto& list : out_) {
            std::sort(list.begin(), list.end());
            list.erase(std::unique(list.begin(), list.end()), list.end());
        }
        solve();
    }

    std::string start(const std::string&, std::string&) const override { return text(false, x_, y_); }

    PlayView view(const std::string& position) override {
        PlayView view;
        bool alice_to_move = false;
        int b = 0, a = 0;
        if (!read(position, alice_to_move, b, a))
            return not_a_position(position, "B1,2: Bob to move, Bob on 1, Alice on 2");
        view.position = position;
        view.outcome = outcome(alice_to_move, b, a);
        view.nodes.push_back(b == a ? "caught" : text(alice_to_move, b, a, "_"));  // as explain's picture names it
        if (b == a) return view;
        const int from = alice_to_move ? a : b;
        if (!out_[from].empty()) view.mover = alice_to_move ? "Alice" : "Bob";
        for (int t : out_[from]) {
            PlayMove move;
            move.label = view.mover + " " + std::to_string(from + 1) + " -> " + std::to_string(t + 1);
            const int next_b = alice_to_move ? b : t, next_a = alice_to_move ? t : a;
            move.to = text(!alice_to_move, next_b, next_a);
            move.outcome = outcome(!alice_to_move, next_b, next_a);
            move.left = move.outcome.moves;
            view.moves.push_back(std::move(move));
        }
        view.reply = perfect_reply(view.mover, view.moves);
        return view;
    }

private:
    int state(bool alice_to_move, int b, int a) const { return ((alice_to_move ? n_ : 0) + b) * n_ + a; }

    // The position game, then both attractors.
    void solve() {
        const int positions = 2 * n_ * n_;
        std::vector<int> first(positions + 1, 0), to;
        std::vector<char> alice_moves(positions, 0), bob_moves(positions, 0);
        std::vector<int> alice_targets, bob_targets;
        for (int side = 0; side < 2; ++side)
            for (int b = 0; b < n_; ++b)
                for (int a = 0; a < n_; ++a) {
                    const int s = state(side == 1, b, a);
                    alice_moves[s] = side == 1, bob_moves[s] = side == 0;
                    const int from = side == 1 ? a : b;
                    if (b == a || (side == 0 && out_[b].empty())) alice_targets.push_back(s);
                    else if (side == 1 && out_[a].empty()) bob_targets.push_back(s);
                    for (size_t i = 0; b != a && i < out_[from].size(); ++i)
                        to.push_back(side == 1 ? state(false, b, out_[a][i]) : state(true, out_[b][i], a));
                    first[s + 1] = static_cast<int>(to.size());
                }
        const GameGraph game(std::move(first), std::move(to));
        alice_rank_ = attractor_ranks(game, alice_moves, alice_targets);
        bob_rank_ = attractor_ranks(game, bob_moves, bob_targets);
    }

    PlayOutcome outcome(bool alice_to_move, int b, int a) const {
        PlayOutcome outcome;
        const int s = state(alice_to_move, b, a);
        if (alice_rank_[s] >= 0) {
            outcome.winner = "Alice";
            outcome.moves = alice_rank_[s];
            outcome.text = b == a ? "Alice has caught Bob"
                           : outcome.moves == 0
                               ? "Bob cannot move: Alice has won"
                               : "Alice catches Bob or leaves him stuck within " + moves_text(outcome.moves);
        } else {
            outcome.winner = "Bob";
            outcome.moves = bob_rank_[s];
            outcome.text = outcome.moves < 0    ? "Bob escapes forever"
                           : outcome.moves == 0 ? "Alice cannot move: Bob has won"
                                                : "Bob leaves Alice stuck within " + moves_text(outcome.moves);
        }
        return outcome;
    }

    // "B3,5"; with separator "_", the node of explain's picture.
    std::string text(bool alice_to_move, int b, int a, const char* separator = ",") const {
        return (alice_to_move ? "A" : "B") + std::to_string(b + 1) + separator + std::to_string(a + 1);
    }

    // A position's text, exactly as text() writes it.
    bool read(const std::string& position, bool& alice_to_move, int& b, int& a) const {
        std::vector<long long> numbers;
        if (position.empty() || (position[0] != 'A' && position[0] != 'B') ||
            !read_numbers(position.substr(1), ",", numbers) || numbers.size() != 2 || numbers[0] < 1 ||
            numbers[0] > n_ || numbers[1] < 1 || numbers[1] > n_)
            return false;
        alice_to_move = position[0] == 'A';
        b = static_cast<int>(numbers[0]) - 1, a = static_cast<int>(numbers[1]) - 1;
        return text(alice_to_move, b, a) == position;
    }

    int n_, x_, y_;
    std::vector<std::vector<int>> out_;  // each vertex's successors, without repeats
    std::vector<int> alice_rank_, bob_rank_;
};

}  // namespace

template <>
std::unique_ptr<Play> make_play(const ChaseCase& game, std::string& too_big) {
    const long long positions = 2LL * game.n * game.n, moves = 2LL * game.n * static_cast<long long>(game.edges.size());
    if (positions > kMaxPositions || moves > kMaxMoves) {
        too_big = "the chase has " + std::to_string(positions) + " positions and up to " + std::to_string(moves) +
                  " moves, more than this page plays (" + std::to_string(kMaxPositions) + " positions, " +
                  std::to_string(kMaxMoves) + " moves)";
        return nullptr;
    }
    return std::make_unique<ChasePlay>(game);
}

}  // namespace harness
