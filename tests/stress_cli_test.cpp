// The stress tool's command line (tools/stress.cpp): wrong usage is exit
// status 2 with the usage on stderr, --help prints it, a COMMAND that cannot
// run is status 2, --reference replaces our solution (on every problem);
// a FILE is built as its language says (a problem's submissions in other
// languages: judge_languages_support.hpp).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "environment.hpp"
#include "judge_languages_support.hpp"
#include "problem_types.hpp"
#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

// Any problem will do: the registry's first.
std::string any_problem() { return harness::problems().front().name; }

TEST(StressCli, WrongUsageExitsWithStatus2AndUsage) {
    const std::string p = any_problem();
    const std::vector<std::vector<std::string>> wrong_usages = {
        {},
        {p},
        {p, "--"},
        {"nosuchproblem", "--", "true"},
        {p, "--cases", "many", "--", "true"},
        {p, "--cases", "0", "--", "true"},
        {p, "--seed", "-1", "--", "true"},
        {p, "--timeout", "-1", "--", "true"},
        {p, "--save", "", "--", "true"},
        {p, "--frobnicate", "--", "true"},
        {p, "-x", "--", "true"},
        {p, "true"},
        {p, "--cases"},
    };
    for (const auto& arguments : wrong_usages) {
        const harness::RunResult run = stress_tool::run(arguments);
        ASSERT_TRUE(run.exited) << stress_tool::shown(arguments);
        EXPECT_EQ(run.exit_code, 2) << stress_tool::shown(arguments);
        EXPECT_TRUE(run.err.rfind("stress: ", 0) == 0 && run.err.find('\n') + 1 == run.err.size() &&
                    contains(run.err, " (stress --help shows the usage)\n"))
            << stress_tool::shown(arguments) << "\n"
            << run.err;
        EXPECT_EQ(run.out, "") << stress_tool::shown(arguments);
    }
}

TEST(StressCli, HelpPrintsUsageWithTheProblemsAndExitsWithStatus0) {
    for (const char* help : {"--help", "-h"}) {
        const harness::RunResult run = stress_tool::run({help});
        ASSERT_TRUE(run.exited);
        EXPECT_EQ(run.exit_code, 0);
        EXPECT_EQ(run.out.rfind("usage: stress PROBLEM", 0), 0u) << run.out;
        EXPECT_TRUE(contains(run.out, harness::problem_names())) << run.out;
        EXPECT_EQ(run.err, "");
    }
}

TEST(StressCli, CommandThatCannotRunExitsWithStatus2) {
    const harness::RunResult run = stress_tool::run({any_problem(), "--", "/nonexistent/solution"});
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_TRUE(contains(run.err, "cannot run /nonexistent/solution")) << run.err;
}

class StressCliOnEachProblem : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, StressCliOnEachProblem, ::testing::ValuesIn(harness::problems()), problem_types::name);

// With the wrong program as the reference, our solution is the one that differs.
TEST_P(StressCliOnEachProblem, ReferenceCanBeChosen) {
    const std::string name = GetParam().name, wrong = stress_tool::stress_wrong(name);
    const harness::RunResult run = stress_tool::run(
        {name, "--cases", "500", "--seed", "2", "--reference", wrong, "--", stress_tool::reference(name)});
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_TRUE(contains(run.out, "gave a different answer")) << run.out;
    EXPECT_TRUE(contains(run.out, "== expected output (" + wrong + ") ==")) << run.out;
}

class StressCliOnAFile : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, StressCliOnAFile,
                         ::testing::ValuesIn(judge_languages_support::problems_with_submissions(
                             {{"accepted", "rust"}, {"wrong_answer", "python3"}})),
                         problem_types::name);

// The problem's Rust solution finds no difference, its wrong Python one is
// caught, and a file that does not compile is status 2.
TEST_P(StressCliOnAFile, AFileIsBuiltAsItsLanguageSays) {
    const std::string name = GetParam().name;
    const harness::RunResult right = stress_tool::run(
        {name, "--cases", "100", "--seed", "1", judge_languages_support::submission_in(name, "accepted", "rust")});
    EXPECT_EQ(right.exit_code, 0) << right.err;
    EXPECT_TRUE(contains(right.out, "no difference in 100 cases")) << right.out;
    const std::string wrong = judge_languages_support::submission_in(name, "wrong_answer", "python3");
    const harness::RunResult caught = stress_tool::run({name, "--seed", "1", wrong});
    EXPECT_EQ(caught.exit_code, 1) << caught.err;
    EXPECT_TRUE(contains(caught.out, wrong + " gave a different answer")) << caught.out;
    const harness::RunResult broken =
        stress_tool::run({name, harness::source_path("tests/languages/compile_error/broken.py")});
    EXPECT_EQ(broken.exit_code, 2);
    EXPECT_TRUE(contains(broken.err, "broken.py: does not compile: ")) << broken.err;
}

}  // namespace
