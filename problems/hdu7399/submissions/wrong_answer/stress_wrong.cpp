// A deliberately WRONG hdu7399 solution, for testing the stress tool.
//
// GG wins iff for every target vertex her attractor is every vertex. This
// version falls into the trap the statement notes warn about: a YY vertex
// with no out-edge starts with zero untaken moves, so its counter counts it as
// attracted to every target, and no dead end is checked separately. It says
// Yes where the token can stop at a YY dead end.
#include <iostream>
#include <vector>

namespace {

// Vertices 0..n-1 are GG's u's, n..n+m-1 are YY's v's.
bool gg_wins(int n, int m, const std::vector<std::vector<int>>& out) {
    const int total = n + m;
    std::vector<std::vector<int>> in(total);
    for (int v = 0; v < total; ++v)
        for (int w : out[v]) in[w].push_back(v);
    for (int target = 0; target < total; ++target) {
        std::vector<char> attracted(total, 0);
        std::vector<int> untaken(total), queue;
        for (int v = 0; v < total; ++v) untaken[v] = static_cast<int>(out[v].size());
        attracted[target] = 1;
        queue.push_back(target);
        for (int v = n; v < total; ++v)  // the bug: a dead end is not "all moves attracted"
            if (untaken[v] == 0 && !attracted[v]) attracted[v] = 1, queue.push_back(v);
        for (size_t head = 0; head < queue.size(); ++head) {
            for (int p : in[queue[head]]) {
                if (attracted[p]) continue;
                if (p < n || --untaken[p] == 0) attracted[p] = 1, queue.push_back(p);
            }
        }
        for (int v = 0; v < total; ++v)
            if (!attracted[v]) return false;
    }
    return true;
}

}  // namespace

int main() {
    int tests = 0;
    std::cin >> tests;
    for (int t = 0; t < tests; ++t) {
        int n = 0, m = 0;
        std::cin >> n >> m;
        std::vector<std::vector<int>> out(n + m);
        for (int v = 0; v < n + m; ++v) {
            int degree = 0;
            std::cin >> degree;
            out[v].resize(degree);
            for (int& w : out[v]) {
                std::cin >> w;
                if (v < n) w += n;  // GG vertices point to YY vertices
            }
        }
        std::cout << (gg_wins(n, m, out) ? "Yes" : "No") << '\n';
    }
}
