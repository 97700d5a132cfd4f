// The registry's problems (testlib/problems.hpp) for GoogleTest: as the types
// of typed tests, and as the values of parameterized tests.
//
// Typed tests are named by the entries' suite names:
// Differential/Chase.SmallGeneratedCasesMatchBruteForce (with Names below;
// tests/CMakeLists.txt filters them so). Parameterized tests are named by the
// problems' names: Judges/JudgeIo.FailedWriteIsReported/hdu5165.
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
struct GTestTypes<testlib::ProblemList<P...>> {
    using type = ::testing::Types<P...>;
};

// For TYPED_TEST_SUITE(Suite, problem_types::All, problem_types::Names).
using All = GTestTypes<testlib::AllProblems>::type;
struct Names {
    template <class P>
    static std::string GetName(int) {
        return P::suite;
    }
};

// The problem's place in the registry (0 for the first), for seeds of its own.
template <class P>
std::uint64_t index() {
    return static_cast<std::uint64_t>(testlib::find_problem(P::facts.name) - &testlib::problems()[0]);
}

// For INSTANTIATE_TEST_SUITE_P(..., ::testing::ValuesIn(testlib::problems()),
// problem_types::name).
inline std::string name(const ::testing::TestParamInfo<testlib::Problem>& info) { return info.param.name; }

}  // namespace problem_types

namespace testlib {
// How gtest shows a problem in its listings.
inline void PrintTo(const Problem& problem, std::ostream* os) { *os << problem.name; }
}  // namespace testlib
