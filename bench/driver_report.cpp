// The benchmark driver's tables: cells, the table printer, and the explain
// and goals tables.
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "driver.hpp"

namespace bench_driver {

std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string time_cell(const Column& c) {
    if (!c.ran) return "-";
    if (!c.best.ok) return c.best.failure;
    double ms = c.per_test_ms();
    return ms >= 100 ? fixed(ms, 0) : ms >= 1 ? fixed(ms, 2) : ms >= 0.01 ? fixed(ms, 3) : fixed(ms, 5);
}

std::string ratio_cell(const Column& slower, const Column& solution) {
    if (!slower.ran || !slower.best.ok || !solution.best.ok) return "-";
    double a = slower.per_test_ms(), b = solution.per_test_ms();
    if (b <= 0) return a <= 0 ? "1" : ">" + fixed(a / 0.001, 0);  // below the clock's resolution
    double ratio = a / b;
    return ratio >= 100 ? fixed(ratio, 0) + "x" : ratio >= 10 ? fixed(ratio, 1) + "x" : fixed(ratio, 2) + "x";
}

std::string mib(long kib) { return fixed(kib / 1024.0, 1); }

std::string peak_cell(const Column& c) {
    if (!c.ran || !c.best.ok) return "-";
    // The tightest memory limit we aim for (the judges allow 256 MiB).
    const long kPeakLimitKib = 32 * 1024;
    return mib(c.best.max_rss_kib) + (c.best.max_rss_kib > kPeakLimitKib ? " (>32)" : "");
}

std::string tests_cell(const Workload& w, const Result& r) {
    std::string text = std::to_string(w.tests), parts;
    if (r.baseline.ran && w.baseline_tests != w.tests) parts += "base " + std::to_string(w.baseline_tests);
    if (r.seed.ran && w.seed_tests != w.tests)
        parts += (parts.empty() ? "" : ", ") + ("seed " + std::to_string(w.seed_tests));
    return parts.empty() ? text : text + " (" + parts + ")";
}

void Table::print(std::ostream& out) const {
    std::vector<size_t> width(header.size(), 0);
    for (size_t i = 0; i < header.size(); ++i) width[i] = header[i].size();
    for (const auto& row : rows)
        for (size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], row[i].size());
    auto line = [&](const std::vector<std::string>& cells) {
        out << "|";
        for (size_t i = 0; i < cells.size(); ++i)
            out << " " << cells[i] << std::string(width[i] - cells[i].size(), ' ') << " |";
        out << "\n";
    };
    line(header);
    out << "|";
    for (size_t w : width) out << std::string(w + 2, '-') << "|";
    out << "\n";
    for (const auto& row : rows) line(row);
}

// Prints the table; true if every row's answers agreed and were proven.
bool explain_table(const std::vector<Workload>& rows, int reps, const std::function<bool(const Workload&)>& selected) {
    char folder[] = "/tmp/bench_explain_XXXXXX";
    if (mkdtemp(folder) == nullptr) {
        std::cerr << "bench_driver: cannot make a temporary folder: " << std::strerror(errno) << "\n";
        return false;
    }
    Table table;
    table.header = {"problem", "family",
                    "size",    "T",
                    "judge",   "explain",
                    "check",   "(explain+check)/judge",
                    "cert MB", "peak MiB judge / explain / check",
                    "check"};
    bool ok = true;
    for (const Workload& w : rows) {
        if (!selected(w)) continue;
        const ExplainRow r = measure_explain(w, reps, folder);
        ok = ok && !r.failed;
        std::string ratio = "-";
        if (!r.failed) {
            const double judge = std::max(r.judge.best.cpu_seconds, 1e-6);
            const double both = (r.explain.best.cpu_seconds + r.check.best.cpu_seconds) / judge;
            ratio = (both >= 10 ? fixed(both, 1) : fixed(both, 2)) + "x" + (both > 10 ? " (>10)" : "");
        }
        auto peak = [](const Column& c) {
            return c.ran && c.best.ok ? mib(c.best.max_rss_kib) + (c.best.max_rss_kib > 64 * 1024 ? " (>64)" : "")
                                      : "-";
        };
        table.rows.push_back({w.problem->name, w.family, w.shape, std::to_string(w.tests), time_cell(r.judge),
                              time_cell(r.explain), time_cell(r.check), ratio, fixed(r.certificate_mb, 1),
                              peak(r.judge) + " / " + peak(r.explain) + " / " + peak(r.check), r.verdict});
        std::cerr << "  measured explain " << w.problem->name << " / " << w.family << " " << w.shape << "\n";
    }
    rmdir(folder);
    if (!table.rows.empty()) {
        std::cout << "\nExplain and check at judge size (ms per test case; explain --format cert, then\n"
                     "check_certificate on its certificate; budget: (explain+check)/judge <= 10, peaks <= 64 MiB)\n\n";
        table.print(std::cout);
    }
    return ok;
}

// The goals, row by row: the measure each is stated in, now, and two
// bounds in the same measure: the reading bound, for a program that only
// reads as ours does and solves nothing (no solver reading this way can pass
// it), and the start-up bound, for a program that starts and ends at once
// (no program at all can pass it: every process pays that much here).
void goals_table(const std::vector<Result>& results) {
    Table table;
    table.header = {"problem", "family", "size", "measure", "goal", "now", "reading bound", "start-up bound", "status"};
    for (const Result& r : results) {
        const Workload& w = r.workload;
        if (w.goal.kind == Goal::kNone) continue;
        std::string measure, goal, now, bound, floor;
        bool met = false, known = r.solution.ran && r.solution.best.ok;
        bool reachable = r.reading.ran && r.reading.best.ok;  // by a solver reading as ours does
        bool startable = r.startup.ran && r.startup.best.ok;  // by any program
        if (w.goal.kind == Goal::kMsPerTest) {
            measure = "ms per test";
            goal = "<= " + fixed(w.goal.value, 1);
            now = time_cell(r.solution);
            bound = time_cell(r.reading);
            floor = time_cell(r.startup);
            met = known && r.solution.per_test_ms() <= w.goal.value;
            reachable = reachable && r.reading.per_test_ms() <= w.goal.value;
            startable = startable && r.startup.per_test_ms() <= w.goal.value;
        } else {
            const Column& reference = w.goal.kind == Goal::kVsSeed ? r.seed : r.scanf;
            measure = w.goal.kind == Goal::kVsSeed ? "seed/sol" : "scanf/sol";
            goal = ">= " + fixed(w.goal.value, 0) + "x";
            now = ratio_cell(reference, r.solution);
            bound = ratio_cell(reference, r.reading);
            floor = ratio_cell(reference, r.startup);
            known = known && reference.ran && reference.best.ok && r.solution.per_test_ms() > 0;
            met = known && reference.per_test_ms() >= w.goal.value * r.solution.per_test_ms();
            reachable = reachable && known && reference.per_test_ms() >= w.goal.value * r.reading.per_test_ms();
            startable = startable && known && reference.per_test_ms() >= w.goal.value * r.startup.per_test_ms();
        }
        table.rows.push_back({w.problem->name, w.family, w.shape, measure, goal, now, bound, floor,
                              !known       ? "not measured"
                              : met        ? "met"
                              : !startable ? "out of reach: start-up"
                              : reachable  ? "not met"
                                           : "not met, bound by reading"});
    }
    if (table.rows.empty()) return;
    std::cout << "\nGoals (seed = the published program, scanf = the baseline reading with scanf,\n"
                 "as the fastest public solutions do; reading bound = the same measure for our reading alone;\n"
                 "start-up bound = the same measure for a program that starts and ends, bench/empty.cpp)\n\n";
    table.print(std::cout);
}

}  // namespace bench_driver
