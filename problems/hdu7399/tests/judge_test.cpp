// The judge tool on hdu7399's wrong programs (tests/judge_test.cpp: the tool
// on every problem), and its time limit scaled below the plain solution's.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "environment.hpp"
#include "judge_support.hpp"
#include "process.hpp"

namespace {

using namespace judge_support;

TEST(JudgeTool, BipartiteGameWrongProgramsGetAWrongAnswerShrunkAndExplained) {
    const std::vector<std::pair<std::string, std::string>> wrong = {{"hdu7399", "tests/strongly_connected_hdu7399"},
                                                                    {"hdu7399", "tools/stress_wrong_hdu7399"},
                                                                    {"hdu7399", "tests/flip_answers_hdu7399"}};
    for (const auto& [problem, program] : wrong) {
        // flip_answers runs our program, named on its command line so that the
        // sandbox shows it; the others ignore the argument.
        const harness::RunResult run =
            judge({problem, "--", harness::build_path(program), harness::build_path(problem)});
        ASSERT_TRUE(run.exited) << program;
        EXPECT_EQ(run.exit_code, 1) << program << "\n" << run.err;
        EXPECT_TRUE(contains(run.out, "\nWrong answer on test ")) << program << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, ": expected \"")) << program << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, "shrunk in ")) << program << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, "== why the expected answer holds ==\ntest 1: ")) << program << "\n" << run.out;
    }
}

// Each trap of the test set is the case stress shrank a wrong program's
// failure to: that program fails there, if not before.
TEST(JudgeTool, BipartiteGameEachWrongProgramFailsOnItsTrap) {
    const std::vector<std::pair<std::string, std::string>> traps = {
        {"tools/stress_wrong_hdu7399", "trap-yy-dead-end"}, {"tests/strongly_connected_hdu7399", "trap-yy-chooses"}};
    for (const auto& [program, trap] : traps) {
        const std::string problem = program.substr(program.rfind('_') + 1);
        const harness::RunResult run =
            judge({problem, "--tests", trap, "--json", "-", "--", harness::build_path(program)});
        EXPECT_EQ(json_value(run.out, "verdict"), "WA") << program << " on " << trap << "\n" << run.err;
    }
}

TEST(JudgeTool, BipartiteGameTheTimeLimitScales) {
    // A hundredth of hdu7399's limit is below what the plain solution needs.
    const harness::RunResult tight = judge({"hdu7399", "--tests", "worst-*", "--scale", "0.01", "--json", "-", "--",
                                            harness::build_path("tools/usual_hdu7399")});
    EXPECT_EQ(json_value(tight.out, "verdict"), "TLE") << tight.err;
    EXPECT_EQ(json_value(tight.out, "time_scale"), "0.01");
}

}  // namespace
