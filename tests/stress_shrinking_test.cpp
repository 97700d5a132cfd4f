// The stress tool's shrinking (tools/stress.cpp, harness/shrink.hpp), end to
// end: each kind of failure found on random cases is shrunk to one small test
// case that still fails the same way, and a wrong answer to a real
// counterexample (the brute force of the original game agrees with our
// solution, and the wrong program does not); a crash, an exit status or a
// hang of stress_faulty (tools/, which fails so on inputs whose first case
// is big enough) is shrunk to the smallest case that fails (on each
// problem, the failure and its smallest case: its tests/data.cpp).
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "files.hpp"
#include "problem_data.hpp"
#include "problem_types.hpp"
#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

class StressShrinking : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, StressShrinking, ::testing::ValuesIn(harness::problems()), problem_types::name);

TEST_P(StressShrinking, WrongAnswerIsShrunkToOneSmallRealCounterexample) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const std::string problem = TypeParam::facts.name;
        const std::string saved = stress_tool::temp_path(problem + "_wrong.txt");
        const std::string wrong = stress_tool::stress_wrong(problem);
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
    });
}

// A hang is given 1 s a run: the faulty program and a child it forks both
// sleep forever holding stdout, so only killing the whole process group ends
// each run; on smaller cases it runs our program, which must not time out
// (1 s leaves room for sanitizer builds).
TEST_P(StressShrinking, FailureIsShrunkToTheSmallestCaseThatFails) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const std::string problem = P::facts.name, saved = stress_tool::temp_path(problem + "_fault.txt");
        const problem_data::StressFault fault = problem_data::texts(problem_data::model_of<P>()).stress_fault;
        std::vector<std::string> arguments = {problem, "--cases", "200", "--seed", fault.seed, "--save", saved};
        if (fault.mode == "hang") arguments.insert(arguments.end(), {"--timeout", "1"});
        arguments.insert(arguments.end(), {"--", stress_tool::built_tool("stress_faulty"), fault.mode, fault.min_n,
                                           stress_tool::reference(problem)});
        const harness::RunResult run = stress_tool::run(arguments, 120);
        ASSERT_TRUE(run.exited) << "the stress tool itself hung";
        EXPECT_EQ(run.exit_code, 1) << run.out;
        EXPECT_TRUE(contains(run.out, "to 1 test case: " + fault.summary)) << run.out;
        std::vector<typename P::Case> cases;
        ASSERT_FALSE(harness::read_judge_input(harness::file_text(saved), cases).has_value())
            << harness::file_text(saved);
        ASSERT_EQ(cases.size(), 1u);
        EXPECT_EQ(harness::size_summary(cases[0]).rfind(fault.summary, 0), 0u) << harness::size_summary(cases[0]);
    });
}

}  // namespace
