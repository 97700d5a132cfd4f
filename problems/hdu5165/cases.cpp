// hdu5165 cases: their judge input, their sizes, and every small one.
#include <sstream>
#include <vector>

#include "problems/hdu5165/problem.hpp"

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

template <>
std::string judge_input(const std::vector<FunnyGameCase>& cases) {
    std::ostringstream out;
    out << cases.size() << '\n';
    for (const FunnyGameCase& c : cases) {
        out << c.n << ' ' << c.functions.size() << '\n';
        for (const std::vector<int>& f : c.functions) {
            for (size_t i = 0; i < f.size(); ++i) out << (i ? " " : "") << f[i];
            out << '\n';
        }
    }
    return out.str();
}

template <>
std::size_t edge_count(const FunnyGameCase&) {
    return 0;
}
template <>
int vertex_count(const FunnyGameCase& game) {
    return game.n;
}
template <>
std::size_t case_size(const FunnyGameCase& game) {
    return static_cast<std::size_t>(game.n) + game.functions.size();
}

std::vector<FunnyGameCase> FunnyGame::every_game(int n, int count) {
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

template <>
std::vector<FunnyGameCase> exhaustive_cases() {
    std::vector<FunnyGameCase> games;
    auto add = [&games](const std::vector<FunnyGameCase>& more) {
        games.insert(games.end(), more.begin(), more.end());
    };
    for (int n = 1; n <= 4; ++n) add(FunnyGame::every_game(n, 1));
    for (int n = 1; n <= 3; ++n) add(FunnyGame::every_game(n, 2));
    for (const FunnyGameCase& game : FunnyGame::every_game(4, 2))  // unordered pairs: first <= second
        if (game.functions[0] <= game.functions[1]) games.push_back(game);
    add(FunnyGame::every_game(2, 3));
    return games;
}

}  // namespace harness
