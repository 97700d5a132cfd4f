// gym100548h's seeded input families, named once in families() below
// (harness/families.hpp) for the judge tool's worst tests, the benchmarks and
// the growth fit: judge-size families and adversarial ones aimed at the
// solutions' own algorithms, reproducible as harness/families.hpp says.
#include <algorithm>
#include <random>
#include <tuple>
#include <utility>

#include "harness/families.hpp"
#include "problems/gym100548h/problem.hpp"
#include "random.hpp"

namespace harness {

namespace {

std::pair<int, int> distinct_starts(std::mt19937_64& rng, int n) {
    const int x = uniform_int(rng, 1, n);
    return {x, other_than(rng, n, x)};
}

// Adds random edges b -> e, b != e, none already there, until there are m
// (at most n(n-1)).
void add_distinct_edges(std::mt19937_64& rng, ChaseCase& game, long long m) {
    m = std::min(m, static_cast<long long>(game.n) * (game.n - 1));
    std::vector<char> present(static_cast<size_t>(game.n + 1) * (game.n + 1), 0);
    auto seen = [&](int b, int e) { return std::exchange(present[static_cast<size_t>(b) * (game.n + 1) + e], 1); };
    for (const auto& [b, e] : game.edges) seen(b, e);
    while (static_cast<long long>(game.edges.size()) < m) {
        const auto [b, e] = distinct_starts(rng, game.n);
        if (!seen(b, e)) game.edges.push_back({b, e});
    }
}

// `tests` seeded chases on n vertices: add(rng, game) adds the edges, then
// they are shuffled (unless `shuffle` is false) and the starts x != y drawn.
template <class Add>
std::vector<ChaseCase> seeded_chases(std::uint64_t seed, int tests, int n, Add add, bool shuffle = true) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        add(rng, game);
        if (shuffle) std::shuffle(game.edges.begin(), game.edges.end(), rng);
        std::tie(game.x, game.y) = distinct_starts(rng, n);
        return game;
    });
}

// `tests` seeded chases on n vertices named at random, label[0..half) one
// half and label[half..n) the other (half = n/2): add(rng, game, label, half)
// adds the edges, then they are shuffled, and Bob starts in the first half,
// Alice in the second (with random_starts, anywhere apart).
template <class Add>
std::vector<ChaseCase> seeded_halves(std::uint64_t seed, int tests, int n, Add add, bool random_starts = false) {
    return seeded_cases(seed, tests, [&](std::mt19937_64& rng) {
        ChaseCase game;
        game.n = n;
        const std::vector<int> label = random_permutation(rng, n, 1);
        const int half = n / 2;
        add(rng, game, label, half);
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

// The complete digraph on n vertices, random distinct starts. Answer No
// (Alice catches Bob on her first move, for n >= 3).
std::vector<ChaseCase> chase_complete(std::uint64_t seed, int tests, int n) {
    return seeded_chases(seed, tests, n, [n](std::mt19937_64&, ChaseCase& game) { game.edges = every_edge(n); });
}

// Two halves with no edge between them; Bob starts in the first, Alice in the
// second; each half is a ring plus random edges with probability `density`.
// Bob is never caught and never stuck: answer Yes.
std::vector<ChaseCase> chase_split(std::uint64_t seed, int tests, int n, double density) {
    auto add = [&](std::mt19937_64& rng, ChaseCase& game, const std::vector<int>& label, int half) {
        auto add_half = [&](int first, int size) {
            for (int i = 0; i < size; ++i)
                for (int j = 0; j < size; ++j)
                    if (i != j && (j == (i + 1) % size || chance(rng, density)))
                        game.edges.push_back({label[first + i], label[first + j]});
        };
        add_half(0, half);
        add_half(half, n - half);
    };
    return seeded_halves(seed, tests, n, add);
}

// Random digraphs G(n, m): m = edges(rng) distinct edges b -> e, b != e,
// uniform (at most n(n-1)); random starts x != y.
template <class Edges>
std::vector<ChaseCase> chase_gnm(std::uint64_t seed, int tests, int n, Edges edges) {
    auto add = [&](std::mt19937_64& rng, ChaseCase& game) { add_distinct_edges(rng, game, edges(rng)); };
    return seeded_chases(seed, tests, n, add, false);
}

// Sparse random digraphs: m uniform in [n/2, 3n], random starts.
std::vector<ChaseCase> chase_sparse(std::uint64_t seed, int tests, int n) {
    return chase_gnm(seed, tests, n, [n](std::mt19937_64& rng) { return uniform_int(rng, std::max(1, n / 2), 3 * n); });
}

// Late decision: a bipartite digraph (edges only between two classes of n/2
// vertices), every vertex with exactly `degree` distinct random out-neighbours
// in the other class. Without random_starts Bob starts in one class, Alice in
// the other: after Alice's move the pieces are in different classes, so she
// can never land on Bob, and for degree >= 2 Bob always has a second choice:
// answer Yes, known only once every reachable state (about n^2) is explored.
// With random_starts, x != y are uniform: a mix of answers.
std::vector<ChaseCase> chase_bipartite(std::uint64_t seed, int tests, int n, int degree, bool random_starts = false) {
    auto add = [&](std::mt19937_64& rng, ChaseCase& game, const std::vector<int>& label, int half) {
        for (int i = 0; i < n; ++i)  // the halves are the classes
            for (int j : distinct_sample(rng, i < half ? n - half : half, degree))
                game.edges.push_back({label[i], label[(i < half ? half : 0) + j]});
    };
    return seeded_halves(seed, tests, n, add, random_starts);
}

// Random digraphs G(n, p): every edge b -> e, b != e, present with
// probability p (in random order); random starts x != y.
std::vector<ChaseCase> chase_gnp(std::uint64_t seed, int tests, int n, double p) {
    return seeded_chases(seed, tests, n, [&](std::mt19937_64& rng, ChaseCase& game) {
        for (const auto& edge : every_edge(n))
            if (chance(rng, p)) game.edges.push_back(edge);
        if (game.edges.empty()) game.edges.push_back({1, 2});  // the statement wants m >= 1
    });
}

// A side x side grid, every edge both ways (a bipartite graph: each move
// changes the parity of a piece's square), vertices named at random; random
// starts x != y. Long chases, a few new states per step.
std::vector<ChaseCase> chase_grid(std::uint64_t seed, int tests, int side) {
    return seeded_chases(seed, tests, side * side, [&](std::mt19937_64& rng, ChaseCase& game) {
        std::vector<int> label = random_permutation(rng, game.n, 1);
        auto both_ways = [&](int u, int v) {
            game.edges.push_back({label[u], label[v]});
            game.edges.push_back({label[v], label[u]});
        };
        for (int v = 0; v < game.n; ++v) {
            if ((v + 1) % side != 0) both_ways(v, v + 1);
            if (v + side < game.n) both_ways(v, v + side);
        }
    });
}

// One directed cycle through all n vertices in random order, plus `chords`
// distinct random edges (no self-loop, none already there); random starts.
std::vector<ChaseCase> chase_cycle_chords(std::uint64_t seed, int tests, int n, int chords) {
    return seeded_chases(seed, tests, n, [&](std::mt19937_64& rng, ChaseCase& game) {
        std::vector<int> label = random_permutation(rng, n, 1);
        for (int i = 0; i < n; ++i) game.edges.push_back({label[i], label[(i + 1) % n]});
        add_distinct_edges(rng, game, n + chords);
    });
}

// `tests` copies of one game on n vertices, Bob on 1, Alice on 2, answer No:
// the cycle 1 -> 2 -> ... -> n -> 1 (Bob's only move is onto Alice; all the
// work a solution needs is O(n)), or the single edge 1 -> 2 (per-test work
// O(1) beyond reading, whatever n).
std::vector<ChaseCase> chase_fixed(int tests, int n, bool cycle) {
    ChaseCase game;  // x = 1, y = 2
    game.n = n;
    for (int v = 1; v <= (cycle ? n : 1); ++v) game.edges.push_back({v, v % n + 1});
    return std::vector<ChaseCase>(tests, game);
}

}  // namespace

// ---------------------------------------------------------- the list --

template <>
std::vector<Family<ChaseCase>> families(const ChaseCase*) {
    using F = Family<ChaseCase>;
    auto fam = [](std::string name, std::string size_name, int size, std::uint64_t seed, F::Make make) {
        return family<ChaseCase>(std::move(name), std::move(size_name), size, seed, std::move(make));
    };
    // At least `times` faster than the baseline reading with scanf.
    auto goal = [](double times) { return BenchGoal{BenchGoal::kVsScanf, times}; };
    auto shrinking = [](int first, int least) {
        return [=](int step) { return std::max(least, first >> (2 * step)); };
    };
    std::vector<F> all = {
        fam("complete", "n", 100, 31, chase_complete)
            .judged(20, "complete digraphs, m = n(n-1): work per edge and position")
            .benched("n=100", 50, goal(15)),
        fam("split halves (Yes)", "n", 100, 32, [](std::uint64_t s, int t, int n) { return chase_split(s, t, n, 0.3); })
            .judged(20, "Bob never caught: every reachable position explored before the answer")
            .benched("n=100 p=.3", 200, goal(10)),
        fam("sparse random", "n", 100, 33, chase_sparse)
            .judged(1000, "1000 sparse tests: per-test set-up cost, O(n^2) clearing per test adds up")
            .benched("n=100 m<=300", 1000, goal(8))
            .scaled(44, 5, shrinking(1000, 8), "<=x4 (n m)"),
        fam("bipartite (late Yes), deg 4", "n", 100, 34,
            [](std::uint64_t s, int t, int n) { return chase_bipartite(s, t, n, 4); })
            .judged(20, "Alice can never land on Bob: the answer is known only after the whole search")
            .benched("n=100 deg=4", 200, goal(6))
            .scaled(43, 5, shrinking(100, 1), "<=x4 (n m)"),
        fam("bipartite (late Yes), deg 30", "n", 100, 35,
            [](std::uint64_t s, int t, int n) { return chase_bipartite(s, t, n, 30); })
            .judged(20, "the same with 30 moves a vertex: work per position and move")
            .benched("n=100 deg=30", 50, goal(8))};
    const struct {
        const char* name;
        double p;
        int tests;
    } gnp[] = {{".05", 0.05, 4000}, {".1", 0.1, 3000}, {".2", 0.2, 1500}, {".3", 0.3, 1000}, {".5", 0.5, 500}};
    for (int i = 0; i < 5; ++i) {
        const double p = gnp[i].p;
        all.push_back(fam(std::string("random G(n,p), p = ") + gnp[i].name, "n", 100, 50 + i,
                          [p](std::uint64_t s, int t, int n) { return chase_gnp(s, t, n, p); })
                          .judged(100, "100 random digraphs at n = 100: the ordinary judge load, a mix of answers")
                          .benched(std::string("n=100 p=") + gnp[i].name, gnp[i].tests));
    }
    all.push_back(
        fam("random G(n,m), deg 5", "n", 100, 55,
            [](std::uint64_t s, int t, int n) { return chase_gnm(s, t, n, [n](std::mt19937_64&) { return 5 * n; }); })
            .judged(100, "100 sparse random digraphs: chases that last, answers of both kinds")
            .benched("n=100 m=500", 4000));
    for (const int degree : {3, 8})
        all.push_back(fam("bipartite, random starts, d = " + std::to_string(degree), "n", 100, degree == 3 ? 56 : 57,
                          [degree](std::uint64_t s, int t, int n) { return chase_bipartite(s, t, n, degree, true); })
                          .judged(100, degree == 3 ? "bipartite digraphs from random starts: long chases, late answers"
                                                   : "the same with 8 moves a vertex")
                          .benched("n=100 d=" + std::to_string(degree), degree == 3 ? 8000 : 4000));
    all.push_back(
        fam("grid, both ways", "side", 10, 58, chase_grid)
            .judged(100, "10 x 10 grids: long chases, a few new positions per step (fixpoint sweeps are slow)")
            .benched("10x10", 800));
    all.push_back(fam("cycle + chords", "n", 100, 59,
                      [](std::uint64_t s, int t, int n) { return chase_cycle_chords(s, t, n, n / 5); })
                      .judged(200, "a long cycle with a few chords: the deepest retrograde chains")
                      .benched("n=100 +20", 2400));
    // Many small sparse tests: what a test costs beyond its reading, set-up and clearing.
    all.push_back(fam("many small sparse", "n", 30, 60, chase_sparse)
                      .judged(10000, "10000 sparse tests of 30 vertices: what a test costs beyond reading it")
                      .benched("n=30 m<=90", 40000, goal(6)));
    // Time and memory follow the work: these inputs need O(n) or O(1) per test.
    auto cycle = [](std::uint64_t, int t, int n) { return chase_fixed(t, n, true); };
    auto single_edge = [](std::uint64_t, int t, int n) { return chase_fixed(t, n, false); };
    all.push_back(fam("cycle (memory)", "n", 2000, 0, cycle).benched("n=2000", 1, {}, 0));
    all.push_back(
        fam("tiny tests (1 edge), n = 2000", "n", 2000, 0, single_edge).benched("n=2000", 100000, {}, 0, 100));
    all.push_back(fam("tiny tests (1 edge), n = 2", "n", 2, 0, single_edge)
                      .judged(20000, "20000 tiny tests: per-test cost (clearing n^2 arrays, slow reading and writing)")
                      .benched("n=2", 100000));
    // What starting a process costs (every row above pays it once): one test.
    all.push_back(fam("start-up (one tiny test)", "n", 2, 0, single_edge).benched("n=2", 1));
    return all;
}

// ------------------------------------------------------ the judge tool --

template <>
std::vector<JudgeTrap> judge_traps(const ChaseCase*) {
    return {trap_in_sample("edge-cases", "n = 2, stuck pieces, Bob's only move onto Alice", "edge_cases"),
            trap_in_sample("dfs-on-cycles", "a memoized depth-first search, wrong on cycles", "dfs_trap",
                           "memoized_dfs.cpp"),
            trap_in_sample("dfs-on-cycles-2", "the same mistake, on the case stress found", "dfs_trap_found_by_stress",
                           "memoized_dfs.cpp"),
            trap_of_input("endless-is-alices", "an endless chase given to Alice", "1\n3 3\n3 2\n1 3\n2 1\n2 3\n",
                          "endless_for_alice.cpp"),
            trap_of_input("short-horizon", "Alice's wins more than n moves back dropped",
                          "1\n3 4\n1 2\n3 1\n2 3\n2 1\n1 3\n", "stress_wrong.cpp")};
}

}  // namespace harness
