// A deliberately WRONG gym100548h solution, for testing the stress tool.
//
// Retrograde analysis over (Bob's vertex, Alice's vertex, mover) from the
// states Alice has won, everything left undecided being Bob's. The bug: a
// collision counts only when Bob is to move, i.e. only after Alice stepped
// onto Bob; Bob stepping onto Alice is taken for an ordinary position.
#include <iostream>
#include <utility>
#include <vector>

namespace {

bool bob_wins(int n, const std::vector<std::pair<int, int>>& edges, int x, int y) {
    std::vector<std::vector<int>> out(n + 1), in(n + 1);
    for (const auto& e : edges) out[e.first].push_back(e.second), in[e.second].push_back(e.first);
    // State index: (bob * (n + 1) + alice) * 2 + mover, mover 0 = Bob, 1 = Alice.
    auto index = [n](int bob, int alice, int mover) { return (bob * (n + 1) + alice) * 2 + mover; };
    std::vector<char> alice_won(static_cast<size_t>((n + 1) * (n + 1) * 2), 0);
    std::vector<int> untaken(alice_won.size(), 0), queue;
    for (int b = 1; b <= n; ++b) {
        for (int a = 1; a <= n; ++a) {
            untaken[index(b, a, 0)] = static_cast<int>(out[b].size());
            bool won = (a == b) || out[b].empty();  // the bug: a == b only when Bob is to move
            if (won) alice_won[index(b, a, 0)] = 1, queue.push_back(index(b, a, 0));
        }
    }
    for (size_t head = 0; head < queue.size(); ++head) {
        int state = queue[head], mover = state % 2, pair = state / 2;
        int b = pair / (n + 1), a = pair % (n + 1);
        if (mover == 0) {  // Bob to move here: Alice moved into it from (b, a', Alice)
            for (int from : in[a]) {
                int previous = index(b, from, 1);
                if (!alice_won[previous]) alice_won[previous] = 1, queue.push_back(previous);
            }
        } else {  // Alice to move here: Bob moved into it from (b', a, Bob)
            for (int from : in[b]) {
                int previous = index(from, a, 0);
                if (!alice_won[previous] && --untaken[previous] == 0)
                    alice_won[previous] = 1, queue.push_back(previous);
            }
        }
    }
    return !alice_won[index(x, y, 0)];
}

}  // namespace

int main() {
    int tests = 0;
    std::cin >> tests;
    for (int t = 1; t <= tests; ++t) {
        int n = 0, m = 0;
        std::cin >> n >> m;
        std::vector<std::pair<int, int>> edges(m);
        for (auto& e : edges) std::cin >> e.first >> e.second;
        int x = 0, y = 0;
        std::cin >> x >> y;
        std::cout << "Case #" << t << ": " << (bob_wins(n, edges, x, y) ? "Yes" : "No") << '\n';
    }
}
