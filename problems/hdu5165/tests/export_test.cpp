// oj's tests and judge command of hdu5165, and the explaining checker (the export tool's shared tests:
// tests/export_test.cpp).
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdio>
#include <string>
#include <vector>

#include "export_support.hpp"
#include "problems.hpp"

namespace {

using namespace export_support;

TEST(OjExport, FunnyGameTestsAreOurOutputsAndTheJudgeCommandIsTheExplainingChecker) {
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/oj";
    const harness::RunResult run = run_export({"oj", "hdu5165", dir});
    ASSERT_EQ(run.exit_code, 0) << shown(run);
    EXPECT_EQ(run.out, "oj t -c ./a.out -d " + dir + "/test --judge-command '" + dir + "/checker --oj'\n");
    const std::string program = harness::built_program(harness::FunnyGame::facts);
    int tests = 0;
    for (const std::string& name : entries(dir + "/test")) {
        if (name.size() < 4 || name.substr(name.size() - 3) != ".in") continue;
        const std::string input = dir + "/test/" + name, base = input.substr(0, input.size() - 3);
        const std::string expected = text_of(base + ".out");
        const harness::RunResult ours = harness::run_process({program}, text_of(input), 60);
        EXPECT_EQ(ours.out, expected) << name;
        ++tests;
        if (name != "sample-1.in" && name.find("trap") == std::string::npos) continue;
        // oj runs: COMMAND INPUT OUTPUT EXPECTED, exit 0 for accepted.
        const harness::RunResult right =
            harness::run_process({dir + "/checker", "--oj", input, base + ".out", base + ".out"}, "", 60);
        EXPECT_EQ(right.exit_code, 0) << name << right.out;
        const std::string wrong_path = scratch.path() + "/wrong.out";
        write(wrong_path, flip_first(expected));
        const harness::RunResult wrong =
            harness::run_process({dir + "/checker", "--oj", input, wrong_path, base + ".out"}, "", 60);
        EXPECT_EQ(wrong.exit_code, 1) << name;
        EXPECT_TRUE(contains(wrong.out, "Wrong answer on test case 1 of ")) << wrong.out;
        EXPECT_TRUE(contains(wrong.out, "Why the expected answer holds:\ntest 1: ")) << wrong.out;
    }
    // The statement's sample as sample-1, and the rest of the judge tool's tests.
    EXPECT_EQ(tests, static_cast<int>(judge_test_names("hdu5165").size()));

    // The judge command is the package's output validator, which a contest
    // system runs as CHECKER INPUT ANSWER FEEDBACK_DIR < team_output.
    const std::string package = scratch.path() + "/hdu5165";
    ASSERT_EQ(run_export({"package", "hdu5165", package}).exit_code, 0);
    EXPECT_EQ(text_of(package + "/output_validator/checker.cpp"), text_of(dir + "/checker.cpp"));
    const std::string input = package + "/data/secret/02-trap-one-player.in";
    const std::string answer = package + "/data/secret/02-trap-one-player.ans";
    const std::string feedback = scratch.path() + "/feedback/";
    ASSERT_EQ(mkdir(feedback.c_str(), 0755), 0);
    const harness::RunResult right =
        harness::run_process({dir + "/checker", input, answer, feedback}, text_of(answer), 60);
    EXPECT_EQ(right.exit_code, 42) << right.err;
    EXPECT_TRUE(entries(feedback).empty()) << "feedback on an accepted output";
    const harness::RunResult wrong =
        harness::run_process({dir + "/checker", input, answer, feedback}, flip_first(text_of(answer)), 60);
    EXPECT_EQ(wrong.exit_code, 43) << wrong.err;
    const std::string message = text_of(feedback + "teammessage.txt");
    EXPECT_EQ(message, text_of(feedback + "judgemessage.txt"));
    EXPECT_EQ(message.rfind("Wrong answer on test case 1 of 1 in this file: expected \"NO\", got \"YES\".\n"
                            "Why the expected answer holds:\ntest 1: NO (Bob keeps",
                            0),
              0u)
        << message;
    const harness::RunResult extra =
        harness::run_process({dir + "/checker", input, answer, feedback}, text_of(answer) + "NO\n", 60);
    EXPECT_EQ(extra.exit_code, 43);
    EXPECT_TRUE(contains(text_of(feedback + "teammessage.txt"), "more output follows the last one: \"NO\""));
}

}  // namespace
