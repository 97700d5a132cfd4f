// The judge tool on hdu5165's wrong programs (tests/judge_test.cpp: the tool
// on every problem), and the sample's size in a runtime error's line.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "environment.hpp"
#include "judge_support.hpp"
#include "process.hpp"

namespace {

using namespace judge_support;

TEST(JudgeTool, FunnyGameWrongProgramsGetAWrongAnswerShrunkAndExplained) {
    const std::vector<std::pair<std::string, std::string>> wrong = {{"hdu5165", "tests/one_player_hdu5165"},
                                                                    {"hdu5165", "tools/stress_wrong_hdu5165"},
                                                                    {"hdu5165", "tests/flip_answers_hdu5165"}};
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
TEST(JudgeTool, FunnyGameEachWrongProgramFailsOnItsTrap) {
    const std::vector<std::pair<std::string, std::string>> traps = {{"tests/one_player_hdu5165", "trap-one-player"},
                                                                    {"tools/stress_wrong_hdu5165", "trap-few-sweeps"}};
    for (const auto& [program, trap] : traps) {
        const std::string problem = program.substr(program.rfind('_') + 1);
        const harness::RunResult run =
            judge({problem, "--tests", trap, "--json", "-", "--", harness::build_path(program)});
        EXPECT_EQ(json_value(run.out, "verdict"), "WA") << program << " on " << trap << "\n" << run.err;
    }
}

// The runtime error's line names the sample by its size.
TEST(JudgeTool, FunnyGameARuntimeErrorNamesTheSampleBySize) {
    const harness::RunResult segfault =
        judge({"hdu5165", "--tests", "sample", "--", harness::build_path("tests/misbehaving"), "segfault"});
    EXPECT_TRUE(contains(segfault.out, "Runtime error on test 1 (sample, n = 5, m = 2): killed by signal 11 (SIGSEGV)"))
        << segfault.out;
}

}  // namespace
