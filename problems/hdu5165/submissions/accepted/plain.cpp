// hdu5165, a solution of the usual kind: scanf, no caps beyond the
// statement, retrograde analysis of the pair game. Alice wins from every
// array iff she wins, moving first, from every pair {x, y} of values; a pair
// with Alice to move is hers once some function merges it or leads to a
// Bob-to-move pair of hers, a Bob-to-move pair once every function merges it
// or leads to an Alice-to-move pair of hers (a counter of the functions not
// yet known to). Predecessors come from each function's preimage lists.
// O(m n^2) per test.
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

bool alice_always_wins(int n, const std::vector<std::vector<int>>& f) {
    const int m = static_cast<int>(f.size());
    // preimage[k][v]: the values that function k sends to v.
    std::vector<std::vector<std::vector<int>>> preimage(m, std::vector<std::vector<int>>(n + 1));
    for (int k = 0; k < m; ++k)
        for (int x = 1; x <= n; ++x) preimage[k][f[k][x]].push_back(x);
    // Pair state (x, y) with x != y, ordered either way; mover 0: Alice, 1: Bob.
    auto index = [n](int x, int y, int mover) { return ((x < y ? x * (n + 1) + y : y * (n + 1) + x) * 2) + mover; };
    const int states = 2 * (n + 1) * (n + 1);
    std::vector<char> alice_won(states, 0);
    std::vector<int> functions_left(states, 0), queue;
    auto win = [&](int state) {
        if (!alice_won[state]) alice_won[state] = 1, queue.push_back(state);
    };
    for (int x = 1; x <= n; ++x)
        for (int y = x + 1; y <= n; ++y)
            for (int k = 0; k < m; ++k) {
                if (f[k][x] == f[k][y]) win(index(x, y, 0));  // merged: the game ends
                else ++functions_left[index(x, y, 1)];
            }
    for (int x = 1; x <= n; ++x)
        for (int y = x + 1; y <= n; ++y)
            if (functions_left[index(x, y, 1)] == 0) win(index(x, y, 1));
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const int state = queue[next], mover = state % 2, p = state / 2 / (n + 1), q = state / 2 % (n + 1);
        for (int k = 0; k < m; ++k)
            for (int x : preimage[k][p])
                for (int y : preimage[k][q]) {
                    if (mover == 0) {  // Bob applied k at (x, y): one function less to escape by
                        if (--functions_left[index(x, y, 1)] == 0) win(index(x, y, 1));
                    } else {  // Alice applies k at (x, y)
                        win(index(x, y, 0));
                    }
                }
    }
    for (int x = 1; x <= n; ++x)
        for (int y = x + 1; y <= n; ++y)
            if (!alice_won[index(x, y, 0)]) return false;
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
