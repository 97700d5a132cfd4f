// Measuring growth (growth.hpp) on a problem's family (growth_families.hpp):
// the family at growing sizes (geometric, up to its worst test's size, each
// of its own shape), each program's time per test case at each (timing.hpp:
// inputs of as many cases as the statement allows until a run is long
// enough, the least of a few runs, less start-up), the fits, and the time
// predicted at the statement's limits. And a quicker probe of every family:
// how much faster than the plain solution's a program's time grows there, by
// vertices, to name the test whose purpose fits it.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "growth.hpp"
#include "growth_families.hpp"
#include "judge_report.hpp"
#include "problems.hpp"
#include "referee.hpp"
#include "timing.hpp"

namespace judge_tool {

// Sizes measured: at least this many, geometric from the worst test's over
// kSizeSpan up to it; a run long enough to measure; runs taken the least of.
constexpr int kGrowthSizes = 8, kLeastSizes = 6;
constexpr double kSizeSpan = 8, kTargetSeconds = 0.05;
constexpr int kGrowthRuns = 3, kStartupRuns = 5;
// An input of at most this many bytes, and cases.
constexpr std::size_t kGrowthBytes = 16u << 20, kGrowthCases = 1000000;

// A family probed: not measured, or how much faster than the plain
// solution's a program's time grows there, and its time predicted on the
// family's worst test.
struct Probe {
    bool measured = false;
    double excess = 0;     // in the exponent of the vertices
    double predicted = 0;  // seconds
};

template <class Problem>
class GrowthMeter {
public:
    using Case = typename Problem::Case;
    using Family = GrowthFamily<Case>;

    // `budget`: seconds of wall time after which no more sizes are measured.
    GrowthMeter(Stopwatch& yours, Stopwatch& plain, double limit, double budget, harness::Progress& progress)
        : yours_(yours), plain_(plain), limit_(limit), budget_(budget), progress_(progress) {}

    Growth measure(const Family& family);
    // How much faster than the plain solution's the program's time per case
    // grows on the family (at a quarter and a half of its size), as an
    // exponent of its vertices, and its time predicted on the worst test.
    Probe probe(const Family& family);

    // The first `count` cases of the family at `size`, cut to what the
    // statement allows in one input (its T, its edges in all tests) and to
    // kGrowthBytes: the input and how many cases it holds.
    static std::pair<std::string, std::size_t> input(const Family& family, int size, std::size_t count);
    // The most cases one input may hold.
    static std::size_t most_cases();
    // Sizes geometric from most / kSizeSpan (at least 2) to most.
    static std::vector<int> planned_sizes(int most, int count);

private:
    bool valid_at(const Family& family, int size) const;
    double startup(Stopwatch& stopwatch, const Family& family, int size);
    bool measure_at(const Family& family, int size, Growth& growth);
    void refine(const Family& family, Growth& growth);
    void predict(const Family& family, Growth& growth) const;
    bool out_of_time() const;

    Stopwatch& yours_;
    Stopwatch& plain_;
    double limit_, budget_;
    double yours_startup_ = -1, plain_startup_ = -1;  // the probe's
    harness::Progress& progress_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

template <class Problem>
std::size_t GrowthMeter<Problem>::most_cases() {
    const harness::Bounds& bounds = Problem::facts.statement;
    return static_cast<std::size_t>(std::min<std::int64_t>(bounds.tests.high, kGrowthCases));
}

template <class Problem>
std::pair<std::string, std::size_t> GrowthMeter<Problem>::input(const Family& family, int size, std::size_t count) {
    const harness::Bounds& bounds = Problem::facts.statement;
    std::vector<Case> cases = family.make(family.seed, static_cast<int>(std::min(count, most_cases())), size);
    std::int64_t edges = 0;
    std::size_t bytes = 0, kept = 0;
    for (; kept < cases.size(); ++kept) {
        edges += static_cast<std::int64_t>(harness::edge_count(cases[kept]));
        bytes += harness::judge_input(std::vector<Case>{cases[kept]}).size();
        if (edges > bounds.edges_in_all_tests || (kept > 0 && bytes > kGrowthBytes)) break;
    }
    cases.resize(std::max<std::size_t>(kept, 1));
    return {harness::judge_input(cases), cases.size()};
}

template <class Problem>
std::vector<int> GrowthMeter<Problem>::planned_sizes(int most, int count) {
    const double low = std::max(2.0, std::round(most / kSizeSpan));
    std::vector<int> sizes;
    for (int k = 0; k < count; ++k) {
        const double share = count == 1 ? 1 : static_cast<double>(k) / (count - 1);
        const int size = static_cast<int>(std::lround(low * std::pow(most / low, share)));
        if (size >= 2 && (sizes.empty() || size > sizes.back())) sizes.push_back(size);
    }
    return sizes;
}

template <class Problem>
bool GrowthMeter<Problem>::valid_at(const Family& family, int size) const {
    try {
        const std::string text = harness::judge_input(family.make(family.seed, 1, size));
        return !harness::validate_input(Problem::facts.name, text).has_value();
    } catch (const std::exception&) { return false; }
}

template <class Problem>
double GrowthMeter<Problem>::startup(Stopwatch& stopwatch, const Family& family, int size) {
    const Timing timing = stopwatch.time(input(family, size, 1).first, kStartupRuns);
    return timing.over_cap || timing.failed ? 0 : timing.seconds;
}

template <class Problem>
bool GrowthMeter<Problem>::out_of_time() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() > budget_;
}

template <class Problem>
Growth GrowthMeter<Problem>::measure(const Family& family) {
    Growth growth;
    growth.family = family.name;
    growth.size_name = family.size_name;
    growth.catches = family.catches;
    growth.test_name = family.test_name();
    growth.tests_name = Problem::facts.tests_name;
    growth.limit = limit_;
    const long long runs_before = yours_.runs() + plain_.runs();
    std::vector<int> sizes;
    for (int size : planned_sizes(family.size, kGrowthSizes))
        if (valid_at(family, size)) sizes.push_back(size);
    if (sizes.size() < 2) {
        growth.yours.stopped = "its inputs do not grow: " + family.size_name + " = " + std::to_string(family.size);
        return growth;
    }
    growth.yours.startup = startup(yours_, family, sizes.front());
    growth.plain.startup = startup(plain_, family, sizes.front());
    for (int size : sizes) {
        if (out_of_time()) growth.yours.stopped = "the time for measuring growth ran out";
        if (out_of_time() || !measure_at(family, size, growth)) break;
    }
    if (growth.yours.sizes.size() < kLeastSizes) refine(family, growth);
    for (GrowthSeries* series : {&growth.yours, &growth.plain})
        series->fit = fit_power(series->sizes, series->seconds, series->weights);
    predict(family, growth);
    growth.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    growth.runs = yours_.runs() + plain_.runs() - runs_before;
    return growth;
}

namespace growth_detail {

// Adds a point, the sizes kept in order.
inline void add_point(GrowthSeries& series, int size, const PerCase& point) {
    std::size_t at = 0;
    while (at < series.sizes.size() && series.sizes[at] < size) ++at;
    series.sizes.insert(series.sizes.begin() + static_cast<long>(at), size);
    series.seconds.insert(series.seconds.begin() + static_cast<long>(at), point.seconds);
    series.cases.insert(series.cases.begin() + static_cast<long>(at), point.cases);
    const double work = point.seconds * static_cast<double>(point.cases);
    series.weights.insert(series.weights.begin() + static_cast<long>(at),
                          point.input_seconds > 0 ? std::min(1.0, work / point.input_seconds) : 1.0);
}

}  // namespace growth_detail

// Both programs at one size; false when the program cannot be measured
// there (over its cap on one case, or failing), so not at larger sizes.
template <class Problem>
bool GrowthMeter<Problem>::measure_at(const Family& family, int size, Growth& growth) {
    const std::string where = family.size_name + " = " + std::to_string(size);
    progress_.show("growth on " + family.name + " inputs, " + where);
    auto input_of = [&](std::size_t count) { return input(family, size, count); };
    const PerCase mine =
        time_per_case(yours_, input_of, most_cases(), growth.yours.startup, kTargetSeconds, kGrowthRuns);
    if (mine.over_cap || mine.failed) {
        growth.yours.stopped = mine.over_cap ? "one test case at " + where + " takes over " + secs(yours_.cap())
                                             : "at " + where + " it " + mine.why;
        return false;
    }
    growth_detail::add_point(growth.yours, size, mine);
    const PerCase plain =
        time_per_case(plain_, input_of, most_cases(), growth.plain.startup, kTargetSeconds, kGrowthRuns);
    if (!plain.over_cap && !plain.failed) growth_detail::add_point(growth.plain, size, plain);
    return true;
}

// Sizes between the ones measured (and below the smallest), until there
// are kLeastSizes or no other size is left.
template <class Problem>
void GrowthMeter<Problem>::refine(const Family& family, Growth& growth) {
    std::vector<int> tried;
    for (double size : growth.yours.sizes) tried.push_back(static_cast<int>(size));
    while (growth.yours.sizes.size() < kLeastSizes && !out_of_time()) {
        std::vector<int> between;
        const std::vector<double>& sizes = growth.yours.sizes;
        for (std::size_t k = 0; k + 1 < sizes.size(); ++k)
            between.push_back(static_cast<int>(std::lround(std::sqrt(sizes[k] * sizes[k + 1]))));
        if (!sizes.empty()) between.push_back(static_cast<int>(std::lround(sizes.front() / 1.5)));
        bool added = false;
        for (int size : between) {
            if (size < 2 || std::find(tried.begin(), tried.end(), size) != tried.end()) continue;
            tried.push_back(size);
            if (valid_at(family, size) && measure_at(family, size, growth)) added = true;
            if (growth.yours.sizes.size() >= kLeastSizes || out_of_time()) break;
        }
        if (!added) return;
    }
}

// The time of an input at the family's size in its worst test, with as
// many cases as the statement allows (as its worst test has, when the
// statement sets no bound).
template <class Problem>
void GrowthMeter<Problem>::predict(const Family& family, Growth& growth) const {
    const bool bounded = Problem::facts.statement.tests.high != harness::kUnbounded;
    growth.at_size = family.size;
    growth.at_tests =
        input(family, family.size, bounded ? most_cases() : static_cast<std::size_t>(family.tests)).second;
    growth.at_what =
        bounded ? "the statement's limits" : "as its worst test; the statement sets no bound on " + growth.tests_name;
    const double tests = static_cast<double>(growth.at_tests);
    if (growth.yours.fit.points >= 2)
        growth.predicted = growth.yours.fit.at(family.size) * tests + growth.yours.startup;
    if (growth.plain.fit.points >= 2)
        growth.predicted_plain = growth.plain.fit.at(family.size) * tests + growth.plain.startup;
}

template <class Problem>
Probe GrowthMeter<Problem>::probe(const Family& family) {
    const int low = std::max(2, static_cast<int>(std::lround(family.size / 4.0)));
    const int high = std::max(low + 1, static_cast<int>(std::lround(family.size / 2.0)));
    if (!valid_at(family, low) || !valid_at(family, high)) return {};
    progress_.show("probing " + family.name + " inputs");
    if (yours_startup_ < 0) yours_startup_ = startup(yours_, family, low);
    if (plain_startup_ < 0) plain_startup_ = startup(plain_, family, low);
    auto per_case = [&](Stopwatch& stopwatch, int size) {
        auto input_of = [&](std::size_t count) { return input(family, size, count); };
        const double start_up = &stopwatch == &yours_ ? yours_startup_ : plain_startup_;
        const PerCase point = time_per_case(stopwatch, input_of, most_cases(), start_up, kTargetSeconds / 2, 2);
        return point.failed ? -1.0 : point.seconds;
    };
    const double yours_low = per_case(yours_, low), yours_high = per_case(yours_, high);
    const double plain_low = per_case(plain_, low), plain_high = per_case(plain_, high);
    if (yours_low <= 0 || yours_high <= 0 || plain_low <= 0 || plain_high <= 0) return {};
    double vertices_low = low, vertices_high = high;
    const std::vector<Case> small = family.make(family.seed, 1, low), large = family.make(family.seed, 1, high);
    if (harness::vertex_count(large.front()) > harness::vertex_count(small.front()))
        vertices_low = harness::vertex_count(small.front()), vertices_high = harness::vertex_count(large.front());
    Probe probe;
    probe.measured = true;
    probe.excess =
        std::log((yours_high / yours_low) / (plain_high / plain_low)) / std::log(vertices_high / vertices_low);
    const double growth = std::log(yours_high / yours_low) / std::log(static_cast<double>(high) / low);
    probe.predicted = yours_high * std::pow(static_cast<double>(family.size) / high, growth) * family.tests;
    return probe;
}

}  // namespace judge_tool
