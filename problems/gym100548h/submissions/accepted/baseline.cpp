// Benchmark baseline for gym100548h: the plain retrograde analysis.
//
// The ordinary published method, written as well as it plainly can be: every
// state (Bob's vertex, Alice's vertex, side to move) of the game, n * n * 2 of
// them, collisions included. Alice's wins spread backwards from the collisions
// (and from every Bob with no move) over the graph's in-edges, kept in flat
// arrays (CSR): an Alice-to-move state is won by one move into a won state, a
// Bob-to-move state once its counter of moves not yet known to lose reaches
// zero. It runs to the fixed point; every state left undecided is Bob's.
// Buffers are reused from test to test.
// Time O(n^2 + n m) per test, memory O(n^2 + m).
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

std::vector<int> edge_from, edge_to, in_start, in_from, out_degree, moves_left, queue;
std::vector<char> won[2];  // won[side][bob * n + alice]: Alice wins; side 0 = Bob to move, 1 = Alice

bool bob_wins(int n, int m, int x, int y) {
    in_start.assign(n + 1, 0);
    out_degree.assign(n, 0);
    for (int i = 0; i < m; ++i) ++in_start[edge_to[i] + 1], ++out_degree[edge_from[i]];
    for (int v = 0; v < n; ++v) in_start[v + 1] += in_start[v];
    in_from.resize(m);
    for (int i = 0; i < m; ++i) in_from[in_start[edge_to[i]]++] = edge_from[i];
    for (int v = n; v > 0; --v) in_start[v] = in_start[v - 1];
    in_start[0] = 0;

    const int states = n * n;
    moves_left.resize(states);
    won[0].assign(states, 0);
    won[1].assign(states, 0);
    queue.resize(2 * states);
    int tail = 0;
    for (int bob = 0; bob < n; ++bob)
        for (int alice = 0; alice < n; ++alice) {
            const int s = bob * n + alice;
            moves_left[s] = out_degree[bob];
            if (bob == alice) {  // a collision: Alice has won, whoever is to move
                won[0][s] = won[1][s] = 1;
                queue[tail++] = 2 * s;
                queue[tail++] = 2 * s + 1;
            } else if (out_degree[bob] == 0) {  // Bob to move and stuck
                won[0][s] = 1;
                queue[tail++] = 2 * s;
            }
        }
    for (int head = 0; head < tail; ++head) {
        const int s = queue[head] >> 1, bob = s / n, alice = s % n;
        if (queue[head] & 1) {  // Alice to move here, won: Bob's moves into it lose
            for (int i = in_start[bob]; i < in_start[bob + 1]; ++i) {
                const int p = in_from[i] * n + alice;
                if (!won[0][p] && --moves_left[p] == 0) won[0][p] = 1, queue[tail++] = 2 * p;
            }
        } else {  // Bob to move here, won: Alice's moves into it win
            for (int i = in_start[alice]; i < in_start[alice + 1]; ++i) {
                const int p = bob * n + in_from[i];
                if (!won[1][p]) won[1][p] = 1, queue[tail++] = 2 * p + 1;
            }
        }
    }
    return !won[0][x * n + y];
}

}  // namespace

int main() {
    read_all_input();
    int tests = 0;
    if (!next(tests)) return 1;
    for (int test = 1; test <= tests; ++test) {
        int n, m, x, y;
        if (!next(n) || !next(m)) return 1;
        edge_from.resize(m);
        edge_to.resize(m);
        for (int i = 0; i < m; ++i) {
            if (!next(edge_from[i]) || !next(edge_to[i])) return 1;
            --edge_from[i], --edge_to[i];
        }
        if (!next(x) || !next(y)) return 1;
        std::printf("Case #%d: %s\n", test, bob_wins(n, m, x - 1, y - 1) ? "Yes" : "No");
    }
    return 0;
}
