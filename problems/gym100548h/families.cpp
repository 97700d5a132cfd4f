#include "problems/gym100548h/families.hpp"

#include <algorithm>
#include <random>
#include <tuple>
#include <utility>

#include "harness/families.hpp"
#include "random.hpp"

namespace bench {

using harness::chance;
using harness::ChaseCase;
using harness::distinct_sample;
using harness::seeded_cases;
using harness::uniform_int;

namespace {

std::vector<int> permutation(std::mt19937_64& rng, int n, int first) {
    return harness::random_permutation(rng, n, first);
}

std::pair<int, int> distinct_starts(std::mt19937_64& rng, int n) {
    int x = uniform_int(rng, 1, n), y = uniform_int(rng, 1, n - 1);
    if (y >= x) ++y;
    return {x, y};
}

}  // namespace

std::vector<ChaseCase> chase_complete(std::uint64_t seed, int tests, int n) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        for (int b = 1; b <= n; ++b)
            for (int e = 1; e <= n; ++e)
                if (b != e) game.edges.push_back({b, e});
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_split(std::uint64_t seed, int tests, int n, double density) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        std::vector<int> label = permutation(rng, n, 1);
        const int half = n / 2;
        auto add_half = [&](int first, int size) {
            for (int i = 0; i < size; ++i)
                for (int j = 0; j < size; ++j) {
                    if (i == j) continue;
                    if (j == (i + 1) % size || chance(rng, density))
                        game.edges.push_back({label[first + i], label[first + j]});
                }
        };
        add_half(0, half);
        add_half(half, n - half);
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        game.x = label[uniform_int(rng, 0, half - 1)];
        game.y = label[uniform_int(rng, half, n - 1)];
        return game;
    });
}

std::vector<ChaseCase> chase_sparse(std::uint64_t seed, int tests, int n) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        long long most = static_cast<long long>(n) * (n - 1);
        int m = static_cast<int>(std::min<long long>(most, uniform_int(rng, std::max(1, n / 2), 3 * n)));
        std::vector<std::vector<char>> present(n + 1, std::vector<char>(n + 1, 0));
        while (static_cast<int>(game.edges.size()) < m) {
            auto [b, e] = distinct_starts(rng, n);
            if (!present[b][e]) present[b][e] = 1, game.edges.push_back({b, e});
        }
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_bipartite(std::uint64_t seed, int tests, int n, int degree, bool random_starts) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        std::vector<int> label = permutation(rng, n, 1);
        const int half = n / 2;  // label[0..half) one class, label[half..n) the other
        for (int i = 0; i < n; ++i) {
            bool first_class = i < half;
            int other_first = first_class ? half : 0, other_size = first_class ? n - half : half;
            for (int j : distinct_sample(rng, other_size, degree))
                game.edges.push_back({label[i], label[other_first + j]});
        }
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        if (random_starts) {
            std::tie(game.x, game.y) = distinct_starts(rng, n);
        } else {
            game.x = label[uniform_int(rng, 0, half - 1)];
            game.y = label[uniform_int(rng, half, n - 1)];
        }
        return game;
    });
}

std::vector<ChaseCase> chase_gnp(std::uint64_t seed, int tests, int n, double p) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        for (int b = 1; b <= n; ++b)
            for (int e = 1; e <= n; ++e)
                if (b != e && chance(rng, p)) game.edges.push_back({b, e});
        if (game.edges.empty()) game.edges.push_back({1, 2});  // the statement wants m >= 1
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_gnm(std::uint64_t seed, int tests, int n, int m) {
    m = static_cast<int>(std::min<long long>(m, static_cast<long long>(n) * (n - 1)));
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        std::vector<char> present(static_cast<size_t>(n + 1) * (n + 1), 0);
        while (static_cast<int>(game.edges.size()) < m) {
            auto [b, e] = distinct_starts(rng, n);
            char& seen = present[static_cast<size_t>(b) * (n + 1) + e];
            if (!seen) seen = 1, game.edges.push_back({b, e});
        }
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_grid(std::uint64_t seed, int tests, int side) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = side * side;
        std::vector<int> label = permutation(rng, game.n, 1);
        for (int row = 0; row < side; ++row)
            for (int column = 0; column < side; ++column) {
                const int v = row * side + column;
                if (column + 1 < side) {
                    game.edges.push_back({label[v], label[v + 1]});
                    game.edges.push_back({label[v + 1], label[v]});
                }
                if (row + 1 < side) {
                    game.edges.push_back({label[v], label[v + side]});
                    game.edges.push_back({label[v + side], label[v]});
                }
            }
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        std::tie(game.x, game.y) = distinct_starts(rng, game.n);
        return game;
    });
}

std::vector<ChaseCase> chase_cycle_chords(std::uint64_t seed, int tests, int n, int chords) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        std::vector<int> label = permutation(rng, n, 1);
        std::vector<char> present(static_cast<size_t>(n + 1) * (n + 1), 0);
        auto add = [&](int b, int e) {
            char& seen = present[static_cast<size_t>(b) * (n + 1) + e];
            if (seen) return false;
            seen = 1;
            game.edges.push_back({b, e});
            return true;
        };
        for (int i = 0; i < n; ++i) add(label[i], label[(i + 1) % n]);
        const int most = static_cast<int>(std::min<long long>(chords, static_cast<long long>(n) * (n - 1) - n));
        for (int added = 0; added < most;) {
            auto [b, e] = distinct_starts(rng, n);
            added += add(b, e);
        }
        std::shuffle(game.edges.begin(), game.edges.end(), rng);
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

std::vector<ChaseCase> chase_cycle(int tests, int n) {
    ChaseCase game;
    game.n = n;
    for (int v = 1; v <= n; ++v) game.edges.push_back({v, v % n + 1});
    game.x = 1;
    game.y = 2;
    return std::vector<ChaseCase>(tests, game);
}

std::vector<ChaseCase> chase_single_edge(int tests, int n) {
    ChaseCase game;
    game.n = n;
    game.edges = {{1, 2}};
    game.x = 1;
    game.y = 2;
    return std::vector<ChaseCase>(tests, game);
}

}  // namespace bench
