// hdu5165, correct but slow by design: the plain retrograde analysis of the
// pair game (plain.cpp) made asymptotically worse on purpose.
// Instead of visiting the predecessors of each newly won pair, it sweeps
// over every pair, judging each from its successors, and starts the sweep
// again from the first pair after every new decision: O(m S^2) for S pair
// states, against O(m n^2) for the plain method. Fast on small games,
// far too slow on the judge tool's worst cases, which is what it is for:
// the judge tool's tests expect it to be accepted on the small tests and to
// exceed the time limit on the worst ones.
#include <cstdio>
#include <vector>

namespace {

int read_int() {
    int value = 0;
    if (std::scanf("%d", &value) != 1) return 0;
    return value;
}

bool alice_always_wins(int n, const std::vector<std::vector<int>>& f) {
    // won[mover][x][y] for x != y; mover 0: Alice to move, 1: Bob.
    std::vector<std::vector<std::vector<char>>> won(2,
                                                    std::vector<std::vector<char>>(n + 1, std::vector<char>(n + 1, 0)));
    // Whether Alice has won when `mover` is to move at {x, y} (merged: yes).
    auto alice_has = [&](int mover, int x, int y) { return x == y || won[mover][x][y]; };
    for (bool changed = true; changed;) {
        changed = false;
        for (int mover = 0; mover < 2 && !changed; ++mover)
            for (int x = 1; x <= n && !changed; ++x)
                for (int y = 1; y <= n && !changed; ++y) {
                    if (x == y || won[mover][x][y]) continue;
                    bool some = false, every = true;
                    for (const std::vector<int>& g : f) {
                        const bool after = alice_has(1 - mover, g[x], g[y]) || g[x] == g[y];
                        some = some || after;
                        every = every && after;
                    }
                    if (mover == 0 ? some : every) won[mover][x][y] = 1, changed = true;
                }
    }
    for (int x = 1; x <= n; ++x)
        for (int y = 1; y <= n; ++y)
            if (!alice_has(0, x, y)) return false;
    return true;
}

}  // namespace

int main() {
    const int tests = read_int();
    for (int test = 0; test < tests; ++test) {
        const int n = read_int(), m = read_int();
        std::vector<std::vector<int>> f(m, std::vector<int>(n + 1, 0));
        for (int k = 0; k < m; ++k)
            for (int x = 1; x <= n; ++x) f[k][x] = read_int();
        std::puts(alice_always_wins(n, f) ? "YES" : "NO");
    }
}
