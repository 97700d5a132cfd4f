// The stress tool's shrinking of a failing program on gym100548h's cases, to its
// smallest failing case (stress_faulty MODE MIN_N fails by MODE when the first
// case has n >= MIN_N; the shared tests: tests/stress_shrinking_test.cpp).
#include <gtest/gtest.h>

#include <string>

#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

TEST(StressShrinkingFailures, ChaseTimeOutIsShrunkToTheSmallestCaseThatHangs) {
    // The faulty program and a child it forks both sleep forever holding
    // stdout; only killing the whole process group ends each run. On smaller
    // cases it runs our program, which must not time out: a limit of 1 s
    // leaves room for sanitizer builds.
    const harness::RunResult run =
        stress_tool::run({"gym100548h", "--cases", "200", "--seed", "6", "--timeout", "1", "--",
                          stress_tool::built_tool("stress_faulty"), "hang", "3", stress_tool::reference("gym100548h")},
                         120);
    ASSERT_TRUE(run.exited) << "the stress tool itself hung";
    EXPECT_EQ(run.exit_code, 1) << run.out;
    EXPECT_TRUE(contains(run.out, "to 1 test case: n = 3")) << run.out;
}

}  // namespace
