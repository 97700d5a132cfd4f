// The stress tool's shrinking of a failing program on hdu5165's cases, to its
// smallest failing case (stress_faulty MODE MIN_N fails by MODE when the first
// case has n >= MIN_N; the shared tests: tests/stress_shrinking_test.cpp).
#include <gtest/gtest.h>

#include <string>

#include "files.hpp"
#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

TEST(StressShrinkingFailures, FunnyGameCrashIsShrunkToTheSmallestCaseThatCrashes) {
    const std::string saved = stress_tool::temp_path("crash.txt");
    const harness::RunResult run =
        stress_tool::run({"hdu5165", "--cases", "200", "--seed", "3", "--save", saved, "--",
                          stress_tool::built_tool("stress_faulty"), "crash", "3", stress_tool::reference("hdu5165")});
    ASSERT_TRUE(run.exited) << run.err;
    EXPECT_EQ(run.exit_code, 1) << run.out;
    // The smallest such input is one case with three values and one function.
    EXPECT_TRUE(contains(run.out, "to 1 test case: n = 3, m = 1")) << run.out;
    EXPECT_EQ(harness::file_text(saved).substr(0, 6), "1\n3 1\n");
}

}  // namespace
