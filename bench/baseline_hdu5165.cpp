// Benchmark baseline for hdu5165 (Funny Game): the plain pair-state retrograde.
//
// The ordinary published method, written as well as it plainly can be. Alice
// wins for every array iff she wins, moving first, the game on every pair of
// values {a, b} (a != b): she wins once the two values are equal. States are
// the pairs {a, b} (a <= b, the equal pairs being her wins) with Alice or Bob
// to move. Her wins spread backwards from the equal pairs: the moves into a
// pair {c, d} by f_k come from the pairs {a, b} with f_k(a) = c, f_k(b) = d,
// listed from each function's preimage lists (flat arrays). An Alice-to-move
// state is won by one move into a won state, a Bob-to-move state once its
// counter of the m moves not yet known to lose reaches zero. It runs to the
// fixed point, then checks every pair. Buffers are reused from test to test,
// and the input is read in one piece.
// Time O(m n^2) per test, memory O(n^2 + m n).
//
// Benchmark reference only (bench/bench_driver compares its answers with the
// solution's on every input); deliberately independent of solutions/.
#include <cstdio>
#include <vector>

namespace {

std::vector<char> input;
size_t position = 0;

void read_all_input() {
    size_t got = 0;
    input.resize(1 << 20);
    while ((got += std::fread(input.data() + got, 1, input.size() - got, stdin)) == input.size())
        input.resize(2 * input.size());
    input.resize(got);
}

bool next(int& value) {  // next unsigned decimal number
    while (position < input.size() && (input[position] < '0' || input[position] > '9')) ++position;
    if (position == input.size()) return false;
    value = 0;
    while (position < input.size() && input[position] >= '0' && input[position] <= '9')
        value = value * 10 + (input[position++] - '0');
    return true;
}

// f[k * n + i]: f_k(i); preimages of c under f_k: pre[pre_start[k * (n + 1) + c] ..
// pre_start[k * (n + 1) + c + 1]).
std::vector<int> f, pre_start, pre, moves_left, queue;
std::vector<char> won[2];  // won[side][a * n + b], a <= b: Alice wins; side 0 = Alice to move, 1 = Bob

bool alice_always_wins(int n, int m) {
    pre_start.assign(static_cast<size_t>(m) * (n + 1), 0);
    pre.resize(static_cast<size_t>(m) * n);
    for (int k = 0; k < m; ++k) {
        int* start = &pre_start[static_cast<size_t>(k) * (n + 1)];
        const int* fk = &f[static_cast<size_t>(k) * n];
        for (int i = 0; i < n; ++i) ++start[fk[i] + 1];
        for (int c = 0; c < n; ++c) start[c + 1] += start[c];
        int* list = &pre[static_cast<size_t>(k) * n];
        for (int i = 0; i < n; ++i) list[start[fk[i]]++] = i;
        for (int c = n; c > 0; --c) start[c] = start[c - 1];
        start[0] = 0;
    }

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
    for (int head = 0; head < tail; ++head) {
        const int s = queue[head] >> 1, side = queue[head] & 1, c = s / n, d = s % n;
        for (int k = 0; k < m; ++k) {
            const int* start = &pre_start[static_cast<size_t>(k) * (n + 1)];
            const int* list = &pre[static_cast<size_t>(k) * n];
            for (int i = start[c]; i < start[c + 1]; ++i)
                for (int j = c == d ? i + 1 : start[d]; j < start[d + 1]; ++j) {
                    const int a = list[i], b = list[j];
                    const int p = a < b ? a * n + b : b * n + a;
                    if (side == 1) {  // Bob to move here, won: Alice's move into it wins
                        if (!won[0][p]) won[0][p] = 1, queue[tail++] = 2 * p;
                    } else {  // Alice to move here, won: Bob's move into it loses
                        if (!won[1][p] && --moves_left[p] == 0) won[1][p] = 1, queue[tail++] = 2 * p + 1;
                    }
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
