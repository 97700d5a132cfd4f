// The judge tool's languages (harness/languages.hpp) and its many files at
// once, run as processes on real programs: the languages the tests judge are
// installed (at least C, C++, Python 3, Java, Rust and JavaScript: .ci/run
// installs them); a file that does not compile, in each language installed
// here (tests/languages/compile_error/), is CE with the compiler's words; a
// Java program that fills its heap is MLE; a compilation past the compile
// limit is CE; a missing compiler, hidden from PATH, is one line naming its
// Debian package; --languages lists them all; bad usage is one line. An
// exported package's submissions/ judged as a folder get their folders'
// verdicts, and a file moved into the wrong folder is flagged. A problem's
// submissions in other languages (its submissions/, a folder per verdict as
// Kattis names them): each language installed here accepted on every test
// (CPython on the sample, trap and small tests only, since the worst tests
// are beyond it within the problems' limits; PyPy, where installed, on every
// test) and wrong where its folder says so, each built and run in the
// sandbox; a Java file's time factor and its class.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "judge_languages_support.hpp"
#include "judge_support.hpp"
#include "languages.hpp"
#include "problem_types.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

using namespace judge_support;
using namespace judge_languages_support;
namespace fs = std::filesystem;

// Any problem will do for these: the registry's first.
std::string any_problem() { return harness::problems().front().name; }

std::string languages_folder(const std::string& relative) {
    return harness::source_path("tests/languages/" + relative);
}

TEST(JudgeLanguages, TheLanguagesTheTestsJudgeAreInstalledHere) {
    for (const char* name : {"c", "cpp", "python3", "java", "rust", "javascript"}) {
        const harness::Language* language = harness::language_named(name);
        ASSERT_TRUE(language) << name;
        EXPECT_TRUE(installed(*language)) << name << ": " << harness::plan_build(*language, "x", "/b", {}).missing;
    }
}

TEST(JudgeLanguages, AFileThatDoesNotCompileIsCEWithTheCompilersFirstLines) {
    for (const auto& [language, file] : installed_files(languages_folder("compile_error"))) {
        const harness::RunResult run = judge({any_problem(), "--tests", "sample", "--json", "-", file});
        EXPECT_EQ(run.exit_code, 1) << file;
        EXPECT_EQ(json_value(run.out, "verdict"), "CE") << file << "\n" << run.err;
        EXPECT_TRUE(contains(run.err, "does not compile")) << run.err;
        EXPECT_TRUE(
            contains(run.err, language == "python3" || language == "javascript" ? "Case #1" : "undeclared_name"))
            << file << "\n"
            << run.err;
    }
}

// The JVM's heap is the memory limit: a program that fills it ends with
// OutOfMemoryError, which is MLE; its peak memory is measured.
TEST(JudgeLanguages, JavaFillingItsHeapIsMemoryLimitExceeded) {
    const harness::RunResult run = judge({any_problem(), "--tests", "sample", "--memory-limit", "128", "--json", "-",
                                          languages_folder("misbehaving/Allocate.java")});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(json_value(run.out, "verdict"), "MLE") << run.err;
    EXPECT_GT(std::atol(json_value(run.out.substr(run.out.find("\"tests\"")), "memory_kib").c_str()), 64L * 1024)
        << run.out;
}

TEST(JudgeLanguages, ACompilationPastTheCompileLimitIsCE) {
    const harness::RunResult run = judge({any_problem(), "--tests", "sample", "--compile-limit", "0.001", "--json", "-",
                                          languages_folder("compile_error/broken.rs")});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(json_value(run.out, "verdict"), "CE") << run.err;
    EXPECT_TRUE(contains(json_value(run.out, "compiler_output"), "the compiler ran past 0.00 s")) << run.out;
}

// PATH holds none of them, nor does HOME (~/.cargo/bin): the file's tool is
// missing, and said.
TEST(JudgeLanguages, AMissingCompilerIsOneLineNamingItsDebianPackage) {
    ScratchFolder empty;
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"Broken.java", "Java needs javac, which is not installed here (Debian package openjdk-17-jdk-headless)"},
        {"broken.py", "Python 3 needs python3, which is not installed here (Debian package python3)"},
        {"broken.rs", "Rust needs rustc, which is not installed here (Debian package rustc)"}};
    for (const auto& [file, said] : cases) {
        const std::string path = languages_folder("compile_error/" + file);
        const harness::RunResult run = harness::run_process({"env", "PATH=" + empty.path(), "HOME=" + empty.path(),
                                                             harness::build_path("tools/judge"), any_problem(), path},
                                                            "", 60);
        EXPECT_EQ(run.exit_code, 2) << file;
        EXPECT_EQ(run.err, "judge: " + path + ": " + said + "\n");
        EXPECT_EQ(run.out, "");
    }
}

TEST(JudgeLanguages, TheLanguagesAreListedWithWhatIsInstalledHere) {
    const harness::RunResult run = judge({"--languages"});
    EXPECT_EQ(run.exit_code, 0);
    for (const harness::Language& language : harness::languages()) {
        EXPECT_TRUE(contains(run.out, "\n" + std::string(language.name) + " ")) << language.name << "\n" << run.out;
        for (const std::string& extension : language.extensions) EXPECT_TRUE(contains(run.out, extension));
    }
    EXPECT_TRUE(contains(run.out, "javac: javac 17")) << run.out;
    EXPECT_TRUE(contains(run.out, "rustc: rustc ")) << run.out;
    if (!installed(*harness::language_named("kotlin"))) {
        EXPECT_TRUE(contains(run.out, "kotlinc: not installed (Debian package kotlin)")) << run.out;
    }
}

TEST(JudgeLanguages, BadUsageIsOneLineAndExitStatus2) {
    const std::string c_file = languages_folder("compile_error/broken.c");
    for (const std::vector<std::string>& arguments :
         {std::vector<std::string>{any_problem(), harness::source_path("README.md")},
          {any_problem(), "--language", "cobol", c_file},
          {any_problem(), "--time-factor", "java", c_file},
          {any_problem(), languages_folder("misbehaving/none-such.c")}}) {
        const harness::RunResult run = judge(arguments);
        EXPECT_EQ(run.exit_code, 2) << shown(arguments);
        EXPECT_TRUE(contains(run.err, " (judge --help lists the options)\n")) << run.err;
        EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    }
}

// C++ with clang++: our judge file accepted, a broken file CE in clang's words.
TEST(JudgeLanguages, CppCompilesWithTheCompilerNamed) {
    const std::string problem = any_problem();
    const harness::RunResult accepted = judge(
        {problem, "--tests", "sample", "--compiler", "clang++", harness::source_path("solutions/" + problem + ".cpp")});
    EXPECT_EQ(accepted.exit_code, 0) << accepted.out << accepted.err;
    const harness::RunResult broken =
        judge({problem, "--tests", "sample", "--compiler", "clang++", languages_folder("compile_error/broken.cpp")});
    EXPECT_EQ(broken.exit_code, 1);
    EXPECT_TRUE(contains(broken.out, "does not compile (clang++ -O2 -std=c++17 -DONLINE_JUDGE -o program broken.cpp)"))
        << broken.out;
    EXPECT_TRUE(contains(broken.out, "use of undeclared identifier 'undeclared_name'")) << broken.out;
}

// With --all, a column per test after a file's row: each test's verdict.
TEST(JudgeMany, AllAddsAColumnPerTest) {
    ScratchFolder scratch;
    const std::string problem = any_problem();
    for (const char* name : {"/a.cpp", "/b.cpp"})
        fs::copy_file(harness::source_path("solutions/" + problem + ".cpp"), scratch.path() + name);
    const harness::RunResult run = judge({problem, "--all", "--tests", "sample,trap-*", scratch.path()});
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    std::istringstream lines(run.out);
    std::string heading, columns, a, b;
    std::getline(lines, heading), std::getline(lines, columns), std::getline(lines, a), std::getline(lines, b);
    EXPECT_TRUE(contains(columns, "vs plain   1   2   3")) << columns;
    EXPECT_EQ(a.rfind("  a.cpp ", 0), 0u) << a;
    EXPECT_EQ(a.substr(a.size() - 8), "  AC  AC") << a;
    EXPECT_EQ(b.rfind("  b.cpp ", 0), 0u) << b;
}

// On a terminal (script(1) gives it one), a progress line names the file and
// the test being run.
TEST(JudgeMany, AProgressLineOnATerminalNamesTheFileAndTheTest) {
    ScratchFolder scratch;
    const std::string problem = any_problem();
    for (const char* name : {"/a.cpp", "/b.cpp"})
        fs::copy_file(harness::source_path("solutions/" + problem + ".cpp"), scratch.path() + name);
    const std::string command = harness::build_path("tools/judge") + " " + problem + " " + scratch.path() + " 2>&1";
    const harness::RunResult run = harness::run_process({"script", "-qc", command, "/dev/null"}, "", 300);
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    // Redrawn at most ten times a second, so some tests only.
    EXPECT_TRUE(contains(run.out, "\r\033[Kjudge: file 1/2 (a.cpp), test ")) << run.out;
    EXPECT_TRUE(contains(run.out, "\r\033[Kjudge: file 2/2 (b.cpp), test ")) << run.out;
}

// export's package of a problem: its submissions/ as a folder, each file
// with its folder's verdict; one file moved into the wrong folder is flagged.
TEST(JudgeMany, AnExportedPackagesSubmissionsGetTheirFoldersVerdicts) {
    ScratchFolder scratch;
    const std::string problem = any_problem(), package = scratch.path() + "/" + problem;
    const harness::RunResult exported = harness::run_process(
        {harness::build_path("tools/export"), "package", problem, package, "--format", "legacy-icpc"}, "", 600);
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    const std::string submissions = package + "/submissions";
    const harness::RunResult run = judge({problem, "--json", "-", submissions});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> objects = json_objects(run.out);
    EXPECT_GE(objects.size(), 5u);
    std::set<std::string> folders;
    for (const std::string& object : objects) {
        const std::string file = json_value(object, "file");
        const std::string folder = fs::path(file).parent_path().filename().string();
        folders.insert(folder);
        const std::string wanted = folder == "accepted" ? "AC" : folder == "wrong_answer" ? "WA" : "TLE";
        EXPECT_EQ(json_value(object, "expected"), wanted) << file;
        EXPECT_EQ(json_value(object, "verdict"), wanted) << file;
    }
    EXPECT_EQ(folders, (std::set<std::string>{"accepted", "time_limit_exceeded", "wrong_answer"}));
    EXPECT_TRUE(contains(run.err, "All " + std::to_string(objects.size()) + " files got their expected verdicts"))
        << run.err;

    const std::string moved = submissions + "/accepted/slow.cpp";
    fs::rename(submissions + "/time_limit_exceeded/slow.cpp", moved);
    const harness::RunResult again = judge({problem, "--tests", "sample,trap-*,worst-*", submissions});
    EXPECT_EQ(again.exit_code, 1) << again.out;
    EXPECT_TRUE(contains(again.out, "\n! accepted/slow.cpp ")) << again.out;
    EXPECT_TRUE(
        contains(again.out, "1 of " + std::to_string(objects.size()) +
                                " files did not get the verdict expected: accepted/slow.cpp (TLE, expected AC)"))
        << again.out;
}

// ------------------------------------------------- a problem's submissions --

class JudgeLanguagesOfEachProblem : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, JudgeLanguagesOfEachProblem, ::testing::ValuesIn(problems_with_submissions({})),
                         problem_types::name);

// A file a language of each folder (CPython's apart), as one run of files:
// every test for the accepted ones.
TEST_P(JudgeLanguagesOfEachProblem, EachInstalledLanguageIsAcceptedOnEveryTestAndAWrongOneGetsWA) {
    const std::string problem = GetParam().name;
    std::vector<std::string> arguments = {problem, "--json", "-"};
    std::set<std::string> files;
    for (const char* folder : {"accepted", "wrong_answer"})
        for (const auto& [language, file] :
             installed_files(harness::source_path("problems/" + problem + "/submissions/" + folder)))
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
        if (wanted == "AC") { EXPECT_EQ(test_verdicts(object).size(), judge_test_names(problem).size()) << file; }
        std::cout << "judged " << json_value(object, "language") << ": " << file << ": " << wanted << "\n";
    }
}

class JudgePythonOfEachProblem : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, JudgePythonOfEachProblem,
                         ::testing::ValuesIn(problems_with_submissions({{"accepted", "python3"},
                                                                        {"wrong_answer", "python3"}})),
                         problem_types::name);

// A wrong one fails first where it fails the statement's sample, if it does.
TEST_P(JudgePythonOfEachProblem, PythonIsAcceptedOnTheSmallTestsAndPyPyOnEveryTest) {
    const std::string problem = GetParam().name, solution = submission_in(problem, "accepted", "python3");
    const harness::RunResult small = judge({problem, "--tests", "sample,trap-*,small-*", "--json", "-", solution});
    EXPECT_EQ(small.exit_code, 0) << small.err;
    EXPECT_EQ(json_value(small.out, "verdict"), "AC");
    EXPECT_EQ(json_value(small.out, "language"), "python3");
    const std::string wrong = submission_in(problem, "wrong_answer", "python3");
    const harness::RunResult failed = judge({problem, wrong});
    EXPECT_EQ(failed.exit_code, 0) << "expected WA, from its folder wrong_answer\n" << failed.out;
    const std::string sample = harness::source_path("samples/" + problem + "/statement");
    const harness::RunResult on_sample =
        harness::run_process({"python3", wrong}, harness::file_text(sample + ".in"), 60);
    const bool fails_sample =
        harness::output_tokens(on_sample.out) != harness::output_tokens(harness::file_text(sample + ".out"));
    EXPECT_TRUE(contains(failed.out, fails_sample ? "Wrong answer on test 1 (sample" : "Wrong answer on test "))
        << failed.out;
    if (!installed(*harness::language_named("pypy3"))) return;
    const harness::RunResult pypy = judge({problem, "--language", "pypy3", "--json", "-", solution});
    EXPECT_EQ(pypy.exit_code, 0) << pypy.err;
    EXPECT_EQ(json_value(pypy.out, "language"), "pypy3");
    EXPECT_EQ(json_value(pypy.out, "verdict"), "AC") << pypy.err;
}

class JudgeJavaOfEachProblem : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, JudgeJavaOfEachProblem,
                         ::testing::ValuesIn(problems_with_submissions({{"accepted", "java"}})), problem_types::name);

TEST_P(JudgeJavaOfEachProblem, ATimeFactorMultipliesItsLanguagesTimeLimitOnly) {
    const std::string problem = GetParam().name;
    const harness::RunResult run =
        judge({problem, "--tests", "sample", "--time-factor", "java=3", "--json", "-",
               submission_in(problem, "accepted", "java"), harness::source_path("solutions/" + problem + ".cpp")});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> objects = json_objects(run.out);
    ASSERT_EQ(objects.size(), 2u) << run.out;
    char limit[32], tripled[32];
    std::snprintf(limit, sizeof limit, "%g", GetParam().judge.seconds);
    std::snprintf(tripled, sizeof tripled, "%g", 3 * GetParam().judge.seconds);
    EXPECT_EQ(json_value(objects[0], "time_limit_s"), tripled) << "java";
    EXPECT_EQ(json_value(objects[1], "time_limit_s"), limit) << "cpp";
    EXPECT_TRUE(contains(run.err, "java x3")) << run.err;
}

// A Java file named otherwise than its public class compiles: the copy is
// named after the class.
TEST_P(JudgeJavaOfEachProblem, JavaTakesTheClassFromTheFile) {
    const std::string problem = GetParam().name;
    ScratchFolder scratch;
    fs::copy_file(submission_in(problem, "accepted", "java"), scratch.path() + "/sol.java");
    const harness::RunResult run = judge({problem, "--tests", "sample,trap-*", scratch.path() + "/sol.java"});
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    size_t tests = 0;
    for (const std::string& name : judge_test_names(problem)) tests += name == "sample" || name.rfind("trap-", 0) == 0;
    EXPECT_TRUE(contains(run.out, "Accepted: " + std::to_string(tests) + " tests")) << run.out;
}

}  // namespace
