// gym100548h, a solution of the usual kind: scanf, no caps beyond the
// statement, retrograde analysis over (Bob's vertex, Alice's vertex, mover)
// from the positions Alice has won: the pieces together, or Bob to move with
// no move. An Alice-to-move position is hers once one move leads to a
// position of hers; a Bob-to-move one once all his moves do (a counter of
// his moves not yet known to lose). Every position left is Bob's, endless
// games included. O(n m) per test.
//
// The suite's any_solution tests must pass it (ctest test
// plain_solutions.any_solution); it is not one of ours, and keeps to the
// statement (no self-loops, no duplicate edges, x != y).
#include <cstdio>
#include <vector>

namespace {

int read_int() {
    int value = 0;
    if (std::scanf("%d", &value) != 1) return 0;
    return value;
}

bool bob_escapes(int n, const std::vector<std::vector<int>>& out, const std::vector<std::vector<int>>& in, int x,
                 int y) {
    // Position (b, a, mover), mover 0: Bob to move, 1: Alice to move.
    auto index = [n](int b, int a, int mover) { return (b * (n + 1) + a) * 2 + mover; };
    std::vector<char> alice_won(2 * (n + 1) * (n + 1), 0);
    std::vector<int> moves_left(2 * (n + 1) * (n + 1), 0), queue;
    auto win = [&](int position) {
        if (!alice_won[position]) alice_won[position] = 1, queue.push_back(position);
    };
    for (int b = 1; b <= n; ++b)
        for (int a = 1; a <= n; ++a) {
            moves_left[index(b, a, 0)] = static_cast<int>(out[b].size());
            if (b == a || out[b].empty()) win(index(b, a, 0));
            if (b == a) win(index(b, a, 1));
        }
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const int position = queue[next], mover = position % 2, b = position / 2 / (n + 1), a = position / 2 % (n + 1);
        if (mover == 1) {  // Bob moved here from (b', a): one of his moves lost
            for (int from : in[b])
                if (from != a && --moves_left[index(from, a, 0)] == 0) win(index(from, a, 0));
        } else {  // Alice moves here from (b, a'): she wins there
            for (int from : in[a])
                if (from != b) win(index(b, from, 1));
        }
    }
    return !alice_won[index(x, y, 0)];
}

}  // namespace

int main() {
    const int tests = read_int();
    for (int test = 1; test <= tests; ++test) {
        const int n = read_int(), m = read_int();
        std::vector<std::vector<int>> out(n + 1), in(n + 1);
        for (int k = 0; k < m; ++k) {
            const int from = read_int(), to = read_int();
            out[from].push_back(to);
            in[to].push_back(from);
        }
        const int x = read_int(), y = read_int();
        std::printf("Case #%d: %s\n", test, bob_escapes(n, out, in, x, y) ? "Yes" : "No");
    }
}
