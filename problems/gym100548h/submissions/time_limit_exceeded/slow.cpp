// gym100548h, correct but slow by design: the plain retrograde analysis
// (plain.cpp) made asymptotically worse on purpose. Instead
// of visiting the predecessors of each position Alice has won, it sweeps
// over every position (Bob's vertex, Alice's vertex, mover), judging each
// from its moves, and starts the sweep again from the first position after
// every new decision: O(n^2 m) per decided position, against O(n m) in all.
// Fast on small games, far too slow on the judge tool's worst cases, which
// is what it is for: the judge tool's tests expect it to be accepted on the
// small tests and to exceed the time limit on the worst ones.
#include <cstdio>
#include <vector>

namespace {

int read_int() {
    int value = 0;
    if (std::scanf("%d", &value) != 1) return 0;
    return value;
}

bool bob_escapes(int n, const std::vector<std::vector<int>>& out, int x, int y) {
    // alice_won[mover][b][a]; mover 0: Bob to move, 1: Alice to move.
    std::vector<std::vector<std::vector<char>>> alice_won(
        2, std::vector<std::vector<char>>(n + 1, std::vector<char>(n + 1, 0)));
    for (int b = 1; b <= n; ++b) alice_won[0][b][b] = alice_won[1][b][b] = 1;  // caught
    for (bool changed = true; changed;) {
        changed = false;
        for (int mover = 0; mover < 2 && !changed; ++mover)
            for (int b = 1; b <= n && !changed; ++b)
                for (int a = 1; a <= n && !changed; ++a) {
                    if (alice_won[mover][b][a]) continue;
                    bool some = false, every = true;  // over the mover's moves, Alice's win after it
                    for (int to : out[mover == 0 ? b : a]) {
                        const bool after = mover == 0 ? alice_won[1][to][a] : alice_won[0][b][to];
                        some = some || after;
                        every = every && after;
                    }
                    // Bob with no move is stuck: Alice's (every over no move).
                    if (mover == 0 ? every : some) alice_won[mover][b][a] = 1, changed = true;
                }
    }
    return !alice_won[0][x][y];
}

}  // namespace

int main() {
    const int tests = read_int();
    for (int test = 1; test <= tests; ++test) {
        const int n = read_int(), m = read_int();
        std::vector<std::vector<int>> out(n + 1);
        for (int k = 0; k < m; ++k) {
            const int from = read_int(), to = read_int();
            out[from].push_back(to);
        }
        const int x = read_int(), y = read_int();
        std::printf("Case #%d: %s\n", test, bob_escapes(n, out, x, y) ? "Yes" : "No");
    }
}
