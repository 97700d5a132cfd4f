// Gym 100548 H - The Problem to Make You Happy (2014 ACM-ICPC Asia Xi'an Regional)
//
// Problem. On a digraph Bob's piece starts on x, Alice's on y; Bob moves first, then they
// alternate, moving their own piece along an out-edge. Who cannot move loses; if the
// pieces meet, Alice wins; an endless game is Bob's. Does Bob win?
//
// The game. A state is (Bob's vertex b, Alice's a, who moves). Alice wins exactly on her
// attractor: the least set with the states a == b, Bob's where he is stuck or every move
// enters it, and Alice's with a move into it (not "a repeated state is Bob's": unsound).
// With Lost[b] = {a : Alice wins (b, a) with Bob to move} and Won[b] = {a : ... Alice to
// move}, that is the least solution of
//   Won[b]  = {b} + pred(Lost[b])        (pred(S): Alice's vertices with a move into S)
//   Lost[b] = {b} + everything if b is stuck, else the intersection of Won[b'], b -> b',
// reached by adding what the right sides justify in any order. Bob wins iff y is not in
// Lost[x].
//
// Method. Lost, Won and Pending (Lost bits not yet passed to Won) are bit rows over the
// vertices Alice reaches, one per b. A first step makes Won[b] = {b} + pred({b}), then
// Lost[b] for each b Bob reaches; then a queue of rows with pending bits gives Won[b] the
// bits pred(Pending[b]) - Won[b], and each b0 -> b keeps those Won has over all its moves
// in Lost[b0] and Pending[b0], until y is in Lost[x] or the queue empties.
// A check may read all of b0's moves for one bit: once checks have read a quarter as many
// words as the plain analysis has steps, a test goes on with a counter per state (b, a) of
// moves b -> b' with a not in Won[b'] (at 0, a joins Lost[b]), so it costs O(n m) at most.
// Levels. With level(w) = level(v) + 1 mod p for each move (p: the gcd of the gaps of
// breadth-first depths), play keeps level(a) - level(b) = level(y) - level(x), and those
// states' rules name only such states: after N/4 rows, rows keep only them.
// Small tests (n <= 128, as the statement's): the same on rows over all n vertices as they
// come (SmallChase), with no lists to build: a test costs little beyond its reading.
//
// Complexity per test: O(n m) time; O(m + N nA) memory, N vertices reached, nA by Alice.
//
// Status: answers equal a brute-force solver's on all digraphs of up to 4 vertices and
// thousands of random ones, by SmallChase and by the method above with 3-bit words and
// levels first, or with counters once SmallChase gives up; fuzzed.
// Accepts beyond the statement: T <= 10^6, n <= 2000, m <= 4 * 10^6, loops, repeated
// edges, x == y.
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

typedef unsigned long Word;
const int kBits = sizeof(Word) * 8;
#if defined(CHASE_SMALL_WORDS)  // test builds: 3-bit words, switch early, levels first,
const int kWordBits = 3, kSwitchAfter = 5, kLevelsAfter = 1, kSmallUpTo = 0;  // no SmallChase
#elif defined(CHASE_COUNTERS)   // counters from the start, no levels; SmallChase gives up
const int kWordBits = kBits, kSwitchAfter = 0, kLevelsAfter = -1, kSmallUpTo = 2 * kBits;
#else
const int kWordBits = kBits, kSwitchAfter = -1, kLevelsAfter = 0, kSmallUpTo = 2 * kBits;
#endif
const Word kAll = ~Word(0) >> (kBits - kWordBits);

int lowest_bit(Word w) {
#if defined(__GNUC__) && !defined(CHASE_SMALL_WORDS)
  return __builtin_ctzl(w);
#else
  for (int bit = 0;; ++bit) if (w >> bit & 1) return bit;
#endif
}

struct Test {  // vertices 0..n-1; edge e: ends[2 e] -> ends[2 e + 1]
  int n, x, y;
  std::vector<int> ends;
};

// The vertices the pieces can reach, numbered: Alice's reach breadth first from her start
// (0), then what only Bob reaches; their moves out and in. Arrays over the n vertices are
// kept from test to test, reset by what a test touched: a test costs O(m + N), not O(n).
class Graph {
public:
  void build(const Test& t) {
    const int m = static_cast<int>(t.ends.size() / 2), *ends = &t.ends[0];
    if (count_.size() < t.n + 1u)
      count_.resize(t.n + 1, 0), index_.resize(t.n + 1, -1), mark_.resize(t.n + 1, 0),
          start_.resize(t.n + 1), tails_.resize(t.n + 1), vertex_.resize(t.n + 1),
          depth.resize(t.n + 1), out_start_.resize(t.n + 1), in_start_.resize(t.n + 2);
    if (heads_.size() < m + 1u) heads_.resize(m + 1);
    int tails = 0, *count = &count_[0], *start = &start_[0], *tail = &tails_[0];
    for (int e = 0; e < m; ++e)  // the tails, branch-free
      tail[tails] = ends[2 * e], tails += count[ends[2 * e]]++ == 0;
    for (int k = 0, next = 0; k < tails; next += count[tail[k++]]) start[tail[k]] = next;
    for (int e = 0, *heads = &heads_[0]; e < m; ++e) heads[start[ends[2 * e]]++] = ends[2 * e + 1];
    for (int k = 0; k < tails; ++k) start[tail[k]] -= count[tail[k]];
    size_ = moves_ = 0;
    if (!(caught_at_once = alice_wins_at_once(t.x, t.y))) {
      if (out_.size() < heads_.size())
        out_.resize(heads_.size()), from_.resize(heads_.size()), in_.resize(heads_.size());
      number(t.y, 0), list_moves(0), alice_count = size_;
      if (index_[t.x] < 0) number(t.x, 0);
      list_moves(alice_count), bob_start = index_[t.x];
    }
    for (int k = 0; k < tails; ++k) count_[tails_[k]] = 0;
    for (int v = 0; v < size_; ++v) index_[vertex_[v]] = -1;
  }
  void list_moves_in() {  // by source, Alice's first: filled from the last move back
    int* end = &in_start_[1];  // end[w]: past w's moves in, then where they start
    for (int v = 1; v < size_; ++v) end[v] += end[v - 1];
    for (int k = moves_ - 1, *in = &in_[0]; k >= 0; --k) in[--end[out_[k]]] = from_[k];
    end[size_] = moves_;
  }
  int size() const { return size_; }
  int moves() const { return moves_; }
  const int* out_begin(int v) const { return &out_[out_start_[v]]; }
  const int* out_end(int v) const { return &out_[0] + out_start_[v + 1]; }
  const int* in_begin(int v) const { return &in_[in_start_[v + 1]]; }
  const int* in_end(int v) const { return &in_[0] + in_start_[v + 2]; }
  const int* from(int v) const { return &from_[out_start_[v]]; }  // sources of v's moves
  bool caught_at_once;  // by Alice's first move (then nothing is numbered)
  int alice_count, bob_start;
  std::vector<int> depth;  // breadth first, from y (from x past Alice's reach)
private:
  const int* moves(int v) const { return &heads_[0] + (count_[v] > 0 ? start_[v] : 0); }
  // Bob is stuck, or each move lands on y, next to y, or where he is stuck and Alice not
  // (y in Lost[x] after the first step).
  bool alice_wins_at_once(int x, int y) {
    for (int k = 0; k < count_[y]; ++k) mark_[moves(y)[k]] = 1;
    bool caught = true;
    for (const int* w = moves(x); w != moves(x) + count_[x] && caught; ++w)
      caught = *w == y || mark_[*w] || (count_[*w] == 0 && count_[y] > 0);
    for (int k = 0; k < count_[y]; ++k) mark_[moves(y)[k]] = 0;
    return caught;
  }
  void number(int v, int at_depth) {
    index_[v] = size_, vertex_[size_] = v, depth[size_] = at_depth, in_start_[++size_] = 0;
  }
  // The moves of vertices from `first` on, numbering what they reach; in_start_[w + 1]
  // counts the moves into w.
  void list_moves(int first) {
    int *index = &index_[0], *vertex = &vertex_[0], *depths = &depth[0], *into = &in_start_[1];
    int size = size_, listed = moves_, *out = &out_[0], *from = &from_[0];
    for (int v = first; v < size; ++v) {
      out_start_[v] = listed;
      for (const int *w = moves(vertex[v]), *last = w + count_[vertex[v]]; w != last; ++w) {
        const int at = index[*w], number = at < 0 ? size : at;  // no branch
        vertex[size] = *w, depths[size] = depths[v] + 1, into[size] = 0;
        index[*w] = number, size += at < 0;
        ++into[number], from[listed] = v, out[listed++] = number;
      }
    }
    out_start_[size] = moves_ = listed;
    size_ = size;
  }
  int size_, moves_;
  std::vector<int> count_, start_, tails_, heads_, index_, vertex_;  // by input numbers
  std::vector<char> mark_;
  std::vector<int> out_start_, out_, from_, in_start_, in_;
};

// The method of the header, on one test.
class Chase {
public:
  bool alice_wins(Graph& graph) {
    g_ = &graph;
    n_ = graph.size(), alice_ = graph.alice_count, words_ = (alice_ + kWordBits - 1) / kWordBits;
    clear(won_, n_ * words()), clear(into_, alice_ * words()), clear(fresh_, words());
    clear(bob_, n_), clear(queued_, n_), head_ = waiting_ = 0;  // the first step writes the
    clear(lost_, n_ * words(), false), clear(pending_, n_ * words(), false);  // reach's rows
    clear(queue_, n_, false), clear(reach_, n_, false);  // of Lost and Pending
    counting_ = false;
    first_step();
    if (!decided() && waiting_ > 0) graph.list_moves_in();
    const int levels_at = kLevelsAfter == 0 ? n_ / 4 + 1 : kLevelsAfter;
    for (int taken = 1; !decided() && waiting_ > 0; ++taken) {
      if (taken == levels_at) keep_levels();
      const int b = queue_[head_];
      head_ = head_ == n_ ? 0 : head_ + 1, --waiting_, queued_[b] = 0, take(b);
    }
    return decided();
  }
private:
  template <class T>
  static void clear(std::vector<T>& array, int size, bool zero = true) {  // or just room
    if (array.size() < static_cast<std::size_t>(size + 1)) array.resize(size + 1);
    if (zero) std::memset(&array[0], 0, size * sizeof(T));
  }
  int words() const { return words_; }
  Word* row(std::vector<Word>& rows, int b) { return &rows[b * words()]; }
  static void set(Word* row, unsigned a) { row[a / kWordBits] |= Word(1) << (a % kWordBits); }
  bool stuck(int b) const { return g_->out_begin(b) == g_->out_end(b); }
  bool decided() const { return (lost_[g_->bob_start * words()] & 1) != 0; }  // y is 0
  void first_step() {  // movers: fresh_ till the queue starts
    const int W = words(), *to = g_->out_begin(0), *from = g_->from(0);
    Word *movers = &fresh_[0], *won = &won_[0], *lost = &lost_[0], *into = &into_[0], all = 0;
    for (const int *t = to, *f = from; t != g_->out_begin(alice_); ++t) set(into + *t * W, *f++);
    for (int a = 0; a < alice_; ++a) if (!stuck(a)) set(movers, a);
    for (int b = 0; b < n_; ++b) {  // Won[b] = {b} + pred({b}), or + pred(everything)
      const Word* pred = stuck(b) ? movers : b < alice_ ? into + b * W : 0;
      for (int i = 0; pred && i < W; ++i) won[b * W + i] = pred[i];
      if (b < alice_) set(won + b * W, b);
    }
    std::fill(movers, movers + W, 0);
    // Bob's reach, breadth first (everything once it holds y)
    int *reach = &reach_[0], reached = 1;
    reach[0] = g_->bob_start, bob_[g_->bob_start] = 1;
    for (int k = 0; k < reached && !bob_[0]; ++k)
      for (const int *w = g_->out_begin(reach[k]); w != g_->out_end(reach[k]); ++w)
        reach[reached] = *w, reached += !bob_[*w], bob_[*w] = 1;  // no branch: short lists
    if (bob_[0]) std::fill(bob_.begin(), bob_.begin() + n_, 1);
    // Lost[b] = {b} + the intersection of Won over b's moves, pending but for {b} and a stuck
    // b (their pred is in Won[b] already): row by row on long lists, else in one pass over
    // the moves (they come by source) without a branch but the loop's
    for (int b = 0; b < n_; ++b)
      for (int i = 0; i < W; lost[b * W + i++] = all) {
        const int *w = g_->out_begin(b), *last = g_->out_end(b);
        for (all = kAll; w != last; ++w) all &= won[*w * W + i];
      }
    for (int b = 0; b < n_; ++b) {
      if (!bob_[b]) continue;
      Word *row = lost + b * W, *pending = &pending_[b * W], any = 0;
      const bool moves = !stuck(b);
      if (b < alice_ && moves) row[b / kWordBits] &= ~(Word(1) << (b % kWordBits));
      for (int i = 0; i < W; ++i) any |= pending[i] = row[i];
      queued_[b] = moves && any;
      queue_[waiting_] = b, waiting_ += queued_[b];  // the queue was empty
      if (b < alice_) set(row, b);
    }
    const double plain_steps = double(alice_) * (n_ + g_->moves());
    credit_ = kSwitchAfter >= 0 ? kSwitchAfter : int(std::min(plain_steps / 4, 1e9));
  }

  // Row b's pending bits give Won[b] new bits pred(Pending[b]) - Won[b], for b0 -> b to check.
  void take(int b) {
    Word *pending = row(pending_, b), *won = row(won_, b), *fresh = &fresh_[0], any = 0;
    for (int i = 0; i < words(); pending[i++] = 0)
      for (Word bits = pending[i]; bits != 0; bits &= bits - 1)
        add_pred(i * kWordBits + lowest_bit(bits));
    for (lo_ = 0; lo_ < words() && !fresh[lo_];) ++lo_;  // fresh_'s words lo_..hi_-1
    for (hi_ = words(); hi_ > lo_ && !fresh[hi_ - 1];) --hi_;
    if (!counting_ && credit_ < 0) start_counting();
    for (int i = lo_; i < hi_; ++i) any |= fresh[i] &= ~won[i], won[i] |= fresh[i];
    if (any) counting_ ? count_down(b) : check_moves(b);
    std::fill(fresh + lo_, fresh + hi_, 0);
  }
  void add_pred(int a) {  // fresh_ += pred({a}): a row, or the moves in if fewer
    const int *v = g_->in_begin(a), *last = g_->in_end(a);
    if (last - v >= words()) {
      for (int i = 0; i < words(); ++i) fresh_[i] |= into_[a * words() + i];
      return;
    }
    for (Word* fresh = &fresh_[0]; v != last && *v < alice_; ++v) set(fresh, *v);
  }
  void check_moves(int b) {  // b0 -> b keeps the new bits Won has over all its moves
    const int *b0 = g_->in_begin(b), *last_b0 = g_->in_end(b);
    const char* bob = &bob_[0];  // locals: stores to rows would reload members
    const Word *won = &won_[0], *fresh = &fresh_[0];
    int words_read = 0;
    for (; b0 != last_b0; ++b0) {
      const int *first = g_->out_begin(*b0), *last = g_->out_end(*b0);
      for (int i = lo_; i < hi_ && bob[*b0]; ++i) {
        Word bits = fresh[i] & ~row(lost_, *b0)[i];
        for (const int* w = first; bits && w != last; ++w)
          bits &= won[*w * words() + i], ++words_read;
        if (bits != 0) lost_bits(*b0, i, bits);
      }
    }
    credit_ -= words_read;
  }
  void lost_bits(int b, int i, Word bits) {  // in word i of Lost[b] and Pending[b]
    row(lost_, b)[i] |= bits, row(pending_, b)[i] |= bits;
    const int at = head_ + waiting_;
    if (!queued_[b]) queued_[b] = 1, queue_[at <= n_ ? at : at - n_ - 1] = b, ++waiting_;
  }

  // Counters: for each (b, a), a not in Lost[b], the moves b -> b' with a not in Won[b'].
  void start_counting() {
    counting_ = true;
    left_.resize(n_ * alice_);
    for (int b = 0; b < n_; ++b) {
      if (!bob_[b]) continue;
      std::fill(&left_[b * alice_], &left_[b * alice_] + alice_, g_->out_end(b) - g_->out_begin(b));
      for (const int* w = g_->out_begin(b); w != g_->out_end(b); ++w)
        for (int i = 0; i < words(); ++i)
          for (Word bits = won_[*w * words() + i] & ~row(lost_, b)[i]; bits != 0; bits &= bits - 1)
            --left_[b * alice_ + i * kWordBits + lowest_bit(bits)];
    }
  }
  void count_down(int b) {  // a new bit a of Won[b] counts down (b0, a), b0 -> b
    const int *first = g_->in_begin(b), *last = g_->in_end(b);
    const char* bob = &bob_[0];  // locals, as in check_moves
    const int W = words(), A = alice_;
    int* left = &left_[0];
    for (int i = lo_; i < hi_; ++i)
      for (Word bits = fresh_[i]; bits != 0; bits &= bits - 1) {
        const int a = i * kWordBits + lowest_bit(bits);
        const Word bit = Word(1) << (a % kWordBits);
        for (const int* b0 = first; b0 != last; ++b0)
          if (bob[*b0] && !(lost_[*b0 * W + i] & bit) && --left[*b0 * A + a] == 0)
            lost_bits(*b0, i, bit);
      }
  }

  // Levels (the header): rows keep (b, a) with level(a) = level(b) + the start's gap, Won
  // one lower; exact levels (p = 0) lie in 0..2N, so 2N + 1 keeps them apart.
  void keep_levels() {
    int p = 0, shift = 0;
    bool shifted = false;
    for (int v = 0; v < n_; ++v)
      for (const int* w = g_->out_begin(v); w != g_->out_end(v); ++w) {
        int gap = g_->depth[v] + 1 - g_->depth[*w];
        if (v >= alice_ && *w < alice_ && !shifted) shifted = true, shift = gap, gap = 0;
        else if (v >= alice_ && *w < alice_) gap -= shift;
        for (gap = std::abs(gap); gap != 0;) std::swap(p %= gap, gap);  // gcd
        if (p == 1) return;
      }
    if (p == 0) p = 2 * n_ + 1;
    level_.resize(n_);
    for (int v = 0; v < n_; ++v)
      level_[v] = ((g_->depth[v] - (v < alice_ ? 0 : shift)) % p + p) % p;
    level_rows_.assign(p * words(), 0);  // Alice's, by level
    for (int a = 0; a < alice_; ++a) set(&level_rows_[level_[a] % p * words()], a);
    const int start_gap = level_[0] - level_[g_->bob_start] + p;
    for (int b = 0; b < n_; ++b)
      for (int i = 0; i < words(); ++i) {
        const Word on = level_rows_[(level_[b] + start_gap) % p * words() + i];
        row(lost_, b)[i] &= on, row(pending_, b)[i] &= on;
        row(won_, b)[i] &= level_rows_[(level_[b] + start_gap + p - 1) % p * words() + i];
      }
  }
  const Graph* g_;
  int n_, alice_, words_, lo_, hi_;  // rows, bits, words a row
  std::vector<Word> lost_, won_, pending_, into_, fresh_, level_rows_;  // fresh_ 0 when idle
  std::vector<char> bob_;  // Bob reaches b
  std::vector<int> queued_, queue_, reach_, left_, level_;  // b queued; rows with pending bits
  int head_, waiting_;
  bool counting_;
  int credit_;  // a quarter of the plain analysis' steps, less the words the checks read
};

// Small tests (n <= kBits kW): the same least solution, on rows over all n vertices as they
// come: a row's bits are the moves, so nothing is numbered or listed. After the first step,
// rounds: the rows with pending bits pass them to Won, then each Lost row of a move into a
// grown Won row takes what Won has over all its moves (one check a round, however many of
// its moves grew). Rows keep Alice's reach; if each move flips the parity of the breadth-
// first depth (from y for Alice's reach, from x for Bob's), play keeps a's parity equal to
// b's with Bob to move, and the rules of such states name only such states: Lost[b] keeps
// them, Won[b] the others. Past the switch of the method above it gives up (-1), and that
// method decides.
template <int kW>
class SmallChase {
public:
  int alice_wins(const Test& t) {  // 1 if Alice wins, 0 if Bob, -1: given up
    const int n = t.n, m = static_cast<int>(t.ends.size() / 2), *ends = &t.ends[0];
    std::memset(out_, 0, n * sizeof out_[0]), std::memset(in_, 0, n * sizeof in_[0]);
    for (int e = 0; e < m; ++e)
      set(out_[ends[2 * e]], ends[2 * e + 1]), set(in_[ends[2 * e + 1]], ends[2 * e]);
    Word movers[kW] = {}, caught = 1, odd[2][kW] = {}, keep[2][kW];  // keep[c]: parity c
    for (int v = 0; v < n; ++v) movers[v / kBits] |= Word(moves(v)) << v % kBits;
    for (int j = 0; j < kW; ++j)  // y in Lost[x] after the first step: see alice_wins_at_once
      for (Word w = out_[t.x][j]; w; w &= w - 1) {
        const int v = j * kBits + lowest_bit(w);
        caught &= v == t.y || has(in_[v], t.y) || (!moves(v) && moves(t.y));
      }
    if (caught) return 1;
    const bool alice_flips = reach_from(t.y, alice_, odd[0]);
    const bool parity = reach_from(t.x, bob_, odd[1]) && alice_flips;
    for (int i = 0; i < kW; ++i)
      keep[0][i] = alice_[i] & ~(parity ? odd[0][i] : 0),
      keep[1][i] = alice_[i] & (parity ? odd[0][i] : ~Word(0));
    for (int b = 0; b < n; ++b) {  // Won[b] = {b} + pred({b}), or + pred(everything)
      const bool c = has(odd[1], b);
      for (int i = 0; i < kW; ++i) won_[b][i] = in_[b][i] | (movers[i] & (Word(moves(b)) - 1));
      set(won_[b], b);
      for (int i = 0; i < kW; ++i) won_[b][i] &= keep[!c][i], lost_[b][i] = keep[c][i];
    }
    for (int e = 0; e < m; ++e)  // Lost[b] = {b} + the intersection of Won over b's moves
      for (int i = 0; i < kW; ++i) lost_[ends[2 * e]][i] &= won_[ends[2 * e + 1]][i];
    Word todo[kW] = {}, more = 0;  // rows with pending bits
    for (int j = 0; j < kW; ++j)  // pending but for {b} and a stuck b
      for (Word bs = bob_[j]; bs; bs &= bs - 1) {
        const int b = j * kBits + lowest_bit(bs);
        Word any = 0;
        lost_[b][b / kBits] &= ~(Word(moves(b)) << b % kBits);
        for (int i = 0; i < kW; ++i) any |= pending_[b][i] = moves(b) ? lost_[b][i] : 0;
        todo[j] |= Word(any != 0) << b % kBits, more |= any;
        set(lost_[b], b);
      }
    credit_ = kSwitchAfter >= 0 ? kSwitchAfter : n * (n + m) / 4;
    while (more && !has(lost_[t.x], t.y)) {  // rounds: the Won rows with pending bits grow,
      Word dirty[kW] = {};                   // then the Lost rows of Bob's moves into them
      for (int j = 0; j < kW; todo[j++] = 0)
        for (Word bs = todo[j]; bs; bs &= bs - 1) grow_won(j * kBits + lowest_bit(bs), dirty);
      more = 0;
      for (int j = 0; j < kW; ++j)
        for (Word bs = dirty[j]; bs; bs &= bs - 1)
          more |= grow_lost(j * kBits + lowest_bit(bs), todo);
      if (credit_ < 0) return -1;
    }
    return has(lost_[t.x], t.y);
  }
private:
  static const int kMax = kBits * kW;  // rows
  static void set(Word* row, unsigned a) { row[a / kBits] |= Word(1) << a % kBits; }
  static bool has(const Word* row, unsigned a) { return (row[a / kBits] >> a % kBits & 1) != 0; }
  bool moves(int v) const { return (out_[v][0] | out_[v][kW - 1]) != 0; }
  // From v, a depth at a time: what it reaches (seen), at odd depths (odd); whether each
  // move out of them flips the depth's parity.
  bool reach_from(int v, Word* seen, Word* odd) const {
    Word level[kW] = {}, any = 1, same = 0;
    set(level, v), std::memcpy(seen, level, sizeof level);
    for (int depth = 0; any; ++depth) {
      Word next[kW] = {};
      for (int j = 0; j < kW; ++j)
        for (Word w = level[j]; w; w &= w - 1)
          for (int i = 0; i < kW; ++i) next[i] |= out_[j * kBits + lowest_bit(w)][i];
      any = 0;
      for (int i = 0; i < kW; ++i) {
        same |= next[i] & (depth % 2 ? odd[i] : seen[i] & ~odd[i]);
        any |= level[i] = next[i] & ~seen[i], seen[i] |= level[i];
        odd[i] |= depth % 2 ? 0 : level[i];
      }
    }
    return same == 0;
  }
  // pred(Pending[b]) - Won[b] joins Won[b]; if it grows, each b0 -> b is dirty.
  void grow_won(int b, Word* dirty) {
    Word fresh[kW] = {}, any = 0;
    for (int j = 0; j < kW; pending_[b][j++] = 0)
      for (Word p = pending_[b][j]; p; p &= p - 1)
        for (int i = 0; i < kW; ++i) fresh[i] |= in_[j * kBits + lowest_bit(p)][i];
    for (int i = 0; i < kW; ++i) any |= fresh[i] &= alice_[i] & ~won_[b][i], won_[b][i] |= fresh[i];
    for (int i = 0; i < kW; ++i) dirty[i] |= in_[b][i] & bob_[i] & (Word(0) - (any != 0));
  }
  // Lost[b0] and Pending[b0] gain what Won has over all b0's moves; if they do, b0 is to do.
  Word grow_lost(int b0, Word* todo) {
    Word bits[kW], left = 0;
    for (int i = 0; i < kW; ++i) left |= bits[i] = ~lost_[b0][i];
    for (int k = 0; k < kW; ++k)
      for (Word w = out_[b0][k]; w && left; w &= w - 1, credit_ -= kW) {
        const Word* row = won_[k * kBits + lowest_bit(w)];
        left = 0;
        for (int i = 0; i < kW; ++i) left |= bits[i] &= row[i];
      }
    for (int i = 0; i < kW; ++i) lost_[b0][i] |= bits[i], pending_[b0][i] |= bits[i];
    todo[b0 / kBits] |= Word(left != 0) << b0 % kBits;
    return left;
  }
  Word out_[kMax][kW], in_[kMax][kW], won_[kMax][kW], lost_[kMax][kW], pending_[kMax][kW];
  Word bob_[kW], alice_[kW];  // the reaches
  int credit_;
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
  SmallChase<1> one_word;
  SmallChase<2> two_words;
  for (int k = 1; k <= tests; ++k) {
    in.test = k;
    if (!read_test(in, test)) return false;
    bool bob_wins = test.x != test.y;  // else he is caught before any move
    const int small = !bob_wins || test.n > kSmallUpTo ? -1
                      : test.n <= kBits ? one_word.alice_wins(test) : two_words.alice_wins(test);
    if (small >= 0) bob_wins = !small;
    else if (bob_wins)
      graph.build(test), bob_wins = !graph.caught_at_once && !chase.alice_wins(graph);
    char line[24] = "Case #", *end = line + 6;  // faster than sprintf
    for (int rest = k; rest > 0; rest /= 10) ++end;
    for (int rest = k, at = 0; rest > 0; rest /= 10) end[--at] = static_cast<char>('0' + rest % 10);
    std::memcpy(end, bob_wins ? ": Yes\n" : ": No\n", 6);
    std::fwrite(line, 1, end - line + (bob_wins ? 6 : 5), out);
  }
  return in.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main("gym100548h", solve_tests); }
#endif
