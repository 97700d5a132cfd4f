// The stress tool's --reference, on hdu7399 (the command line's other tests:
// tests/stress_cli_test.cpp).
#include <gtest/gtest.h>

#include <string>

#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

TEST(StressCli, BipartiteGameReferenceCanBeChosen) {
    // With the wrong program as the reference, our solution is the one that differs.
    const harness::RunResult run =
        stress_tool::run({"hdu7399", "--cases", "500", "--seed", "2", "--reference",
                          stress_tool::built_tool("stress_wrong_hdu7399"), "--", stress_tool::reference("hdu7399")});
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_TRUE(contains(run.out, "gave a different answer")) << run.out;
    EXPECT_TRUE(contains(run.out, "== expected output (" + stress_tool::built_tool("stress_wrong_hdu7399") + ") =="))
        << run.out;
}

}  // namespace
