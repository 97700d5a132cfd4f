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
// the least fixed point a retrograde analysis computes, with a counter per
// Bob-to-move state of the moves not yet known to lose for him. Bob wins
// everywhere else, endless games included. A DFS that calls a repeated state
// a win for Bob is NOT sound on cycles (the problem file has a trap case).
// This program decides only what the start state needs, on the fly:
//  - states are expanded depth-first from the start; a state is decided on
//    sight when it is terminal: Bob stuck (Alice wins), Alice stuck (Bob
//    wins), or Alice to move with an edge onto Bob's vertex (Alice wins);
//  - both players' wins propagate backwards, each with a counter per state
//    of the moves not yet known to lose for its mover: Alice's wins are her
//    attractor of collisions and stuck Bobs, Bob's wins his attractor of
//    stuck Alices. Predecessors are enumerated through the graph's in-edges
//    and only already expanded ones are updated; a state expanded later reads
//    its successors' values then, so every move is counted exactly once;
//  - it stops as soon as the start is decided. If the exploration runs out
//    first, the undecided states form a region Bob never has to leave and
//    Alice can never force out of, so Bob wins (no collision, no end).
// If the vertices Bob can ever reach and those Alice can ever reach are
// disjoint, the pieces never meet: whoever runs out of moves first loses, so
// Bob wins iff his longest walk from x is longer than Alice's from y (an
// endless walk being longest). That costs O(n + m) instead of a state search.
//
// Complexity per test: O(n * m) time in the worst case (each state move is
// looked at O(1) times) and O(n^2 + m) memory: arrays for the 2 * |RB| * |RA|
// states, RB and RA being the vertices Bob and Alice can reach. Usually only
// a small part of them is touched.
//
// Input checks. Anything but a valid input (not an integer, out of range,
// missing or extra tokens) stops the program with one line on stderr and exit
// status 1, after the answers of the complete tests before it. Accepted beyond
// the statement: T <= 10^6, n <= 2000, m <= 4 * 10^6, self-loops and
// duplicate edges, x == y (Alice has already won), CR LF line ends.
//
// C++11, standard library only, no recursion.

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

// ---------------------------------------------------------------- input ----

// Whitespace-separated integers from a FILE (read in blocks) or from memory.
class InputReader {
public:
    enum Status { kOk, kEnd, kNotInteger, kTooLarge };

    explicit InputReader(std::FILE* file)
        : file_(file), block_(1 << 16), data_(&block_[0]), size_(0), pos_(0), shown_size_(0) {}
    InputReader(const char* data, std::size_t size)
        : file_(0), data_(data), size_(size), pos_(0), shown_size_(0) {}

    // Reads the next token; on kOk `value` holds it. After kNotInteger and
    // kTooLarge, token() shows what was found.
    Status next_integer(long long& value) {
        int c = get();
        while (is_space(c)) c = get();
        if (c == kEof) return kEnd;
        shown_size_ = 0;
        bool negative = false, digits = false, valid = true, too_large = false;
        long long magnitude = 0;
        if (c == '-' || c == '+') {
            negative = (c == '-');
            remember(c);
            c = get();
        }
        for (; c != kEof && !is_space(c); c = get()) {
            remember(c);
            if (c < '0' || c > '9') {
                valid = false;
            } else if (valid) {
                digits = true;
                if (magnitude > kLargest / 10) too_large = true;
                else magnitude = magnitude * 10 + (c - '0');
            }
        }
        if (!valid || !digits) return kNotInteger;
        if (too_large) return kTooLarge;
        value = negative ? -magnitude : magnitude;
        return kOk;
    }

    // The last token read, printable: odd bytes as \xNN, long ones cut short.
    std::string token() const {
        static const char hex[] = "0123456789abcdef";
        std::string text;
        for (std::size_t i = 0; i < shown_size_ && i < kShownChars; ++i) {
            const unsigned char c = shown_[i];
            if (c >= 32 && c < 127 && c != '"' && c != '\\') {
                text += static_cast<char>(c);
            } else {
                text += "\\x";
                text += hex[c >> 4];
                text += hex[c & 15];
            }
        }
        if (shown_size_ > kShownChars) text += "...";
        return text;
    }

private:
    static const int kEof = -1;
    static const long long kLargest = 1000000000000000LL;  // 10^15
    static const std::size_t kShownChars = 24;

    static bool is_space(int c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
    }
    void remember(int c) {
        if (shown_size_ < kShownChars) shown_[shown_size_] = static_cast<char>(c);
        if (shown_size_ <= kShownChars) ++shown_size_;
    }
    int get() {
        if (pos_ == size_ && !refill()) return kEof;
        return static_cast<unsigned char>(data_[pos_++]);
    }
    bool refill() {
        if (!file_) return false;
        size_ = std::fread(&block_[0], 1, block_.size(), file_);
        pos_ = 0;
        return size_ > 0;
    }

    std::FILE* file_;
    std::vector<char> block_;
    const char* data_;
    std::size_t size_;
    std::size_t pos_;
    char shown_[kShownChars];
    std::size_t shown_size_;
};

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
        for (int i = 0; i < count_; ++i) name += std::to_string(number_[i]) + text_[i + 1];
        return name;
    }

private:
    const char* text_[3];
    int number_[2];
    int count_;
};

// Reads named, range-checked values and words the first error.
class JudgeInput {
public:
    JudgeInput(InputReader& reader, const char* problem)
        : reader_(reader), problem_(problem), test_(0) {}

    void begin_test(int test) { test_ = test; }

    bool read(const Name& name, long long low, long long high, int& value) {
        long long number = 0;
        switch (reader_.next_integer(number)) {
        case InputReader::kEnd:
            return fail("input ends before " + name.str());
        case InputReader::kNotInteger:
            return fail("expected an integer for " + name.str() + ", found \"" +
                        reader_.token() + "\"");
        case InputReader::kTooLarge:
            return fail(name.str() + " = " + reader_.token() + " is too large");
        case InputReader::kOk:
            break;
        }
        if (number < low || number > high) {
            return fail(name.str() + " = " + std::to_string(number) + " is outside " +
                        std::to_string(low) + ".." + std::to_string(high));
        }
        value = static_cast<int>(number);
        return true;
    }

    // After the last test: nothing but whitespace may follow.
    bool expect_end() {
        long long number = 0;
        const InputReader::Status status = reader_.next_integer(number);
        if (status == InputReader::kEnd) return true;
        const std::string found =
            status == InputReader::kOk ? std::to_string(number) : reader_.token();
        return fail("unexpected \"" + found + "\" after the last test");
    }

    const std::string& error() const { return error_; }

    // Records `what` as the input's error, naming problem and test; false.
    bool fail(const std::string& what) {
        error_ = std::string(problem_) + ": " +
                 (test_ > 0 ? "test " + std::to_string(test_) : std::string("first line")) +
                 ": " + what;
        return false;
    }

private:
    InputReader& reader_;
    const char* problem_;
    int test_;
    std::string error_;
};

// ----------------------------------------------------------------- model ----

const int kMaxTests = 1000000;
const int kMaxVertices = 2000;
const int kMaxEdges = 4000000;

// Vertices are 0-based inside the program.
struct ChaseGame {
    int n;
    std::vector<int> tail, head;  // edge i goes tail[i] -> head[i]
    int bob_start;
    int alice_start;
};

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

// The graph as out- and in-adjacency arrays (edges counted with multiplicity).
class Graph {
public:
    explicit Graph(const ChaseGame& game)
        : n_(game.n), out_start_(game.n + 1, 0), out_(game.head.size()),
          in_start_(game.n + 1, 0), in_(game.tail.size()) {
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
                std::vector<int>& start, std::vector<int>& list) const {
        for (std::size_t i = 0; i < from.size(); ++i) ++start[from[i] + 1];
        for (int v = 0; v < n_; ++v) start[v + 1] += start[v];
        std::vector<int> next(start.begin(), start.end() - 1);
        for (std::size_t i = 0; i < from.size(); ++i) list[next[from[i]]++] = to[i];
    }

    int n_;
    std::vector<int> out_start_, out_;
    std::vector<int> in_start_, in_;
};

// ------------------------------------------------- the pieces never meet ----

// The vertices a piece can ever stand on, numbered 0, 1, ... in the order a
// breadth-first search from its start finds them.
struct Reach {
    std::vector<int> index;   // index[v] = number of v, or -1 if unreachable
    std::vector<int> vertex;  // vertex[i] = the vertex numbered i
};

Reach reachable_from(const Graph& graph, int source) {
    Reach reach;
    reach.index.assign(graph.vertices(), -1);
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
    return reach;
}

bool can_ever_meet(const Reach& bob, const Reach& alice) {
    for (std::size_t i = 0; i < bob.vertex.size(); ++i)
        if (alice.index[bob.vertex[i]] >= 0) return true;
    return false;
}

const int kEndless = -1;

// The most moves a lone piece can make from each vertex (kEndless if it can
// walk forever): peel vertices whose successors are all finished, starting
// from the dead ends; what is never peeled reaches a cycle.
std::vector<int> longest_walks(const Graph& graph) {
    const int n = graph.vertices();
    std::vector<int> longest(n, 0), unfinished(n), ready;
    for (int v = 0; v < n; ++v) {
        unfinished[v] = graph.out_degree(v);
        if (unfinished[v] == 0) ready.push_back(v);
    }
    std::vector<char> finished(n, 0);
    for (std::size_t i = 0; i < ready.size(); ++i) {
        const int v = ready[i];
        finished[v] = 1;
        for (const int* u = graph.in_begin(v); u != graph.in_end(v); ++u) {
            if (longest[*u] < longest[v] + 1) longest[*u] = longest[v] + 1;
            if (--unfinished[*u] == 0) ready.push_back(*u);
        }
    }
    for (int v = 0; v < n; ++v)
        if (!finished[v]) longest[v] = kEndless;
    return longest;
}

// With no meeting possible, Bob (moving first) wins iff Alice runs out of
// moves first: his longest walk is longer than hers, or endless.
bool bob_outlasts_alice(const Graph& graph, int bob, int alice) {
    const std::vector<int> longest = longest_walks(graph);
    if (longest[bob] == kEndless) return true;
    if (longest[alice] == kEndless) return false;
    return longest[bob] > longest[alice];
}

// ------------------------------------------------------ on-the-fly search ----

// States pair a vertex Bob can reach with one Alice can reach, so the arrays
// are sized by what the start can reach, not by n^2.
class ChaseSearch {
public:
    ChaseSearch(const Graph& graph, const Reach& bob, const Reach& alice)
        : graph_(graph), bob_(bob), alice_(alice),
          bob_count_(bob.vertex.size()), alice_count_(alice.vertex.size()),
          status_(2 * bob_count_ * alice_count_, kUnseen), moves_left_(status_.size(), 0),
          alice_catches_(alice_count_ * bob_count_, false), start_(state(0, 0, kBobMoves)) {
        for (std::size_t a = 0; a < alice_count_; ++a) {
            const int v = alice_.vertex[a];
            for (const int* w = graph_.out_begin(v); w != graph_.out_end(v); ++w)
                if (bob_.index[*w] >= 0) alice_catches_[a * bob_count_ + bob_.index[*w]] = true;
        }
    }

    bool bob_wins() {
        discover(start_);
        while (!to_expand_.empty() && !decided(start_)) {
            const std::size_t s = to_expand_.back();
            to_expand_.pop_back();
            expand(s);
        }
        return status_[start_] != kAliceWins;
    }

private:
    enum Status { kUnseen, kWaiting, kExpanded, kAliceWins, kBobWins };
    enum Mover { kBobMoves = 0, kAliceMoves = 1 };

    // Bob on bob_.vertex[b], Alice on alice_.vertex[a].
    std::size_t state(std::size_t b, std::size_t a, int mover) const {
        return (b * alice_count_ + a) * 2 + mover;
    }
    std::size_t bob_of(std::size_t s) const { return s / 2 / alice_count_; }
    std::size_t alice_of(std::size_t s) const { return s / 2 % alice_count_; }
    static int mover_of(std::size_t s) { return static_cast<int>(s % 2); }
    bool decided(std::size_t s) const { return status_[s] >= kAliceWins; }

    // First sight of a state with the pieces apart: settle it if terminal,
    // else queue it for expansion. No expanded state has it as a successor
    // yet, so a decision here has nobody to tell.
    void discover(std::size_t s) {
        const std::size_t b = bob_of(s), a = alice_of(s);
        if (mover_of(s) == kBobMoves) {
            status_[s] = graph_.out_degree(bob_.vertex[b]) == 0 ? kAliceWins : kWaiting;
        } else if (alice_catches_[a * bob_count_ + b]) {
            status_[s] = kAliceWins;
        } else {
            status_[s] = graph_.out_degree(alice_.vertex[a]) == 0 ? kBobWins : kWaiting;
        }
        if (status_[s] == kWaiting) to_expand_.push_back(s);
    }

    // Looks at every move of s once, counting the ones that already lose for
    // the mover; a move that wins for the mover decides s at once.
    void expand(std::size_t s) {
        const std::size_t b = bob_of(s), a = alice_of(s);
        const int bob = bob_.vertex[b], alice = alice_.vertex[a];
        const bool bob_moves = mover_of(s) == kBobMoves;
        const int from = bob_moves ? bob : alice;
        const Status mover_wins = bob_moves ? kBobWins : kAliceWins;
        const Status mover_loses = bob_moves ? kAliceWins : kBobWins;
        int left = graph_.out_degree(from);
        for (const int* w = graph_.out_begin(from); w != graph_.out_end(from); ++w) {
            Status result;
            if (*w == (bob_moves ? alice : bob)) {
                result = kAliceWins;  // the pieces meet
            } else {
                const std::size_t next = bob_moves ? state(bob_.index[*w], a, kAliceMoves)
                                                   : state(b, alice_.index[*w], kBobMoves);
                if (status_[next] == kUnseen) discover(next);
                result = static_cast<Status>(status_[next]);
            }
            if (result == mover_wins) {
                decide(s, mover_wins);
                return;
            }
            if (result == mover_loses) --left;
        }
        status_[s] = kExpanded;
        moves_left_[s] = left;
        if (left == 0) decide(s, mover_loses);
    }

    // Records the winner of s and passes it back to expanded predecessors.
    void decide(std::size_t s, Status winner) {
        status_[s] = static_cast<unsigned char>(winner);
        decisions_.clear();
        decisions_.push_back(s);
        for (std::size_t i = 0; i < decisions_.size() && !decided(start_); ++i) {
            const std::size_t t = decisions_[i];
            const Status result = static_cast<Status>(status_[t]);
            const std::size_t b = bob_of(t), a = alice_of(t);
            if (mover_of(t) == kAliceMoves) {  // reached by a move of Bob's
                const int bob = bob_.vertex[b];
                for (const int* p = graph_.in_begin(bob); p != graph_.in_end(bob); ++p)
                    if (bob_.index[*p] >= 0)
                        tell(state(bob_.index[*p], a, kBobMoves), result, kBobWins);
            } else {  // reached by a move of Alice's
                const int alice = alice_.vertex[a];
                for (const int* p = graph_.in_begin(alice); p != graph_.in_end(alice); ++p)
                    if (alice_.index[*p] >= 0)
                        tell(state(b, alice_.index[*p], kAliceMoves), result, kAliceWins);
            }
        }
    }

    // One move of predecessor p now has a known result.
    void tell(std::size_t p, Status result, Status mover_wins) {
        if (status_[p] != kExpanded) return;
        if (result == mover_wins || --moves_left_[p] == 0) {
            status_[p] = static_cast<unsigned char>(result);
            decisions_.push_back(p);
        }
    }

    const Graph& graph_;
    const Reach& bob_;
    const Reach& alice_;
    std::size_t bob_count_, alice_count_;
    std::vector<unsigned char> status_;
    std::vector<int> moves_left_;      // of expanded states: moves not yet losing for the mover
    std::vector<bool> alice_catches_;  // [a * bob_count_ + b]: an edge from Alice's a to Bob's b
    std::size_t start_;
    std::vector<std::size_t> to_expand_;
    std::vector<std::size_t> decisions_;
};

bool bob_wins(const ChaseGame& game) {
    if (game.bob_start == game.alice_start) return false;  // caught before any move
    const Graph graph(game);
    const Reach bob = reachable_from(graph, game.bob_start);
    const Reach alice = reachable_from(graph, game.alice_start);
    if (!can_ever_meet(bob, alice))
        return bob_outlasts_alice(graph, game.bob_start, game.alice_start);
    ChaseSearch search(graph, bob, alice);
    return search.bob_wins();
}

// ------------------------------------------------------------------ main ----

// Solves every test; returns the exit status. Answers go to `answers`, an
// input error (if any) to `error`.
int run(InputReader& reader, std::string& answers, std::string& error) {
    JudgeInput input(reader, "gym100548h");
    int tests = 0;
    if (!input.read("T", 1, kMaxTests, tests)) {
        error = input.error();
        return 1;
    }
    ChaseGame game;
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
        if (!read_game(input, game)) {
            error = input.error();
            return 1;
        }
        answers += "Case #" + std::to_string(test) + (bob_wins(game) ? ": Yes\n" : ": No\n");
    }
    if (!input.expect_end()) {
        error = input.error();
        return 1;
    }
    return 0;
}

#ifndef JUDGE_NO_MAIN
int main() {
    InputReader reader(stdin);
    std::string answers, error;
    const int status = run(reader, answers, error);
    std::fwrite(answers.data(), 1, answers.size(), stdout);
    std::fflush(stdout);
    if (!error.empty()) std::fprintf(stderr, "%s\n", error.c_str());
    return status;
}
#endif
