// HDU 5165 - Funny Game
//
// Problem. An array holds values in 1..n; there are m functions on {1..n}. Alice and Bob
// alternate, Alice first, each applying a function to every entry. Alice wins once all
// entries are equal; an endless game is Bob's. Does she win from every array?
//
// Idea. Only the set of values matters; merged values stay merged. So Alice wins from
// every array iff she wins the pair game from every {x, y}, x != y, moving first (from a
// set she merges two values, then two of the rest). She wins {x, y} with herself to move
// iff some move merges them or leads to a pair she wins with Bob to move; with Bob to
// move, iff every move does. Retrograde analysis from the merges finds this least
// solution; each Bob pair watches a safe move, and seeks the next only when Alice wins
// where it leads (each move is passed over once). Moves are listed by function (f_k^-1(a)
// x f_k^-1(b) go onto {a, b}), or by distinct image: each x with the values a it goes to
// and the functions F(x, a) that do it as W words of bits ({x, y} moves onto {a, b} iff
// F(x, a) and F(y, b) meet), if the S^2 W word checks (S images) are at most 8 m n^2.
//
// Complexity per test: O(m n^2) time, O(m n + n^2) memory
//
// Status: answers equal a brute-force solver's on all games of 1 or 2 functions on n <= 4
// values and thousands of random ones, both move lists; fuzzed. Accepts T <= 10^6, n, m
// <= 2000.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

struct Game {  // image[x * m + k] = f_{k+1}(x + 1) - 1
  int n, m;
  std::vector<int> image;
};

// The pair game: {x, y}, x < y, has id y (y - 1) / 2 + x. Known: where Alice wins with
// herself to move, and states decided, not passed on yet (id << 1 | Bob to move).
int pair_id(int x, int y) { return x < y ? y * (y - 1) / 2 + x : x * (x - 1) / 2 + y; }
struct Known {
  int n, won_pairs, queued;
  std::vector<char> won;  // [x * n + y], either order; merged pairs too
  std::vector<int> queue, pair;  // pair[id] = x << 11 | y (n <= 2000)
  void alice_wins(int x, int y) {
    if (won[x * n + y]) return;
    won[x * n + y] = won[y * n + x] = 1, ++won_pairs;
    queue[queued++] = pair_id(x, y) << 1;
  }
};

// The moves by function: f_k^-1(a) is in_[in_start_[a * m + k] ..]
class FunctionMoves {
public:
  void reset(const Game& game) {  // counting sort: x by f_k(x) * m + k
    game_ = &game;
    const int n = game.n, m = game.m, *image = &game.image[0];
    in_start_.assign(n * m + 1, 0), in_.resize(n * m);
    for (int x = 0, c = 0; x < n; ++x)
      for (int k = 0; k < m; ++k) ++in_start_[image[c++] * m + k];
    for (int l = 0; l < n * m; ++l) in_start_[l + 1] += in_start_[l];
    for (int x = n - 1, c = n * m; x >= 0; --x)
      for (int k = m - 1; k >= 0; --k) in_[--in_start_[image[--c] * m + k]] = x;
  }
  void merges(Known& known) const {  // Alice wins where a function merges
    for (int l = 0; l + 1 < int(in_start_.size()); ++l)
      for (int i = in_start_[l]; i < in_start_[l + 1]; ++i)
        for (int j = i + 1; j < in_start_[l + 1]; ++j) known.alice_wins(in_[i], in_[j]);
  }
  // The first move from `move` on to a pair {a, b} not known to be Alice's
  int next_safe(int x, int y, int move, const Known& known, int& a, int& b) const {
    const int *fx = &game_->image[x * game_->m], *fy = &game_->image[y * game_->m];
    for (int k = move; k < game_->m; ++k)
      if (!known.won[fx[k] * known.n + fy[k]]) return a = fx[k], b = fy[k], k;
    return -1;
  }
  void moves_into(int a, int b, Known& known) const {  // Alice wins moving onto {a, b}
    const int m = game_->m, *in = &in_[0], *as = &in_start_[a * m], *bs = &in_start_[b * m];
    for (int k = 0; k < m; ++k)
      for (int i = as[k]; i < as[k + 1]; ++i) {
        const char* won = &known.won[in[i] * known.n];
        for (int j = bs[k]; j < bs[k + 1]; ++j)
          if (!won[in[j]]) known.alice_wins(in[i], in[j]);
      }
  }
private:
  const Game* game_;
  std::vector<int> in_start_, in_;
};

typedef unsigned long Word;
const int kWordBits = static_cast<int>(sizeof(Word) * 8);

// The moves by distinct image: slots image_[first_[x] ..] of x, sets_[s * words_ ..] the
// functions of slot s; a's preimages are slots in_[in_start_[a] ..] of x from_[..]. Move
// i << 16 | j goes to x's i-th image and y's j-th.
class ImageMoves {
public:
  bool reset(const Game& game) {  // false if too many
    const int n = game.n, m = game.m;
    words_ = (m + kWordBits - 1) / kWordBits;
    first_.assign(1, 0), image_.clear(), sets_.clear();
    std::vector<int> slot(n, -1);  // x's slot for a if >= first_[x]
    for (int x = 0; x < n; ++x, first_.push_back(int(image_.size()))) {
      for (int k = 0, a; k < m; ++k) {
        if (slot[a = game.image[x * m + k]] < first_[x])
          slot[a] = int(image_.size()), image_.push_back(a), sets_.resize(sets_.size() + words_);
        sets_[slot[a] * words_ + k / kWordBits] |= Word(1) << (k % kWordBits);
      }
      if (double(image_.size()) * image_.size() * words_ > 8.0 * m * n * n) return false;
    }
    in_start_.assign(n + 1, 0), in_.resize(image_.size()), from_.resize(image_.size());
    for (std::size_t s = 0; s < image_.size(); ++s) ++in_start_[image_[s]];
    for (int a = 0; a < n; ++a) in_start_[a + 1] += in_start_[a];
    for (int x = n - 1; x >= 0; --x)  // counting sort by image
      for (int s = first_[x + 1] - 1; s >= first_[x]; --s)
        in_[--in_start_[image_[s]]] = s, from_[in_start_[image_[s]]] = x;
    return true;
  }
  void merges(Known& known) const {
    for (int a = 0; a + 1 < int(in_start_.size()); ++a) moves_into(a, a, known);
  }
  int next_safe(int x, int y, int move, const Known& known, int& a, int& b) const {
    const int sx = first_[x], sy = first_[y], *xs = &image_[sx], *ys = &image_[sy];
    for (int i = move >> 16, j = move & 0xffff; i < first_[x + 1] - sx; ++i, j = 0) {
      const char* won = &known.won[xs[i] * known.n];
      for (; j < first_[y + 1] - sy; ++j)
        if (!won[ys[j]] && meet(sx + i, sy + j)) return a = xs[i], b = ys[j], i << 16 | j;
    }
    return -1;
  }
  void moves_into(int a, int b, Known& known) const {  // Alice wins moving onto {a, b}
    const int *in = &in_[0], *from = &from_[0], last = in_start_[b + 1];
    for (int i = in_start_[a]; i < in_start_[a + 1]; ++i) {
      const char* won = &known.won[from[i] * known.n];
      for (int j = a == b ? i + 1 : in_start_[b]; j < last; ++j)
        if (!won[from[j]] && meet(in[i], in[j])) known.alice_wins(from[i], from[j]);
    }
  }
private:
  bool meet(int s, int t) const {  // share a function
    for (int w = 0; w < words_; ++w)
      if (sets_[s * words_ + w] & sets_[t * words_ + w]) return true;
    return false;
  }
  int words_;
  std::vector<int> first_, image_, in_start_, in_, from_;
  std::vector<Word> sets_;
};

class Solver {
public:
  bool alice_always_wins(const Game& game) {
    if (game.n == 1) return true;
#ifndef HDU5165_FUNCTIONS  // test build: moves by function only
    if (images_.reset(game)) return alice_wins_every_pair(game.n, images_);
#endif
    return functions_.reset(game), alice_wins_every_pair(game.n, functions_);
  }
private:
  // Retrograde analysis. Bob's pair watches move watched_[id]; those watching a target are
  // listed from first_watcher_[id].
  template <class Moves>
  bool alice_wins_every_pair(int n, const Moves& moves) {
    known_.n = n, known_.won_pairs = known_.queued = 0;
    known_.queue.resize(n * (n - 1));  // each state once at most
    known_.won.assign(n * n, 0);
    for (int a = 0; a < n; ++a) known_.won[a * n + a] = 1;
    moves.merges(known_);
    if (known_.won_pairs == 0) return false;  // Alice wins nothing
    const int pairs = n * (n - 1) / 2;
    watched_.assign(pairs, -1), next_watcher_.resize(pairs), first_watcher_.assign(pairs, -1);
    known_.pair.resize(pairs);
    for (int y = 1, id = 0; y < n; ++y)
      for (int x = 0; x < y; ++x, ++id) known_.pair[id] = x << 11 | y, watch(id, moves);
    for (int i = 0; i < known_.queued && known_.won_pairs < pairs; ++i) {
      const int id = known_.queue[i] >> 1;
      if (known_.queue[i] & 1) {  // Bob lost here: Alice wins moving in
        moves.moves_into(known_.pair[id] >> 11, known_.pair[id] & 2047, known_);
        continue;
      }
      for (int bob = first_watcher_[id], next; bob >= 0; bob = next)  // Alice won here: the
        next = next_watcher_[bob], watch(bob, moves);  // watchers move on (once: none come)
    }
    return known_.won_pairs == pairs;
  }
  // Bob at `id` watches his next move not known as Alice's
  template <class Moves>
  void watch(int id, const Moves& moves) {
    const int xy = known_.pair[id];
    int a, b;
    watched_[id] = moves.next_safe(xy >> 11, xy & 2047, watched_[id] + 1, known_, a, b);
    if (watched_[id] < 0) return void(known_.queue[known_.queued++] = id << 1 | 1);  // Bob loses
    next_watcher_[id] = first_watcher_[pair_id(a, b)];
    first_watcher_[pair_id(a, b)] = id;
  }

  Known known_;
  std::vector<int> watched_, first_watcher_, next_watcher_;
  FunctionMoves functions_;
  ImageMoves images_;
};

// ---- input layer: the same in every judge file (a test compares them) ----
// Tokens through a 64 KiB window; a UTF-8 byte order mark skipped, Ctrl-Z ends the input.
const int kToken = 32;  // bytes of a token looked at: a longer one is out of range
bool is_space(char c) { return c == ' ' || static_cast<unsigned char>(c - '\t') < 5; }
std::string printed(const char* format, int i = 0, int j = 0) {  // our formats: < 64 bytes
  char text[64];
  return std::sprintf(text, format, i, j), text;
}

struct JudgeInput {
  JudgeInput(std::FILE* file, std::size_t window = 1 << 16)
      : file_(file), begin_(new char[window + 2]), end_(begin_), limit_(begin_ + window),
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
    end_[0] = end_[1] = '\0';  // end every scan
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
  char *begin_, *end_, *limit_;  // the window: bytes [begin_, end_), two '\0' at end_
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
const int kMaxTests = 1000000, kMaxN = 2000, kMaxM = 2000;

bool read_game(JudgeInput& in, Game& game) {
  if (!in.read(game.n, 1, kMaxN, "n") || !in.read(game.m, 1, kMaxM, "m")) return false;
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
