// hdu5165 cases: their judge input, their sizes, and every small one.
#include <sstream>
#include <utility>
#include <vector>

#include "problems/hdu5165/problem.hpp"

namespace harness {

namespace {

// Every sequence of `length` numbers in low..high, in lexicographic order:
// with low = 1 and high = length = n, every map {1..n} -> {1..n}.
std::vector<std::vector<int>> every_sequence(int length, int low, int high) {
    std::vector<std::vector<int>> sequences;
    std::vector<int> numbers(length, low);
    for (;;) {
        sequences.push_back(numbers);
        int position = length - 1;
        while (position >= 0 && numbers[position] == high) numbers[position--] = low;
        if (position < 0) return sequences;
        ++numbers[position];
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
    const std::vector<std::vector<int>> functions = every_sequence(n, 1, n);
    std::vector<FunnyGameCase> games;
    for (const std::vector<int>& choice : every_sequence(count, 0, static_cast<int>(functions.size()) - 1)) {
        games.push_back({n, {}});
        for (int k : choice) games.back().functions.push_back(functions[k]);
    }
    return games;
}

template <>
std::vector<FunnyGameCase> exhaustive_cases() {
    std::vector<FunnyGameCase> games;
    for (const auto& [n, count] : {std::pair{1, 1}, {2, 1}, {3, 1}, {4, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {2, 3}})
        for (const FunnyGameCase& game : FunnyGame::every_game(n, count))
            if (n < 4 || count < 2 || game.functions[0] <= game.functions[1])  // on 4 values, unordered pairs
                games.push_back(game);
    return games;
}

}  // namespace harness
