// What the differential tests (differential_test.cpp) share with each
// problem's own (problems/<name>/tests/differential_test.cpp): the comparison
// of the generated cases that break a promise on purpose.
#pragma once

#include <gtest/gtest.h>

#include "brute_comparison.hpp"
#include "differential_cases.hpp"

namespace differential_support {

// The generated cases of Problem that break a promise on purpose, small and
// larger, compared with the brute force; there must be some.
template <class Problem>
void expect_broken_promises_match_brute_force() {
    using brute_comparison::keeping_promises;
    auto cases = keeping_promises(differential_cases::small_cases<Problem>(), false);
    for (const auto& game : keeping_promises(differential_cases::larger_cases<Problem>(), false)) cases.push_back(game);
    EXPECT_GE(cases.size(), 100u) << Problem::facts.name << ": " << Problem::facts.deliberate_breaks;
    const brute_comparison::Verdict verdict =
        brute_comparison::compare_with_brute<Problem>(cases, brute_comparison::Inputs::beyond_statement);
    EXPECT_EQ(verdict.failures, 0u) << verdict.report;
}

}  // namespace differential_support
