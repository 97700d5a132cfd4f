// The judge tool's languages (harness/languages.hpp) and its many files at
// once, run as processes on real programs in tests/languages/: for each
// language installed here (at least C, C++, Python 3, Java, Rust and
// JavaScript must be: .ci/run installs them), a solution of gym100548h is
// accepted, a wrong one gets WA and one that does not compile CE, each
// built and run in the sandbox. The compiled languages and JavaScript run
// on every test; Python 3 (CPython) on the sample, trap and small tests
// only, since the worst tests are beyond it within the problem's 2 s (PyPy,
// where installed, on every test). A missing compiler, hidden from PATH, is
// one line naming its Debian package. An exported package's submissions/
// judged as a folder get their folders' verdicts.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "environment.hpp"
#include "judge_support.hpp"
#include "languages.hpp"
#include "process.hpp"

namespace {

using namespace judge_support;
namespace fs = std::filesystem;

const std::string kProblem = "gym100548h";

std::string languages_folder(const std::string& relative) {
    return harness::source_path("tests/languages/" + relative);
}

// Whether every tool a language's commands start is installed here.
bool installed(const harness::Language& language) {
    return harness::plan_build(language, "x", "/build", {}).missing.empty();
}

// The files of a folder of tests/languages/ whose language is installed, by language.
std::map<std::string, std::string> installed_files(const std::string& folder) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::directory_iterator(languages_folder(folder))) {
        const harness::Language* language = harness::language_of_file(entry.path().string());
        if (language && installed(*language)) files[language->name] = entry.path().string();
    }
    return files;
}

// Every object of the judge's JSON array, each as its text.
std::vector<std::string> json_objects(const std::string& json) {
    std::vector<std::string> objects;
    for (std::size_t at = json.find("\n  {\n"); at != std::string::npos; at = json.find("\n  {\n", at + 1))
        objects.push_back(json.substr(at, json.find("\n  }", at) - at));
    return objects;
}

TEST(JudgeLanguages, TheLanguagesTheIssueNamesAreInstalledHere) {
    for (const char* name : {"c", "cpp", "python3", "java", "rust", "javascript"}) {
        const harness::Language* language = harness::language_named(name);
        ASSERT_TRUE(language) << name;
        EXPECT_TRUE(installed(*language)) << name << ": " << harness::plan_build(*language, "x", "/b", {}).missing;
    }
}

// The compiled languages and JavaScript on every test, as one folder of files.
TEST(JudgeLanguages, EachInstalledLanguageIsAcceptedOnEveryTestAndAWrongOneGetsWA) {
    std::vector<std::string> arguments = {kProblem, "--json", "-"};
    std::set<std::string> expected_files;
    for (const char* folder : {"gym100548h/accepted", "gym100548h/wrong_answer"})
        for (const auto& [language, file] : installed_files(folder))
            if (language != "python3") arguments.push_back(file), expected_files.insert(file);
    const harness::RunResult run = judge(arguments);
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> objects = json_objects(run.out);
    ASSERT_EQ(objects.size(), expected_files.size()) << run.out;
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

TEST(JudgeLanguages, PythonIsAcceptedOnTheSmallTestsAndPyPyOnEveryTest) {
    const std::string solution = languages_folder("gym100548h/accepted/plain.py");
    const harness::RunResult small = judge({kProblem, "--tests", "sample,trap-*,small-*", "--json", "-", solution});
    EXPECT_EQ(small.exit_code, 0) << small.err;
    EXPECT_EQ(json_value(small.out, "verdict"), "AC");
    EXPECT_EQ(json_value(small.out, "language"), "python3");
    const harness::RunResult wrong = judge({kProblem, languages_folder("gym100548h/wrong_answer/always_yes.py")});
    EXPECT_EQ(wrong.exit_code, 0) << "expected WA, from its folder wrong_answer\n" << wrong.out;
    EXPECT_TRUE(contains(wrong.out, "Wrong answer on test 1 (sample")) << wrong.out;
    if (!installed(*harness::language_named("pypy3"))) return;
    const harness::RunResult pypy = judge({kProblem, "--language", "pypy3", "--json", "-", solution});
    EXPECT_EQ(pypy.exit_code, 0) << pypy.err;
    EXPECT_EQ(json_value(pypy.out, "language"), "pypy3");
    EXPECT_EQ(json_value(pypy.out, "verdict"), "AC") << pypy.err;
}

TEST(JudgeLanguages, AFileThatDoesNotCompileIsCEWithTheCompilersFirstLines) {
    for (const auto& [language, file] : installed_files("compile_error")) {
        const harness::RunResult run = judge({kProblem, "--tests", "sample", "--json", "-", file});
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
    const harness::RunResult run = judge({kProblem, "--tests", "sample", "--memory-limit", "128", "--json", "-",
                                          languages_folder("misbehaving/Allocate.java")});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(json_value(run.out, "verdict"), "MLE") << run.err;
    EXPECT_GT(std::atol(json_value(run.out.substr(run.out.find("\"tests\"")), "memory_kib").c_str()), 64L * 1024)
        << run.out;
}

TEST(JudgeLanguages, ATimeFactorMultipliesItsLanguagesTimeLimitOnly) {
    const harness::RunResult run =
        judge({kProblem, "--tests", "sample", "--time-factor", "java=3", "--json", "-",
               languages_folder("gym100548h/accepted/Main.java"), languages_folder("gym100548h/accepted/plain.c")});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> objects = json_objects(run.out);
    ASSERT_EQ(objects.size(), 2u) << run.out;
    EXPECT_EQ(json_value(objects[0], "time_limit_s"), "6") << "java";
    EXPECT_EQ(json_value(objects[1], "time_limit_s"), "2") << "c";
    EXPECT_TRUE(contains(run.err, "java x3")) << run.err;
}

TEST(JudgeLanguages, ACompilationPastTheCompileLimitIsCE) {
    const harness::RunResult run = judge({kProblem, "--tests", "sample", "--compile-limit", "0.001", "--json", "-",
                                          languages_folder("gym100548h/accepted/plain.rs")});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(json_value(run.out, "verdict"), "CE") << run.err;
    EXPECT_TRUE(contains(json_value(run.out, "compiler_output"), "the compiler ran past 0.00 s")) << run.out;
}

// PATH holds none of them: every file's tool is missing, and the first one is said.
TEST(JudgeLanguages, AMissingCompilerIsOneLineNamingItsDebianPackage) {
    ScratchFolder empty;
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"gym100548h/accepted/Main.java",
         "Java needs javac, which is not installed here (Debian package "
         "openjdk-17-jdk-headless)"},
        {"gym100548h/accepted/plain.py",
         "Python 3 needs python3, which is not installed here (Debian package "
         "python3)"},
        {"gym100548h/accepted/plain.rs", "Rust needs rustc, which is not installed here (Debian package rustc)"}};
    for (const auto& [file, said] : cases) {
        const harness::RunResult run =
            harness::run_process({"env", "PATH=" + empty.path(), "HOME=" + empty.path(),
                                  harness::build_path("tools/judge"), kProblem, languages_folder(file)},
                                 "", 60);
        EXPECT_EQ(run.exit_code, 2) << file;
        EXPECT_EQ(run.err, "judge: " + languages_folder(file) + ": " + said + "\n");
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
    for (const std::vector<std::string>& arguments :
         {std::vector<std::string>{kProblem, harness::source_path("README.md")},
          {kProblem, "--language", "cobol", languages_folder("gym100548h/accepted/plain.c")},
          {kProblem, "--time-factor", "java", languages_folder("gym100548h/accepted/plain.c")},
          {kProblem, languages_folder("misbehaving/none-such.c")}}) {
        const harness::RunResult run = judge(arguments);
        EXPECT_EQ(run.exit_code, 2) << shown(arguments);
        EXPECT_TRUE(contains(run.err, " (judge --help lists the options)\n")) << run.err;
        EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    }
}

// export's package of the problem: its submissions/ as a folder, each file
// with its folder's verdict; one file moved into the wrong folder is flagged.
TEST(JudgeMany, AnExportedPackagesSubmissionsGetTheirFoldersVerdicts) {
    ScratchFolder scratch;
    const std::string package = scratch.path() + "/" + kProblem;
    const harness::RunResult exported = harness::run_process(
        {harness::build_path("tools/export"), "package", kProblem, package, "--format", "legacy-icpc"}, "", 600);
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    const std::string submissions = package + "/submissions";
    const harness::RunResult run = judge({kProblem, "--json", "-", submissions});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> objects = json_objects(run.out);
    EXPECT_GE(objects.size(), 6u);
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

    const std::string moved = submissions + "/accepted/slow_" + kProblem + ".cpp";
    fs::rename(submissions + "/time_limit_exceeded/slow_" + kProblem + ".cpp", moved);
    const harness::RunResult again = judge({kProblem, "--tests", "sample,trap-*,worst-*", submissions});
    EXPECT_EQ(again.exit_code, 1) << again.out;
    EXPECT_TRUE(contains(again.out, "\n! accepted/slow_" + kProblem + ".cpp ")) << again.out;
    EXPECT_TRUE(contains(again.out, "1 of " + std::to_string(objects.size()) +
                                        " files did not get the verdict expected: accepted/slow_" + kProblem +
                                        ".cpp (TLE, expected AC)"))
        << again.out;
}

}  // namespace
