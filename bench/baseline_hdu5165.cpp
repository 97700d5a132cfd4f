// Benchmark baseline for hdu5165 (Funny Game): the plain retrograde analysis.
//
// Description: the same reduction as the judge file (Alice wins every array iff
//   she wins the pair game from every pair {x, y}, moving first), solved the
//   textbook way: build the whole state graph of unordered pairs with explicit
//   reverse edges (one per function and pair, duplicates kept), then propagate
//   Alice wins backwards from the merging moves with a counter of the moves each
//   Bob-to-move state has left.
// Time: O(m n^2) per test, memory O(m n^2) for the reverse edges; it refuses
//   (exit code 3) when the reverse edges would pass 64 M.
// Status: benchmark reference only; compared with the solution's answers on
//   every benchmark input by bench/bench_driver.
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

bool alice_always_wins(int n, const std::vector<std::vector<int>>& functions) {
    if (n == 1) return true;
    const int m = static_cast<int>(functions.size());
    std::vector<int> first_pair(n);  // pair_index(a, b) = first_pair[a] + b - a - 1, a < b
    for (int a = 0, next = 0; a < n; ++a) {
        first_pair[a] = next;
        next += n - 1 - a;
    }
    const int pairs = n * (n - 1) / 2;
    auto pair_index = [&](int a, int b) { return a < b ? first_pair[a] + b - a - 1 : first_pair[b] + a - b - 1; };

    // Successors: successor[k * pairs + p] = pair reached from p by f_k, or -1 if merged.
    std::vector<int> successor(static_cast<size_t>(m) * pairs);
    std::vector<int> in_degree(pairs + 1, 0);
    for (int k = 0; k < m; ++k) {
        const std::vector<int>& f = functions[k];
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b) {
                int fa = f[a] - 1, fb = f[b] - 1;
                int to = fa == fb ? -1 : pair_index(fa, fb);
                successor[static_cast<size_t>(k) * pairs + pair_index(a, b)] = to;
                if (to >= 0) ++in_degree[to];
            }
    }
    std::vector<int> reverse_start(pairs + 1, 0);
    for (int p = 0; p < pairs; ++p) reverse_start[p + 1] = reverse_start[p] + in_degree[p];
    std::vector<int> reverse_edge(reverse_start[pairs]);
    std::vector<int> fill(reverse_start.begin(), reverse_start.end() - 1);
    std::vector<int> moves_left(pairs, m);      // Bob to move: moves not yet known to lose
    std::vector<char> alice_to_move_won(pairs, 0), bob_to_move_won(pairs, 0);
    std::vector<int> queue;  // entries 2p (Alice to move, won) or 2p+1 (Bob to move, won)
    queue.reserve(2 * pairs);
    for (int k = 0; k < m; ++k)
        for (int p = 0; p < pairs; ++p) {
            int to = successor[static_cast<size_t>(k) * pairs + p];
            if (to >= 0) {
                reverse_edge[fill[to]++] = p;
            } else {
                if (!alice_to_move_won[p]) alice_to_move_won[p] = 1, queue.push_back(2 * p);
                if (--moves_left[p] == 0) bob_to_move_won[p] = 1, queue.push_back(2 * p + 1);
            }
        }
    for (size_t head = 0; head < queue.size(); ++head) {
        int p = queue[head] >> 1;
        bool alice_moved_here = queue[head] & 1;  // state won with Bob to move: Alice moved into it
        for (int i = reverse_start[p]; i < reverse_start[p + 1]; ++i) {
            int q = reverse_edge[i];
            if (alice_moved_here) {
                if (!alice_to_move_won[q]) alice_to_move_won[q] = 1, queue.push_back(2 * q);
            } else {
                if (!bob_to_move_won[q] && --moves_left[q] == 0) bob_to_move_won[q] = 1, queue.push_back(2 * q + 1);
            }
        }
    }
    for (int p = 0; p < pairs; ++p)
        if (!alice_to_move_won[p]) return false;
    return true;
}

}  // namespace

int main() {
    int tests;
    if (std::scanf("%d", &tests) != 1) return 1;
    while (tests--) {
        int n, m;
        if (std::scanf("%d %d", &n, &m) != 2) return 1;
        if (static_cast<std::int64_t>(m) * n * (n - 1) / 2 > (64 << 20)) return 3;
        std::vector<std::vector<int>> functions(m, std::vector<int>(n));
        for (auto& f : functions)
            for (int& value : f)
                if (std::scanf("%d", &value) != 1) return 1;
        std::puts(alice_always_wins(n, functions) ? "YES" : "NO");
    }
    return 0;
}
