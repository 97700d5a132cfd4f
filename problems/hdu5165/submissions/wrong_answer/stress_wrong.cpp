// A deliberately WRONG hdu5165 solution, for testing the stress tool.
//
// It plays the pair game right (Alice first; a pair that merges is hers; a
// Bob-to-move pair is hers once every function leads to one of hers) but
// stops the propagation after three sweeps instead of at a fixpoint, so it
// says NO when Alice needs a longer forcing sequence. Wrong on about 3% of
// small random cases (n, m <= 8).
#include <iostream>
#include <vector>

namespace {

bool alice_always_wins(int n, const std::vector<std::vector<int>>& functions) {
    // alice_to_move[x][y] / bob_to_move[x][y]: Alice wins the pair {x, y}.
    std::vector<std::vector<char>> alice_to_move(n + 1, std::vector<char>(n + 1, 0));
    std::vector<std::vector<char>> bob_to_move = alice_to_move;
    for (int x = 1; x <= n; ++x) alice_to_move[x][x] = bob_to_move[x][x] = 1;
    bool changed = true;
    for (int sweep = 0; sweep < 3 && changed; ++sweep) {  // the bug: should run until nothing changes
        changed = false;
        for (int x = 1; x <= n; ++x) {
            for (int y = x + 1; y <= n; ++y) {
                bool some = false, every = true;
                for (const std::vector<int>& f : functions) {
                    int a = f[x - 1], b = f[y - 1];
                    if (bob_to_move[a][b]) some = true;
                    if (!alice_to_move[a][b]) every = false;
                }
                if (some && !alice_to_move[x][y]) alice_to_move[x][y] = alice_to_move[y][x] = 1, changed = true;
                if (every && !bob_to_move[x][y]) bob_to_move[x][y] = bob_to_move[y][x] = 1, changed = true;
            }
        }
    }
    for (int x = 1; x <= n; ++x)
        for (int y = x + 1; y <= n; ++y)
            if (!alice_to_move[x][y]) return false;
    return true;
}

}  // namespace

int main() {
    int tests = 0;
    std::cin >> tests;
    for (int t = 0; t < tests; ++t) {
        int n = 0, m = 0;
        std::cin >> n >> m;
        std::vector<std::vector<int>> functions(m, std::vector<int>(n));
        for (std::vector<int>& f : functions)
            for (int& value : f) std::cin >> value;
        std::cout << (alice_always_wins(n, functions) ? "YES" : "NO") << '\n';
    }
}
