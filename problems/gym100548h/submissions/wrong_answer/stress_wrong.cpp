// A deliberately WRONG gym100548h solution, for testing the stress tool.
//
// Retrograde analysis over (Bob's vertex, Alice's vertex, mover) from the
// states Alice has won (pieces together, Bob stuck); every state left
// undecided is Bob's. The bug, a false pigeonhole argument: "a chase that
// takes more than n moves never ends", so wins of Alice found more than n
// plies back are not propagated. Wrong on about 5% of small random cases
// (n <= 8), always answering Yes where the answer is No.
#include <iostream>
#include <utility>
#include <vector>

namespace {

bool bob_wins(int n, const std::vector<std::pair<int, int>>& edges, int x, int y) {
    std::vector<std::vector<int>> out(n + 1), in(n + 1);
    for (const auto& e : edges) out[e.first].push_back(e.second), in[e.second].push_back(e.first);
    // State index: (bob * (n + 1) + alice) * 2 + mover, mover 0 = Bob, 1 = Alice.
    auto index = [n](int bob, int alice, int mover) { return (bob * (n + 1) + alice) * 2 + mover; };
    const size_t states = static_cast<size_t>((n + 1) * (n + 1) * 2);
    std::vector<char> alice_won(states, 0);
    std::vector<int> untaken(states, 0), plies(states, 0), queue;
    auto win = [&](int state, int ply) { alice_won[state] = 1, plies[state] = ply, queue.push_back(state); };
    for (int b = 1; b <= n; ++b) {
        for (int a = 1; a <= n; ++a) {
            untaken[index(b, a, 0)] = static_cast<int>(out[b].size());
            if (a == b || out[b].empty()) win(index(b, a, 0), 0);
            if (a == b) win(index(b, a, 1), 0);
        }
    }
    for (size_t head = 0; head < queue.size(); ++head) {
        int state = queue[head], mover = state % 2, pair = state / 2;
        int b = pair / (n + 1), a = pair % (n + 1);
        if (plies[state] >= n) continue;  // the bug: such a long chase is taken for endless
        if (mover == 0) {                 // Bob to move here: Alice moved into it from (b, a', Alice)
            for (int from : in[a])
                if (!alice_won[index(b, from, 1)]) win(index(b, from, 1), plies[state] + 1);
        } else {  // Alice to move here: Bob moved into it from (b', a, Bob)
            for (int from : in[b]) {
                int previous = index(from, a, 0);
                if (!alice_won[previous] && --untaken[previous] == 0) win(previous, plies[state] + 1);
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
