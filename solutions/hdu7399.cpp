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
// Input checks. Anything but a valid input (not an integer, out of range,
// missing or extra tokens) stops the program with one line on stderr and exit
// status 1, after the answers of the complete tests before it. Accepted beyond
// the judge's promises: t <= 10^6, n, m <= 5000, up to 5 * 10^6 edges per
// test, duplicate edges, CR LF line ends.
//
// C++11, standard library only, no recursion.

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

// ---------------------------------------------------------------- input ----

const int kEof = -1;
const long long kLargest = 1000000000000000LL;  // 10^15: larger numbers are "too large"
const std::size_t kShownChars = 24;             // of a bad token, in error messages

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
        for (;;) {  // skip white space
            while (pos_ < size_ && is_space(static_cast<unsigned char>(data_[pos_]))) ++pos_;
            if (pos_ < size_) break;
            if (!refill()) return kEnd;
        }
        // The usual case, quickly: a short run of digits that ends inside the
        // block read so far.
        const char* first = data_ + pos_;
        const char* last = data_ + size_;
        const char* digit = first;
        long long number = 0;
        while (digit < last && digit - first < 16 && *digit >= '0' && *digit <= '9')
            number = number * 10 + (*digit++ - '0');
        if (digit > first && digit < last && digit - first < 16 &&
            is_space(static_cast<unsigned char>(*digit))) {
            pos_ = static_cast<std::size_t>(digit - data_);
            value = number;
            return kOk;
        }
        return next_integer_slowly(value);
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
    // Any token, byte by byte, across blocks, remembering it for messages.
    Status next_integer_slowly(long long& value) {
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
const int kMaxSide = 5000;           // n and m
const long long kMaxEdges = 5000000;  // per test

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
        if (static_cast<long long>(game.head.size()) + degree > kMaxEdges)
            return input.fail("more than " + std::to_string(kMaxEdges) + " edges in one test");
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

// ------------------------------------------------------------------ main ----

// Solves every test; returns the exit status. Answers go to `answers`, an
// input error (if any) to `error`.
int run(InputReader& reader, std::string& answers, std::string& error) {
    JudgeInput input(reader, "hdu7399");
    int tests = 0;
    if (!input.read("t", 1, kMaxTests, tests)) {
        error = input.error();
        return 1;
    }
    BipartiteGame game;
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
        if (!read_game(input, game)) {
            error = input.error();
            return 1;
        }
        answers += gg_wins(game) ? "Yes\n" : "No\n";
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
