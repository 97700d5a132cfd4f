// hdu7399, a solution of the usual kind: scanf, no caps beyond the
// statement, one attractor per target. GG wins iff no vertex is a dead end
// and, for every vertex s, GG can force the token to s from every vertex
// (her attractor of s is the whole graph). The attractor grows backwards from
// s: a GG vertex joins once one of its edges leads into it, a YY vertex once
// all of its edges do (a counter per YY vertex). O(V E) per test.
//
// The suite's any_solution tests must pass it (ctest test
// plain_solutions.any_solution); it is not one of ours.
#include <cstdio>
#include <vector>

namespace {

int read_int() {
    int value = 0;
    if (std::scanf("%d", &value) != 1) return 0;
    return value;
}

// Vertices 0..n-1 are GG's u_i, n..n+m-1 YY's v_j.
bool gg_wins(int n, const std::vector<std::vector<int>>& out) {
    const int vertices = static_cast<int>(out.size());
    std::vector<std::vector<int>> in(vertices);
    for (int v = 0; v < vertices; ++v) {
        if (out[v].empty()) return false;  // the game stops there
        for (int w : out[v]) in[w].push_back(v);
    }
    for (int target = 0; target < vertices; ++target) {
        std::vector<char> attracted(vertices, 0);
        std::vector<int> edges_left(vertices), queue{target};
        for (int v = 0; v < vertices; ++v) edges_left[v] = static_cast<int>(out[v].size());
        attracted[target] = 1;
        for (std::size_t next = 0; next < queue.size(); ++next)
            for (int v : in[queue[next]])
                if (!attracted[v] && (v < n || --edges_left[v] == 0)) attracted[v] = 1, queue.push_back(v);
        if (static_cast<int>(queue.size()) != vertices) return false;
    }
    return true;
}

}  // namespace

int main() {
    const int tests = read_int();
    for (int test = 0; test < tests; ++test) {
        const int n = read_int(), m = read_int();
        std::vector<std::vector<int>> out(n + m);
        for (int u = 0; u < n; ++u)
            for (int k = read_int(); k > 0; --k) out[u].push_back(n + read_int());
        for (int v = 0; v < m; ++v)
            for (int w = read_int(); w > 0; --w) out[n + v].push_back(read_int());
        std::puts(gg_wins(n, out) ? "Yes" : "No");
    }
}
