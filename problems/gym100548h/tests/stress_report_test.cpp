// The stress tool's report of a wrong answer, on gym100548h (its other
// reports: tests/stress_report_test.cpp).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "files.hpp"
#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

TEST(StressReport, ChaseWrongAnswerShowsTheInputBothOutputsAndWhereTheyPart) {
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

TEST(StressReport, ChaseSameSeedSameReport) {
    const std::vector<std::string> arguments = {
        "gym100548h", "--cases", "1000", "--seed", "9", "--", stress_tool::built_tool("stress_wrong_gym100548h")};
    const harness::RunResult first = stress_tool::run(arguments), second = stress_tool::run(arguments);
    auto without_timing = [](std::string text) {  // drop the "shrunk in X s" line
        const size_t line = text.find("stress: shrunk in");
        if (line != std::string::npos) text.erase(line, text.find('\n', line) - line);
        return text;
    };
    EXPECT_EQ(without_timing(first.out), without_timing(second.out));
}

}  // namespace
