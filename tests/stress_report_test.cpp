// The stress tool's report (tools/stress.cpp), end to end: one quiet line when
// nothing differs; on a failure, what went wrong, the shrunk input (as saved
// with --save), both outputs and where they part; the same report for the
// same seed.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "files.hpp"
#include "problem_types.hpp"
#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

class StressReportOnEachProblem : public ::testing::TestWithParam<harness::Problem> {};

TEST_P(StressReportOnEachProblem, CorrectSolutionPassesWithOneQuietLine) {
    const std::string problem = GetParam().name;
    const harness::RunResult run =
        stress_tool::run({problem, "--cases", "300", "--seed", "5", "--", stress_tool::reference(problem)});
    ASSERT_TRUE(run.exited) << run.err;
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_EQ(run.out.substr(0, run.out.find('\n') + 1), run.out) << "more than one line: " << run.out;
    EXPECT_TRUE(contains(run.out, "stress: " + problem + ": no difference in 300 cases (seed 5")) << run.out;
    EXPECT_EQ(run.err, "") << "no progress line when stderr is not a terminal";
}

// On the problem's wrong program: the report of a wrong answer.
TEST_P(StressReportOnEachProblem, WrongAnswerShowsTheInputBothOutputsAndWhereTheyPart) {
    const std::string problem = GetParam().name, saved = stress_tool::temp_path("report_" + problem + ".txt");
    const std::string wrong = stress_tool::stress_wrong(problem);
    const harness::RunResult run =
        stress_tool::run({problem, "--cases", "1000", "--seed", "9", "--save", saved, "--", wrong});
    ASSERT_TRUE(run.exited) << run.err;
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    const std::string input = harness::file_text(saved);
    ASSERT_FALSE(input.empty());
    const harness::AnswerFormat& answers = GetParam().answers;
    const std::string first = answers.numbered ? "Case #1: " : "";  // the first answer's line, as far as it is known
    EXPECT_EQ(
        run.out.rfind("stress: " + problem + ": " + wrong + " gave a different answer (found within the first ", 0), 0u)
        << run.out;
    EXPECT_TRUE(contains(run.out, "seed 9)\nstress: shrunk in ")) << run.out;
    EXPECT_TRUE(
        contains(run.out, "\n\n== input ==\n" + input + "== expected output (our " + problem + ") ==\n" + first))
        << run.out;
    EXPECT_TRUE(contains(run.out, "== output of " + wrong + " ==\n" + first)) << run.out;
    EXPECT_TRUE(contains(run.out, "(first difference at token " + std::to_string(answers.tokens()) + ": expected \""))
        << run.out;
    EXPECT_TRUE(contains(run.out, "stress: input saved to " + saved + "\n")) << run.out;
}

TEST_P(StressReportOnEachProblem, SameSeedSameReport) {
    const std::string problem = GetParam().name;
    const std::vector<std::string> arguments = {
        problem, "--cases", "1000", "--seed", "9", "--", stress_tool::stress_wrong(problem)};
    const harness::RunResult first = stress_tool::run(arguments), second = stress_tool::run(arguments);
    auto without_timing = [](std::string text) {  // drop the "shrunk in X s" line
        const size_t line = text.find("stress: shrunk in");
        if (line != std::string::npos) text.erase(line, text.find('\n', line) - line);
        return text;
    };
    EXPECT_EQ(without_timing(first.out), without_timing(second.out));
}

INSTANTIATE_TEST_SUITE_P(, StressReportOnEachProblem, ::testing::ValuesIn(harness::problems()), problem_types::name);

// Each kind of failure is named (stress_faulty MODE MIN_N fails by MODE when
// the first case has n >= MIN_N, and runs our program otherwise, which must
// not time out: the hang's limit of 1 s leaves room for a loaded machine and
// sanitizer builds).
TEST(StressReport, EachKindOfFailureIsNamed) {
    const std::string faulty = stress_tool::built_tool("stress_faulty");
    const struct {
        const char* mode;
        const char* timeout;  // of one run
        const char* text;
    } kinds[] = {{"crash", "2", "crashed with signal 11 (SIGSEGV)"},
                 {"exit3", "2", "exited with status 3"},
                 {"hang", "1", "no answer in 1 s"}};
    size_t index = 0;  // each kind on the next problem, in turn
    for (const auto& kind : kinds) {
        const std::string problem = harness::problems()[index++ % harness::problems().size()].name;
        const harness::RunResult run =
            stress_tool::run({problem, "--cases", "200", "--seed", "4", "--timeout", kind.timeout, "--", faulty,
                              kind.mode, "3", stress_tool::reference(problem)},
                             120);
        ASSERT_TRUE(run.exited) << kind.mode;
        EXPECT_EQ(run.exit_code, 1) << run.out;
        EXPECT_TRUE(contains(run.out, std::string(faulty) + " " + kind.mode + " 3 ")) << run.out;
        EXPECT_TRUE(contains(run.out, kind.text)) << run.out;
    }
}

}  // namespace
