// HDU 5165 - Funny Game
//
// Problem. An array holds values in 1..n; there are m functions on {1..n}. Alice and Bob
// alternate, Alice first, each applying a function to every entry. Alice wins once all
// entries are equal; an endless game is Bob's. Does she win from every array?
//
// Idea. Only the set of values matters; merged values stay merged. So Alice wins from
// every array iff she wins the pair game from every {x, y}, x != y, moving first (from any
// set she merges two values, then two of the rest). She wins {x, y} with herself to move
// iff some move merges them or leads to a pair she wins with Bob to move; with Bob to
// move, iff every move does. Retrograde analysis from the merges finds this least
// solution; each Bob pair watches a safe move, and seeks the next only when Alice wins
// where it leads (each move is passed over once). Moves are listed by function (f_k^-1(a)
// x f_k^-1(b) go onto {a, b}), or by distinct image if there are few: each x with the
// values a it goes to and the functions F(x, a) that do it, as bits ({x, y} moves onto
// {a, b} iff F(x, a) and F(y, b) meet), used while S^2 W <= 8 m n^2 (S images, sets of
// W words: S^2 W word checks against m n^2 moves).
//
// Complexity per test: O(m n^2) time, O(m n + n^2) memory
//
// Status: answers equal a brute-force solver's on all games of up to two functions on
// n <= 4 values and thousands of random ones, by function and by image; fuzzed. Accepts
// beyond the statement: T <= 10^6, n, m <= 2000.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifdef HDU5165_FUNCTIONS  // test build: by function
const bool kImages = false;
#else
const bool kImages = true;
#endif

struct Game {  // image[x * m + k] = f_{k+1}(x + 1) - 1
  int n, m;
  std::vector<int> image;
};

// The pair game, {x, y} keyed x * n + y: where Alice wins with herself to move, and states
// decided, not passed on yet (key << 1 | Bob to move, x < y).
struct Known {
  int n, won_pairs;
  std::vector<char> won;  // [x * n + y], either order; merged pairs too
  std::vector<int> queue;
  void alice_wins(int x, int y) {
    if (won[x * n + y]) return;
    won[x * n + y] = won[y * n + x] = 1, ++won_pairs;
    queue.push_back((x < y ? x * n + y : y * n + x) << 1);
  }
};

// Counting sort: items[first[v] ..] are the entry[i] with key[i] v.
void group(const std::vector<int>& key, const std::vector<int>& entry, int keys,
           std::vector<int>& first, std::vector<int>& items) {
  const int size = int(key.size());
  first.assign(keys + 1, 0);
  for (int i = 0; i < size; ++i) ++first[key[i] + 1];
  for (int v = 0; v < keys; ++v) first[v + 1] += first[v];
  std::vector<int> next(first.begin(), first.end() - 1);
  items.resize(size);
  for (int i = 0; i < size; ++i) items[next[key[i]]++] = entry[i];
}

// The moves by function: f_k^-1(a) is in_[in_start_[a * m + k] ..]
class FunctionMoves {
public:
  void reset(const Game& game) {
    game_ = &game;
    const int n = game.n, m = game.m;
    std::vector<int> list(n * m), value(n * m);  // cell x * m + k: a * m + k, x
    for (int x = 0, c = 0; x < n; ++x)
      for (int k = 0; k < m; ++k, ++c) list[c] = game.image[c] * m + k, value[c] = x;
    group(list, value, n * m, in_start_, in_);
  }
  // The first move from `move` on to a pair {a, b} not known to be Alice's
  int next_safe(int x, int y, int move, const Known& known, int& a, int& b) const {
    const int *fx = &game_->image[x * game_->m], *fy = &game_->image[y * game_->m];
    for (int k = move; k < game_->m; ++k)
      if (!known.won[fx[k] * known.n + fy[k]]) return a = fx[k], b = fy[k], k;
    return -1;
  }
  void moves_into(int a, int b, Known& known) const {  // Alice wins moving onto {a, b}
    for (int k = 0, m = game_->m; k < m; ++k)
      for (int i = in_start_[a * m + k]; i < in_start_[a * m + k + 1]; ++i) {
        const char* won = &known.won[in_[i] * known.n];
        for (int j = a == b ? i + 1 : in_start_[b * m + k]; j < in_start_[b * m + k + 1]; ++j)
          if (!won[in_[j]]) known.alice_wins(in_[i], in_[j]);
      }
  }
private:
  const Game* game_;
  std::vector<int> in_start_, in_;
};

typedef unsigned long Word;
const int kWordBits = static_cast<int>(sizeof(Word) * 8);

// The moves by distinct image: slots image_[first_[x] ..] of x, sets_[s * words_ ..] the
// functions of slot s; a's preimages are slots in_[in_start_[a] ..]. Move i << 16 | j goes
// to x's i-th image and y's j-th.
class ImageMoves {
public:
  bool reset(const Game& game) {  // false if S^2 W > 8 m n^2
    const int n = game.n, m = game.m;
    words_ = (m + kWordBits - 1) / kWordBits;
    first_.assign(1, 0), image_.clear(), owner_.clear();
    std::vector<int> slot(n, -1), all;
    for (int x = 0; x < n; ++x, first_.push_back(int(image_.size()))) {
      for (const int* a = &game.image[x * m]; a != &game.image[x * m] + m; ++a)
        if (slot[*a] != x) slot[*a] = x, image_.push_back(*a), owner_.push_back(x);
      if (double(image_.size()) * image_.size() * words_ > 8.0 * m * n * n) return false;
    }
    sets_.assign(image_.size() * words_, 0);
    for (int x = 0; x < n; ++x) {
      for (int s = first_[x]; s < first_[x + 1]; ++s) slot[image_[s]] = s, all.push_back(s);
      for (int k = 0; k < m; ++k)
        sets_[slot[game.image[x * m + k]] * words_ + k / kWordBits] |= Word(1) << (k % kWordBits);
    }
    group(image_, all, n, in_start_, in_);
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
    for (int i = in_start_[a]; i < in_start_[a + 1]; ++i) {
      const int x = owner_[in_[i]];
      const char* won = &known.won[x * known.n];
      for (int j = a == b ? i + 1 : in_start_[b]; j < in_start_[b + 1]; ++j)
        if (!won[owner_[in_[j]]] && meet(in_[i], in_[j])) known.alice_wins(x, owner_[in_[j]]);
    }
  }
private:
  bool meet(int s, int t) const {  // share a function
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
    if (game.n == 1) return true;
    if (kImages && images_.reset(game)) return alice_wins_every_pair(game.n, images_);
    return functions_.reset(game), alice_wins_every_pair(game.n, functions_);
  }
private:
  // Retrograde analysis. Bob's pair watches move watched_[id]; those watching a target are
  // listed from first_watcher_[id] ({x, y}, x < y, has id y (y - 1) / 2 + x).
  template <class Moves>
  bool alice_wins_every_pair(int n, const Moves& moves) {
    known_.n = n, known_.won_pairs = 0;
    known_.won.assign(n * n, 0);
    for (int a = 0; a < n; ++a) known_.won[a * n + a] = 1;
    known_.queue.clear();
    for (int a = 0; a < n; ++a) moves.moves_into(a, a, known_);  // the merges
    if (known_.won_pairs == 0) return false;  // Alice wins nothing
    watched_.resize(n * (n - 1) / 2), next_watcher_.resize(n * (n - 1) / 2);
    first_watcher_.assign(n * (n - 1) / 2, -1);
    for (int y = 1; y < n; ++y) for (int x = 0; x < y; ++x) watch(x * n + y, moves, 0);
    for (std::size_t i = 0; i < known_.queue.size() && 2 * known_.won_pairs < n * (n - 1); ++i) {
      const int pair = known_.queue[i] >> 1;
      if (known_.queue[i] & 1) {  // Bob lost here: Alice wins moving in
        moves.moves_into(pair / n, pair % n, known_);
        continue;
      }
      const int target = pair % n * (pair % n - 1) / 2 + pair / n, first = first_watcher_[target];
      first_watcher_[target] = -1;  // Alice won: watchers move on
      for (int bob = first, next; bob >= 0; bob = next)
        next = next_watcher_[bob % n * (bob % n - 1) / 2 + bob / n], watch(bob, moves);
    }
    return 2 * known_.won_pairs == n * (n - 1);
  }
  // Bob at `pair` watches his next move (from `move` if >= 0) not known Alice's
  template <class Moves>
  void watch(int pair, const Moves& moves, int move = -1) {
    const int n = known_.n, x = pair / n, y = pair % n, me = y * (y - 1) / 2 + x;
    int a, b;
    watched_[me] = moves.next_safe(x, y, move < 0 ? watched_[me] + 1 : move, known_, a, b);
    if (watched_[me] < 0) return known_.queue.push_back(pair << 1 | 1);  // Bob loses
    const int target = a < b ? b * (b - 1) / 2 + a : a * (a - 1) / 2 + b;
    next_watcher_[me] = first_watcher_[target];
    first_watcher_[target] = pair;
  }

  Known known_;
  std::vector<int> watched_, first_watcher_, next_watcher_;
  FunctionMoves functions_;
  ImageMoves images_;
};

// ---- input layer: the same in the three judge files (a test compares them) ----
// Tokens through a 64 KiB window; a UTF-8 byte order mark skipped, Ctrl-Z ends the input.
const int kToken = 32;  // bytes of a token looked at: a longer one is out of range
bool is_space(char c) { return c == ' ' || static_cast<unsigned char>(c - '\t') < 5; }
std::string printed(const char* format, int i = 0, int j = 0) {  // our formats: < 64 bytes
  char text[64];
  return std::sprintf(text, format, i, j), text;
}

struct JudgeInput {
  JudgeInput(std::FILE* file, std::size_t window = 1 << 16)
      : file_(file), begin_(new char[window + 1]), end_(begin_), limit_(begin_ + window),
        pos_(begin_), ended_(false), line_(1), test(0) {
    refill();
    if (end_ - pos_ >= 3 && std::memcmp(pos_, "\xef\xbb\xbf", 3) == 0) pos_ += 3;
  }
  ~JudgeInput() { delete[] begin_; }
  // The next number, in low..high; `name` (a format of i, j) names it in errors.
  bool read(int& value, int low, int high, const char* name, int i = 0, int j = 0) {
    const char* p = pos_;  // fast path: 1 to 9 digits, then whitespace
    unsigned got = static_cast<unsigned char>(*p) - '0', digit;
    if (got > 9)  // whitespace first
      for (; is_space(*p); got = static_cast<unsigned char>(*++p) - '0') line_ += *p == '\n';
    const char* const first = p;
    while ((digit = static_cast<unsigned char>(*++p) - '0') <= 9) got = 10 * got + digit;
    if (static_cast<unsigned char>(*first - '0') > 9 || p - first > 9 || !is_space(*p) ||
        got - low > static_cast<unsigned>(high - low))
      return pos_ = first, careful(&value, low, high, name, i, j);
    line_ += *p == '\n', pos_ = p + 1;  // past the space after it
    return value = static_cast<int>(got), true;
  }
  bool expect_end() { return careful(0, 0, 0, "", 0, 0); }  // after the last test
  bool fail(const std::string& what) {  // records "test K, line L: what"; false
    const char* at = test > 0 ? "test %d, line %d: " : "line %d: ";
    error = reason_.empty() ? printed(at, test > 0 ? test : line_, line_) + what
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
    pos_ = begin_, end_ = ctrl_z ? ctrl_z : begin_ + kept + got;
    *end_ = '\0';  // ends every scan
  }
  // The next token as `name` in low..high, or as the input's end if value is null.
  bool careful(int* value, int low, int high, const char* name, int i, int j) {
    for (;; refill()) {
      while (is_space(*pos_)) line_ += *pos_++ == '\n';
      if (end_ - pos_ > kToken || ended_) break;
    }
    if (!reason_.empty()) return fail("");  // the rest is lost
    char* end;
    const long number = std::strtol(pos_, &end, 10);
    if (value ? end != pos_ && end - pos_ <= kToken && (is_space(*end) || end == end_) &&
                    number >= low && number <= high
              : pos_ == end_)
      return pos_ = end, !value || (*value = static_cast<int>(number), true);
    std::string found = pos_ == end_ ? "the end of the input" : "\"";
    for (const char* c = pos_; c != end_ && !is_space(*c) && c - pos_ <= kToken; ++c) {
      const bool shown = *c >= ' ' && *c < 127 && *c != '"' && *c != '\\';
      found += c - pos_ == kToken ? "..." : printed(shown ? "%c" : "\\x%02x", *c & 255);
    }
    const std::string expected =
        value ? printed(name, i, j) + printed(" in %d..%d", low, high) : "the end of the input";
    return fail("expected " + expected + ", found " + found + (pos_ == end_ ? "" : "\""));
  }

  std::FILE* file_;
  char *begin_, *end_, *limit_;  // the window: bytes [begin_, end_), a '\0' at end_
  const char* pos_;
  bool ended_;                 // nothing after end_ (end of input, Ctrl-Z, read error)
  std::string reason_, error;  // why reading failed; the first error, if any
  int line_, test;             // the line of pos_; the test being read (0: none)
};

int judge_main(const char* problem, bool (*solve_tests)(JudgeInput& input, std::FILE* out)) {
  JudgeInput input(stdin);  // stdin to stdout; the exit status
  const bool solved = solve_tests(input, stdout);
  const bool written = std::fflush(stdout) == 0 && !std::ferror(stdout);
  if (!written || !solved)
    std::fprintf(stderr, "%s: %s%s\n", problem, written ? "" : "cannot write output: ",
                 written ? input.error.c_str() : std::strerror(errno));
  return solved && written ? 0 : 1;
}
// ---- end of input layer ----

// The tests, read and answered.
const int kMaxTests = 1000000, kMaxValues = 2000, kMaxFunctions = 2000;

bool read_game(JudgeInput& in, Game& game) {
  if (!in.read(game.n, 1, kMaxValues, "n") || !in.read(game.m, 1, kMaxFunctions, "m")) return false;
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
