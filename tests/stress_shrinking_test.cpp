// The stress tool's shrinking (tools/stress.cpp, harness/shrink.hpp), end to
// end: each kind of failure found on random cases is shrunk to one small test
// case that still fails the same way, and a wrong answer to a real
// counterexample (the brute force of the original game agrees with our
// solution, and the wrong program does not).
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "files.hpp"
#include "problem_types.hpp"
#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

template <class Problem>
class StressShrinking : public ::testing::Test {};
TYPED_TEST_SUITE(StressShrinking, problem_types::All);

TYPED_TEST(StressShrinking, WrongAnswerIsShrunkToOneSmallRealCounterexample) {
    const std::string problem = TypeParam::facts.name;
    const std::string saved = stress_tool::temp_path(problem + "_wrong.txt");
    const std::string wrong = stress_tool::built_tool("stress_wrong_" + problem);
    const harness::RunResult run =
        stress_tool::run({problem, "--cases", "1000", "--seed", "11", "--save", saved, "--", wrong});
    ASSERT_TRUE(run.exited) << run.err;
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_TRUE(contains(run.out, "gave a different answer")) << run.out;
    EXPECT_TRUE(contains(run.out, "to 1 test case:")) << run.out;

    // The saved input is one test case that keeps the statement's promises
    // (read by the strict validator).
    const std::string input = harness::file_text(saved);
    EXPECT_TRUE(contains(run.out, "== input ==\n" + input)) << "the report shows the saved input:\n" << run.out;
    std::vector<typename TypeParam::Case> cases;
    const std::optional<harness::ValidationError> error = harness::read_judge_input(input, cases);
    ASSERT_FALSE(error.has_value()) << error->format(problem) << "\n" << input;
    ASSERT_EQ(cases.size(), 1u) << input;

    // A real counterexample: the brute force agrees with the reference, and
    // the wrong program says otherwise.
    const std::string truth = TypeParam::facts.answers.line(1, TypeParam::brute_force(cases[0]));
    const harness::RunResult expected = harness::run_process({stress_tool::reference(problem)}, input, 10);
    const harness::RunResult got = harness::run_process({wrong}, input, 10);
    EXPECT_EQ(harness::output_tokens(expected.out), harness::output_tokens(truth)) << input;
    EXPECT_NE(harness::output_tokens(got.out), harness::output_tokens(truth)) << input;
    EXPECT_LE(harness::vertex_count(cases[0]), 6) << "not shrunk to a handful of values or vertices:\n" << input;
}

// stress_faulty MODE MIN_N: fails by MODE when the first case has n >= MIN_N.

TEST(StressShrinkingFailures, CrashIsShrunkToTheSmallestCaseThatCrashes) {
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

TEST(StressShrinkingFailures, ExitStatusIsShrunkToTheSmallestCaseThatFails) {
    const harness::RunResult run =
        stress_tool::run({"hdu7399", "--cases", "200", "--seed", "4", "--", stress_tool::built_tool("stress_faulty"),
                          "exit3", "2", stress_tool::reference("hdu7399")});
    ASSERT_TRUE(run.exited) << run.err;
    EXPECT_EQ(run.exit_code, 1) << run.out;
    EXPECT_TRUE(contains(run.out, "to 1 test case: n = 2, m = 1, 0 edges")) << run.out;
}

TEST(StressShrinkingFailures, TimeOutIsShrunkToTheSmallestCaseThatHangs) {
    // The faulty program and a child it forks both sleep forever holding
    // stdout; only killing the whole process group ends each run. On smaller
    // cases it runs our program, which must not time out: a limit of 1 s
    // leaves room for sanitizer builds.
    const harness::RunResult run = stress_tool::run(
        {"gym100548h", "--cases", "200", "--seed", "6", "--timeout", "1", "--",
         stress_tool::built_tool("stress_faulty"), "hang", "3", stress_tool::reference("gym100548h")},
        120);
    ASSERT_TRUE(run.exited) << "the stress tool itself hung";
    EXPECT_EQ(run.exit_code, 1) << run.out;
    EXPECT_TRUE(contains(run.out, "to 1 test case: n = 3")) << run.out;
}

}  // namespace
