// How a program's time grows with the size of its input (the judge tool's
// growth, judge.cpp): time = c * size^k fitted by least squares on log-log,
// with an error band on k; and what that says, in a coach's words.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace judge_tool {

// time = coefficient * size^exponent.
struct PowerFit {
    double exponent = 0;
    // Two standard errors of the exponent (about a 95% band), from the
    // scatter of the points about the line; 0 with two points.
    double exponent_error = 0;
    double coefficient = 0;
    std::size_t points = 0;  // 0: no fit (fewer than two distinct sizes with a time)

    double at(double size) const;
};

// The least-squares line through (log size, log time), over the points whose
// time is above zero, each weighted by `weights` (none: all alike): a
// point measured mostly as the program's start-up counts less.
PowerFit fit_power(const std::vector<double>& sizes, const std::vector<double>& times,
                   const std::vector<double>& weights = {});

// "3.0": an exponent as a coach says it, one decimal.
std::string exponent_text(double exponent);
// "9 s", "0.4 s", "12 ms": a predicted time, two significant digits at most.
std::string rough_seconds(double seconds);

// What a gap in growth means: a slower method (the exponent is above the
// plain one's by more than both error bands), or a constant factor.
std::string gap_words(const PowerFit& yours, const PowerFit& plain, const std::string& size_name, double ratio);

}  // namespace judge_tool
