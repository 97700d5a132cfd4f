// Gym 100548 H - The Problem to Make You Happy (2014 ACM-ICPC Asia Xi'an)
//
// Problem. On a directed graph Bob's piece starts on x and Alice's on y; Bob
// moves first, then they alternate, each sliding their own piece along one
// out-edge. A player who cannot move loses; if the pieces ever share a vertex
// (whoever moved onto whom) Alice wins at once; a game that never ends is
// Bob's. Print, per test, "Case #k: Yes" if Bob wins with perfect play,
// "Case #k: No" otherwise.
//
// The game. A state is (Bob's vertex b, Alice's vertex a, who moves). Alice
// wins exactly on her attractor: the least set of states that holds every
// state with a == b, every Bob-to-move state where Bob is stuck or every move
// of his enters the set, and every Alice-to-move state with a move into the
// set. From any other state Bob has a move out of it (if he is to move), and
// Alice has none into it (she may be stuck: then she loses), so Bob keeps the
// play outside for ever: no collision, and he never gets stuck. (A DFS that
// calls a repeated state a win for Bob is NOT sound on cycles: the problem
// file has a trap case.) Write, for each b,
//   Lost[b] = { a : Alice wins (b, a, Bob to move) },
//   Won[b]  = { a : Alice wins (b, a, Alice to move) }.
// The attractor's rules read, for a != b,
//   a in Won[b]  <=> some move a -> a' has a' in Lost[b]
//                    (a' == b, stepping onto Bob, is in Lost[b]),
//   a in Lost[b] <=> b has no move, or a in Won[b'] for every move b -> b'
//                    (b' == a, stepping onto Alice, is in Won[b']),
// so the attractor restricted to Bob-to-move states is the least solution of
//   Won[b]  = {b} + pred(Lost[b]),
//   Lost[b] = {b} + (every vertex if b has no move, else the intersection
//             of Won[b'] over the moves b -> b'),
// pred(S) being the vertices with a move into S (an Alice with no move is in
// no pred): both sides grow with the sets, and any order of adding elements
// that the right-hand sides justify, run until nothing can be added, ends at
// that least solution (each element added is in it, by induction; at the end
// the sets are closed under the rules, so they hold it). Bob wins iff
// y is not in Lost[x]; x == y means Alice has already won. Only the vertices
// Bob can reach from x (for b) and Alice from y (for a) matter: the rules for
// them only name such vertices.
//
// The method. A test that Alice wins by her first move is answered from the
// moves of x and y alone: Bob is stuck, or each of his moves lands on y, on
// a vertex Alice moves to, or on a vertex with no move while Alice has one
// (that is y in Lost[x] after the first step below; it decides a complete
// graph). Otherwise vertices are numbered per test: first those Alice can
// reach (her start is 0), then those only Bob can reach; the moves into
// each vertex are listed only if the queue below has work. For each vertex
// b Bob can reach, rows of bits over Alice's vertices hold Lost[b], Won[b]
// and Pending[b], the part of Lost[b] that Won[b] does not account for yet
// (plus a bit per word of Pending[b] that may be non-zero, so that emptying
// it costs what it holds, not the row's length). Kept true all along:
//   (1) Lost and Won only hold states Alice wins;
//   (2) Won[b] holds {b} + pred(Lost[b] - Pending[b]) ({b}: if Alice can
//       reach b);
//   (3) Lost[b] holds the intersection of Won[b'] over b's moves.
//  - First step, all rows at once: a row per Alice's vertex a of who moves
//    into a, pred({a}), a bit per move of Alice's; Won[b] = {b} + pred({b})
//    (where b is stuck: Lost[b] full and Won[b] = {b} + every vertex with a
//    move); then, over Bob's vertices breadth first from x (which is how
//    they are found), Lost[b] = {b} + the intersection, one AND of rows per
//    move; the new bits of Lost are pending.
//  - Then a queue of rows with pending bits. A row's pending bits give
//    Won[b] its new bits, pred(Pending[b]) - Won[b] (per pending vertex, an
//    OR of its row of who moves into it, or a walk of its moves in if fewer
//    than the row has words), and each row b0 with a move to b checks them
//    against all its moves: candidates &= Won[b''], word by word, until none
//    are left; the survivors join Lost[b0] and Pending[b0]. Rows of one or
//    two words (n <= 128, the common case) are worked in registers.
//    It stops as soon as y is in Lost[x]; when the queue is empty, (2) and
//    (3) say the sets are closed under the rules, so with (1) they are the
//    least solution.
//  - The switch. That check walks b0's moves per word of new bits, slow when
//    bits come one at a time (Alice on a long path into a dense part of
//    Bob's); a counter per state is then cheaper. "Credit" counts what the
//    counters would have spent on the same new Won bits (one step per bit
//    and move into its row; the first step's bits are counted from the
//    degrees: Alice's moves into b, plus b unless it has a self-loop, or
//    where b is stuck, Alice's vertices with a move, plus b); once the
//    checks' words pass an allowance (the first step's cost, plus one per
//    counter that switching sets up) plus a quarter of the credit, the test
//    goes on with counters: for each state (b, a) with a not in Lost[b],
//    the moves b -> b' with a not in Won[b'] (computed from the rows as they
//    stand; by (3) none is 0). Each new bit a of Won[b] then takes one off
//    (b0, a) for each move b0 -> b, and at 0, a joins Lost[b0] and
//    Pending[b0]. Rows and queue carry on, so (1)-(3) hold on and the end is
//    the same.
//  - Levels. Give each vertex a level, with level(w) = level(v) + 1 mod p
//    for every move v -> w, p as large as the graph allows (p = 0: exactly;
//    p = 1 says nothing). Breadth-first depths nearly are such levels:
//    every move's gap depth(v) + 1 - depth(w) must be a multiple of p, so p
//    is the greatest common divisor of the gaps (Bob's part that Alice
//    cannot reach has its own depths, shifted by the gap of its first move
//    into hers). Each move adds 1 to its piece's level, so every state the
//    play reaches from the start with Bob to move has level(a) - level(b)
//    = level(y) - level(x) mod p, and one level less with Alice to move;
//    these states' rules name only such states, so the least solution on
//    them is the least solution of their own rules. Once the queue has
//    handed out N/4 + 1 rows (the levels cost O(N + m)), every row keeps only
//    those states, and (1)-(3) hold for them. On a bipartite graph, such
//    as a grid, that is half the states, and when the start's parity keeps
//    Alice off Bob the rest empties at once; on a graph without cycles,
//    one diagonal.
//
// Complexity per test, with nA, nB the vertices Alice and Bob can reach, N
// those either can, mA, mB their moves and w = 64 (32 on Windows). Reading,
// the first-move test, numbering and levels: O(m + N), nothing sized to n
// (arrays over vertices are kept from test to test and reset by what the
// test touched), so many small tests on large n cost what their edges do. First
// step: O((N + mB) nA / w + mA). Emptying Pending costs O(1) per row taken
// from the queue and O(1 + the moves into a) per bit a, and each state
// enters Lost once: O(N mA + N nA) in all. The checks stop at the
// allowance plus a quarter of the credit (plus one spread, O(mB nA / w)),
// and credit is at most the counters' own bound; the counter phase is the
// plain retrograde, O(N nA + nA mB). Worst case O(N nA + nA mB + N mA) =
// O(n m) time; memory O(m + N nA / w) words, plus 16-bit counters over N nA
// states once a test has switched (8 MB at n = 2000).
//
// Input. Numbers are read as whitespace-separated tokens, through a window
// of 64 KiB (memory does not grow with the input); a UTF-8 byte order mark
// at the start is skipped and the input ends at a Ctrl-Z byte, as on
// Windows. Anything that is not a valid input (not an integer, out of range,
// missing or extra tokens) stops the program with one line on stderr and exit
// status 1, after the answers of the complete tests before it; so does a
// failed read or write. Accepted beyond the judge's promises: T <= 10^6, n <=
// 2000, m <= 4 * 10^6, self-loops and duplicate edges, x == y (Alice has
// already won).
// A token reader cannot see line structure: a count that does not match its
// line shifts the tokens after it (the project's `validate` tool checks that).
//
// Status: compared with a brute force of the original game (harness/brute.cpp)
// on every digraph with up to 4 vertices and every start, and on 3600 random
// ones with up to 12 vertices (tests/exhaustive_test.cpp,
// tests/differential_test.cpp), in this build and in three forced ones
// (CMakeLists.txt): bit checks only, counters from the first spread on, and a
// switch after 5 words of checks; the first and last use 3-bit words, so that
// rows span several words (and rows of one or two words, worked in
// registers, are tested beside longer ones), and the second finds lowest
// bits with the portable table. The first keeps the levels from the queue's
// first row on, the second never; the random graphs include levelled ones
// (bipartite both ways, cyclic with period 2 to 4, layered without cycles).
// Larger games, up to n = 2000, agree with explain's answers, whose
// certificates are checked (tests/certificate_test.cpp). Benchmarks:
// bench/run.sh.
//
// C++98 to C++20, standard library only, no recursion.

#include <cerrno>
#include <climits>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

// ----------------------------------------------------------------- model ----

// Vertices are 0-based inside the program.
struct ChaseGame {
    int n;
    std::vector<int> ends;  // edge i goes ends[2 i] -> ends[2 i + 1]
    int bob_start;
    int alice_start;
};

// The moves out of each vertex, grouped by a counting sort over the tails
// this test has, so a test costs O(m) whatever n is. The arrays over
// vertices are kept from one test to the next (count_ all zero between);
// like every array below, they grow to the largest test and are never
// shrunk or cleared whole.
class Graph {
public:
    void build(const ChaseGame& game) {
        const std::size_t n = static_cast<std::size_t>(game.n);
        if (count_.size() < n) {
            count_.resize(n, 0);
            end_.resize(n);
            next_to_alice_.resize(n, 0);
            tails_.resize(n + 1);  // room for one write past the last tail
        }
        const std::size_t edges = game.ends.size() / 2;
        if (head_.size() < edges) head_.resize(edges);
        const int* ends = &game.ends[0];  // m >= 1
        int* count = &count_[0];
        int* end = &end_[0];
        int* tails = &tails_[0];
        // The tails, each listed once, without a branch: whether a tail is
        // new is a coin toss on a random graph, and a mispredicted branch
        // costs more than a store, so every tail is written at the end of
        // the list, which grows only if the tail is new. When the vertices
        // are no more than the edges, the moves are counted alone and the
        // vertices scanned after, in O(n) = O(m): the listing makes each
        // edge wait for the one before (the list's length), the counting
        // does not (a third less time on complete graphs).
        int tail_count = 0;
        if (n <= edges) {
            for (std::size_t e = 0; e < edges; ++e) ++count[ends[2 * e]];
            for (int v = 0; v < game.n; ++v) {
                tails[tail_count] = v;
                tail_count += count[v] != 0;
            }
        } else {
            for (std::size_t e = 0; e < edges; ++e) {
                const int tail = ends[2 * e];
                tails[tail_count] = tail;
                tail_count += count[tail]++ == 0;
            }
        }
        tail_count_ = tail_count;
        int next = 0;
        for (int k = 0; k < tail_count; ++k) {
            end[tails[k]] = next;  // the start, until the moves are placed
            next += count[tails[k]];
        }
        int* grouped = &head_[0];
        for (std::size_t e = 0; e < edges; ++e) grouped[end[ends[2 * e]]++] = ends[2 * e + 1];
    }
    void clear() {
        for (int k = 0; k < tail_count_; ++k) count_[tails_[k]] = 0;
    }
    // Does Alice win by her first move, Bob on x to move and Alice on y?
    // Yes if Bob is stuck, or each of his moves lands on y, on a vertex
    // Alice moves to, or on a vertex with no move while Alice has one (Bob
    // is stuck next): the first step's answer for (x, y), from their moves.
    bool alice_wins_at_once(int x, int y) {
        if (count_[x] == 0) return true;
        const int* heads = &head_[0];
        for (int k = first(y); k < last(y); ++k) next_to_alice_[heads[k]] = 1;
        bool caught = true;
        for (int k = first(x); k < last(x) && caught; ++k) {
            const int w = heads[k];
            caught = w == y || next_to_alice_[w] || (count_[w] == 0 && count_[y] > 0);
        }
        for (int k = first(y); k < last(y); ++k) next_to_alice_[heads[k]] = 0;
        return caught;
    }
    // The moves out of v are heads()[first(v)] .. heads()[last(v) - 1].
    const int* heads() const { return &head_[0]; }
    int first(int v) const { return count_[v] == 0 ? 0 : end_[v] - count_[v]; }
    int last(int v) const { return count_[v] == 0 ? 0 : end_[v]; }

private:
    std::vector<int> count_;  // moves out of v
    std::vector<int> end_;    // where they end in head_ (if count_[v] > 0)
    std::vector<int> tails_;  // the vertices with moves: tail_count_ of them
    int tail_count_;
    std::vector<int> head_;
    std::vector<char> next_to_alice_;  // while alice_wins_at_once() runs
};

const int kUnreached = -1;

// The vertices the pieces can ever stand on, numbered: first those Alice can
// reach from her start, in breadth-first order (her start is 0), then those
// only Bob can reach. Their moves, duplicates dropped, forwards and (once
// list_moves_in() is called: many tests never need them) backwards; the
// moves into a vertex are sorted by source, so Alice's come first. The
// array from vertex to number is kept from one test to the next and reset
// by clear(): a test costs O(vertices reached + their moves).
class ChaseGraph {
public:
    ChaseGraph() : size_(0), alice_count_(0), bob_start_(0), moves_(0) {}

    void build(const Graph& graph, int n, std::size_t edges, int bob_start, int alice_start) {
        if (index_.size() < static_cast<std::size_t>(n)) {
            index_.resize(n, kUnreached);
            vertex_.resize(n);
            last_source_.resize(n);
            depth_.resize(n);
            out_start_.resize(n + 1);
            in_start_.resize(n + 1);
            alice_in_degree_.resize(n);
            fill_.resize(n);
        }
        if (out_.size() < edges + 1) {  // never empty, so &out_[0] is valid
            out_.resize(edges + 1);
            in_.resize(edges + 1);
        }
        size_ = 0;
        moves_ = 0;
        number(alice_start);
        list_moves(graph, 0);
        alice_count_ = size_;
        // Only Alice's moves so far: the counts are Alice's moves into each.
        std::memcpy(&alice_in_degree_[0], &in_start_[1], alice_count_ * sizeof(int));
        if (index_[bob_start] == kUnreached) number(bob_start);
        list_moves(graph, alice_count_);
        bob_start_ = index_[bob_start];
        in_start_[0] = 0;
        for (int v = 0; v < size_; ++v) in_start_[v + 1] += in_start_[v];
    }
    // The moves into each vertex, by a counting sort over their sources.
    void list_moves_in() {
        int* fill = &fill_[0];
        std::memcpy(fill, &in_start_[0], size_ * sizeof(int));
        int* in = &in_[0];
        const int* out = &out_[0];
        const int* out_start = &out_start_[0];
        for (int v = 0; v < size_; ++v) {
            const int end = out_start[v + 1];
            for (int move = out_start[v]; move < end; ++move) in[fill[out[move]]++] = v;
        }
    }
    void clear() {
        for (int i = 0; i < size_; ++i) index_[vertex_[i]] = kUnreached;
    }

    int size() const { return size_; }
    int alice_count() const { return alice_count_; }  // Alice reaches 0 .. alice_count() - 1
    int bob_start() const { return bob_start_; }
    const int* out_begin(int v) const { return &out_[0] + out_start_[v]; }
    const int* out_end(int v) const { return &out_[0] + out_start_[v + 1]; }
    int out_degree(int v) const { return out_start_[v + 1] - out_start_[v]; }
    int in_degree(int v) const { return in_start_[v + 1] - in_start_[v]; }
    int alice_in_degree(int v) const { return alice_in_degree_[v]; }  // v < alice_count()
    // v's depth in the breadth-first search that numbered it: from Alice's
    // start for her vertices, from Bob's for the others.
    int depth(int v) const { return depth_[v]; }
    // After list_moves_in(): the moves into v, and Alice's, in_begin(v) ..
    // alice_in_end(v) (for v < alice_count()).
    const int* in_begin(int v) const { return &in_[0] + in_start_[v]; }
    const int* in_end(int v) const { return &in_[0] + in_start_[v + 1]; }
    const int* alice_in_end(int v) const { return in_begin(v) + alice_in_degree_[v]; }

private:
    void number(int v) {
        index_[v] = size_;
        vertex_[size_] = v;
        last_source_[size_] = kUnreached;
        depth_[size_] = 0;
        in_start_[size_ + 1] = 0;
        ++size_;
    }
    // Lists the moves of the numbered vertices from `first` on, numbering
    // every vertex they reach, and counts the moves into each (in
    // in_start_[j + 1]).
    void list_moves(const Graph& graph, int first) {
        int* index = &index_[0];
        int* vertex = &vertex_[0];
        int* last_source = &last_source_[0];
        int* depth = &depth_[0];
        int* moves_into = &in_start_[1];
        int* out_start = &out_start_[0];
        int* out = &out_[0];
        const int* heads = graph.heads();
        int size = size_;
        int moves = moves_;
        for (int i = first; i < size; ++i) {
            out_start[i] = moves;
            const int last = graph.last(vertex[i]);
            for (int k = graph.first(vertex[i]); k < last; ++k) {
                const int w = heads[k];
                int j = index[w];
                if (j == kUnreached) {
                    index[w] = j = size++;
                    vertex[j] = w;
                    depth[j] = depth[i] + 1;
                    moves_into[j] = 1;
                } else if (last_source[j] == i) {
                    continue;  // a duplicate edge
                } else {
                    ++moves_into[j];
                }
                last_source[j] = i;
                out[moves++] = j;
            }
        }
        out_start[size] = moves;
        size_ = size;
        moves_ = moves;
    }
    std::vector<int> index_;        // vertex -> number, or kUnreached
    std::vector<int> vertex_;       // number -> vertex: size_ of them
    std::vector<int> depth_;        // number -> its depth, breadth first from the start it was found from
    std::vector<int> last_source_;  // while listing: the last number with a move into j
    int size_, alice_count_, bob_start_;
    std::vector<int> out_start_, out_;  // out_ has room for every edge; moves_ are used
    int moves_;
    std::vector<int> in_start_, in_, alice_in_degree_;
    std::vector<int> fill_;
};

// ---------------------------------------------------------------- levels ----

int greatest_common_divisor(int a, int b) {
    while (b != 0) {
        const int rest = a % b;
        a = b;
        b = rest;
    }
    return a;
}

// Levels with level(w) = level(v) + 1 (mod the period) for every move
// v -> w, the period as large as they allow (0: exactly, no cycle breaks
// it). Built from the depths: each move v -> w would have w at depth
// depth(v) + 1; every other gap must be a multiple of the period, which is
// the greatest common divisor of the gaps. Bob's vertices that Alice cannot
// reach are levelled from his start, shifted by the first move from them
// into hers (if there is none, the two parts never meet and any shift
// holds). Returns the period (1 says nothing) and, unless it is 1, fills
// `level`. `seen` marks the gaps met (most repeat), so the divisions are
// few; the walk stops as soon as the period is 1.
int find_levels(const ChaseGraph& graph, std::vector<char>& seen, std::vector<int>& level) {
    const int size = graph.size(), alice_count = graph.alice_count();
    // A gap lies in -2 size .. 2 size (after the shift).
    seen.assign(static_cast<std::size_t>(2 * size + 2), 0);
    seen[0] = 1;  // a gap of 0 says nothing
    int period = 0, shift = 0;
    bool shifted = false;
    for (int v = 0; v < size; ++v) {
        const int next_depth = graph.depth(v) + 1;
        const bool bob_only = v >= alice_count;
        for (const int* move = graph.out_begin(v); move != graph.out_end(v); ++move) {
            int gap = next_depth - graph.depth(*move);
            if (bob_only && *move < alice_count) {  // from Bob's part into Alice's
                if (!shifted) {
                    shifted = true;
                    shift = gap;
                    continue;
                }
                gap -= shift;
            }
            if (gap < 0) gap = -gap;
            if (seen[gap]) continue;
            seen[gap] = 1;
            period = greatest_common_divisor(period, gap);
            if (period == 1) return 1;
        }
    }
    if (level.size() < static_cast<std::size_t>(size)) level.resize(size);
    for (int v = 0; v < size; ++v) level[v] = graph.depth(v) - (v < alice_count ? 0 : shift);
    return period;
}

// ------------------------------------------------------------- bit rows ----

typedef unsigned long Word;  // 64 bits, or 32 on Windows
const int kBitsPerWord = static_cast<int>(sizeof(Word) * CHAR_BIT);
#ifdef CHASE_WORD_BITS
const int kWordBits = CHASE_WORD_BITS;  // forced builds use few, so rows span many words
#else
const int kWordBits = kBitsPerWord;
#endif
const Word kWordMask = ~Word(0) >> (kBitsPerWord - kWordBits);

// The number of the lowest set bit of a 32-bit w != 0 (a de Bruijn
// sequence: there is no portable count-trailing-zeros before C++20).
int lowest_bit32(unsigned long w) {
    static const unsigned char kPosition[32] = {0,  1,  28, 2,  29, 14, 24, 3,  30, 22, 20,
                                                15, 25, 17, 4,  8,  31, 27, 13, 23, 21, 19,
                                                16, 7,  26, 12, 18, 6,  11, 5,  10, 9};
    return kPosition[(((w & (0 - w)) * 0x077cb531UL) & 0xffffffffUL) >> 27];
}

int bit_count32(unsigned long w) {
    w = w - ((w >> 1) & 0x55555555UL);
    w = (w & 0x33333333UL) + ((w >> 2) & 0x33333333UL);
    w = (w + (w >> 4)) & 0x0f0f0f0fUL;
    return static_cast<int>(((w * 0x01010101UL) & 0xffffffffUL) >> 24);
}

// A word as two 32-bit halves (the high one is 0 where Word has 32 bits).
unsigned long low_half(Word w) { return static_cast<unsigned long>(w & 0xffffffffUL); }
unsigned long high_half(Word w) { return static_cast<unsigned long>((w >> 16 >> 16) & 0xffffffffUL); }

// g++ and clang++ have an instruction for it (a builtin is only a name to
// other compilers, so it is used only where __GNUC__ says it exists; a
// forced build, CHASE_PORTABLE_BITS, tests the table everywhere).
int lowest_bit(Word w) {
#if defined(__GNUC__) && !defined(CHASE_PORTABLE_BITS)
    return __builtin_ctzl(w);
#else
    return low_half(w) != 0 ? lowest_bit32(low_half(w)) : 32 + lowest_bit32(high_half(w));
#endif
}

int bit_count(Word w) { return bit_count32(low_half(w)) + bit_count32(high_half(w)); }

void set_bit(Word* row, int a) { row[a / kWordBits] |= Word(1) << (a % kWordBits); }

// --------------------------------------------------------------- solver ----

// The bit phase hands over to counters once its checks pass the first
// step's cost plus credit / kCreditPerWord. Tests build variants of this
// file (CMakeLists.txt) that switch once the checks reach
// CHASE_SWITCH_AFTER words instead (0: at the first spread; -1: never).
#ifdef CHASE_SWITCH_AFTER
const long kForcedSwitch = CHASE_SWITCH_AFTER;
#else
const std::size_t kCreditPerWord = 4;
#endif

// The analysis of the header, on one test's ChaseGraph. Its arrays are
// kept from one test to the next: they grow to the largest test, and each
// test clears the part it uses (fresh_ is zero between uses anyway).
class ChaseAnalysis {
public:
    ChaseAnalysis()
        : graph_(0), count_(0), alice_count_(0), words_(0), last_word_mask_(0), summary_words_(0), bob_count_(0), queue_head_(0),
          queue_size_(0), counting_(false), work_(0), allowance_(0), credit_(0) {
#ifdef CHASE_SWITCH_AFTER
        forced_switch_ = kForcedSwitch < 0 ? ~std::size_t(0) : static_cast<std::size_t>(kForcedSwitch);
#endif
    }

    // Does Alice win with Bob on his start, Alice on hers, Bob to move?
    bool alice_wins(ChaseGraph& graph) {
        graph_ = &graph;
        prepare();
        first_step();
        if (decided() || queue_size_ == 0) return decided();
        graph.list_moves_in();
        const int levels_at = levels_after();
        for (int taken = 0; !decided() && queue_size_ > 0;) {
            if (++taken == levels_at) keep_reachable_levels();
            const int b = dequeue();
            if (words_ <= 2) {
                Word first, last;
                if (collect_fresh_in_registers(b, first, last)) alice_to_move_wins_in_registers(b, first, last);
            } else if (collect_fresh(b)) {
                alice_to_move_wins(b);
            }
        }
        return decided();
    }

private:
    void prepare() {
        count_ = graph_->size();
        alice_count_ = graph_->alice_count();
        words_ = (alice_count_ + kWordBits - 1) / kWordBits;
        const int rest = alice_count_ % kWordBits;
        last_word_mask_ = rest == 0 ? kWordMask : (Word(1) << rest) - 1;
        const std::size_t cells = static_cast<std::size_t>(count_) * words_;
        clear(lost_, cells);
        clear(pending_, cells);
        clear(won_, cells);
        summary_words_ = (words_ + kWordBits - 1) / kWordBits;
        clear(pending_words_, static_cast<std::size_t>(count_) * summary_words_);
        if (fresh_.size() < static_cast<std::size_t>(words_)) fresh_.resize(words_, 0);  // zero between uses
        clear(moved_into_, static_cast<std::size_t>(alice_count_) * words_);
        if (queue_.size() < static_cast<std::size_t>(count_)) queue_.resize(count_);
        clear(queued_, count_);
        queue_head_ = queue_size_ = 0;
        counting_ = false;
        work_ = credit_ = 0;
        if (bob_reaches_.size() < static_cast<std::size_t>(count_)) {
            bob_reaches_.resize(count_);
            bob_vertices_.resize(count_ + 1);  // see visit_moves
        }
    }

    // When the queue has handed out this many rows, the levels are worth
    // finding (they cost O(N + moves); most tests are over before that).
    int levels_after() const {
#ifdef CHASE_LEVELS_AFTER
        return CHASE_LEVELS_AFTER;
#else
        return count_ / 4 + 1;
#endif
    }

    // Every state the play can reach from the start with Bob to move, (b,
    // a), has level(a) = level(b) + the start's gap (mod the period): each
    // move adds 1 to its piece's level. Rows keep only those states (Won's,
    // Alice to move, one level lower). Valid between two rows of the queue.
    void keep_reachable_levels() {
        const int period = find_levels(*graph_, gaps_seen_, level_);
        if (period == 1) return;
        const int levels = period > 0 ? period : alice_count_;  // Alice's: depths below alice_count_
        clear(level_rows_, static_cast<std::size_t>(levels) * words_);
        for (int a = 0; a < alice_count_; ++a) set_bit(&level_rows_[level_index(level_[a], period) * words_], a);
        const int start_gap = level_[0] - level_[graph_->bob_start()];
        for (int b = 0; b < count_; ++b) {
            const int lost_level = level_[b] + start_gap;
            keep_level(row(lost_, b), lost_level, period);
            keep_level(row(pending_, b), lost_level, period);
            keep_level(row(won_, b), lost_level - 1, period);
        }
    }
    // Where the row of Alice's vertices on `level` is in level_rows_; -1 if
    // no vertex of hers can be on it.
    std::size_t level_index(int level, int period) const {
        if (period > 0) return static_cast<std::size_t>((level % period + period) % period);
        return level >= 0 && level < alice_count_ ? static_cast<std::size_t>(level) : ~std::size_t(0);
    }
    void keep_level(Word* states, int level, int period) {
        const std::size_t index = level_index(level, period);
        const Word* on_level = index == ~std::size_t(0) ? 0 : &level_rows_[index * words_];
        for (int i = 0; i < words_; ++i) states[i] = on_level ? states[i] & on_level[i] : 0;
    }

    // The first `size` entries of `array`, zero (the rest are not used).
    template <typename T>
    static void clear(std::vector<T>& array, std::size_t size) {
        if (array.size() < size) array.resize(size);
        if (size > 0) std::memset(&array[0], 0, size * sizeof(T));
    }

    Word* row(std::vector<Word>& rows, int b) { return &rows[static_cast<std::size_t>(b) * words_]; }
    bool bob_reaches(int b) const { return bob_reaches_[b] != 0; }
    bool decided() const { return (lost_[static_cast<std::size_t>(graph_->bob_start()) * words_] & 1) != 0; }
    void add_credit(int bits, int b) {
        credit_ += static_cast<std::size_t>(bits) * (1 + graph_->in_degree(b));
    }

    // Won[b] = {b} + pred({b}), or {b} + pred(everything) where Bob is stuck
    // (Lost[b] full), made for every b (rows Bob does not reach are not
    // used), pred({b}) from Alice's moves out. Then, over Bob's vertices
    // breadth first from his start (which is how they are found), Lost[b] =
    // {b} + the intersection of Won over b's moves, all but {b} pending. The
    // credit counts Won's bits from the degrees: pred({b}) has Alice's moves
    // into b (distinct), b among them if it has a self-loop;
    // pred(everything) has Alice's vertices with a move.
    void first_step() {
        // fresh_ (zero between uses) holds, meanwhile, where Alice can move.
        int movers = 0;
        for (int a = 0; a < alice_count_; ++a) {
            if (graph_->out_degree(a) == 0) continue;
            set_bit(&fresh_[0], a);
            ++movers;
            const Word bit = Word(1) << (a % kWordBits);
            for (const int* move = graph_->out_begin(a); move != graph_->out_end(a); ++move)
                moved_into_[static_cast<std::size_t>(*move) * words_ + a / kWordBits] |= bit;
        }
        // Alice's moves stay among her vertices: their rows are Won's first.
        if (alice_count_ > 0)
            std::memcpy(&won_[0], &moved_into_[0], static_cast<std::size_t>(alice_count_) * words_ * sizeof(Word));
        for (int b = 0; b < count_; ++b) {
            Word* won = row(won_, b);
            if (graph_->out_degree(b) == 0) {
                Word* lost = row(lost_, b);
                for (int i = 0; i < words_; ++i) lost[i] = kWordMask;
                lost[words_ - 1] = last_word_mask_;
                for (int i = 0; i < words_; ++i) won[i] = fresh_[i];
            }
            if (b < alice_count_) set_bit(won, b);
        }
        for (int i = 0; i < words_; ++i) fresh_[i] = 0;

        std::memset(&bob_reaches_[0], 0, count_);
        bob_vertices_[0] = graph_->bob_start();
        bob_reaches_[bob_vertices_[0]] = 1;
        bob_count_ = 1;
        std::size_t bob_moves = 0;
        for (int k = 0; k < bob_count_; ++k) {
            const int b = bob_vertices_[k];
            bob_moves += graph_->out_degree(b);
            if (graph_->out_degree(b) == 0) {
                add_credit(movers + (b < alice_count_ ? 1 : 0), b);  // b itself has no move
                continue;
            }
            Word* lost = row(lost_, b);
            const bool self_loop = visit_moves(b, lost);
            if (b < alice_count_) {  // else Won[b] is empty: Alice never stands on b
                add_credit(graph_->alice_in_degree(b) + (self_loop ? 0 : 1), b);
                // b itself (in every Won[b'], as b moves to b') is accounted for.
                lost[b / kWordBits] &= ~(Word(1) << (b % kWordBits));
            }
            for (int i = 0; i < words_; ++i)
                if (lost[i] != 0) add_pending(b, i, lost[i]);
            if (b < alice_count_) set_bit(lost, b);
        }
        allowance_ = (bob_moves + count_) * words_ + static_cast<std::size_t>(count_) * alice_count_;
    }

    // Walks b's moves b -> b': each b' joins Bob's vertices if new, and
    // lost = the intersection of their Won[b']; true if b' == b for one.
    // Rows of one or two words (n <= 128: the common case) are done in
    // registers, as words 0 and words_ - 1: the compiler cannot know that
    // `lost` is not one of the Won rows, so it would store every AND. Bob's
    // vertices are listed without a branch, as Graph lists tails: each b'
    // is written at the end of the list, which grows only if b' is new
    // (bob_vertices_ has room for that write past the end).
    bool visit_moves(int b, Word* lost) {
        const int* const begin = graph_->out_begin(b);
        const int* const end = graph_->out_end(b);
        char* const reaches = &bob_reaches_[0];
        int* const found = &bob_vertices_[0];
        int count = bob_count_;
        bool self_loop = false;
        Word first = kWordMask, last = kWordMask;
        for (const int* move = begin; move != end; ++move) {
            found[count] = *move;
            count += !reaches[*move];
            reaches[*move] = 1;
            self_loop |= *move == b;
            if (words_ <= 2) {
                const Word* won = row(won_, *move);
                first &= won[0];
                last &= won[words_ - 1];
            }
        }
        bob_count_ = count;
        if (words_ <= 2) {
            lost[0] = first;
            lost[words_ - 1] = last;
            return self_loop;
        }
        const Word* won = row(won_, *begin);
        for (int i = 0; i < words_; ++i) lost[i] = won[i];
        for (const int* move = begin + 1; move != end; ++move) {
            won = row(won_, *move);
            for (int i = 0; i < words_; ++i) lost[i] &= won[i];
        }
        return self_loop;
    }

    // Word i of Pending[b] gains `bits`.
    void add_pending(int b, int i, Word bits) {
        row(pending_, b)[i] |= bits;
        pending_words_[static_cast<std::size_t>(b) * summary_words_ + i / kWordBits] |= Word(1) << (i % kWordBits);
        enqueue(b);
    }

    void enqueue(int b) {
        if (queued_[b]) return;
        queued_[b] = 1;
        int slot = queue_head_ + queue_size_;
        if (slot >= count_) slot -= count_;
        queue_[slot] = b;
        ++queue_size_;
    }
    int dequeue() {
        const int b = queue_[queue_head_];
        if (++queue_head_ == count_) queue_head_ = 0;
        --queue_size_;
        queued_[b] = 0;
        return b;
    }

    // Empties Pending[b] into fresh_ = pred(Pending[b]) - Won[b] and lists
    // its non-zero words; false if there are none. It visits only the
    // pending words and, per pending bit a, the moves into a or (if there
    // are more of them than words in a row) a's row of them: O(1 + the
    // moves into the bits), like the plain retrograde.
    bool collect_fresh(int b) {
        Word* pending = row(pending_, b);
        Word* summary = &pending_words_[static_cast<std::size_t>(b) * summary_words_];
        fresh_words_.clear();
        bool every_word = false;
        for (int s = 0; s < summary_words_; ++s) {
            for (Word listed = summary[s]; listed != 0; listed &= listed - 1) {
                const int i = s * kWordBits + lowest_bit(listed);
                for (Word bits = pending[i]; bits != 0; bits &= bits - 1)
                    every_word = add_moves_into(i * kWordBits + lowest_bit(bits)) || every_word;
                pending[i] = 0;
            }
            summary[s] = 0;
        }
        if (every_word) {
            fresh_words_.clear();
            for (int i = 0; i < words_; ++i) fresh_words_.push_back(i);
        }
        const Word* won = row(won_, b);
        std::size_t kept = 0;
        for (std::size_t k = 0; k < fresh_words_.size(); ++k) {
            const int i = fresh_words_[k];
            fresh_[i] &= ~won[i];
            if (fresh_[i] != 0) fresh_words_[kept++] = i;
        }
        fresh_words_.resize(kept);
        return kept > 0;
    }

    // The same for rows of one or two words (n <= 128: the common case),
    // words 0 and words_ - 1 in registers, as in visit_moves, and handed
    // back as `first` and `last` (the same word if there is one): each
    // pending bit's row of moves in is ORed in whole.
    bool collect_fresh_in_registers(int b, Word& first_fresh, Word& last_fresh) {
        Word* pending = row(pending_, b);
        pending_words_[static_cast<std::size_t>(b) * summary_words_] = 0;
        Word first = 0, last = 0;
        for (int i = 0; i < words_; ++i) {
            for (Word bits = pending[i]; bits != 0; bits &= bits - 1) {
                const Word* into = row(moved_into_, i * kWordBits + lowest_bit(bits));
                first |= into[0];
                last |= into[words_ - 1];
            }
            pending[i] = 0;
        }
        const Word* won = row(won_, b);
        first_fresh = first & ~won[0];
        last_fresh = last & ~won[words_ - 1];
        return (first_fresh | last_fresh) != 0;
    }

    // fresh_ gains the vertices with a move into a; true if that was a
    // whole row (fresh_words_ then lists only some of the words touched):
    // a's row of them, when it has no more words than a has such moves,
    // else a walk of the moves.
    bool add_moves_into(int a) {
        if (graph_->alice_in_degree(a) >= words_) {
            const Word* into = row(moved_into_, a);
            for (int i = 0; i < words_; ++i) fresh_[i] |= into[i];
            return true;
        }
        for (const int* p = graph_->in_begin(a); p != graph_->alice_in_end(a); ++p) {
            const int i = *p / kWordBits;
            if (fresh_[i] == 0) fresh_words_.push_back(i);
            fresh_[i] |= Word(1) << (*p % kWordBits);
        }
        return false;
    }

    // Won[b] gains fresh_; tells the Bob rows with a move to b.
    void alice_to_move_wins(int b) {
        if (!counting_ && time_to_count()) start_counting();
        Word* won = row(won_, b);
        int bits = 0;
        for (std::size_t k = 0; k < fresh_words_.size(); ++k) {
            won[fresh_words_[k]] |= fresh_[fresh_words_[k]];
            bits += bit_count(fresh_[fresh_words_[k]]);
        }
        add_credit(bits, b);
        if (counting_) spread_counting(b);
        else spread_bits(b);
        for (std::size_t k = 0; k < fresh_words_.size(); ++k) fresh_[fresh_words_[k]] = 0;
    }

    // The same for rows of one or two words, the new bits in registers;
    // the counters, once on, take them through fresh_.
    void alice_to_move_wins_in_registers(int b, Word first, Word last) {
        if (!counting_ && time_to_count()) start_counting();
        Word* won = row(won_, b);
        won[0] |= first;
        won[words_ - 1] |= last;
        add_credit(words_ == 1 ? bit_count(first) : bit_count(first) + bit_count(last), b);
        if (!counting_) {
            spread_bits_in_registers(b, first, last);
            return;
        }
        fresh_[0] = first;
        fresh_[words_ - 1] = last;
        fresh_words_.clear();
        for (int i = 0; i < words_; ++i)
            if (fresh_[i] != 0) fresh_words_.push_back(i);
        spread_counting(b);
        for (int i = 0; i < words_; ++i) fresh_[i] = 0;
    }

    bool time_to_count() const {
#ifdef CHASE_SWITCH_AFTER
        return work_ >= forced_switch_;
#else
        return kCreditPerWord * work_ >= kCreditPerWord * allowance_ + credit_;
#endif
    }

    // Each Bob row b0 with a move to b keeps the new bits that Won holds
    // over all of b0's moves (b's own row holds them already).
    void spread_bits(int b) {
        for (const int* from = graph_->in_begin(b); from != graph_->in_end(b); ++from) {
            if (!bob_reaches(*from)) continue;
            Word* lost = row(lost_, *from);
            for (std::size_t k = 0; k < fresh_words_.size(); ++k) {
                const int i = fresh_words_[k];
                Word candidates = fresh_[i] & ~lost[i];
                ++work_;
                for (const int* move = graph_->out_begin(*from); move != graph_->out_end(*from) && candidates != 0;
                     ++move) {
                    candidates &= won_[static_cast<std::size_t>(*move) * words_ + i];
                    ++work_;
                }
                if (candidates == 0) continue;
                lost[i] |= candidates;
                add_pending(*from, i, candidates);
            }
        }
    }

    // The same for rows of one or two words, both checked at once in
    // registers (as in visit_moves; with one word, first and last are the
    // same word).
    void spread_bits_in_registers(int b, const Word fresh_first, const Word fresh_last) {
        for (const int* from = graph_->in_begin(b); from != graph_->in_end(b); ++from) {
            if (!bob_reaches(*from)) continue;
            Word* lost = row(lost_, *from);
            Word first = fresh_first & ~lost[0], last = fresh_last & ~lost[words_ - 1];
            work_ += words_;  // words read, as spread_bits counts them
            for (const int* move = graph_->out_begin(*from); move != graph_->out_end(*from) && (first | last) != 0;
                 ++move) {
                const Word* won_row = row(won_, *move);
                first &= won_row[0];
                last &= won_row[words_ - 1];
                work_ += words_;
            }
            if ((first | last) == 0) continue;
            lost[0] |= first;
            lost[words_ - 1] |= last;
            if (first != 0) add_pending(*from, 0, first);
            if (words_ == 2 && last != 0) add_pending(*from, 1, last);
        }
    }

    // Each new bit a of Won[b] takes the move b0 -> b off the count of
    // (b0, a), for each such b0 with a not in Lost[b0]; at 0, a joins Lost[b0].
    void spread_counting(int b) {
        for (std::size_t k = 0; k < fresh_words_.size(); ++k) {
            const int i = fresh_words_[k];
            for (Word bits = fresh_[i]; bits != 0; bits &= bits - 1) {
                const int shift = lowest_bit(bits);
                const Word bit = Word(1) << shift;
                const std::size_t a = static_cast<std::size_t>(i) * kWordBits + shift;
                for (const int* from = graph_->in_begin(b); from != graph_->in_end(b); ++from) {
                    if (!bob_reaches(*from)) continue;
                    const std::size_t cell = static_cast<std::size_t>(*from) * words_ + i;
                    if ((lost_[cell] & bit) != 0) continue;
                    if (--moves_left_[static_cast<std::size_t>(*from) * alice_count_ + a] != 0) continue;
                    lost_[cell] |= bit;
                    add_pending(*from, i, bit);
                }
            }
        }
    }

    // Counters from the rows as they stand: for (b, a) with a not in
    // Lost[b], the moves b -> b' with a not in Won[b']. A count fits 16 bits:
    // moves are distinct, so at most kMaxVertices.
    void start_counting() {
        counting_ = true;
        const std::size_t cells = static_cast<std::size_t>(count_) * alice_count_;
        if (moves_left_.size() < cells) moves_left_.resize(cells);
        for (int b = 0; b < count_; ++b) {
            if (!bob_reaches(b)) continue;
            unsigned short* left = &moves_left_[static_cast<std::size_t>(b) * alice_count_];
            const unsigned short moves = static_cast<unsigned short>(graph_->out_degree(b));
            for (int a = 0; a < alice_count_; ++a) left[a] = moves;
            const Word* lost = row(lost_, b);
            for (const int* move = graph_->out_begin(b); move != graph_->out_end(b); ++move) {
                const Word* won = row(won_, *move);
                for (int i = 0; i < words_; ++i)
                    for (Word bits = won[i] & ~lost[i]; bits != 0; bits &= bits - 1)
                        --left[i * kWordBits + lowest_bit(bits)];
            }
        }
    }

    const ChaseGraph* graph_;
    int count_, alice_count_, words_;
    Word last_word_mask_;  // the bits of the last word that name vertices
    // Rows over Alice's vertices, one per vertex: Lost, Pending and Won of
    // the header.
    std::vector<Word> lost_, pending_, won_;
    int summary_words_;
    std::vector<Word> pending_words_;  // per row, a bit per word of Pending: may it be non-zero
    std::vector<Word> moved_into_;   // per Alice's vertex a, the row of her moves into a
    std::vector<Word> fresh_;        // new bits of one Won row; zero between uses
    std::vector<int> fresh_words_;   // its non-zero words
    std::vector<char> bob_reaches_;  // by vertex
    std::vector<int> bob_vertices_;  // bob_count_ of them, breadth first from his start
    int bob_count_;
    std::vector<int> queue_;         // rows with pending bits, each at most once
    std::vector<char> queued_;
    std::vector<char> gaps_seen_;    // while finding levels
    std::vector<int> level_;         // by vertex, once found
    std::vector<Word> level_rows_;   // per level, Alice's vertices on it
    int queue_head_, queue_size_;
    bool counting_;
    std::vector<unsigned short> moves_left_;  // [b * alice_count_ + a], once counting
    std::size_t work_;       // words the checks of the bit phase have read
    std::size_t allowance_;  // the first step's cost plus the counters' number
    std::size_t credit_;     // the plain retrograde's steps for the same wins
#ifdef CHASE_SWITCH_AFTER
    std::size_t forced_switch_;
#endif
};

// Everything a test needs, kept from one test to the next: the arrays keep
// their room, so a test allocates only when it is larger than those before.
struct ChaseSolver {
    Graph graph;
    ChaseGraph chase;
    ChaseAnalysis analysis;

    bool bob_wins(const ChaseGame& game) {
        if (game.bob_start == game.alice_start) return false;  // caught before any move
        graph.build(game);
        bool alice_wins = graph.alice_wins_at_once(game.bob_start, game.alice_start);
        if (!alice_wins) {
            chase.build(graph, game.n, game.ends.size() / 2, game.bob_start, game.alice_start);
            alice_wins = analysis.alice_wins(chase);
            chase.clear();
        }
        graph.clear();
        return !alice_wins;
    }
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

const char kProblem[] = "gym100548h";
const int kMaxTests = 1000000;
const int kMaxVertices = 2000;
const int kMaxEdges = 4000000;

bool read_game(JudgeInput& input, ChaseGame& game) {
    int edges = 0;
    if (!input.read("n", 2, kMaxVertices, game.n) || !input.read("m", 1, kMaxEdges, edges))
        return false;
    game.ends.resize(2 * static_cast<std::size_t>(edges));
    int* ends = &game.ends[0];
    for (int i = 0; i < 2 * edges; ++i) {  // b_1 e_1 b_2 e_2 ...
        i += input.read_plain(ends + i, 2 * edges - i, 1, game.n);
        if (i < 2 * edges &&
            !input.read(Name(i % 2 == 0 ? "b of edge " : "e of edge ", i / 2 + 1), 1, game.n, ends[i]))
            return false;
    }
    for (int i = 0; i < 2 * edges; ++i) --ends[i];
    int x = 0, y = 0;
    if (!input.read("x", 1, game.n, x) || !input.read("y", 1, game.n, y)) return false;
    game.bob_start = x - 1;
    game.alice_start = y - 1;
    return true;
}

bool solve_tests(JudgeInput& input, Answers& answers) {
    int tests = 0;
    if (!input.read("T", 1, kMaxTests, tests)) return false;
    ChaseGame game;
    ChaseSolver solver;
    for (int test = 1; test <= tests; ++test) {
        input.begin_test(test);
        if (!read_game(input, game)) return false;
        answers.add("Case #");
        answers.add(test);
        answers.add(solver.bob_wins(game) ? ": Yes\n" : ": No\n");
    }
    return input.expect_end();
}

#ifndef JUDGE_NO_MAIN
int main() { return judge_main(kProblem, solve_tests); }
#endif
