// A deliberately WRONG gym100548h solution, to prove the tests catch a
// plausible mistake: it gives an endless game to Alice instead of Bob (the
// greatest fixed point where the least one belongs), so Bob "wins" only when
// he can force Alice to get stuck.
//
// ctest's catches_wrong tests run the any_solution comparisons against it and
// pass only if it fails them (docs/testing.md).
#include <iostream>
#include <vector>

int main() {
    int tests;
    std::cin >> tests;
    for (int test = 1; test <= tests; ++test) {
        int n, m;
        std::cin >> n >> m;
        std::vector<std::vector<int>> out(n + 1);
        for (int k = 0; k < m; ++k) {
            int from, to;
            std::cin >> from >> to;
            out[from].push_back(to);
        }
        int x, y;
        std::cin >> x >> y;
        // bob_wins[mover][b][a]: Bob forces Alice to be stuck (mover 0 = Bob).
        std::vector<std::vector<std::vector<char>>> bob_wins(
            2, std::vector<std::vector<char>>(n + 1, std::vector<char>(n + 1, 0)));
        for (bool changed = true; changed;) {
            changed = false;
            for (int b = 1; b <= n; ++b)
                for (int a = 1; a <= n; ++a) {
                    if (a == b) continue;
                    if (!bob_wins[0][b][a]) {
                        bool some = false;
                        for (int to : out[b]) some = some || bob_wins[1][to][a];
                        if (some) bob_wins[0][b][a] = 1, changed = true;
                    }
                    if (!bob_wins[1][b][a]) {
                        bool every = true;
                        for (int to : out[a]) every = every && bob_wins[0][b][to];
                        if (every) bob_wins[1][b][a] = 1, changed = true;
                    }
                }
        }
        std::cout << "Case #" << test << ": " << (bob_wins[0][x][y] ? "Yes" : "No") << '\n';
    }
    return 0;
}
