// hdu5165: playing Funny Game. A position is the set of values of the array
// and who moves: "A1,3,5" (Alice to move at {1, 3, 5}) or "B1,3,5".
//
// The pair game (a pair {x, y} of values, either to move) is solved first:
// Alice's attractor of the merges, with ranks. Then for a set S:
//  - one value: Alice has won;
//  - a pair of S that Bob wins (with the same player to move): Bob wins S,
//    forever (what merges S merges the pair);
//  - else the sets reachable from S are searched, and solved exactly by the
//    same attractor when the search stays within kFunnyGameSetSearchWork (problem.hpp);
//    sets holding a pair Bob wins end the search as his;
//  - else, in a YES test (Alice wins every pair, either to move), Alice wins
//    S, and the moves shown are a bound, not exact: with R the largest rank
//    of a pair state, P(S) = (the least rank of a pair of S, the same
//    player to move) + (|S| - 2) R drops by 1 at least at every move when
//    Alice plays her pair move for that pair (or any move of no larger P),
//    whatever Bob does (docs/web.md proves it), and is at least 1 until S is
//    one value. In a NO test the winner is unknown.
// Winning every pair of S is not enough for Alice: with f_1 = (4 4 5 4 5),
// f_2 = (4 5 4 4 5), f_3 = (5 4 4 4 5) each pair of {1, 2, 3} is merged by
// one function, yet every function sends {1, 2, 3} to {4, 5}, which no
// function merges. Hence the search.
// Time: the pair game O(n^2 m); a search at most kFunnyGameSetSearchWork; a view
// O(m |S|^2) plus a search.
#include <algorithm>
#include <unordered_map>
#include <utility>

#include "lists_by_key.hpp"
#include "play_common.hpp"
#include "problems/hdu5165/problem.hpp"

namespace harness {

namespace {

using namespace play_detail;

// The largest games played: pair states times functions.
constexpr long long kMaxPairMoves = 8000000;
// What a search counts for a set met, besides its values (its key looked
// up): about as long as mapping 100 values.
constexpr long long kSetWork = 100;

class FunnyPlay : public Play {
public:
    FunnyPlay(const FunnyGameCase& game, long long search_work)
        : search_work_(search_work),
          n_(game.n),
          m_(static_cast<int>(game.functions.size())),
          pairs_(static_cast<long long>(n_) * (n_ - 1) / 2),
          stamp_(n_, -1) {
        for (const auto& function : game.functions)
            for (int value : function) image_.push_back(value - 1);
        solve_pairs();
    }

    std::string start(const std::string& choice, std::string& error) const override {
        // On a bad choice: "" and why, in error.
        auto refused = [&error](const std::string& why) {
            error = why;
            return std::string();
        };
        const std::string arrays = ": an array is values from 1 to " + std::to_string(n_) + ", such as \"1 2 2\"";
        std::vector<long long> values;
        if (choice.find_first_not_of(" \t\r\n") == std::string::npos)
            for (int v = 1; v <= n_; ++v) values.push_back(v);
        else if (!read_numbers(choice, " ,\t\r\n", values))
            return refused("\"" + choice + "\" is not an array" + arrays);
        const auto bad = std::find_if(values.begin(), values.end(), [&](long long v) { return v < 1 || v > n_; });
        if (bad != values.end()) return refused("no value " + std::to_string(*bad) + " in this test" + arrays);
        if (values.size() > static_cast<size_t>(n_))
            return refused("an array of this test has " + std::to_string(n_) + " values, not " +
                           std::to_string(values.size()));
        std::vector<int> set;
        for (long long v : values) set.push_back(static_cast<int>(v) - 1);
        std::sort(set.begin(), set.end());
        set.erase(std::unique(set.begin(), set.end()), set.end());
        return text(set, true);
    }

    PlayView view(const std::string& position) override {
        PlayView view;
        std::vector<int> set;
        bool alice_to_move = true;
        if (!read(position, set, alice_to_move)) return not_a_position(position, "A1,2: Alice to move, values 1 and 2");
        view.position = position;
        view.outcome = outcome(set, alice_to_move, true);
        view.nodes = nodes(set, alice_to_move);
        if (set.size() == 1) return view;
        view.mover = alice_to_move ? "Alice" : "Bob";
        // One move per distinct image, labelled with the functions that make
        // it. Their values come without searches of their own: a search from
        // this set solved them all; when it was too big, m more could each
        // take as long.
        std::vector<std::pair<std::vector<int>, std::string>> images;
        std::vector<int> next;
        for (int k = 0; k < m_; ++k) {
            apply(k, set, next);
            add_label(images, next, "f_" + std::to_string(k + 1), ", ");
        }
        for (const auto& [image, functions] : images) {
            const PlayOutcome after = outcome(image, !alice_to_move, false);
            view.moves.push_back({functions, text(image, !alice_to_move), after, after.moves});
        }
        view.reply = perfect_reply(view.mover, view.moves);
        return view;
    }

private:
    int f(int k, int x) const { return image_[static_cast<size_t>(k) * n_ + x]; }
    // Pair states: Alice to move at p is p, Bob pairs_ + p; 2 pairs_: merged.
    int pair_state(int x, int y, bool alice_to_move) const {
        return static_cast<int>((alice_to_move ? 0 : pairs_) + funny_pair_id(x, y));
    }

    void solve_pairs() {
        const int merged = static_cast<int>(2 * pairs_);
        std::vector<int> first{0}, to, seen(merged + 1, -1);
        std::vector<char> alice_moves(merged + 1, 0);
        for (int side = 0; side < 2; ++side)
            for (int y = 1; y < n_; ++y)
                for (int x = 0; x < y; ++x) {
                    const int s = pair_state(x, y, side == 0);
                    alice_moves[s] = side == 0;
                    for (int k = 0; k < m_; ++k) {
                        const int a = f(k, x), b = f(k, y);
                        const int t = a == b ? merged : pair_state(a, b, side == 1);
                        if (seen[t] != s) seen[t] = s, to.push_back(t);
                    }
                    first.push_back(static_cast<int>(to.size()));
                }
        first.push_back(static_cast<int>(to.size()));  // merged: no moves
        pair_rank_ = attractor_ranks(GameGraph(std::move(first), std::move(to)), alice_moves, {merged});
        yes_ = std::find(pair_rank_.begin(), pair_rank_.end() - 1, -1) == pair_rank_.end() - 1;
        if (yes_) largest_rank_ = *std::max_element(pair_rank_.begin(), pair_rank_.end());
    }

    // f_k's image of a set, as a sorted set, into `next`.
    void apply(int k, const std::vector<int>& set, std::vector<int>& next) {
        ++round_;
        next.clear();
        for (int x : set)
            if (stamp_[f(k, x)] != round_) stamp_[f(k, x)] = round_, next.push_back(f(k, x));
        std::sort(next.begin(), next.end());
    }

    // A pair of the set that Bob wins with the same player to move, or
    // {-1, -1}; the least rank of its pairs in `least` otherwise.
    std::pair<int, int> bob_pair(const std::vector<int>& set, bool alice_to_move, long long* least = nullptr) const {
        long long lowest = -1;
        for (size_t i = 0; i < set.size(); ++i)
            for (size_t j = i + 1; j < set.size(); ++j) {
                const int rank = pair_rank_[pair_state(set[i], set[j], alice_to_move)];
                if (rank < 0) return {set[i], set[j]};
                if (lowest < 0 || rank < lowest) lowest = rank;
            }
        if (least) *least = lowest;
        return {-1, -1};
    }

    static void key(const std::vector<int>& set, bool alice_to_move, std::string& key) {
        key.assign(1, alice_to_move ? 'A' : 'B');
        for (int v : set) key += static_cast<char>(v & 255), key += static_cast<char>(v >> 8);
    }

    // Searches the sets reachable from (set, mover) and solves them, into
    // exact_; false (nothing kept) past search_work_. Each set met is
    // looked up first, so Bob's pairs are looked for once per set.
    bool search(const std::vector<int>& set, bool alice_to_move) {
        const int merged = 0, bobs = 1;  // the merged set; any set holding a pair Bob wins
        std::vector<std::vector<int>> sets{{}, {}, set};
        std::vector<char> alice_moves{0, 0, alice_to_move};
        std::string next_key;
        key(set, alice_to_move, next_key);
        std::unordered_map<std::string, int> id{{next_key, 2}};
        std::vector<int> first{0, 0, 0}, to, next;
        long long work = 0;
        for (size_t s = 2; s < sets.size(); ++s) {
            const size_t begin = to.size();
            const bool next_alice = !alice_moves[s];
            for (int k = 0; k < m_ && work <= search_work_; ++k) {
                apply(k, sets[s], next);
                work += static_cast<long long>(sets[s].size()) + kSetWork;
                int t = merged;
                if (next.size() > 1) {
                    key(next, next_alice, next_key);
                    const auto [at, added] = id.try_emplace(next_key, static_cast<int>(sets.size()));
                    if (added) {
                        work += static_cast<long long>(next.size() * next.size() / 2);
                        if (bob_pair(next, next_alice).first >= 0) at->second = bobs;
                        else sets.push_back(next), alice_moves.push_back(next_alice);
                    }
                    t = at->second;
                }
                to.push_back(t);
            }
            if (work > search_work_) return false;
            std::sort(to.begin() + begin, to.end());
            to.erase(std::unique(to.begin() + begin, to.end()), to.end());
            first.push_back(static_cast<int>(to.size()));
        }
        const std::vector<int> rank =
            attractor_ranks(GameGraph(std::move(first), std::move(to)), alice_moves, {merged});
        for (const auto& [state, s] : id) exact_[state] = rank[s];
        return true;
    }

    // An outcome: the winner ("" unknown), the moves left (-1: none), in words.
    static PlayOutcome outcome_of(const char* winner, long long moves, std::string text) {
        PlayOutcome outcome;
        outcome.winner = winner;
        outcome.moves = moves;
        outcome.text = std::move(text);
        return outcome;
    }

    PlayOutcome outcome(const std::vector<int>& set, bool alice_to_move, bool may_search) {
        if (set.size() == 1)
            return outcome_of("Alice", 0, "every entry is " + std::to_string(set[0] + 1) + ": Alice has won");
        long long least = -1;
        if (const auto [x, y] = bob_pair(set, alice_to_move, &least); x >= 0)
            return outcome_of(
                "Bob", -1, "Bob keeps " + std::to_string(x + 1) + " and " + std::to_string(y + 1) + " apart forever");
        std::string state;
        key(set, alice_to_move, state);
        if (exact_.count(state) == 0 && may_search) search(set, alice_to_move);
        if (const auto found = exact_.find(state); found != exact_.end())
            return found->second >= 0
                       ? outcome_of("Alice", found->second,
                                    "Alice makes every entry equal within " + moves_text(found->second))
                       : outcome_of("Bob", -1,
                                    "Bob keeps the values apart forever (though Alice wins each pair of them)");
        if (!yes_)
            return outcome_of(
                "", -1,
                "unknown: Alice wins each pair of these values, and the sets they lead to are too many to search");
        const long long bound = least + static_cast<long long>(set.size() - 2) * largest_rank_;
        PlayOutcome outcome =
            outcome_of("Alice", bound,
                       "Alice makes every entry equal within at most " + moves_text(bound) +
                           " (the bound of her pair-by-pair strategy; exact counts are out of reach for so many sets)");
        outcome.exact = false;
        return outcome;
    }

    // explain's picture of the pair game: the nodes of the pairs of the set.
    std::vector<std::string> nodes(const std::vector<int>& set, bool alice_to_move) const {
        if (set.size() == 1) return {"merged"};
        std::vector<std::string> ids;
        for (size_t i = 0; i < set.size() && set.size() <= 20; ++i)
            for (size_t j = i + 1; j < set.size(); ++j)
                ids.push_back((alice_to_move ? "A" : "B") + std::to_string(funny_pair_id(set[i], set[j])));
        return ids;
    }

    std::string text(const std::vector<int>& set, bool alice_to_move) const {
        std::string text(1, alice_to_move ? 'A' : 'B');
        for (size_t i = 0; i < set.size(); ++i) text += (i ? "," : "") + std::to_string(set[i] + 1);
        return text;
    }

    // A position's text, exactly as text() writes it (values increasing).
    bool read(const std::string& position, std::vector<int>& set, bool& alice_to_move) const {
        std::vector<long long> values;
        if (position.empty() || (position[0] != 'A' && position[0] != 'B') ||
            !read_numbers(position.substr(1), ",", values))
            return false;
        alice_to_move = position[0] == 'A';
        set.clear();
        for (long long v : values) {
            if (v < 1 || v > n_) return false;
            set.push_back(static_cast<int>(v) - 1);
        }
        return text(set, alice_to_move) == position && std::is_sorted(set.begin(), set.end()) &&
               std::adjacent_find(set.begin(), set.end()) == set.end();
    }

    long long search_work_;
    int n_, m_;
    long long pairs_;
    std::vector<int> image_;      // image_[k * n + x] = f_{k+1}(x+1) - 1
    std::vector<int> pair_rank_;  // by pair state
    bool yes_ = false;            // Alice wins every pair, either to move
    long long largest_rank_ = 0;
    std::unordered_map<std::string, int> exact_;  // searched sets: rank, or -1 where Bob wins
    std::vector<int> stamp_;
    int round_ = 0;
};

}  // namespace

std::unique_ptr<Play> make_funny_game_play(const FunnyGameCase& game, std::string& too_big, long long search_work) {
    const long long pair_moves =
        static_cast<long long>(game.n) * (game.n - 1) * static_cast<long long>(game.functions.size());
    if (play_detail::too_big_to_play("the pair game", pair_moves, "moves", kMaxPairMoves, too_big)) return nullptr;
    return std::make_unique<FunnyPlay>(game, search_work);
}

template <>
std::unique_ptr<Play> make_play(const FunnyGameCase& game, std::string& too_big) {
    return make_funny_game_play(game, too_big, kFunnyGameSetSearchWork);
}

}  // namespace harness
