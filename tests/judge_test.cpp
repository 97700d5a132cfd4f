// The judge tool (tools/judge.cpp), run as a process on real programs: the
// plain solutions (tests/usual/) are accepted; the wrong ones (tests/wrong/)
// get a wrong answer, shrunk and explained; the slow-by-design ones
// (tests/slow/) are accepted on the small tests and exceed the time limit on
// the worst; programs that misbehave on purpose (misbehaving.cpp) get their
// verdicts and leave nothing behind; a file is compiled, or is a compilation
// error; bad invocations are refused. Time limits here are far from every
// time measured: a busy loop against half a second of CPU time, a sleep of
// ten minutes against two seconds of wall time, accepted solutions that need
// a few tenths of a second against the problems' limits of seconds.
#include <dirent.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "environment.hpp"
#include "judge_support.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

using namespace judge_support;

// Every problem's name, in the registry's order.
std::vector<std::string> problem_names() {
    std::vector<std::string> names;
    for (const harness::Problem& problem : harness::problems()) names.push_back(problem.name);
    return names;
}

TEST(JudgeTool, PlainSolutionsAreAcceptedOnEveryTest) {
    for (const std::string& problem : problem_names()) {
        const harness::RunResult run =
            judge({problem, "--json", "-", "--", harness::build_path("tools/usual_" + problem)});
        ASSERT_TRUE(run.exited) << problem;
        EXPECT_EQ(run.exit_code, 0) << problem << "\n" << run.err;
        EXPECT_EQ(json_value(run.out, "problem"), problem);
        EXPECT_EQ(json_value(run.out, "verdict"), "AC") << run.err;
        const std::map<std::string, std::string> verdicts = test_verdicts(run.out);
        EXPECT_EQ(std::to_string(verdicts.size()), json_value(run.out, "tests_in_set"));
        EXPECT_GE(verdicts.size(), 10u);
        for (const auto& [name, verdict] : verdicts) EXPECT_EQ(verdict, "AC") << problem << ", " << name;
        // With --json -, the table and the summary go to stderr.
        EXPECT_TRUE(contains(run.err, "Accepted: " + std::to_string(verdicts.size()) + " tests, at most ")) << run.err;
        EXPECT_FALSE(contains(run.err, "\r")) << "a progress line on a pipe";
    }
}

// The first problem's judge file, on its sample and worst tests (as many as
// --list names).
TEST(JudgeTool, AFileIsCompiledAsAJudgeWouldAndNothingIsLeftBehind) {
    const std::string problem = harness::problems().front().name;
    const harness::RunResult list = judge({problem, "--list"});
    ASSERT_EQ(list.exit_code, 0) << list.err;
    int selected = 0;
    std::istringstream lines(list.out);
    for (std::string line, catches; std::getline(lines, line) && std::getline(lines, catches);) {
        std::istringstream words(line);
        std::string index, name;
        words >> index >> name;
        selected += name == "sample" || name.rfind("worst-", 0) == 0;
    }
    ASSERT_GT(selected, 1);
    ScratchFolder scratch;
    const harness::RunResult run = judge(
        {problem, "--tests", "sample,worst-*", harness::source_path("solutions/" + problem + ".cpp")}, scratch.path());
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_TRUE(contains(run.out, "Accepted: " + std::to_string(selected) + " tests")) << run.out;
    EXPECT_TRUE(scratch.entries().empty()) << "left in TMPDIR: " << scratch.entries().front();
}

TEST(JudgeTool, ACompilationErrorIsVerdictCEWithTheCompilersWords) {
    ScratchFolder scratch;
    const std::string source = scratch.path() + "/broken.cpp";
    std::ofstream(source) << "int main() { return undeclared_name; }\n";
    const harness::RunResult run = judge({harness::problems().front().name, "--json", "-", source}, scratch.path());
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(json_value(run.out, "verdict"), "CE");
    EXPECT_TRUE(contains(run.err, "Compilation error")) << run.err;
    EXPECT_TRUE(contains(run.err, "undeclared_name")) << run.err;
    EXPECT_EQ(scratch.entries(), std::vector<std::string>{"broken.cpp"});
}

TEST(JudgeTool, SlowSolutionsPassTheSmallTestsAndExceedTheTimeLimitOnTheWorst) {
    for (const std::string& problem : problem_names()) {
        const std::string slow = harness::build_path("tests/slow_" + problem);
        const harness::RunResult small = judge({problem, "--all", "--tests", "sample,trap-*,small-*", "--", slow});
        EXPECT_EQ(small.exit_code, 0) << problem << "\n" << small.out;
        const harness::RunResult worst = judge({problem, "--tests", "worst-*", "--json", "-", "--", slow});
        EXPECT_EQ(worst.exit_code, 1) << problem;
        EXPECT_EQ(json_value(worst.out, "verdict"), "TLE") << problem << "\n" << worst.err;
        EXPECT_TRUE(contains(worst.err, "Time limit exceeded on test ")) << worst.err;
    }
}

// The first problem's sample (its exact message: the problem's folder).
TEST(JudgeTool, ProgramsThatMisbehaveGetTheirVerdicts) {
    const std::string problem = harness::problems().front().name;
    const std::vector<std::pair<std::string, std::string>> expected = {
        {"busy", "TLE"},          {"sleep", "TLE"},   {"close-early", "TLE"}, {"allocate", "MLE"},
        {"allocate-huge", "MLE"}, {"segfault", "RE"}, {"abort", "RE"},        {"exit3", "RE"},
        {"flood", "OLE"},         {"silent", "WA"},   {"no-read", "WA"}};
    for (const auto& [behaviour, verdict] : expected) {
        const auto started = std::chrono::steady_clock::now();
        const harness::RunResult run =
            judge({problem, "--tests", "sample", "--time-limit", "0.5", "--memory-limit", "64", "--output-limit", "1",
                   "--json", "-", "--", harness::build_path("tests/misbehaving"), behaviour});
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        ASSERT_TRUE(run.exited) << behaviour;
        EXPECT_EQ(run.exit_code, 1) << behaviour << "\n" << run.err;
        EXPECT_EQ(json_value(run.out, "verdict"), verdict) << behaviour << "\n" << run.err;
        EXPECT_LT(seconds, 60) << behaviour;  // its own limit is 2 s of wall time
    }
    const harness::RunResult segfault =
        judge({problem, "--tests", "sample", "--", harness::build_path("tests/misbehaving"), "segfault"});
    EXPECT_TRUE(contains(segfault.out, "Runtime error on test 1 (sample, ")) << segfault.out;
    EXPECT_TRUE(contains(segfault.out, "): killed by signal 11 (SIGSEGV)")) << segfault.out;
    const harness::RunResult sleeper = judge(
        {problem, "--tests", "sample", "--time-limit", "0.5", "--", harness::build_path("tests/misbehaving"), "sleep"});
    EXPECT_TRUE(contains(sleeper.out, ": over 2.00 s of wall time")) << sleeper.out;
}

TEST(JudgeTool, AChildThatOutlivesTheProgramIsKilled) {
    ScratchFolder scratch;
    const std::string pid_file = scratch.path() + "/child.pid";
    const harness::RunResult run = judge({harness::problems().front().name, "--tests", "sample", "--json", "-", "--",
                                          harness::build_path("tests/misbehaving"), "fork", pid_file});
    EXPECT_EQ(json_value(run.out, "verdict"), "WA") << run.err;
    std::ifstream file(pid_file);
    int child = 0;
    ASSERT_TRUE(file >> child) << "the program wrote no pid";
    ASSERT_GT(child, 0);
    bool gone = false;
    for (int tries = 0; tries < 100 && !gone; ++tries) {  // its parent, init, reaps it
        gone = kill(child, 0) != 0 && errno == ESRCH;
        if (!gone) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    EXPECT_TRUE(gone) << "process " << child << " survived the judge";
}

// Scaled to the machine (how far down: the problems' folders).
TEST(JudgeTool, TheTimeLimitScales) {
    const std::string problem = harness::problems().front().name;
    const harness::RunResult calibrated =
        judge({problem, "--scale", "auto", "--json", "-", "--", harness::build_path("tools/usual_" + problem)});
    EXPECT_EQ(json_value(calibrated.out, "verdict"), "AC") << calibrated.err;
    EXPECT_NE(json_value(calibrated.out, "time_scale"), "1");
}

TEST(JudgeTool, ListNamesEveryTestInJudgeOrderWithWhatItCatches) {
    for (const std::string& problem : problem_names()) {
        const harness::RunResult run = judge({problem, "--list"});
        ASSERT_EQ(run.exit_code, 0) << run.err;
        std::istringstream lines(run.out);
        std::string line, catches;
        std::vector<std::string> groups, names;
        while (std::getline(lines, line) && std::getline(lines, catches)) {
            std::istringstream words(line);
            std::string index, name, group;
            words >> index >> name >> group;
            names.push_back(name);
            if (groups.empty() || groups.back() != group) groups.push_back(group);
            EXPECT_GT(catches.size(), 10u) << line;
        }
        EXPECT_EQ(groups, (std::vector<std::string>{"sample", "trap", "small", "random", "worst"})) << run.out;
        EXPECT_EQ(names.front(), "sample");
        const harness::RunResult again = judge({problem, "--list"});
        EXPECT_EQ(again.out, run.out);
    }
}

TEST(JudgeTool, BadInvocationsAreRefusedWithStatus2AndOneLine) {
    ScratchFolder scratch;
    const std::string text_file = scratch.path() + "/notes.txt";
    std::ofstream(text_file) << "not a program\n";
    const std::string problem = harness::problems().front().name;
    const std::vector<std::vector<std::string>> wrong = {
        {},
        {"nosuchproblem", "--", "true"},
        {problem},
        {problem, scratch.path() + "/missing.cpp"},
        {problem, "--", text_file},
        {problem, "--", "no-such-command-here"},
        {problem, "--time-limit", "-1", "--", "true"},
        {problem, "--time-limit", "fast", "--", "true"},
        {problem, "--memory-limit", "0", "--", "true"},
        {problem, "--output-limit", "99999", "--", "true"},
        {problem, "--scale", "0", "--", "true"},
        {problem, "--tests", "nothing-matches", "--", "true"},
        {problem, "--frobnicate", "--", "true"},
        {problem, "a.cpp", "--", "true"},
    };
    for (const auto& arguments : wrong) {
        const harness::RunResult run = judge(arguments);
        ASSERT_TRUE(run.exited) << shown(arguments);
        EXPECT_EQ(run.exit_code, 2) << shown(arguments) << "\n" << run.out << run.err;
        EXPECT_EQ(run.err.rfind("judge: ", 0), 0u) << shown(arguments) << "\n" << run.err;
        EXPECT_EQ(run.out, "") << shown(arguments);
    }
}

}  // namespace
