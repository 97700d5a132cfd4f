// The judge tool on gym100548h's wrong programs (tests/judge_test.cpp: the
// tool on every problem).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "environment.hpp"
#include "judge_support.hpp"
#include "process.hpp"

namespace {

using namespace judge_support;

TEST(JudgeTool, ChaseWrongProgramsGetAWrongAnswerShrunkAndExplained) {
    const std::vector<std::pair<std::string, std::string>> wrong = {
        {"gym100548h", "tests/endless_for_alice_gym100548h"},
        {"gym100548h", "tools/stress_wrong_gym100548h"},
        {"gym100548h", "tests/flip_answers_gym100548h"}};
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
TEST(JudgeTool, ChaseEachWrongProgramFailsOnItsTrap) {
    const std::vector<std::pair<std::string, std::string>> traps = {
        {"tests/endless_for_alice_gym100548h", "trap-endless-is-alices"},
        {"tools/stress_wrong_gym100548h", "trap-short-horizon"}};
    for (const auto& [program, trap] : traps) {
        const std::string problem = program.substr(program.rfind('_') + 1);
        const harness::RunResult run =
            judge({problem, "--tests", trap, "--json", "-", "--", harness::build_path(program)});
        EXPECT_EQ(json_value(run.out, "verdict"), "WA") << program << " on " << trap << "\n" << run.err;
    }
}

}  // namespace
