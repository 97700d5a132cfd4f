// The stress tool's supply of random cases (tools/stress.cpp): runs of cases,
// each run one judge input, drawn from a seed.
//
// Only cases that keep the statement's promises (Promises::kept): the
// generators' deliberate breaks test our own solutions' tolerance, not
// someone else's. The first run holds one case, each next run twice as many,
// up to RunBounds and the statement's limits on one input (problems.hpp: T,
// and the edges in all tests), so every run is a valid judge input. Sizes
// grow with the square of the share of cases done, from tiny to the
// statement's n and m: most cases are small, where bugs are easy to read, and
// the last ones reach the limits.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "problems.hpp"

namespace harness {

// How much one run may hold, besides what the statement allows.
struct RunBounds {
    std::size_t cases = 100;
    std::size_t bytes = 1 << 19;  // of judge input
};

template <class Problem>
class CaseSource {
public:
    using Case = typename Problem::Case;

    CaseSource(std::uint64_t seed, long long total, RunBounds bounds = {})
        : rng_(seed), total_(total), bounds_(bounds) {}

    // The largest n and m after a share `done` (0 to 1) of the cases.
    static Size most_at(double done) {
        const Bounds& limits = Problem::facts.statement;
        return {grown(done, limits.n.high), grown(done, limits.m.high)};
    }

    // Whether the statement allows `cases` cases with `edges` edges in all
    // in one judge input.
    static bool fits_one_input(std::size_t cases, std::size_t edges) {
        const Bounds& limits = Problem::facts.statement;
        return static_cast<std::int64_t>(cases) <= limits.tests.high &&
               static_cast<std::int64_t>(edges) <= limits.edges_in_all_tests;
    }

    // The next run's cases; `tried` cases have been run so far. Empty once
    // `total` cases have been handed out.
    std::vector<Case> next_run(long long tried) {
        std::vector<Case> run;
        std::size_t bytes = 0, edges = 0;
        while (run.size() < run_size_ && tried + static_cast<long long>(run.size()) < total_) {
            if (pending_.empty()) pending_.push_back(draw(tried + static_cast<long long>(run.size())));
            const std::size_t case_bytes = judge_input(pending_).size(), case_edges = edge_count(pending_[0]);
            if (!run.empty() &&
                (bytes + case_bytes > bounds_.bytes || !fits_one_input(run.size() + 1, edges + case_edges)))
                break;  // it opens the next run
            bytes += case_bytes;
            edges += case_edges;
            run.push_back(std::move(pending_[0]));
            pending_.clear();
        }
        run_size_ = std::min(run_size_ * 2, bounds_.cases);
        return run;
    }

private:
    // From 3 (or less, if the limit is) up to the limit, with the square of done.
    static int grown(double done, std::int64_t limit) {
        const double largest = static_cast<double>(std::min<std::int64_t>(limit, 1 << 30));
        const double smallest = std::min(3.0, largest);
        return static_cast<int>(smallest + (largest - smallest) * done * done + 0.5);
    }

    // Case number `index` (0-based) of the whole session.
    Case draw(long long index) {
        const double done = static_cast<double>(index) / static_cast<double>(total_);
        return Problem::random_case(rng_, most_at(done), Promises::kept);
    }

    std::mt19937_64 rng_;
    long long total_;
    RunBounds bounds_;
    std::size_t run_size_ = 1;
    std::vector<Case> pending_;  // drawn, but did not fit the last run
};

}  // namespace harness
