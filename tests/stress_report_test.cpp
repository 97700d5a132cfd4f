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

INSTANTIATE_TEST_SUITE_P(Problems, StressReportOnEachProblem, ::testing::ValuesIn(harness::problems()),
                         problem_types::name);

TEST(StressReport, WrongAnswerShowsTheInputBothOutputsAndWhereTheyPart) {
    const std::string saved = stress_tool::temp_path("report.txt");
    const std::string wrong = stress_tool::built_tool("stress_wrong_gym100548h");
    const harness::RunResult run =
        stress_tool::run({"gym100548h", "--cases", "1000", "--seed", "9", "--save", saved, "--", wrong});
    ASSERT_TRUE(run.exited) << run.err;
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    const std::string input = harness::file_text(saved);
    ASSERT_FALSE(input.empty());
    EXPECT_EQ(run.out.rfind("stress: gym100548h: " + wrong + " gave a different answer (found within the first ", 0),
              0u)
        << run.out;
    EXPECT_TRUE(contains(run.out, "seed 9)\nstress: shrunk in ")) << run.out;
    EXPECT_TRUE(contains(run.out, "\n\n== input ==\n" + input + "== expected output (our gym100548h) ==\nCase #1: "))
        << run.out;
    EXPECT_TRUE(contains(run.out, "== output of " + wrong + " ==\nCase #1: ")) << run.out;
    EXPECT_TRUE(contains(run.out, "(first difference at token 3: expected \"")) << run.out;
    EXPECT_TRUE(contains(run.out, "stress: input saved to " + saved + "\n")) << run.out;
}

// Each kind of failure is named (stress_faulty MODE MIN_N fails by MODE when
// the first case has n >= MIN_N, and runs our program otherwise, which must
// not time out: the hang's limit of 1 s leaves room for a loaded machine and
// sanitizer builds).
TEST(StressReport, EachKindOfFailureIsNamed) {
    const std::string faulty = stress_tool::built_tool("stress_faulty");
    const struct {
        const char* problem;
        const char* mode;
        const char* timeout;  // of one run
        const char* text;
    } kinds[] = {{"hdu5165", "crash", "2", "crashed with signal 11 (SIGSEGV)"},
                 {"hdu7399", "exit3", "2", "exited with status 3"},
                 {"gym100548h", "hang", "1", "no answer in 1 s"}};
    for (const auto& kind : kinds) {
        const harness::RunResult run =
            stress_tool::run({kind.problem, "--cases", "200", "--seed", "4", "--timeout", kind.timeout, "--", faulty,
                              kind.mode, "3", stress_tool::reference(kind.problem)},
                             120);
        ASSERT_TRUE(run.exited) << kind.mode;
        EXPECT_EQ(run.exit_code, 1) << run.out;
        EXPECT_TRUE(contains(run.out, std::string(faulty) + " " + kind.mode + " 3 ")) << run.out;
        EXPECT_TRUE(contains(run.out, kind.text)) << run.out;
    }
}

TEST(StressReport, SameSeedSameReport) {
    const std::vector<std::string> arguments = {"gym100548h", "--cases", "1000", "--seed", "9", "--",
                                                stress_tool::built_tool("stress_wrong_gym100548h")};
    const harness::RunResult first = stress_tool::run(arguments), second = stress_tool::run(arguments);
    auto without_timing = [](std::string text) {  // drop the "shrunk in X s" line
        const size_t line = text.find("stress: shrunk in");
        if (line != std::string::npos) text.erase(line, text.find('\n', line) - line);
        return text;
    };
    EXPECT_EQ(without_timing(first.out), without_timing(second.out));
}

}  // namespace
