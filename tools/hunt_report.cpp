#include "hunt_report.hpp"

#include <cmath>
#include <cstdio>
#include <sstream>

#include "files.hpp"
#include "judge_report.hpp"
#include "referee.hpp"

namespace judge_tool {

namespace {

std::string times_limit(double seconds, double limit, bool whole) {
    char text[32];
    std::snprintf(text, sizeof text, whole ? "%.0fx" : "%.1fx", seconds / limit);
    return text;
}

}  // namespace

void print_hunt(std::ostream& out, const HuntResult& hunt) {
    out << "hunt: " << harness::plural(hunt.evaluations, "input") << " tried in "
        << harness::seconds_text(std::round(hunt.search_seconds)) << " s (" << hunt.tiers << ")\n";
    out << "the slowest: " << hunt.shape << ", from " << hunt.origin << "\n";
    out << "  yours: "
        << (hunt.stopped_at > 0
                ? "over " + secs(hunt.stopped_at) + ", more than " + times_limit(hunt.stopped_at, hunt.limit, true)
                : secs(hunt.seconds) + ", " + times_limit(hunt.seconds, hunt.limit, false))
        << " the " << secs(hunt.limit) << " limit; the plain solution: " << secs(hunt.plain_seconds) << "\n";
    out << "  written to " << hunt.file << "\n";
    if (!hunt.over_limit) return;
    out << "over the limit: shrunk in " << harness::seconds_text(std::round(hunt.shrink_seconds * 10) / 10) << " s ("
        << harness::plural(hunt.shrink_runs, "run") << ") to " << hunt.small_shape << ", still over "
        << secs(hunt.limit);
    if (hunt.shrink_out_of_time) out << " (stopped shrinking at its time)";
    out << "\n  written to " << hunt.small_file << "\n";
}

std::string hunt_json(const HuntResult& hunt, int indent) {
    const std::string in(static_cast<std::size_t>(indent), ' '), field = ",\n" + in + "  ";
    std::ostringstream json;
    json << "{\n"
         << in << "  \"input\": " << harness::double_quoted(hunt.file) << field << "\"cases\": " << hunt.cases << field
         << "\"shape\": " << harness::double_quoted(hunt.shape) << field
         << "\"origin\": " << harness::double_quoted(hunt.origin) << field << "\"time_s\": " << hunt.seconds << field
         << "\"stopped_at_s\": " << hunt.stopped_at << field << "\"plain_time_s\": " << hunt.plain_seconds << field
         << "\"time_limit_s\": " << hunt.limit << field << "\"over_limit\": " << (hunt.over_limit ? "true" : "false")
         << field << "\"evaluations\": " << hunt.evaluations << field << "\"search_s\": " << hunt.search_seconds
         << field << "\"budget_s\": " << hunt.budget << field
         << "\"shrunk_input\": " << harness::double_quoted(hunt.small_file) << field
         << "\"shrunk_cases\": " << hunt.small_cases << field << "\"shrink_s\": " << hunt.shrink_seconds << field
         << "\"shrink_runs\": " << hunt.shrink_runs << "\n"
         << in << "}";
    return json.str();
}

}  // namespace judge_tool
