// Benchmark baseline for hdu5165 (Funny Game): the plain pair-state retrograde.
//
// The ordinary published method, written as well as it plainly can be. Alice
// wins for every array iff she wins, moving first, the game on every pair of
// values {a, b} (a != b): she wins once the two values are equal. States are
// the pairs {a, b} (a <= b, the equal pairs being her wins) with Alice or Bob
// to move. Her wins spread backwards from the equal pairs: the moves into a
// pair {c, d} by f_k come from the pairs {a, b} with f_k(a) = c, f_k(b) = d,
// listed from the functions' preimage lists (flat arrays). An Alice-to-move
// state is won by one move into a won state, a Bob-to-move state once its
// counter of the m moves not yet known to lose reaches zero. It runs to the
// fixed point, then checks every pair. Buffers are reused from test to test.
// Time O(m n^2) per test, memory O(n^2 + m n).
//
// Benchmark reference (bench/bench_driver compares its answers with the
// solution's on every input); deliberately independent of solutions/.
#include <cstdio>
#include <vector>

namespace {

// The input, with scanf, as the fastest public solutions read (the
// benchmarks build this program again reading the input at once:
// bench/read_at_once.hpp).
#ifndef BASELINE_READS_AT_ONCE
void read_all_input() {}
bool next(int& value) { return std::scanf("%d", &value) == 1; }
#endif

// f[k * n + i]: f_k(i). The preimages of c under f_k, for k = 0..m-1 one
// after the other: pre[first[c * m + k] .. first[c * m + k + 1]).
std::vector<int> f, first, pre, moves_left, queue;
std::vector<char> won[2];  // won[side][a * n + b], a <= b: Alice wins; side 0 = Alice to move, 1 = Bob

bool alice_always_wins(int n, int m) {
    first.assign(static_cast<size_t>(n) * m + 1, 0);
    for (int k = 0; k < m; ++k)
        for (int i = 0; i < n; ++i) ++first[static_cast<size_t>(f[static_cast<size_t>(k) * n + i]) * m + k + 1];
    for (size_t c = 1; c < first.size(); ++c) first[c] += first[c - 1];
    pre.resize(static_cast<size_t>(m) * n);
    for (int k = 0; k < m; ++k)
        for (int i = 0; i < n; ++i) pre[first[static_cast<size_t>(f[static_cast<size_t>(k) * n + i]) * m + k]++] = i;
    for (size_t c = first.size() - 1; c > 0; --c) first[c] = first[c - 1];
    first[0] = 0;

    const int states = n * n;
    moves_left.assign(states, m);
    won[0].assign(states, 0);
    won[1].assign(states, 0);
    queue.resize(2 * states);
    int tail = 0;
    for (int v = 0; v < n; ++v) {  // equal values: Alice has won, whoever is to move
        const int s = v * n + v;
        won[0][s] = won[1][s] = 1;
        queue[tail++] = 2 * s;
        queue[tail++] = 2 * s + 1;
    }
    // Raw pointers in locals: the stores into the char arrays cannot alias them.
    const int* const pre_of = pre.data();
    char* const alice_won = won[0].data();
    char* const bob_lost = won[1].data();
    int* const left = moves_left.data();
    int* const order = queue.data();
    for (int head = 0; head < tail; ++head) {
        const int s = order[head] >> 1, c = s / n, d = s % n;
        const int* const from_c = &first[static_cast<size_t>(c) * m];
        const int* const from_d = &first[static_cast<size_t>(d) * m];
        // Every move into {c, d}: f_k takes {a, b} there.
        if (order[head] & 1) {  // Bob to move in {c, d}, won: Alice's move into it wins
            for (int k = 0; k < m; ++k)
                for (int i = from_c[k]; i < from_c[k + 1]; ++i)
                    for (int j = c == d ? i + 1 : from_d[k]; j < from_d[k + 1]; ++j) {
                        const int a = pre_of[i], b = pre_of[j], p = a < b ? a * n + b : b * n + a;
                        if (!alice_won[p]) alice_won[p] = 1, order[tail++] = 2 * p;
                    }
        } else {  // Alice to move in {c, d}, won: Bob's move into it loses
            for (int k = 0; k < m; ++k)
                for (int i = from_c[k]; i < from_c[k + 1]; ++i)
                    for (int j = c == d ? i + 1 : from_d[k]; j < from_d[k + 1]; ++j) {
                        const int a = pre_of[i], b = pre_of[j], p = a < b ? a * n + b : b * n + a;
                        if (!bob_lost[p] && --left[p] == 0) bob_lost[p] = 1, order[tail++] = 2 * p + 1;
                    }
        }
    }
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            if (!won[0][a * n + b]) return false;
    return true;
}

}  // namespace

int main() {
    read_all_input();
    int tests = 0;
    if (!next(tests)) return 1;
    while (tests--) {
        int n, m;
        if (!next(n) || !next(m)) return 1;
        f.resize(static_cast<size_t>(m) * n);
        for (int& value : f) {
            if (!next(value)) return 1;
            --value;
        }
        std::puts(alice_always_wins(n, m) ? "YES" : "NO");
    }
    return 0;
}
