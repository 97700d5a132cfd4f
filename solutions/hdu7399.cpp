// HDU 7399 - "Game, start!" (2023 CCPC Huawei Cloud Challenge)
//
// Problem. A directed bipartite graph has GG vertices u_0..u_{n-1} and YY vertices
// v_0..v_{m-1}; edges go from u's to v's and back. A token starts on any vertex; the owner
// of its vertex moves it along an out-edge, and the game stops where there is none. GG
// wants every vertex visited infinitely often, YY does not. Print Yes if GG wins.
//
// Idea. Let Attr(s) be the vertices from which GG can force the token to reach s. GG wins
// iff Attr(s) is every vertex, for every s: then she steers to each vertex in turn, for
// ever; and if Attr(s) misses w, YY keeps the token away from s once it passes w, which
// it must. (A vertex with no out-edge is in no Attr but its own.) Four facts save work:
//  1. Early No. YY never has to move to u if each YY vertex with an edge to u has another
//     edge. So every u needs a YY vertex whose edges all go to u ("forces" u); YY vertices
//     are read after the u's, and once those forcing so far plus those unread are fewer
//     than n (or a vertex has no edge), the answer is No: the rest is only read.
//  2. Transitivity. If GG forces x to y and y to t, she forces x to t. So once Attr(u_0)
//     is everything, Attr(t) is everything as soon as it holds any such "settled" vertex.
//  3. Free settling. GG forces w to t in one move if w is hers with an edge to t, or YY's
//     with all edges to t ("forced edges"): by 2, what a settled vertex reaches along
//     forced edges is settled.
//  4. Quick Yes. The core is the u's and the v's with one target. If the core is strongly
//     connected along forced edges and every other v has an in-edge and an out-edge, GG
//     wins: for a core target t every core vertex reaches t by 3, and a v outside the core
//     moves only to u's; a v outside the core is entered from some u, which the core
//     reaches. One depth-first search from u_0 with Tarjan's low links checks it.
// The solver: 1 while reading, then 4; else Attr(u_0) must be everything, and the other
// targets are taken in breadth-first order from u_0 (a target's parent is settled), each
// settled by 3 or by an attractor that stops at its first settled vertex. Attractors grow
// backwards with a counter per YY vertex (it joins once every out-edge leads in), reset
// lazily by a round number.
//
// Complexity per test, V = n + m vertices, E edges: O(V + E) memory; time O(V + E) for 1,
// 4, Attr(u_0) and 3, then O(E) per target in the worst case (O(V E) in all), though a
// target settled at once costs its in-degree.
//
// Status: answers equal a brute-force solver of the game (a Buchi game on (vertex, next
// target)) on every graph with n + m <= 5 and on thousands of random ones, with and
// without the shortcuts 1 and 4; fuzzed. Accepts beyond the statement: t <= 10^6,
// n, m <= 5000, 5 * 10^6 edges per test, duplicate edges.
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifdef HDU7399_NO_SHORTCUTS  // a test build: attractors decide every game
const bool kShortcuts = false;
#else
const bool kShortcuts = true;
#endif

// Vertices 0..n-1 are u_0..u_{n-1} (GG's), n..n+m-1 are v_0..v_{m-1} (YY's).
struct Game {
    int n, m;
    std::vector<int> start, head;  // the out-edges of w go to head[start[w] .. start[w + 1])
    std::vector<int> only;         // the one vertex all out-edges of w go to, or -1
    int vertices() const { return n + m; }
    bool gg(int w) const { return w < n; }
};

class Solver {
public:
    bool gg_wins(const Game& game) {
        g_ = &game;
        vertices_ = game.vertices();
        if (kShortcuts && core_strongly_connected() && outside_core_entered_and_left()) return true;
        find_in_edges();
        settled_.assign(vertices_, 0);
        round_.assign(vertices_, 0);
        counted_.assign(vertices_, 0);
        left_.resize(vertices_);
        rounds_ = 0;
        if (!attracts_everything(0)) return false;
        targets_.assign(1, 0);  // breadth first from u_0, so a target's parent is settled
        seen_.assign(vertices_, 0);
        seen_[0] = 1;
        for (std::size_t i = 0; i < targets_.size(); ++i) {
            const int t = targets_[i];
            if (!settled_[t] && i > 0 && !attracts_everything(t)) return false;  // misses u_0
            settle(t);
            for (int e = game.start[t]; e < game.start[t + 1]; ++e)
                if (!seen_[game.head[e]]) seen_[game.head[e]] = 1, targets_.push_back(game.head[e]);
        }
        return static_cast<int>(targets_.size()) == vertices_;  // else Attr(unseen) misses u_0
    }

private:
    bool in_core(int w) const { return g_->gg(w) || g_->only[w] >= 0; }

    // Fact 4: a search from u_0 along the out-edges of core vertices, into the core, with
    // Tarjan's low links; it marks each head it passes as entered. It stops at the first
    // root of a part other than u_0's, so no vertex ever leaves Tarjan's stack.
    bool core_strongly_connected() {
        const Game& g = *g_;
        int core = 0, found = 0;
        order_.resize(vertices_);  // of discovery; -1: not yet, -2: outside the core
        for (int w = 0; w < vertices_; ++w) core += (order_[w] = in_core(w) ? -1 : -2) == -1;
        low_.resize(vertices_);
        entered_.assign(vertices_, 0);
        path_.assign(1, 0);  // the search's path, and the next out-edge of each vertex on it
        edge_.assign(1, g.start[0]);
        order_[0] = low_[0] = found++;
        while (!path_.empty()) {
            const int w = path_.back();
            int e = edge_.back(), low = low_[w], next = -1;
            for (; e < g.start[w + 1] && next < 0; ++e) {
                const int head = g.head[e], seen = order_[head];
                entered_[head] = 1;
                if (seen == -1) next = head;
                else if (seen >= 0 && seen < low) low = seen;
            }
            low_[w] = low;
            edge_.back() = e;
            if (next >= 0) {
                order_[next] = low_[next] = found++;
                path_.push_back(next);
                edge_.push_back(g.start[next]);
                continue;
            }
            path_.pop_back();
            edge_.pop_back();
            if (path_.empty()) break;
            if (low == order_[w]) return false;  // w roots a part without u_0
            low_[path_.back()] = std::min(low_[path_.back()], low);
        }
        return found == core;
    }
    bool outside_core_entered_and_left() const {  // after the search, which passed every edge in
        for (int w = g_->n; w < vertices_; ++w)
            if (!in_core(w) && (!entered_[w] || g_->start[w] == g_->start[w + 1])) return false;
        return true;
    }

    void find_in_edges() {  // the tails of w's in-edges are from_[in_[w] .. in_[w + 1])
        const Game& g = *g_;
        in_.assign(vertices_ + 1, 0);
        for (std::size_t e = 0; e < g.head.size(); ++e) ++in_[g.head[e] + 1];
        for (int w = 0; w < vertices_; ++w) in_[w + 1] += in_[w];
        edge_.assign(in_.begin(), in_.end() - 1);  // where w's next in-edge goes
        from_.resize(g.head.size());
        for (int w = 0; w < vertices_; ++w)
            for (int e = g.start[w]; e < g.start[w + 1]; ++e) from_[edge_[g.head[e]]++] = w;
    }

    // Grows Attr(target) backwards: true once it holds every vertex or a settled one
    // (fact 2), false if it is complete without either.
    bool attracts_everything(int target) {
        ++rounds_;
        members_.assign(1, target);
        round_[target] = rounds_;
        for (std::size_t i = 0; i < members_.size(); ++i) {
            for (int e = in_[members_[i]]; e < in_[members_[i] + 1]; ++e) {
                const int v = from_[e];
                if (round_[v] == rounds_) continue;
                if (counted_[v] != rounds_) counted_[v] = rounds_, left_[v] = g_->start[v + 1] - g_->start[v];
                if (!g_->gg(v) && --left_[v] > 0) continue;  // YY has an edge out still
                round_[v] = rounds_;
                members_.push_back(v);
                if (settled_[v] || static_cast<int>(members_.size()) == vertices_) return true;
            }
        }
        return false;
    }

    void settle(int t) {  // t and, by fact 3, every vertex t reaches along forced edges
        if (settled_[t]) return;
        settled_[t] = 1;
        members_.assign(1, t);
        while (!members_.empty()) {
            const int w = members_.back();
            members_.pop_back();
            for (int e = g_->start[w]; e < g_->start[w + 1]; ++e) {
                const int head = g_->head[e];
                if (!settled_[head] && (g_->gg(w) || g_->only[w] == head))
                    settled_[head] = 1, members_.push_back(head);
            }
        }
    }

    const Game* g_;
    int vertices_;
    std::vector<int> in_, from_;            // in-edges, by head
    std::vector<char> settled_, seen_;      // Attr(w) is everything; w is among the targets
    std::vector<unsigned> round_, counted_;  // w is in the attractor; left_[w] counts for it
    std::vector<int> left_;                 // YY's out-edges not yet known to lead in
    unsigned rounds_;
    std::vector<int> members_, targets_;    // the attractor grown (its queue); in turn
    std::vector<int> order_, low_, entered_, path_, edge_;  // fact 4's search
};

// ================================================================= input layer ====
// The same in the three judge files (a test compares them). Numbers are read as tokens
// between whitespace through a window of 64 KiB; a UTF-8 byte order mark at the start is
// skipped and a Ctrl-Z byte ends the input, as Windows reads text. The first token that is
// not what the problem expects stops reading, and one line says where and what it is.
const int kToken = 32;  // bytes of a token looked at: a longer one is out of every range
bool is_space(char c) { return c == ' ' || static_cast<unsigned char>(c - '\t') < 5; }
std::string printed(const char* format, int i = 0, int j = 0) {  // our formats: < 64 bytes
    char text[64];
    std::sprintf(text, format, i, j);
    return text;
}

struct JudgeInput {
    JudgeInput(std::FILE* file, std::size_t window = 1 << 16)
        : file_(file), begin_(new char[window + 1]), end_(begin_), limit_(begin_ + window),
          pos_(begin_), ended_(false), line_(1), test(0) {
        refill();
        if (end_ - pos_ >= 3 && std::memcmp(pos_, "\xef\xbb\xbf", 3) == 0) pos_ += 3;
    }
    ~JudgeInput() { delete[] begin_; }
    // The next number, in low..high; `name`, a format of i and j ("f_%d(%d)"), names it.
    bool read(int& value, int low, int high, const char* name, int i = 0, int j = 0) {
        const char* p = pos_;
        while (is_space(*p)) line_ += *p++ == '\n';
        const char* const first = p;
        unsigned got = 0, digit;  // the fast path: 1 to 9 digits in low..high, then whitespace
        for (; (digit = static_cast<unsigned char>(*p) - '0') <= 9; ++p) got = 10 * got + digit;
        if (static_cast<unsigned>(p - first - 1) > 8 || !is_space(*p) ||
            got - low > static_cast<unsigned>(high - low))
            return pos_ = first, careful(&value, low, high, name, i, j);
        line_ += *p == '\n';
        pos_ = p + 1;  // past the whitespace after it
        return value = static_cast<int>(got), true;
    }
    bool expect_end() { return careful(0, 0, 0, "", 0, 0); }  // after the last test
    bool fail(const std::string& what, int line = 0) {  // records "test K, line L: what"; false
        const char* place = line > 0 ? (test > 0 ? "test %d, line %d: " : "line %d: ")
                                     : test > 0 ? "test %d: " : "";
        error = reason_.empty() ? printed(place, test > 0 ? test : line, line) + what
                                : "cannot read input: " + reason_;
        return false;
    }
    void refill() {  // moves the unread bytes to the front and reads more
        const std::size_t kept = end_ - pos_, wanted = limit_ - begin_ - kept;
        std::memmove(begin_, pos_, kept);
        const std::size_t got = std::fread(begin_ + kept, 1, wanted, file_);
        if (got < wanted && std::ferror(file_)) reason_ = std::strerror(errno);
        char* const ctrl_z = static_cast<char*>(std::memchr(begin_ + kept, '\x1a', got));
        ended_ = ctrl_z || got < wanted;
        pos_ = begin_;
        end_ = ctrl_z ? ctrl_z : begin_ + kept + got;
        *end_ = '\0';  // ends every scan
    }
    // The next token as `name` in low..high, or as the end of the input if value is null.
    bool careful(int* value, int low, int high, const char* name, int i, int j) {
        for (;; refill()) {
            while (is_space(*pos_)) line_ += *pos_++ == '\n';
            if (end_ - pos_ > kToken || ended_) break;
        }
        if (!reason_.empty()) return fail("");  // the rest of the input is lost
        char* end;
        const long number = std::strtol(pos_, &end, 10);
        if (value ? end != pos_ && end - pos_ <= kToken && (is_space(*end) || end == end_) &&
                        number >= low && number <= high
                  : pos_ == end_)
            return pos_ = end, !value || (*value = static_cast<int>(number), true);
        std::string found = pos_ == end_ ? "the end of the input" : "\"";  // as written
        for (const char* c = pos_; c != end_ && !is_space(*c) && c - pos_ <= kToken; ++c) {
            const bool shown = *c >= ' ' && *c < 127 && *c != '"' && *c != '\\';
            found += c - pos_ == kToken ? "..." : shown ? std::string(1, *c)
                                                        : printed("\\x%02x", *c & 255);
        }
        const int last = test;
        test = value ? test : 0;
        return fail((value ? "expected " + printed(name, i, j) + printed(" in %d..%d", low, high)
                           : printed("expected the end of the input after test %d", last)) +
                        ", found " + found + (pos_ == end_ ? "" : "\""), pos_ == end_ ? 0 : line_);
    }

    std::FILE* file_;
    char *begin_, *end_, *limit_;  // the window, its bytes [begin_, end_) and a '\0' at end_
    const char* pos_;
    bool ended_;                 // nothing after end_: the input's end, Ctrl-Z or a read error
    std::string reason_, error;  // why reading failed; the first error, if any
    int line_, test;             // the line of pos_; the test being read (0: none)
};

int judge_main(const char* problem, bool (*solve_tests)(JudgeInput& input, std::FILE* out)) {
    JudgeInput input(stdin);  // standard input to standard output; the exit status
    const bool solved = solve_tests(input, stdout);
    const bool written = std::fflush(stdout) == 0 && !std::ferror(stdout);
    if (!written || !solved)
        std::fprintf(stderr, "%s: %s%s\n", problem, written ? "" : "cannot write output: ",
                     written ? input.error.c_str() : std::strerror(errno));
    return solved && written ? 0 : 1;
}
// ========================================================== end of input layer ====

// ================================================================= reading ====
const int kMaxTests = 1000000, kMaxSide = 5000, kMaxEdges = 5000000;  // per test

// Reads a test into `game`, and says if fact 1 shows that GG loses: from then on, the
// rest of the test is only read, not kept.
bool read_game(JudgeInput& in, Game& game, std::vector<char>& forced, bool& gg_loses) {
    if (!in.read(game.n, 1, kMaxSide, "n") || !in.read(game.m, 1, kMaxSide, "m")) return false;
    const int n = game.n;
    std::vector<int>& head = game.head;
    if (head.capacity() == 0) head.reserve(std::min(2 * n * game.m, kMaxEdges));  // see below
    game.start.assign(1, 0);
    head.clear();
    game.only.clear();
    forced.assign(n, 0);
    int edges = 0, forcing = 0;
    gg_loses = false;
    for (int w = 0; w < game.vertices(); ++w) {
        const bool gg = w < n;
        const int index = gg ? w : w - n, other = gg ? n : 0, last = gg ? game.m - 1 : n - 1;
        int degree;
        if (!in.read(degree, 0, kMaxEdges, gg ? "k of u_%d" : "w of v_%d", index)) return false;
        if ((edges += degree) > kMaxEdges)
            return in.fail(printed("more than %d edges in one test", kMaxEdges));
        const std::size_t first = head.size();
        head.resize(first + degree);
        int only = -1;
        for (int j = 0; j < degree; ++j) {
            int& target = head[first + j];
            if (!in.read(target, 0, last, gg ? "p_%d of u_%d" : "q_%d of v_%d", j + 1, index))
                return false;
            target += other;
            only = j == 0 || only == target ? target : -2;
        }
        if (gg_loses) {
            head.resize(first);
            continue;
        }
        game.start.push_back(static_cast<int>(head.size()));
        game.only.push_back(only < 0 ? -1 : only);
        if (!gg && only >= 0 && !forced[only]) forced[only] = 1, ++forcing;
        const int yy_unread = std::min(game.m, game.vertices() - 1 - w);
        gg_loses = kShortcuts && (degree == 0 || forcing + yy_unread < n);
    }
    return true;
}

bool solve_tests(JudgeInput& in, std::FILE* out) {
    int tests;
    if (!in.read(tests, 1, kMaxTests, "t")) return false;
    Game game;
    Solver solver;
    std::vector<char> forced;
    for (int test = 1; test <= tests; ++test) {
        bool gg_loses;
        in.test = test;
        if (!read_game(in, game, forced, gg_loses)) return false;
        std::fputs(!gg_loses && solver.gg_wins(game) ? "Yes\n" : "No\n", out);
    }
    return in.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main("hdu7399", solve_tests); }
#endif
