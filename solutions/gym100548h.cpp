// Gym 100548 H - The Problem to Make You Happy (2014 ACM-ICPC Asia Xi'an Regional)
//
// Problem. On a directed graph Bob's piece starts on x and Alice's on y; Bob moves first,
// then they alternate, each sliding their own piece along an out-edge. A player who
// cannot move loses; if the pieces ever share a vertex, Alice wins at once; a game without
// end is Bob's. Print "Case #k: Yes" if Bob wins with perfect play, else "Case #k: No".
//
// The game. A state is (Bob's vertex b, Alice's vertex a, who moves). Alice wins exactly
// on her attractor: the least set of states holding those with a == b, the Bob-to-move
// states where he is stuck or every move enters the set, and the Alice-to-move states
// with a move into it. Outside it Bob always has a move that stays outside, and Alice
// none that enters, so he is never caught nor stuck. (A search that scores a repeated
// state as Bob's is not sound on cycles.) With, for each b,
//   Lost[b] = { a : Alice wins (b, a, Bob to move) },  Won[b] = { a : ... Alice to move },
// the attractor is the least solution of
//   Won[b]  = {b} + pred(Lost[b])                (pred(S): Alice's vertices with a move into S)
//   Lost[b] = {b} + every vertex if b is stuck, else the intersection of Won[b'], b -> b';
// both sides grow with the sets, so adding what the right sides justify, in any order,
// until nothing can be added, reaches it. Bob wins iff y is not in Lost[x]. Only the
// vertices Bob reaches from x (as b) and Alice from y (as a) matter.
//
// Method. Lost, Won and Pending (Lost bits not yet passed to Won) are rows of bits over
// Alice's vertices, one per vertex b, so 64 states go in one word operation. The first
// step makes Won[b] = {b} + pred({b}) (all movers where b is stuck), then Lost[b] from Won
// of b's moves, breadth first from x. Then a queue of rows with pending bits: a row's
// pending bits give Won[b] its new bits, pred(Pending[b]) - Won[b], and each row b0 with
// a move to b checks them against all its moves (candidates &= Won[b''], word by word,
// until none are left); the survivors join Lost[b0] and Pending[b0]. It stops once y is
// in Lost[x]; an empty queue means the rows solve the rules, so they are the solution.
// Worst case: a check may cost all of b0's moves for one new bit. Once the checks have
// read as many words as the plain retrograde analysis has steps in all (nA (N + mB)), the
// test goes on with its counters: per state (b, a), the moves b -> b' with a not yet in
// Won[b']; a new bit a of Won[b] counts down (b0, a) for each b0 -> b, and at 0, a joins
// Lost[b0]. So a test costs O(n m) at most, and far less when bits come in words.
// Levels. With level(w) = level(v) + 1 mod p for every move v -> w (p as large as the
// graph allows, 0 for exactly: the gcd of the gaps between breadth-first depths), every
// state the play reaches, Bob to move, has level(a) - level(b) = level(y) - level(x), and
// the rules of such states name only such states. Once the queue has handed out N/4 + 1
// rows, rows keep only those: half the states on a bipartite graph, such as a grid.
//
// Complexity per test, N = vertices the pieces reach, nA Alice's, mB Bob's moves: O(m + N)
// to read and number them (nothing sized to n), then O(n m) time at most; O(m + N nA / 64)
// memory, and N nA counters once a test switches.
//
// Status: answers equal a brute-force solver of the game on every digraph with up to 4
// vertices and every start, and on thousands of random ones with up to 12 vertices, also
// with 3-bit words, levels from the start, counters from the start; fuzzed. Accepts beyond
// the statement: T <= 10^6, n <= 2000, m <= 4 * 10^6, self-loops, duplicate edges, x == y.
#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

typedef unsigned long Word;
#if defined(CHASE_SMALL_WORDS)  // test builds: 3-bit words, switch early, levels at once
const int kWordBits = 3, kSwitchAfter = 5, kLevelsAfter = 1;
#elif defined(CHASE_COUNTERS)   // counters from the start, no levels
const int kWordBits = sizeof(Word) * CHAR_BIT, kSwitchAfter = 0, kLevelsAfter = -1;
#else
const int kWordBits = sizeof(Word) * CHAR_BIT, kSwitchAfter = -1, kLevelsAfter = 0;
#endif
const Word kAll = ~Word(0) >> (sizeof(Word) * CHAR_BIT - kWordBits);  // a full word

int lowest_bit(Word w) {
#if defined(__GNUC__) && !defined(CHASE_SMALL_WORDS)
  return __builtin_ctzl(w);
#else
  int bit = 0;
  while (!(w >> bit & 1)) ++bit;
  return bit;
#endif
}

struct Test {
  int n, x, y;            // vertices 0..n-1
  std::vector<int> ends;  // edge e goes ends[2 e] -> ends[2 e + 1]
};

// The vertices the pieces can reach, numbered: Alice's reach first, breadth first from
// her start (0), then what only Bob reaches; their moves out and in, the moves in by
// source. Arrays over the n vertices are kept from test to test and reset by what a test
// touched, so a test costs O(m + N), not O(n).
class Graph {
public:
  void build(const Test& t) {
    const int m = static_cast<int>(t.ends.size() / 2), *ends = &t.ends[0];
    grow(t.n, m);
    int tails = 0, *count = &count_[0], *start = &start_[0], *tail = &tails_[0];
    for (int e = 0; e < m; ++e)  // the tails there are, without a branch (a coin toss)
      tail[tails] = ends[2 * e], tails += count[ends[2 * e]]++ == 0;
    for (int k = 0, next = 0; k < tails; next += count[tail[k++]]) start[tail[k]] = next;
    for (int e = 0, *heads = &heads_[0]; e < m; ++e) heads[start[ends[2 * e]]++] = ends[2 * e + 1];
    for (int k = 0; k < tails; ++k) start[tail[k]] -= count[tail[k]];  // moves by tail
    size_ = moves_ = 0;
    caught_at_once = alice_wins_at_once(t.x, t.y);
    if (!caught_at_once) {
      number(t.y, 0);
      list_moves(0);
      alice_count = size_;
      if (index_[t.x] < 0) number(t.x, 0);
      list_moves(alice_count);
      bob_start = index_[t.x];
    }
    for (int k = 0; k < tails; ++k) count_[tails_[k]] = 0;
    for (int v = 0; v < size_; ++v) index_[vertex_[v]] = -1;
  }
  void list_moves_in() {  // by source, so Alice's come first (many tests never need them)
    for (int v = 0; v < size_; ++v) in_start_[v + 1] += in_start_[v];
    std::copy(&in_start_[0], &in_start_[0] + size_, &next_[0]);
    for (int v = 0, *next = &next_[0], *in = &in_[0]; v < size_; ++v)
      for (const int *w = out_begin(v), *last = out_end(v); w != last; ++w) in[next[*w]++] = v;
  }
  int size() const { return size_; }
  const int* out_begin(int v) const { return &out_[out_start_[v]]; }
  const int* out_end(int v) const { return &out_[0] + out_start_[v + 1]; }
  const int* in_begin(int v) const { return &in_[in_start_[v]]; }
  const int* in_end(int v) const { return &in_[0] + in_start_[v + 1]; }

  bool caught_at_once;  // Alice wins by her first move: nothing is numbered
  int alice_count, bob_start;
  std::vector<int> depth;  // breadth first, from Alice's start (from Bob's past her reach)

private:
  void grow(int n, int m) {  // arrays keep their room from test to test
    if (count_.size() < static_cast<std::size_t>(n + 1)) {
      count_.resize(n + 1, 0), index_.resize(n + 1, -1), mark_.resize(n + 1, 0);
      start_.resize(n + 1), tails_.resize(n + 1), vertex_.resize(n + 1), depth.resize(n + 1);
      out_start_.resize(n + 1), in_start_.resize(n + 1), next_.resize(n + 1);
    }
    if (heads_.size() < static_cast<std::size_t>(m + 1))
      heads_.resize(m + 1), out_.resize(m + 1), in_.resize(m + 1);
  }
  const int* moves(int v) const { return &heads_[0] + (count_[v] > 0 ? start_[v] : 0); }
  // Yes if Bob is stuck, or each of his moves lands on y, on a vertex Alice moves to, or on
  // a vertex without moves while she has one: y is in Lost[x] after the first step.
  bool alice_wins_at_once(int x, int y) {
    for (int k = 0; k < count_[y]; ++k) mark_[moves(y)[k]] = 1;
    bool caught = true;
    for (int k = 0; k < count_[x] && caught; ++k) {
      const int w = moves(x)[k];
      caught = w == y || mark_[w] || (count_[w] == 0 && count_[y] > 0);
    }
    for (int k = 0; k < count_[y]; ++k) mark_[moves(y)[k]] = 0;
    return caught;
  }
  void number(int v, int at_depth) {
    index_[v] = size_;
    vertex_[size_] = v;
    depth[size_] = at_depth;
    in_start_[++size_] = 0;
  }
  // Lists the moves of the vertices from `first` on, numbering what they reach, and counts
  // the moves into each (in in_start_[w + 1]). Locals, as the stores could change members.
  void list_moves(int first) {
    int *index = &index_[0], *vertex = &vertex_[0], *depths = &depth[0], *into = &in_start_[1];
    int size = size_, listed = moves_, *out = &out_[0];
    for (int v = first; v < size; ++v) {
      out_start_[v] = listed;
      for (const int *w = moves(vertex[v]), *last = w + count_[vertex[v]]; w != last; ++w) {
        if (index[*w] < 0) index[*w] = size, vertex[size] = *w, depths[size] = depths[v] + 1, into[size++] = 0;
        ++into[index[*w]];
        out[listed++] = index[*w];
      }
    }
    out_start_[size] = moves_ = listed;
    size_ = size;
  }
  int size_, moves_;
  std::vector<int> count_, start_, tails_, heads_, index_, vertex_;  // by the input's numbers
  std::vector<char> mark_;
  std::vector<int> out_start_, out_, in_start_, in_, next_;
};

// The method of the header, on one test's graph; the arrays are kept from test to test.
class Chase {
public:
  bool alice_wins(Graph& graph) {
    g_ = &graph;
    start();
    first_step();
    if (!decided() && queued_count_ > 0) graph.list_moves_in();
    const int levels_at = kLevelsAfter == 0 ? n_ / 4 + 1 : kLevelsAfter;
    for (int taken = 1; !decided() && queued_count_ > 0; ++taken) {
      if (taken == levels_at) keep_levels();
      take(dequeue());
    }
    return decided();
  }

private:
  template <class T>
  static void clear(std::vector<T>& array, int size) {  // its first `size`, the part used
    if (array.size() < static_cast<std::size_t>(size + 1)) array.resize(size + 1);
    std::memset(&array[0], 0, size * sizeof(T));
  }
  Word* row(std::vector<Word>& rows, int b) { return &rows[b * words_]; }
  static void set(Word* row, int a) { row[a / kWordBits] |= Word(1) << (a % kWordBits); }
  bool stuck(int b) const { return g_->out_begin(b) == g_->out_end(b); }
  bool decided() const { return (lost_[g_->bob_start * words_] & 1) != 0; }  // y is 0

  void start() {
    n_ = g_->size();
    alice_ = g_->alice_count;
    words_ = (alice_ + kWordBits - 1) / kWordBits;
    clear(lost_, n_ * words_), clear(won_, n_ * words_), clear(pending_, n_ * words_);
    clear(into_, alice_ * words_), clear(fresh_, words_), clear(bob_, n_), clear(queued_, n_);
    queue_.resize(n_);
    queue_head_ = queued_count_ = 0;
    counting_ = false;
    work_ = 0;
  }

  void first_step() {
    std::vector<Word>& movers = fresh_;  // until the queue starts
    for (int a = 0; a < alice_; ++a)  // into_[a'] = pred({a'}); Alice stays in her reach
      for (const int* w = g_->out_begin(a); w != g_->out_end(a); ++w) set(row(into_, *w), a), set(&movers[0], a);
    for (int b = 0; b < n_; ++b) {  // Won[b] = {b} + pred({b}), or + pred(everything)
      Word* won = row(won_, b);
      if (stuck(b)) std::fill(row(lost_, b), row(lost_, b) + words_, kAll);
      if (stuck(b) && alice_ % kWordBits) row(lost_, b)[words_ - 1] = (Word(1) << alice_ % kWordBits) - 1;
      if (stuck(b)) std::copy(movers.begin(), movers.end(), won);
      else if (b < alice_) std::copy(row(into_, b), row(into_, b) + words_, won);
      if (b < alice_) set(won, b);
    }
    std::fill(movers.begin(), movers.end(), 0);
    // Bob's reach, breadth first: Lost[b] = {b} + the intersection of Won over b's moves,
    // pending but for {b} and a stuck b (pred of them is in Won[b] already)
    reach_.assign(1, g_->bob_start);
    bob_[g_->bob_start] = 1;
    int bob_moves = 0;
    for (std::size_t k = 0; k < reach_.size(); ++k) {
      const int b = reach_[k];
      Word* lost = row(lost_, b);
      for (const int* w = g_->out_begin(b); w != g_->out_end(b); ++w)
        if (!bob_[*w]) bob_[*w] = 1, reach_.push_back(*w);
      for (int i = 0; i < words_ && !stuck(b); ++i) {
        Word all = kAll;
        for (const int* w = g_->out_begin(b); w != g_->out_end(b); ++w) all &= won_[*w * words_ + i];
        lost[i] = all;
      }
      bob_moves += g_->out_end(b) - g_->out_begin(b);
      if (b < alice_ && !stuck(b)) lost[b / kWordBits] &= ~(Word(1) << (b % kWordBits));
      if (!stuck(b) && std::count(lost, lost + words_, Word(0)) < words_)
        std::copy(lost, lost + words_, row(pending_, b)), enqueue(b);
      if (b < alice_) set(lost, b);
    }
    budget_ = kSwitchAfter >= 0 ? kSwitchAfter : static_cast<double>(alice_) * (n_ + bob_moves);
  }

  // Row b's pending bits a give Won[b] the new bits pred({a}) - Won[b], told to the rows
  // with a move to b.
  void take(int b) {
    Word *pending = row(pending_, b), *won = row(won_, b);
    for (int i = 0; i < words_; ++i, pending[i - 1] = 0)
      for (Word bits = pending[i]; bits != 0; bits &= bits - 1) add_pred(i * kWordBits + lowest_bit(bits));
    bool fresh = false;
    for (int i = 0; i < words_; ++i) fresh = (fresh_[i] &= ~won[i]) != 0 || fresh;
    if (fresh && !counting_ && work_ > budget_) start_counting();
    for (int i = 0; i < words_; ++i) won[i] |= fresh_[i];
    if (fresh && counting_) count_down(b);
    else if (fresh) check_moves(b);
    std::fill(fresh_.begin(), fresh_.end(), 0);
  }
  void add_pred(int a) {  // fresh_ += pred({a}): a's row, or its moves in if fewer
    if (g_->in_end(a) - g_->in_begin(a) >= words_) {
      for (int i = 0; i < words_; ++i) fresh_[i] |= into_[a * words_ + i];
      return;
    }
    for (const int* v = g_->in_begin(a); v != g_->in_end(a) && *v < alice_; ++v) set(&fresh_[0], *v);
  }
  void check_moves(int b) {  // each b0 -> b keeps the new bits that Won has over all its moves
    int words_read = 0;
    for (const int* b0 = g_->in_begin(b); b0 != g_->in_end(b); ++b0) {
      if (!bob_[*b0]) continue;
      Word* lost = row(lost_, *b0);
      for (int i = 0; i < words_; ++i) {
        Word bits = fresh_[i] & ~lost[i];
        for (const int* w = g_->out_begin(*b0); bits != 0 && w != g_->out_end(*b0); ++w, ++words_read)
          bits &= won_[*w * words_ + i];
        if (bits != 0) lost_bits(*b0, i, bits);
      }
    }
    work_ += words_read;
  }
  void lost_bits(int b, int i, Word bits) {  // Lost[b] and Pending[b] gain bits in word i
    row(lost_, b)[i] |= bits;
    row(pending_, b)[i] |= bits;
    enqueue(b);
  }

  // Counters from the rows as they stand: for each (b, a), a not in Lost[b], the moves
  // b -> b' with a not in Won[b'].
  void start_counting() {
    counting_ = true;
    left_.resize(n_ * alice_);
    for (int b = 0; b < n_; ++b) {
      if (!bob_[b]) continue;
      std::fill(&left_[b * alice_], &left_[b * alice_] + alice_, g_->out_end(b) - g_->out_begin(b));
      for (const int* w = g_->out_begin(b); w != g_->out_end(b); ++w)
        for (int i = 0; i < words_; ++i)
          for (Word bits = won_[*w * words_ + i] & ~row(lost_, b)[i]; bits != 0; bits &= bits - 1)
            --left_[b * alice_ + i * kWordBits + lowest_bit(bits)];
    }
  }
  void count_down(int b) {  // each new bit a of Won[b] counts down (b0, a) for b0 -> b
    for (int i = 0; i < words_; ++i)
      for (Word bits = fresh_[i]; bits != 0; bits &= bits - 1) {
        const int a = i * kWordBits + lowest_bit(bits);
        for (const int* b0 = g_->in_begin(b); b0 != g_->in_end(b); ++b0)
          if (bob_[*b0] && !(row(lost_, *b0)[i] >> (a % kWordBits) & 1) && --left_[*b0 * alice_ + a] == 0)
            lost_bits(*b0, i, Word(1) << (a % kWordBits));
      }
  }

  // Levels (see the header): rows keep the states the play can reach, (b, a) with
  // level(a) = level(b) + the start's gap, Won one level lower.
  void keep_levels() {
    int period = 0, shift = 0;
    bool shifted = false;
    for (int v = 0; v < n_; ++v)
      for (const int* w = g_->out_begin(v); w != g_->out_end(v); ++w) {
        int gap = g_->depth[v] + 1 - g_->depth[*w];
        if (v >= alice_ && *w < alice_ && !shifted) shifted = true, shift = gap, gap = 0;
        else if (v >= alice_ && *w < alice_) gap -= shift;
        for (gap = std::abs(gap); gap != 0;) std::swap(period %= gap, gap);
        if (period == 1) return;
      }
    level_.resize(n_);
    for (int v = 0; v < n_; ++v) level_[v] = g_->depth[v] - (v < alice_ ? 0 : shift);
    level_rows_.assign((period > 0 ? period : alice_) * words_, 0);  // Alice's, per level
    for (int a = 0; a < alice_; ++a) set(&level_rows_[level_class(level_[a], period) * words_], a);
    const int start_gap = level_[0] - level_[g_->bob_start];
    for (int b = 0; b < n_; ++b) {
      keep_level(row(lost_, b), level_[b] + start_gap, period);
      keep_level(row(pending_, b), level_[b] + start_gap, period);
      keep_level(row(won_, b), level_[b] + start_gap - 1, period);
    }
  }
  int level_class(int level, int period) const {  // -1: no vertex of Alice's is on it
    if (period > 0) return (level % period + period) % period;
    return level >= 0 && level < alice_ ? level : -1;  // her levels are her depths
  }
  void keep_level(Word* states, int level, int period) {
    const int c = level_class(level, period);
    for (int i = 0; i < words_; ++i) states[i] &= c < 0 ? 0 : level_rows_[c * words_ + i];
  }

  void enqueue(int b) {
    if (queued_[b]) return;
    queued_[b] = 1;
    queue_[(queue_head_ + queued_count_++) % n_] = b;
  }
  int dequeue() {
    const int b = queue_[queue_head_];
    queue_head_ = (queue_head_ + 1) % n_;
    --queued_count_;
    queued_[b] = 0;
    return b;
  }

  const Graph* g_;
  int n_, alice_, words_;          // rows, their bits and words
  std::vector<Word> lost_, won_, pending_, into_, fresh_, level_rows_;  // fresh_: zero between uses
  std::vector<char> bob_, queued_;  // Bob reaches b; b is queued
  std::vector<int> queue_, reach_, left_, level_;
  int queue_head_, queued_count_;
  bool counting_;
  double work_, budget_;  // words the checks have read; their allowance (the plain steps)
};

// ---------------------------------------------------------------- input layer ----
// The same in the three judge files (a test compares them): tokens read through a 64 KiB
// window, a UTF-8 byte order mark skipped, Ctrl-Z ending the input as on Windows.
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
  // The next number, in low..high; `name`, a format of i and j ("f_%d(%d)"), names it.
  bool read(int& value, int low, int high, const char* name, int i = 0, int j = 0) {
    const char* p = pos_;  // the fast path: 1 to 9 digits, then whitespace
    unsigned got = static_cast<unsigned char>(*p) - '0', digit;
    if (got > 9) {
      while (is_space(*p)) line_ += *p++ == '\n';
      got = static_cast<unsigned char>(*p) - '0';
    }
    const char* const first = p;
    while ((digit = static_cast<unsigned char>(*++p) - '0') <= 9) got = 10 * got + digit;
    if (static_cast<unsigned char>(*first - '0') > 9 || p - first > 9 || !is_space(*p) ||
        got - low > static_cast<unsigned>(high - low))
      return pos_ = first, careful(&value, low, high, name, i, j);
    line_ += *p == '\n';
    pos_ = p + 1;  // past the whitespace after it
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
    return fail("expected " + expected + ", found " + found + (pos_ == end_ ? "" : "\""));
  }

  std::FILE* file_;
  char *begin_, *end_, *limit_;  // the window: bytes [begin_, end_), a '\0' at end_
  const char* pos_;
  bool ended_;                 // nothing after end_ (end of input, Ctrl-Z, read error)
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

// The tests, read and answered.
const int kMaxTests = 1000000, kMaxVertices = 2000, kMaxEdges = 4000000;

bool read_test(JudgeInput& in, Test& test) {
  int edges;
  if (!in.read(test.n, 2, kMaxVertices, "n") || !in.read(edges, 1, kMaxEdges, "m")) return false;
  test.ends.resize(2 * edges);
  int* ends = &test.ends[0];
  for (int e = 0; e < edges; ++e)  // b_1 e_1 b_2 e_2 ...
    if (!in.read(ends[2 * e], 1, test.n, "b of edge %d", e + 1) ||
        !in.read(ends[2 * e + 1], 1, test.n, "e of edge %d", e + 1))
      return false;
  for (int i = 0; i < 2 * edges; ++i) --ends[i];
  if (!in.read(test.x, 1, test.n, "x") || !in.read(test.y, 1, test.n, "y")) return false;
  --test.x, --test.y;
  return true;
}

bool solve_tests(JudgeInput& in, std::FILE* out) {
  int tests;
  if (!in.read(tests, 1, kMaxTests, "T")) return false;
  Test test;
  Graph graph;
  Chase chase;
  for (int k = 1; k <= tests; ++k) {
    in.test = k;
    if (!read_test(in, test)) return false;
    bool bob_wins = test.x != test.y;  // else he is caught before any move
    if (bob_wins) graph.build(test), bob_wins = !graph.caught_at_once && !chase.alice_wins(graph);
    char line[24] = "Case #", *end = line + 6;
    for (int rest = k; rest > 0; rest /= 10) ++end;  // k's digits
    for (int rest = k, at = 0; rest > 0; rest /= 10) end[--at] = static_cast<char>('0' + rest % 10);
    std::strcpy(end, bob_wins ? ": Yes\n" : ": No\n");
    std::fputs(line, out);
  }
  return in.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main("gym100548h", solve_tests); }
#endif
