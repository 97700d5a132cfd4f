// Benchmark baseline for gym100548h: full retrograde analysis over all states.
//
// Description: states (bob, alice, mover) with bob != alice. Build the whole
//   state graph with explicit reverse edges (moves onto the other piece are not
//   edges: they end the game as an Alice win), then propagate Alice wins
//   backwards: an Alice-to-move state is won if one move catches Bob or reaches
//   a won state; a Bob-to-move state is won once all its moves are (a counter
//   per state; zero moves = Bob stuck = won). Everything left is Bob's.
// Time: O(n * m) per test, memory O(n * m) for the reverse edges; it refuses
//   (exit code 3) when they would pass 64 M.
// Status: benchmark reference only; compared with the solution's answers on
//   every benchmark input by bench/bench_driver.
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

bool bob_wins(int n, const std::vector<std::vector<int>>& out, int bob_start, int alice_start) {
    // state index: (bob * n + alice) * 2 + mover, mover 0 = Bob, 1 = Alice
    const int states = 2 * n * n;
    auto state = [n](int bob, int alice, int mover) { return (bob * n + alice) * 2 + mover; };
    std::vector<int> in_degree(states + 1, 0), moves_left(states, 0);
    std::vector<char> alice_won(states, 0);
    std::vector<int> queue;
    for (int bob = 0; bob < n; ++bob)
        for (int alice = 0; alice < n; ++alice) {
            if (bob == alice) continue;
            for (int next : out[bob])
                if (next != alice) ++in_degree[state(next, alice, 1)], ++moves_left[state(bob, alice, 0)];
            for (int next : out[alice])
                if (next != bob) ++in_degree[state(bob, next, 0)];
        }
    std::vector<int> reverse_start(states + 1, 0);
    for (int s = 0; s < states; ++s) reverse_start[s + 1] = reverse_start[s] + in_degree[s];
    std::vector<int> reverse_edge(reverse_start[states]);
    std::vector<int> fill(reverse_start.begin(), reverse_start.end() - 1);
    for (int bob = 0; bob < n; ++bob)
        for (int alice = 0; alice < n; ++alice) {
            if (bob == alice) continue;
            int bob_moves = state(bob, alice, 0), alice_moves = state(bob, alice, 1);
            for (int next : out[bob])
                if (next != alice) reverse_edge[fill[state(next, alice, 1)]++] = bob_moves;
            bool catches = false;
            for (int next : out[alice]) {
                if (next == bob) catches = true;
                else reverse_edge[fill[state(bob, next, 0)]++] = alice_moves;
            }
            if (moves_left[bob_moves] == 0) alice_won[bob_moves] = 1, queue.push_back(bob_moves);
            if (catches) alice_won[alice_moves] = 1, queue.push_back(alice_moves);
        }
    for (size_t head = 0; head < queue.size(); ++head) {
        int s = queue[head];
        for (int i = reverse_start[s]; i < reverse_start[s + 1]; ++i) {
            int p = reverse_edge[i];
            if (alice_won[p]) continue;
            if ((p & 1) == 1 || --moves_left[p] == 0) alice_won[p] = 1, queue.push_back(p);
        }
    }
    return !alice_won[state(bob_start, alice_start, 0)];
}

}  // namespace

int main() {
    int tests;
    if (std::scanf("%d", &tests) != 1) return 1;
    for (int test = 1; test <= tests; ++test) {
        int n, m;
        if (std::scanf("%d %d", &n, &m) != 2) return 1;
        if (2LL * n * m > (64 << 20)) return 3;
        std::vector<std::vector<int>> out(n);
        for (int i = 0; i < m; ++i) {
            int b, e;
            if (std::scanf("%d %d", &b, &e) != 2) return 1;
            out[b - 1].push_back(e - 1);
        }
        int x, y;
        if (std::scanf("%d %d", &x, &y) != 2) return 1;
        std::printf("Case #%d: %s\n", test, bob_wins(n, out, x - 1, y - 1) ? "Yes" : "No");
    }
    return 0;
}
