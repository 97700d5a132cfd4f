// HDU 7399 - "Game, start!" (2023 CCPC Huawei Cloud Challenge)
//
// Problem. A directed bipartite graph has GG vertices u_0..u_{n-1} and YY
// vertices v_0..v_{m-1}; edges go from u's to v's and back. A token starts on
// any vertex; the owner of the vertex it stands on moves it along an
// out-edge, and the game stops on a vertex with no out-edge. GG wants every
// vertex visited infinitely often, YY does not. Print Yes if GG can win.
//
// Idea. Write Attr(s) for the set of vertices from which GG can force the
// token to reach s (s included). GG wins iff Attr(s) is every vertex, for
// every s:
//  - if some Attr(s) misses a vertex w, YY keeps the token out of s from w
//    on, whenever the play passes w; and the play must pass w (GG has to
//    visit w too), so GG wins from nowhere;
//  - if every Attr(s) is everything, GG steers to s_1, s_2, ... in turn,
//    forever. A vertex with no out-edge makes some Attr miss it: No.
// Four facts make most tests cheap.
//  1. Early No. A GG vertex u is entered only from YY vertices. If each YY
//     vertex with an edge to u has an edge to another vertex too, YY never
//     moves to u (she always has another move), so u is visited at most
//     once, at the start: No. So each u needs a YY vertex whose edges all go
//     to u (one that "forces" u), and a YY vertex forces at most one u. The
//     lines are read in order, u's first: once the u's forced so far plus
//     the YY vertices still unread are fewer than n, or a vertex has no
//     out-edge, the answer is No, and the rest of the test is only read to
//     check it. (On dense graphs this comes at the first YY line with two
//     targets when n = m.)
//  2. Transitivity. If GG can force x to y and y to z, she can force x to z:
//     she plays the first strategy until the token is on y, then the second.
//     So once Attr(s0) is everything, a target t is settled (Attr(t) is
//     everything) as soon as Attr(t) contains ANY settled vertex.
//  3. Free settling. GG can force w to t in one move when w is hers and has
//     an edge to t, or when w is YY's and all its edges go to t ("forced
//     edges"). By 2, every vertex that a settled vertex reaches along forced
//     edges is settled too: one forward search.
//  4. Quick Yes. Call the GG vertices and the YY vertices with a single
//     target the core. If the core is strongly connected along forced edges
//     (between core vertices), and every YY vertex outside it has an
//     out-edge and an in-edge, GG wins. Take a target t. If t is in the
//     core, every core vertex reaches t along forced edges, so it lies in
//     Attr(t) (by 3 and 2); a YY vertex outside the core moves to GG
//     vertices only, all in Attr(t), so it lies in Attr(t) too. If t is a
//     YY vertex outside the core, its in-edge comes from a GG vertex w, and
//     w -> t is forced; every core vertex reaches w, so lies in Attr(t), and
//     the other YY vertices follow as before. So every Attr(t) is
//     everything. The check is one depth-first search from u_0 along forced
//     edges with Tarjan's low links; the core is strongly connected iff the
//     search reaches all of it and no vertex but u_0 is the root of a
//     strongly connected part (it stops at the first such vertex, so none is
//     ever removed from Tarjan's stack and every visited vertex counts as on
//     it). It needs no in-edges and never looks at the edges of the YY
//     vertices outside the core.
// The solver: after 1, the check of 4 (on every Yes family of the benchmark
// it answers). Otherwise one attractor computation checks that Attr(s0) is
// everything, s0 = u_0 (No otherwise); then the search of 3 from s0; if it
// settles every vertex: Yes. Otherwise the rest are
// taken in breadth-first order from s0, each with an attractor computation
// that stops at the first settled vertex it adds (usually at once), followed
// by the search of 3 from it. If one runs out without meeting a settled
// vertex, it misses s0: No. A vertex s0 cannot reach misses s0 too: No.
// Attractors grow backwards from the target with the usual counters: a YY
// vertex joins once all its out-edges (counted with multiplicity) lead into
// the set, a GG vertex once one does; so a vertex with no out-edge never
// joins. Counters are reset lazily with a round stamp.
//
// Complexity per test, with V = n + m vertices and E edges: O(V + E) memory;
// time O(V + E) for 4, the first attractor and the search of 3, and in the
// worst case O(E) for each further target (O(V * E) in all, as one full
// attractor per vertex costs), but a target settled by its parent costs
// only its in-degree.
//
// Status: compared with a brute-force solver of the game (a Buechi game on
// (vertex, next target)) on every graph with n + m <= 5 and 3600 random ones
// with n, m <= 6 (tests/), as built here and with the shortcuts switched off
// (-DHDU7399_NO_EARLY_NO: 1; -DHDU7399_NO_QUICK_YES: 1 and 4;
// -DHDU7399_ATTRACTORS_ONLY: 1, 3 and 4), so every path is checked on its own;
// fuzzed (fuzz/).
//
// Input. Numbers are read as whitespace-separated tokens, through a window
// of 64 KiB (memory does not grow with the input); a UTF-8 byte order mark
// at the start is skipped and the input ends at a Ctrl-Z byte, as on
// Windows. Anything that is not a valid input (not an integer, out of range,
// missing or extra tokens) stops the program with one line on stderr and exit
// status 1, after the answers of the complete tests before it; so does a
// failed read or write. Accepted beyond the judge's promises: t <= 10^6, n, m
// <= 5000, up to 5 * 10^6 edges per test, duplicate edges.
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

// Test builds switch the shortcuts off (facts 1, 3 and 4), to check the
// other paths alone.
#if defined(HDU7399_ATTRACTORS_ONLY)
const bool kEarlyNo = false;
const bool kQuickYes = false;
const bool kFreeSettling = false;
#elif defined(HDU7399_NO_QUICK_YES)
const bool kEarlyNo = false;
const bool kQuickYes = false;
const bool kFreeSettling = true;
#elif defined(HDU7399_NO_EARLY_NO)
const bool kEarlyNo = false;
const bool kQuickYes = true;
const bool kFreeSettling = true;
#else
const bool kEarlyNo = true;
const bool kQuickYes = true;
const bool kFreeSettling = true;
#endif

// ----------------------------------------------------------------- model ----

// Vertices 0..n-1 are u_0..u_{n-1} (GG's), n..n+m-1 are v_0..v_{m-1} (YY's).
struct BipartiteGame {
    int n;
    int m;
    std::vector<int> out_start;  // out-edges of w: head[out_start[w] .. out_start[w+1])
    std::vector<int> head;
    std::vector<int> only_target;  // the vertex all of w's out-edges go to, or -1

    int vertices() const { return n + m; }
    bool is_gg(int w) const { return w < n; }
    int out_degree(int w) const { return out_start[w + 1] - out_start[w]; }
};

// ---------------------------------------------------------------- solver ----

// Fact 1, told about the vertices in input order as their lines are read.
class EarlyNo {
public:
    EarlyNo() : n_(0), yy_unread_(0), forced_count_(0), dead_end_(false) {}

    void start(int n, int m) {
        n_ = n;
        yy_unread_ = m;
        forced_.assign(n, 0);
        forced_count_ = 0;
        dead_end_ = false;
    }

    // The out-edges of w have been read (and the lines of all before it).
    void add(const BipartiteGame& game, int w) {
        if (game.out_degree(w) == 0) dead_end_ = true;
        if (game.is_gg(w)) return;
        --yy_unread_;
        const int forced = game.only_target[w];
        if (forced >= 0 && !forced_[forced]) {
            forced_[forced] = 1;
            ++forced_count_;
        }
    }

    // The lines read so far show that GG loses.
    bool gg_loses() const { return kEarlyNo && (dead_end_ || forced_count_ + yy_unread_ < n_); }

private:
    int n_;
    int yy_unread_;
    std::vector<char> forced_;  // u is the only target of some YY vertex read
    int forced_count_;
    bool dead_end_;
};

// Decides games one after another; its arrays are reused, and reset by each
// call of gg_wins.
class AttractorSolver {
public:
    AttractorSolver() : game_(0), vertices_(0), settled_count_(0), round_(0) {}

    bool gg_wins(const BipartiteGame& game) {
        game_ = &game;
        vertices_ = game.vertices();
        if (kQuickYes && core_strongly_connected() && outside_core_has_in_and_out_edges()) return true;
        start_attractors();
        const int s0 = 0;
        if (!attracts_everything(s0)) return false;
        settle(s0);
        if (settled_count_ == vertices_) return true;
        const std::vector<int> order = breadth_first_order(s0);
        if (static_cast<int>(order.size()) != vertices_) return false;  // s0 cannot reach all
        for (std::size_t i = 1; i < order.size(); ++i) {
            if (settled_[order[i]]) continue;
            if (!attracts_everything(order[i])) return false;  // Attr misses s0
            settle(order[i]);
        }
        return true;
    }

private:
    bool in_core(int w) const { return game_->is_gg(w) || game_->only_target[w] >= 0; }

    // Fact 4: a depth-first search from u_0 along forced edges between core
    // vertices, with Tarjan's low links. Marks the heads of the edges it
    // passes as entered.
    bool core_strongly_connected() {
        const BipartiteGame& game = *game_;
        // discovery_: -2 outside the core, -1 a core vertex not yet found,
        // else its order of discovery.
        discovery_.resize(vertices_);
        int core_size = 0;
        for (int w = 0; w < vertices_; ++w) {
            const bool core = in_core(w);
            discovery_[w] = core ? -1 : -2;
            core_size += core;
        }
        entered_.assign(vertices_, 0);
        low_.resize(vertices_);
        path_.clear();
        path_edge_.clear();
        int* const discovery = &discovery_[0];
        int* const entered = &entered_[0];
        const int* const heads = game.head.empty() ? 0 : &game.head[0];  // no edges: never read
        int discovered = 0;
        const int root = 0;
        discovery[root] = low_[root] = discovered++;
        path_.push_back(root);
        path_edge_.push_back(game.out_start[root]);
        while (!path_.empty()) {
            const int w = path_.back();
            int low = low_[w];
            int next = -1;  // a core vertex not yet discovered
            int e = path_edge_.back();
            const int end = game.out_start[w + 1];
            for (; e < end; ++e) {
                const int head = heads[e];
                entered[head] = 1;
                const int found = discovery[head];
                if (found == -1) {
                    next = head;
                    ++e;
                    break;
                }
                if (found >= 0 && found < low) low = found;
            }
            low_[w] = low;
            path_edge_.back() = e;
            if (next >= 0) {
                discovery[next] = low_[next] = discovered++;
                path_.push_back(next);
                path_edge_.push_back(game.out_start[next]);
                continue;
            }
            path_.pop_back();  // w is done
            path_edge_.pop_back();
            if (path_.empty()) break;
            if (low == discovery[w]) return false;  // w roots a part without u_0
            if (low < low_[path_.back()]) low_[path_.back()] = low;
        }
        return discovered == core_size;
    }

    // The rest of fact 4's condition, once the search has passed every edge
    // of the core (so every edge into a YY vertex).
    bool outside_core_has_in_and_out_edges() const {
        for (int w = game_->n; w < vertices_; ++w)
            if (!in_core(w) && (!entered_[w] || game_->out_degree(w) == 0)) return false;
        return true;
    }

    void start_attractors() {
        build_in_edges();
        settled_.assign(vertices_, 0);
        settled_count_ = 0;
        member_round_.assign(vertices_, 0);
        counter_round_.assign(vertices_, 0);
        moves_left_.resize(vertices_);
        round_ = 0;
    }

    void build_in_edges() {
        const BipartiteGame& game = *game_;
        in_start_.assign(vertices_ + 1, 0);
        for (std::size_t e = 0; e < game.head.size(); ++e) ++in_start_[game.head[e] + 1];
        for (int w = 0; w < vertices_; ++w) in_start_[w + 1] += in_start_[w];
        next_in_.assign(in_start_.begin(), in_start_.end() - 1);
        tail_.resize(game.head.size());
        for (int w = 0; w < vertices_; ++w)
            for (int e = game.out_start[w]; e < game.out_start[w + 1]; ++e)
                tail_[next_in_[game.head[e]]++] = w;
    }

    // Grows Attr(target) backwards and says whether it is everything: true
    // as soon as it holds every vertex or a settled one (fact 2), false once
    // it is complete without either.
    bool attracts_everything(int target) {
        const BipartiteGame& game = *game_;
        ++round_;
        members_.clear();
        join(target);
        for (std::size_t i = 0; i < members_.size(); ++i) {
            const int w = members_[i];
            for (int e = in_start_[w]; e < in_start_[w + 1]; ++e) {
                const int from = tail_[e];
                if (member_round_[from] == round_) continue;
                if (game.is_gg(from) || --moves_left(from) == 0) {
                    join(from);
                    if (settled_[from] || static_cast<int>(members_.size()) == vertices_)
                        return true;
                }
            }
        }
        return false;
    }

    void join(int w) {
        member_round_[w] = round_;
        members_.push_back(w);
    }

    // Out-edges of a YY vertex not yet known to lead into the attractor.
    int& moves_left(int w) {
        if (counter_round_[w] != round_) {
            counter_round_[w] = round_;
            moves_left_[w] = game_->out_degree(w);
        }
        return moves_left_[w];
    }

    // Settles t (Attr(t) is everything) and, by fact 3, every vertex t
    // reaches along forced edges.
    void settle(int t) {
        const BipartiteGame& game = *game_;
        mark_settled(t);
        if (!kFreeSettling) return;
        pending_.assign(1, t);
        while (!pending_.empty()) {
            const int w = pending_.back();
            pending_.pop_back();
            if (game.is_gg(w)) {
                for (int e = game.out_start[w]; e < game.out_start[w + 1]; ++e) {
                    if (settled_[game.head[e]]) continue;
                    mark_settled(game.head[e]);
                    pending_.push_back(game.head[e]);
                }
            } else if (game.only_target[w] >= 0 && !settled_[game.only_target[w]]) {
                mark_settled(game.only_target[w]);
                pending_.push_back(game.only_target[w]);
            }
        }
    }

    void mark_settled(int w) {
        settled_[w] = 1;
        ++settled_count_;
    }

    std::vector<int> breadth_first_order(int source) const {
        const BipartiteGame& game = *game_;
        std::vector<char> seen(vertices_, 0);
        std::vector<int> order(1, source);
        seen[source] = 1;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const int w = order[i];
            for (int e = game.out_start[w]; e < game.out_start[w + 1]; ++e) {
                if (!seen[game.head[e]]) {
                    seen[game.head[e]] = 1;
                    order.push_back(game.head[e]);
                }
            }
        }
        return order;
    }

    const BipartiteGame* game_;
    int vertices_;
    std::vector<int> in_start_;  // in-edges of w: tail_[in_start_[w] .. in_start_[w+1])
    std::vector<int> tail_;
    std::vector<int> next_in_;        // while building them
    std::vector<char> settled_;       // Attr(w) is known to be everything
    int settled_count_;
    std::vector<unsigned> member_round_;
    std::vector<unsigned> counter_round_;
    std::vector<int> moves_left_;
    unsigned round_;
    std::vector<int> members_;  // the attractor being grown, also its queue
    std::vector<int> pending_;  // settled vertices whose forced edges are to follow
    std::vector<int> entered_;    // the head of an edge the search of 4 passed (int:
                                  // char stores would make the compiler reload every
                                  // vector's data pointer in its loop)
    std::vector<int> discovery_;  // order of discovery in that search, -1 before
    std::vector<int> low_;        // the lowest discovery index w is known to reach back to
    std::vector<int> path_;       // the search's path from u_0, and for each
    std::vector<int> path_edge_;  // vertex on it, its next out-edge to look at
};

// ========================================================= input layer ====
// The same in the three judge files, byte for byte (a test compares them).
// The input is read through a window of 64 KiB, so memory does not grow
// with it. A UTF-8 byte order mark at the start is skipped, and the input
// ends at the first Ctrl-Z byte (0x1A), as Windows reads a text file, so
// every platform sees the same input. Numbers are parsed quickly when they
// are plain; anything else takes a careful path that words the first error
// as "PROBLEM: test K, line L: what", quoting the token exactly as written.
// Answers are written in blocks; a failed read or write is reported with the
// system's reason.

#ifdef JUDGE_WINDOW
const std::size_t kWindow = JUDGE_WINDOW;  // tests read through tiny windows
#else
const std::size_t kWindow = 1 << 16;       // bytes of input held at once
#endif
const std::ptrdiff_t kLookahead = 32;        // a plain number and the byte after
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

// A token that is not a plain number, read on the careful path: its first
// bytes (to quote it), whether it is an integer, and its value, which
// saturates at 10^9 (out of every range) in magnitude.
struct Token {
    std::string start;
    bool longer;  // than `start`
    bool integer;
    int value;
};

// A token's first bytes as written, printable: odd bytes as \xNN.
std::string shown(const std::string& text, bool longer) {
    static const char hex[] = "0123456789abcdef";
    std::string quoted;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char byte = static_cast<unsigned char>(text[i]);
        if (byte >= 32 && byte < 127 && byte != '"' && byte != '\\') {
            quoted += static_cast<char>(byte);
        } else {
            quoted += "\\x";
            quoted += hex[byte >> 4];
            quoted += hex[byte & 15];
        }
    }
    return longer ? quoted + "..." : quoted;
}

// The '\n' bytes in [first, last), a word at a time: in each word, the
// bytes equal to '\n' become 0, then exactly the zero bytes get their top
// bit set, and a multiplication adds those bits up in the top byte.
int count_newlines(const char* first, const char* last) {
    typedef unsigned long Word;
    const Word ones = ~static_cast<Word>(0) / 255;  // 0x0101...01
    const Word lows = ones * 0x7f;
    const Word highs = ones * 0x80;
    const int top = 8 * (static_cast<int>(sizeof(Word)) - 1);
    int lines = 0;
    for (; last - first >= static_cast<std::ptrdiff_t>(sizeof(Word)); first += sizeof(Word)) {
        Word word;
        std::memcpy(&word, first, sizeof(Word));
        word ^= ones * '\n';
        const Word zero = ~(((word & lows) + lows) | word) & highs;
        lines += static_cast<int>(((zero >> 7) * ones) >> top);
    }
    for (; first < last; ++first) lines += *first == '\n';
    return lines;
}

// Named, range-checked integers from the judge input (a file, or bytes in
// memory), and its first error. Tests may pass a smaller window, of at least
// 2 kLookahead bytes.
class JudgeInput {
public:
    JudgeInput(const char* problem, std::FILE* file, std::size_t window = kWindow)
        : problem_(problem), file_(file), bytes_(0), left_(0) {
        start(window);
    }
    JudgeInput(const char* problem, const char* bytes, std::size_t size,
               std::size_t window = kWindow)
        : problem_(problem), file_(0), bytes_(bytes), left_(size) {
        start(window);
    }

    ~JudgeInput() { delete[] window_; }

    void begin_test(int test) { test_ = test; }

    // Reads the next integer as `name`, which must lie in low..high.
    bool read(const Name& name, int low, int high, int& value) {
        return read_plain(&value, 1, low, high) == 1 || read_carefully(name, low, high, value);
    }

    // Reads up to `count` integers in low..high into `values` on the fast
    // path (every limit is below 10^9, so a plain number has at most 9
    // digits, then whitespace or the end); returns how many it read. It stops
    // before the first number that is not plain or not in range, which the
    // caller then reads with read(), under its name. It steps over the
    // space that ends a number, so that the next number's first byte is
    // the next byte: one test of it finds the digit, as a line of numbers
    // separated by single spaces has them.
    int read_plain(int* values, int count, int low, int high) {
        const char* first = pos_;
        // In unsigned arithmetic, number - low > span says "outside low..high".
        // A number that starts past base + limit might not end inside the
        // window, which is refilled first (once the input has ended, the
        // limit is its end, where a '\0' stops every scan).
        const unsigned span = static_cast<unsigned>(high) - static_cast<unsigned>(low);
        const char* const base = begin_;
        std::ptrdiff_t limit = (end_ - begin_) - (ended_ ? 0 : kLookahead);
        int* value = values;
        int* const values_end = values + count;
        while (value != values_end) {
            unsigned digit = static_cast<unsigned char>(*first) - '0';
            if (digit > 9) {  // spaces not yet stepped over, or no number
                while (is_space(*first)) ++first;
                digit = static_cast<unsigned char>(*first) - '0';
            }
            if (first - base > limit) {  // near the window's end
                pos_ = first;
                skip_spaces();
                if (end_ - pos_ < kLookahead) refill();
                first = pos_;
                limit = (end_ - begin_) - (ended_ ? 0 : kLookahead);
                digit = static_cast<unsigned char>(*first) - '0';
            }
            if (digit > 9) break;
            const char* last = first + 1;
            unsigned number = digit;  // wraps on a long run of digits, which is not plain
            for (; (digit = static_cast<unsigned char>(*last) - '0') <= 9; ++last)
                number = number * 10 + digit;
            if (last - first > 9 || number - static_cast<unsigned>(low) > span) break;
            if (is_space(*last)) {
                first = last + 1;  // past the space that ends the number
            } else if (last == end_ && reason_.empty()) {
                first = last;
            } else {
                break;
            }
            *value++ = static_cast<int>(number);
        }
        pos_ = first;
        return static_cast<int>(value - values);
    }

    // After the last test: nothing but whitespace may follow.
    bool expect_end() {
        skip_spaces();
        if (pos_ == end_) return reason_.empty() || fail_to_read();
        const int line = line_at(pos_);
        const Token token = next_token();
        if (!reason_.empty()) return fail_to_read();
        const int last_test = test_;
        test_ = 0;
        return report(line, "unexpected \"" + shown(token.start, token.longer) +
                                "\" after the end of test " + decimal(last_test) + ", the last one");
    }

    // Records `what` as the error, naming problem and test; returns false.
    bool fail(const std::string& what) { return report(0, what); }

    const std::string& error() const { return error_; }

private:
    JudgeInput(const JudgeInput&);  // not copied: it points into its own window
    JudgeInput& operator=(const JudgeInput&);

    void start(std::size_t window) {
        test_ = 0;
        line_ = 1;
        // Not zeroed: a page of it is touched only when bytes are read
        // into it, so a small input costs a page, not the whole window.
        window_size_ = window + 1;  // and a '\0' after the bytes, which ends every scan
        window_ = new char[window_size_];
        begin_ = end_ = window_;
        pos_ = begin_;
        *end_ = '\0';
        ended_ = false;
        refill();
        if (end_ - pos_ >= 3 && pos_[0] == '\xef' && pos_[1] == '\xbb' && pos_[2] == '\xbf')
            pos_ += 3;  // a UTF-8 byte order mark
    }

    // Moves the unread bytes to the front of the window and fills the rest.
    void refill() {
        if (ended_) return;
        line_ = line_at(pos_);
        const std::size_t kept = static_cast<std::size_t>(end_ - pos_);
        std::memmove(begin_, pos_, kept);
        const std::size_t wanted = window_size_ - 1 - kept;
        std::size_t got = fetch(begin_ + kept, wanted);
        const void* ctrl_z = std::memchr(begin_ + kept, '\x1a', got);
        if (ctrl_z) got = static_cast<std::size_t>(static_cast<const char*>(ctrl_z) - (begin_ + kept));
        ended_ = ctrl_z != 0 || got < wanted;
        pos_ = begin_;
        end_ = begin_ + kept + got;
        *end_ = '\0';
    }

    // Up to `wanted` bytes of the input; fewer only at its end or on an error.
    std::size_t fetch(char* to, std::size_t wanted) {
        if (!file_) {
            const std::size_t got = wanted < left_ ? wanted : left_;
            std::memcpy(to, bytes_, got);
            bytes_ += got;
            left_ -= got;
            return got;
        }
        errno = 0;
        const std::size_t got = std::fread(to, 1, wanted, file_);
        if (got < wanted && std::ferror(file_))
            reason_ = errno != 0 ? std::strerror(errno) : "read error";
        return got;
    }

    void skip_spaces() {
        for (;;) {
            while (is_space(*pos_)) ++pos_;
            if (pos_ != end_ || ended_) return;
            refill();
        }
    }

    // The token at pos_, however long, read across refills.
    Token next_token() {
        Token token;
        token.longer = false;
        token.integer = true;
        token.value = 0;
        const bool negative = *pos_ == '-';
        bool sign = *pos_ == '-' || *pos_ == '+';
        int digits = 0;
        int magnitude = 0;
        for (;;) {
            if (pos_ == end_) {
                if (ended_) break;
                refill();
                continue;
            }
            const char c = *pos_;
            if (is_space(c)) break;
            ++pos_;
            if (token.start.size() < kShownChars) token.start += c;
            else token.longer = true;
            if (sign) {
                sign = false;
            } else if (!is_digit(c)) {
                token.integer = false;
            } else {
                ++digits;
                magnitude = magnitude < kSaturation / 10 ? magnitude * 10 + (c - '0') : kSaturation;
            }
        }
        if (digits == 0) token.integer = false;
        token.value = negative ? -magnitude : magnitude;
        return token;
    }

    bool read_carefully(const Name& name, int low, int high, int& value) {
        if (pos_ == end_) {
            if (!reason_.empty()) return fail_to_read();
            return fail("input ends before " + name.str());
        }
        const int line = line_at(pos_);
        const Token token = next_token();
        if (!reason_.empty()) return fail_to_read();
        if (!token.integer) {
            return report(line, "expected an integer for " + name.str() + ", found \"" +
                                    shown(token.start, token.longer) + "\"");
        }
        if (token.value < low || token.value > high) {
            return report(line, name.str() + " = " + shown(token.start, token.longer) +
                                    " is outside " + decimal(low) + ".." + decimal(high));
        }
        value = token.value;
        return true;
    }

    // The line of `where`, a byte in the window.
    int line_at(const char* where) const {
        return line_ + count_newlines(begin_, where);
    }

    bool fail_to_read() {
        error_ = std::string(problem_) + ": cannot read input: " + reason_;
        return false;
    }

    bool report(int line, const std::string& what) {
        std::string place = test_ > 0 ? "test " + decimal(test_) : "";
        if (line > 0) place += (place.empty() ? "line " : ", line ") + decimal(line);
        error_ = std::string(problem_) + ": " + (place.empty() ? "" : place + ": ") + what;
        return false;
    }

    const char* problem_;
    std::FILE* file_;      // the input, or null when it is
    const char* bytes_;    // these bytes,
    std::size_t left_;     // this many of them still to come
    char* window_;
    std::size_t window_size_;
    char* begin_;          // the window's bytes: [begin_, end_), *end_ == '\0'
    char* end_;
    const char* pos_;
    bool ended_;           // no bytes after end_ (end of input, Ctrl-Z or an error)
    std::string reason_;   // why reading failed, if it did
    int line_;             // the line of *begin_
    int test_;
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
    JudgeInput input(problem, stdin);
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

const char kProblem[] = "hdu7399";
const int kMaxTests = 1000000;
const int kMaxSide = 5000;           // n and m
const int kMaxEdges = 5000000;  // per test

// Reads the `degree` out-edges of w into `targets` and, when `keep`, adds
// them to the game.
bool read_out_edges(JudgeInput& input, int w, int degree, bool keep, BipartiteGame& game,
                    std::vector<int>& targets) {
    const bool gg = game.is_gg(w);
    const int index = gg ? w : w - game.n;
    const char* const list = gg ? "p_" : "q_";
    const char* const owner = gg ? " of u_" : " of v_";
    const int highest = gg ? game.m - 1 : game.n - 1;
    const int first_vertex = gg ? game.n : 0;  // of the other side
    targets.resize(degree + 1);
    int* target = &targets[0];
    for (int j = 0; j < degree; ++j) {
        j += input.read_plain(target + j, degree - j, 0, highest);
        if (j < degree && !input.read(Name(list, j + 1, owner, index), 0, highest, target[j]))
            return false;
    }
    if (!keep) return true;
    int only = degree > 0 ? target[0] + first_vertex : -1;
    for (int j = 0; j < degree; ++j) {
        game.head.push_back(target[j] + first_vertex);
        if (target[j] + first_vertex != only) only = -1;
    }
    game.out_start.push_back(static_cast<int>(game.head.size()));
    game.only_target.push_back(only);
    return true;
}

// The first test reserves room for as many edges as its n and m allow
// without repeats (2 n m, at most the cap), so its list fills without
// moving; later tests grow it if they need more. Grown by doubling as it
// fills, the list would touch about twice its pages, and a page's first
// touch is a page fault, which is not cheap: on the benchmarks' machine
// it costs about 15 us of CPU, and a fifth of the dense No row's time went
// to them. Pages reserved but never filled are never touched.
void reserve_edges(BipartiteGame& game) {
    const std::size_t most = 2 * static_cast<std::size_t>(game.n) * static_cast<std::size_t>(game.m);
    game.head.reserve(most < static_cast<std::size_t>(kMaxEdges) ? most : kMaxEdges);
}

// Reads the out-edge lists of every vertex, u's (to v's) then v's (to u's),
// telling `early_no` about each. Once it knows the answer, the rest of the
// test is still read and checked, but no longer kept.
bool read_game(JudgeInput& input, BipartiteGame& game, EarlyNo& early_no,
               std::vector<int>& targets) {
    if (!input.read("n", 1, kMaxSide, game.n) || !input.read("m", 1, kMaxSide, game.m))
        return false;
    game.out_start.assign(1, 0);
    game.head.clear();
    if (game.head.capacity() == 0) reserve_edges(game);
    game.only_target.clear();
    early_no.start(game.n, game.m);
    int edges = 0;
    for (int w = 0; w < game.vertices(); ++w) {
        const bool gg = game.is_gg(w);
        int degree = 0;
        if (!input.read(Name(gg ? "k of u_" : "w of v_", gg ? w : w - game.n), 0, kMaxEdges,
                        degree))
            return false;
        edges += degree;
        if (edges > kMaxEdges)
            return input.fail("more than " + decimal(kMaxEdges) + " edges in one test");
        const bool keep = !early_no.gg_loses();
        if (!read_out_edges(input, w, degree, keep, game, targets)) return false;
        if (keep) early_no.add(game, w);
    }
    return true;
}

bool solve_tests(JudgeInput& input, Answers& answers) {
    int tests = 0;
    if (!input.read("t", 1, kMaxTests, tests)) return false;
    BipartiteGame game;
    EarlyNo early_no;
    AttractorSolver solver;
    std::vector<int> targets;  // one line's, while reading it
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
        if (!read_game(input, game, early_no, targets)) return false;
        answers.add(!early_no.gg_loses() && solver.gg_wins(game) ? "Yes\n" : "No\n");
    }
    return input.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main(kProblem, solve_tests); }
#endif
