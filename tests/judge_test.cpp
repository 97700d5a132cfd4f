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
#include "problems.hpp"
#include "process.hpp"

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// judge ARGUMENTS, with TMPDIR set to `scratch` when given.
harness::RunResult judge(std::vector<std::string> arguments, const std::string& scratch = "") {
    std::vector<std::string> argv;
    if (!scratch.empty()) argv = {"env", "TMPDIR=" + scratch};
    argv.push_back(harness::build_path("tools/judge"));
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return harness::run_process(argv, "", 600);
}

std::string shown(const std::vector<std::string>& arguments) {
    std::string text = "judge";
    for (const std::string& word : arguments) text += " " + word;
    return text;
}

// The value of "key": in the judge's JSON (the first one), as written.
std::string json_value(const std::string& json, const std::string& key) {
    const std::size_t at = json.find("\"" + key + "\": ");
    if (at == std::string::npos) return "";
    std::size_t begin = at + key.size() + 4, end = begin;
    if (json[begin] == '"') {
        end = json.find('"', begin + 1);
        return json.substr(begin + 1, end - begin - 1);
    }
    while (end < json.size() && json[end] != ',' && json[end] != '\n' && json[end] != '}') ++end;
    return json.substr(begin, end - begin);
}

// Every test's verdict in the JSON, by name.
std::map<std::string, std::string> test_verdicts(const std::string& json) {
    std::map<std::string, std::string> verdicts;
    for (std::size_t at = json.find("{\"name\": "); at != std::string::npos; at = json.find("{\"name\": ", at + 1)) {
        const std::string entry = json.substr(at, json.find('}', at) - at);
        verdicts[json_value(entry, "name")] = json_value(entry, "verdict");
    }
    return verdicts;
}

class ScratchFolder {
public:
    ScratchFolder() {
        std::string pattern = ::testing::TempDir() + "judge_test_XXXXXX";
        path_ = mkdtemp(pattern.data()) ? pattern : "";
    }
    ~ScratchFolder() { harness::run_process({"rm", "-rf", path_}, "", 60); }
    const std::string& path() const { return path_; }
    std::vector<std::string> entries() const {
        std::vector<std::string> names;
        if (DIR* dir = opendir(path_.c_str())) {
            while (dirent* entry = readdir(dir))
                if (std::string(entry->d_name) != "." && std::string(entry->d_name) != "..")
                    names.push_back(entry->d_name);
            closedir(dir);
        }
        return names;
    }

private:
    std::string path_;
};

const char* const kProblems[] = {"hdu5165", "hdu7399", "gym100548h"};

TEST(JudgeTool, PlainSolutionsAreAcceptedOnEveryTest) {
    for (const std::string problem : kProblems) {
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

TEST(JudgeTool, AFileIsCompiledAsAJudgeWouldAndNothingIsLeftBehind) {
    ScratchFolder scratch;
    const harness::RunResult run =
        judge({"hdu5165", "--tests", "sample,worst-*", harness::source_path("solutions/hdu5165.cpp")}, scratch.path());
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_TRUE(contains(run.out, "Accepted: 5 tests")) << run.out;
    EXPECT_TRUE(scratch.entries().empty()) << "left in TMPDIR: " << scratch.entries().front();
}

TEST(JudgeTool, ACompilationErrorIsVerdictCEWithTheCompilersWords) {
    ScratchFolder scratch;
    const std::string source = scratch.path() + "/broken.cpp";
    std::ofstream(source) << "int main() { return undeclared_name; }\n";
    const harness::RunResult run = judge({"gym100548h", "--json", "-", source}, scratch.path());
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(json_value(run.out, "verdict"), "CE");
    EXPECT_TRUE(contains(run.err, "Compilation error")) << run.err;
    EXPECT_TRUE(contains(run.err, "undeclared_name")) << run.err;
    EXPECT_EQ(scratch.entries(), std::vector<std::string>{"broken.cpp"});
}

TEST(JudgeTool, WrongProgramsGetAWrongAnswerShrunkAndExplained) {
    const std::vector<std::pair<std::string, std::string>> wrong = {
        {"hdu5165", "tests/one_player_hdu5165"},
        {"hdu5165", "tools/stress_wrong_hdu5165"},
        {"hdu5165", "tests/flip_answers_hdu5165"},
        {"hdu7399", "tests/strongly_connected_hdu7399"},
        {"hdu7399", "tools/stress_wrong_hdu7399"},
        {"hdu7399", "tests/flip_answers_hdu7399"},
        {"gym100548h", "tests/endless_for_alice_gym100548h"},
        {"gym100548h", "tools/stress_wrong_gym100548h"},
        {"gym100548h", "tests/flip_answers_gym100548h"}};
    for (const auto& [problem, program] : wrong) {
        const harness::RunResult run = judge({problem, "--", harness::build_path(program)});
        ASSERT_TRUE(run.exited) << program;
        EXPECT_EQ(run.exit_code, 1) << program << "\n" << run.err;
        EXPECT_TRUE(contains(run.out, "\nWrong answer on test ")) << program << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, ": expected \"")) << program << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, "shrunk in ")) << program << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, "== why the expected answer holds ==\ntest 1: ")) << program << "\n" << run.out;
    }
}

// Each trap of the test set is the case stress shrank a wrong program's
// failure to: that program fails there, if not before.
TEST(JudgeTool, EachWrongProgramFailsOnItsTrap) {
    const std::vector<std::pair<std::string, std::string>> traps = {
        {"tests/one_player_hdu5165", "trap-one-player"},
        {"tools/stress_wrong_hdu5165", "trap-few-sweeps"},
        {"tools/stress_wrong_hdu7399", "trap-yy-dead-end"},
        {"tests/strongly_connected_hdu7399", "trap-yy-chooses"},
        {"tests/endless_for_alice_gym100548h", "trap-endless-is-alices"},
        {"tools/stress_wrong_gym100548h", "trap-short-horizon"}};
    for (const auto& [program, trap] : traps) {
        const std::string problem = program.substr(program.rfind('_') + 1);
        const harness::RunResult run =
            judge({problem, "--tests", trap, "--json", "-", "--", harness::build_path(program)});
        EXPECT_EQ(json_value(run.out, "verdict"), "WA") << program << " on " << trap << "\n" << run.err;
    }
}

TEST(JudgeTool, SlowSolutionsPassTheSmallTestsAndExceedTheTimeLimitOnTheWorst) {
    for (const std::string problem : kProblems) {
        const std::string slow = harness::build_path("tests/slow_" + problem);
        const harness::RunResult small = judge({problem, "--all", "--tests", "sample,trap-*,small-*", "--", slow});
        EXPECT_EQ(small.exit_code, 0) << problem << "\n" << small.out;
        const harness::RunResult worst = judge({problem, "--tests", "worst-*", "--json", "-", "--", slow});
        EXPECT_EQ(worst.exit_code, 1) << problem;
        EXPECT_EQ(json_value(worst.out, "verdict"), "TLE") << problem << "\n" << worst.err;
        EXPECT_TRUE(contains(worst.err, "Time limit exceeded on test ")) << worst.err;
    }
}

TEST(JudgeTool, ProgramsThatMisbehaveGetTheirVerdicts) {
    const std::vector<std::pair<std::string, std::string>> expected = {
        {"busy", "TLE"},          {"sleep", "TLE"},   {"close-early", "TLE"}, {"allocate", "MLE"},
        {"allocate-huge", "MLE"}, {"segfault", "RE"}, {"abort", "RE"},        {"exit3", "RE"},
        {"flood", "OLE"},         {"silent", "WA"},   {"no-read", "WA"}};
    for (const auto& [behaviour, verdict] : expected) {
        const auto started = std::chrono::steady_clock::now();
        const harness::RunResult run =
            judge({"hdu5165", "--tests", "sample", "--time-limit", "0.5", "--memory-limit", "64", "--output-limit", "1",
                   "--json", "-", "--", harness::build_path("tests/misbehaving"), behaviour});
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        ASSERT_TRUE(run.exited) << behaviour;
        EXPECT_EQ(run.exit_code, 1) << behaviour << "\n" << run.err;
        EXPECT_EQ(json_value(run.out, "verdict"), verdict) << behaviour << "\n" << run.err;
        EXPECT_LT(seconds, 60) << behaviour;  // its own limit is 2 s of wall time
    }
    const harness::RunResult segfault =
        judge({"hdu5165", "--tests", "sample", "--", harness::build_path("tests/misbehaving"), "segfault"});
    EXPECT_TRUE(contains(segfault.out, "Runtime error on test 1 (sample, n = 5, m = 2): killed by signal 11 (SIGSEGV)"))
        << segfault.out;
    const harness::RunResult sleeper = judge({"hdu5165", "--tests", "sample", "--time-limit", "0.5", "--",
                                              harness::build_path("tests/misbehaving"), "sleep"});
    EXPECT_TRUE(contains(sleeper.out, ": over 2.00 s of wall time")) << sleeper.out;
}

TEST(JudgeTool, AChildThatOutlivesTheProgramIsKilled) {
    ScratchFolder scratch;
    const std::string pid_file = scratch.path() + "/child.pid";
    const harness::RunResult run = judge({"gym100548h", "--tests", "sample", "--json", "-", "--",
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

TEST(JudgeTool, TheTimeLimitScales) {
    // A hundredth of hdu7399's limit is below what the plain solution needs.
    const harness::RunResult tight = judge({"hdu7399", "--tests", "worst-*", "--scale", "0.01", "--json", "-", "--",
                                            harness::build_path("tools/usual_hdu7399")});
    EXPECT_EQ(json_value(tight.out, "verdict"), "TLE") << tight.err;
    EXPECT_EQ(json_value(tight.out, "time_scale"), "0.01");
    const harness::RunResult calibrated =
        judge({"hdu5165", "--scale", "auto", "--json", "-", "--", harness::build_path("tools/usual_hdu5165")});
    EXPECT_EQ(json_value(calibrated.out, "verdict"), "AC") << calibrated.err;
    EXPECT_NE(json_value(calibrated.out, "time_scale"), "1");
}

TEST(JudgeTool, ListNamesEveryTestInJudgeOrderWithWhatItCatches) {
    for (const std::string problem : kProblems) {
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
    const std::vector<std::vector<std::string>> wrong = {
        {},
        {"nosuchproblem", "--", "true"},
        {"hdu5165"},
        {"hdu5165", scratch.path() + "/missing.cpp"},
        {"hdu5165", "--", text_file},
        {"hdu5165", "--", "no-such-command-here"},
        {"hdu5165", "--time-limit", "-1", "--", "true"},
        {"hdu5165", "--time-limit", "fast", "--", "true"},
        {"hdu5165", "--memory-limit", "0", "--", "true"},
        {"hdu5165", "--output-limit", "99999", "--", "true"},
        {"hdu5165", "--scale", "0", "--", "true"},
        {"hdu5165", "--tests", "nothing-matches", "--", "true"},
        {"hdu5165", "--frobnicate", "--", "true"},
        {"hdu5165", "a.cpp", "--", "true"},
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
