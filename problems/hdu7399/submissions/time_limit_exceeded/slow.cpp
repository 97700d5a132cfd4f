// hdu7399, correct but slow by design: the plain method (plain.cpp: GG
// wins iff no vertex is a dead end and every vertex's attractor is the
// whole graph) made asymptotically worse on purpose. Each
// attractor grows by sweeps over every vertex and its edges, and a sweep
// starts again from the first vertex after every vertex that joins:
// O(V^2 E) per test against O(V E). Fast on small games, far too slow on
// the judge tool's worst cases, which is what it is for: the judge tool's
// tests expect it to be accepted on the small tests and to exceed the time
// limit on the worst ones.
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
    for (int v = 0; v < vertices; ++v)
        if (out[v].empty()) return false;  // the game stops there
    for (int target = 0; target < vertices; ++target) {
        std::vector<char> attracted(vertices, 0);
        attracted[target] = 1;
        for (bool grew = true; grew;) {
            grew = false;
            for (int v = 0; v < vertices && !grew; ++v) {
                if (attracted[v]) continue;
                bool some = false, every = true;
                for (int w : out[v]) some = some || attracted[w], every = every && attracted[w];
                if (v < n ? some : every) attracted[v] = 1, grew = true;
            }
        }
        for (int v = 0; v < vertices; ++v)
            if (!attracted[v]) return false;
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
