// hdu7399: playing the token game. A position is the token's vertex and the
// vertices visited since the last full round: "u1;u0,u1,v2" (u's, then v's,
// by index). A move adds the vertex it reaches; once every vertex has been
// visited, the round is full and the next one starts at the token's vertex.
//
// Visiting every vertex infinitely often does not depend on what happened so
// far, so the winner is the test's answer from every position:
//  - a vertex without out-edge (a dead end): No. From YY's attractor of the
//    dead ends she stops the game there (ranked); elsewhere GG keeps the
//    token off them, and they are never visited;
//  - else GG's attractor of a target s missing a vertex: No, and its
//    complement is YY's trap, where she keeps the token away from s forever
//    (s: the first vertex, u0 first, that GG cannot reach from everywhere);
//  - else Yes: GG's next target is the first vertex (u0, u1, ..., v0, ...)
//    not visited in this round, and its rank in her attractor (computed
//    when first needed, a few kept) the moves left until the token is there.
// Finding s: GG's attractor of u0, then of each other vertex t in order,
// stopped once it takes in a vertex already known to be reached from
// everywhere (then so is t). Time O(V + E) per attractor.
#include <algorithm>
#include <deque>
#include <utility>

#include "play_common.hpp"
#include "problems/hdu7399/problem.hpp"

namespace harness {

namespace {

using namespace play_detail;

// The largest games played (edges).
constexpr long long kMaxEdges = 1000000;
// GG's attractors kept, by target.
constexpr size_t kKeptAttractors = 4;

class BipartitePlay : public Play {
public:
    explicit BipartitePlay(const BipartiteGameCase& game)
        : n_(game.n), vertices_(game.n + game.m), graph_(successors(game)), gg_moves_(vertices_, 0) {
        std::vector<char> yy_moves(vertices_, 0);
        for (int w = 0; w < vertices_; ++w) {
            (w < n_ ? gg_moves_ : yy_moves)[w] = 1;
            if (graph_.moves_from(w) == 0) dead_ends_.push_back(w);
        }
        if (!dead_ends_.empty()) dead_rank_ = attractor_ranks(graph_, yy_moves, dead_ends_);
        else find_trap();
    }

    std::string start(const std::string& choice, std::string& error) const override {
        const int w = choice.empty() ? 0 : vertex(choice);
        if (w < 0) {
            error = "no vertex \"" + choice + "\": the vertices are u0..u" + std::to_string(n_ - 1) + " and v0..v" +
                    std::to_string(vertices_ - n_ - 1);
            return "";
        }
        return text(w, std::vector<char>(vertices_, 0), w);
    }

    PlayView view(const std::string& position) override {
        PlayView view;
        int w = -1;
        std::vector<char> visited;
        if (!read(position, w, visited))
            return not_a_position(position, "u0;u0,v1: the token on u0, u0 and v1 visited in this round");
        view.position = position;
        const int target = next_target(visited);
        view.outcome = outcome(w, target);
        view.nodes.push_back(name(w));
        for (int v = 0; v < vertices_; ++v)
            if (visited[v]) view.visited.push_back(name(v));
        if (graph_.moves_from(w) > 0) view.mover = w < n_ ? "GG" : "YY";
        for (const int* t = graph_.begin(w); t != graph_.end(w); ++t) {
            PlayMove move;
            std::vector<char> next = visited;
            next[*t] = 1;
            const bool full = std::find(next.begin(), next.end(), 0) == next.end();
            if (full) std::fill(next.begin(), next.end(), 0);
            move.label = name(w) + " -> " + name(*t) + (full ? " (the round is full)" : "");
            move.to = text(*t, next, *t);
            move.outcome = outcome(*t, next_target(next, *t));
            move.left = left_after(*t, target, move.outcome);
            view.moves.push_back(std::move(move));
        }
        view.reply = perfect_reply(view.mover, view.moves);
        if (target >= 0) view.strategy = strategy_toward(target);
        return view;
    }

private:
    // GG's moves toward `target` (PlayView::strategy): from each of her
    // vertices, the first successor one rank nearer in her attractor.
    std::vector<std::string> strategy_toward(int target) {
        const std::vector<int>& rank = ranks_to(target);
        std::vector<std::string> edges;
        for (int w = 0; w < n_; ++w) {
            const int* chosen = graph_.end(w) - graph_.begin(w) == 1 ? graph_.begin(w) : graph_.end(w);
            for (const int* t = graph_.begin(w); t != graph_.end(w) && chosen == graph_.end(w) && w != target; ++t)
                if (rank[*t] == rank[w] - 1) chosen = t;
            if (chosen != graph_.end(w)) edges.push_back(name(w) + "->" + name(*chosen));
        }
        return edges;
    }

    static GameGraph successors(const BipartiteGameCase& game) {
        std::vector<int> first{0}, to;
        for (int w = 0; w < game.n + game.m; ++w) {
            const size_t begin = to.size();
            for (int t : game.out(w)) to.push_back(game.head(w, t));
            std::sort(to.begin() + begin, to.end());
            to.erase(std::unique(to.begin() + begin, to.end()), to.end());
            first.push_back(static_cast<int>(to.size()));
        }
        return GameGraph(std::move(first), std::move(to));
    }

    // The first vertex GG cannot force the token to from everywhere, and
    // the trap around it (finding s, above); none when the answer is Yes.
    void find_trap() {
        Attractor attractor(graph_, gg_moves_);
        std::vector<char> settled(vertices_, 0);
        for (int t = 0; t < vertices_; ++t) {
            if (attractor.compute({t}, &settled) < 0 && static_cast<int>(attractor.members().size()) < vertices_) {
                trap_target_ = t;
                for (int w = 0; w < vertices_; ++w) in_trap_.push_back(!attractor.member(w));
                trap_first_ = static_cast<int>(std::find(in_trap_.begin(), in_trap_.end(), 1) - in_trap_.begin());
                return;
            }
            settled[t] = 1;
        }
    }

    // GG's attractor ranks of `target`, kept for the next few calls.
    const std::vector<int>& ranks_to(int target) {
        for (const auto& [kept, ranks] : attractors_)
            if (kept == target) return ranks;
        if (attractors_.size() == kKeptAttractors) attractors_.pop_front();
        attractors_.emplace_back(target, attractor_ranks(graph_, gg_moves_, {target}));
        return attractors_.back().second;
    }

    // The first vertex not visited (GG's next target), `also` counted as
    // visited; -1 unless the answer is Yes.
    int next_target(const std::vector<char>& visited, int also = -1) const {
        if (!dead_ends_.empty() || trap_target_ >= 0) return -1;
        for (int v = 0; v < vertices_; ++v)
            if (!visited[v] && v != also) return v;
        return -1;
    }

    PlayOutcome outcome(int w, int target) {
        PlayOutcome outcome;
        if (target >= 0) {
            outcome.winner = "GG";
            outcome.goal = name(target);
            outcome.goal_moves = ranks_to(target)[w];
            outcome.text = "GG visits every vertex infinitely often: next she forces the token to " + outcome.goal +
                           " within " + moves_text(outcome.goal_moves);
            return outcome;
        }
        outcome.winner = "YY";
        if (!dead_ends_.empty()) {
            outcome.moves = dead_rank_[w];
            outcome.goal = name(dead_ends_[0]);
            outcome.text =
                outcome.moves == 0 ? "the token is on " + name(w) + ", a dead end: the game has stopped, YY has won"
                : outcome.moves > 0
                    ? "YY forces the token to a dead end within " + moves_text(outcome.moves) + ": the game stops there"
                    : "YY wins: GG can keep the token off the dead end " + outcome.goal +
                          ", but then it is never visited";
            return outcome;
        }
        outcome.goal = name(trap_target_);
        outcome.text = in_trap_[w]
                           ? "YY keeps the token away from " + outcome.goal + " forever"
                           : "YY wins: GG must visit " + name(trap_first_) +
                                 " infinitely often, and once the token is in YY's trap she keeps it away from " +
                                 outcome.goal + " forever";
        return outcome;
    }

    // PlayMove::left of a move to w, from a position whose target is
    // `target` (-1: none).
    long long left_after(int w, int target, const PlayOutcome& outcome) {
        if (target >= 0) return w == target ? 0 : ranks_to(target)[w];
        if (outcome.moves >= 0) return outcome.moves;
        return trap_target_ >= 0 && in_trap_[w] ? 0 : -1;
    }

    std::string name(int w) const { return w < n_ ? "u" + std::to_string(w) : "v" + std::to_string(w - n_); }

    // The vertex named "u3" or "v0", or -1.
    int vertex(const std::string& text) const {
        std::vector<long long> number;
        if (text.size() < 2 || (text[0] != 'u' && text[0] != 'v') || !read_numbers(text.substr(1), "", number))
            return -1;
        const long long w = text[0] == 'u' ? number[0] : n_ + number[0];
        return (text[0] == 'u' ? w < n_ : w < vertices_) && name(static_cast<int>(w)) == text ? static_cast<int>(w)
                                                                                              : -1;
    }

    std::string text(int w, const std::vector<char>& visited, int also) const {
        std::string text = name(w) + ";";
        for (int v = 0; v < vertices_; ++v)
            if (visited[v] || v == also) text += (text.back() == ';' ? "" : ",") + name(v);
        return text;
    }

    // A position's text, exactly as text() writes it, with w visited and
    // some vertex not (a full round starts over).
    bool read(const std::string& position, int& w, std::vector<char>& visited) const {
        const size_t semicolon = position.find(';');
        if (semicolon == std::string::npos || (w = vertex(position.substr(0, semicolon))) < 0) return false;
        visited.assign(vertices_, 0);
        for (size_t at = semicolon + 1; at < position.size();) {
            const size_t comma = std::min(position.find(',', at), position.size());
            const int v = vertex(position.substr(at, comma - at));
            if (v < 0) return false;
            visited[v] = 1;
            at = comma + 1;
        }
        return visited[w] && std::find(visited.begin(), visited.end(), 0) != visited.end() &&
               text(w, visited, w) == position;
    }

    int n_, vertices_;  // u_i is vertex i, v_j is n + j
    GameGraph graph_;
    std::vector<char> gg_moves_;
    std::vector<int> dead_ends_, dead_rank_;
    int trap_target_ = -1, trap_first_ = -1;
    std::vector<char> in_trap_;
    std::deque<std::pair<int, std::vector<int>>> attractors_;
};

}  // namespace

template <>
std::unique_ptr<Play> make_play(const BipartiteGameCase& game, std::string& too_big) {
    const long long edges = static_cast<long long>(edge_count(game));
    if (play_detail::too_big_to_play("the graph", edges, "edges", kMaxEdges, too_big)) return nullptr;
    return std::make_unique<BipartitePlay>(game);
}

}  // namespace harness
