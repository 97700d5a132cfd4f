// The stress tool's shrinking of a failing program on hdu7399's cases, to its
// smallest failing case (stress_faulty MODE MIN_N fails by MODE when the first
// case has n >= MIN_N; the shared tests: tests/stress_shrinking_test.cpp).
#include <gtest/gtest.h>

#include <string>

#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

TEST(StressShrinkingFailures, BipartiteGameExitStatusIsShrunkToTheSmallestCaseThatFails) {
    const harness::RunResult run =
        stress_tool::run({"hdu7399", "--cases", "200", "--seed", "4", "--", stress_tool::built_tool("stress_faulty"),
                          "exit3", "2", stress_tool::reference("hdu7399")});
    ASSERT_TRUE(run.exited) << run.err;
    EXPECT_EQ(run.exit_code, 1) << run.out;
    EXPECT_TRUE(contains(run.out, "to 1 test case: n = 2, m = 1, 0 edges")) << run.out;
}

}  // namespace
