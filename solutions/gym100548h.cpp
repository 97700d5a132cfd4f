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
// Method. Lost and Won are rows of bits over the n vertices as they come, one per b Bob
// reaches, on the words that hold Alice's reach. The moves out and in are such rows too,
// set from the edges and cleared by them after the test, so nothing is numbered or listed
// and a small test costs little beyond its reading. A first step makes Won[b] = {b} +
// pred({b}) and Lost[b] the intersection of Won over b's moves. New Lost bits pass at once:
// Won[b] gains pred(new bits), and each b0 -> b is noted with the words where Won[b] grew.
// Then rounds: each noted b0 checks those words (rows of a word or two: all) for the bits
// Won has over all b0's moves, which join Lost[b0] and pass; until y is in Lost[x] or no
// b0 is noted. Checks may read all of b0's moves for a bit: once they have taken a quarter
// as many steps (a b0 noted, a word read) as the plain analysis has, a test goes on with a
// counter per state (b, a) of the moves b -> b' with a not in Won[b'] (at 0, a joins
// Lost[b], and Pending[b] till it passes).
// Parity. If each move flips the parity of the breadth-first depth (from y in Alice's
// reach, from x in Bob's), play keeps a's parity equal to b's with Bob to move, and the
// rules of such states name only such states: Lost[b] keeps them, Won[b] the others.
//
// Complexity per test: O(n m) steps of at most n / w words each (w bits a word);
// O(m + n^2) memory.
//
// Status: answers equal a brute-force solver's on all digraphs of up to 4 vertices and
// thousands of random ones, with one-word rows, two-word rows and with rows of 3-bit
// words, with counters from the first round or after a few checks; fuzzed.
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
#if defined(CHASE_SMALL_WORDS)  // test builds: 3-bit words, rows of any width, counters soon
const int kWordBits = 3, kSwitchAfter = 5, kSmallUpTo = 0;
#elif defined(CHASE_COUNTERS)   // counters from the first round on
const int kWordBits = sizeof(Word) * 8, kSwitchAfter = 0, kSmallUpTo = 2 * kWordBits;
#else
const int kWordBits = sizeof(Word) * 8, kSwitchAfter = -1, kSmallUpTo = 2 * kWordBits;
#endif
const int kMaxTests = 1000000, kMaxVertices = 2000, kMaxEdges = 4000000;

int lowest_bit(Word w) {
#if defined(__GNUC__) && !defined(CHASE_SMALL_WORDS)
  return __builtin_ctzl(w);
#else
  for (int bit = 0;; ++bit) if (w >> bit & 1) return bit;
#endif
}

struct Game {  // vertices 0..n-1; edge e: ends[2 e] -> ends[2 e + 1]
  int n, x, y;
  std::vector<int> ends;
};

// The method of the header on one test, with rows of kW words (kW = 0: as many as n needs).
template <int kW>
class Chase {
public:
  Chase()
      : room_(0), counters_(0), out_(0), in_(0), won_(0), lost_(0), pending_(0),
        left_(0), movers_() {}
  ~Chase() { make_room(0), std::free(left_); }
  bool alice_wins(const Game& t) {
    const int m = static_cast<int>(t.ends.size() / 2), *from = &t.ends[0], *to = from + 1;
    words_ = kW ? kW : (t.n + kWordBits - 1) / kWordBits, n_ = t.n;
    if (!kW && caught_at_once(t)) return true;  // without touching rows n words wide
    if (t.n * words_ > room_) make_room(std::max(t.n * words_, 2 * room_));
    for (int e = 0; e < 2 * m; e += 2) set(out(from[e]), to[e]), set(in(to[e]), from[e]);
    const bool alice = decide(t);
    if (t.n * words_ <= m)  // what the moves set, cleared for the next test
      std::memset(out_, 0, t.n * words_ * sizeof(Word)),
          std::memset(in_, 0, t.n * words_ * sizeof(Word));
    else
      for (int e = 0; e < 2 * m; e += 2)
        out(from[e])[to[e] / kWordBits] = in(to[e])[from[e] / kWordBits] = 0;
    return alice;
  }
private:
  static const int kR = kW ? kW : (kMaxVertices + kWordBits - 1) / kWordBits;  // words, at most
  void make_room(int words) {  // each matrix of rows: `words` words (and kR), zero; none if 0
    Word** rows[] = {&out_, &in_, &won_, &lost_, &pending_};  // Pending's pages: when counting
    for (int k = 0; k < 5; ++k) {
      std::free(*rows[k]);
      *rows[k] = words ? static_cast<Word*>(std::calloc(words + kR, sizeof(Word))) : 0;
    }
    room_ = words;
  }
  int words() const { return kW ? kW : words_; }
  int first() const { return kW ? 0 : first_word_; }  // Alice's reach: in words first..last-1
  int last() const { return kW ? kW : last_word_; }
  static void set(Word* row, unsigned a) { row[a / kWordBits] |= Word(1) << a % kWordBits; }
  static bool has(const Word* row, unsigned a) {
    return (row[a / kWordBits] >> a % kWordBits & 1) != 0;
  }
  Word* out(int v) { return out_ + v * words(); }
  Word* row(Word* rows, int b) { return rows + kR + b * (last() - first()) - first(); }
  Word* in(int v) { return in_ + v * words(); }
  bool moves(int v) {
    Word any = 0;
    for (int i = 0; i < words(); ++i) any |= out(v)[i];
    return any != 0;
  }
  // y in Lost[x] after the first step: each of Bob's moves lands on y, next to y, or where
  // he is stuck and Alice not; from the edges alone.
  bool caught_at_once(const Game& t) {
    const int m = static_cast<int>(t.ends.size() / 2), *ends = &t.ends[0];
    Word caught = 1, *y_moves = alice_;  // free till reach_from
    std::memset(y_moves, 0, words() * sizeof(Word));
    for (int e = 0; e < m; ++e) {
      set(movers_, ends[2 * e]);
      if (ends[2 * e] == t.y) set(y_moves, ends[2 * e + 1]);
    }
    for (int e = 0; e < m; ++e)
      if (ends[2 * e] == t.x) {
        const int v = ends[2 * e + 1];
        caught &= v == t.y || has(y_moves, v) || (!has(movers_, v) && has(movers_, t.y));
      }
    for (int e = 0; e < m; ++e) movers_[ends[2 * e] / kWordBits] = 0;
    return caught != 0;
  }
  bool decide(const Game& t) {
    const int W = words(), m = static_cast<int>(t.ends.size() / 2), *ends = &t.ends[0];
    Word caught = 1, odd[2][kR] = {}, keep[2][kR];  // keep[c]: Alice's of parity c
    for (int j = 0; j < W; ++j)  // y in Lost[x] after the first step: Bob caught at once
      for (Word w = out(t.x)[j]; w; w &= w - 1) {
        const int v = j * kWordBits + lowest_bit(w);
        caught &= v == t.y || has(in(v), t.y) || (!moves(v) && moves(t.y));
      }
    if (caught) return true;
    const bool alice_flips = reach_from(t.y, alice_, odd[0]);
    for (first_word_ = 0; !alice_[first_word_];) ++first_word_;
    for (last_word_ = W; !alice_[last_word_ - 1];) --last_word_;
    const int A0 = first(), A1 = last();  // rows of Alice's vertices keep only these words
    const bool parity = reach_from(t.x, bob_, odd[1]) && alice_flips;
    Word movers[kR] = {};  // Alice's vertices with a move
    for (int j = 0; j < W; ++j)
      for (Word as = alice_[j]; as; as &= as - 1)
        movers[j] |= Word(moves(j * kWordBits + lowest_bit(as))) << lowest_bit(as);
    for (int i = 0; i < W; ++i)
      keep[0][i] = alice_[i] & ~(parity ? odd[0][i] : 0),
      keep[1][i] = alice_[i] & (parity ? odd[0][i] : ~Word(0));
    for (int j = 0; j < W; ++j)  // Won[b] = {b} + pred({b}), or + pred(everything)
      for (Word bs = bob_[j]; bs; bs &= bs - 1) {
        const int b = j * kWordBits + lowest_bit(bs);
        const bool c = has(odd[1], b), stuck = !moves(b);
        Word *won = row(won_, b), *lost = row(lost_, b);
        for (int i = A0; i < A1; ++i) won[i] = in(b)[i] | (movers[i] & (Word(0) - stuck));
        if (kW || has(alice_, b)) set(won, b);  // (rows hold only Alice's words)
        lo_[b] = W, hi_[b] = 0;
        for (int i = A0; i < A1; ++i) won[i] &= keep[!c][i], lost[i] = keep[c][i];
      }
    for (int e = 0; e < m; ++e)  // Lost[b] = {b} + the intersection of Won over b's moves
      for (int i = A0; i < A1; ++i) row(lost_, ends[2 * e])[i] &= row(won_, ends[2 * e + 1])[i];
    int alice = 0;  // the plain analysis takes about alice * (n + m) steps
    for (int i = A0; i < A1; ++i)
      for (Word w = alice_[i]; w; w &= w - 1) ++alice;
    credit_ = kSwitchAfter >= 0 ? kSwitchAfter : int(double(alice) * (t.n + m) / 4);
    counting_ = false;
    Word todo[kR] = {}, more = 0;  // b0 noted (with counters: with pending bits)
    for (int j = 0; j < W; ++j)  // Lost[b] passes, but for {b} (passed) and if b is stuck
      for (Word bs = bob_[j]; bs; bs &= bs - 1) {
        const int b = j * kWordBits + lowest_bit(bs);
        const Word moving = Word(0) - moves(b), own = Word(kW || has(alice_, b)) << b % kWordBits;
        Word *lost = row(lost_, b), bits[kR];
        for (int i = A0; i < A1; ++i) bits[i] = lost[i] & moving;
        if (own) bits[b / kWordBits] &= ~own, lost[b / kWordBits] |= own;
        pass(b, bits, A0, A1, todo);
      }
    for (int i = 0; i < W; ++i) more |= todo[i];
    while (more && !has(row(lost_, t.x), t.y)) {  // rounds
      Word next[kR] = {};
      for (int j = 0; j < W; todo[j++] = 0)
        for (Word bs = todo[j]; bs; bs &= bs - 1) {
          const int b0 = j * kWordBits + lowest_bit(bs);
          if (counting_) take_pending(b0, next);
          else check(b0, next);
        }
      if (!counting_ && credit_ < 0) start_counting(next);
      more = 0;
      for (int j = 0; j < W; ++j) more |= todo[j] = next[j];
    }
    return has(row(lost_, t.x), t.y);
  }
  // From v, a depth at a time: what it reaches (seen), at odd depths (odd); whether each
  // move out of them flips the depth's parity.
  bool reach_from(int v, Word* seen, Word* odd) {
    const int W = words();
    Word level[kR] = {}, any = 1, same = 0;
    set(level, v), std::memcpy(seen, level, W * sizeof(Word));
    for (int depth = 0; any; ++depth) {
      Word next[kR] = {};
      for (int j = 0; j < W; ++j)
        for (Word w = level[j]; w; w &= w - 1) {
          const Word* moves = out(j * kWordBits + lowest_bit(w));
          for (int i = 0; i < W; ++i) next[i] |= moves[i];
        }
      any = 0;
      for (int i = 0; i < W; ++i) {
        same |= next[i] & (depth % 2 ? odd[i] : seen[i] & ~odd[i]);
        any |= level[i] = next[i] & ~seen[i], seen[i] |= level[i];
        odd[i] |= depth % 2 ? 0 : level[i];
      }
    }
    return same == 0;
  }
  // Lost[b]'s new bits (words lo..hi-1) give Won[b] pred(bits) - Won[b]; then each
  // b0 -> b is to check (next) those of Won[b]'s words, or with counters they count down.
  void pass(int b, const Word* bits, int lo, int hi, Word* next) {
    const int W = words(), A0 = first(), A1 = last();
    Word fresh[kR] = {}, *won = row(won_, b);
    for (int j = lo; j < hi; ++j)
      for (Word p = bits[j]; p; p &= p - 1) {
        const Word* pred = in(j * kWordBits + lowest_bit(p));
        for (int i = A0; i < A1; ++i) fresh[i] |= pred[i];
      }
    int from = A0, to = 0;  // fresh's words from..to-1
    for (int i = A0; i < A1; ++i)
      fresh[i] &= alice_[i] & ~won[i], won[i] |= fresh[i], to = fresh[i] ? i + 1 : to;
    if (kW && !counting_) {
      for (int i = 0; i < W; ++i) next[i] |= in(b)[i] & bob_[i] & (Word(0) - (to != 0));
      return;
    }
    while (from < to && !fresh[from]) ++from;
    if (counting_) return count_down(b, fresh, from, to, next);
    for (int j = 0; j < W && to; ++j)
      for (Word bs = in(b)[j] & bob_[j]; bs; bs &= bs - 1, --credit_) {
        const int b0 = j * kWordBits + lowest_bit(bs);
        lo_[b0] = std::min(lo_[b0], from), hi_[b0] = std::max(hi_[b0], to), set(next, b0);
      }
  }
  // The bits not in Lost[b0] of its words to check (rows of a word or two: of all) that
  // Won has over all b0's moves join Lost[b0] and pass.
  void check(int b0, Word* next) {
    const int W = words();
    Word bits[kR], left = 0, *lost = row(lost_, b0);
    int lo = kW ? 0 : lo_[b0], hi = kW ? kW : hi_[b0];  // bits' words lo..hi-1
    lo_[b0] = W, hi_[b0] = 0;
    for (int i = lo; i < hi; ++i) left |= bits[i] = ~lost[i];
    if (!kW) {
      while (lo < hi && !bits[lo]) ++lo;
      while (hi > lo && !bits[hi - 1]) --hi;
    }
    for (int k = 0; k < W && left; ++k)
      for (Word w = out(b0)[k]; w && left; w &= w - 1, credit_ -= hi - lo) {
        const Word* won = row(won_, k * kWordBits + lowest_bit(w));
        left = 0;
        for (int i = lo; i < hi; ++i) left |= bits[i] &= won[i];
      }
    for (int i = lo; i < hi; ++i) lost[i] |= bits[i];
    if (left) pass(b0, bits, lo, hi, next);
  }
  void take_pending(int b, Word* next) {  // with counters: Pending[b] passes
    Word bits[kR], *pending = row(pending_, b);
    for (int i = first(); i < last(); ++i) bits[i] = pending[i], pending[i] = 0;
    pass(b, bits, first(), last(), next);
  }
  // Counters: for each (b, a), a not in Lost[b], the moves b -> b' with a not in Won[b']
  // (at 0, a joins Lost[b] and Pending[b], to pass: b is next); and Bob's moves into each b
  // listed, as counting reads them for each new bit.
  void start_counting(Word* next) {
    const int W = words(), n = n_;
    int lo = 0, hi = W;  // Bob's reach: in words lo..hi-1
    while (!bob_[lo]) ++lo;
    while (!bob_[hi - 1]) --hi;
    bob_first_ = lo * kWordBits, stride_ = (hi - lo) * kWordBits;
    if (n * stride_ > counters_) {
      std::free(left_), counters_ = n * stride_;
      left_ = static_cast<int*>(std::malloc(counters_ * sizeof(int)));
    }
    counting_ = true;
    bob_in_.clear(), bob_in_start_.resize(n + 1);
    for (int b = 0; b < n; ++b) {
      bob_in_start_[b] = static_cast<int>(bob_in_.size());
      for (int j = 0; j < W && has(bob_, b); ++j)
        for (Word bs = in(b)[j] & bob_[j]; bs; bs &= bs - 1)
          bob_in_.push_back(j * kWordBits + lowest_bit(bs));
      if (!has(bob_, b)) continue;
      int *left = left_ + b - bob_first_, moves = 0;  // b's counters, stride_ apart
      for (int k = 0; k < W; ++k)
        for (Word w = out(b)[k]; w; w &= w - 1) ++moves;
      for (int a = first() * kWordBits; a < std::min(n, last() * kWordBits); ++a)
        left[a * stride_] = moves;
      for (int k = 0; k < W; ++k)
        for (Word w = out(b)[k]; w; w &= w - 1) {
          const Word *won = row(won_, k * kWordBits + lowest_bit(w)), *lost = row(lost_, b);
          for (int i = first(); i < last(); ++i)
            for (Word bits = won[i] & ~lost[i]; bits; bits &= bits - 1)
              --left[(i * kWordBits + lowest_bit(bits)) * stride_];
        }
      Word *lost = row(lost_, b), *pending = row(pending_, b);
      for (int i = first(); i < last(); ++i) pending[i] = 0;
      for (int a = first() * kWordBits; a < std::min(n, last() * kWordBits) && moves; ++a)
        if (left[a * stride_] == 0 && !has(lost, a)) set(lost, a), set(pending, a), set(next, b);
    }
    bob_in_start_[n] = static_cast<int>(bob_in_.size());
  }
  // Won[b]'s new bits (fresh, words lo..hi-1) count down the counters of each b0 -> b; at 0,
  // a joins Lost[b0].
  void count_down(int b, const Word* fresh, int lo, int hi, Word* next) {
    const int first = bob_in_start_[b], last = bob_in_start_[b + 1];
    const int span = this->last() - this->first();  // the rows' words
    Word *lost = row(lost_, 0), *pending = row(pending_, 0);
    for (int i = lo; i < hi; ++i)
      for (Word bits = fresh[i]; bits; bits &= bits - 1) {
        const int a = i * kWordBits + lowest_bit(bits);
        const Word bit = bits & (Word(0) - bits);
        for (int k = first; k < last; ++k) {
          const int b0 = bob_in_[k];
          if (!(lost[b0 * span + i] & bit) && --left_[a * stride_ + b0 - bob_first_] == 0)
            lost[b0 * span + i] |= bit, pending[b0 * span + i] |= bit, set(next, b0);
        }
      }
  }
  int words_, first_word_, last_word_, n_, room_, counters_, stride_, bob_first_;
  int credit_;  // a quarter of the plain analysis' steps, less the steps checks took
  bool counting_;
  Word *out_, *in_, *won_, *lost_, *pending_;  // a row a vertex: the moves' of words_ words,
                                               // the others' of Alice's (Pending: counting)
  int* left_;  // the counter of (b, a) at a * stride_ + b - bob_first_
  std::vector<int> bob_in_, bob_in_start_;  // Bob's moves into each b, for the counters
  int lo_[kR * kWordBits], hi_[kR * kWordBits];  // b0's words to check: lo..hi-1
  Word movers_[kR], alice_[kR], bob_[kR];  // the vertices that move (zero but in
};                                         // caught_at_once), the reaches

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
bool read_game(JudgeInput& in, Game& game) {
  int edges;
  if (!in.read(game.n, 2, kMaxVertices, "n") || !in.read(edges, 1, kMaxEdges, "m")) return false;
  game.ends.resize(2 * edges);
  int* ends = &game.ends[0];
  for (int e = 0; e < edges; ++e)  // b_1 e_1 b_2 e_2 ...
    if (!in.read(ends[2 * e], 1, game.n, "b of edge %d", e + 1) ||
        !in.read(ends[2 * e + 1], 1, game.n, "e of edge %d", e + 1))
      return false;
  for (int i = 0; i < 2 * edges; ++i) --ends[i];
  if (!in.read(game.x, 1, game.n, "x") || !in.read(game.y, 1, game.n, "y")) return false;
  --game.x, --game.y;
  return true;
}

bool solve_tests(JudgeInput& in, std::FILE* out) {
  int tests;
  if (!in.read(tests, 1, kMaxTests, "T")) return false;
  Game game;
  Chase<1> one_word;
  Chase<2> two_words;
  Chase<0> any_words;
  for (int k = 1; k <= tests; ++k) {
    in.test = k;
    if (!read_game(in, game)) return false;
    const bool bob_wins = game.x != game.y &&  // else he is caught before any move
                          !(game.n <= kSmallUpTo / 2 ? one_word.alice_wins(game)
                            : game.n <= kSmallUpTo   ? two_words.alice_wins(game)
                                                     : any_words.alice_wins(game));
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
