// HDU 5165 - Funny Game
//
// Problem. An array holds values in 1..n; there are m functions f_k on
// {1..n}. Alice and Bob alternate, Alice first; a move applies one function to
// every entry. Alice wins as soon as all entries are equal (also at the
// start); a game that never ends is Bob's. Print YES if Alice wins from every
// initial array, NO otherwise.
//
// Idea. Only the set of distinct values matters, and a function never splits
// a value, so merged values stay merged. Alice wins from every array iff she
// wins the PAIR game from every pair {x, y}, x != y, moving first:
//  - necessary: an array holding just x and y (n >= 2 slots) is that game;
//  - sufficient: by induction on the number of distinct values, she plays the
//    pair strategy for two of them until they merge (finitely many moves);
//    then fewer values remain, and whoever is to move, she is again to move
//    on a set no larger than that (Bob's move never adds values).
// The pair game is a reachability game on n(n-1)/2 pairs times two movers,
// solved by retrograde analysis from the merges:
//  - Alice to move wins at {x, y} if some f merges x and y, or leads to a
//    Bob-to-move pair Alice wins;
//  - Bob to move loses at {x, y} once every function either merges x and y or
//    leads to an Alice-to-move pair Alice wins. Rather than count those, each
//    Bob pair watches one move that does neither, and looks for the next one
//    only when that move's target falls to Alice ("watched literals"). Every
//    (pair, function) move is looked at once at most, so repeated functions
//    need no care, and a pair where Bob keeps a safe move costs next to
//    nothing.
// Predecessors are not stored: the pairs f maps onto {a, b} are the products
// of the preimage lists f^-1(a) x f^-1(b), kept per function.
// For n = 1 every array is already constant: YES.
//
// Complexity per test: O(m * n^2) time in the worst case (each move of the
// pair game is looked at O(1) times), O(m * n + n^2) memory. Judge limits
// n, m <= 100.
//
// Input. Numbers are read as whitespace-separated tokens; a UTF-8 byte order
// mark at the start is skipped and the input ends at a Ctrl-Z byte, as on
// Windows. Anything that is not a valid input (not an integer, out of range,
// missing or extra tokens) stops the program with one line on stderr and exit
// status 1, after the answers of the complete tests before it; so does a
// failed read or write. Accepted beyond the judge's promises: T <= 10^6, n <=
// 2000, m <= 2000.
// A token reader cannot see line structure: a count that does not match its
// line shifts the tokens after it (the project's `validate` tool checks that).
//
// C++98 to C++20, standard library only, no recursion.

#include <cmath>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

// ----------------------------------------------------------------- model ----

struct FunnyGame {
    int n;
    int m;
    std::vector<int> image;  // image[k * n + x] = f_{k+1}(x+1) - 1 (0-based)
};

// f_k^-1(v) for every function k and value v, in one flat array ordered by
// value, then function: the lists of v under f_1, f_2, ... lie side by side,
// so walking all functions for a fixed pair of values reads memory in order.
class Preimages {
public:
    explicit Preimages(const FunnyGame& game)
        : m_(game.m), start_(static_cast<std::size_t>(game.n) * game.m + 1, 0),
          members_(game.image.size()) {
        const int n = game.n;
        for (int k = 0; k < m_; ++k)
            for (int x = 0; x < n; ++x) ++start_[at(k, game.image[static_cast<std::size_t>(k) * n + x]) + 1];
        for (std::size_t i = 1; i < start_.size(); ++i) start_[i] += start_[i - 1];
        std::vector<int> next(start_.begin(), start_.end() - 1);
        for (int k = 0; k < m_; ++k)
            for (int x = 0; x < n; ++x)
                members_[next[at(k, game.image[static_cast<std::size_t>(k) * n + x])]++] = x;
    }
    const int* begin(int k, int v) const { return &members_[0] + start_[at(k, v)]; }
    const int* end(int k, int v) const { return &members_[0] + start_[at(k, v) + 1]; }
    // For one value v: f_k^-1(v) is members()[offsets(v)[k] .. offsets(v)[k + 1]).
    const int* offsets(int v) const { return &start_[at(0, v)]; }
    const int* members() const { return &members_[0]; }

private:
    std::size_t at(int k, int v) const { return static_cast<std::size_t>(v) * m_ + k; }

    int m_;
    std::vector<int> start_;
    std::vector<int> members_;
};

// ---------------------------------------------------------------- solver ----

// The pair game. pair_state(x, y) numbers the unordered pairs x != y densely;
// each pair has an Alice-to-move and a Bob-to-move state.
//
// Instead of a counter per Bob-to-move state, each one "watches" a single
// move: the first function (in input order) that neither merges the pair nor
// leads to a pair Alice is known to win. When that pair becomes Alice's, the
// watcher moves on to the next such function; with none left, Bob has lost
// there. A watcher only ever moves forward, so each of Bob's moves is looked
// at once at most (the counter method's bound), but Bob states that keep a
// safe move cost almost nothing, and most do when the answer is NO.
const int kNone = -1;  // end of a watcher list

class PairGame {
public:
    explicit PairGame(const FunnyGame& game)
        : game_(game), preimages_(game), images_of_value_(game.image.size()),
          pairs_(static_cast<std::size_t>(game.n) * (game.n - 1) / 2),
          alice_wins_moving_(pairs_, 0), alice_wins_bob_moving_(pairs_, 0),
          watched_function_(pairs_, 0), next_watcher_(pairs_, kNone),
          first_watcher_(pairs_, kNone), alice_won_pairs_(0) {
        for (int k = 0; k < game.m; ++k)
            for (int x = 0; x < game.n; ++x)
                images_of_value_[static_cast<std::size_t>(x) * game.m + k] =
                    game.image[static_cast<std::size_t>(k) * game.n + x];
    }

    // True iff Alice, moving first, can merge every pair.
    bool alice_wins_every_pair() {
        add_merges();
        watch_bob_moves();
        for (std::size_t next = 0; next < won_.size(); ++next) {
            if (alice_won_pairs_ == pairs_) return true;
            const Won state = won_[next];
            if (state.bob_to_move) {
                alice_moves_into(state.x, state.y);
            } else {
                move_watchers_on(pair_state(state.x, state.y));
            }
        }
        return alice_won_pairs_ == pairs_;
    }

private:
    struct Won {
        int x, y;
        bool bob_to_move;
    };

    static std::size_t pair_state(int x, int y) {
        const int low = x < y ? x : y, high = x ^ y ^ low;
        return static_cast<std::size_t>(high) * (high - 1) / 2 + low;
    }
    // The inverse of pair_state: y is the largest with y(y-1)/2 <= id.
    static void pair_of(std::size_t id, int& x, int& y) {
        y = static_cast<int>((1.0 + std::sqrt(1.0 + 8.0 * static_cast<double>(id))) / 2.0);
        while (static_cast<std::size_t>(y) * (y - 1) / 2 > id) --y;
        while (static_cast<std::size_t>(y + 1) * y / 2 <= id) ++y;
        x = static_cast<int>(id - static_cast<std::size_t>(y) * (y - 1) / 2);
    }

    // Alice wins, moving, every pair some function merges. (Nothing watches
    // yet, so there is nobody to tell.)
    void add_merges() {
        for (int k = 0; k < game_.m; ++k) {
            for (int v = 0; v < game_.n; ++v) {
                const int* first = preimages_.begin(k, v);
                const int* last = preimages_.end(k, v);
                for (const int* x = first; x != last; ++x)
                    for (const int* y = x + 1; y != last; ++y) alice_wins_moving(*x, *y);
            }
        }
    }

    // Every Bob-to-move pair starts watching its first safe-looking move.
    void watch_bob_moves() {
        for (int y = 1; y < game_.n; ++y)
            for (int x = 0; x < y; ++x) watch_from(x, y, pair_state(x, y), 0);
    }

    // Bob, at {x, y}, watches the first function from `first` on that keeps
    // the pair apart and leads where Alice is not known to win; with none
    // left, Alice wins there.
    void watch_from(int x, int y, std::size_t bob_state, int first) {
        const int* fx = &images_of_value_[static_cast<std::size_t>(x) * game_.m];
        const int* fy = &images_of_value_[static_cast<std::size_t>(y) * game_.m];
        for (int k = first; k < game_.m; ++k) {
            if (fx[k] == fy[k]) continue;
            const std::size_t target = pair_state(fx[k], fy[k]);
            if (alice_wins_moving_[target]) continue;
            watched_function_[bob_state] = k;
            next_watcher_[bob_state] = first_watcher_[target];
            first_watcher_[target] = static_cast<int>(bob_state);
            return;
        }
        alice_wins_bob_moving_[bob_state] = 1;
        Won state = {x, y, true};
        won_.push_back(state);
    }

    // Alice now wins, moving, at `target`: Bob's moves into it lose for him.
    void move_watchers_on(std::size_t target) {
        int watcher = first_watcher_[target];
        first_watcher_[target] = kNone;
        while (watcher != kNone) {
            const std::size_t bob_state = static_cast<std::size_t>(watcher);
            watcher = next_watcher_[bob_state];
            int x, y;
            pair_of(bob_state, x, y);
            watch_from(x, y, bob_state, watched_function_[bob_state] + 1);
        }
    }

    // Alice now wins at {a, b} with Bob to move: she wins, moving, at every
    // pair some function maps onto {a, b}.
    void alice_moves_into(int a, int b) {
        const int* a_lists = preimages_.offsets(a);
        const int* b_lists = preimages_.offsets(b);
        const int* values = preimages_.members();
        for (int k = 0; k < game_.m; ++k) {
            if (a_lists[k] == a_lists[k + 1] || b_lists[k] == b_lists[k + 1]) continue;
            for (int i = a_lists[k]; i < a_lists[k + 1]; ++i)
                for (int j = b_lists[k]; j < b_lists[k + 1]; ++j)
                    alice_wins_moving(values[i], values[j]);
        }
    }

    void alice_wins_moving(int x, int y) {
        char& won = alice_wins_moving_[pair_state(x, y)];
        if (won) return;
        won = 1;
        ++alice_won_pairs_;
        Won state = {x, y, false};
        won_.push_back(state);
    }

    const FunnyGame& game_;
    Preimages preimages_;
    std::vector<int> images_of_value_;  // [x * m + k] = f_k(x): Bob's moves from x, in a row
    std::size_t pairs_;
    std::vector<char> alice_wins_moving_;      // Alice to move at the pair, and she wins
    std::vector<char> alice_wins_bob_moving_;  // Bob to move at the pair, and Alice wins
    std::vector<int> watched_function_;        // of a Bob-to-move pair
    std::vector<int> next_watcher_;            // next Bob pair watching the same target
    std::vector<int> first_watcher_;           // of an Alice-to-move pair
    std::size_t alice_won_pairs_;
    std::vector<Won> won_;  // decided states, in order; also the work queue
};

bool alice_always_wins(const FunnyGame& game) {
    if (game.n == 1) return true;
    PairGame pairs(game);
    return pairs.alice_wins_every_pair();
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

const char kProblem[] = "hdu5165";
const int kMaxTests = 1000000;
const int kMaxValues = 2000;     // n
const int kMaxFunctions = 2000;  // m

bool read_game(JudgeInput& input, FunnyGame& game) {
    if (!input.read("n", 1, kMaxValues, game.n) || !input.read("m", 1, kMaxFunctions, game.m))
        return false;
    const int n = game.n;
    game.image.assign(static_cast<std::size_t>(game.m) * n, 0);
    for (int k = 0; k < game.m; ++k) {
        for (int x = 0; x < n; ++x) {
            int value = 0;
            if (!input.read(Name("f_", k + 1, "(", x + 1, ")"), 1, n, value)) return false;
            game.image[static_cast<std::size_t>(k) * n + x] = value - 1;
        }
    }
    return true;
}

bool solve_tests(JudgeInput& input, Answers& answers) {
    int tests = 0;
    if (!input.read("T", 1, kMaxTests, tests)) return false;
    FunnyGame game;
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
        if (!read_game(input, game)) return false;
        answers.add(alice_always_wins(game) ? "YES\n" : "NO\n");
    }
    return input.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main(kProblem, solve_tests); }
#endif
