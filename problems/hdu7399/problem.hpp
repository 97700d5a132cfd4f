// hdu7399 博弈，启动!: a bipartite game graph of GG's n and YY's m vertices;
// can GG make the token visit every vertex infinitely often?
//
// This folder holds everything about the problem: its case model, its
// strict validator, generators, shrinking, brute force, explanations and
// play; harness/problems.hpp lists it. What each function does:
// harness/problem_interface.hpp.
#pragma once

#include <string>
#include <vector>

#include "problem_interface.hpp"

namespace harness {

// GG vertices u_0..u_{n-1}, YY vertices v_0..v_{m-1} (0-based). gg_out[i]
// lists the v-indices u_i points to, yy_out[j] the u-indices v_j points to.
struct BipartiteGameCase {
    int n = 1;
    int m = 1;
    std::vector<std::vector<int>> gg_out;
    std::vector<std::vector<int>> yy_out;

    static BipartiteGameCase edgeless(int n, int m) {
        return {n, m, std::vector<std::vector<int>>(n), std::vector<std::vector<int>>(m)};
    }
    // Vertex w is u_w (w < n) or v_{w-n}: its out-list, the vertex its
    // list's entry t is, and its name.
    const std::vector<int>& out(int w) const { return w < n ? gg_out[w] : yy_out[w - n]; }
    int head(int w, int t) const { return w < n ? n + t : t; }
    std::string name(int w) const { return w < n ? "u" + std::to_string(w) : "v" + std::to_string(w - n); }
    // Every vertex: breadth-first from u_0 along the out-lists in their
    // order (the order the solution scans them), then any it misses.
    std::vector<int> breadth_first_order() const {
        std::vector<int> order{0};
        std::vector<char> listed(n + m, 0);
        listed[0] = 1;
        for (size_t i = 0; i < order.size(); ++i)
            for (int t : out(order[i]))
                if (!listed[head(order[i], t)]) listed[head(order[i], t)] = 1, order.push_back(head(order[i], t));
        for (int w = 0; w < n + m; ++w)
            if (!listed[w]) order.push_back(w);
        return order;
    }
};

inline constexpr ProblemFacts kBipartiteGameFacts = [] {
    ProblemFacts f{};
    f.name = "hdu7399";
    f.title = "博弈，启动! (Game, start!)";
    f.tests_name = "t";
    f.answers = {"Yes", "No", false};
    f.yes_means = "GG wins";
    f.statement = {{1, 200}, {1, 300}, {1, 300}, kUnbounded, 500000 - 1};
    f.caps = {{1, 1000000}, {1, 5000}, {1, 5000}, 5000000, kUnbounded};
    f.brute_force_small = {4, 4};
    f.brute_force_large = {6, 6};
    f.deliberate_breaks = "no duplicate edges";
    f.judge = {4.0, 256, 2.8};
    f.small_group = {4, "vertices"};
    f.origin = {"HDU Online Judge, problem 7399", "https://acm.hdu.edu.cn/showproblem.php?pid=7399"};
    f.published_program_right = true;
    f.page_game = {4, 4};
    return f;
}();

// The registry's entry (harness/problems.hpp): the suite name is its SUITE
// in CMake (problems/hdu7399/problem.cmake).
struct BipartiteGame : ProblemOf<BipartiteGameCase> {
    static constexpr const char* suite = "BipartiteGame";
    static constexpr ProblemFacts facts = kBipartiteGameFacts;
};

constexpr const ProblemFacts& facts_of(const BipartiteGameCase*) { return kBipartiteGameFacts; }

}  // namespace harness
