#include "judge_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "sandbox.hpp"

namespace judge_tool {

using harness::Verdict;

std::string mib(long kib) {
    char text[32];
    std::snprintf(text, sizeof text, "%.0f MiB", std::ceil(static_cast<double>(kib) / 1024));
    return text;
}

std::string secs(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f s", seconds);
    return text;
}

void print_heading(std::ostream& out, const Judged& judged, const harness::RunLimits& limits) {
    char heading[512];
    std::snprintf(
        heading, sizeof heading, "judge: %s: %s; limits %.2f s CPU (%.2f s wall), %s, output %ld MiB%s\n",
        judged.problem.c_str(), harness::plural(static_cast<long long>(judged.tests), "test").c_str(),
        limits.cpu_seconds, limits.wall_seconds, mib(limits.memory_kib).c_str(), judged.output_mib,
        judged.scale == 1 ? "" : (" (time scaled by " + std::to_string(judged.scale).substr(0, 4) + ")").c_str());
    out << heading;
    out << "  #  test                               verd      time   memory vs plain  largest case\n";
    out.flush();
}

void print_row(std::ostream& out, const Row& row) {
    char line[512];
    char relative[32] = "-";
    if (row.plain_seconds > 0 && row.stopped_at == 0)
        std::snprintf(relative, sizeof relative, "%.1fx", row.cpu_seconds / std::max(row.plain_seconds, 0.001));
    const std::string time = row.stopped_at > 0 ? ">" + secs(row.stopped_at) : secs(row.cpu_seconds);
    std::snprintf(line, sizeof line, "%3zu  %-34s %-4s %9s %8s %8s  %s\n", row.number, row.name.c_str(),
                  harness::code(row.verdict), time.c_str(), mib(row.memory_kib).c_str(), relative, row.size.c_str());
    out << line;
}

std::string over_limit(const Row& row, const harness::RunLimits& limits) {
    char times[32];
    if (row.stopped_at > limits.cpu_seconds) {
        std::snprintf(times, sizeof times, "%.0fx", row.stopped_at / limits.cpu_seconds);
        return "over " + secs(row.stopped_at) + ", more than " + times + " the " + secs(limits.cpu_seconds) + " limit";
    }
    if (row.stopped_at > 0) return "over " + secs(limits.cpu_seconds);
    std::snprintf(times, sizeof times, "%.1fx", row.cpu_seconds / limits.cpu_seconds);
    return secs(row.cpu_seconds) + ", " + times + " the " + secs(limits.cpu_seconds) + " limit";
}

namespace {

// How the failing run ended, past the verdict: ": over 2.00 s", ...
std::string how_it_failed(const Attempt& attempt, const Judged& judged) {
    const harness::RunResult& run = attempt.failed_run;
    const harness::RunLimits& limits = attempt.limits;
    switch (attempt.verdict) {
        case Verdict::TLE:
            return run.timed_out && !run.cpu_exceeded ? ": over " + secs(limits.wall_seconds) + " of wall time"
                                                      : ": " + over_limit(attempt.rows[attempt.failed - 1], limits);
        case Verdict::MLE: return ": over " + mib(limits.memory_kib);
        case Verdict::OLE: return ": over " + std::to_string(judged.output_mib) + " MiB of output";
        case Verdict::RE:
            return run.signal ? ": killed by signal " + std::to_string(run.signal) + " (" +
                                    harness::signal_name(run.signal) + ")"
                              : ": exit status " + std::to_string(run.exit_code);
        default: return "";
    }
}

// The failures explained: for each, its test, what it is there to catch,
// and what the explanation found.
std::string failures_json(const Attempt& attempt, int indent) {
    const std::string in(static_cast<std::size_t>(indent), ' ');
    std::ostringstream json;
    json << "[";
    for (std::size_t k = 0; k < attempt.failures.size(); ++k) {
        const Failure& failure = attempt.failures[k];
        const Row& row = attempt.rows[failure.row];
        json << (k ? "," : "") << "\n"
             << in << "  {\"test\": " << row.number << ", \"name\": " << harness::double_quoted(row.name)
             << ", \"verdict\": \"" << harness::code(row.verdict) << "\",\n"
             << in << "   \"description\": " << harness::double_quoted(failure.description);
        if (row.verdict == Verdict::WA)
            json << ",\n"
                 << in << "   \"test_case\": " << row.failed_case
                 << ", \"test_case_size\": " << harness::double_quoted(row.failed_case_size)
                 << ", \"expected\": " << harness::double_quoted(failure.expected)
                 << ", \"got\": " << harness::double_quoted(failure.got) << ",\n"
                 << in << "   \"shrunk_input\": " << harness::double_quoted(failure.shrunk_input);
        if (row.verdict == Verdict::TLE)
            json << ",\n"
                 << in << "   \"time_s\": " << row.cpu_seconds << ", \"stopped_at_s\": " << row.stopped_at
                 << ", \"scale_to_pass\": " << failure.scale_to_pass
                 << ", \"fits_test\": " << harness::double_quoted(failure.fits_test);
        json << "}";
    }
    json << "\n" << in << "]";
    return json.str();
}

}  // namespace

std::string summary(const Attempt& attempt, const Judged& judged) {
    if (attempt.verdict == Verdict::CE) return harness::words(attempt.verdict);
    if (attempt.failed == 0) {
        double most_time = 0;
        long most_memory = 0;
        for (const Row& row : attempt.rows)
            most_time = std::max(most_time, row.cpu_seconds), most_memory = std::max(most_memory, row.memory_kib);
        return "Accepted: " + harness::plural(static_cast<long long>(attempt.rows.size()), "test") + ", at most " +
               secs(most_time) + " and " + mib(most_memory);
    }
    const Row& row = attempt.rows[attempt.failed - 1];
    const std::string which = row.failed_case == 0 || row.cases == 1
                                  ? row.size
                                  : "test case " + std::to_string(row.failed_case) + " of " +
                                        std::to_string(row.cases) + ": " + row.failed_case_size;
    std::string said = std::string(harness::words(attempt.verdict)) + " on test " + std::to_string(row.number) + " (" +
                       row.name + ", " + which + ")" + how_it_failed(attempt, judged);
    if (judged.all) {
        std::size_t failures = 0;
        for (const Row& r : attempt.rows) failures += r.verdict != Verdict::AC;
        said += "; " + std::to_string(failures) + " of " + std::to_string(attempt.rows.size()) + " tests failed";
    }
    return said;
}

std::string json_object(const Attempt& attempt, const Judged& judged, int indent) {
    const std::string in(static_cast<std::size_t>(indent), ' '), field = ",\n" + in + "  ";
    const harness::RunLimits& limits = attempt.limits;
    std::ostringstream json;
    json << in << "{\n"
         << in << "  \"problem\": " << harness::double_quoted(judged.problem) << field
         << "\"file\": " << harness::double_quoted(attempt.submission.path) << field << "\"language\": \""
         << (attempt.submission.language ? attempt.submission.language->name : "") << "\"" << field
         << "\"expected\": \"" << harness::code(attempt.submission.expected) << "\"" << field << "\"verdict\": \""
         << harness::code(attempt.verdict) << "\"" << field
         << "\"summary\": " << harness::double_quoted(summary(attempt, judged)) << field
         << "\"time_limit_s\": " << limits.cpu_seconds << field << "\"wall_limit_s\": " << limits.wall_seconds << field
         << "\"memory_limit_kib\": " << limits.memory_kib << field << "\"time_scale\": " << judged.scale << field
         << "\"tests_in_set\": " << judged.tests << field << "\"prepare_s\": " << judged.prepare_seconds << field
         << "\"judge_cpu_s\": " << attempt.judge_cpu_seconds << field << "\"sandbox\": \""
         << (judged.sandboxed ? "bwrap" : "none") << "\"" << field << "\"process_limit\": " << judged.process_limit
         << field
         << "\"process_limit_by\": " << harness::double_quoted(harness::process_limit_mechanism(judged.sandboxed));
    double plain_worst = 0;  // what --scale auto compares with JudgeLimits::plain_worst_seconds
    for (const Row& row : attempt.rows) plain_worst += row.group == "worst" ? row.plain_seconds : 0;
    json << field << "\"plain_worst_s\": " << plain_worst;
    if (attempt.verdict == Verdict::CE)
        json << field << "\"compiler_output\": " << harness::double_quoted(attempt.compile_output.substr(0, 4000));
    json << field << "\"tests\": [";
    for (std::size_t k = 0; k < attempt.rows.size(); ++k) {
        const Row& row = attempt.rows[k];
        json << (k ? "," : "") << "\n"
             << in << "    {\"name\": " << harness::double_quoted(row.name) << ", \"number\": " << row.number
             << ", \"group\": \"" << row.group << "\", \"verdict\": \"" << harness::code(row.verdict)
             << "\", \"time_s\": " << row.cpu_seconds << ", \"wall_s\": " << row.wall_seconds
             << ", \"memory_kib\": " << row.memory_kib << ", \"plain_time_s\": " << row.plain_seconds
             << ", \"cases\": " << row.cases << ", \"processes_left\": " << row.processes_left
             << ", \"stopped_at_s\": " << row.stopped_at << "}";
    }
    json << "\n" << in << "  ]";
    if (!attempt.failures.empty()) json << field << "\"failures\": " << failures_json(attempt, indent + 2);
    if (!attempt.growth_json.empty()) json << field << "\"growth\": " << attempt.growth_json;
    json << "\n" << in << "}";
    return json.str();
}

bool write_json(const std::string& where, const std::string& json) {
    if (where == "-") {
        std::cout << json;
        std::cout.flush();
        return true;
    }
    std::ofstream file(where, std::ios::binary);
    file << json;
    file.close();
    return static_cast<bool>(file);
}

namespace {

std::size_t file_width = 40;  // of the file column, set by the heading

}  // namespace

void print_many_heading(std::ostream& out, const Judged& judged, const harness::RunLimits& limits,
                        const std::string& factors, std::size_t width) {
    file_width = std::max<std::size_t>(width, 4);
    char heading[512];
    std::snprintf(
        heading, sizeof heading, "judge: %s: %s; limits %.2f s CPU (%.2f s wall)%s, %s, output %ld MiB%s\n",
        judged.problem.c_str(), harness::plural(static_cast<long long>(judged.tests), "test").c_str(),
        limits.cpu_seconds, limits.wall_seconds, factors.c_str(), mib(limits.memory_kib).c_str(), judged.output_mib,
        judged.scale == 1 ? "" : (" (time scaled by " + std::to_string(judged.scale).substr(0, 4) + ")").c_str());
    char columns[512];
    std::snprintf(columns, sizeof columns, "  %-*s  %-11s %-8s %-7s %-30s %9s %8s %8s", static_cast<int>(file_width),
                  "file", "language", "expected", "verdict", "first failure", "time", "memory", "vs plain");
    out << heading << columns;
    if (judged.all)
        for (std::size_t k = 1; k <= judged.tests; ++k) {
            char number[16];
            std::snprintf(number, sizeof number, " %3zu", k);
            out << number;
        }
    out << "\n";
    out.flush();
}

void print_many_row(std::ostream& out, const Attempt& attempt, bool per_test) {
    double slowest = 0, total = 0, plain = 0;
    long memory = 0;
    for (const Row& row : attempt.rows) {
        slowest = std::max(slowest, row.cpu_seconds), memory = std::max(memory, row.memory_kib);
        total += row.cpu_seconds, plain += row.plain_seconds;
    }
    const bool timed_out = attempt.verdict == Verdict::TLE;
    std::string failure = "-";
    if (attempt.failed > 0)
        failure = std::to_string(attempt.rows[attempt.failed - 1].number) + " " + attempt.rows[attempt.failed - 1].name;
    char relative[32] = "-";
    if (plain > 0 && !timed_out && !attempt.rows.empty())
        std::snprintf(relative, sizeof relative, "%.1fx", total / std::max(plain, 0.001));
    const std::string time = attempt.rows.empty() ? "-"
                             : timed_out          ? ">" + secs(attempt.limits.cpu_seconds)
                                                  : secs(slowest);
    const std::string& shown = attempt.submission.shown;
    char line[1024];
    std::snprintf(line, sizeof line, "%s %-*s  %-11s %-8s %-7s %-30s %9s %8s %8s",
                  attempt.verdict == attempt.submission.expected ? " " : "!", static_cast<int>(file_width),
                  shown.c_str(), attempt.submission.language ? attempt.submission.language->name : "-",
                  harness::code(attempt.submission.expected), harness::code(attempt.verdict), failure.c_str(),
                  time.c_str(), attempt.rows.empty() ? "-" : mib(memory).c_str(), relative);
    out << line;
    for (std::size_t k = 0; per_test && k < attempt.rows.size(); ++k) {
        char cell[16];
        std::snprintf(cell, sizeof cell, " %3s", harness::code(attempt.rows[k].verdict));
        out << cell;
    }
    out << "\n";
    out.flush();
}

std::string many_closing(const std::vector<Attempt>& attempts) {
    std::vector<std::string> unexpected;
    for (const Attempt& attempt : attempts)
        if (attempt.verdict != attempt.submission.expected)
            unexpected.push_back(attempt.submission.shown + " (" + harness::code(attempt.verdict) + ", expected " +
                                 harness::code(attempt.submission.expected) + ")");
    const std::string files = harness::plural(static_cast<long long>(attempts.size()), "file");
    if (unexpected.empty())
        return attempts.size() == 1 ? "The file got its expected verdict"
                                    : "All " + files + " got their expected verdicts";
    std::string said = std::to_string(unexpected.size()) + " of " + files + " did not get the verdict expected:";
    for (std::size_t k = 0; k < unexpected.size(); ++k) said += (k ? ", " : " ") + unexpected[k];
    return said;
}

}  // namespace judge_tool
