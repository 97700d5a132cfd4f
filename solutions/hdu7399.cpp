// HDU 7399 - "Game, start!" (2023 CCPC Huawei Cloud Challenge)
//
// Problem. A directed bipartite graph has GG vertices u_0..u_{n-1} and YY
// vertices v_0..v_{m-1}; edges go from u's to v's and back. A token starts on
// any vertex; the owner of the vertex it stands on moves it along an
// out-edge, and the game stops on a vertex with no out-edge. GG wants every
// vertex visited infinitely often, YY does not. Print Yes if GG can win.
//
// Idea. Write Attr(s) for the set of vertices from which GG can force the
// token to reach s. GG wins iff Attr(s) is every vertex, for every s:
//  - if some Attr(s) misses a vertex w, YY keeps the token out of s from w
//    on, whenever the play passes w; and the play must pass w (GG has to
//    visit w too), so GG wins from nowhere;
//  - if every Attr(s) is everything, GG steers to s_1, s_2, ... in turn,
//    forever. A vertex with no out-edge makes some Attr miss it: No.
// "GG can force u to v" is transitive. So once one vertex s0 has Attr(s0) =
// everything, a target t is settled (Attr(t) = everything) as soon as Attr(t)
// contains ANY settled vertex. Much is settled for free: a settled GG
// vertex w lies in Attr(t) for every t it has an edge to, and a settled YY
// vertex whose edges all go to one t lies in Attr(t), so those t are settled
// too, and so on. The rest are taken in breadth-first order from s0, each
// with a backward attractor computation that stops at the first settled
// vertex it adds, usually right away. If one runs out without meeting a
// settled vertex, it misses s0: No. A vertex s0 cannot reach at all misses
// s0 too: No.
// Attractors use the usual counters: a YY vertex joins once all its
// out-edges (counted with multiplicity) lead into the set, a GG vertex once
// one does; counters are reset lazily with a round stamp.
//
// Complexity per test, with V = n + m vertices and E edges: O(V + E) memory;
// time O(V + E) for the first attractor and, in the worst case, O(E) for each
// further target (O(V * E) in all, as one full attractor per vertex costs),
// but a target whose parent settles it at once costs only its in-degree.
//
// Input. Numbers are read as whitespace-separated tokens; a UTF-8 byte order
// mark at the start is skipped and the input ends at a Ctrl-Z byte, as on
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

// ----------------------------------------------------------------- model ----

// Vertices 0..n-1 are u_0..u_{n-1} (GG's), n..n+m-1 are v_0..v_{m-1} (YY's).
struct BipartiteGame {
    int n;
    int m;
    std::vector<int> out_start;  // out-edges of w: head[out_start[w] .. out_start[w+1])
    std::vector<int> head;

    int vertices() const { return n + m; }
    bool is_gg(int w) const { return w < n; }
    int out_degree(int w) const { return out_start[w + 1] - out_start[w]; }
};

// ---------------------------------------------------------------- solver ----

class AttractorSolver {
public:
    explicit AttractorSolver(const BipartiteGame& game)
        : game_(game), in_start_(game.vertices() + 1, 0), tail_(game.head.size()),
          settled_(game.vertices(), 0), member_round_(game.vertices(), 0),
          counter_round_(game.vertices(), 0), moves_left_(game.vertices(), 0), round_(0) {
        build_in_edges();
        members_.reserve(game.vertices());
    }

    bool gg_wins() {
        const int vertices = game_.vertices();
        for (int w = 0; w < vertices; ++w)
            if (game_.out_degree(w) == 0) return false;  // the game can stop at w
        const int s0 = 0;
        if (grow_attractor(s0) || static_cast<int>(members_.size()) != vertices) return false;
        const std::vector<int> order = breadth_first_order(s0);
        if (static_cast<int>(order.size()) != vertices) return false;  // s0 cannot reach all
        settle(s0);
        for (std::size_t i = 1; i < order.size(); ++i) {
            if (settled_[order[i]]) continue;
            if (!grow_attractor(order[i])) return false;  // Attr misses every settled vertex
            settle(order[i]);
        }
        return true;
    }

private:
    // Marks t settled, and with it whatever that settles at no cost: a GG
    // vertex w lies in Attr(t) of each t it has an edge to, and a YY vertex
    // in Attr(t) of the single t all its edges go to; so a settled w settles
    // those t (everything reaches w, and w reaches t).
    void settle(int t) {
        settled_[t] = 1;
        std::vector<int>& pending = settle_queue_;
        pending.assign(1, t);
        while (!pending.empty()) {
            const int w = pending.back();
            pending.pop_back();
            const bool gg = game_.is_gg(w);
            if (!gg && !single_target(w)) continue;
            for (int e = game_.out_start[w]; e < game_.out_start[w + 1]; ++e) {
                const int next = game_.head[e];
                if (settled_[next]) continue;
                settled_[next] = 1;
                pending.push_back(next);
            }
        }
    }

    // All out-edges of w lead to one vertex.
    bool single_target(int w) const {
        for (int e = game_.out_start[w] + 1; e < game_.out_start[w + 1]; ++e)
            if (game_.head[e] != game_.head[e - 1]) return false;
        return true;
    }

    void build_in_edges() {
        const int vertices = game_.vertices();
        for (std::size_t e = 0; e < game_.head.size(); ++e) ++in_start_[game_.head[e] + 1];
        for (int w = 0; w < vertices; ++w) in_start_[w + 1] += in_start_[w];
        std::vector<int> next(in_start_.begin(), in_start_.end() - 1);
        for (int w = 0; w < vertices; ++w)
            for (int e = game_.out_start[w]; e < game_.out_start[w + 1]; ++e)
                tail_[next[game_.head[e]]++] = w;
    }

    std::vector<int> breadth_first_order(int source) const {
        std::vector<char> seen(game_.vertices(), 0);
        std::vector<int> order(1, source);
        seen[source] = 1;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const int w = order[i];
            for (int e = game_.out_start[w]; e < game_.out_start[w + 1]; ++e) {
                if (!seen[game_.head[e]]) {
                    seen[game_.head[e]] = 1;
                    order.push_back(game_.head[e]);
                }
            }
        }
        return order;
    }

    // Computes Attr(target) backwards into members_, stopping early (true)
    // as soon as it adds a settled vertex; false when it is complete.
    bool grow_attractor(int target) {
        ++round_;
        members_.clear();
        join(target);
        for (std::size_t i = 0; i < members_.size(); ++i) {
            const int w = members_[i];
            for (int e = in_start_[w]; e < in_start_[w + 1]; ++e) {
                const int from = tail_[e];
                if (member_round_[from] == round_) continue;
                if (game_.is_gg(from) || --moves_left(from) == 0) {
                    join(from);
                    if (settled_[from]) return true;
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
            moves_left_[w] = game_.out_degree(w);
        }
        return moves_left_[w];
    }

    const BipartiteGame& game_;
    std::vector<int> in_start_;  // in-edges of w: tail_[in_start_[w] .. in_start_[w+1])
    std::vector<int> tail_;
    std::vector<char> settled_;       // Attr(w) is known to be everything
    std::vector<unsigned> member_round_;
    std::vector<unsigned> counter_round_;
    std::vector<int> moves_left_;
    unsigned round_;
    std::vector<int> members_;       // the attractor being grown, also its queue
    std::vector<int> settle_queue_;  // vertices just settled, to pass on
};

bool gg_wins(const BipartiteGame& game) {
    AttractorSolver solver(game);
    return solver.gg_wins();
}

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

const char kProblem[] = "hdu7399";
const int kMaxTests = 1000000;
const int kMaxSide = 5000;           // n and m
const int kMaxEdges = 5000000;  // per test

// Reads the out-edge lists of every vertex, u's (to v's) then v's (to u's).
bool read_game(JudgeInput& input, BipartiteGame& game) {
    if (!input.read("n", 1, kMaxSide, game.n) || !input.read("m", 1, kMaxSide, game.m))
        return false;
    game.out_start.assign(1, 0);
    game.head.clear();
    for (int w = 0; w < game.vertices(); ++w) {
        const bool gg = game.is_gg(w);
        const int index = gg ? w : w - game.n;
        int degree = 0;
        if (!input.read(Name(gg ? "k of u_" : "w of v_", index), 0, kMaxEdges, degree))
            return false;
        if (static_cast<int>(game.head.size()) + degree > kMaxEdges)
            return input.fail("more than " + decimal(kMaxEdges) + " edges in one test");
        const int other_side = gg ? game.m : game.n;
        for (int j = 1; j <= degree; ++j) {
            int target = 0;
            if (!input.read(Name(gg ? "p_" : "q_", j, gg ? " of u_" : " of v_", index), 0,
                            other_side - 1, target))
                return false;
            game.head.push_back(gg ? game.n + target : target);
        }
        game.out_start.push_back(static_cast<int>(game.head.size()));
    }
    return true;
}

bool solve_tests(JudgeInput& input, Answers& answers) {
    int tests = 0;
    if (!input.read("t", 1, kMaxTests, tests)) return false;
    BipartiteGame game;
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
        if (!read_game(input, game)) return false;
        answers.add(gg_wins(game) ? "Yes\n" : "No\n");
    }
    return input.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main(kProblem, solve_tests); }
#endif
