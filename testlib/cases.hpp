// Test cases of the three problems as plain data, and their judge-input text.
//
// Shared by the tests, the stress tool and the benchmarks (C++17). The judge
// files in solutions/ never include this: they stand alone.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace testlib {

// hdu5165 Funny Game: m functions on {1..n}; functions[k][i-1] = f_{k+1}(i).
struct FunnyGameCase {
    int n = 1;
    std::vector<std::vector<int>> functions;
};

// hdu7399: GG vertices u_0..u_{n-1}, YY vertices v_0..v_{m-1} (0-based).
// gg_out[i] lists the v-indices u_i points to, yy_out[j] the u-indices v_j
// points to.
struct BipartiteGameCase {
    int n = 1;
    int m = 1;
    std::vector<std::vector<int>> gg_out;
    std::vector<std::vector<int>> yy_out;
};

// gym100548h: directed graph on vertices 1..n; Bob starts on x, Alice on y.
struct ChaseCase {
    int n = 2;
    std::vector<std::pair<int, int>> edges;  // (b, e): an edge b -> e, 1-based
    int x = 1;
    int y = 2;
};

// The judge input holding these cases, in order (a leading count, then each
// case in the problem's format, newline-terminated lines).
std::string judge_input(const std::vector<FunnyGameCase>& cases);
std::string judge_input(const std::vector<BipartiteGameCase>& cases);
std::string judge_input(const std::vector<ChaseCase>& cases);

// The judge's answer line (without newline) for case number `index` (1-based)
// given the game's outcome.
inline std::string funny_game_answer(bool alice_always_wins) { return alice_always_wins ? "YES" : "NO"; }
inline std::string bipartite_game_answer(bool gg_wins) { return gg_wins ? "Yes" : "No"; }
inline std::string chase_answer(int index, bool bob_wins) {
    return "Case #" + std::to_string(index) + ": " + (bob_wins ? "Yes" : "No");
}

}  // namespace testlib
