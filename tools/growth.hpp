// How a program's time grows on one family of inputs against the plain
// solution's (judge.cpp, after a time limit exceeded or with --growth): the
// measured points, the fits, the time predicted at the statement's limits,
// and the report of it: a coach's sentence, a chart, JSON.
#pragma once

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "growth_chart.hpp"
#include "growth_fit.hpp"

namespace judge_tool {

// One program's time per test case at growing sizes.
struct GrowthSeries {
    std::vector<double> sizes, seconds;  // seconds per test case, start-up left out
    std::vector<std::size_t> cases;      // in the input measured at each size
    std::vector<double> weights;         // the share of each input's time that is not start-up
    double startup = 0;                  // its time on an input of one tiny case
    PowerFit fit;
    std::string stopped;  // why it has no point past its last size ("": it has them all)
};

struct Growth {
    std::string family, size_name, catches, test_name;
    GrowthSeries yours, plain;
    int at_size = 0;                            // the prediction's size: the family's in its worst test
    std::size_t at_tests = 0;                   // and its number of test cases
    std::string at_what;                        // where at_tests comes from: "the statement's limits", ...
    std::string tests_name;                     // what the statement calls T
    double predicted = 0, predicted_plain = 0;  // seconds of such an input
    double limit = 0;
    double seconds = 0;  // what measuring took
    long long runs = 0;
};

// "funnel inputs: yours grows as n^3.0 (±0.1), the plain solution as n^2.0;
// at n = 100, T = 200 (the statement's limits) yours needs about 9 s
// against a 2 s limit", and what the gap means.
std::string growth_sentence(const Growth& growth);
// The chart: each program's time of an input of at_tests cases.
Chart growth_chart(const Growth& growth);
// The sentence, the chart, the points.
void print_growth(std::ostream& out, const Growth& growth);
// Its JSON object (the value of "growth"), indented by `indent` spaces.
std::string growth_json(const Growth& growth, int indent);

}  // namespace judge_tool
