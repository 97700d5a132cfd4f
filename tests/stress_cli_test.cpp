// The stress tool's command line (tools/stress.cpp): wrong usage is exit
// status 2 with the usage on stderr, --help prints it, a COMMAND that cannot
// run is status 2, --reference replaces our solution.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

TEST(StressCli, WrongUsageExitsWithStatus2AndUsage) {
    const std::vector<std::vector<std::string>> wrong_usages = {
        {},
        {"hdu5165"},
        {"hdu5165", "--"},
        {"nosuchproblem", "--", "true"},
        {"hdu5165", "--cases", "many", "--", "true"},
        {"hdu5165", "--cases", "0", "--", "true"},
        {"hdu5165", "--seed", "-1", "--", "true"},
        {"hdu5165", "--timeout", "-1", "--", "true"},
        {"hdu5165", "--save", "", "--", "true"},
        {"hdu5165", "--frobnicate", "--", "true"},
        {"hdu5165", "-x", "--", "true"},
        {"hdu5165", "true"},
        {"hdu5165", "--cases"},
    };
    for (const auto& arguments : wrong_usages) {
        const harness::RunResult run = stress_tool::run(arguments);
        ASSERT_TRUE(run.exited) << stress_tool::shown(arguments);
        EXPECT_EQ(run.exit_code, 2) << stress_tool::shown(arguments);
        EXPECT_TRUE(contains(run.err, "usage: stress PROBLEM")) << stress_tool::shown(arguments) << "\n" << run.err;
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
    const harness::RunResult run = stress_tool::run({"gym100548h", "--", "/nonexistent/solution"});
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_TRUE(contains(run.err, "cannot run /nonexistent/solution")) << run.err;
}

TEST(StressCli, ReferenceCanBeChosen) {
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
