// Benchmark baseline for hdu7399: one full GG-attractor per vertex.
//
// Description: GG wins iff no vertex is a dead end and Attr_GG(t) is the whole
//   graph for every vertex t. The plain way checks exactly that: for each t in
//   index order, a backward attractor with a counter of out-edges per YY vertex,
//   stopping at the first t whose attractor is not everything.
// Time: O((n + m) * E) per test, memory O(n + m + E).
// Status: benchmark reference only; compared with the solution's answers on
//   every benchmark input by bench/bench_driver.
#include <cstdio>
#include <vector>

namespace {

struct Graph {
    int gg_count = 0;                      // vertices 0..n-1 are GG, n..n+m-1 are YY
    std::vector<int> out_degree;
    std::vector<std::vector<int>> predecessors;
};

bool attractor_is_everything(const Graph& g, int target, std::vector<int>& edges_left,
                             std::vector<char>& attracted, std::vector<int>& queue) {
    const int vertices = static_cast<int>(g.out_degree.size());
    for (int v = 0; v < vertices; ++v) edges_left[v] = g.out_degree[v], attracted[v] = 0;
    queue.clear();
    queue.push_back(target);
    attracted[target] = 1;
    for (size_t head = 0; head < queue.size(); ++head)
        for (int p : g.predecessors[queue[head]]) {
            if (attracted[p]) continue;
            if (p < g.gg_count || --edges_left[p] == 0) attracted[p] = 1, queue.push_back(p);
        }
    return static_cast<int>(queue.size()) == vertices;
}

bool gg_wins(const Graph& g) {
    const int vertices = static_cast<int>(g.out_degree.size());
    for (int v = 0; v < vertices; ++v)
        if (g.out_degree[v] == 0) return false;
    std::vector<int> edges_left(vertices), queue;
    std::vector<char> attracted(vertices);
    queue.reserve(vertices);
    for (int t = 0; t < vertices; ++t)
        if (!attractor_is_everything(g, t, edges_left, attracted, queue)) return false;
    return true;
}

}  // namespace

int main() {
    int tests;
    if (std::scanf("%d", &tests) != 1) return 1;
    while (tests--) {
        int n, m;
        if (std::scanf("%d %d", &n, &m) != 2) return 1;
        Graph g;
        g.gg_count = n;
        g.out_degree.assign(n + m, 0);
        g.predecessors.assign(n + m, {});
        for (int v = 0; v < n + m; ++v) {
            int k;
            if (std::scanf("%d", &k) != 1) return 1;
            g.out_degree[v] = k;
            for (int j = 0; j < k; ++j) {
                int w;
                if (std::scanf("%d", &w) != 1) return 1;
                g.predecessors[v < n ? n + w : w].push_back(v);
            }
        }
        std::puts(gg_wins(g) ? "Yes" : "No");
    }
    return 0;
}
