// The judge tool (tools/judge.cpp), run as a process on real programs: the
// plain solutions (each problem's submissions/accepted/plain.cpp) are
// accepted; the wrong ones (its submissions/wrong_answer/, and tests/wrong/)
// get a wrong answer, shrunk and explained; the slow-by-design ones
// (submissions/time_limit_exceeded/) are accepted on the small tests and
// exceed the time limit on the worst; programs that misbehave on purpose (misbehaving.cpp) get their
// verdicts and leave nothing behind; a file is compiled, or is a compilation
// error; bad invocations are refused. Time limits here are far from every
// time measured: a busy loop against half a second of CPU time, a sleep of
// ten minutes against two seconds of wall time, accepted solutions that need
// a few tenths of a second against the problems' limits of seconds.
#include <arpa/inet.h>
#include <dirent.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "judge_support.hpp"
#include "problem_types.hpp"
#include "problems.hpp"
#include "process.hpp"
#include "sandbox.hpp"

namespace {

using namespace judge_support;

// Every problem's name, in the registry's order.
std::vector<std::string> problem_names() {
    std::vector<std::string> names;
    for (const harness::Problem& problem : harness::problems()) names.push_back(problem.name);
    return names;
}

std::vector<std::string> with(std::vector<std::string> words, const std::vector<std::string>& more) {
    words.insert(words.end(), more.begin(), more.end());
    return words;
}

TEST(JudgeTool, PlainSolutionsAreAcceptedOnEveryTest) {
    for (const std::string& problem : problem_names()) {
        const harness::RunResult run =
            judge(with(with({problem, "--json", "-"}, sanitizer_room()),
                       {"--", harness::built_submission(*harness::find_problem(problem), "accepted/plain")}));
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
    std::istringstream lines(list.out.substr(0, list.out.find("\nfamilies ") + 1));
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
    EXPECT_TRUE(entries(scratch.path()).empty()) << "left in TMPDIR: " << entries(scratch.path()).front();
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
    EXPECT_EQ(entries(scratch.path()), std::vector<std::string>{"broken.cpp"});
}

TEST(JudgeTool, SlowSolutionsPassTheSmallTestsAndExceedTheTimeLimitOnTheWorst) {
    for (const std::string& problem : problem_names()) {
        const std::string slow = harness::built_submission(*harness::find_problem(problem), "time_limit_exceeded/slow");
        const harness::RunResult small = judge({problem, "--all", "--tests", "sample,trap-*,small-*", "--", slow});
        EXPECT_EQ(small.exit_code, 0) << problem << "\n" << small.out;
        const harness::RunResult worst =
            judge({problem, "--tests", "worst-*", "--no-growth", "--json", "-", "--", slow});
        EXPECT_EQ(worst.exit_code, 1) << problem;
        EXPECT_EQ(json_value(worst.out, "verdict"), "TLE") << problem << "\n" << worst.err;
        EXPECT_TRUE(contains(worst.err, "Time limit exceeded on test ")) << worst.err;
    }
}

// The first problem's sample (its exact message: the problem's folder).
TEST(JudgeTool, ProgramsThatMisbehaveGetTheirVerdicts) {
    const std::string problem = harness::problems().front().name;
    // allocate-huge asks for 64 GiB: past the address-space cap, when one is asked for.
    const std::vector<std::vector<std::string>> expected = {{"busy", "TLE"},
                                                            {"sleep", "TLE"},
                                                            {"close-early", "TLE"},
                                                            {"allocate", "MLE"},
                                                            {"allocate-huge", "MLE", "--address-space-limit", "1024"},
                                                            {"segfault", "RE"},
                                                            {"abort", "RE"},
                                                            {"exit3", "RE"},
                                                            {"flood", "OLE"},
                                                            {"silent", "WA"},
                                                            {"no-read", "WA"}};
    for (const std::vector<std::string>& row : expected) {
        const std::string& behaviour = row[0];
        const std::string& verdict = row[1];
        const auto started = std::chrono::steady_clock::now();
        const harness::RunResult run = judge(with(with({problem, "--tests", "sample", "--time-limit", "0.5",
                                                        "--memory-limit", "64", "--output-limit", "1", "--json", "-"},
                                                       std::vector<std::string>(row.begin() + 2, row.end())),
                                                  {"--", harness::build_path("tests/misbehaving"), behaviour}));
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

// ---- each problem's programs ------------------------------------------------

class JudgeToolOnEachProblem : public ::testing::TestWithParam<harness::Problem> {
protected:
    std::string name() const { return GetParam().name; }
    // The wrong programs of the problem's traps (each trap names the one that
    // fails there), each with the trap it fails.
    std::vector<std::pair<std::string, std::string>> trapped() const {
        std::vector<std::pair<std::string, std::string>> programs;
        problem_types::visit(GetParam(), [&](auto entry) {
            using Case = typename decltype(entry)::Case;
            for (const harness::JudgeTrap& trap : harness::judge_traps(static_cast<const Case*>(nullptr)))
                if (!trap.program.empty())
                    programs.push_back(
                        {harness::built_submission(GetParam(),
                                                   "wrong_answer/" + trap.program.substr(0, trap.program.size() - 4)),
                         "trap-" + trap.name});
        });
        return programs;
    }
};
INSTANTIATE_TEST_SUITE_P(, JudgeToolOnEachProblem, ::testing::ValuesIn(harness::problems()), problem_types::name);

// The wrong programs of the traps, and flip_answers (a third of our answers
// flipped; it runs our program, named on its command line so that the
// sandbox shows it): a wrong answer, shrunk and explained.
TEST_P(JudgeToolOnEachProblem, WrongProgramsGetAWrongAnswerShrunkAndExplained) {
    std::vector<std::vector<std::string>> commands = {
        {harness::build_path("tests/flip_answers_" + name()), harness::build_path(name())}};
    for (const auto& [program, trap] : trapped()) commands.push_back({program});
    ASSERT_GE(commands.size(), 3u) << "a problem's traps name at least two wrong programs";
    for (const std::vector<std::string>& command : commands) {
        const harness::RunResult run = judge(with({name(), "--"}, command));
        ASSERT_TRUE(run.exited) << command[0];
        EXPECT_EQ(run.exit_code, 1) << command[0] << "\n" << run.err;
        EXPECT_TRUE(contains(run.out, "\nWrong answer on test ")) << command[0] << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, ": expected \"")) << command[0] << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, "shrunk in ")) << command[0] << "\n" << run.out;
        EXPECT_TRUE(contains(run.out, "== why the expected answer holds ==\ntest 1: ")) << command[0] << "\n"
                                                                                        << run.out;
    }
}

// Each trap is the case stress shrank a wrong program's failure to: that
// program fails there, if not before.
TEST_P(JudgeToolOnEachProblem, EachWrongProgramFailsOnItsTrap) {
    for (const auto& [program, trap] : trapped()) {
        const harness::RunResult run = judge({name(), "--tests", trap, "--json", "-", "--", program});
        EXPECT_EQ(json_value(run.out, "verdict"), "WA") << program << " on " << trap << "\n" << run.err;
    }
}

// The summary names the failing test by its largest case's size.
TEST_P(JudgeToolOnEachProblem, ARuntimeErrorNamesTheSampleBySize) {
    std::string largest;
    problem_types::visit(GetParam(), [&](auto entry) {
        using Case = typename decltype(entry)::Case;
        std::vector<Case> cases;
        harness::read_judge_input(harness::file_text(harness::source_path("samples/" + name() + "/statement.in")),
                                  &cases);
        ASSERT_FALSE(cases.empty());
        const Case* most = &cases.front();
        for (const Case& game : cases)
            if (harness::case_size(game) > harness::case_size(*most)) most = &game;
        largest = harness::size_summary(*most);
    });
    const harness::RunResult segfault =
        judge({name(), "--tests", "sample", "--", harness::build_path("tests/misbehaving"), "segfault"});
    EXPECT_TRUE(
        contains(segfault.out, "Runtime error on test 1 (sample, " + largest + "): killed by signal 11 (SIGSEGV)"))
        << segfault.out;
}

// A hundredth of the problem's time limit is below what the plain solution
// needs on its worst tests.
TEST_P(JudgeToolOnEachProblem, ATimeLimitScaledFarDownIsExceeded) {
    const harness::RunResult tight = judge({name(), "--tests", "worst-*", "--scale", "0.01", "--no-growth", "--json",
                                            "-", "--", harness::built_submission(GetParam(), "accepted/plain")});
    EXPECT_EQ(json_value(tight.out, "verdict"), "TLE") << tight.err;
    EXPECT_EQ(json_value(tight.out, "time_scale"), "0.01");
}

// ---- what the judge guarantees the machine ----------------------------------

// A name no other process holds, for a test's programs to carry on their
// command lines.
std::string unique_marker(const std::string& what) {
    static int made = 0;
    return "judge-test-" + what + "-" + std::to_string(getpid()) + "-" + std::to_string(++made);
}

// How many processes of this machine hold `marker` on their command line.
int processes_holding(const std::string& marker) {
    int count = 0;
    DIR* proc = opendir("/proc");
    while (dirent* entry = proc ? readdir(proc) : nullptr) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        std::ifstream file(std::string("/proc/") + entry->d_name + "/cmdline");
        const std::string cmdline((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
        count += contains(cmdline, marker);
    }
    if (proc) closedir(proc);
    return count;
}

// misbehaving BEHAVIOUR ARGS -- our judge program (which answers right).
std::vector<std::string> misbehaving_then_answer(const std::string& problem, std::vector<std::string> behaviour) {
    std::vector<std::string> command = {harness::build_path("tests/misbehaving")};
    command.insert(command.end(), behaviour.begin(), behaviour.end());
    command.push_back("--");
    command.push_back(harness::build_path(problem));
    return command;
}

// A TCP port on 127.0.0.1 that the test listens on.
class Listener {
public:
    Listener() : fd_(socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0)) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof address;
        EXPECT_EQ(bind(fd_, reinterpret_cast<sockaddr*>(&address), size), 0);
        EXPECT_EQ(listen(fd_, 8), 0);
        getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &size);
        port_ = ntohs(address.sin_port);
        fcntl(fd_, F_SETFL, O_NONBLOCK);
    }
    ~Listener() { close(fd_); }
    std::string port() const { return std::to_string(port_); }
    int connections() const {  // accepted since the last call
        int count = 0;
        for (int connection; (connection = accept(fd_, nullptr, nullptr)) >= 0; ++count) close(connection);
        return count;
    }

private:
    int fd_;
    int port_ = 0;
};

const std::vector<std::vector<std::string>> kWithAndWithoutTheSandbox = {{}, {"--no-sandbox"}};

// A program that leaves a process running in a session of its own, on each
// test of several, and answers right: accepted, and nothing it left survives.
TEST(JudgeTool, ADaemonIsEndedWithTheProgramWithAndWithoutTheSandbox) {
    const std::string problem = harness::problems().front().name;
    for (const auto& mode : kWithAndWithoutTheSandbox) {
        const std::string marker = unique_marker("daemon");
        const std::vector<std::string> arguments =
            with(with({problem, "--tests", "sample,trap-*", "--json", "-"}, mode),
                 with({"--"}, misbehaving_then_answer(problem, {"daemon", marker})));
        const harness::RunResult run = judge(arguments);
        EXPECT_EQ(run.exit_code, 0) << shown(arguments) << "\n" << run.err;
        EXPECT_EQ(json_value(run.out, "verdict"), "AC") << run.err;
        EXPECT_EQ(json_value(run.out, "sandbox"), mode.empty() ? "bwrap" : "none");
        EXPECT_TRUE(contains(run.err, "note: the program left ")) << run.err;
        EXPECT_EQ(processes_holding(marker), 0) << "left running after " << shown(arguments);
    }
}

// The pid of a process whose command line holds all of `parts`, 0 if none.
pid_t process_with(const std::vector<std::string>& parts) {
    pid_t found = 0;
    DIR* proc = opendir("/proc");
    while (dirent* entry = proc ? readdir(proc) : nullptr) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        std::ifstream file(std::string("/proc/") + entry->d_name + "/cmdline");
        const std::string cmdline((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
        bool all = !cmdline.empty();
        for (const std::string& part : parts) all = all && contains(cmdline, part);
        if (all) found = static_cast<pid_t>(std::atol(entry->d_name));
    }
    if (proc) closedir(proc);
    return found;
}

// Ctrl-C while a program runs: the judge ends, and so does every process
// the program started, the one that left its session too.
TEST(JudgeTool, InterruptingTheJudgeEndsWhatTheProgramStarted) {
    const std::string problem = harness::problems().front().name;
    for (const auto& mode : kWithAndWithoutTheSandbox) {
        const std::string marker = unique_marker("interrupted");
        const std::vector<std::string> arguments =
            with(with({problem, "--tests", "sample"}, mode),
                 {"--", harness::build_path("tests/misbehaving"), "daemon", marker, "--",
                  harness::build_path("tests/misbehaving"), "sleep"});
        harness::RunResult run;
        std::atomic<bool> done{false};
        std::thread judging([&] {
            run = judge(arguments);
            done = true;
        });
        pid_t judge_pid = 0;
        // Up to 30 s: on a loaded machine the judge takes a while to prepare.
        for (int tries = 0; tries < 3000 && judge_pid == 0 && !done; ++tries) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            if (process_with({"sleeper", marker})) judge_pid = process_with({"tools/judge", marker});
        }
        if (judge_pid == 0) {
            judging.join();
            FAIL() << "the program's daemon never started\n" << run.err;
        }
        kill(judge_pid, SIGINT);
        judging.join();
        EXPECT_EQ(run.signal, SIGINT) << run.out << run.err;
        int left = 1;
        for (int tries = 0; tries < 100 && (left = processes_holding(marker)) > 0; ++tries)
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        EXPECT_EQ(left, 0) << "left running after an interrupted " << shown(arguments);
    }
}

// A program that starts a helper, lets it compute and answers: the helper's
// CPU time is the program's, and the helper ends with it.
TEST(JudgeTool, AHelpersCpuTimeCountsAndTheHelperEndsWithTheProgram) {
    const std::string problem = harness::problems().front().name;
    for (const auto& mode : kWithAndWithoutTheSandbox) {
        const std::string marker = unique_marker("helper");
        const std::vector<std::string> arguments =
            with(with({problem, "--tests", "sample", "--json", "-"}, mode),
                 with({"--"}, misbehaving_then_answer(problem, {"helper", marker})));
        const harness::RunResult run = judge(arguments);
        EXPECT_EQ(json_value(run.out, "verdict"), "AC") << shown(arguments) << "\n" << run.err;
        EXPECT_GE(std::atof(json_value(run.out, "time_s").c_str()), 0.25) << run.out;
        EXPECT_EQ(processes_holding(marker), 0) << "left running after " << shown(arguments);
    }
}

// The program holds stdin, stdout and stderr only, and cannot reach the
// launcher's descriptors (its report) through /proc. (Without the sandbox,
// root's capabilities let it.)
TEST(JudgeTool, AContainedProgramGetsNoDescriptorButItsOwnThree) {
    const std::string problem = harness::problems().front().name;
    const std::vector<std::string> arguments =
        with({problem, "--tests", "sample", "--json", "-", "--"}, misbehaving_then_answer(problem, {"descriptors"}));
    const harness::RunResult run = judge(arguments);
    EXPECT_EQ(json_value(run.out, "verdict"), "AC") << shown(arguments) << "\n" << run.err;
}

// Without the sandbox the same program reaches the port: the test can tell.
TEST(JudgeTool, AContainedProgramReachesNoNetwork) {
    const std::string problem = harness::problems().front().name;
    Listener listener;
    const std::vector<std::string> command = misbehaving_then_answer(problem, {"connect", listener.port()});
    const harness::RunResult contained = judge(with({problem, "--tests", "sample", "--json", "-", "--"}, command));
    EXPECT_EQ(json_value(contained.out, "verdict"), "AC") << contained.err;
    EXPECT_EQ(listener.connections(), 0) << "a contained program reached 127.0.0.1:" << listener.port();
    const harness::RunResult open =
        judge(with({problem, "--tests", "sample", "--no-sandbox", "--json", "-", "--"}, command));
    EXPECT_EQ(json_value(open.out, "verdict"), "AC") << open.err;
    EXPECT_EQ(listener.connections(), 1) << "the uncontained program did not reach the port: the test proves nothing";
}

// A program that writes into the judge's working folder, $HOME, /tmp and a
// folder it names, and one that deletes a file it names: nothing changes
// outside the scratch folder, which is gone afterwards. Without the sandbox
// both do what they try: the test can tell.
TEST(JudgeTool, AContainedProgramWritesAndDeletesNothingOutsideItsScratchFolder) {
    const std::string problem = harness::problems().front().name;
    ScratchFolder base;
    const std::string cwd = base.path() + "/cwd", home = base.path() + "/home", tmp = base.path() + "/tmp",
                      named = base.path() + "/named", kept = base.path() + "/kept.txt";
    for (const std::string& folder : {cwd, home, tmp, named}) ASSERT_EQ(mkdir(folder.c_str(), 0755), 0) << folder;
    std::ofstream(kept) << "the user's file\n";
    auto judge_in = [&](const std::vector<std::string>& arguments) {
        return harness::run_process(
            with({"env", "-C", cwd, "HOME=" + home, "TMPDIR=" + tmp, harness::build_path("tools/judge"), problem,
                  "--tests", "sample", "--json", "-"},
                 arguments),
            "", 600);
    };
    auto exists = [](const std::string& path) { return access(path.c_str(), F_OK) == 0; };
    const std::string marker = unique_marker("file");
    // Its own $HOME is its scratch folder: the user's is named, as another folder is.
    const std::vector<std::string> writer = misbehaving_then_answer(problem, {"write", marker, named, home});
    const harness::RunResult wrote = judge_in(with({"--"}, writer));
    EXPECT_EQ(json_value(wrote.out, "verdict"), "AC") << wrote.err;
    for (const std::string& folder : {cwd, home, named, std::string("/tmp")})
        EXPECT_FALSE(exists(folder + "/" + marker)) << "a contained program wrote into " << folder;
    DIR* scratch = opendir(tmp.c_str());
    int entries = 0;
    while (dirent* entry = scratch ? readdir(scratch) : nullptr) entries += entry->d_name[0] != '.';
    if (scratch) closedir(scratch);
    EXPECT_EQ(entries, 0) << "the judge left something in its TMPDIR " << tmp;
    const harness::RunResult deleted = judge_in(with({"--"}, misbehaving_then_answer(problem, {"delete", kept})));
    EXPECT_EQ(json_value(deleted.out, "verdict"), "AC") << deleted.err;
    EXPECT_TRUE(exists(kept)) << "a contained program deleted " << kept;

    const harness::RunResult open = judge_in(with({"--no-sandbox", "--"}, writer));
    EXPECT_TRUE(exists(home + "/" + marker) && exists(named + "/" + marker))
        << "the uncontained program wrote nothing: the test proves nothing\n"
        << open.err;
    std::remove(("/tmp/" + marker).c_str());
    judge_in(with({"--no-sandbox", "--"}, misbehaving_then_answer(problem, {"delete", kept})));
    EXPECT_FALSE(exists(kept)) << "the uncontained program deleted nothing: the test proves nothing";
}

// A program that forks without end: a verdict within the wall limit, and no
// process of it left. Not run where nothing limits the number of processes:
// that would take the machine down, so the test fails instead.
TEST(JudgeTool, AForkBombGetsAVerdictWithinTheWallLimitAndLeavesNothing) {
    for (const auto& mode : kWithAndWithoutTheSandbox) {
        ASSERT_FALSE(harness::process_limit_mechanism(mode.empty()).empty())
            << "this machine offers no limit on the number of processes (as root: a writable pids cgroup)";
        const std::string marker = unique_marker("fork-bomb");
        const std::vector<std::string> arguments = with(
            with({harness::problems().front().name, "--tests", "sample", "--time-limit", "0.5", "--json", "-"}, mode),
            {"--", harness::build_path("tests/misbehaving"), "fork-bomb", marker});
        const harness::RunResult run = judge(arguments);
        const std::string verdict = json_value(run.out, "verdict");
        EXPECT_TRUE(verdict == "TLE" || verdict == "RE") << shown(arguments) << ": " << verdict << "\n" << run.err;
        const std::size_t at = run.out.find("\"tests\": [");
        ASSERT_NE(at, std::string::npos) << run.out;
        // Within the wall limit, with 2 s for ending every process on a loaded machine.
        EXPECT_LE(std::atof(json_value(run.out.substr(at), "wall_s").c_str()),
                  std::atof(json_value(run.out, "wall_limit_s").c_str()) + 2.0)
            << run.out;
        EXPECT_EQ(processes_holding(marker), 0) << "left running after " << shown(arguments);
    }
}

#ifdef HAVE_ADDRESS_SANITIZER
// A program built with AddressSanitizer reserves terabytes of address space
// and uses little of it: judged by what it uses, it is accepted. Under an
// address-space cap it cannot start, which the verdict says as a memory one.
TEST(JudgeTool, AProgramBuiltWithAddressSanitizerIsJudgedByTheMemoryItUses) {
    const std::string problem = harness::problems().front().name;
    const std::vector<std::string> program = {"--", harness::build_path("tests/address_sanitized_plain")};
    const harness::RunResult run = judge(with({problem, "--tests", "sample,trap-*", "--json", "-"}, program));
    EXPECT_EQ(json_value(run.out, "verdict"), "AC") << run.err;
    const harness::RunResult capped =
        judge(with({problem, "--tests", "sample", "--address-space-limit", "4096", "--json", "-"}, program));
    EXPECT_EQ(json_value(capped.out, "verdict"), "MLE") << capped.err;
    EXPECT_TRUE(contains(capped.err, "== its stderr ==")) << capped.err;
}
#endif

// Without bwrap (here: not in PATH) the judge says so in one line and runs
// the program uncontained, and the JSON says so.
TEST(JudgeTool, WithoutBwrapTheJudgeSaysSoOnceAndRunsUncontained) {
    const std::string problem = harness::problems().front().name;
    const harness::RunResult run = harness::run_process(
        {"env", "PATH=/nonexistent", harness::build_path("tools/judge"), problem, "--tests", "sample,trap-*", "--json",
         "-", "--", harness::built_submission(*harness::find_problem(problem), "accepted/plain")},
        "", 600);
    EXPECT_EQ(json_value(run.out, "verdict"), "AC") << run.err;
    EXPECT_EQ(json_value(run.out, "sandbox"), "none");
    const std::string said = "judge: running programs uncontained: bwrap is not installed (Debian package bubblewrap)";
    EXPECT_EQ(run.err.find(said), run.err.rfind(said)) << run.err;
    EXPECT_EQ(run.err.find(said), 0u) << run.err;
}

// FILE.cpp is compiled alone, as judges compile a submission: a copy of it
// in a build folder of its own, in the sandbox (or not), sees itself and the
// system's headers, not the files beside it.
TEST(JudgeTool, ACompiledFileSeesItselfAndTheSystemOnly) {
    ScratchFolder scratch;
    const std::string source = scratch.path() + "/includes_beside.cpp";
    std::ofstream(scratch.path() + "/beside.h") << "int beside() { return 0; }\n";
    std::ofstream(source) << "#include <cstdio>\n#include \"beside.h\"\nint main() { return beside(); }\n";
    const std::string problem = harness::problems().front().name;
    const harness::RunResult contained = judge({problem, "--tests", "sample", "--json", "-", source});
    EXPECT_EQ(json_value(contained.out, "verdict"), "CE") << contained.err;
    EXPECT_TRUE(contains(contained.err, "beside.h")) << contained.err;
    const harness::RunResult open = judge({problem, "--tests", "sample", "--no-sandbox", "--json", "-", source});
    EXPECT_EQ(json_value(open.out, "verdict"), "CE") << "uncontained, its copy is alone too\n" << open.err;
    EXPECT_TRUE(contains(open.err, "beside.h")) << open.err;
}

// The machine's containment, as judge --check-sandbox finds it and says.
TEST(JudgeTool, CheckSandboxSaysProgramsAreContainedHere) {
    const harness::RunResult run = judge({"--check-sandbox"});
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_TRUE(contains(run.out, "Programs are contained here.")) << run.out;
    EXPECT_TRUE(contains(run.out, "it did not reach a port")) << run.out;
    EXPECT_TRUE(contains(run.out, "the process it left running was ended")) << run.out;
}

// Scaled to the machine (how far down: the problems' folders).
TEST(JudgeTool, TheTimeLimitScales) {
    const std::string problem = harness::problems().front().name;
    const harness::RunResult calibrated =
        judge({problem, "--scale", "auto", "--json", "-", "--",
               harness::built_submission(*harness::find_problem(problem), "accepted/plain")});
    EXPECT_EQ(json_value(calibrated.out, "verdict"), "AC") << calibrated.err;
    EXPECT_NE(json_value(calibrated.out, "time_scale"), "1");
}

TEST(JudgeTool, ListNamesEveryTestInJudgeOrderWithWhatItCatches) {
    for (const std::string& problem : problem_names()) {
        const harness::RunResult run = judge({problem, "--list"});
        ASSERT_EQ(run.exit_code, 0) << run.err;
        // The tests, two lines each, then the families --growth takes, a line each.
        const std::size_t families = run.out.find("\nfamilies ");
        ASSERT_NE(families, std::string::npos) << run.out;
        EXPECT_TRUE(contains(run.out.substr(families), " in worst-")) << run.out;
        std::istringstream lines(run.out.substr(0, families + 1));
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
        EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << shown(arguments) << "\n" << run.err;
        EXPECT_EQ(run.out, "") << shown(arguments);
    }
}

}  // namespace
