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
// Input checks. Anything but a valid input (not an integer, out of range,
// missing or extra tokens) stops the program with one line on stderr and exit
// status 1, after the answers of the complete tests before it. Accepted beyond
// the judge's limits: T <= 10^6, n <= 2000, m <= 2000; CR LF line ends.
//
// C++11, standard library only, no recursion.

#include <cmath>
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
const int kMaxValues = 2000;     // n
const int kMaxFunctions = 2000;  // m

struct FunnyGame {
    int n;
    int m;
    std::vector<int> image;  // image[k * n + x] = f_{k+1}(x+1) - 1 (0-based)
};

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

// ------------------------------------------------------------------ main ----

// Solves every test; returns the exit status. Answers go to `answers`, an
// input error (if any) to `error`.
int run(InputReader& reader, std::string& answers, std::string& error) {
    JudgeInput input(reader, "hdu5165");
    int tests = 0;
    if (!input.read("T", 1, kMaxTests, tests)) {
        error = input.error();
        return 1;
    }
    FunnyGame game;
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
        if (!read_game(input, game)) {
            error = input.error();
            return 1;
        }
        answers += alice_always_wins(game) ? "YES\n" : "NO\n";
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
