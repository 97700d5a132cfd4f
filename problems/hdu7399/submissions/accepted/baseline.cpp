// Benchmark baseline for hdu7399: one attractor per target vertex.
//
// The ordinary published method, written as well as it plainly can be. GG
// wins iff no vertex is a dead end and, for every vertex t, GG can force the
// token to t from everywhere: the attractor of t is the whole graph. So, for
// each t in index order, a backward search over the in-edges (flat arrays,
// CSR) from t, with a counter per vertex of the out-edges still to be
// attracted (one for GG, all for YY), stopping at the first t whose attractor
// misses a vertex. Buffers are reused from test to test.
// Time O((n + m) E) per test, memory O(n + m + E).
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

// Vertices 0..n-1 are GG's u's, n..n+m-1 YY's v's.
std::vector<int> edge_from, edge_to, out_degree, in_start, in_from, edges_left, queue;

bool gg_wins(int n, int vertices) {
    const int edges = static_cast<int>(edge_from.size());
    for (int v = 0; v < vertices; ++v)
        if (out_degree[v] == 0) return false;
    in_start.assign(vertices + 1, 0);
    for (int i = 0; i < edges; ++i) ++in_start[edge_to[i] + 1];
    for (int v = 0; v < vertices; ++v) in_start[v + 1] += in_start[v];
    in_from.resize(edges);
    for (int i = 0; i < edges; ++i) in_from[in_start[edge_to[i]]++] = edge_from[i];
    for (int v = vertices; v > 0; --v) in_start[v] = in_start[v - 1];
    in_start[0] = 0;

    // edges_left[v]: out-edges of v that must lead into the attractor before
    // v is in it: one for a GG vertex, all for a YY vertex; zero once it is.
    edges_left.resize(vertices);
    queue.resize(vertices);
    for (int target = 0; target < vertices; ++target) {
        for (int v = 0; v < vertices; ++v) edges_left[v] = v < n ? 1 : out_degree[v];
        int tail = 0;
        queue[tail++] = target;
        edges_left[target] = 0;
        for (int head = 0; head < tail && tail < vertices; ++head) {
            const int w = queue[head];
            for (int i = in_start[w]; i < in_start[w + 1]; ++i) {
                const int p = in_from[i];
                if (edges_left[p] > 0 && --edges_left[p] == 0) queue[tail++] = p;
            }
        }
        if (tail < vertices) return false;
    }
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
        const int vertices = n + m;
        out_degree.assign(vertices, 0);
        edge_from.clear();
        edge_to.clear();
        for (int v = 0; v < vertices; ++v) {
            if (!next(out_degree[v])) return 1;
            for (int j = 0; j < out_degree[v]; ++j) {
                int w;
                if (!next(w)) return 1;
                edge_from.push_back(v);
                edge_to.push_back(v < n ? n + w : w);
            }
        }
        std::puts(gg_wins(n, vertices) ? "Yes" : "No");
    }
    return 0;
}
