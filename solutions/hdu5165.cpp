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

#ifdef HDU5165_FUNCTIONS  // a test build: moves listed by function always
const bool kImagesIfFew = false;
#else
const bool kImagesIfFew = true;
#endif

struct Game {
  int n, m;
  std::vector<int> image;  // image[x * m + k] = f_{k+1}(x + 1) - 1: values from 0
};

// What is known of the pair game, {x, y} keyed x * n + y (x < y where it is a key): where
// Alice wins with herself to move, and the states decided whose predecessors are still to
// be told (key << 1 | Bob to move).
struct Known {
  int n, won_pairs;
  std::vector<char> won;  // won[x * n + y], either order; merged pairs count as won
  std::vector<int> queue;
  void alice_wins(int x, int y) {
    if (won[x * n + y]) return;
    won[x * n + y] = won[y * n + x] = 1;
    ++won_pairs;
    queue.push_back((x < y ? x * n + y : y * n + x) << 1);
  }
};

// The lists first[v] .. first[v + 1] - 1 of `items`, by the value of each: a counting sort.
void group(const std::vector<int>& value_of, int values, std::vector<int>& first,
           std::vector<int>& items) {
  first.assign(values + 1, 0);
  for (std::size_t i = 0; i < value_of.size(); ++i) ++first[value_of[i] + 1];
  for (int v = 0; v < values; ++v) first[v + 1] += first[v];
  std::vector<int> next(first.begin(), first.end() - 1);
  items.resize(value_of.size());
  for (std::size_t i = 0; i < value_of.size(); ++i) items[next[value_of[i]]++] = static_cast<int>(i);
}

// The moves by function: from {x, y}, move k leads to {f_k(x), f_k(y)}; the pairs f_k maps
// onto {a, b} are f_k^-1(a) x f_k^-1(b), the cells x * m + k of f_k^-1(a) being listed
// from in_[in_start_[a * m + k]] on.
class FunctionMoves {
public:
  void reset(const Game& game) {
    game_ = &game;
    std::vector<int> list(game.image.size());  // of cell x * m + k: a * m + k
    for (std::size_t c = 0; c < list.size(); ++c) list[c] = game.image[c] * game.m + c % game.m;
    group(list, game.n * game.m, in_start_, in_);
    for (std::size_t i = 0; i < in_.size(); ++i) in_[i] /= game.m;  // the cell's value x
  }
  // The first move from `move` on that leads from {x, y} to a pair {a, b} Alice is not
  // known to win, or -1.
  int next_safe(int x, int y, int move, const Known& known, int& a, int& b) const {
    const int *fx = &game_->image[x * game_->m], *fy = &game_->image[y * game_->m];
    for (int k = move; k < game_->m; ++k)
        if (!known.won[fx[k] * known.n + fy[k]]) return a = fx[k], b = fy[k], k;
    return -1;
  }
  void moves_into(int a, int b, Known& known) const {  // Alice wins moving onto {a, b}
    for (int k = 0, m = game_->m; k < m; ++k)
        for (int i = in_start_[a * m + k]; i < in_start_[a * m + k + 1]; ++i)
            for (int j = in_start_[b * m + k]; j < in_start_[b * m + k + 1]; ++j)
                if (!known.won[in_[i] * known.n + in_[j]]) known.alice_wins(in_[i], in_[j]);
  }

private:
  const Game* game_;
  std::vector<int> in_start_, in_;
};

typedef unsigned long Word;  // of a set of functions
const int kWordBits = static_cast<int>(sizeof(Word) * CHAR_BIT);

// The moves by distinct image: x's images are image_[first_[x] .. first_[x + 1]) (the
// "slots"), slot s with the set of functions sets_[s * words_ ..] that send x there, and
// owner_[s] = x; the move to x's i-th image and y's j-th is numbered i << 16 | j. The
// slots of a's preimages are in_[in_start_[a] ..].
class ImageMoves {
public:
  bool reset(const Game& game, double most) {  // false if there are more slots than `most`
    const int n = game.n, m = game.m;
    words_ = (m + kWordBits - 1) / kWordBits;
    first_.assign(1, 0);
    image_.clear(), owner_.clear(), sets_.clear();
    std::vector<int> slot(n, -1);
    for (int x = 0; x < n; ++x, first_.push_back(static_cast<int>(image_.size()))) {
      for (int k = 0; k < m; ++k) {
        int& s = slot[game.image[x * m + k]];
        if (s < first_[x]) {  // a new image of x
          s = static_cast<int>(image_.size());
          image_.push_back(game.image[x * m + k]), owner_.push_back(x);
          sets_.resize(sets_.size() + words_, 0);
        }
        sets_[s * words_ + k / kWordBits] |= Word(1) << (k % kWordBits);
      }
      if (image_.size() > most) return false;
    }
    group(image_, n, in_start_, in_);
    return true;
  }
  int next_safe(int x, int y, int move, const Known& known, int& a, int& b) const {
    for (int s = first_[x] + (move >> 16), j = move & 0xffff; s < first_[x + 1]; ++s, j = 0)
        for (int t = first_[y] + j; t < first_[y + 1]; ++t)
            if (!known.won[image_[s] * known.n + image_[t]] && meet(s, t))
                return a = image_[s], b = image_[t], (s - first_[x]) << 16 | (t - first_[y]);
    return -1;
  }
  void moves_into(int a, int b, Known& known) const {  // Alice wins moving onto {a, b}
    for (int i = in_start_[a]; i < in_start_[a + 1]; ++i)
        for (int j = in_start_[b]; j < in_start_[b + 1]; ++j) {
        const int x = owner_[in_[i]], y = owner_[in_[j]];
        if (!known.won[x * known.n + y] && meet(in_[i], in_[j])) known.alice_wins(x, y);
      }
  }

private:
  bool meet(int s, int t) const {  // slots s and t have a function in common
    for (int w = 0; w < words_; ++w)
        if (sets_[s * words_ + w] & sets_[t * words_ + w]) return true;
    return false;
  }
  int words_;
  std::vector<int> first_, image_, owner_, in_start_, in_;
  std::vector<Word> sets_;
};

class Solver {
public:
  bool alice_always_wins(const Game& game) {
    if (game.n == 1) return true;  // the array is constant
    const double words = (game.m + kWordBits - 1) / kWordBits;  // images while S^2 W <= 8 m n^2
    if (kImagesIfFew && images_.reset(game, game.n * std::sqrt(8 * game.m / words)))
        return alice_wins_every_pair(game.n, images_);
    return functions_.reset(game), alice_wins_every_pair(game.n, functions_);
  }

private:
  // Retrograde analysis of the pair game, with the moves as `moves` lists them. Bob's
  // pair (key) watches its move watched_[key]; the pairs watching one target are a list,
  // from first_watcher_[target] on through next_watcher_.
  template <class Moves>
  bool alice_wins_every_pair(int n, const Moves& moves) {
    known_.n = n;
    known_.won.assign(n * n, 0);
    for (int a = 0; a < n; ++a) known_.won[a * n + a] = 1;
    known_.won_pairs = 0;
    known_.queue.clear();
    for (int a = 0; a < n; ++a) moves.moves_into(a, a, known_);  // the merges
    if (known_.won_pairs == 0) return false;  // nothing merges: Alice wins no pair
    watched_.assign(n * n, 0);
    first_watcher_.assign(n * n, -1);
    next_watcher_.resize(n * n);
    for (int y = 1; y < n; ++y)
        for (int x = 0; x < y; ++x) watch(x * n + y, 0, moves);
    for (std::size_t i = 0; i < known_.queue.size() && 2 * known_.won_pairs < n * (n - 1); ++i) {
      const int pair = known_.queue[i] >> 1;
      if (known_.queue[i] & 1) {  // Bob loses here: Alice wins moving into it
        moves.moves_into(pair / n, pair % n, known_);
        continue;
      }
      const int first = first_watcher_[pair];  // Alice wins here: Bob's watchers move on
      first_watcher_[pair] = -1;
      for (int bob = first, next; bob >= 0; bob = next) {
        next = next_watcher_[bob];
        watch(bob, watched_[bob] + 1, moves);
      }
    }
    return 2 * known_.won_pairs == n * (n - 1);
  }
  // Bob, at `pair`, watches his first move from `move` on that Alice is not known to win.
  template <class Moves>
  void watch(int pair, int move, const Moves& moves) {
    const int n = known_.n;
    int a, b;
    watched_[pair] = moves.next_safe(pair / n, pair % n, move, known_, a, b);
    if (watched_[pair] < 0) return known_.queue.push_back(pair << 1 | 1);  // Bob loses
    const int target = a < b ? a * n + b : b * n + a;
    next_watcher_[pair] = first_watcher_[target];
    first_watcher_[target] = pair;
  }

  Known known_;
  std::vector<int> watched_, first_watcher_, next_watcher_;
  FunctionMoves functions_;
  ImageMoves images_;
};

// ---------------------------------------------------------------- input layer ----
// The same in the three judge files (a test compares them). Tokens between whitespace,
// read through a 64 KiB window; a UTF-8 byte order mark at the start is skipped and a
// Ctrl-Z byte ends the input, as on Windows. The first token that is not what the problem
// expects stops reading, and one line says where and what it is.
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
  // The next token as `name` in low..high, or as the input's end if value is null.
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
    std::string found = pos_ == end_ ? "the end of the input" : "\"";
    for (const char* c = pos_; c != end_ && !is_space(*c) && c - pos_ <= kToken; ++c) {
      const bool shown = *c >= ' ' && *c < 127 && *c != '"' && *c != '\\';
      found += c - pos_ == kToken ? "..." : shown ? std::string(1, *c)
                                                  : printed("\\x%02x", *c & 255);
    }
    const std::string expected =
        value ? printed(name, i, j) + printed(" in %d..%d", low, high) : "the end of the input";
    return fail("expected " + expected + ", found " + found + (pos_ == end_ ? "" : "\""),
                pos_ == end_ ? 0 : line_);
  }

  std::FILE* file_;
  char *begin_, *end_, *limit_;  // the window: bytes [begin_, end_), a '\0' at end_
  const char* pos_;
  bool ended_;                 // nothing after end_: end of input, Ctrl-Z or read error
  std::string reason_, error;  // why reading failed; the first error, if any
  int line_, test;             // the line of pos_; the test being read (0: none yet)
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
// --------------------------------------------------------- end of input layer ----

// ---------------------------------------------------------------------- reading ----
const int kMaxTests = 1000000, kMaxValues = 2000, kMaxFunctions = 2000;

bool read_game(JudgeInput& in, Game& game) {
  if (!in.read(game.n, 1, kMaxValues, "n") || !in.read(game.m, 1, kMaxFunctions, "m"))
      return false;
  const int n = game.n, m = game.m;
  game.image.resize(n * m);
  for (int k = 0; k < m; ++k)
      for (int x = 0; x < n; ++x)
          if (!in.read(game.image[x * m + k], 1, n, "f_%d(%d)", k + 1, x + 1)) return false;
  for (int c = 0; c < n * m; ++c) --game.image[c];
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
