// A deliberately WRONG hdu5165 solution, to prove the tests catch a plausible
// mistake: it forgets that Bob moves too. It answers YES when Alice, choosing
// EVERY function herself, can merge each pair of values -- plain reachability
// in the pair graph. Sample 5 of the statement already breaks it (Alice alone
// can funnel everything; Bob's rotation keeps two values apart).
//
// ctest's catches_wrong tests run the any_solution comparisons against it and
// pass only if it fails them (docs/testing.md).
#include <iostream>
#include <vector>

int main() {
    int tests;
    std::cin >> tests;
    while (tests-- > 0) {
        int n, m;
        std::cin >> n >> m;
        std::vector<std::vector<int>> functions(m, std::vector<int>(n));
        for (std::vector<int>& f : functions)
            for (int& value : f) std::cin >> value, --value;
        // merged[x][y]: some sequence of functions sends x and y to one value.
        std::vector<std::vector<char>> merged(n, std::vector<char>(n, 0));
        for (int x = 0; x < n; ++x) merged[x][x] = 1;
        for (bool changed = true; changed;) {
            changed = false;
            for (int x = 0; x < n; ++x)
                for (int y = 0; y < n; ++y)
                    for (const std::vector<int>& f : functions)
                        if (!merged[x][y] && merged[f[x]][f[y]]) merged[x][y] = 1, changed = true;
        }
        bool all_pairs = true;
        for (int x = 0; x < n; ++x)
            for (int y = 0; y < n; ++y) all_pairs = all_pairs && merged[x][y];
        std::cout << (all_pairs ? "YES" : "NO") << '\n';
    }
    return 0;
}
