// Test cases of the three problems as plain data (the case models of the
// registry, problems.hpp), their judge-input text and their sizes.
//
// Shared by the tests, the stress tool and the benchmarks (C++17). The judge
// files in solutions/ never include this: they stand alone.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace harness {

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

// Sizes of a case, for every problem alike (edges: the functions' entries do
// not count, so a funny game has none).
//   case_size: a natural number that every shrinking step lowers (see
//     shrink.hpp): n + m for hdu5165, n + m + edges for hdu7399, n + m + x + y
//     for gym100548h (m being its edges). It also ranks failing cases.
//   edge_count: the edges a judge input counts against its limits.
//   vertex_count: values (hdu5165) or vertices (n + m for hdu7399, n for
//     gym100548h): how big a game is to a reader.
std::size_t case_size(const FunnyGameCase& game);
std::size_t case_size(const BipartiteGameCase& game);
std::size_t case_size(const ChaseCase& game);
std::size_t edge_count(const FunnyGameCase& game);
std::size_t edge_count(const BipartiteGameCase& game);
std::size_t edge_count(const ChaseCase& game);
int vertex_count(const FunnyGameCase& game);
int vertex_count(const BipartiteGameCase& game);
int vertex_count(const ChaseCase& game);

}  // namespace harness
