// The registry's problems (harness/problems.hpp) for GoogleTest's
// parameterized tests, named by the problems' names as users name them
// (Differential.SmallGeneratedCasesMatchBruteForce/p for a problem p,
// labelled p too: tests/CMakeLists.txt): a suite instantiated over
// harness::problems(), whose tests reach the problem's type through
// problem_types::visit.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>

#include "problems.hpp"

namespace problem_types {

// Calls test(P{}) for the registry entry P of the test's problem.
template <class Test>
void visit(const harness::Problem& problem, Test&& test) {
    harness::visit_problem(problem.name, test);
}

// The problem's place in the registry (0 for the first), for seeds of its own.
template <class P>
std::uint64_t index() {
    return static_cast<std::uint64_t>(harness::find_problem(P::facts.name) - &harness::problems()[0]);
}

// For INSTANTIATE_TEST_SUITE_P(, Suite, ::testing::ValuesIn(harness::problems()),
// problem_types::name).
inline std::string name(const ::testing::TestParamInfo<harness::Problem>& info) { return info.param.name; }

}  // namespace problem_types

namespace harness {
// How gtest shows a problem in its listings.
inline void PrintTo(const Problem& problem, std::ostream* os) { *os << problem.name; }
}  // namespace harness
