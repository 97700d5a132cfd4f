// Why a program is slow, as the judge tool says it (judge.cpp): after a
// time limit exceeded, the worst test whose purpose fits the program's
// growth and how its time grows against the plain solution's
// (growth_meter.hpp); judge PROBLEM --growth FAMILY, the growth alone; judge
// PROBLEM --hunt, the input within the statement that makes it slowest
// (hunt.hpp).
#pragma once

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <ostream>
#include <string>
#include <vector>

#include "growth_meter.hpp"
#include "hunt.hpp"
#include "judge_options.hpp"
#include "judge_report.hpp"

namespace judge_tool {

// A program past the time limit runs again up to this many times it; the
// hunt measures its slowest input so too.
constexpr double kOverCap = 5;
// Growth: one run's cap, in time limits (at least a second); the seconds of
// wall time after which no more sizes are measured.
constexpr double kGrowthCap = 2, kGrowthSeconds = 90;
// Shrinking the hunt's slowest input stops after this many seconds (or half
// the budget).
constexpr double kHuntShrinkSeconds = 30;

template <class Problem>
class WhySlow {
public:
    using Case = typename Problem::Case;

    // `names`: the whole test set's, in order; `plain`: the plain solution's
    // runs' limits.
    WhySlow(const Options& options, std::ostream& report, const std::vector<std::string>& names,
            harness::RunLimits plain)
        : options_(options), report_(report), names_(names), plain_limits_(std::move(plain)) {}

    const std::vector<GrowthFamily<Case>>& families() const { return families_; }
    // After a time limit exceeded on `test`: the test that fits the
    // program's growth, and the growth (into the attempt's JSON).
    void after_time_out(Attempt& attempt, const test_set::Test<Case>& test, Failure& failure);
    // judge PROBLEM --growth FAMILY; its exit status.
    int growth(const Attempt& attempt);
    // judge PROBLEM --hunt, its inputs at most `bytes` long; its exit status.
    int hunt(const Attempt& attempt, std::size_t bytes);

private:
    std::string fitting_test(GrowthMeter<Problem>& meter, const std::string& failed, double limit);
    void report_growth(const Growth& growth);
    Stopwatch growth_stopwatch(const Attempt& attempt) const;
    Stopwatch plain_stopwatch() const { return Stopwatch({plain_program()}, plain_limits_); }
    static std::string plain_program() { return harness::built_submission(Problem::facts, "accepted/plain"); }
    static std::string shown(const Attempt& attempt) {
        return attempt.submission.path.empty() ? harness::command_text(attempt.command) : attempt.submission.path;
    }
    void write(const std::string& key, const std::string& object, const Attempt& attempt) const;

    const Options& options_;
    std::ostream& report_;
    const std::vector<std::string>& names_;
    harness::RunLimits plain_limits_;
    std::vector<GrowthFamily<Case>> families_ = growth_families<Problem>();
};

// The program's runs for growth: its limits, a cap of kGrowthCap limits.
template <class Problem>
Stopwatch WhySlow<Problem>::growth_stopwatch(const Attempt& attempt) const {
    harness::RunLimits limits = attempt.limits;
    limits.cpu_seconds = std::max(1.0, kGrowthCap * attempt.limits.cpu_seconds);
    return Stopwatch(attempt.command, limits);
}

// Unless the test's smallest case alone passes the growth's cap (an endless
// loop, a wait): the test that fits, then the growth on the failing test's
// family if it is a worst test, else on the fitting one's.
template <class Problem>
void WhySlow<Problem>::after_time_out(Attempt& attempt, const test_set::Test<Case>& test, Failure& failure) {
    const double limit = attempt.limits.cpu_seconds;
    Stopwatch yours = growth_stopwatch(attempt), plain = plain_stopwatch();
    const Case* smallest = &test.cases.front();
    for (const Case& game : test.cases)
        if (harness::case_size(game) < harness::case_size(*smallest)) smallest = &game;
    if (yours.time(harness::judge_input(std::vector<Case>{*smallest}), 1).over_cap) {
        report_ << "Its smallest test case alone (" << harness::size_summary(*smallest) << ") takes over "
                << secs(yours.cap()) << ": not a question of growth (an endless loop, or a wait?)\n";
        return;
    }
    harness::Progress progress("judge");
    GrowthMeter<Problem> meter(yours, plain, limit, kGrowthSeconds, progress);
    failure.fits_test = fitting_test(meter, test.name, limit);
    const GrowthFamily<Case>* family = find_family(families_, test.name);
    if (!family) family = find_family(families_, failure.fits_test);
    if (!family) return;
    const Growth growth = meter.measure(*family);
    progress.clear();
    attempt.growth_json = growth_json(growth, 2);
    report_growth(growth);
}

// The worst test whose family makes the program's time grow fastest
// against the plain solution's (by vertices, at a quarter and a half of
// its size), among those where its time is predicted over the limit if
// any: said with what it is there to catch; its name.
template <class Problem>
std::string WhySlow<Problem>::fitting_test(GrowthMeter<Problem>& meter, const std::string& failed, double limit) {
    Probe most;
    const GrowthFamily<Case>* best = nullptr;
    for (const GrowthFamily<Case>& family : families_) {
        const Probe probe = meter.probe(family);
        const bool over = probe.predicted > limit, most_over = most.predicted > limit;
        if (probe.measured && (!best || over > most_over || (over == most_over && probe.excess > most.excess)))
            most = probe, best = &family;
    }
    if (!best) return "";
    const std::string name = best->test_name();
    const auto number = std::find(names_.begin(), names_.end(), name) - names_.begin() + 1;
    char excess[32];
    std::snprintf(excess, sizeof excess, "%+.1f", most.excess);
    report_ << (name == failed ? "This test is also the one whose purpose fits its growth"
                               : "The test whose purpose fits its growth is test " + std::to_string(number) + ", " +
                                     name + ": " + best->catches)
            << " (there its time grows faster against the plain solution's than on any other worst test"
            << (most.predicted > limit ? " it is predicted to fail" : "") << ": " << excess
            << " in the exponent of the vertices; about " << rough_seconds(most.predicted)
            << " predicted on that test)\n";
    return name;
}

template <class Problem>
void WhySlow<Problem>::report_growth(const Growth& growth) {
    print_growth(report_, growth);
    if (options_.plot.empty()) return;
    std::ofstream file(options_.plot, std::ios::binary);
    file << svg_chart(growth_chart(growth));
    file.close();
    if (file) report_ << "chart: " << options_.plot << "\n";
    else std::cerr << "judge: cannot write " << options_.plot << "\n";
}

// {"problem", "file", key: object} to --json's file.
template <class Problem>
void WhySlow<Problem>::write(const std::string& key, const std::string& object, const Attempt& attempt) const {
    const std::string json = "{\n  \"problem\": " + harness::double_quoted(Problem::facts.name) +
                             ",\n  \"file\": " + harness::double_quoted(attempt.submission.path) + ",\n  \"" + key +
                             "\": " + object + "\n}\n";
    if (!options_.json.empty() && !write_json(options_.json, json))
        std::cerr << "judge: cannot write " << options_.json << "\n";
}

template <class Problem>
int WhySlow<Problem>::growth(const Attempt& attempt) {
    const GrowthFamily<Case>& family = *find_family(families_, options_.growth);
    Stopwatch yours = growth_stopwatch(attempt), plain = plain_stopwatch();
    harness::Progress progress("judge");
    GrowthMeter<Problem> meter(yours, plain, attempt.limits.cpu_seconds, kGrowthSeconds, progress);
    report_ << "judge: " << Problem::facts.name << ": the time of " << shown(attempt)
            << " against the plain solution's as " << family.name << " inputs grow; limit "
            << secs(attempt.limits.cpu_seconds) << " CPU\n";
    const Growth growth = meter.measure(family);
    progress.clear();
    report_growth(growth);
    report_.flush();
    write("growth", growth_json(growth, 2), attempt);
    return 0;
}

template <class Problem>
int WhySlow<Problem>::hunt(const Attempt& attempt, std::size_t bytes) {
    HuntSettings settings;
    settings.budget = options_.budget;
    settings.limit = attempt.limits.cpu_seconds;
    settings.bytes = bytes;
    settings.families = options_.hunt_from != "random";
    settings.random = options_.hunt_from != "families";
    settings.file =
        options_.hunt_file.empty() ? "hunt-" + std::string(Problem::facts.name) + ".in" : options_.hunt_file;
    settings.shrink_budget = std::min(kHuntShrinkSeconds, options_.budget / 2);
    harness::RunLimits limits = attempt.limits;
    limits.cpu_seconds = kOverCap * attempt.limits.cpu_seconds;
    Stopwatch yours(attempt.command, limits), plain = plain_stopwatch();
    report_ << "judge: " << Problem::facts.name << ": hunting for the input that makes " << shown(attempt)
            << " slowest (" << harness::seconds_text(settings.budget) << " s; inputs within the statement of at most "
            << mib(static_cast<long>((settings.bytes + 1023) / 1024)) << "); limit " << secs(settings.limit)
            << " CPU\n";
    report_.flush();
    harness::Progress progress("judge");
    Hunt<Problem> search(yours, plain, families_, settings, progress);
    const HuntResult found = search.run();
    print_hunt(report_, found);
    report_ << (found.over_limit ? "Time limit exceeded on the hunt's slowest input"
                                 : "Within the limit on the hunt's slowest input")
            << "\n";
    report_.flush();
    write("hunt", hunt_json(found, 2), attempt);
    return found.over_limit ? 1 : 0;
}

}  // namespace judge_tool
