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
// The pair game is a reachability game on n(n-1)/2 pairs times two movers.
// Alice's winning states are the least solution of
//  - Alice to move wins at {x, y} if some move merges x and y, or leads to a
//    Bob-to-move pair Alice wins;
//  - Alice wins at {x, y} with Bob to move if every move merges x and y, or
//    leads to an Alice-to-move pair Alice wins;
// found by retrograde analysis from the merges: a state is added when its
// rule holds, and a new state tells only the states with a move into it.
// Bob's states do not count their moves: each watches one move that neither
// merges nor leads where Alice is known to win, and looks for the next one
// only when Alice wins that move's target ("watched literals"). As Alice's
// states only grow, a move passed over stays bad for Bob; a watcher that runs
// out has seen every move lose for him, and one that has not is told when
// its move turns (its target is queued after it was watched). Each move is
// passed over once at most, and a pair where Bob keeps a safe move costs
// next to nothing (most do when the answer is NO). Alice's wins are an
// n x n table whose diagonal (a merged pair) counts as won, so Bob's scans
// pass over merging moves as over lost ones; Alice's merging moves are
// added first, from the preimage lists.
//
// Both rules ask only WHERE a state's moves lead, not by which function or
// how many, so two ways of listing the moves are exact:
//  - functions: from {x, y}, f_k for k = 1..m leads to {f_k(x), f_k(y)}, and
//    the pairs f_k maps onto {a, b} are f_k^-1(a) x f_k^-1(b) (preimage lists
//    per function). Cost per move: O(1); m n^2 / 2 moves.
//  - distinct images: for each value x its images a = f_k(x) over all k, each
//    with the set F(x, a) of the functions that send x there (a bitset of m
//    bits). {x, y} has a move onto {a, b} (x to a, y to b) iff F(x, a) and
//    F(y, b) meet: a function doing both is one in both sets, and conversely.
//    Bob's moves from {x, y} are then read from images(x) x images(y), and
//    the pairs with a move onto {a, b} from preimages(a) x preimages(b). On
//    funnel-like games a value has a few images over all m functions, and a
//    pair a few targets instead of m moves. A candidate is first looked up
//    (Alice already winning there: skip), and only then are the sets met.
// The images are used when their number S (over all values) is small: S^2
// target checks of W = ceil(m / w) words each (w = 64, or 32 on Windows)
// against m n^2 function checks; see FunnySolver::few_images.
// For n = 1 every array is already constant: YES. So it is when some
// function is constant (noted while reading): Alice moves first and applies
// it. The forced builds below skip that, so their paths meet such games too.
// When no function merges any pair (permutations), Alice never wins
// anything (her first wins are merges, and Bob's states have moves): NO as
// soon as the merges are listed.
//
// Complexity per test: O(m n^2) time in the worst case. Functions: each move
// is looked at O(1) times. Images: O(S^2 W + m n), taken only when S^2 W <=
// 8 m n^2. Memory O(m n + n^2) (the sets of functions take S W <=
// n sqrt(8 m W) = O(m n) words); the arrays are reused from test to test.
// Judge limits n, m <= 100.
//
// Status: compared with a brute-force solver of the full game (sets of
// values) on every game with one function on n <= 4 values, two on n <= 4,
// three on n = 2, and on 3600 random games with n, m <= 8 (tests/), each
// way of listing the moves forced on its own too (builds hdu5165_images_only
// and hdu5165_functions_only, which also force 32-bit pair numbers, used
// from n = 363 on); answers equal to the plain baseline's (bench/) on the
// benchmark families up to n = 400.
//
// Input. Numbers are read as whitespace-separated tokens, through a window
// of 64 KiB (memory does not grow with the input); a UTF-8 byte order mark
// at the start is skipped and the input ends at a Ctrl-Z byte, as on
// Windows. Anything that is not a valid input (not an integer, out of range,
// missing or extra tokens) stops the program with one line on stderr and exit
// status 1, after the answers of the complete tests before it; so does a
// failed read or write. Accepted beyond the judge's promises: T <= 10^6, n <=
// 2000, m <= 2000.
// A token reader cannot see line structure: a count that does not match its
// line shifts the tokens after it (the project's `validate` tool checks that).
//
// C++98 to C++20, standard library only, no recursion.

#include <cerrno>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

// ----------------------------------------------------------------- model ----

typedef unsigned short Value;          // a value 0 .. n-1 (n <= 2000)

struct FunnyGame {
    int n;
    int m;
    // image[x * m + k] = f_{k+1}(x+1) - 1 (0-based): x's images side by side
    std::vector<Value> image;
    bool has_constant_function;
};

typedef unsigned long Functions;  // one word of a set of function numbers
const int kFunctionBits = static_cast<int>(sizeof(Functions) * CHAR_BIT);  // 64, or 32 on Windows

// The unordered pairs {a, b}, a != b, numbered 0 .. count()-1: {a, b} with
// a < b is b (b - 1) / 2 + a. Id is unsigned short when the numbers fit,
// which halves the arrays indexed by pairs.
template <typename Id>
class Pairs {
public:
    Pairs() : n_(0), count_(0) {}

    void reset(int n) {
        if (n == n_) return;  // the numbering depends on n only
        n_ = n;
        count_ = static_cast<std::size_t>(n) * (n - 1) / 2;
        low_.assign(count_, 0);
        high_.assign(count_, 0);
        std::size_t next = 0;
        for (int b = 0; b < n; ++b) {
            for (int a = 0; a < b; ++a, ++next) {
                low_[next] = static_cast<Value>(a);
                high_[next] = static_cast<Value>(b);
            }
        }
    }
    std::size_t count() const { return count_; }
    static Id id(int a, int b) {
        const int low = a < b ? a : b, high = a ^ b ^ low;
        return static_cast<Id>(static_cast<std::size_t>(high) * (high - 1) / 2 + low);
    }
    int low(Id pair) const { return low_[pair]; }
    int high(Id pair) const { return high_[pair]; }

private:
    int n_;
    std::size_t count_;
    std::vector<Value> low_, high_;
};

// ---------------------------------------------------------------- solver ----

// What is known of the pair game: the states Alice wins, the Bob-to-move
// states' watched moves, and the decided states still to pass on.
template <typename Id>
class PairGame {
public:
    static Id none() { return static_cast<Id>(-1); }

    void reset(int n) {
        n_ = n;
        pairs_.reset(n);
        const std::size_t count = pairs_.count();
        alice_wins_.assign(static_cast<std::size_t>(n) * n, 0);
        for (int a = 0; a < n; ++a) alice_wins_[static_cast<std::size_t>(a) * n + a] = 1;
        watched_.assign(count, 0);
        next_watcher_.assign(count, none());
        first_watcher_.assign(count, none());
        alice_won_pairs_ = 0;
        decided_.resize(2 * count);
        decided_end_ = 0;
        next_decided_ = 0;
    }

    const Pairs<Id>& pairs() const { return pairs_; }
    // alice_wins_row(a)[b]: Alice, to move at {a, b}, is known to win (a == b
    // too: merged). The rows stay in place while a test is solved.
    const char* alice_wins_row(int a) const { return &alice_wins_[static_cast<std::size_t>(a) * n_]; }
    bool alice_wins_every_pair() const { return alice_won_pairs_ == pairs_.count(); }
    bool alice_wins_no_pair() const { return alice_won_pairs_ == 0; }

    // Alice, to move at {x, y}, x != y, has a move that wins.
    void alice_wins_moving(int x, int y) {
        char& won = alice_wins_[static_cast<std::size_t>(x) * n_ + y];
        if (won) return;
        won = 1;
        alice_wins_[static_cast<std::size_t>(y) * n_ + x] = 1;
        ++alice_won_pairs_;
        decided_[decided_end_++] = static_cast<unsigned>(Pairs<Id>::id(x, y)) << 1;
    }
    // Bob, to move at `pair`, has no move left that does not lose.
    void bob_loses(Id pair) { decided_[decided_end_++] = static_cast<unsigned>(pair) << 1 | 1; }
    // Bob, at `pair`, watches the move numbered `move`, which leads to {a, b}.
    void watch(Id pair, int a, int b, unsigned move) {
        const Id target = Pairs<Id>::id(a, b);
        watched_[pair] = move;
        next_watcher_[pair] = first_watcher_[target];
        first_watcher_[target] = pair;
    }
    // The next decided state not passed on yet, if any.
    bool next_decided(Id& pair, bool& bob_to_move) {
        if (next_decided_ == decided_end_) return false;
        const unsigned entry = decided_[next_decided_++];
        pair = static_cast<Id>(entry >> 1);
        bob_to_move = (entry & 1) != 0;
        return true;
    }
    // The Bob states watching `target`, which Alice now wins: the list is
    // handed over (first, then next_watcher) and emptied.
    Id take_watchers(Id target) {
        const Id first = first_watcher_[target];
        first_watcher_[target] = none();
        return first;
    }
    Id next_watcher(Id pair) const { return next_watcher_[pair]; }
    unsigned watched(Id pair) const { return watched_[pair]; }

private:
    int n_;
    Pairs<Id> pairs_;
    std::vector<char> alice_wins_;   // [a * n + b]: Alice to move at {a, b}, and she wins
    std::vector<unsigned> watched_;  // of a Bob-to-move pair
    std::vector<Id> next_watcher_;   // next Bob pair watching the same target
    std::vector<Id> first_watcher_;  // of an Alice-to-move pair
    std::size_t alice_won_pairs_;
    // pair << 1 | Bob to move, each state once at most: the work queue
    std::vector<unsigned> decided_;
    std::size_t decided_end_;
    std::size_t next_decided_;
};

// Retrograde analysis of the pair game, with the moves as `Moves` lists
// them: whether Alice, moving first, wins from every pair.
template <typename Id, typename Moves>
bool solve_pair_game(PairGame<Id>& game, int n, const Moves& moves) {
    game.reset(n);
    moves.add_merges(game);
    if (game.alice_wins_no_pair()) return false;  // nothing ever merges: every pair is Bob's
    for (std::size_t pair = 0; pair < game.pairs().count(); ++pair)
        moves.watch_from(game, static_cast<Id>(pair), 0);
    Id pair = 0;
    bool bob_to_move = false;
    while (!game.alice_wins_every_pair() && game.next_decided(pair, bob_to_move)) {
        if (bob_to_move) {
            moves.alice_moves_into(game, game.pairs().low(pair), game.pairs().high(pair));
            continue;
        }
        for (Id bob = game.take_watchers(pair); bob != PairGame<Id>::none();) {
            const Id next = game.next_watcher(bob);
            moves.watch_from(game, bob, game.watched(bob) + 1);
            bob = next;
        }
    }
    return game.alice_wins_every_pair();
}

// The moves as functions: Bob's moves from {x, y} are f_k for k = 0 .. m-1,
// and the pairs f_k maps onto {a, b} are f_k^-1(a) x f_k^-1(b).
class FunctionMoves {
public:
    void reset(const FunnyGame& game) {
        const std::vector<Value>& images = game.image;
        n_ = game.n;
        m_ = game.m;
        images_ = &images[0];
        start_.assign(static_cast<std::size_t>(game.n) * game.m + 1, 0);
        members_.resize(images.size());
        for (int x = 0; x < game.n; ++x)
            for (int k = 0; k < m_; ++k) ++start_[at(images[at(x, k)], k) + 1];
        for (std::size_t i = 1; i < start_.size(); ++i) start_[i] += start_[i - 1];
        next_.assign(start_.begin(), start_.end() - 1);
        for (int x = 0; x < game.n; ++x)
            for (int k = 0; k < m_; ++k)
                members_[next_[at(images[at(x, k)], k)]++] = static_cast<Value>(x);
    }

    // Alice, to move, wins at every pair some function merges.
    template <typename Id>
    void add_merges(PairGame<Id>& game) const {
        const Value* values = &members_[0];
        for (std::size_t list = 0; list + 1 < start_.size(); ++list) {
            const int first = start_[list], last = start_[list + 1];
            if (last - first < 2) continue;
            for (int i = first; i < last; ++i)
                for (int j = i + 1; j < last; ++j) game.alice_wins_moving(values[i], values[j]);
        }
    }

    // Bob, at `pair`, watches the first function from `first` on that leads
    // where Alice is not known to win; with none left, he loses there.
    template <typename Id>
    void watch_from(PairGame<Id>& game, Id pair, unsigned first) const {
        const Value* fx = images_ + at(game.pairs().low(pair), 0);
        const Value* fy = images_ + at(game.pairs().high(pair), 0);
        const char* alice_wins = game.alice_wins_row(0);
        const std::size_t n = n_;
        for (unsigned k = first; k < static_cast<unsigned>(m_); ++k) {
            if (!alice_wins[fx[k] * n + fy[k]]) {
                game.watch(pair, fx[k], fy[k], k);
                return;
            }
        }
        game.bob_loses(pair);
    }

    // Alice now wins at {a, b} with Bob to move: she wins, moving, at every
    // pair some function maps onto {a, b}.
    template <typename Id>
    void alice_moves_into(PairGame<Id>& game, int a, int b) const {
        const int* a_lists = &start_[at(a, 0)];
        const int* b_lists = &start_[at(b, 0)];
        const Value* values = &members_[0];
        for (int k = 0; k < m_; ++k) {
            const int b_first = b_lists[k], b_last = b_lists[k + 1];
            if (b_first == b_last) continue;
            for (int i = a_lists[k]; i < a_lists[k + 1]; ++i) {
                const int x = values[i];
                const char* alice_wins = game.alice_wins_row(x);
                for (int j = b_first; j < b_last; ++j)
                    if (!alice_wins[values[j]]) game.alice_wins_moving(x, values[j]);
            }
        }
    }

private:
    std::size_t at(int value, std::size_t k) const { return static_cast<std::size_t>(value) * m_ + k; }

    int n_;
    int m_;
    const Value* images_;  // [x * m + k] = f_k(x): Bob's moves from x, in a row
    // f_k^-1(a) is members_[start_[a * m + k] .. start_[a * m + k + 1]): for
    // one value the lists under f_1, f_2, ... lie side by side.
    std::vector<int> start_;
    std::vector<Value> members_;
    std::vector<int> next_;  // scratch
};

// The moves as distinct images: for each value x, the values a some function
// sends it to, each with the set F(x, a) of the functions that do. {x, y}
// has a move onto {a, b} (x to a, y to b) iff F(x, a) and F(y, b) meet.
class ImageMoves {
public:
    // Whether the (value, distinct image) pairs number `limit` at most.
    static bool at_most_images(const FunnyGame& game, std::size_t limit, std::vector<int>& seen) {
        seen.assign(game.n, -1);
        std::size_t count = 0;
        for (int x = 0; x < game.n; ++x) {
            const Value* f = &game.image[static_cast<std::size_t>(x) * game.m];
            for (int k = 0; k < game.m; ++k) {
                int& last = seen[f[k]];
                if (last != x) last = x, ++count;
            }
            if (count > limit) return false;
        }
        return true;
    }

    void reset(const FunnyGame& game) {
        const std::vector<Value>& images = game.image;
        const int n = game.n;
        words_ = (game.m + kFunctionBits - 1) / kFunctionBits;
        image_start_.assign(n + 1, 0);
        image_value_.clear();
        functions_.clear();
        preimage_start_.assign(n + 1, 0);
        slot_of_.assign(n, -1);
        for (int x = 0; x < n; ++x) {
            const Value* f = &images[static_cast<std::size_t>(x) * game.m];
            for (int k = 0; k < game.m; ++k) {
                const int a = f[k];
                if (slot_of_[a] < 0) {
                    slot_of_[a] = static_cast<int>(image_value_.size());
                    image_value_.push_back(static_cast<Value>(a));
                    functions_.resize(functions_.size() + words_, 0);
                    ++preimage_start_[a + 1];
                }
                functions_[static_cast<std::size_t>(slot_of_[a]) * words_ + k / kFunctionBits] |=
                    static_cast<Functions>(1) << (k % kFunctionBits);
            }
            image_start_[x + 1] = static_cast<int>(image_value_.size());
            for (int s = image_start_[x]; s < image_start_[x + 1]; ++s) slot_of_[image_value_[s]] = -1;
        }
        for (int a = 0; a < n; ++a) preimage_start_[a + 1] += preimage_start_[a];
        preimage_value_.resize(image_value_.size());
        preimage_slot_.resize(image_value_.size());
        slot_of_.assign(preimage_start_.begin(), preimage_start_.end() - 1);  // next free place
        for (int x = 0; x < n; ++x) {
            for (int s = image_start_[x]; s < image_start_[x + 1]; ++s) {
                const int i = slot_of_[image_value_[s]]++;
                preimage_value_[i] = static_cast<Value>(x);
                preimage_slot_[i] = s;
            }
        }
    }

    // Alice, to move, wins at every {x, y} some function merges: x and y
    // are preimages of one value a, and a function sends both there.
    template <typename Id>
    void add_merges(PairGame<Id>& game) const {
        const Value* values = &preimage_value_[0];
        const int* slots = &preimage_slot_[0];
        for (std::size_t a = 0; a + 1 < preimage_start_.size(); ++a) {
            const int last = preimage_start_[a + 1];
            for (int i = preimage_start_[a]; i < last; ++i)
                for (int j = i + 1; j < last; ++j)
                    if (meet(functions(slots[i]), functions(slots[j])))
                        game.alice_wins_moving(values[i], values[j]);
        }
    }

    // Bob, at {x, y}, watches the first target {a, b} from `first` on (in
    // the order of x's images, then y's) that he can move to and where
    // Alice is not known to win; with none left, he loses there. The move
    // to x's i-th and y's j-th image is numbered i << 16 | j (both < 2000).
    template <typename Id>
    void watch_from(PairGame<Id>& game, Id pair, unsigned first) const {
        const int x = game.pairs().low(pair), y = game.pairs().high(pair);
        const int x_first = image_start_[x], x_count = image_start_[x + 1] - x_first;
        const int y_first = image_start_[y], y_count = image_start_[y + 1] - y_first;
        const Value* x_images = &image_value_[x_first];
        const Value* y_images = &image_value_[y_first];
        int j = static_cast<int>(first & 0xffff);
        for (int i = static_cast<int>(first >> 16); i < x_count; ++i, j = 0) {
            const char* alice_wins = game.alice_wins_row(x_images[i]);
            for (; j < y_count; ++j) {
                if (alice_wins[y_images[j]] || !meet(functions(x_first + i), functions(y_first + j)))
                    continue;
                game.watch(pair, x_images[i], y_images[j], static_cast<unsigned>(i) << 16 | j);
                return;
            }
        }
        game.bob_loses(pair);
    }

    // Alice now wins at {a, b} with Bob to move: she wins, moving, at every
    // {x, y} with a move onto it.
    template <typename Id>
    void alice_moves_into(PairGame<Id>& game, int a, int b) const {
        const Value* values = &preimage_value_[0];
        const int* slots = &preimage_slot_[0];
        const int b_first = preimage_start_[b], b_last = preimage_start_[b + 1];
        for (int i = preimage_start_[a]; i < preimage_start_[a + 1]; ++i) {
            const int x = values[i];
            const char* alice_wins = game.alice_wins_row(x);
            for (int j = b_first; j < b_last; ++j) {
                if (!alice_wins[values[j]] && meet(functions(slots[i]), functions(slots[j])))
                    game.alice_wins_moving(x, values[j]);
            }
        }
    }

private:
    const Functions* functions(int slot) const {
        return &functions_[static_cast<std::size_t>(slot) * words_];
    }
    bool meet(const Functions* f, const Functions* g) const {
        for (int w = 0; w < words_; ++w)
            if (f[w] & g[w]) return true;
        return false;
    }

    int words_;  // per set of functions
    // x's images are image_value_[image_start_[x] .. image_start_[x + 1]),
    // the "slots"; F(x, a) of slot s is functions_[s * words_ ..][0 .. words_).
    std::vector<int> image_start_;
    std::vector<Value> image_value_;
    std::vector<Functions> functions_;
    // a's preimages: preimage_value_[preimage_start_[a] ..), each with its slot.
    std::vector<int> preimage_start_;
    std::vector<Value> preimage_value_;
    std::vector<int> preimage_slot_;
    std::vector<int> slot_of_;  // scratch
};

// Solves one test after another. The arrays are kept from one test to the
// next (each test sets every entry it reads), so that memory is allocated once.
// The forced builds solve games with a constant function too (see the header).
#if defined(FUNNY_IMAGES_ONLY) || defined(FUNNY_FUNCTIONS_ONLY)
const bool kConstantShortcut = false;
#else
const bool kConstantShortcut = true;
#endif

class FunnySolver {
public:
    bool alice_always_wins(const FunnyGame& game) {
        if (game.n == 1 || (kConstantShortcut && game.has_constant_function)) return true;
        return small_ids(game) ? solve(game, small_ids_) : solve(game, large_ids_);
    }

private:
    template <typename Id>
    bool solve(const FunnyGame& game, PairGame<Id>& pair_game) {
        if (few_images(game)) {
            image_moves_.reset(game);
            return solve_pair_game(pair_game, game.n, image_moves_);
        }
        function_moves_.reset(game);
        return solve_pair_game(pair_game, game.n, function_moves_);
    }

    // Whether the pair numbers, and none() = 65535 after them, fit in 16 bits.
    static bool small_ids(const FunnyGame& game) {
#if defined(FUNNY_LARGE_IDS)
        return false && game.n;
#else
        return static_cast<std::size_t>(game.n) * (game.n - 1) / 2 <= 65535;
#endif
    }

    // Distinct images pay when there are few. With S of them, Bob's targets
    // and Alice's candidates number S^2 at most, each checked once with an
    // intersection of two sets of W = ceil(m / w) words; the functions cost
    // m n^2 checks. Images are taken while S^2 W <= kImageFactor m n^2, so the
    // worst case stays O(m n^2) (a target check costs a fraction of a
    // function check). Tests build variants of this file that force either
    // way: -DFUNNY_IMAGES_ONLY, -DFUNNY_FUNCTIONS_ONLY (with -DFUNNY_LARGE_IDS).
    bool few_images(const FunnyGame& game) {
#if defined(FUNNY_IMAGES_ONLY)
        return true || game.n;
#elif defined(FUNNY_FUNCTIONS_ONLY)
        return false && game.n;
#else
        const double kImageFactor = 8;
        const double words = (game.m + kFunctionBits - 1) / kFunctionBits;
        const double limit = game.n * std::sqrt(kImageFactor * game.m / words);
        return ImageMoves::at_most_images(game, static_cast<std::size_t>(limit), seen_);
#endif
    }

    std::vector<int> seen_;  // scratch
    PairGame<unsigned short> small_ids_;
    PairGame<unsigned> large_ids_;
    FunctionMoves function_moves_;
    ImageMoves image_moves_;
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

const char kProblem[] = "hdu5165";
const int kMaxTests = 1000000;
const int kMaxValues = 2000;     // n
const int kMaxFunctions = 2000;  // m

// Reads one test into `game`; `values` holds one function's line meanwhile.
bool read_game(JudgeInput& input, FunnyGame& game, std::vector<int>& values) {
    if (!input.read("n", 1, kMaxValues, game.n) || !input.read("m", 1, kMaxFunctions, game.m))
        return false;
    const int n = game.n;
    const int m = game.m;
    game.image.resize(static_cast<std::size_t>(m) * n);
    values.resize(n);
    int* f = &values[0];
    game.has_constant_function = false;
    for (int k = 0; k < m; ++k) {
        for (int x = 0; x < n; ++x) {
            x += input.read_plain(f + x, n - x, 1, n);
            if (x < n && !input.read(Name("f_", k + 1, "(", x + 1, ")"), 1, n, f[x])) return false;
        }
        int other_values = 0;
        for (int x = 0; x < n; ++x) {
            game.image[static_cast<std::size_t>(x) * m + k] = static_cast<Value>(f[x] - 1);
            other_values += f[x] != f[0];
        }
        if (other_values == 0) game.has_constant_function = true;
    }
    return true;
}

bool solve_tests(JudgeInput& input, Answers& answers) {
    int tests = 0;
    if (!input.read("T", 1, kMaxTests, tests)) return false;
    FunnyGame game;
    FunnySolver solver;
    std::vector<int> values;
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
        if (!read_game(input, game, values)) return false;
        answers.add(solver.alice_always_wins(game) ? "YES\n" : "NO\n");
    }
    return input.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main(kProblem, solve_tests); }
#endif
