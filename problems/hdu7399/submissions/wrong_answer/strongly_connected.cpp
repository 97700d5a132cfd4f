// A deliberately WRONG hdu7399 solution, to prove the tests catch a plausible
// mistake: it treats YY's choices as GG's. It answers Yes when no vertex is a
// dead end and the graph is strongly connected -- which is what GG needs, but
// not enough when YY may steer the token into a closed corner (sample 3).
//
// ctest's catches_wrong tests run the any_solution comparisons against it and
// pass only if it fails them (docs/testing.md).
#include <iostream>
#include <vector>

namespace {

// How many vertices are reachable from `start` along `out` (or along the
// reversed edges, which `out` may then be).
int reachable_count(const std::vector<std::vector<int>>& out, int start) {
    std::vector<char> seen(out.size(), 0);
    std::vector<int> stack{start};
    seen[start] = 1;
    int count = 0;
    while (!stack.empty()) {
        const int vertex = stack.back();
        stack.pop_back();
        ++count;
        for (int next : out[vertex])
            if (!seen[next]) seen[next] = 1, stack.push_back(next);
    }
    return count;
}

}  // namespace

int main() {
    int tests;
    std::cin >> tests;
    while (tests-- > 0) {
        int n, m;
        std::cin >> n >> m;
        const int vertex_count = n + m;  // u_i is i, v_j is n + j
        std::vector<std::vector<int>> out(vertex_count), in(vertex_count);
        for (int vertex = 0; vertex < vertex_count; ++vertex) {
            int degree;
            std::cin >> degree;
            for (int k = 0; k < degree; ++k) {
                int target;
                std::cin >> target;
                if (vertex < n) target += n;
                out[vertex].push_back(target);
                in[target].push_back(vertex);
            }
        }
        bool dead_end = false;
        for (const std::vector<int>& targets : out) dead_end = dead_end || targets.empty();
        const bool strongly_connected =
            reachable_count(out, 0) == vertex_count && reachable_count(in, 0) == vertex_count;
        std::cout << (!dead_end && strongly_connected ? "Yes" : "No") << '\n';
    }
    return 0;
}
