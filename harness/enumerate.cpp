#include "enumerate.hpp"

namespace harness {

namespace {

// Every map {1..n} -> {1..n}, in lexicographic order (n^n of them).
std::vector<std::vector<int>> every_function(int n) {
    std::vector<std::vector<int>> functions;
    std::vector<int> f(n, 1);
    for (;;) {
        functions.push_back(f);
        int position = n - 1;
        while (position >= 0 && f[position] == n) f[position--] = 1;
        if (position < 0) return functions;
        ++f[position];
    }
}

}  // namespace

std::vector<FunnyGameCase> every_funny_game(int n, int count) {
    const std::vector<std::vector<int>> functions = every_function(n);
    std::vector<FunnyGameCase> games;
    std::vector<size_t> choice(count, 0);
    for (;;) {
        FunnyGameCase game;
        game.n = n;
        for (size_t k : choice) game.functions.push_back(functions[k]);
        games.push_back(game);
        int position = count - 1;
        while (position >= 0 && choice[position] + 1 == functions.size()) choice[position--] = 0;
        if (position < 0) return games;
        ++choice[position];
    }
}

std::vector<BipartiteGameCase> every_bipartite_game(int n, int m) {
    const int edge_count = 2 * n * m;
    std::vector<BipartiteGameCase> games;
    for (long mask = 0; mask < (1L << edge_count); ++mask) {
        BipartiteGameCase game;
        game.n = n;
        game.m = m;
        game.gg_out.assign(n, {});
        game.yy_out.assign(m, {});
        int bit = 0;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < m; ++j, ++bit)
                if (mask >> bit & 1) game.gg_out[i].push_back(j);
        for (int j = 0; j < m; ++j)
            for (int i = 0; i < n; ++i, ++bit)
                if (mask >> bit & 1) game.yy_out[j].push_back(i);
        games.push_back(game);
    }
    return games;
}

std::vector<ChaseCase> every_chase(int n, bool with_self_loops, bool with_equal_starts) {
    std::vector<std::pair<int, int>> possible;
    for (int b = 1; b <= n; ++b)
        for (int e = 1; e <= n; ++e)
            if (b != e || with_self_loops) possible.emplace_back(b, e);
    std::vector<ChaseCase> games;
    for (long mask = 1; mask < (1L << possible.size()); ++mask) {
        ChaseCase graph;
        graph.n = n;
        for (size_t k = 0; k < possible.size(); ++k)
            if (mask >> k & 1) graph.edges.push_back(possible[k]);
        for (int x = 1; x <= n; ++x)
            for (int y = 1; y <= n; ++y) {
                if (x == y && !with_equal_starts) continue;
                graph.x = x;
                graph.y = y;
                games.push_back(graph);
            }
    }
    return games;
}

std::vector<FunnyGameCase> exhaustive_funny_games() {
    std::vector<FunnyGameCase> games;
    auto add = [&games](const std::vector<FunnyGameCase>& more) { games.insert(games.end(), more.begin(), more.end()); };
    for (int n = 1; n <= 4; ++n) add(every_funny_game(n, 1));
    for (int n = 1; n <= 3; ++n) add(every_funny_game(n, 2));
    for (const FunnyGameCase& game : every_funny_game(4, 2))  // unordered pairs: first <= second
        if (game.functions[0] <= game.functions[1]) games.push_back(game);
    add(every_funny_game(2, 3));
    return games;
}

std::vector<BipartiteGameCase> exhaustive_bipartite_games() {
    std::vector<BipartiteGameCase> games;
    for (int n = 1; n <= 4; ++n)
        for (int m = 1; n + m <= 5; ++m)
            for (const BipartiteGameCase& game : every_bipartite_game(n, m)) games.push_back(game);
    return games;
}

std::vector<ChaseCase> exhaustive_chases() {
    std::vector<ChaseCase> games = every_chase(2, true, true);
    for (const ChaseCase& game : every_chase(3, true, true)) games.push_back(game);
    for (const ChaseCase& game : every_chase(4, false, false)) games.push_back(game);
    return games;
}

}  // namespace harness
