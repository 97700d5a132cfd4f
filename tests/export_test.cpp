// The export tool (tools/export.cpp), run as a process: each problem's
// package in each format version verifies (its validators built from the
// package alone, its submissions run under its limits); bad invocations are
// refused and leave nothing; CPH's file parses as JSON with the fields CPH
// reads; on each problem, verify names each part broken on purpose and
// builds submissions in other languages, and oj's tests are our outputs
// with the explaining checker as the judge command (the test it is shown
// flipped on, and how it explains it: the problem's tests/data.cpp). The
// verifications run with --quick (each submission stops at the first test
// with its folder's verdict) and share the programs they build, to keep the
// time modest.
#include <dirent.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "environment.hpp"
#include "export_support.hpp"
#include "files.hpp"
#include "judge_languages_support.hpp"
#include "problem_data.hpp"
#include "problem_types.hpp"
#include "problems.hpp"
#include "process.hpp"
#include "validator_rules.hpp"

namespace {

using namespace export_support;

// Any problem will do for the tool's own behaviour: the registry's first.
std::string any_problem() { return harness::problems().front().name; }

struct Case {
    std::string problem;
    std::string format;
};

class PackageTest : public ::testing::TestWithParam<Case> {};

// Every part the version has, the judge tool's whole test set with its
// descriptions, and a verification that passes: the validators build from
// the package alone, and the submissions get the verdicts of their folders
// (2025-09: all of them; legacy-icpc, the same files: the accepted ones).
TEST_P(PackageTest, ExportsAPackageThatVerifies) {
    const Case& param = GetParam();
    const bool current = param.format == "2025-09";
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/" + param.problem;
    const harness::RunResult exported = run_export({"package", param.problem, dir, "--format", param.format});
    ASSERT_EQ(exported.exit_code, 0) << shown(exported);
    EXPECT_EQ(entries(scratch.path()), std::vector<std::string>{param.problem}) << "left beside DIR";

    const std::vector<std::string> expected_top =
        current ? std::vector<std::string>{"data",         "input_validators", "output_validator",
                                           "problem.yaml", "statement",        "submissions"}
                : std::vector<std::string>{"data",         "input_validators",  "output_validators",
                                           "problem.yaml", "problem_statement", "submissions"};
    EXPECT_EQ(entries(dir), expected_top);
    EXPECT_TRUE(contains(text_of(dir + "/problem.yaml"), "problem_format_version: " + param.format + "\n"));
    EXPECT_TRUE(exists(dir + (current ? "/statement/problem.en.md" : "/problem_statement/problem.en.tex")));

    // data/secret: the judge tool's tests in its order but the statement's
    // sample (data/sample has it), each described in the package's own words.
    std::vector<std::string> names = judge_test_names(param.problem);
    ASSERT_GE(names.size(), 10u);
    ASSERT_EQ(names.front(), "sample");
    names.erase(names.begin());
    for (std::size_t k = 0; k < names.size(); ++k) {
        char number[32];
        std::snprintf(number, sizeof number, "%02zu-", k + 1);
        const std::string base = dir + "/data/secret/" + number + names[k];
        EXPECT_TRUE(exists(base + ".in") && exists(base + ".ans")) << base;
        const std::string description = text_of(base + (current ? ".yaml" : ".desc"));
        EXPECT_FALSE(description.empty()) << base;
        for (const char* ours : {"problems/", "docs/", "samples/", "harness/", "tools/"})
            EXPECT_FALSE(contains(description, ours)) << base << ": " << description;
    }
    const std::string yaml = text_of(dir + "/problem.yaml");
    EXPECT_TRUE(contains(yaml, "\nlicense: educational\nrights_owner: \"the setters of ")) << yaml;
    EXPECT_EQ(entries(dir + "/data/secret").size(), names.size() * 3);
    // data/invalid_input (2025-09 only): every rule of the problem's validator_rules.txt.
    if (current) {
        int count = 0;
        for (const harness::ValidatorRule& rule : harness::validator_rules(param.problem)) {
            EXPECT_TRUE(exists(dir + "/data/invalid_input/rule-" + rule.name + ".in")) << rule.name;
            ++count;
        }
        EXPECT_GT(count, 5);
    } else {
        EXPECT_FALSE(exists(dir + "/data/invalid_input"));
    }

    std::vector<std::string> verify = {"verify", dir, "--quick"};
    if (!current) verify.insert(verify.end(), {"--submissions", "accepted/*"});
    const harness::RunResult verified = run_export(verify);
    EXPECT_EQ(verified.exit_code, 0) << shown(verified);
    EXPECT_TRUE(contains(verified.out, "is a valid package of version " + param.format)) << verified.out;
}

// Each problem in each format version.
std::vector<Case> every_problem_and_format() {
    std::vector<Case> cases;
    for (const char* format : {"2025-09", "legacy-icpc"})
        for (const harness::Problem& problem : harness::problems()) cases.push_back({problem.name, format});
    return cases;
}

INSTANTIATE_TEST_SUITE_P(EachProblemAndFormat, PackageTest, ::testing::ValuesIn(every_problem_and_format()),
                         [](const ::testing::TestParamInfo<Case>& info) {
                             std::string name = info.param.problem + "_" + info.param.format;
                             for (char& c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return name;
                         });

// legacy-icpc has no key for a custom output validator but validation.
TEST(VerifyPackage, NamesALegacyPackageWithoutCustomValidation) {
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/" + any_problem();
    ASSERT_EQ(run_export({"package", any_problem(), dir, "--format", "legacy-icpc"}).exit_code, 0);
    ASSERT_TRUE(replace_in(dir + "/problem.yaml", "validation: custom\n", ""));
    ASSERT_TRUE(replace_in(dir + "/output_validators/checker.cpp",
                           "return judgement.accepted ? kAccepted : kWrongAnswer;",
                           "return judgement.accepted ? 0 : kWrongAnswer;"));
    const harness::RunResult run = run_export({"verify", dir, "--submissions", "none"});
    EXPECT_EQ(run.exit_code, 1) << shown(run);
    EXPECT_TRUE(contains(run.out, "problem.yaml: validation is \"default\", but output_validators/ needs custom\n"))
        << run.out;
    EXPECT_TRUE(
        contains(run.out, "data/sample/statement.ans: the output validator exits with 0 on the answer file itself"))
        << run.out;
}

class VerifyPackageOfEachProblem : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, VerifyPackageOfEachProblem, ::testing::ValuesIn(harness::problems()), problem_types::name);

// The first answer of the test in the package, as the package's tests are
// (each problem's tests/data.cpp names it), and its tokens.
std::vector<std::string> first_answer(const std::string& answer_text, std::size_t tokens) {
    std::vector<std::string> all = harness::output_tokens(answer_text);
    all.resize(std::min(all.size(), tokens));
    return all;
}

// One package with four kinds of parts broken: an answer of the problem's
// trap test flipped (each accepted program gets WA there), the input
// validator saying "valid" with 0 instead of 42, every wrong program among
// the accepted ones, and a field the version requires; verify names each,
// and fails. (The package as exported verifies: PackageTest.)
TEST_P(VerifyPackageOfEachProblem, NamesEachBrokenPart) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const std::string problem = P::facts.name, trap = problem_data::texts(problem_data::model_of<P>()).oj_trap.test;
        ScratchFolder scratch;
        const std::string dir = scratch.path() + "/" + problem;
        ASSERT_EQ(run_export({"package", problem, dir}).exit_code, 0);
        const std::string answer = dir + "/data/secret/" + trap + ".ans";
        ASSERT_FALSE(flip_first(text_of(answer)).empty()) << text_of(answer);
        write(answer, flip_first(text_of(answer)));
        ASSERT_TRUE(
            replace_in(dir + "/input_validators/validator.cpp", "if (!error) return 42;", "if (!error) return 0;"));
        const std::vector<std::string> wrong = entries(dir + "/submissions/wrong_answer");
        ASSERT_FALSE(wrong.empty());
        for (const std::string& name : wrong)
            ASSERT_EQ(std::rename((dir + "/submissions/wrong_answer/" + name).c_str(),
                                  (dir + "/submissions/accepted/" + name).c_str()),
                      0);
        ASSERT_TRUE(replace_in(dir + "/problem.yaml", "uuid: ", "# uuid: "));

        const harness::RunResult run = run_export({"verify", dir, "--quick", "--submissions", "accepted/*"});
        EXPECT_EQ(run.exit_code, 1) << shown(run);
        EXPECT_TRUE(contains(run.out, "problem.yaml: no uuid (required)\n")) << run.out;
        EXPECT_TRUE(contains(run.out, "data/sample/statement.in: the input validator exits with 0, not 42")) << run.out;
        EXPECT_TRUE(contains(run.out, "submissions/accepted/" + problem + ".cpp: WA on data/secret/" + trap + ","))
            << run.out;
        for (const std::string& name : wrong)
            EXPECT_TRUE(contains(run.out, "submissions/accepted/" + name + ": WA on ")) << name << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, "verify: ")) << run.out;
    });
}

class VerifyPackageInOtherLanguages : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, VerifyPackageInOtherLanguages,
                         ::testing::ValuesIn(judge_languages_support::problems_with_submissions(
                             {{"accepted", "java"}, {"wrong_answer", "python3"}})),
                         problem_types::name);

// Submissions in other languages, added to a package, are built and run as
// the judge tool's languages table says: a Java one accepted, a Python one
// wrong, and where it is moved among the accepted ones, verify names the
// first test it fails (run here on the package's tests in order).
TEST_P(VerifyPackageInOtherLanguages, SubmissionsAreBuiltInTheLanguagesOfTheJudgesTable) {
    const std::string problem = GetParam().name;
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/" + problem;
    ASSERT_EQ(run_export({"package", problem, dir, "--format", "legacy-icpc"}).exit_code, 0);
    const std::string java = judge_languages_support::submission_in(problem, "accepted", "java");
    const std::string python = judge_languages_support::submission_in(problem, "wrong_answer", "python3");
    const std::string java_name = std::filesystem::path(java).filename(),
                      name = std::filesystem::path(python).filename();
    std::filesystem::copy_file(java, dir + "/submissions/accepted/" + java_name);
    std::filesystem::copy_file(python, dir + "/submissions/wrong_answer/" + name);
    const harness::RunResult passed =
        run_export({"verify", dir, "--quick", "--submissions", "accepted/" + java_name + ",wrong_answer/" + name});
    EXPECT_EQ(passed.exit_code, 0) << shown(passed);
    std::filesystem::rename(dir + "/submissions/wrong_answer/" + name, dir + "/submissions/accepted/" + name);
    std::string first_failure;
    for (const char* kind : {"sample", "secret"}) {
        std::vector<std::string> tests = entries(dir + "/data/" + kind);
        for (const std::string& test : tests) {
            if (!first_failure.empty() || test.size() < 4 || test.substr(test.size() - 3) != ".in") continue;
            const std::string base = dir + "/data/" + kind + "/" + test.substr(0, test.size() - 3);
            const harness::RunResult ran = harness::run_process({"python3", python}, text_of(base + ".in"), 60);
            if (harness::output_tokens(ran.out) != harness::output_tokens(text_of(base + ".ans")))
                first_failure = "data/" + std::string(kind) + "/" + test.substr(0, test.size() - 3);
        }
    }
    ASSERT_FALSE(first_failure.empty()) << python << " passes every test";
    const harness::RunResult failed = run_export({"verify", dir, "--quick", "--submissions", "accepted/" + name});
    EXPECT_EQ(failed.exit_code, 1) << shown(failed);
    EXPECT_TRUE(contains(failed.out, "submissions/accepted/" + name + ": WA on " + first_failure + ",")) << failed.out;
}

class OjExport : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, OjExport, ::testing::ValuesIn(harness::problems()), problem_types::name);

// oj's tests: the statement's sample as sample-1 and the rest of the judge
// tool's tests, each .out our program's output; on the sample and the traps
// the judge command (COMMAND INPUT OUTPUT EXPECTED, exit 0 for accepted)
// accepts it and explains a flipped answer. It is the package's output
// validator, which a contest system runs as CHECKER INPUT ANSWER
// FEEDBACK_DIR < team_output: on the problem's trap test (its
// tests/data.cpp), accepted, or the same explanation in both feedback files.
TEST_P(OjExport, TestsAreOurOutputsAndTheJudgeCommandIsTheExplainingChecker) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const std::string problem = P::facts.name;
        ScratchFolder scratch;
        const std::string dir = scratch.path() + "/oj";
        const harness::RunResult run = run_export({"oj", problem, dir});
        ASSERT_EQ(run.exit_code, 0) << shown(run);
        EXPECT_EQ(run.out, "oj t -c ./a.out -d " + dir + "/test --judge-command '" + dir + "/checker --oj'\n");
        const std::string program = harness::built_program(P::facts);
        int tests = 0;
        for (const std::string& name : entries(dir + "/test")) {
            if (name.size() < 4 || name.substr(name.size() - 3) != ".in") continue;
            const std::string input = dir + "/test/" + name, base = input.substr(0, input.size() - 3);
            const std::string expected = text_of(base + ".out");
            const harness::RunResult ours = harness::run_process({program}, text_of(input), 60);
            EXPECT_EQ(ours.out, expected) << name;
            ++tests;
            if (name != "sample-1.in" && name.find("trap") == std::string::npos) continue;
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
        EXPECT_EQ(tests, static_cast<int>(judge_test_names(problem).size()));

        const problem_data::OjTrap trap = problem_data::texts(problem_data::model_of<P>()).oj_trap;
        const std::string package = scratch.path() + "/" + problem;
        ASSERT_EQ(run_export({"package", problem, package}).exit_code, 0);
        EXPECT_EQ(text_of(package + "/output_validator/checker.cpp"), text_of(dir + "/checker.cpp"));
        const std::string input = package + "/data/secret/" + trap.test + ".in";
        const std::string answer = package + "/data/secret/" + trap.test + ".ans";
        const std::string feedback = scratch.path() + "/feedback/";
        ASSERT_EQ(mkdir(feedback.c_str(), 0755), 0);
        const harness::RunResult right =
            harness::run_process({dir + "/checker", input, answer, feedback}, text_of(answer), 60);
        EXPECT_EQ(right.exit_code, 42) << right.err;
        EXPECT_TRUE(entries(feedback).empty()) << "feedback on an accepted output";
        const std::string flipped = flip_first(text_of(answer));
        const harness::RunResult wrong = harness::run_process({dir + "/checker", input, answer, feedback}, flipped, 60);
        EXPECT_EQ(wrong.exit_code, 43) << wrong.err;
        auto joined = [](const std::vector<std::string>& tokens) {
            std::string line;
            for (const std::string& token : tokens) line += (line.empty() ? "" : " ") + token;
            return line;
        };
        const size_t tokens = P::facts.answers.tokens();
        const std::string message = text_of(feedback + "teammessage.txt");
        EXPECT_EQ(message, text_of(feedback + "judgemessage.txt"));
        EXPECT_EQ(message.rfind("Wrong answer on test case 1 of " + std::to_string(std::stoi(text_of(input))) +
                                    " in this file: expected \"" + joined(first_answer(text_of(answer), tokens)) +
                                    "\", got \"" + joined(first_answer(flipped, tokens)) +
                                    "\".\nWhy the expected answer holds:\n" + trap.explained,
                                0),
                  0u)
            << message;
        const harness::RunResult extra = harness::run_process({dir + "/checker", input, answer, feedback},
                                                              text_of(answer) + P::facts.answers.no + "\n", 60);
        EXPECT_EQ(extra.exit_code, 43);
        EXPECT_TRUE(contains(text_of(feedback + "teammessage.txt"),
                             "more output follows the last one: \"" + std::string(P::facts.answers.no) + "\""));
    });
}

TEST(ExportTool, RefusesBadInputWithOneLineAndWritesNothing) {
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/out";
    struct Refusal {
        std::vector<std::string> arguments;
        std::string says;
    };
    const std::vector<Refusal> refusals = {
        {{"package", "hdu9999", dir}, "export: unknown problem hdu9999"},
        {{"package", any_problem(), dir, "--format", "legacy"}, "export: unknown format legacy"},
        {{"package", any_problem()}, "export: package takes PROBLEM and DIR"},
        {{"publish", any_problem(), dir}, "export: unknown command publish"},
        {{"verify", dir}, "is not a folder"},
        {{"verify", dir, "--force"}, "export: unknown option --force for verify"},
        {{"package", any_problem(), dir + "-legacy"},
         "export: a package's folder is named with lowercase letters and digits only, as its short name (out-legacy "
         "is not): say " +
             scratch.path() + "/NAME"},
        {{"oj", any_problem(), dir, "--zip"}, "export: unknown option --zip for oj"},
        {{}, "export: no command"}};
    for (const Refusal& refusal : refusals) {
        const harness::RunResult run = run_export(refusal.arguments);
        EXPECT_EQ(run.exit_code, 2) << refusal.says << "\n" << shown(run);
        EXPECT_TRUE(contains(run.err, refusal.says)) << run.err;
        EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    }
    EXPECT_TRUE(entries(scratch.path()).empty());

    // A folder that is not empty is kept, unless --force.
    ASSERT_EQ(mkdir(dir.c_str(), 0755), 0);
    write(dir + "/notes.txt", "mine\n");
    const harness::RunResult refused = run_export({"package", any_problem(), dir});
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_TRUE(contains(refused.err, "is not empty (--force replaces it)")) << refused.err;
    EXPECT_EQ(entries(dir), std::vector<std::string>{"notes.txt"});
    const harness::RunResult forced = run_export({"package", any_problem(), dir, "--force"});
    EXPECT_EQ(forced.exit_code, 0) << shown(forced);
    EXPECT_FALSE(exists(dir + "/notes.txt"));
    EXPECT_TRUE(exists(dir + "/problem.yaml"));
    EXPECT_EQ(entries(scratch.path()), std::vector<std::string>{"out"});
}

// --zip: DIR.zip beside DIR, every file of the package at its path from
// the package's top, the same bytes (Python's zipfile reads it).
TEST(ExportTool, ZipHoldsThePackagesFilesAtItsTop) {
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/" + any_problem();
    const harness::RunResult run = run_export({"package", any_problem(), dir, "--format", "legacy-icpc", "--zip"});
    ASSERT_EQ(run.exit_code, 0) << shown(run);
    EXPECT_TRUE(contains(run.out, "and " + any_problem() + ".zip beside it")) << run.out;
    const std::string unpacked = scratch.path() + "/unpacked";
    const harness::RunResult unzip =
        harness::run_process({"python3", "-m", "zipfile", "-e", dir + ".zip", unpacked}, "", 60);
    ASSERT_EQ(unzip.exit_code, 0) << unzip.err;
    EXPECT_EQ(entries(unpacked), entries(dir));
    const harness::RunResult same = harness::run_process({"diff", "-r", dir, unpacked}, "", 60);
    EXPECT_EQ(same.exit_code, 0) << same.out;
    const harness::RunResult tested = harness::run_process({"python3", "-m", "zipfile", "-t", dir + ".zip"}, "", 60);
    EXPECT_EQ(tested.exit_code, 0) << tested.out << tested.err;
}

// Killed part of the way, an export leaves no DIR, and whatever it left
// beside it has no problem.yaml (so it does not verify); done, it leaves DIR.
TEST(ExportTool, AnInterruptedExportLeavesNoPackage) {
    for (int delay_ms : {50, 200, 400}) {
        ScratchFolder scratch;
        const std::string dir = scratch.path() + "/out";
        const pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            const std::string program = harness::build_path("tools/export");
            const std::string problem = any_problem();
            execl(program.c_str(), program.c_str(), "package", problem.c_str(), dir.c_str(),
                  static_cast<char*>(nullptr));
            _exit(127);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
        kill(child, SIGKILL);
        int status = 0;
        waitpid(child, &status, 0);
        for (const std::string& name : entries(scratch.path())) {
            const std::string path = scratch.path() + "/" + name;
            if (name == "out") {
                EXPECT_TRUE(WIFEXITED(status)) << "DIR before the export ended";
                EXPECT_TRUE(exists(path + "/problem.yaml"));
            } else {
                EXPECT_FALSE(exists(path + "/problem.yaml")) << name << " after " << delay_ms << " ms";
            }
        }
    }
}

// A small JSON reader: the value at `at`, its top-level keys (objects) and
// the number of items (arrays); false on anything that is not JSON.
class Json {
public:
    explicit Json(std::string text) : text_(std::move(text)) {}
    bool parse(std::map<std::string, std::string>& kinds, std::size_t& tests) {
        skip();
        if (!object(kinds, tests, true)) return false;
        skip();
        return at_ == text_.size();
    }

private:
    void skip() {
        while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
    }
    bool string(std::string* out) {
        if (text_[at_] != '"') return false;
        for (++at_; at_ < text_.size() && text_[at_] != '"'; ++at_) {
            if (text_[at_] == '\\') ++at_;
            else if (static_cast<unsigned char>(text_[at_]) < 0x20) return false;
            else if (out) *out += text_[at_];
        }
        return at_++ < text_.size();
    }
    bool value(std::string& kind, std::size_t* items) {
        skip();
        if (at_ >= text_.size()) return false;
        const char c = text_[at_];
        std::map<std::string, std::string> ignored;
        std::size_t none = 0;
        if (c == '"') return kind = "string", string(nullptr);
        if (c == '{') return kind = "object", object(ignored, none, false);
        if (c == '[') {
            kind = "array";
            ++at_;
            skip();
            std::size_t count = 0;
            if (text_[at_] == ']') return ++at_, true;
            while (true) {
                std::string item;
                if (!value(item, nullptr)) return false;
                ++count;
                skip();
                if (text_[at_] == ']') break;
                if (text_[at_++] != ',') return false;
            }
            ++at_;
            if (items) *items = count;
            return true;
        }
        for (const char* word : {"true", "false", "null"})
            if (text_.compare(at_, std::strlen(word), word) == 0)
                return kind = "boolean", at_ += std::strlen(word), true;
        const std::size_t start = at_;
        while (at_ < text_.size() &&
               (std::isdigit(static_cast<unsigned char>(text_[at_])) || text_[at_] == '-' || text_[at_] == '.'))
            ++at_;
        kind = "number";
        return at_ > start;
    }
    bool object(std::map<std::string, std::string>& kinds, std::size_t& tests, bool top) {
        if (text_[at_++] != '{') return false;
        skip();
        if (text_[at_] == '}') return ++at_, true;
        while (true) {
            skip();
            std::string key, kind;
            if (!string(&key)) return false;
            skip();
            if (text_[at_++] != ':') return false;
            std::size_t items = 0;
            if (!value(kind, &items)) return false;
            if (top) kinds[key] = kind;
            if (top && key == "tests") tests = items;
            skip();
            if (text_[at_] == '}') return ++at_, true;
            if (text_[at_++] != ',') return false;
        }
    }
    std::string text_;
    std::size_t at_ = 0;
};

TEST(CphExport, WritesTheProbFileCphLooksForWithItsFields) {
    ScratchFolder scratch;
    const std::string source = scratch.path() + "/solve.cpp";
    write(source, "int main() {}\n");
    const harness::RunResult run = run_export({"cph", any_problem(), source});
    ASSERT_EQ(run.exit_code, 0) << shown(run);
    const std::vector<std::string> files = entries(scratch.path() + "/.cph");
    ASSERT_EQ(files.size(), 1u);
    // .<source's name>_<32 hex digits: MD5 of its path>.prob
    const std::string& name = files[0];
    ASSERT_EQ(name.size(), std::string(".solve.cpp_.prob").size() + 32) << name;
    EXPECT_EQ(name.substr(0, 11), ".solve.cpp_");
    EXPECT_EQ(name.substr(name.size() - 5), ".prob");
    EXPECT_EQ(name.substr(11, 32).find_first_not_of("0123456789abcdef"), std::string::npos) << name;

    std::map<std::string, std::string> kinds;
    std::size_t tests = 0;
    ASSERT_TRUE(Json(text_of(scratch.path() + "/.cph/" + name)).parse(kinds, tests))
        << text_of(scratch.path() + "/.cph/" + name);
    const std::map<std::string, std::string> expected = {
        {"name", "string"},        {"url", "string"},       {"interactive", "boolean"},
        {"memoryLimit", "number"}, {"timeLimit", "number"}, {"group", "string"},
        {"tests", "array"},        {"srcPath", "string"},   {"local", "boolean"}};
    EXPECT_EQ(kinds, expected);
    EXPECT_GT(tests, 3u);
    EXPECT_TRUE(contains(text_of(scratch.path() + "/.cph/" + name), "\"srcPath\": \"" + source + "\""))
        << "the path, as given";
    // Once there, it is kept unless --force.
    EXPECT_EQ(run_export({"cph", any_problem(), source}).exit_code, 2);
    EXPECT_EQ(run_export({"cph", any_problem(), source, "--force"}).exit_code, 0);
}

}  // namespace
