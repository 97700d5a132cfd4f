// Small helpers of the validator's tests (tests/validate_test.cpp, and the
// problems' inputs at the limits in problems/<name>/tests/data.cpp).
#pragma once

#include <optional>
#include <string>

#include "problems.hpp"

namespace validate_support {

// The error as one line, or "valid".
inline std::string verdict(const std::string& problem, const std::string& text) {
    const std::optional<harness::ValidationError> error = harness::validate_input(problem, text);
    return error ? error->format(problem) : "valid";
}

inline std::string repeated(const std::string& line, int times) {
    std::string text;
    for (int k = 0; k < times; ++k) text += line;
    return text;
}

// "first first+1 ... last" as one line.
inline std::string sequence_line(int first, int last) {
    std::string line;
    for (int v = first; v <= last; ++v) line += (v > first ? " " : "") + std::to_string(v);
    return line + "\n";
}

}  // namespace validate_support
