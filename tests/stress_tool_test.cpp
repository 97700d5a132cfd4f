// Tests of the stress tool (tools/stress.cpp) and what it is built from: the
// process runner (testlib/process.cpp) and the shrinkers (testlib/shrink.cpp).
//
// The tool is run as users run it, as a built binary, against the deliberately
// faulty programs of tests/wrong/stress_*.cpp. tools/CMakeLists.txt passes
// their paths in STRESS_EXE and STRESS_EXAMPLES_DIR; without them they are
// looked for in tools/ of the build tree, beside the judge executables.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "brute.hpp"
#include "cases.hpp"
#include "generators.hpp"
#include "process.hpp"
#include "shrink.hpp"
#include "validate.hpp"

namespace {

[[maybe_unused]] std::string build_dir() {
    std::string judge = HDU5165_EXE;
    return judge.substr(0, judge.rfind('/'));
}

std::string stress_exe() {
#ifdef STRESS_EXE
    return STRESS_EXE;
#else
    return build_dir() + "/tools/stress";
#endif
}

std::string example(const std::string& name) {
#ifdef STRESS_EXAMPLES_DIR
    return std::string(STRESS_EXAMPLES_DIR) + "/" + name;
#else
    return build_dir() + "/tools/" + name;
#endif
}

std::string reference(const std::string& problem) {
    if (problem == "hdu5165") return HDU5165_EXE;
    if (problem == "hdu7399") return HDU7399_EXE;
    return GYM100548H_EXE;
}

std::string temp_path(const std::string& name) {
    return ::testing::TempDir() + "stress_tool_test_" + name;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

testlib::RunResult run_stress(const std::vector<std::string>& arguments, double timeout = 60) {
    std::vector<std::string> argv = {stress_exe()};
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return testlib::run_process(argv, "", timeout);
}

// ---- reading a saved input back (one test case) --------------------------------

// The single case of a judge input, read by the strict validator (which so
// also checks that the input keeps the statement's promises).
template <class Case>
Case single_case(const std::string& input) {
    std::vector<Case> cases;
    const std::optional<testlib::ValidationError> error = testlib::read_judge_input(input, cases);
    EXPECT_FALSE(error.has_value()) << error->format(testlib::problem_of(static_cast<const Case*>(nullptr)))
                                    << "\n" << input;
    EXPECT_EQ(cases.size(), 1u) << input;
    return cases.size() == 1 ? cases[0] : Case{};
}

// The judge's answer to the single case in `input`, by the brute-force
// solver of the original game, and the case's n.
std::string brute_answer(const std::string& problem, const std::string& input, int& n) {
    if (problem == "hdu5165") {
        const testlib::FunnyGameCase game = single_case<testlib::FunnyGameCase>(input);
        n = game.n;
        return testlib::funny_game_answer(testlib::brute_alice_always_wins(game));
    }
    if (problem == "hdu7399") {
        const testlib::BipartiteGameCase game = single_case<testlib::BipartiteGameCase>(input);
        n = game.n + game.m;
        return testlib::bipartite_game_answer(testlib::brute_gg_wins(game));
    }
    const testlib::ChaseCase game = single_case<testlib::ChaseCase>(input);
    n = game.n;
    return testlib::chase_answer(1, testlib::brute_bob_wins(game));
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// ---- the tool ----------------------------------------------------------------------

class StressOnEachProblem : public ::testing::TestWithParam<std::string> {};

TEST_P(StressOnEachProblem, CorrectSolutionPassesWithOneQuietLine) {
    const std::string problem = GetParam();
    testlib::RunResult run = run_stress({problem, "--cases", "300", "--seed", "5", "--", reference(problem)});
    ASSERT_TRUE(run.exited) << run.err;
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_EQ(run.out.substr(0, run.out.find('\n') + 1), run.out) << "more than one line: " << run.out;
    EXPECT_TRUE(contains(run.out, "no difference in 300 cases (seed 5")) << run.out;
    EXPECT_EQ(run.err, "") << "no progress line when stderr is not a terminal";
}

TEST_P(StressOnEachProblem, WrongSolutionIsShrunkToOneSmallRealCounterexample) {
    const std::string problem = GetParam();
    const std::string saved = temp_path(problem + "_wrong.txt");
    const std::string wrong = example("stress_wrong_" + problem);
    testlib::RunResult run = run_stress({problem, "--cases", "1000", "--seed", "11", "--save", saved, "--", wrong});
    ASSERT_TRUE(run.exited) << run.err;
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_TRUE(contains(run.out, "gave a different answer")) << run.out;
    EXPECT_TRUE(contains(run.out, "to 1 test case:")) << run.out;

    const std::string input = read_file(saved);
    ASSERT_EQ(input.substr(0, 2), "1\n") << "not a single test case:\n" << input;
    EXPECT_TRUE(contains(run.out, "== input ==\n" + input)) << run.out;

    // A real counterexample: the brute force agrees with the reference, and
    // the wrong program says otherwise.
    int n = 0;
    const std::string truth = brute_answer(problem, input, n);
    testlib::RunResult expected = testlib::run_process({reference(problem)}, input, 10);
    testlib::RunResult got = testlib::run_process({wrong}, input, 10);
    EXPECT_EQ(testlib::output_tokens(expected.out), testlib::output_tokens(truth)) << input;
    EXPECT_NE(testlib::output_tokens(got.out), testlib::output_tokens(truth)) << input;
    EXPECT_LE(n, 6) << "not shrunk to a handful of values or vertices:\n" << input;
}

INSTANTIATE_TEST_SUITE_P(Problems, StressOnEachProblem, ::testing::Values("hdu5165", "hdu7399", "gym100548h"));

TEST(StressTool, CrashIsReportedWithItsSignalAndShrunk) {
    const std::string saved = temp_path("crash.txt");
    testlib::RunResult run = run_stress({"hdu5165", "--cases", "200", "--seed", "3", "--save", saved, "--",
                                         example("stress_faulty"), "crash", "3", HDU5165_EXE});
    ASSERT_TRUE(run.exited) << run.err;
    EXPECT_EQ(run.exit_code, 1) << run.out;
    EXPECT_TRUE(contains(run.out, "crashed with signal 11 (SIGSEGV)")) << run.out;
    // It crashes when the first case has n >= 3: the smallest such input is
    // one case with three values and one function.
    EXPECT_TRUE(contains(run.out, "to 1 test case: n = 3, m = 1")) << run.out;
    EXPECT_EQ(read_file(saved).substr(0, 6), "1\n3 1\n");
}

TEST(StressTool, NonZeroExitStatusIsReported) {
    testlib::RunResult run = run_stress({"hdu7399", "--cases", "200", "--seed", "4", "--",
                                         example("stress_faulty"), "exit3", "2", HDU7399_EXE});
    ASSERT_TRUE(run.exited) << run.err;
    EXPECT_EQ(run.exit_code, 1) << run.out;
    EXPECT_TRUE(contains(run.out, "exited with status 3")) << run.out;
    EXPECT_TRUE(contains(run.out, "to 1 test case: n = 2, m = 1, 0 edges")) << run.out;
}

TEST(StressTool, HangIsKilledAndReportedAsNoAnswer) {
    // The faulty program and a child it forks both sleep forever holding
    // stdout; only killing the whole process group ends the run.
    testlib::RunResult run = run_stress({"gym100548h", "--cases", "200", "--seed", "6", "--timeout", "0.2", "--",
                                         example("stress_faulty"), "hang", "3", GYM100548H_EXE},
                                        120);
    ASSERT_TRUE(run.exited) << "the stress tool itself hung";
    EXPECT_EQ(run.exit_code, 1) << run.out;
    EXPECT_TRUE(contains(run.out, "no answer in 0.2 s")) << run.out;
    EXPECT_TRUE(contains(run.out, "to 1 test case: n = 3")) << run.out;
}

TEST(StressTool, WrongUsageExitsWithStatus2AndUsage) {
    const std::vector<std::vector<std::string>> wrong_usages = {
        {},
        {"hdu5165"},
        {"hdu5165", "--"},
        {"nosuchproblem", "--", "true"},
        {"hdu5165", "--cases", "many", "--", "true"},
        {"hdu5165", "--cases", "0", "--", "true"},
        {"hdu5165", "--timeout", "-1", "--", "true"},
        {"hdu5165", "--frobnicate", "--", "true"},
        {"hdu5165", "true"},
    };
    for (const auto& arguments : wrong_usages) {
        testlib::RunResult run = run_stress(arguments);
        std::string shown;
        for (const auto& a : arguments) shown += a + " ";
        ASSERT_TRUE(run.exited) << shown;
        EXPECT_EQ(run.exit_code, 2) << shown;
        EXPECT_TRUE(contains(run.err, "usage: stress PROBLEM")) << shown << "\n" << run.err;
        EXPECT_EQ(run.out, "") << shown;
    }
}

TEST(StressTool, HelpPrintsUsageAndExitsWithStatus0) {
    testlib::RunResult run = run_stress({"--help"});
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_TRUE(contains(run.out, "usage: stress PROBLEM")) << run.out;
}

TEST(StressTool, CommandThatCannotRunExitsWithStatus2) {
    testlib::RunResult run = run_stress({"gym100548h", "--", "/nonexistent/solution"});
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_TRUE(contains(run.err, "cannot run /nonexistent/solution")) << run.err;
}

TEST(StressTool, ReferenceCanBeChosen) {
    // With the wrong program as the reference, our solution is the one that differs.
    testlib::RunResult run = run_stress({"hdu7399", "--cases", "500", "--seed", "2", "--reference",
                                         example("stress_wrong_hdu7399"), "--", HDU7399_EXE});
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_TRUE(contains(run.out, "gave a different answer")) << run.out;
}

TEST(StressTool, SameSeedSameReport) {
    std::vector<std::string> arguments = {"gym100548h", "--cases", "1000", "--seed", "9", "--",
                                          example("stress_wrong_gym100548h")};
    testlib::RunResult first = run_stress(arguments), second = run_stress(arguments);
    auto without_timing = [](std::string text) {  // drop the "shrunk in X s" line
        size_t line = text.find("stress: shrunk in");
        if (line != std::string::npos) text.erase(line, text.find('\n', line) - line);
        return text;
    };
    EXPECT_EQ(without_timing(first.out), without_timing(second.out));
}

// ---- the process runner ------------------------------------------------------------

TEST(RunProcess, BigOutputWhileInputIsWrittenDoesNotDeadlock) {
    const std::string input(8 << 20, 'x');  // far beyond any pipe buffer, both ways
    testlib::RunResult run = testlib::run_process({"cat"}, input, 30);
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out.size(), input.size());
}

TEST(RunProcess, ChildThatDoesNotReadItsInputIsFine) {
    testlib::RunResult run = testlib::run_process({"sh", "-c", "echo done"}, std::string(4 << 20, 'x'), 10);
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.out, "done\n");
}

TEST(RunProcess, ExitStatusSignalAndStderrAreReported) {
    testlib::RunResult status = testlib::run_process({"sh", "-c", "echo oops >&2; exit 3"}, "", 10);
    EXPECT_TRUE(status.exited);
    EXPECT_EQ(status.exit_code, 3);
    EXPECT_EQ(status.err, "oops\n");
    testlib::RunResult killed = testlib::run_process({"sh", "-c", "kill -SEGV $$"}, "", 10);
    EXPECT_FALSE(killed.exited);
    EXPECT_EQ(killed.signal, 11);
    EXPECT_FALSE(killed.timed_out);
}

TEST(RunProcess, CpuTimeAndPeakMemoryAreReported) {
    // A few thousand shell steps: some CPU time, never more than the wall time.
    testlib::RunResult run =
        testlib::run_process({"sh", "-c", "i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done"}, "", 30);
    ASSERT_TRUE(run.exited);
    EXPECT_GT(run.cpu_seconds, 0.0);
    EXPECT_LE(run.cpu_seconds, run.seconds + 0.05);
    EXPECT_GT(run.max_rss_kib, 0);
}

TEST(RunProcess, TimeOutKillsTheWholeProcessGroup) {
    // The background sleep keeps stdout open: waiting for end of file alone would hang.
    testlib::RunResult run = testlib::run_process({"sh", "-c", "sleep 30 & sleep 30"}, "", 0.3);
    EXPECT_TRUE(run.timed_out);
    EXPECT_LT(run.seconds, 5);
}

TEST(RunProcess, MissingProgramFailsToStart) {
    testlib::RunResult run = testlib::run_process({"/nonexistent/program"}, "", 10);
    EXPECT_TRUE(run.failed_to_start);
    EXPECT_TRUE(contains(run.err, "cannot run /nonexistent/program")) << run.err;
}

TEST(RunProcess, OutputTokensIgnoreWhitespace) {
    EXPECT_EQ(testlib::output_tokens("Case #1: Yes \r\n\n  NO\t"),
              (std::vector<std::string>{"Case", "#1:", "Yes", "NO"}));
    EXPECT_TRUE(testlib::output_tokens(" \n").empty());
}

// ---- the shrinkers -------------------------------------------------------------------

TEST(Shrink, RemovalChunksGoFromHalvesToSingles) {
    using Chunks = std::vector<std::pair<size_t, size_t>>;
    EXPECT_EQ(testlib::removal_chunks(1), (Chunks{{0, 1}}));
    EXPECT_EQ(testlib::removal_chunks(5), (Chunks{{0, 2}, {2, 2}, {4, 1}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}}));
}

TEST(Shrink, StatementPromisesAreChecked) {
    testlib::ChaseCase chase;
    chase.n = 3;
    chase.edges = {{1, 2}, {2, 3}};
    chase.x = 1;
    chase.y = 3;
    EXPECT_TRUE(testlib::follows_statement(chase));
    chase.edges.push_back({1, 2});
    EXPECT_FALSE(testlib::follows_statement(chase)) << "duplicate edge";
    chase.edges = {{2, 2}};
    EXPECT_FALSE(testlib::follows_statement(chase)) << "self-loop";
    chase.edges = {{1, 2}};
    chase.y = 1;
    EXPECT_FALSE(testlib::follows_statement(chase)) << "x == y";

    testlib::BipartiteGameCase bipartite;
    bipartite.n = bipartite.m = 1;
    bipartite.gg_out = {{0, 0}};
    bipartite.yy_out = {{0}};
    EXPECT_FALSE(testlib::follows_statement(bipartite)) << "duplicate edge";
    bipartite.gg_out = {{1}};
    EXPECT_FALSE(testlib::follows_statement(bipartite)) << "index out of range";

    testlib::FunnyGameCase funny;
    funny.n = 2;
    funny.functions = {{1, 3}};
    EXPECT_FALSE(testlib::follows_statement(funny)) << "value out of range";
}

// The case's judge input passes the strict validator.
template <class Case>
void expect_valid(const Case& game) {
    const std::vector<Case> alone{game};
    const std::optional<testlib::ValidationError> error = testlib::validate_cases(alone);
    EXPECT_FALSE(error.has_value()) << error->format(testlib::problem_of(static_cast<const Case*>(nullptr)))
                                    << "\n" << testlib::judge_input(alone);
}

// Every variant of many random valid cases is valid, and the shrinking order
// is well-founded: here, a variant never has more of anything.
TEST(Shrink, EveryVariantIsAValidSmallerCase) {
    std::mt19937_64 rng(2024);
    const testlib::Promises kept = testlib::Promises::kept;
    for (int round = 0; round < 60; ++round) {
        testlib::FunnyGameCase funny = testlib::random_funny_game(rng, 8, 5, kept);
        testlib::for_each_smaller(funny, [&](const testlib::FunnyGameCase& variant) {
            expect_valid(variant);
            EXPECT_LE(variant.n + variant.functions.size(), funny.n + funny.functions.size() - 1);
            return false;
        });
        testlib::BipartiteGameCase bipartite = testlib::random_bipartite_game(rng, 6, 6, kept);
        testlib::for_each_smaller(bipartite, [&](const testlib::BipartiteGameCase& variant) {
            expect_valid(variant);
            EXPECT_LE(variant.n, bipartite.n);
            EXPECT_LE(variant.m, bipartite.m);
            return false;
        });
        testlib::ChaseCase chase = testlib::random_chase(rng, 8, kept);
        testlib::for_each_smaller(chase, [&](const testlib::ChaseCase& variant) {
            expect_valid(variant);
            EXPECT_LE(variant.n, chase.n);
            EXPECT_LE(variant.edges.size(), chase.edges.size());
            return false;
        });
    }
}

TEST(Shrink, MergingAValueRenumbersTheRest) {
    // f = (2 3 3): merging 3 into 1 drops position 3 and maps 3 -> 1.
    testlib::FunnyGameCase game;
    game.n = 3;
    game.functions = {{2, 3, 3}};
    std::vector<std::vector<int>> seen;
    testlib::for_each_smaller(game, [&](const testlib::FunnyGameCase& variant) {
        seen.push_back(variant.functions[0]);
        return false;
    });
    EXPECT_NE(std::find(seen.begin(), seen.end(), std::vector<int>{2, 1}), seen.end());
}

TEST(Shrink, DriverReachesTheSmallestFailingList) {
    // "Fails" while the list holds a case with n = 7 and, later, one with
    // n = 3; shrinking a case changes its n, so the minimum is those two.
    std::vector<testlib::FunnyGameCase> cases;
    for (int value : {5, 7, 1, 8, 3, 2}) {
        testlib::FunnyGameCase game;
        game.n = value;
        game.functions = {std::vector<int>(static_cast<size_t>(value), 1)};
        cases.push_back(game);
    }
    int runs = 0;
    auto still_fails = [&](const std::vector<testlib::FunnyGameCase>& list) {
        ++runs;
        bool seven = false;
        for (const auto& game : list) {
            if (game.n == 7) seven = true;
            if (game.n == 3 && seven) return true;
        }
        return false;
    };
    std::vector<testlib::FunnyGameCase> shrunk = testlib::shrink_cases<testlib::FunnyGameCase>(cases, still_fails);
    ASSERT_EQ(shrunk.size(), 2u);
    EXPECT_EQ(shrunk[0].n, 7);
    EXPECT_EQ(shrunk[1].n, 3);
}

}  // namespace
