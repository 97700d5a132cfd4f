#include "growth.hpp"

#include <cstdio>
#include <sstream>

#include "files.hpp"
#include "judge_report.hpp"
#include "referee.hpp"

namespace judge_tool {

namespace {

std::string fit_words(const PowerFit& fit, const std::string& size_name, bool with_error) {
    std::string words = size_name + "^" + exponent_text(fit.exponent);
    if (with_error && fit.points > 2) words += " (\u00b1" + exponent_text(std::max(fit.exponent_error, 0.05)) + ")";
    return words;
}

std::string where_predicted(const Growth& growth) {
    return growth.size_name + " = " + std::to_string(growth.at_size) + ", " + growth.tests_name + " = " +
           std::to_string(growth.at_tests) + " (" + growth.at_what + ")";
}

template <class T>
std::string json_list(const std::vector<T>& values) {
    std::ostringstream out;
    out << "[";
    for (std::size_t k = 0; k < values.size(); ++k) out << (k ? ", " : "") << values[k];
    out << "]";
    return out.str();
}

}  // namespace

std::string growth_sentence(const Growth& growth) {
    std::string said = growth.family + " inputs: ";
    if (growth.yours.fit.points < 2)
        return said + "yours could not be measured at two sizes" +
               (growth.yours.stopped.empty() ? "" : " (" + growth.yours.stopped + ")");
    said += "yours grows as " + fit_words(growth.yours.fit, growth.size_name, true);
    if (growth.plain.fit.points >= 2)
        said += ", the plain solution as " + fit_words(growth.plain.fit, growth.size_name, false);
    said += "; at " + where_predicted(growth) + " yours needs about " + rough_seconds(growth.predicted) +
            " against a " + secs(growth.limit) + " limit";
    if (growth.plain.fit.points >= 2)
        said += " (the plain solution about " + rough_seconds(growth.predicted_plain) + ")";
    said += ".";
    if (growth.plain.fit.points >= 2)
        said += " " + gap_words(growth.yours.fit, growth.plain.fit, growth.size_name,
                                growth.predicted / std::max(growth.predicted_plain, 1e-6));
    return said;
}

Chart growth_chart(const Growth& growth) {
    Chart chart;
    chart.title = growth.family + ": seconds per input of " + std::to_string(growth.at_tests) + " test cases";
    chart.size_name = growth.size_name;
    chart.y_name = "seconds per input of " + std::to_string(growth.at_tests) + " test cases";
    chart.limit = growth.limit;
    chart.reach = growth.at_size;
    const double tests = static_cast<double>(growth.at_tests);
    auto series_of = [&](const GrowthSeries& series, const std::string& label, char mark, const std::string& color) {
        ChartSeries drawn{label, mark, color, series.sizes, series.seconds, series.fit};
        for (double& seconds : drawn.seconds) seconds *= tests;
        drawn.fit.coefficient *= tests;
        return drawn;
    };
    chart.series.push_back(series_of(growth.yours, "yours", 'o', "#1f5fbf"));
    chart.series.push_back(series_of(growth.plain, "the plain solution", '+', "#3a9a3a"));
    return chart;
}

void print_growth(std::ostream& out, const Growth& growth) {
    const GrowthSeries& yours = growth.yours;
    out << "== growth on " << growth.family << " inputs";
    if (!growth.test_name.empty()) out << " (" << growth.test_name << ")";
    if (!yours.sizes.empty())
        out << ": " << growth.size_name << " = " << yours.sizes.front() << " to " << yours.sizes.back() << ", "
            << harness::plural(static_cast<long long>(yours.sizes.size()), "size")
            << ", time per test case fitted to c * " << growth.size_name << "^k";
    out << "\n" << growth_sentence(growth) << "\n";
    if (!yours.stopped.empty() && yours.fit.points >= 2)
        out << "(yours was not measured further: " << yours.stopped << ")\n";
    if (yours.fit.points >= 2)
        for (const std::string& line : terminal_chart(growth_chart(growth))) out << line << "\n";
}

std::string growth_json(const Growth& growth, int indent) {
    const std::string in(static_cast<std::size_t>(indent), ' '), field = ",\n" + in + "  ";
    std::ostringstream json;
    json << "{\n"
         << in << "  \"family\": " << harness::double_quoted(growth.family) << field
         << "\"test\": " << harness::double_quoted(growth.test_name) << field
         << "\"size_name\": " << harness::double_quoted(growth.size_name) << field
         << "\"sizes\": " << json_list(growth.yours.sizes) << field
         << "\"times_s\": " << json_list(growth.yours.seconds) << field
         << "\"cases\": " << json_list(growth.yours.cases) << field << "\"exponent\": " << growth.yours.fit.exponent
         << field << "\"exponent_error\": " << growth.yours.fit.exponent_error << field
         << "\"startup_s\": " << growth.yours.startup << field
         << "\"stopped\": " << harness::double_quoted(growth.yours.stopped) << field
         << "\"plain_sizes\": " << json_list(growth.plain.sizes) << field
         << "\"plain_times_s\": " << json_list(growth.plain.seconds) << field
         << "\"plain_exponent\": " << growth.plain.fit.exponent << field
         << "\"plain_exponent_error\": " << growth.plain.fit.exponent_error << field
         << "\"predicted_size\": " << growth.at_size << field << "\"predicted_tests\": " << growth.at_tests << field
         << "\"predicted_s\": " << growth.predicted << field << "\"plain_predicted_s\": " << growth.predicted_plain
         << field << "\"time_limit_s\": " << growth.limit << field << "\"seconds\": " << growth.seconds << field
         << "\"runs\": " << growth.runs << "\n"
         << in << "}";
    return json.str();
}

}  // namespace judge_tool
