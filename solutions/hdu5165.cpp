// HDU 5165 - Funny Game
//
// Problem. An array holds values in 1..n, and there are m functions f_k on {1..n}. Alice
// and Bob alternate, Alice first; a move applies one function to every entry. Alice wins
// as soon as all entries are equal (also at the start); a game without end is Bob's.
// Print YES if Alice wins from every initial array, NO otherwise.
//
// Idea. Only the set of values matters, and a function never splits a value, so merged
// values stay merged. Alice wins from every array iff she wins the pair game from every
// {x, y}, x != y, moving first: an array of just x and y is that game; and from any set
// she plays her pair strategy for two of its values until they merge (Bob's moves never
// add values), then for two of the fewer left. In the pair game, Alice wins
//   {x, y} with Alice to move iff some move merges x and y or leads to a pair she wins
//          with Bob to move;
//   {x, y} with Bob to move  iff every move merges them or leads to a pair she wins with
//          herself to move;
// the least solution, found backwards from the merges (retrograde analysis). Bob's pairs
// do not count their moves: each watches one move that keeps his pair safe, and looks for
// the next one only when Alice comes to win where it leads. Her wins only grow, so a move
// passed over stays lost to him; each move is passed over once at most.
//
// The rules ask only where moves lead, not which function makes them, so moves are listed
// in one of two ways: by function (from {x, y}, f_k leads to {f_k(x), f_k(y)}; into {a, b}
// come the pairs of f_k^-1(a) x f_k^-1(b)), or by distinct image, when values have few:
// each value x with the values a it is sent to, and the set F(x, a) of functions that do,
// as bits; {x, y} moves onto {a, b} iff F(x, a) and F(y, b) meet. With S images in all and
// W words per set, images cost S^2 W word checks against the functions' m n^2 moves: they
// are used while S^2 W <= 8 m n^2. A constant function answers YES (Alice moves first),
// and NO comes at once when no function merges any pair.
//
// Complexity per test: O(m n^2) time, O(m n + n^2) memory.
//
// Status: answers equal a brute-force solver of the game on sets of values on every game
// with one or two functions on n <= 4 values, three on n <= 2, and thousands of random
// games with n, m <= 8, with each way of listing moves forced on its own; fuzzed. Accepts
// beyond the statement: T <= 10^6, n, m <= 2000.
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#if defined(HDU5165_IMAGES)  // test builds: moves listed one way only, no constant shortcut
const int kImages = 1;
#elif defined(HDU5165_FUNCTIONS)
const int kImages = -1;
#else
const int kImages = 0;  // images when they are few
#endif
const bool kShortcuts = kImages == 0;

struct Game {
    int n, m;
    std::vector<int> image;  // image[x * m + k] = f_{k+1}(x + 1) - 1: the values from 0
    bool constant;           // some function is constant
};

int pair_id(int a, int b) { return a < b ? b * (b - 1) / 2 + a : a * (a - 1) / 2 + b; }

// What is known of the pair game: the pairs Alice wins with herself to move, and the
// states decided whose predecessors are still to be told (pair << 1 | Bob to move).
struct Known {
    void reset(int values) {
        n = values;
        won.assign(n * n, 0);
        for (int a = 0; a < n; ++a) won[a * n + a] = 1;  // merged
        won_pairs = 0;
        queue.resize(n * (n - 1));  // each state once at most
        queued = 0;
    }
    const char* row(int a) const { return &won[a * n]; }  // row(a)[b]: Alice wins {a, b}
    void alice_wins(int x, int y) {  // with herself to move at {x, y}
        if (won[x * n + y]) return;
        won[x * n + y] = won[y * n + x] = 1;
        ++won_pairs;
        queue[queued++] = pair_id(x, y) << 1;
    }
    void bob_loses(int pair) { queue[queued++] = pair << 1 | 1; }  // with himself to move

    int n, won_pairs, queued;
    std::vector<char> won;
    std::vector<int> queue;
};

// The moves by function: from {x, y}, move k leads to {f_k(x), f_k(y)}.
class FunctionMoves {
public:
    void reset(const Game& game) {  // lists f_k^-1(a) at start_[a * m + k] in members_
        game_ = &game;
        const int n = game.n, m = game.m;
        start_.assign(n * m + 1, 0);
        for (int x = 0; x < n; ++x)
            for (int k = 0; k < m; ++k) ++start_[game.image[x * m + k] * m + k + 1];
        for (int c = 0; c < n * m; ++c) start_[c + 1] += start_[c];
        std::vector<int> next(start_.begin(), start_.end() - 1);
        members_.resize(n * m);
        for (int x = 0; x < n; ++x)
            for (int k = 0; k < m; ++k) members_[next[game.image[x * m + k] * m + k]++] = x;
    }
    void add_merges(Known& known) const {  // the pairs some f_k sends to one value
        for (std::size_t list = 0; list + 1 < start_.size(); ++list)
            for (int i = start_[list]; i < start_[list + 1]; ++i)
                for (int j = i + 1; j < start_[list + 1]; ++j) known.alice_wins(members_[i], members_[j]);
    }
    // The first move from `move` on that leads from {x, y} to a pair {a, b} Alice is not
    // known to win, or -1.
    int next_safe(int x, int y, int move, const Known& known, int& a, int& b) const {
        const int* fx = &game_->image[x * game_->m];
        const int* fy = &game_->image[y * game_->m];
        const char* won = known.row(0);
        for (int k = move; k < game_->m; ++k)
            if (!won[fx[k] * known.n + fy[k]]) return a = fx[k], b = fy[k], k;
        return -1;
    }
    void moves_into(int a, int b, Known& known) const {  // onto {a, b}: f_k^-1(a) x f_k^-1(b)
        const int m = game_->m;
        for (int k = 0; k < m; ++k)
            for (int i = start_[a * m + k]; i < start_[a * m + k + 1]; ++i) {
                const char* won = known.row(members_[i]);
                for (int j = start_[b * m + k]; j < start_[b * m + k + 1]; ++j)
                    if (!won[members_[j]]) known.alice_wins(members_[i], members_[j]);
            }
    }

private:
    const Game* game_;
    std::vector<int> start_, members_;
};

typedef unsigned long Word;  // a word of a set of functions
const int kWordBits = static_cast<int>(sizeof(Word) * CHAR_BIT);

// The moves by distinct image: x's images are image_[first_[x] .. first_[x + 1]), the
// "slots", and slot s has the set of functions functions_[s * words_ ..]. The move from
// {x, y} to x's i-th image and y's j-th is numbered i << 16 | j.
class ImageMoves {
public:
    static int slots(const Game& game) {  // the (value, distinct image) pairs
        std::vector<int> seen(game.n, -1);
        int count = 0;
        for (int x = 0; x < game.n; ++x)
            for (int k = 0; k < game.m; ++k)
                if (seen[game.image[x * game.m + k]] != x) seen[game.image[x * game.m + k]] = x, ++count;
        return count;
    }
    void reset(const Game& game) {
        const int n = game.n, m = game.m;
        words_ = (m + kWordBits - 1) / kWordBits;
        first_.assign(1, 0);
        image_.clear();
        functions_.clear();
        std::vector<int> slot(n, -1);
        for (int x = 0; x < n; ++x) {
            for (int k = 0; k < m; ++k) {
                int& s = slot[game.image[x * m + k]];
                if (s < first_[x]) {  // a new image of x
                    s = static_cast<int>(image_.size());
                    image_.push_back(game.image[x * m + k]);
                    functions_.resize(functions_.size() + words_, 0);
                }
                functions_[s * words_ + k / kWordBits] |= Word(1) << (k % kWordBits);
            }
            first_.push_back(static_cast<int>(image_.size()));
        }
        // a's preimages: the slots s with image_[s] == a, at into_start_[a] ..
        into_start_.assign(n + 1, 0);
        for (std::size_t s = 0; s < image_.size(); ++s) ++into_start_[image_[s] + 1];
        for (int a = 0; a < n; ++a) into_start_[a + 1] += into_start_[a];
        std::vector<int> next(into_start_.begin(), into_start_.end() - 1);
        into_.resize(image_.size());
        owner_.resize(image_.size());
        for (int x = 0; x < n; ++x)
            for (int s = first_[x]; s < first_[x + 1]; ++s) owner_[next[image_[s]]] = x, into_[next[image_[s]]++] = s;
    }
    void add_merges(Known& known) const {  // preimages x, y of one a, with a function in common
        for (std::size_t a = 0; a + 1 < into_start_.size(); ++a)
            for (int i = into_start_[a]; i < into_start_[a + 1]; ++i)
                for (int j = i + 1; j < into_start_[a + 1]; ++j)
                    if (meet(into_[i], into_[j])) known.alice_wins(owner_[i], owner_[j]);
    }
    int next_safe(int x, int y, int move, const Known& known, int& a, int& b) const {
        for (int i = move >> 16, j = move & 0xffff; first_[x] + i < first_[x + 1]; ++i, j = 0) {
            const int s = first_[x] + i;
            const char* won = known.row(image_[s]);
            for (int t = first_[y] + j; t < first_[y + 1]; ++t)
                if (!won[image_[t]] && meet(s, t))
                    return a = image_[s], b = image_[t], i << 16 | (t - first_[y]);
        }
        return -1;
    }
    void moves_into(int a, int b, Known& known) const {  // {x, y} with a move onto {a, b}
        for (int i = into_start_[a]; i < into_start_[a + 1]; ++i) {
            const char* won = known.row(owner_[i]);
            for (int j = into_start_[b]; j < into_start_[b + 1]; ++j)
                if (!won[owner_[j]] && meet(into_[i], into_[j])) known.alice_wins(owner_[i], owner_[j]);
        }
    }

private:
    bool meet(int s, int t) const {  // slots s and t have a function in common
        for (int w = 0; w < words_; ++w)
            if (functions_[s * words_ + w] & functions_[t * words_ + w]) return true;
        return false;
    }
    int words_;
    std::vector<int> first_, image_, into_start_, into_, owner_;
    std::vector<Word> functions_;
};

class Solver {
public:
    bool alice_always_wins(const Game& game) {
        if (game.n == 1 || (kShortcuts && game.constant)) return true;
        const double words = (game.m + kWordBits - 1) / kWordBits;
        if (kImages > 0 || (kImages == 0 && ImageMoves::slots(game) <=
                                                game.n * std::sqrt(8 * game.m / words))) {
            images_.reset(game);
            return alice_wins_every_pair(game.n, images_);
        }
        functions_.reset(game);
        return alice_wins_every_pair(game.n, functions_);
    }

private:
    // Retrograde analysis of the pair game, with the moves as `moves` lists them.
    template <class Moves>
    bool alice_wins_every_pair(int n, const Moves& moves) {
        const int pairs = n * (n - 1) / 2;
        known_.reset(n);
        moves.add_merges(known_);
        if (known_.won_pairs == 0) return false;  // nothing merges: Alice wins no pair
        if (static_cast<int>(low_.size()) != pairs) {
            low_.clear();
            high_.clear();
            for (int b = 1; b < n; ++b)
                for (int a = 0; a < b; ++a) low_.push_back(a), high_.push_back(b);
        }
        watched_.assign(pairs, 0);
        first_watcher_.assign(pairs, -1);
        next_watcher_.resize(pairs);
        for (int pair = 0; pair < pairs; ++pair) watch(pair, 0, moves);
        for (int i = 0; i < known_.queued && known_.won_pairs < pairs; ++i) {
            const int pair = known_.queue[i] >> 1;
            if (known_.queue[i] & 1) {  // Bob loses here: Alice wins moving into it
                moves.moves_into(low_[pair], high_[pair], known_);
                continue;
            }
            const int first = first_watcher_[pair];  // Alice wins here: Bob's watchers move on
            first_watcher_[pair] = -1;
            for (int bob = first, next; bob >= 0; bob = next) {
                next = next_watcher_[bob];
                watch(bob, watched_[bob] + 1, moves);
            }
        }
        return known_.won_pairs == pairs;
    }
    // Bob, at `pair`, watches his first move from `move` on that Alice is not known to win.
    template <class Moves>
    void watch(int pair, int move, const Moves& moves) {
        int a, b;
        watched_[pair] = moves.next_safe(low_[pair], high_[pair], move, known_, a, b);
        if (watched_[pair] < 0) return known_.bob_loses(pair);
        next_watcher_[pair] = first_watcher_[pair_id(a, b)];
        first_watcher_[pair_id(a, b)] = pair;
    }

    Known known_;
    std::vector<int> low_, high_;          // the pair numbered p is {low_[p], high_[p]}
    std::vector<int> watched_, first_watcher_, next_watcher_;  // a list of watchers per target
    FunctionMoves functions_;
    ImageMoves images_;
};

// ================================================================= input layer ====
// The same in the three judge files (a test compares them). Numbers are tokens between
// whitespace, read through a window of 64 KiB; a UTF-8 byte order mark at the start is
// skipped, and a Ctrl-Z byte ends the input as Windows reads text. The first token that is
// not what the problem expects stops reading, and one line says where and what it is.
const int kLookahead = 32;  // bytes of a token looked at: a longer one is out of every range

bool is_space(char c) { return c == ' ' || static_cast<unsigned char>(c - '\t') < 5; }

std::string printed(const char* format, int i = 0, int j = 0) {  // our formats: < 64 bytes
    char text[64];
    std::sprintf(text, format, i, j);
    return text;
}

struct JudgeInput {
    JudgeInput(std::FILE* file, std::size_t window = 1 << 16)
        : file_(file), size_(window), begin_(new char[window + 1]), end_(begin_), pos_(begin_),
          ended_(false), line_(1), test(0) {
        refill();
        if (end_ - pos_ >= 3 && std::memcmp(pos_, "\xef\xbb\xbf", 3) == 0) pos_ += 3;
    }
    ~JudgeInput() { delete[] begin_; }
    // The fast path: plain numbers (1 to 9 digits, then whitespace) in low..high into
    // `values`, `count` at most; returns how many. read() takes the next one, whatever it is.
    int read_plain(int* values, int count, int low, int high) {
        const char* p = pos_;
        int done = 0, lines = 0;
        for (; done < count; ++done) {
            while (is_space(*p)) lines += *p++ == '\n';
            const char* const first = p;
            unsigned number = 0, digit;
            for (; (digit = static_cast<unsigned char>(*p) - '0') <= 9; ++p) number = 10 * number + digit;
            if (static_cast<unsigned>(p - first - 1) > 8 || !is_space(*p) ||
                number - low > static_cast<unsigned>(high - low)) {
                p = first;
                break;
            }
            values[done] = static_cast<int>(number);
            lines += *p++ == '\n';  // the whitespace after it
        }
        pos_ = p;
        line_ += lines;
        return done;
    }
    // The next number in low..high; `name` (a format of i and j, such as "f_%d(%d)") names
    // it in errors.
    bool read(int& value, int low, int high, const char* name, int i = 0, int j = 0) {
        return read_plain(&value, 1, low, high) == 1 || careful(&value, low, high, name, i, j);
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
        const std::size_t kept = end_ - pos_, wanted = size_ - kept;
        std::memmove(begin_, pos_, kept);
        const std::size_t got = std::fread(begin_ + kept, 1, wanted, file_);
        if (got < wanted && std::ferror(file_)) reason_ = std::strerror(errno);
        char* const ctrl_z = static_cast<char*>(std::memchr(begin_ + kept, '\x1a', got));
        ended_ = ctrl_z || got < wanted;
        pos_ = begin_;
        end_ = ctrl_z ? ctrl_z : begin_ + kept + got;
        *end_ = '\0';  // ends every scan
    }
    // The next token as `name` in low..high (as the end of the input if value is null); in
    // errors it is quoted as written, odd bytes as \xNN, to kLookahead bytes ("..." beyond).
    bool careful(int* value, int low, int high, const char* name, int i, int j) {
        for (;; refill()) {
            while (is_space(*pos_)) line_ += *pos_++ == '\n';
            if (end_ - pos_ > kLookahead || ended_) break;
        }
        const char* last = pos_;
        while (last != end_ && !is_space(*last) && last - pos_ <= kLookahead) ++last;
        const bool whole = last - pos_ <= kLookahead;
        const std::string token(pos_, whole ? last : pos_ + kLookahead);
        char* end;
        const long number = std::strtol(token.c_str(), &end, 10);
        const int line = line_, tests = test;
        pos_ = last;
        if (!reason_.empty() && last == end_) return fail("");
        if (value ? whole && end != token.c_str() && end == token.c_str() + token.size() &&
                        number >= low && number <= high
                  : token.empty())
            return !value || (*value = static_cast<int>(number), true);
        std::string found = token.empty() ? "the end of the input" : "\"";
        for (std::size_t k = 0; k < token.size(); ++k) {
            const bool shown = token[k] >= ' ' && token[k] < 127 && !std::strchr("\"\\", token[k]);
            found += shown ? std::string(1, token[k]) : printed("\\x%02x", token[k] & 255);
        }
        if (!token.empty()) found += whole ? "\"" : "...\"";
        test = value ? test : 0;
        return fail((value ? "expected " + printed(name, i, j) + printed(" in %d..%d", low, high)
                           : printed("expected the end of the input after test %d", tests)) +
                        ", found " + found, token.empty() ? 0 : line);
    }

    std::FILE* file_;
    std::size_t size_;
    char *begin_, *end_;  // the window's bytes, and a '\0' at end_
    const char* pos_;
    bool ended_;          // nothing after end_: the input's end, Ctrl-Z or a read error
    std::string reason_, error;  // why reading failed; the first error, if any
    int line_, test;      // the line of pos_; the test being read (0: none)
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
const int kMaxTests = 1000000, kMaxValues = 2000, kMaxFunctions = 2000;

bool read_game(JudgeInput& in, Game& game) {
    if (!in.read(game.n, 1, kMaxValues, "n") || !in.read(game.m, 1, kMaxFunctions, "m"))
        return false;
    const int n = game.n, m = game.m;
    game.image.resize(n * m);
    game.constant = false;
    for (int k = 0; k < m; ++k) {
        bool constant = true;
        for (int x = 0; x < n; ++x) {
            int value;
            if (!in.read(value, 1, n, "f_%d(%d)", k + 1, x + 1)) return false;
            game.image[x * m + k] = value - 1;
            constant = constant && value - 1 == game.image[k];
        }
        game.constant = game.constant || constant;
    }
    return true;
}

bool solve_tests(JudgeInput& in, std::FILE* out) {
    int tests;
    if (!in.read(tests, 1, kMaxTests, "T")) return false;
    Game game;
    Solver solver;
    for (int test = 1; test <= tests; ++test) {
        in.test = test;
        if (!read_game(in, game)) return false;
        std::fputs(solver.alice_always_wins(game) ? "YES\n" : "NO\n", out);
    }
    return in.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main("hdu5165", solve_tests); }
#endif
