// HDU 7399 - "Game, start!" (2023 CCPC Huawei Cloud Challenge)
//
// Problem. A bipartite digraph has GG vertices u_0..u_{n-1} and YY vertices v_0..v_{m-1}.
// A token starts anywhere; the owner of its vertex moves it along an out-edge, and the
// game stops where there is none. Can GG make every vertex be visited infinitely often?
//
// Idea. Let Attr(s) be the vertices from which GG can force the token to s. GG wins iff
// every Attr(s) is every vertex: then she steers to each vertex in turn, for ever; if
// Attr(s) misses w, YY keeps the token from s once it passes w, which it must. Four facts:
//  1. Early No. YY need never enter u if every YY vertex with an edge to u has another:
//     each u needs a YY vertex with all its edges to u. When the u's so forced plus the
//     YY lines unread are fewer than n, or a vertex has no edge, the answer is No.
//  2. Transitivity. Once Attr(u_0) is everything, Attr(t) is everything as soon as it
//     holds a vertex known to be so ("settled").
//  3. Forced edges. GG forces w to t in one move if w is hers with an edge to t, or YY's
//     with every edge to t; by 2, what a settled vertex reaches along them is settled.
//  4. Quick Yes. If the core (the u's, and the v's with one target) is strongly connected
//     along forced edges, and each other v has an in-edge and an out-edge, GG wins: by 3
//     the core reaches any core target, and any v is entered from a u and leaves to u's.
//     One depth-first search from u_0 with Tarjan's low links checks it.
// Solver: 1 while reading, then 4; else Attr(u_0), then the other targets breadth first
// from u_0, each settled by 3 or by an attractor stopped at its first settled vertex.
//
// Complexity per test, V = n + m, E edges: O(V + E) memory; O(V + E) time for 1, 4 and
// Attr(u_0), then O(E) per target at worst: O(V E).
//
// Status: answers equal a brute-force solver of the game on every graph with n + m <= 5
// and thousands of random ones, with and without 1 and 4; fuzzed. Accepts beyond the
// statement: t <= 10^6, n, m <= 5000, 5 * 10^6 edges per test, duplicate edges.
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifdef HDU7399_NO_SHORTCUTS  // a test build: attractors decide every game
const bool kShortcuts = false;
#else
const bool kShortcuts = true;
#endif

// Vertices 0..n-1 are u_0..u_{n-1} (GG's), n..n+m-1 are v_0..v_{m-1} (YY's).
struct Game {
  int n, m;
  std::vector<int> start, head;  // w's out-edges lead to head[start[w] .. start[w + 1])
  std::vector<int> only;         // the one vertex w's out-edges lead to, or -1
  bool gg_loses;                 // known while reading (fact 1)
  std::vector<char> forced;      // u is a YY vertex's only target (while reading)
  int vertices() const { return n + m; }
  bool gg(int w) const { return w < n; }
  int degree(int w) const { return start[w + 1] - start[w]; }
};

class Solver {
public:
  bool gg_wins(const Game& game) {
    g_ = &game;
    size_ = game.vertices();
    if (kShortcuts && core_strongly_connected() && outside_core_entered_and_left()) return true;
    find_in_edges();
    settled_.assign(size_, 0);
    round_.assign(size_, 0);
    left_.resize(size_);
    rounds_ = 0;
    if (!attracts_everything(0)) return false;
    settled_[0] = 1;
    targets_.assign(1, 0);  // breadth first from u_0
    seen_.assign(size_, 0);
    seen_[0] = 1;
    for (std::size_t i = 0; i < targets_.size(); ++i) {
      const int t = targets_[i];
      if (!settled_[t] && !attracts_everything(t)) return false;  // Attr(t) misses u_0
      settled_[t] = 1;
      for (int e = game.start[t]; e < game.start[t + 1]; ++e) {
        const int head = game.head[e];
        if (game.gg(t) || game.only[t] == head) settled_[head] = 1;  // fact 3
        if (!seen_[head]) seen_[head] = 1, targets_.push_back(head);
      }
    }
    return static_cast<int>(targets_.size()) == size_;  // else Attr(unseen) misses u_0
  }

private:
  bool in_core(int w) const { return g_->gg(w) || g_->only[w] >= 0; }

  // Fact 4: Tarjan's search from u_0 along core vertices' edges into the core, marking
  // each head passed as entered; it stops at the first root of a part without u_0.
  bool core_strongly_connected() {
    const Game& g = *g_;
    int core = 0, found = 0;
    order_.resize(size_);  // of discovery; -1 not yet, -2 outside the core
    for (int w = 0; w < size_; ++w) core += (order_[w] = in_core(w) ? -1 : -2) == -1;
    low_.resize(size_);
    entered_.assign(size_, 0);
    path_.assign(1, 0);  // the path, and the next edge of each vertex on it
    edge_.assign(1, g.start[0]);
    order_[0] = low_[0] = found++;
    while (!path_.empty()) {
      const int w = path_.back();
      int e = edge_.back(), low = low_[w], next = -1;
      for (; e < g.start[w + 1] && next < 0; ++e) {
        const int head = g.head[e], seen = order_[head];
        entered_[head] = 1;
        if (seen == -1) next = head;
        else if (seen >= 0 && seen < low) low = seen;
      }
      low_[w] = low;
      edge_.back() = e;
      if (next >= 0) {
        order_[next] = low_[next] = found++;
        path_.push_back(next);
        edge_.push_back(g.start[next]);
        continue;
      }
      path_.pop_back();
      edge_.pop_back();
      if (path_.empty()) break;
      if (low == order_[w]) return false;  // w roots a part without u_0
      low_[path_.back()] = std::min(low_[path_.back()], low);
    }
    return found == core;
  }
  bool outside_core_entered_and_left() const {  // the search passed all edges in
    for (int w = g_->n; w < size_; ++w)
      if (!in_core(w) && (!entered_[w] || g_->degree(w) == 0)) return false;
    return true;
  }

  void find_in_edges() {  // the tails of w's in-edges: from_[in_[w] .. in_[w + 1])
    const Game& g = *g_;
    in_.assign(size_ + 1, 0);
    for (std::size_t e = 0; e < g.head.size(); ++e) ++in_[g.head[e] + 1];
    for (int w = 0; w < size_; ++w) in_[w + 1] += in_[w];
    edge_.assign(in_.begin(), in_.end() - 1);  // w's next in-edge
    from_.resize(g.head.size());
    for (int w = 0; w < size_; ++w)
      for (int e = g.start[w]; e < g.start[w + 1]; ++e) from_[edge_[g.head[e]]++] = w;
  }

  // Grows Attr(target) backwards, left_[v] counting v's moves not yet leading in: true
  // once it holds every vertex or a settled one.
  bool attracts_everything(int target) {
    round_[target] = ++rounds_;
    left_[target] = 0;
    members_.assign(1, target);
    for (std::size_t i = 0; i < members_.size(); ++i)
      for (int e = in_[members_[i]]; e < in_[members_[i] + 1]; ++e) {
        const int v = from_[e];
        if (round_[v] != rounds_) round_[v] = rounds_, left_[v] = g_->gg(v) ? 1 : g_->degree(v);
        if (left_[v] == 0 || --left_[v] > 0) continue;  // in, or not yet
        members_.push_back(v);
        if (settled_[v] || static_cast<int>(members_.size()) == size_) return true;
      }
    return false;
  }

  const Game* g_;
  int size_;
  std::vector<int> in_, from_;          // in-edges, by head
  std::vector<char> settled_, seen_;    // Attr(w) is everything; w is a target
  std::vector<unsigned> round_;         // the round left_[w] counts for
  std::vector<int> left_, members_, targets_;
  unsigned rounds_;
  std::vector<int> order_, low_, entered_, path_, edge_;  // fact 4's search
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
const int kMaxTests = 1000000, kMaxSide = 5000, kMaxEdges = 5000000;  // per test

bool read_game(JudgeInput& in, Game& game) {
  if (!in.read(game.n, 1, kMaxSide, "n") || !in.read(game.m, 1, kMaxSide, "m")) return false;
  const int n = game.n;
  std::vector<int>& head = game.head;
  // Room for all the edges n and m allow, once: the list never moves (page faults).
  if (head.capacity() == 0) head.reserve(std::min(2 * n * game.m, kMaxEdges));
  game.start.assign(1, 0);
  head.clear();
  game.only.clear();
  game.gg_loses = false;
  game.forced.assign(n, 0);
  int edges = 0, forcing = 0;
  for (int w = 0; w < game.vertices(); ++w) {
    const bool gg = w < n;
    const int index = gg ? w : w - n, first = static_cast<int>(head.size());
    int degree, only = -1;
    if (!in.read(degree, 0, kMaxEdges - edges, gg ? "k of u_%d" : "w of v_%d", index)) return false;
    edges += degree;
    head.resize(first + degree);
    for (int j = 0; j < degree; ++j) {
      int& target = head[first + j];
      if (!in.read(target, 0, gg ? game.m - 1 : n - 1, gg ? "p_%d of u_%d" : "q_%d of v_%d",
                   j + 1, index))
        return false;
      target += gg ? n : 0;
      only = j == 0 || only == target ? target : -2;
    }
    if (game.gg_loses) {  // the rest is only read
      head.resize(first);
      continue;
    }
    game.start.push_back(first + degree);
    game.only.push_back(std::max(only, -1));
    if (!gg && only >= 0 && !game.forced[only]) game.forced[only] = 1, ++forcing;
    const int yy_unread = std::min(game.m, game.vertices() - 1 - w);
    game.gg_loses = kShortcuts && (degree == 0 || forcing + yy_unread < n);
  }
  return true;
}

bool solve_tests(JudgeInput& in, std::FILE* out) {
  int tests;
  if (!in.read(tests, 1, kMaxTests, "t")) return false;
  Game game;
  Solver solver;
  for (int k = 1; k <= tests; ++k) {
    in.test = k;
    if (!read_game(in, game)) return false;
    std::fputs(!game.gg_loses && solver.gg_wins(game) ? "Yes\n" : "No\n", out);
  }
  return in.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main("hdu7399", solve_tests); }
#endif
