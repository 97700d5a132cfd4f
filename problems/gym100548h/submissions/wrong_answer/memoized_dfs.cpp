// A deliberately WRONG gym100548h solution, to prove the tests catch a
// plausible mistake: a memoized depth-first search over (Bob's vertex,
// Alice's vertex, mover) that calls a position already on its stack a win
// for Bob (the game "goes on forever") and memoizes every answer it finds
// that way. On a graph with cycles that answer depends on where the search
// entered the cycle, so a position can be remembered as Bob's when Alice
// wins it (the samples dfs_trap and dfs_trap_found_by_stress).
//
// ctest's catches_wrong tests run the any_solution comparisons against it and
// pass only if it fails them (docs/testing.md).
#include <iostream>
#include <vector>

namespace {

enum State : char { unknown, on_stack, bob_wins, alice_wins };

struct Search {
    int n;
    std::vector<std::vector<int>> out;
    std::vector<State> state;  // per (b, a, mover)

    int index(int b, int a, int mover) const { return (b * (n + 1) + a) * 2 + mover; }

    // Whether Bob escapes from (b, a) with `mover` to move (0: Bob, 1: Alice).
    bool bob_escapes(int b, int a, int mover) {
        State& here = state[index(b, a, mover)];
        if (here == on_stack) return true;  // the mistake: a repeated position taken as Bob's
        if (here != unknown) return here == bob_wins;
        here = on_stack;
        bool escapes;
        if (b == a) {
            escapes = false;
        } else if (mover == 0) {
            escapes = false;
            for (int to : out[b])
                if (to != a && bob_escapes(to, a, 1)) escapes = true;
        } else {
            escapes = true;
            for (int to : out[a])
                if (!bob_escapes(b, to, 0)) escapes = false;
        }
        state[index(b, a, mover)] = escapes ? bob_wins : alice_wins;
        return escapes;
    }
};

}  // namespace

int main() {
    int tests;
    std::cin >> tests;
    for (int test = 1; test <= tests; ++test) {
        Search search;
        int m;
        std::cin >> search.n >> m;
        search.out.assign(search.n + 1, {});
        for (int k = 0; k < m; ++k) {
            int from, to;
            std::cin >> from >> to;
            search.out[from].push_back(to);
        }
        int x, y;
        std::cin >> x >> y;
        search.state.assign(2 * (search.n + 1) * (search.n + 1), unknown);
        std::cout << "Case #" << test << ": " << (search.bob_escapes(x, y, 0) ? "Yes" : "No") << '\n';
    }
    return 0;
}
