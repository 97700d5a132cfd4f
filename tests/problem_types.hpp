// The registry's problems (harness/problems.hpp) for GoogleTest: as the types
// of typed tests, and as the values of parameterized tests.
//
// Typed tests keep GoogleTest's names, Suite/0 for the registry's first
// problem, Suite/1 for the second, ..., which ctest shows with the type, the
// registry's entry (for an entry E:
// Differential.SmallGeneratedCasesMatchBruteForce<harness::E>); CMake names
// typed tests so only with those numbers; tests/CMakeLists.txt filters them
// by the problem's place. Parameterized tests are named by the problems'
// names (for a problem p: Judges/JudgeIo.FailedWriteIsReported/p).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>

#include "problems.hpp"

namespace problem_types {

template <class List>
struct GTestTypes;
template <class... P>
struct GTestTypes<harness::ProblemList<P...>> {
    using type = ::testing::Types<P...>;
};

// For TYPED_TEST_SUITE(Suite, problem_types::All).
using All = GTestTypes<harness::AllProblems>::type;

// The problem's place in the registry (0 for the first), for seeds of its own.
template <class P>
std::uint64_t index() {
    return static_cast<std::uint64_t>(harness::find_problem(P::facts.name) - &harness::problems()[0]);
}

// For INSTANTIATE_TEST_SUITE_P(..., ::testing::ValuesIn(harness::problems()),
// problem_types::name).
inline std::string name(const ::testing::TestParamInfo<harness::Problem>& info) { return info.param.name; }

}  // namespace problem_types

namespace harness {
// How gtest shows a problem in its listings.
inline void PrintTo(const Problem& problem, std::ostream* os) { *os << problem.name; }
}  // namespace harness
