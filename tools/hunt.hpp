// The judge tool's hunt (judge PROBLEM --hunt): a search of the inputs
// within the statement's limits for the one that makes a program slowest,
// guided by its measured CPU time, as SlowFuzz's evolutionary search is.
//
// A candidate is a block of a few test cases; the input it stands for is
// the block repeated as often as one input may hold it (the statement's T
// and its edges in all tests, and no more bytes than the test set's
// largest input): a heavy test case repeated. A candidate is measured on
// an input of enough copies to take a few hundredths of a second, and its
// score is the time predicted of the whole input. The search starts from
// every family's worst-test shape and from random cases, at a sixteenth
// of the statement's sizes, then a quarter, a half, then the whole (small sizes find
// structure in more tries); each round keeps the slowest candidates and
// makes new ones from them: a number of one test case changed (an edge
// rewired, a function's value, a start moved: generic, the strict
// validator keeping only what the statement allows), a test case replaced,
// repeated, dropped or taken from another candidate, a smaller variant
// (each problem's for_each_smaller), a fresh one. The slowest input is
// measured whole and written out; one over the limit is then shrunk to
// the fewest copies, and the smallest block, still over the limit
// (shrink.hpp's shrink_cases).
#pragma once

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "growth_families.hpp"
#include "hunt_report.hpp"
#include "problems.hpp"
#include "random.hpp"
#include "referee.hpp"
#include "shrink.hpp"
#include "timing.hpp"

namespace judge_tool {

// Candidates kept; test cases in a block; the time a measured input
// should take; the sizes of the rounds, as shares of the statement's, and
// each round's share of the budget.
constexpr std::size_t kPopulation = 12, kBlockMost = 4;
constexpr double kHuntTarget = 0.03;
// A run of the search stops at this many limits.
constexpr double kSearchCap = 1.5;
// A measured input holds at most this many bytes (the whole input may hold
// more: its time is predicted from this one's).
constexpr std::size_t kMeasuredBytes = 256u << 10;
constexpr double kTiers[] = {1.0 / 16, 0.25, 0.5, 1.0}, kTierBudget[] = {0.25, 0.25, 0.2, 0.3};
// Random candidates drawn at the start of each round.
constexpr int kRandomSeeds = 10;

struct HuntSettings {
    double budget = 60;     // seconds of search
    double limit = 2;       // the time limit
    std::size_t bytes = 0;  // an input's most bytes
    bool families = true;   // start from the families
    bool random = true;     // and from random cases
    std::string file;       // where the slowest input goes
    double shrink_budget = 30;
};

template <class Case>
struct Candidate {
    std::vector<Case> block;
    int family = -1;  // the family it comes from (-1: random cases)
    std::uint64_t seed = 0;
    int mutations = 0;
    double tier = 1;
    double per_block = 0;  // seconds per copy of the block
    std::size_t fit = 0;   // copies one input may hold
    double score = 0;      // the time predicted of an input of `fit` copies
    bool over_cap = false;
};

template <class Problem>
class Hunt {
public:
    using Case = typename Problem::Case;

    // `yours` runs under a cap of a few limits.
    Hunt(Stopwatch& yours, Stopwatch& plain, const std::vector<GrowthFamily<Case>>& families, HuntSettings settings,
         harness::Progress& progress)
        : yours_(yours), plain_(plain), families_(families), settings_(std::move(settings)), progress_(progress) {}

    HuntResult run();

private:
    void search();
    void seed_tier(double tier);
    Candidate<Case> from_family(int family, std::uint64_t seed, double tier) const;
    Candidate<Case> from_random(std::uint64_t seed, double tier) const;
    bool evaluate(Candidate<Case>& candidate);
    void offer(Candidate<Case> candidate);
    Candidate<Case> child();
    void change(Candidate<Case>& candidate);
    bool token_mutation(Case& game);
    bool smaller(Case& game);
    std::size_t copies_that_fit(const std::vector<Case>& block) const;
    static std::vector<Case> repeated(const std::vector<Case>& block, std::size_t copies);
    std::string origin(const Candidate<Case>& candidate) const;
    static std::string shape(const std::vector<Case>& block, std::size_t copies);
    void finish(HuntResult& result);
    void shrink(const Candidate<Case>& best, HuntResult& result);
    bool over_limit(const std::vector<Case>& cases);
    double elapsed() const;

    Stopwatch& yours_;
    Stopwatch& plain_;
    const std::vector<GrowthFamily<Case>>& families_;
    HuntSettings settings_;
    harness::Progress& progress_;
    std::mt19937_64 rng_{2026};
    std::vector<Candidate<Case>> population_;  // the slowest first
    double startup_ = 0;
    double tier_ = kTiers[0];  // the round's
    long long evaluations_ = 0;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

inline void write_input(const std::string& path, const std::string& input) {
    std::ofstream file(path, std::ios::binary);
    file << input;
    file.close();
    if (!file) throw std::runtime_error("cannot write " + path);
}

template <class Problem>
double Hunt<Problem>::elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

template <class Problem>
HuntResult Hunt<Problem>::run() {
    HuntResult result;
    result.budget = settings_.budget;
    result.limit = settings_.limit;
    result.file = settings_.file;
    search();
    result.evaluations = evaluations_;
    result.search_seconds = elapsed();
    result.tiers = "sizes a sixteenth, a quarter, a half, then all of the statement's";
    if (population_.empty()) throw std::runtime_error("the hunt found no input it could measure");
    finish(result);
    return result;
}

// The rounds: each seeded, then grown by mutation until its share of the
// budget is spent.
template <class Problem>
void Hunt<Problem>::search() {
    std::vector<Case> smallest = from_random(1, 0).block;
    const Timing timing = yours_.time(harness::judge_input(smallest), 3);
    startup_ = timing.over_cap || timing.failed ? 0 : timing.seconds;
    double until = 0;
    for (std::size_t round = 0; round < std::size(kTiers); ++round) {
        until += kTierBudget[round] * settings_.budget;
        tier_ = kTiers[round];
        seed_tier(tier_);
        while (elapsed() < until) {
            progress_.show("hunt: " + harness::plural(evaluations_, "input") + ", " +
                           harness::seconds_text(std::round(elapsed())) + " s of " +
                           harness::seconds_text(settings_.budget) + ", the slowest so far about " +
                           secs(population_.empty() ? 0 : population_.front().score));
            offer(child());
        }
    }
    progress_.clear();
}

// A round's first candidates: every family's shape and random cases at
// the round's sizes, and the last round's unchanged ones grown to them.
template <class Problem>
void Hunt<Problem>::seed_tier(double tier) {
    std::vector<Candidate<Case>> seeds;
    for (const Candidate<Case>& kept : population_)
        if (kept.mutations == 0)
            seeds.push_back(kept.family >= 0 ? from_family(kept.family, kept.seed, tier)
                                             : from_random(kept.seed, tier));
    if (settings_.families)
        for (std::size_t k = 0; k < families_.size(); ++k)
            seeds.push_back(from_family(static_cast<int>(k), families_[k].seed, tier));
    if (settings_.random)
        for (int k = 0; k < kRandomSeeds; ++k) seeds.push_back(from_random(rng_(), tier));
    for (Candidate<Case>& seed : seeds) {
        if (elapsed() > settings_.budget) return;
        offer(std::move(seed));
    }
}

// The family's first cases (a block's worth) at the round's share of its size.
template <class Problem>
Candidate<typename Problem::Case> Hunt<Problem>::from_family(int family, std::uint64_t seed, double tier) const {
    const GrowthFamily<Case>& from = families_[static_cast<std::size_t>(family)];
    Candidate<Case> candidate;
    candidate.family = family;
    candidate.seed = seed;
    candidate.tier = tier;
    const int size = std::max(2, static_cast<int>(std::lround(from.size * tier)));
    try {
        candidate.block = from.make(seed, static_cast<int>(std::min<std::size_t>(kBlockMost, from.tests)), size);
    } catch (const std::exception&) { candidate.block.clear(); }
    return candidate;
}

// A random case at most the round's share of the statement's n and m.
template <class Problem>
Candidate<typename Problem::Case> Hunt<Problem>::from_random(std::uint64_t seed, double tier) const {
    const harness::Bounds& bounds = Problem::facts.statement;
    auto share = [&](std::int64_t high) {
        return static_cast<int>(
            std::max<double>(1, std::round(static_cast<double>(std::min<std::int64_t>(high, 1 << 20)) * tier)));
    };
    Candidate<Case> candidate;
    candidate.seed = seed;
    candidate.tier = tier;
    std::mt19937_64 rng(seed);
    candidate.block = {harness::random_case<Case>(rng, harness::Size{share(bounds.n.high), share(bounds.m.high)},
                                                  harness::Promises::kept)};
    return candidate;
}

// Measures a candidate (false when its block breaks the statement or the
// program fails on it): its time per copy of the block, on an input of
// enough copies, and the time predicted of an input of as many as fit.
template <class Problem>
bool Hunt<Problem>::evaluate(Candidate<Case>& candidate) {
    if (candidate.block.empty() || candidate.block.size() > kBlockMost) return false;
    if (harness::validate_input(Problem::facts.name, harness::judge_input(candidate.block))) return false;
    candidate.fit = copies_that_fit(candidate.block);
    if (candidate.fit == 0) return false;
    const std::size_t block_bytes = harness::judge_input(candidate.block).size();
    const std::size_t most = std::min(candidate.fit, std::max<std::size_t>(1, kMeasuredBytes / block_bytes));
    std::size_t copies = 1;
    if (candidate.per_block > 0) copies = static_cast<std::size_t>(std::ceil(kHuntTarget / candidate.per_block));
    candidate.over_cap = false;
    for (int round = 0; round < 3; ++round) {
        copies = std::max<std::size_t>(1, std::min(copies, most));
        const Timing timing =
            yours_.time(harness::judge_input(repeated(candidate.block, copies)), 1, kSearchCap * settings_.limit);
        ++evaluations_;
        if (timing.failed) return false;
        const double work = std::max(timing.seconds - startup_, 1e-6);
        candidate.per_block = work / static_cast<double>(copies);
        candidate.over_cap = timing.over_cap;
        if (timing.over_cap || timing.seconds >= kHuntTarget || copies >= most) break;
        copies = std::max(2 * copies, static_cast<std::size_t>(std::ceil(1.25 * copies * kHuntTarget / work)));
    }
    candidate.score = candidate.per_block * static_cast<double>(candidate.fit) + startup_;
    return true;
}

// Into the population, if it is measured and slower than its slowest
// kPopulation, and not already there.
template <class Problem>
void Hunt<Problem>::offer(Candidate<Case> candidate) {
    if (!evaluate(candidate)) return;
    const std::string text = harness::judge_input(candidate.block);
    for (const Candidate<Case>& kept : population_)
        if (harness::judge_input(kept.block) == text) return;
    auto at = std::find_if(population_.begin(), population_.end(),
                           [&](const Candidate<Case>& kept) { return kept.score < candidate.score; });
    if (at == population_.end() && population_.size() >= kPopulation) return;
    population_.insert(at, std::move(candidate));
    if (population_.size() > kPopulation) population_.pop_back();
}

// A new candidate: a change of a member, the slower of two drawn; or, while
// the population is flat (its slowest within a fifth of its fastest: no
// structure found yet), a fresh one now and then.
template <class Problem>
Candidate<typename Problem::Case> Hunt<Problem>::child() {
    const std::size_t count = population_.size();
    const bool flat = count == 0 || population_.front().score < 1.2 * population_.back().score;
    if (count == 0 || (flat && rng_() % 10 < 3))
        return settings_.random || families_.empty()
                   ? from_random(rng_(), tier_)
                   : from_family(static_cast<int>(rng_() % families_.size()), rng_(), tier_);
    const std::size_t a = rng_() % count, b = rng_() % count;
    Candidate<Case> candidate = population_[std::min(a, b)];
    change(candidate);
    ++candidate.mutations;
    return candidate;
}

// One change, drawn: a number changed (most often), a test case replaced
// by a fresh one or another candidate's, repeated or dropped, or made smaller.
template <class Problem>
void Hunt<Problem>::change(Candidate<Case>& candidate) {
    std::vector<Case>& block = candidate.block;
    const std::size_t which = rng_() % block.size();
    const int draw = static_cast<int>(rng_() % 100);
    if (draw < 50) {
        for (int times = 1 + static_cast<int>(rng_() % 3); times > 0; --times) token_mutation(block[which]);
    } else if (draw < 60) {
        const bool random = settings_.random || families_.empty();
        const Candidate<Case> fresh =
            random ? from_random(rng_(), candidate.tier)
                   : from_family(static_cast<int>(rng_() % families_.size()), rng_(), candidate.tier);
        if (!fresh.block.empty()) block[which] = fresh.block[rng_() % fresh.block.size()];
    } else if (draw < 70 && block.size() < kBlockMost) {
        block.push_back(block[which]);
    } else if (draw < 75 && block.size() > 1) {
        block.erase(block.begin() + static_cast<long>(which));
    } else if (draw < 85) {
        const std::vector<Case>& other = population_[rng_() % population_.size()].block;
        block[which] = other[rng_() % other.size()];
    } else {
        smaller(block[which]);
    }
}

// A number of the case's judge input changed: to another of its numbers,
// one more or less, or any up to its largest; kept only when the strict
// validator accepts the result. False if no try was accepted.
template <class Problem>
bool Hunt<Problem>::token_mutation(Case& game) {
    const std::string text = harness::judge_input(std::vector<Case>{game});
    std::vector<std::size_t> starts;  // of the numbers after the first line
    long largest = 1;
    for (std::size_t k = text.find('\n') + 1; k < text.size(); ++k)
        if (std::isdigit(static_cast<unsigned char>(text[k])) &&
            (k == 0 || !std::isdigit(static_cast<unsigned char>(text[k - 1])))) {
            starts.push_back(k);
            largest = std::max(largest, std::atol(text.c_str() + k));
        }
    for (int attempt = 0; attempt < 30 && !starts.empty(); ++attempt) {
        const std::size_t at = starts[rng_() % starts.size()];
        std::size_t end = at;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
        const long old = std::atol(text.c_str() + at);
        const int draw = static_cast<int>(rng_() % 3);
        const long value = draw == 0   ? std::atol(text.c_str() + starts[rng_() % starts.size()])
                           : draw == 1 ? old + (rng_() % 2 ? 1 : -1)
                                       : static_cast<long>(rng_() % static_cast<unsigned long>(largest + 1));
        if (value < 0 || value == old) continue;
        std::vector<Case> changed;
        const std::string variant = text.substr(0, at) + std::to_string(value) + text.substr(end);
        if (harness::read_judge_input(variant, &changed) || changed.size() != 1) continue;
        game = changed.front();
        return true;
    }
    return false;
}

// One of the first smaller variants of the case (for_each_smaller).
template <class Problem>
bool Hunt<Problem>::smaller(Case& game) {
    const int wanted = static_cast<int>(rng_() % 16);
    int seen = 0;
    Case chosen = game;
    const bool found = harness::for_each_smaller(game, [&](const Case& variant) {
        chosen = variant;
        return seen++ == wanted;
    });
    if (seen == 0) return false;
    game = chosen;
    return found || seen > 0;
}

// How many copies of the block one input may hold: the statement's T and
// edges in all tests, and the most bytes.
template <class Problem>
std::size_t Hunt<Problem>::copies_that_fit(const std::vector<Case>& block) const {
    const harness::Bounds& bounds = Problem::facts.statement;
    std::int64_t edges = 0;
    for (const Case& game : block) edges += static_cast<std::int64_t>(harness::edge_count(game));
    const std::string text = harness::judge_input(block);
    const std::size_t bytes = text.size() - text.find('\n') - 1;
    std::int64_t most = bounds.tests.high / static_cast<std::int64_t>(block.size());
    if (edges > 0) most = std::min<std::int64_t>(most, bounds.edges_in_all_tests / edges);
    most = std::min<std::int64_t>(most, static_cast<std::int64_t>(settings_.bytes / std::max<std::size_t>(bytes, 1)));
    return static_cast<std::size_t>(std::max<std::int64_t>(most, 0));
}

template <class Problem>
std::vector<typename Problem::Case> Hunt<Problem>::repeated(const std::vector<Case>& block, std::size_t copies) {
    std::vector<Case> cases;
    cases.reserve(block.size() * copies);
    for (std::size_t k = 0; k < copies; ++k) cases.insert(cases.end(), block.begin(), block.end());
    return cases;
}

template <class Problem>
std::string Hunt<Problem>::origin(const Candidate<Case>& candidate) const {
    std::string said = candidate.family >= 0
                           ? "the family " + families_[static_cast<std::size_t>(candidate.family)].name
                           : "random cases";
    said += candidate.tier == 1
                ? " at the statement's sizes"
                : " at 1/" + std::to_string(std::lround(1 / candidate.tier)) + " of the statement's sizes";
    if (candidate.mutations > 0) said += ", changed " + harness::plural(candidate.mutations, "time");
    return said;
}

// "40 copies of 2 test cases (n = 100, m = 100; n = 99, m = 100)".
template <class Problem>
std::string Hunt<Problem>::shape(const std::vector<Case>& block, std::size_t copies) {
    std::string said = copies == 1 ? harness::plural(static_cast<long long>(block.size()), "test case")
                                   : std::to_string(copies) + " copies of " +
                                         harness::plural(static_cast<long long>(block.size()), "test case");
    for (std::size_t k = 0; k < block.size(); ++k) said += (k ? "; " : " (") + harness::size_summary(block[k]);
    return said + ")";
}

// The slowest candidate's whole input measured and written, with the plain
// solution's time on it; shrunk when over the limit.
template <class Problem>
void Hunt<Problem>::finish(HuntResult& result) {
    const Candidate<Case>& best = population_.front();
    const std::vector<Case> cases = repeated(best.block, best.fit);
    result.input = harness::judge_input(cases);
    result.cases = cases.size();
    result.shape = shape(best.block, best.fit);
    result.origin = origin(best);
    progress_.show("hunt: measuring the slowest input");
    const Timing yours = yours_.time(result.input, 1);
    result.seconds = yours.seconds;
    result.stopped_at = yours.over_cap ? yours_.cap() : 0;
    result.plain_seconds = plain_.time(result.input, 2).seconds;
    progress_.clear();
    write_input(result.file, result.input);
    result.over_limit = yours.over_cap || yours.seconds > settings_.limit;
    if (result.over_limit) shrink(best, result);
}

// Whether the program is over the limit on these cases.
template <class Problem>
bool Hunt<Problem>::over_limit(const std::vector<Case>& cases) {
    return yours_.time(harness::judge_input(cases), 1, settings_.limit).over_cap;
}

// The fewest copies of the block still over the limit, then the smallest
// block (shrink_cases), within the shrinking's budget.
template <class Problem>
void Hunt<Problem>::shrink(const Candidate<Case>& best, HuntResult& result) {
    const auto started = std::chrono::steady_clock::now();
    const long long runs_before = yours_.runs();
    auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(); };
    std::size_t low = 0, high = 1;  // low: not over the limit (0: none); high: over, once found
    while (high < best.fit && !over_limit(repeated(best.block, high))) low = high, high = std::min(best.fit, 2 * high);
    while (high - low > 1 && seconds() < settings_.shrink_budget / 2) {
        progress_.show("hunt: shrinking, " + std::to_string(high) + " copies");
        const std::size_t middle = (low + high) / 2;
        (over_limit(repeated(best.block, middle)) ? high : low) = middle;
    }
    const std::size_t copies = high;
    const std::function<bool(const std::vector<Case>&)> still_over = [&](const std::vector<Case>& block) {
        if (seconds() > settings_.shrink_budget) {
            result.shrink_out_of_time = true;
            return false;
        }
        progress_.show("hunt: shrinking, " + harness::plural(static_cast<long long>(block.size()), "case") +
                       ", first: " + harness::size_summary(block.front()));
        return over_limit(repeated(block, copies));
    };
    const std::vector<Case> block = harness::shrink_cases<Case>(best.block, still_over);
    progress_.clear();
    const std::vector<Case> cases = repeated(block, copies);
    result.small_input = harness::judge_input(cases);
    result.small_cases = cases.size();
    result.small_shape = shape(block, copies);
    result.shrink_seconds = seconds();
    result.shrink_runs = yours_.runs() - runs_before;
    const std::string& file = result.file;
    const std::size_t dot =
        file.size() >= 3 && file.compare(file.size() - 3, 3, ".in") == 0 ? file.size() - 3 : file.size();
    result.small_file = file.substr(0, dot) + ".small" + file.substr(dot);
    write_input(result.small_file, result.small_input);
}

}  // namespace judge_tool
