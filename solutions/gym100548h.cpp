// Gym 100548 H - The Problem to Make You Happy (2014 ACM-ICPC Asia Xi'an)
//
// Problem. On a directed graph Bob's piece starts on x and Alice's on y; Bob
// moves first, then they alternate, each sliding their own piece along one
// out-edge. A player who cannot move loses; if the pieces ever share a vertex
// Alice wins at once; a game that never ends is Bob's. Print, per test,
// "Case #k: Yes" if Bob wins with perfect play, "Case #k: No" otherwise.
//
// Idea. A state is (Bob's vertex, Alice's vertex, who moves). Alice wins
// exactly on the states from which she can force a collision or a stuck Bob:
// her attractor, the least fixed point of "Alice to move: some move wins;
// Bob to move: every move loses for him". Bob wins everywhere else, endless
// games included. (A DFS that calls a repeated state a win for Bob is NOT
// sound on cycles: the problem file has a trap case.) Only states whose
// pieces stand on vertices they can reach from x and y matter. Per test,
// cheapest proof first:
//  1. Bob escapes: Alice can never stand on a vertex she cannot reach, so
//     if Bob can walk from x through such vertices only (x excepted: he
//     leaves it first) forever, or for longer than Alice can walk at all,
//     Bob wins. If the pieces can never meet, this test is exact. O(n + m).
//  2. Alice outlasts: if Bob's longest walk is finite and Alice's is at least
//     as long (longer, if she moves first), or endless, Alice wins whatever
//     happens, as meeting only helps her. This settles states without any
//     search (all stuck Bobs among them) and is used inside 3 and 4.
//  3. On graphs with 8 or more moves per vertex on average: a depth-first
//     search from the start, where Alice wins fast or Bob's escape is short.
//     Alice's wins are final and travel backwards as they are found; Bob
//     keeps one candidate move per state (the first not yet known to lose,
//     a "watched" move), Alice's moves are tried one at a time unless one
//     wins. When nothing is left to expand, the open states are closed under
//     Bob's candidates and all of Alice's moves and hold no win of hers:
//     Bob plays his candidates forever. After a linear number of states
//     without an answer, it hands over to 4.
//  4. Retrograde analysis: Alice's wins spread back from the collisions,
//     with a counter per Bob-to-move state of his moves not yet known to
//     lose; every move is counted once. It stops once the start is won; if
//     it runs out first, the start is Bob's.
//
// Complexity per test: O(n * m) time in the worst case (steps 3 and 4 look
// at each state's moves O(1) times), O(n^2 + m) memory: arrays for the
// 2 * |RB| * |RA| states, RB and RA being the vertices Bob and Alice can
// reach. Usually only a small part of them is touched.
//
// Input. Numbers are read as whitespace-separated tokens; a UTF-8 byte order
// mark at the start is skipped and the input ends at a Ctrl-Z byte, as on
// Windows. Anything that is not a valid input (not an integer, out of range,
// missing or extra tokens) stops the program with one line on stderr and exit
// status 1, after the answers of the complete tests before it; so does a
// failed read or write. Accepted beyond the judge's promises: T <= 10^6, n <=
// 2000, m <= 4 * 10^6, self-loops and duplicate edges, x == y (Alice has
// already won).
// A token reader cannot see line structure: a count that does not match its
// line shifts the tokens after it (the project's `validate` tool checks that).
//
// C++98 to C++20, standard library only, no recursion.

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

// ----------------------------------------------------------------- model ----

// Vertices are 0-based inside the program.
struct ChaseGame {
    int n;
    std::vector<int> tail, head;  // edge i goes tail[i] -> head[i]
    int bob_start;
    int alice_start;
};

// The graph as out- and in-adjacency arrays (edges counted with multiplicity).
// Its arrays are reused from one test to the next.
class Graph {
public:
    Graph() : n_(0) {}
    void build(const ChaseGame& game) {
        n_ = game.n;
        bucket(game.tail, game.head, out_start_, out_);
        bucket(game.head, game.tail, in_start_, in_);
    }
    int vertices() const { return n_; }
    const int* out_begin(int v) const { return data(out_) + out_start_[v]; }
    const int* out_end(int v) const { return data(out_) + out_start_[v + 1]; }
    const int* in_begin(int v) const { return data(in_) + in_start_[v]; }
    const int* in_end(int v) const { return data(in_) + in_start_[v + 1]; }
    int out_degree(int v) const { return out_start_[v + 1] - out_start_[v]; }

private:
    static const int* data(const std::vector<int>& list) { return list.empty() ? 0 : &list[0]; }

    // Groups `to` by `from`: to-values of from-vertex v end up in
    // list[start[v] .. start[v + 1]).
    void bucket(const std::vector<int>& from, const std::vector<int>& to,
                std::vector<int>& start, std::vector<int>& list) {
        start.assign(n_ + 1, 0);
        list.resize(from.size());
        for (std::size_t i = 0; i < from.size(); ++i) ++start[from[i] + 1];
        for (int v = 0; v < n_; ++v) start[v + 1] += start[v];
        next_.assign(start.begin(), start.end() - 1);
        for (std::size_t i = 0; i < from.size(); ++i) list[next_[from[i]]++] = to[i];
    }

    int n_;
    std::vector<int> out_start_, out_;
    std::vector<int> in_start_, in_;
    std::vector<int> next_;
};

// ------------------------------------------------- the pieces never meet ----

// The vertices a piece can ever stand on, numbered 0, 1, ... in the order a
// breadth-first search from its start finds them.
struct Reach {
    std::vector<int> index;   // index[v] = number of v, or -1 if unreachable
    std::vector<int> vertex;  // vertex[i] = the vertex numbered i
};

void find_reach(const Graph& graph, int source, Reach& reach) {
    reach.index.assign(graph.vertices(), -1);
    reach.vertex.clear();
    reach.index[source] = 0;
    reach.vertex.push_back(source);
    for (std::size_t i = 0; i < reach.vertex.size(); ++i) {
        const int v = reach.vertex[i];
        for (const int* w = graph.out_begin(v); w != graph.out_end(v); ++w) {
            if (reach.index[*w] < 0) {
                reach.index[*w] = static_cast<int>(reach.vertex.size());
                reach.vertex.push_back(*w);
            }
        }
    }
}

bool can_ever_meet(const Reach& bob, const Reach& alice) {
    for (std::size_t i = 0; i < bob.vertex.size(); ++i)
        if (alice.index[bob.vertex[i]] >= 0) return true;
    return false;
}

const int kEndless = -1;

// The most moves a lone piece can make from each vertex it may use (all, or
// those with usable[v] != 0) without leaving them; kEndless if it can walk
// forever. Peels vertices whose usable successors are all finished, starting
// from those with none; what is never peeled reaches a cycle.
std::vector<int> longest_walks(const Graph& graph, const std::vector<char>* usable) {
    const int n = graph.vertices();
    std::vector<int> longest(n, 0), unfinished(n, 0), ready;
    ready.reserve(n);
    for (int v = 0; v < n; ++v) {
        if (usable && !(*usable)[v]) continue;
        if (usable) {
            for (const int* w = graph.out_begin(v); w != graph.out_end(v); ++w)
                if ((*usable)[*w]) ++unfinished[v];
        } else {
            unfinished[v] = graph.out_degree(v);
        }
        if (unfinished[v] == 0) ready.push_back(v);
    }
    for (std::size_t i = 0; i < ready.size(); ++i) {
        const int v = ready[i];
        for (const int* u = graph.in_begin(v); u != graph.in_end(v); ++u) {
            if (usable && !(*usable)[*u]) continue;
            if (longest[*u] < longest[v] + 1) longest[*u] = longest[v] + 1;
            if (--unfinished[*u] == 0) ready.push_back(*u);
        }
    }
    for (int v = 0; v < n; ++v)
        if (unfinished[v] > 0) longest[v] = kEndless;
    return longest;
}

// Alice can never stand on a vertex she cannot reach. So if Bob can walk
// from x through such vertices only (x itself excepted: he leaves it before
// Alice moves) for longer than Alice can walk at all, or forever, nothing
// can catch him and Alice is stuck first: Bob wins. When the pieces can
// never meet, every walk of Bob's is such a walk, and the test is exact.
bool bob_escapes_alone(const Graph& graph, const Reach& alice, const std::vector<int>& walks,
                       int bob_start, int alice_start) {
    bool first_move_out_of_reach = false;
    for (const int* w = graph.out_begin(bob_start); w != graph.out_end(bob_start); ++w)
        first_move_out_of_reach = first_move_out_of_reach || alice.index[*w] < 0;
    if (!first_move_out_of_reach) return false;
    const int n = graph.vertices();
    std::vector<char> out_of_reach(n);
    for (int v = 0; v < n; ++v) out_of_reach[v] = alice.index[v] < 0;
    const int alice_walk = walks[alice_start];
    const std::vector<int> bob_walk = longest_walks(graph, &out_of_reach);
    int best = 0;  // Bob's longest walk out of Alice's reach
    for (const int* w = graph.out_begin(bob_start); w != graph.out_end(bob_start); ++w) {
        if (!out_of_reach[*w]) continue;
        if (bob_walk[*w] == kEndless) return true;
        if (best < bob_walk[*w] + 1) best = bob_walk[*w] + 1;
    }
    return alice_walk != kEndless && best > alice_walk;
}

// ------------------------------------------------------ on-the-fly search ----

// One piece's moves over the vertices it can reach, renumbered 0, 1, ... as
// in its Reach, so the search indexes arrays directly.
struct Moves {
    std::vector<int> start;  // moves of i: target[start[i] .. start[i + 1])
    std::vector<int> target;

    // Each vertex's moves in input order, except that with `walks` given,
    // moves to vertices with endless walks come first.
    void build(const Graph& graph, const Reach& reach, const std::vector<int>* walks) {
        start.assign(1, 0);
        target.clear();
        for (std::size_t i = 0; i < reach.vertex.size(); ++i) {
            const int v = reach.vertex[i];
            for (int pass = walks ? 0 : 1; pass < 2; ++pass) {
                for (const int* w = graph.out_begin(v); w != graph.out_end(v); ++w)
                    if (walks == 0 || ((*walks)[*w] == kEndless) == (pass == 0))
                        target.push_back(reach.index[*w]);
            }
            start.push_back(static_cast<int>(target.size()));
        }
    }
    // The moves into each reached vertex from reached vertices.
    void build_incoming(const Graph& graph, const Reach& reach) {
        start.assign(1, 0);
        target.clear();
        for (std::size_t i = 0; i < reach.vertex.size(); ++i) {
            const int v = reach.vertex[i];
            for (const int* u = graph.in_begin(v); u != graph.in_end(v); ++u)
                if (reach.index[*u] >= 0) target.push_back(reach.index[*u]);
            start.push_back(static_cast<int>(target.size()));
        }
    }
    const int* begin(std::size_t i) const { return target.empty() ? 0 : &target[0] + start[i]; }
    const int* end(std::size_t i) const { return target.empty() ? 0 : &target[0] + start[i + 1]; }
    int count(std::size_t i) const { return start[i + 1] - start[i]; }
};

const int kNone = -1;  // end of a watcher list
// Fewer moves than this per vertex, on average, and the search is skipped:
// there Alice's wins are few and the retrograde is cheaper.
const std::size_t kSparseDegree = 8;
// The search may see this many states per vertex and move of the two
// pieces' graphs before it hands over to the retrograde.
const std::size_t kSearchBudgetFactor = 4;

// Tests build two more variants of this file, to check each method alone on
// every kind of graph: -DCHASE_SEARCH_ONLY and -DCHASE_RETROGRADE_ONLY.

// Decides the state (Bob on x, Alice on y, Bob to move) over the states
// (Bob's vertex, Alice's vertex, mover) with each piece on a vertex it can
// reach, by steps 2 to 4 of the header:
//  - outlasting settles states without search, inside both methods;
//  - the depth-first search runs first, except on sparse graphs, with a
//    budget of states linear in the two pieces' graphs;
//  - the retrograde analysis decides what the search could not.
// The arrays are kept from one test to the next, grown when a test needs
// more, and only the entries a test touched are cleared after it.
class ChaseSearch {
public:
    ChaseSearch() : alice_bits_(0), start_(0) {}

    bool bob_wins(const Graph& graph, const Reach& bob, const Reach& alice,
                  const std::vector<int>& walks) {
        const std::size_t budget = search_budget(graph, bob, alice);
        prepare(graph, bob, alice, walks, budget > 0);
        if (budget > 0) {
            mark_catches(true);
            const bool decided = search(budget);
            const bool result = !alice_wins(start_);
            clean_up();
            mark_catches(false);
            if (decided) return result;
        }
        retrograde();
        const bool result = !alice_wins(start_);
        clean_up();
        return result;
    }

private:
    enum Status { kUnseen, kWaiting, kExpanded, kAliceWins };
    enum Mover { kBobMoves = 0, kAliceMoves = 1 };

    struct Frame {
        Frame(std::size_t s, int move) : state(s), next_move(move) {}
        std::size_t state;
        int next_move;  // Alice to move: the next of her moves to try
    };

    // With `searching`, Bob's moves toward endless walks come first.
    void prepare(const Graph& graph, const Reach& bob, const Reach& alice,
                 const std::vector<int>& walks, bool searching) {
        bob_moves_.build(graph, bob, searching ? &walks : 0);
        if (searching) alice_moves_.build(graph, alice, 0);
        bob_moved_from_.build_incoming(graph, bob);
        alice_moved_from_.build_incoming(graph, alice);
        const std::size_t bob_count = bob.vertex.size(), alice_count = alice.vertex.size();
        bob_meets_alice_.resize(bob_count);
        bob_walk_.resize(bob_count);
        for (std::size_t b = 0; b < bob_count; ++b) {
            bob_meets_alice_[b] = alice.index[bob.vertex[b]];
            bob_walk_[b] = walks[bob.vertex[b]];
        }
        bob_finite_moves_.assign(bob_count, 0);
        for (std::size_t b = 0; b < bob_count; ++b)
            for (const int* w = bob_moves_.begin(b); w != bob_moves_.end(b); ++w)
                if (bob_walk_[*w] != kEndless) ++bob_finite_moves_[b];
        alice_meets_bob_.resize(alice_count);
        alice_walk_.resize(alice_count);
        for (std::size_t a = 0; a < alice_count; ++a) {
            alice_meets_bob_[a] = bob.index[alice.vertex[a]];
            alice_walk_[a] = walks[alice.vertex[a]];
        }
        alice_bits_ = 0;
        while ((std::size_t(1) << alice_bits_) < alice_count) ++alice_bits_;
        const std::size_t states = state(bob_count, 0, 0);
        if (status_.size() < states) {
            status_.resize(states, kUnseen);
            move_index_.resize(states);
            watch_link_.resize(states);
            alice_catches_.resize(states / 2, false);
        }
        start_ = state(0, 0, kBobMoves);
    }

    // How many states the search may see before it hands over: none on
    // sparse graphs, else a few times as many as the two pieces' graphs have
    // vertices and moves.
    static std::size_t search_budget(const Graph& graph, const Reach& bob, const Reach& alice) {
        const std::size_t vertices = bob.vertex.size() + alice.vertex.size();
        std::size_t moves = 0;
        for (std::size_t i = 0; i < bob.vertex.size(); ++i) moves += graph.out_degree(bob.vertex[i]);
        for (std::size_t i = 0; i < alice.vertex.size(); ++i)
            moves += graph.out_degree(alice.vertex[i]);
#if defined(CHASE_SEARCH_ONLY)
        return 2 * vertices * vertices + moves;  // more than there are states
#elif defined(CHASE_RETROGRADE_ONLY)
        return 0 * (vertices + moves);
#else
        return moves < kSparseDegree * vertices ? 0 : kSearchBudgetFactor * (vertices + moves);
#endif
    }

    // Sets (or clears) the marks "Alice, on a, has a move onto Bob on b".
    void mark_catches(bool mark) {
        for (std::size_t a = 0; a < alice_meets_bob_.size(); ++a) {
            for (const int* w = alice_moves_.begin(a); w != alice_moves_.end(a); ++w) {
                const int b = alice_meets_bob_[*w];
                if (b >= 0) alice_catches_[catch_index(b, a)] = mark;
            }
        }
    }

    void clean_up() {
        for (std::size_t i = 0; i < touched_.size(); ++i) status_[touched_[i]] = kUnseen;
        touched_.clear();
        to_expand_.clear();
        newly_won_.clear();
    }

    // Bob on his vertex number b, Alice on her vertex number a. Alice's
    // numbers take alice_bits_ bits, so decoding is shifting.
    std::size_t state(std::size_t b, std::size_t a, int mover) const {
        return (((b << alice_bits_) | a) << 1) | static_cast<std::size_t>(mover);
    }
    std::size_t catch_index(std::size_t b, std::size_t a) const { return (b << alice_bits_) | a; }
    std::size_t bob_of(std::size_t s) const { return s >> (alice_bits_ + 1); }
    std::size_t alice_of(std::size_t s) const {
        return (s >> 1) & ((std::size_t(1) << alice_bits_) - 1);
    }
    static int mover_of(std::size_t s) { return static_cast<int>(s & 1); }

    // Alice outlasts Bob from s: his longest walk is finite and hers is at
    // least as long (longer if she moves first), or endless.
    bool alice_outlasts(std::size_t s) const {
        return alice_outlasts(bob_of(s), alice_of(s), mover_of(s));
    }
    bool alice_outlasts(std::size_t b, std::size_t a, int mover) const {
        const int bob_walk = bob_walk_[b];
        if (bob_walk == kEndless) return false;
        const int alice_walk = alice_walk_[a];
        if (alice_walk == kEndless) return true;
        return mover == kBobMoves ? alice_walk >= bob_walk : alice_walk > bob_walk;
    }
    bool alice_wins(std::size_t s) const { return status_[s] == kAliceWins || alice_outlasts(s); }

    void alice_wins_at(std::size_t s) {
        if (status_[s] == kUnseen) touched_.push_back(s);
        status_[s] = kAliceWins;
        newly_won_.push_back(s);
    }

    // ----------------------------------------------------- depth-first ----

    // Returns false if it gave up after seeing more than `budget` states
    // (at once if the budget is 0).
    // Frames hold a state to expand and, for Alice, the number of her next
    // move to try, so her moves are tried one at a time.
    bool search(std::size_t budget) {
        if (budget == 0) return false;
        discover(start_);
        while (!to_expand_.empty() && !alice_wins(start_)) {
            if (touched_.size() > budget) return false;
            const Frame frame = to_expand_.back();
            to_expand_.pop_back();
            const std::size_t s = frame.state;
            if (status_[s] == kAliceWins) continue;  // decided meanwhile
            status_[s] = kExpanded;
            if (mover_of(s) == kBobMoves) {
                watch_next_move(s, 0);
            } else {
                try_alice_moves(s, frame.next_move);
            }
            if (!newly_won_.empty()) propagate_alice_wins();
        }
        return true;
    }

    // First sight of a state with the pieces apart: Alice wins at once if
    // she outlasts Bob or can step onto him; otherwise it waits to be
    // expanded. Nobody depends on it yet, so there is nobody to tell.
    void discover(std::size_t s) {
        const bool alice_wins = alice_outlasts(s) ||
                                (mover_of(s) == kAliceMoves && alice_catches_[s >> 1]);
        status_[s] = alice_wins ? kAliceWins : kWaiting;
        watch_link_[s] = kNone;
        touched_.push_back(s);
        if (!alice_wins) to_expand_.push_back(Frame(s, 0));
    }

    // Bob at s keeps one candidate move: the first, from move number `first`
    // on, that neither meets Alice nor reaches a state she is known to win.
    // With none left, Alice wins at s.
    void watch_next_move(std::size_t s, int first) {
        const std::size_t b = bob_of(s);
        const int a = static_cast<int>(alice_of(s));
        const int* moves = bob_moves_.begin(b);
        const int count = bob_moves_.count(b);
        for (int i = first; i < count; ++i) {
            if (bob_meets_alice_[moves[i]] == a) continue;
            const std::size_t next = state(moves[i], a, kAliceMoves);
            if (status_[next] == kUnseen) discover(next);
            if (status_[next] == kAliceWins) continue;
            move_index_[s] = i;
            watch_link_[s] = watch_link_[next];  // s joins the watchers of next
            watch_link_[next] = static_cast<int>(s);
            return;
        }
        alice_wins_at(s);
    }

    // Alice at s, from move number `first` on: a move onto Bob or into a
    // state she is known to win wins s. At the first move into a state not
    // seen before, that state is explored first and the rest of s's moves
    // after it. If every move is seen and none wins, s stays open: later
    // wins reach it through propagate_alice_wins().
    void try_alice_moves(std::size_t s, int first) {
        const int b = static_cast<int>(bob_of(s));
        const std::size_t a = alice_of(s);
        const int* moves = alice_moves_.begin(a);
        const int count = alice_moves_.count(a);
        for (int i = first; i < count; ++i) {
            if (alice_meets_bob_[moves[i]] == b) {
                alice_wins_at(s);
                return;
            }
            const std::size_t next = state(b, moves[i], kBobMoves);
            if (status_[next] == kUnseen) {
                to_expand_.push_back(Frame(s, i + 1));
                discover(next);
                if (status_[next] == kAliceWins) alice_wins_at(s);
                return;
            }
            if (status_[next] == kAliceWins) {
                alice_wins_at(s);
                return;
            }
        }
    }

    // Passes Alice's new wins back: Bob's watchers of a won Alice-to-move
    // state look for another move; Alice-to-move states with a move into a
    // won Bob-to-move state are won (if seen: unseen ones find out when
    // they are expanded).
    void propagate_alice_wins() {
        while (!newly_won_.empty() && status_[start_] != kAliceWins) {
            const std::size_t t = newly_won_.back();
            newly_won_.pop_back();
            if (mover_of(t) == kAliceMoves) {
                int watcher = watch_link_[t];
                watch_link_[t] = kNone;
                while (watcher != kNone) {
                    const std::size_t s = static_cast<std::size_t>(watcher);
                    watcher = watch_link_[s];
                    watch_next_move(s, move_index_[s] + 1);
                }
            } else {
                const std::size_t b = bob_of(t), a = alice_of(t);
                for (const int* p = alice_moved_from_.begin(a); p != alice_moved_from_.end(a); ++p) {
                    const std::size_t from = state(b, *p, kAliceMoves);
                    if (status_[from] == kWaiting || status_[from] == kExpanded)
                        alice_wins_at(from);
                }
            }
        }
    }

    // ------------------------------------------------------ retrograde ----

    // Alice's wins beyond outlasting spread back from the collisions. A
    // Bob-to-move state gets its counter when first reached: its moves,
    // less those into states Alice wins by outlasting (those are never
    // queued, so every move is counted exactly once). Stops once the start
    // is decided.
    void retrograde() {
        for (std::size_t b = 0; b < bob_meets_alice_.size(); ++b) {
            const int a = bob_meets_alice_[b];
            if (a < 0) continue;  // the pieces meet on this vertex
            alice_wins_at(state(b, a, kBobMoves));
            alice_wins_at(state(b, a, kAliceMoves));
        }
        for (std::size_t i = 0; i < newly_won_.size() && status_[start_] != kAliceWins; ++i) {
            const std::size_t t = newly_won_[i];
            const std::size_t b = bob_of(t), a = alice_of(t);
            if (mover_of(t) == kAliceMoves) {  // reached by a move of Bob's
                for (const int* p = bob_moved_from_.begin(b); p != bob_moved_from_.end(b); ++p)
                    bob_loses_a_move(*p, a);
            } else {  // reached by a move of Alice's
                for (const int* p = alice_moved_from_.begin(a); p != alice_moved_from_.end(a); ++p) {
                    const std::size_t from = state(b, *p, kAliceMoves);
                    if (status_[from] != kAliceWins && !alice_outlasts(b, *p, kAliceMoves))
                        alice_wins_at(from);
                }
            }
        }
    }

    // Bob, on b with Alice on a, has one more move known to lose.
    void bob_loses_a_move(std::size_t b, std::size_t a) {
        const std::size_t s = state(b, a, kBobMoves);
        if (status_[s] == kAliceWins || alice_outlasts(b, a, kBobMoves)) return;
        if (status_[s] == kUnseen) {
            status_[s] = kWaiting;  // its counter is set
            touched_.push_back(s);
            move_index_[s] = moves_not_outlasted(b, a);
        }
        if (--move_index_[s] == 0) alice_wins_at(s);
    }

    int moves_not_outlasted(std::size_t b, std::size_t a) const {
        // Against an endless Alice, exactly the moves to finite walks lose.
        if (alice_walk_[a] == kEndless) return bob_moves_.count(b) - bob_finite_moves_[b];
        int count = 0;
        for (const int* w = bob_moves_.begin(b); w != bob_moves_.end(b); ++w)
            if (bob_meets_alice_[*w] == static_cast<int>(a) || !alice_outlasts(*w, a, kAliceMoves))
                ++count;
        return count;
    }

    Moves bob_moves_, alice_moves_, bob_moved_from_, alice_moved_from_;
    std::vector<int> bob_meets_alice_;  // Bob's vertex b as Alice's number, or -1
    std::vector<int> alice_meets_bob_;  // Alice's vertex a as Bob's number, or -1
    std::vector<int> bob_walk_;         // longest walk from Bob's vertex b
    std::vector<int> bob_finite_moves_;  // Bob's moves from b to vertices with finite walks
    std::vector<int> alice_walk_;       // longest walk from Alice's vertex a
    int alice_bits_;
    std::vector<unsigned char> status_;
    // Of a Bob-to-move state: its candidate move (search), or its moves not
    // yet known to lose (retrograde).
    std::vector<int> move_index_;
    // Bob-to-move state: next watcher of the same state; Alice-to-move state:
    // first Bob-to-move state watching it.
    std::vector<int> watch_link_;
    std::vector<bool> alice_catches_;  // [catch_index(b, a)]: Alice on a can step onto Bob on b
    std::size_t start_;
    std::vector<std::size_t> touched_;  // every state seen in this test
    std::vector<Frame> to_expand_;      // depth-first
    std::vector<std::size_t> newly_won_;
};

// Everything a test needs, kept from one test to the next so that a run of
// small tests allocates almost nothing.
struct ChaseSolver {
    Graph graph;
    Reach bob, alice;
    ChaseSearch search;

    bool bob_wins(const ChaseGame& game) {
        if (game.bob_start == game.alice_start) return false;  // caught before any move
        graph.build(game);
        find_reach(graph, game.bob_start, bob);
        find_reach(graph, game.alice_start, alice);
        const std::vector<int> walks = longest_walks(graph, 0);
        if (bob_escapes_alone(graph, alice, walks, game.bob_start, game.alice_start)) return true;
        if (!can_ever_meet(bob, alice)) return false;  // Bob cannot outlast Alice
        return search.bob_wins(graph, bob, alice, walks);
    }
};

// ========================================================= input layer ====
// The same in the three judge files, byte for byte (a test compares them).
// The whole input is read at once. A UTF-8 byte order mark at the start is
// skipped, and the input ends at the first Ctrl-Z byte (0x1A), as Windows
// reads a text file, so every platform sees the same input. Numbers are
// parsed quickly when they are plain; anything else takes a careful path
// that words the first error as "PROBLEM: test K, line L: what", quoting the
// token exactly as written. Answers are written in blocks; a failed read or
// write is reported with the system's reason.

const std::size_t kShownChars = 24;          // of a bad token, in error messages
const std::size_t kOutputBlock = 1 << 16;    // bytes of answers per write
const int kSaturation = 1000000000;         // 10^9: beyond every limit

// Appends `number` in decimal (std::to_string is C++11).
void append_decimal(std::string& text, int number) {
    char digits[16];
    int size = 0;
    unsigned magnitude = static_cast<unsigned>(number);
    if (number < 0) magnitude = 0 - magnitude;
    do {
        digits[size++] = static_cast<char>('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0);
    if (number < 0) text += '-';
    while (size > 0) text += digits[--size];
}

std::string decimal(int number) {
    std::string text;
    append_decimal(text, number);
    return text;
}

bool is_space(char c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The name of a value in error messages, such as "n" or "f_2(7)": pieces of
// text with numbers between them, put together only when an error needs it.
class Name {
public:
    Name(const char* text) : count_(0) { text_[0] = text; }  // NOLINT: implicit on purpose
    Name(const char* text, int number, const char* after = "") : count_(1) {
        text_[0] = text;
        number_[0] = number;
        text_[1] = after;
    }
    Name(const char* text, int first, const char* middle, int second, const char* after = "")
        : count_(2) {
        text_[0] = text;
        number_[0] = first;
        text_[1] = middle;
        number_[1] = second;
        text_[2] = after;
    }
    std::string str() const {
        std::string name = text_[0];
        for (int i = 0; i < count_; ++i) {
            append_decimal(name, number_[i]);
            name += text_[i + 1];
        }
        return name;
    }

private:
    const char* text_[3];
    int number_[2];
    int count_;
};

// Reads all of `file` into `text`; on a read error, false and the reason.
bool read_all(std::FILE* file, std::vector<char>& text, std::string& reason) {
    std::size_t size = 0;
    text.resize(1 << 16);
    for (;;) {
        errno = 0;
        size += std::fread(&text[size], 1, text.size() - size, file);
        if (size < text.size()) break;
        text.resize(text.size() * 2);
    }
    if (std::ferror(file)) {
        reason = errno != 0 ? std::strerror(errno) : "read error";
        return false;
    }
    text.resize(size);
    return true;
}

// Named, range-checked integers from the judge input, and its first error.
class JudgeInput {
public:
    // Takes the input as read; appends a '\0' to it that ends every scan.
    JudgeInput(const char* problem, std::vector<char>& text) : problem_(problem), test_(0) {
        std::size_t size = 0;
        while (size < text.size() && text[size] != '\x1a') ++size;  // Ctrl-Z ends it
        text.resize(size);
        text.push_back('\0');
        begin_ = &text[0];
        end_ = begin_ + size;
        if (size >= 3 && begin_[0] == '\xef' && begin_[1] == '\xbb' && begin_[2] == '\xbf')
            begin_ += 3;  // a UTF-8 byte order mark
        pos_ = begin_;
    }

    void begin_test(int test) { test_ = test; }

    // Reads the next integer as `name`, which must lie in low..high (every
    // limit is below 10^9, so 9 digits are read at once, quickly).
    bool read(const Name& name, int low, int high, int& value) {
        while (is_space(*pos_)) ++pos_;
        const char* first = pos_;
        int number = 0;
        while (is_digit(*pos_) && pos_ - first < 9) number = number * 10 + (*pos_++ - '0');
        if (pos_ > first && (is_space(*pos_) || pos_ == end_) && low <= number && number <= high) {
            value = static_cast<int>(number);
            return true;
        }
        pos_ = first;
        return read_carefully(name, low, high, value);
    }

    // After the last test: nothing but whitespace may follow.
    bool expect_end() {
        while (is_space(*pos_)) ++pos_;
        if (pos_ == end_) return true;
        const char* first = pos_;
        skip_token();
        const int last_test = test_;
        test_ = 0;
        return fail_at(first, "unexpected \"" + shown(first, pos_) + "\" after the end of test " +
                                  decimal(last_test) + ", the last one");
    }

    // Records `what` as the error, naming problem and test; returns false.
    bool fail(const std::string& what) { return report(0, what); }

    const std::string& error() const { return error_; }

private:
    bool read_carefully(const Name& name, int low, int high, int& value) {
        if (pos_ == end_) return fail("input ends before " + name.str());
        const char* first = pos_;
        skip_token();
        const char* digits = first + (*first == '-' || *first == '+' ? 1 : 0);
        bool integer = digits < pos_;
        int magnitude = 0;  // 10^9 once it would pass that: out of every range
        for (const char* c = digits; integer && c < pos_; ++c) {
            if (!is_digit(*c)) integer = false;
            else if (magnitude < kSaturation / 10) magnitude = magnitude * 10 + (*c - '0');
            else magnitude = kSaturation;
        }
        if (!integer) {
            return fail_at(first, "expected an integer for " + name.str() + ", found \"" +
                                      shown(first, pos_) + "\"");
        }
        const int number = *first == '-' ? -magnitude : magnitude;
        if (number < low || number > high) {
            return fail_at(first, name.str() + " = " + shown(first, pos_) + " is outside " +
                                      decimal(low) + ".." + decimal(high));
        }
        value = static_cast<int>(number);
        return true;
    }

    void skip_token() {
        while (pos_ != end_ && !is_space(*pos_)) ++pos_;
    }

    // fail(), naming the line of `where` too.
    bool fail_at(const char* where, const std::string& what) {
        int line = 1;
        for (const char* c = begin_; c < where; ++c) line += *c == '\n';
        return report(line, what);
    }

    bool report(int line, const std::string& what) {
        std::string place = test_ > 0 ? "test " + decimal(test_) : "";
        if (line > 0) place += (place.empty() ? "line " : ", line ") + decimal(line);
        error_ = std::string(problem_) + ": " + (place.empty() ? "" : place + ": ") + what;
        return false;
    }

    // [first, last) as written, printable: odd bytes as \xNN, long ones cut.
    static std::string shown(const char* first, const char* last) {
        static const char hex[] = "0123456789abcdef";
        std::string text;
        for (const char* c = first; c < last && c < first + kShownChars; ++c) {
            const unsigned char byte = static_cast<unsigned char>(*c);
            if (byte >= 32 && byte < 127 && byte != '"' && byte != '\\') {
                text += static_cast<char>(byte);
            } else {
                text += "\\x";
                text += hex[byte >> 4];
                text += hex[byte & 15];
            }
        }
        if (last - first > static_cast<std::ptrdiff_t>(kShownChars)) text += "...";
        return text;
    }

    const char* problem_;
    int test_;
    const char* begin_;
    const char* end_;  // *end_ == '\0'
    const char* pos_;
    std::string error_;
};

// The answers, written to `file` in blocks (or kept whole when it is null).
class Answers {
public:
    explicit Answers(std::FILE* file) : file_(file), failed_(false) {}

    void add(const char* text) {
        text_ += text;
        if (file_ && text_.size() >= kOutputBlock) flush();
    }
    void add(int number) { append_decimal(text_, number); }

    // Writes what is pending; false once any write has failed.
    bool flush() {
        if (!file_ || failed_) return !failed_;
        errno = 0;
        if (std::fwrite(text_.data(), 1, text_.size(), file_) != text_.size() ||
            std::fflush(file_) != 0) {
            failed_ = true;
            reason_ = errno != 0 ? std::strerror(errno) : "write error";
        }
        text_.clear();
        return !failed_;
    }

    const std::string& text() const { return text_; }
    const std::string& reason() const { return reason_; }

private:
    std::FILE* file_;
    std::string text_;
    bool failed_;
    std::string reason_;
};

// Reads every test from `input`, writing answers; false on an input error.
typedef bool (*SolveTests)(JudgeInput& input, Answers& answers);

// The whole program: standard input to standard output; the exit status.
int judge_main(const char* problem, SolveTests solve_tests) {
    std::vector<char> text;
    std::string reason;
    if (!read_all(stdin, text, reason)) {
        std::fprintf(stderr, "%s: cannot read input: %s\n", problem, reason.c_str());
        return 1;
    }
    JudgeInput input(problem, text);
    Answers answers(stdout);
    const bool solved = solve_tests(input, answers);
    if (!answers.flush()) {
        std::fprintf(stderr, "%s: cannot write output: %s\n", problem, answers.reason().c_str());
        return 1;
    }
    if (solved) return 0;
    std::fprintf(stderr, "%s\n", input.error().c_str());
    return 1;
}
// ================================================== end of input layer ====

// ============================================================ reading ====

const char kProblem[] = "gym100548h";
const int kMaxTests = 1000000;
const int kMaxVertices = 2000;
const int kMaxEdges = 4000000;

bool read_game(JudgeInput& input, ChaseGame& game) {
    int edges = 0;
    if (!input.read("n", 2, kMaxVertices, game.n) || !input.read("m", 1, kMaxEdges, edges))
        return false;
    game.tail.resize(edges);
    game.head.resize(edges);
    for (int i = 0; i < edges; ++i) {
        int b = 0, e = 0;
        if (!input.read(Name("b of edge ", i + 1), 1, game.n, b) ||
            !input.read(Name("e of edge ", i + 1), 1, game.n, e))
            return false;
        game.tail[i] = b - 1;
        game.head[i] = e - 1;
    }
    int x = 0, y = 0;
    if (!input.read("x", 1, game.n, x) || !input.read("y", 1, game.n, y)) return false;
    game.bob_start = x - 1;
    game.alice_start = y - 1;
    return true;
}

bool solve_tests(JudgeInput& input, Answers& answers) {
    int tests = 0;
    if (!input.read("T", 1, kMaxTests, tests)) return false;
    ChaseGame game;
    ChaseSolver solver;
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
        if (!read_game(input, game)) return false;
        answers.add("Case #");
        answers.add(test);
        answers.add(solver.bob_wins(game) ? ": Yes\n" : ": No\n");
    }
    return input.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main(kProblem, solve_tests); }
#endif
