// The judge tool on gym100548h solutions in every language installed here
// (its submissions/ folder, a folder per verdict as Kattis names
// them): the plain method in each language is accepted, "Yes" to every test
// gets WA, each built and run in the sandbox. The compiled languages and
// JavaScript run on every test; CPython on the sample, trap and small tests
// only, since the worst tests are beyond it within the problem's 2 s (PyPy,
// where installed, on every test).
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "environment.hpp"
#include "judge_languages_support.hpp"
#include "judge_support.hpp"
#include "languages.hpp"
#include "process.hpp"

namespace {

using namespace judge_support;
using namespace judge_languages_support;

const std::string kProblem = "gym100548h";

std::string solutions(const std::string& relative) {
    return harness::source_path("problems/gym100548h/submissions/" + relative);
}

// The compiled languages and JavaScript on every test, as one run of files.
TEST(JudgeLanguages, ChaseEachInstalledLanguageIsAcceptedOnEveryTestAndAWrongOneGetsWA) {
    std::vector<std::string> arguments = {kProblem, "--json", "-"};
    std::set<std::string> files;
    for (const char* folder : {"accepted", "wrong_answer"})
        for (const auto& [language, file] : installed_files(solutions(folder)))
            if (language != "python3") arguments.push_back(file), files.insert(file);
    const harness::RunResult run = judge(arguments);
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> objects = json_objects(run.out);
    ASSERT_EQ(objects.size(), files.size()) << run.out;
    for (const std::string& object : objects) {
        const std::string file = json_value(object, "file");
        const std::string wanted = contains(file, "/accepted/") ? "AC" : "WA";
        EXPECT_EQ(json_value(object, "expected"), wanted) << file;
        EXPECT_EQ(json_value(object, "verdict"), wanted) << file << "\n" << run.err;
        EXPECT_EQ(json_value(object, "sandbox"), "bwrap") << file;
        if (wanted == "AC") { EXPECT_EQ(test_verdicts(object).size(), 31u) << file; }
        std::cout << "judged " << json_value(object, "language") << ": " << file << ": " << wanted << "\n";
    }
}

TEST(JudgeLanguages, ChasePythonIsAcceptedOnTheSmallTestsAndPyPyOnEveryTest) {
    const std::string solution = solutions("accepted/plain.py");
    const harness::RunResult small = judge({kProblem, "--tests", "sample,trap-*,small-*", "--json", "-", solution});
    EXPECT_EQ(small.exit_code, 0) << small.err;
    EXPECT_EQ(json_value(small.out, "verdict"), "AC");
    EXPECT_EQ(json_value(small.out, "language"), "python3");
    const harness::RunResult wrong = judge({kProblem, solutions("wrong_answer/always_yes.py")});
    EXPECT_EQ(wrong.exit_code, 0) << "expected WA, from its folder wrong_answer\n" << wrong.out;
    EXPECT_TRUE(contains(wrong.out, "Wrong answer on test 1 (sample")) << wrong.out;
    if (!installed(*harness::language_named("pypy3"))) return;
    const harness::RunResult pypy = judge({kProblem, "--language", "pypy3", "--json", "-", solution});
    EXPECT_EQ(pypy.exit_code, 0) << pypy.err;
    EXPECT_EQ(json_value(pypy.out, "language"), "pypy3");
    EXPECT_EQ(json_value(pypy.out, "verdict"), "AC") << pypy.err;
}

TEST(JudgeLanguages, ChaseATimeFactorMultipliesItsLanguagesTimeLimitOnly) {
    const harness::RunResult run = judge({kProblem, "--tests", "sample", "--time-factor", "java=3", "--json", "-",
                                          solutions("accepted/Main.java"), solutions("accepted/plain.c")});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> objects = json_objects(run.out);
    ASSERT_EQ(objects.size(), 2u) << run.out;
    EXPECT_EQ(json_value(objects[0], "time_limit_s"), "6") << "java";
    EXPECT_EQ(json_value(objects[1], "time_limit_s"), "2") << "c";
    EXPECT_TRUE(contains(run.err, "java x3")) << run.err;
}

// A Java file named otherwise than its public class compiles: the copy is
// named after the class.
TEST(JudgeLanguages, ChaseJavaTakesTheClassFromTheFile) {
    ScratchFolder scratch;
    std::filesystem::copy_file(solutions("accepted/Main.java"), scratch.path() + "/sol.java");
    const harness::RunResult run = judge({kProblem, "--tests", "sample,trap-*", scratch.path() + "/sol.java"});
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_TRUE(contains(run.out, "Accepted: 6 tests")) << run.out;
}

}  // namespace
