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
//    leads to an Alice-to-move pair Alice wins. A counter per pair holds the
//    number of functions not yet known to lose for Bob: each (pair, function)
//    move is counted exactly once, so repeated functions need no care.
// Predecessors are not stored: the pairs f maps onto {a, b} are the products
// of the preimage lists f^-1(a) x f^-1(b), kept per function.
// For n = 1 every array is already constant: YES.
//
// Complexity per test: O(m * n^2) time (each move of the pair game is looked
// at O(1) times), O(m * n + n^2) memory. Judge limits n, m <= 100.
//
// Input checks. Anything but a valid input (not an integer, out of range,
// missing or extra tokens) stops the program with one line on stderr and exit
// status 1, after the answers of the complete tests before it. Accepted beyond
// the judge's limits: T <= 10^6, n <= 2000, m <= 2000; CR LF line ends.
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
        : file_(file), block_(1 << 16), data_(&block_[0]), size_(0), pos_(0) {}
    InputReader(const char* data, std::size_t size)
        : file_(0), data_(data), size_(size), pos_(0) {}

    // Reads the next token. On kOk `value` holds it; on kNotInteger and
    // kTooLarge `token` holds a printable form of what was found.
    Status next_integer(long long& value, std::string& token) {
        int c = get();
        while (is_space(c)) c = get();
        if (c == kEof) return kEnd;
        token.clear();
        bool negative = false, digits = false, valid = true, too_large = false;
        long long magnitude = 0;
        if (c == '-' || c == '+') {
            negative = (c == '-');
            remember(token, c);
            c = get();
        }
        for (; c != kEof && !is_space(c); c = get()) {
            remember(token, c);
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

private:
    static const int kEof = -1;
    static const long long kLargest = 1000000000000000LL;  // 10^15
    static const std::size_t kShownChars = 24;

    static bool is_space(int c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
    }
    static void remember(std::string& token, int c) {
        if (token.size() >= kShownChars) {
            if (token.size() == kShownChars) token += "...";
            return;
        }
        if (c >= 32 && c < 127 && c != '"' && c != '\\') {
            token += static_cast<char>(c);
        } else {
            static const char hex[] = "0123456789abcdef";
            token += "\\x";
            token += hex[(c >> 4) & 15];
            token += hex[c & 15];
        }
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
};

// Reads named, range-checked values and words the first error.
class JudgeInput {
public:
    JudgeInput(InputReader& reader, const char* problem)
        : reader_(reader), problem_(problem), test_(0) {}

    void begin_test(int test) { test_ = test; }

    bool read(const std::string& name, long long low, long long high, int& value) {
        long long number = 0;
        std::string token;
        switch (reader_.next_integer(number, token)) {
        case InputReader::kEnd:
            return fail("input ends before " + name);
        case InputReader::kNotInteger:
            return fail("expected an integer for " + name + ", found \"" + token + "\"");
        case InputReader::kTooLarge:
            return fail(name + " = " + token + " is too large");
        case InputReader::kOk:
            break;
        }
        if (number < low || number > high) {
            return fail(name + " = " + std::to_string(number) + " is outside " +
                        std::to_string(low) + ".." + std::to_string(high));
        }
        value = static_cast<int>(number);
        return true;
    }

    // After the last test: nothing but whitespace may follow.
    bool expect_end() {
        long long number = 0;
        std::string token;
        InputReader::Status status = reader_.next_integer(number, token);
        if (status == InputReader::kEnd) return true;
        if (status == InputReader::kOk) token = std::to_string(number);
        return fail("unexpected \"" + token + "\" after the last test");
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
            const std::string name =
                "f_" + std::to_string(k + 1) + "(" + std::to_string(x + 1) + ")";
            if (!input.read(name, 1, n, value)) return false;
            game.image[static_cast<std::size_t>(k) * n + x] = value - 1;
        }
    }
    return true;
}

// f_k^-1(v) for every function k and value v, as one flat bucket array:
// the preimage of v under f_k is members[start(k, v) .. start(k, v + 1)).
class Preimages {
public:
    explicit Preimages(const FunnyGame& game)
        : n_(game.n), start_(static_cast<std::size_t>(game.m) * (game.n + 1), 0),
          members_(game.image.size()) {
        for (int k = 0; k < game.m; ++k) {
            const int* f = &game.image[static_cast<std::size_t>(k) * n_];
            int* begin = &start_[static_cast<std::size_t>(k) * (n_ + 1)];
            for (int x = 0; x < n_; ++x) ++begin[f[x] + 1];
            for (int v = 0; v < n_; ++v) begin[v + 1] += begin[v];
            std::vector<int> next(begin, begin + n_);
            int* bucket = &members_[static_cast<std::size_t>(k) * n_];
            for (int x = 0; x < n_; ++x) bucket[next[f[x]]++] = x;
        }
    }
    const int* begin(int k, int v) const { return &members_[0] + offset(k) + start_[at(k, v)]; }
    const int* end(int k, int v) const { return &members_[0] + offset(k) + start_[at(k, v) + 1]; }

private:
    std::size_t offset(int k) const { return static_cast<std::size_t>(k) * n_; }
    std::size_t at(int k, int v) const { return static_cast<std::size_t>(k) * (n_ + 1) + v; }

    int n_;
    std::vector<int> start_;
    std::vector<int> members_;
};

// ---------------------------------------------------------------- solver ----

// The pair game: pair_state(x, y) numbers the unordered pairs x != y densely.
class PairGame {
public:
    explicit PairGame(const FunnyGame& game)
        : game_(game), preimages_(game),
          pairs_(static_cast<std::size_t>(game.n) * (game.n - 1) / 2),
          alice_wins_moving_(pairs_, 0), alice_wins_bob_moving_(pairs_, 0),
          bob_moves_left_(pairs_, game.m), alice_won_pairs_(0) {
        won_.reserve(2 * pairs_);
    }

    // True iff Alice, moving first, can merge every pair.
    bool alice_wins_every_pair() {
        add_merges();
        for (std::size_t next = 0; next < won_.size(); ++next) {
            if (alice_won_pairs_ == pairs_) return true;
            const Won state = won_[next];
            if (state.bob_to_move) {
                for_each_predecessor(state.x, state.y, &PairGame::alice_moves_here);
            } else {
                for_each_predecessor(state.x, state.y, &PairGame::bob_moves_here);
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
        if (x > y) { int t = x; x = y; y = t; }
        return static_cast<std::size_t>(y) * (y - 1) / 2 + x;
    }

    // Every function that maps two values of a pair together wins it for
    // Alice when she moves, and is one losing move fewer for Bob.
    void add_merges() {
        for (int k = 0; k < game_.m; ++k) {
            for (int v = 0; v < game_.n; ++v) {
                const int* first = preimages_.begin(k, v);
                const int* last = preimages_.end(k, v);
                for (const int* x = first; x != last; ++x) {
                    for (const int* y = x + 1; y != last; ++y) {
                        alice_moves_here(*x, *y);
                        bob_moves_here(*x, *y);
                    }
                }
            }
        }
    }

    // Calls visit(x, y) for every pair {x, y} and function f with
    // {f(x), f(y)} = {a, b}, once per such (pair, function) move.
    void for_each_predecessor(int a, int b, void (PairGame::*visit)(int, int)) {
        for (int k = 0; k < game_.m; ++k) {
            const int* a_end = preimages_.end(k, a);
            const int* b_first = preimages_.begin(k, b);
            const int* b_end = preimages_.end(k, b);
            for (const int* x = preimages_.begin(k, a); x != a_end; ++x)
                for (const int* y = b_first; y != b_end; ++y) (this->*visit)(*x, *y);
        }
    }

    // A move of Alice's from {x, y} reaches a pair she wins with Bob to move.
    void alice_moves_here(int x, int y) {
        char& won = alice_wins_moving_[pair_state(x, y)];
        if (won) return;
        won = 1;
        ++alice_won_pairs_;
        Won state = {x, y, false};
        won_.push_back(state);
    }

    // A move of Bob's from {x, y} reaches a pair Alice wins with her to move.
    void bob_moves_here(int x, int y) {
        const std::size_t id = pair_state(x, y);
        if (alice_wins_bob_moving_[id] || --bob_moves_left_[id] > 0) return;
        alice_wins_bob_moving_[id] = 1;
        Won state = {x, y, true};
        won_.push_back(state);
    }

    const FunnyGame& game_;
    Preimages preimages_;
    std::size_t pairs_;
    std::vector<char> alice_wins_moving_;
    std::vector<char> alice_wins_bob_moving_;
    std::vector<int> bob_moves_left_;
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
