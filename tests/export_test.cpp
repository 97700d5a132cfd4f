// The export tool (tools/export.cpp), run as a process: each problem's
// package in each format version verifies (its validators built from the
// package alone, its submissions run under its limits); verify names each
// part that is broken on purpose; bad invocations are refused and leave
// nothing; oj's tests are our program's outputs and the judge command tells
// a right output from a flipped one; CPH's file parses as JSON with the fields
// CPH reads. The verifications run with --quick (each submission stops at the
// first test with its folder's verdict) and share the programs they build,
// to keep the time modest.
#include <dirent.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <chrono>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// export ARGUMENTS; verify reuses the programs built by the other tests
// (the same sources are in every version's package of a problem).
harness::RunResult run_export(std::vector<std::string> arguments) {
    std::vector<std::string> argv = {harness::build_path("tools/export")};
    if (arguments.size() >= 2 && arguments[0] == "verify")
        arguments.insert(arguments.end(), {"--build-cache", ::testing::TempDir() + "export_test_builds"});
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return harness::run_process(argv, "", 600);
}

std::string shown(const harness::RunResult& run) { return "stdout:\n" + run.out + "stderr:\n" + run.err; }

class ScratchFolder {
public:
    ScratchFolder() {
        std::string pattern = ::testing::TempDir() + "export_test_XXXXXX";
        path_ = mkdtemp(pattern.data()) ? pattern : "";
    }
    ~ScratchFolder() { harness::run_process({"rm", "-rf", path_}, "", 60); }
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

std::vector<std::string> entries(const std::string& folder) {
    std::vector<std::string> names;
    if (DIR* dir = opendir(folder.c_str())) {
        while (dirent* entry = readdir(dir))
            if (std::string(entry->d_name) != "." && std::string(entry->d_name) != "..") names.push_back(entry->d_name);
        closedir(dir);
    }
    std::sort(names.begin(), names.end());
    return names;
}

bool exists(const std::string& path) {
    struct stat info;
    return stat(path.c_str(), &info) == 0;
}

std::string text_of(const std::string& path) { return harness::file_text(path); }

void write(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// The names of the judge tool's tests of a problem (judge PROBLEM --list).
std::vector<std::string> judge_test_names(const std::string& problem) {
    const harness::RunResult run = harness::run_process({harness::build_path("tools/judge"), problem, "--list"}, "", 300);
    std::vector<std::string> names;
    std::istringstream lines(run.out);
    std::string line;
    while (std::getline(lines, line)) {
        // "  7  trap-few-sweeps  trap ...": a number in three columns; the
        // line after it, indented further, says what the test catches.
        if (line.size() < 5 || !std::isdigit(static_cast<unsigned char>(line[2])) || line[3] != ' ') continue;
        std::istringstream words(line);
        int number;
        std::string name;
        if (words >> number >> name) names.push_back(name);
    }
    return names;
}

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
        current ? std::vector<std::string>{"data", "input_validators", "output_validator", "problem.yaml", "statement",
                                           "submissions"}
                : std::vector<std::string>{"data", "input_validators", "output_validators", "problem.yaml",
                                           "problem_statement", "submissions"};
    EXPECT_EQ(entries(dir), expected_top);
    EXPECT_TRUE(contains(text_of(dir + "/problem.yaml"), "problem_format_version: " + param.format + "\n"));
    EXPECT_TRUE(exists(dir + (current ? "/statement/problem.en.md" : "/problem_statement/problem.en.tex")));

    // data/secret: the judge tool's tests in its order, each described.
    const std::vector<std::string> names = judge_test_names(param.problem);
    ASSERT_GE(names.size(), 10u);
    for (std::size_t k = 0; k < names.size(); ++k) {
        char number[32];
        std::snprintf(number, sizeof number, "%02zu-", k + 1);
        const std::string base = dir + "/data/secret/" + number + names[k];
        EXPECT_TRUE(exists(base + ".in") && exists(base + ".ans")) << base;
        const std::string description = text_of(base + (current ? ".yaml" : ".desc"));
        EXPECT_FALSE(description.empty()) << base;
    }
    EXPECT_EQ(entries(dir + "/data/secret").size(), names.size() * 3);
    // data/invalid_input (2025-09 only): every rule of tests/validator_rules.txt.
    if (current) {
        std::istringstream rules(text_of(harness::source_path("tests/validator_rules.txt")));
        std::string line;
        int count = 0;
        while (std::getline(rules, line))
            if (line.rfind(param.problem + " ", 0) == 0) {
                const std::string rule = line.substr(param.problem.size() + 1, line.find(' ', param.problem.size() + 1) -
                                                                                  param.problem.size() - 1);
                EXPECT_TRUE(exists(dir + "/data/invalid_input/rule-" + rule + ".in")) << rule;
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

INSTANTIATE_TEST_SUITE_P(EachProblemAndFormat, PackageTest,
                         ::testing::Values(Case{"hdu5165", "2025-09"}, Case{"hdu7399", "2025-09"},
                                           Case{"gym100548h", "2025-09"}, Case{"hdu5165", "legacy-icpc"},
                                           Case{"hdu7399", "legacy-icpc"}, Case{"gym100548h", "legacy-icpc"}),
                         [](const ::testing::TestParamInfo<Case>& info) {
                             std::string name = info.param.problem + "_" + info.param.format;
                             for (char& c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return name;
                         });

// Replaces the first `from` in the file with `to`; false if there is none.
bool replace_in(const std::string& path, const std::string& from, const std::string& to) {
    std::string text = text_of(path);
    const std::size_t at = text.find(from);
    if (at == std::string::npos) return false;
    write(path, text.replace(at, from.size(), to));
    return true;
}

// One package with four parts broken: verify names each, and fails.
TEST(VerifyPackage, NamesEachBrokenPart) {
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/gym100548h";
    ASSERT_EQ(run_export({"package", "gym100548h", dir}).exit_code, 0);
    const harness::RunResult clean = run_export({"verify", dir, "--quick", "--submissions", "accepted/*"});
    ASSERT_EQ(clean.exit_code, 0) << shown(clean);

    // An answer flipped: our accepted programs get a wrong answer on it.
    const std::string answer = dir + "/data/secret/03-trap-dfs-on-cycles.ans";
    ASSERT_TRUE(replace_in(answer, "Case #1: No", "Case #1: Yes")) << text_of(answer);
    // The input validator says "valid" with 0 instead of 42.
    ASSERT_TRUE(replace_in(dir + "/input_validators/validator.cpp", "if (!error) return 42;", "if (!error) return 0;"));
    // A wrong program among the accepted ones.
    ASSERT_EQ(std::rename((dir + "/submissions/wrong_answer/endless_for_alice_gym100548h.cpp").c_str(),
                          (dir + "/submissions/accepted/endless_for_alice_gym100548h.cpp").c_str()),
              0);
    // A field the version requires.
    ASSERT_TRUE(replace_in(dir + "/problem.yaml", "uuid: ", "# uuid: "));

    const harness::RunResult run = run_export({"verify", dir, "--quick", "--submissions", "accepted/*"});
    EXPECT_EQ(run.exit_code, 1) << shown(run);
    EXPECT_TRUE(contains(run.out, "problem.yaml: no uuid (required)\n")) << run.out;
    EXPECT_TRUE(contains(run.out, "data/sample/statement.in: the input validator exits with 0, not 42")) << run.out;
    EXPECT_TRUE(contains(run.out, "submissions/accepted/gym100548h.cpp: WA on data/secret/03-trap-dfs-on-cycles,"))
        << run.out;
    EXPECT_TRUE(contains(run.out, "submissions/accepted/endless_for_alice_gym100548h.cpp: WA on ")) << run.out;
    EXPECT_TRUE(contains(run.out, "verify: ")) << run.out;
}

// legacy-icpc has no key for a custom output validator but validation.
TEST(VerifyPackage, NamesALegacyPackageWithoutCustomValidation) {
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/hdu5165";
    ASSERT_EQ(run_export({"package", "hdu5165", dir, "--format", "legacy-icpc"}).exit_code, 0);
    ASSERT_TRUE(replace_in(dir + "/problem.yaml", "validation: custom\n", ""));
    ASSERT_TRUE(replace_in(dir + "/output_validators/checker.cpp", "return judgement.accepted ? kAccepted : kWrongAnswer;",
                           "return judgement.accepted ? 0 : kWrongAnswer;"));
    const harness::RunResult run = run_export({"verify", dir, "--submissions", "none"});
    EXPECT_EQ(run.exit_code, 1) << shown(run);
    EXPECT_TRUE(contains(run.out, "problem.yaml: validation is \"default\", but output_validators/ needs custom\n")) << run.out;
    EXPECT_TRUE(contains(run.out, "data/sample/statement.ans: the output validator exits with 0 on the answer file itself"))
        << run.out;
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
        {{"package", "hdu5165", dir, "--format", "legacy"}, "export: unknown format legacy"},
        {{"package", "hdu5165"}, "export: package takes PROBLEM and DIR"},
        {{"publish", "hdu5165", dir}, "export: unknown command publish"},
        {{"verify", dir}, "is not a folder"},
        {{"verify", dir, "--force"}, "export: unknown option --force for verify"},
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
    const harness::RunResult refused = run_export({"package", "hdu5165", dir});
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_TRUE(contains(refused.err, "is not empty (--force replaces it)")) << refused.err;
    EXPECT_EQ(entries(dir), std::vector<std::string>{"notes.txt"});
    const harness::RunResult forced = run_export({"package", "hdu5165", dir, "--force"});
    EXPECT_EQ(forced.exit_code, 0) << shown(forced);
    EXPECT_FALSE(exists(dir + "/notes.txt"));
    EXPECT_TRUE(exists(dir + "/problem.yaml"));
    EXPECT_EQ(entries(scratch.path()), std::vector<std::string>{"out"});
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
            execl(program.c_str(), program.c_str(), "package", "gym100548h", dir.c_str(), static_cast<char*>(nullptr));
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

// Flips the yes/no word of the first answer line.
std::string flip_first(const std::string& output) {
    const std::pair<const char*, const char*> words[] = {{"YES", "NO"}, {"NO", "YES"}, {"Yes", "No"}, {"No", "Yes"}};
    const std::string first = output.substr(0, output.find('\n'));
    for (const auto& word : words) {
        const std::size_t at = first.rfind(word.first);
        if (at != std::string::npos && at + std::string(word.first).size() == first.size())
            return first.substr(0, at) + word.second + output.substr(first.size());
    }
    return "";
}

TEST(OjExport, TestsAreOurOutputsAndTheJudgeCommandIsTheExplainingChecker) {
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
        const harness::RunResult right = harness::run_process({dir + "/checker", "--oj", input, base + ".out", base + ".out"}, "", 60);
        EXPECT_EQ(right.exit_code, 0) << name << right.out;
        const std::string wrong_path = scratch.path() + "/wrong.out";
        write(wrong_path, flip_first(expected));
        const harness::RunResult wrong = harness::run_process({dir + "/checker", "--oj", input, wrong_path, base + ".out"}, "", 60);
        EXPECT_EQ(wrong.exit_code, 1) << name;
        EXPECT_TRUE(contains(wrong.out, "Wrong answer on test case 1 of ")) << wrong.out;
        EXPECT_TRUE(contains(wrong.out, "Why the expected answer holds:\ntest 1: ")) << wrong.out;
    }
    EXPECT_EQ(tests, static_cast<int>(judge_test_names("hdu5165").size()) + 1);

    // The judge command is the package's output validator, which a contest
    // system runs as CHECKER INPUT ANSWER FEEDBACK_DIR < team_output.
    const std::string package = scratch.path() + "/hdu5165";
    ASSERT_EQ(run_export({"package", "hdu5165", package}).exit_code, 0);
    EXPECT_EQ(text_of(package + "/output_validator/checker.cpp"), text_of(dir + "/checker.cpp"));
    const std::string input = package + "/data/secret/03-trap-one-player.in";
    const std::string answer = package + "/data/secret/03-trap-one-player.ans";
    const std::string feedback = scratch.path() + "/feedback/";
    ASSERT_EQ(mkdir(feedback.c_str(), 0755), 0);
    const harness::RunResult right = harness::run_process({dir + "/checker", input, answer, feedback}, text_of(answer), 60);
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
            if (text_.compare(at_, std::strlen(word), word) == 0) return kind = "boolean", at_ += std::strlen(word), true;
        const std::size_t start = at_;
        while (at_ < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[at_])) || text_[at_] == '-' || text_[at_] == '.')) ++at_;
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
    const harness::RunResult run = run_export({"cph", "gym100548h", source});
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
    ASSERT_TRUE(Json(text_of(scratch.path() + "/.cph/" + name)).parse(kinds, tests)) << text_of(scratch.path() + "/.cph/" + name);
    const std::map<std::string, std::string> expected = {
        {"name", "string"},        {"url", "string"},   {"interactive", "boolean"}, {"memoryLimit", "number"},
        {"timeLimit", "number"},   {"group", "string"}, {"tests", "array"},         {"srcPath", "string"},
        {"local", "boolean"}};
    EXPECT_EQ(kinds, expected);
    EXPECT_GT(tests, 3u);
    EXPECT_TRUE(contains(text_of(scratch.path() + "/.cph/" + name), "\"srcPath\": \"" + source + "\"")) << "the path, as given";
    // Once there, it is kept unless --force.
    EXPECT_EQ(run_export({"cph", "gym100548h", source}).exit_code, 2);
    EXPECT_EQ(run_export({"cph", "gym100548h", source, "--force"}).exit_code, 0);
}

}  // namespace
