// The explain tool as users run it: every sample explained with the judge's
// answers (and the judge's error line on malformed ones), the text of the
// statements' samples saying who wins and how, summaries for large games,
// the test --format dot draws, Graphviz output that Graphviz's own `dot`
// parses (where configuring found it), the command line, and the stress
// tool's report explaining the expected answer. The docs' examples of explain
// are run by docs_test.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "explain_support.hpp"
#include "generators.hpp"
#include "problem_types.hpp"

namespace {

namespace fs = std::filesystem;
using namespace explain_support;

std::string file_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream content;
    content << file.rdbuf();
    return content.str();
}

fs::path samples(const std::string& problem) { return harness::source_path("samples/" + problem); }

// The "test K: ANSWER" headers of a text explanation.
std::vector<std::string> text_answers(const std::string& text) {
    std::vector<std::string> answers;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("test ", 0) == 0 && line.find(": ") != std::string::npos) {
            const std::string rest = line.substr(line.find(": ") + 2);
            answers.push_back(rest.substr(0, rest.find(' ')));
        }
    return answers;
}

// ---------------------------------------------------------------- samples --

TEST(Explain, EverySampleIsExplainedWithTheJudgesAnswersOrItsErrorLine) {
    size_t sample_count = 0;
    for (const harness::Problem& entry_problem : harness::problems()) {
        const std::string problem = entry_problem.name;
        for (const auto& entry : fs::directory_iterator(samples(problem))) {
            if (entry.path().extension() != ".in") continue;
            ++sample_count;
            fs::path out_path = entry.path(), err_path = entry.path();
            out_path.replace_extension(".out");
            err_path.replace_extension(".err");
            const std::string input = file_text(entry.path());
            const std::vector<std::string> expected = answer_words(file_text(out_path), entry_problem.answers.tokens());
            std::string cert;
            for (const char* format : {"text", "cert"}) {
                SCOPED_TRACE(entry.path().string() + " --format " + format);
                const harness::RunResult run = run_explain(problem, {"--format", format}, input);
                EXPECT_EQ(std::string(format) == "text" ? text_answers(run.out) : certificate_answers(run.out), expected);
                if (fs::exists(err_path)) {
                    EXPECT_EQ(run.exit_code, 1);
                    EXPECT_EQ(run.err, file_text(err_path));
                } else {
                    EXPECT_EQ(run.exit_code, 0);
                    EXPECT_EQ(run.err, "");
                }
                cert = run.out;
            }
            // The certificate of the raw sample file (odd forms included).
            if (!fs::exists(err_path)) {
                EXPECT_EQ(run_checker(problem, input, cert).exit_code, 0) << entry.path();
            }
        }
    }
    EXPECT_GE(sample_count, 40u);
}

// ------------------------------------------------------------------- text --

std::string statement_text(const std::string& problem, const std::string& test) {
    const std::string input = file_text(samples(problem) / "statement.in");
    return run_explain(problem, {"--test", test}, input).out;
}

void expect_contains(const std::string& text, const std::vector<std::string>& parts) {
    for (const std::string& part : parts) EXPECT_NE(text.find(part), std::string::npos) << "missing \"" << part << "\" in:\n" << text;
}

TEST(ExplainText, Hdu5165NoShowsTheKeptPairAndBobsReplyToEveryFunction) {
    const std::string text = statement_text("hdu5165", "5");
    expect_contains(text, {"test 5: NO", "Bob keeps the values 1 and 2 apart forever",
                           "{1,2}: Alice f_1 -> {1,3}, Bob f_2 -> {2,4}; Alice f_2 -> {2,3}, Bob f_1 -> {3,4}",
                           "over the 4 pairs", "A line of play"});
}

TEST(ExplainText, Hdu5165YesShowsAlicesChoiceAtEveryPairAndHerMostMoves) {
    const std::string text = statement_text("hdu5165", "4");
    expect_contains(text, {"test 4: YES", "within 2 moves", "{1,4}: f_1 -> {1,1} merged  (at most 1 move)",
                           "{4,5}: f_1 -> {1,2}  (at most 2 moves)", "Longest line of play",
                           "{1,2}  Alice f_1: {1,3}  Bob f_1: {1,4}  Alice f_1: {1,1} merged"});
}

TEST(ExplainText, Hdu7399ShowsADeadEndATrapAndGGsWayToEveryTarget) {
    expect_contains(statement_text("hdu7399", "2"), {"test 2: No", "v0 has no out-edge"});
    expect_contains(statement_text("hdu7399", "3"),
                    {"test 3: No", "Once the token is on u1, YY keeps it away from u0", "v2: YY moves to u1",
                     "u1: GG's every edge stays inside", "u1 -> v2 -> u1"});
    expect_contains(statement_text("hdu7399", "4"),
                    {"test 4: Yes", "Her way to u0 from every vertex", "u1 (2): GG moves to v3",
                     "Every other target is reached", "u1: v0 (3) all edges closer; u2 (2) -> v1; v1 (1) all edges closer",
                     "Longest line of play to u0", "v1 -> u1 -> v3 -> u0"});
}

TEST(ExplainText, Gym100548hShowsBobsEscapeAndAlicesCapture) {
    expect_contains(statement_text("gym100548h", "3"),
                    {"test 3: Yes", "(2,1): 2 -> 3", "(3,2): 3 -> 1", "(1,3): 1 -> 2", "A line of play"});
    expect_contains(statement_text("gym100548h", "2"), {"test 2: No", "within 1 move", "he lands on Alice, caught"});
    const std::string trap = run_explain("gym100548h", {}, file_text(samples("gym100548h") / "dfs_trap.in")).out;
    expect_contains(trap, {"test 1: No", "Alice's move at each position", "moves left", "Longest line of play", "caught"});
}

template <class Problem>
class ExplainCases : public ::testing::Test {};
TYPED_TEST_SUITE(ExplainCases, problem_types::All);

// `count` random cases of Problem at most `size`, as one judge input.
template <class Problem>
std::string random_input(std::uint64_t seed, int count, harness::Size size) {
    std::mt19937_64 rng(seed);
    std::vector<typename Problem::Case> cases;
    for (int k = 0; k < count; ++k) cases.push_back(Problem::random_case(rng, size, kPromises));
    return harness::judge_input(cases);
}

TYPED_TEST(ExplainCases, EveryDifferentialCaseGetsAnExplanation) {
    const std::string problem = TypeParam::facts.name;
    const std::string input = random_input<TypeParam>(7, 500, TypeParam::facts.brute_force_large);
    const harness::RunResult text = run_explain(problem, {}, input);
    EXPECT_EQ(text.exit_code, 0) << describe(text);
    EXPECT_EQ(text_answers(text.out), certificate_answers(run_explain(problem, {"--format", "cert"}, input).out));
    EXPECT_EQ(text_answers(text.out).size(), 500u);
}

// Large games (the statement's largest n and m): a summary, not thousands of
// lines.
TYPED_TEST(ExplainCases, LargeGamesGetASummary) {
    const harness::Limits& statement = TypeParam::facts.statement;
    const harness::Size largest = {static_cast<int>(statement.n.high), static_cast<int>(std::min<std::int64_t>(statement.m.high, 1000))};
    const std::string text = run_explain(TypeParam::facts.name, {}, random_input<TypeParam>(11, 20, largest)).out;
    EXPECT_LT(std::count(text.begin(), text.end(), '\n'), 20 * 80);
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) EXPECT_LT(line.size(), 2000u) << line.substr(0, 200);
}

// -------------------------------------------------------------------- dot --

// explain's DOT output of test `test`, or "" when the game is too big.
std::string dot_of(const std::string& problem, const std::string& input, int test) {
    const harness::RunResult dot = run_explain(problem, {"--format", "dot", "--test", std::to_string(test)}, input);
    EXPECT_TRUE(dot.exit_code == 0 || dot.exit_code == 3) << describe(dot);
    return dot.exit_code == 0 ? dot.out : "";
}

TEST(ExplainDot, TooBigAGameIsRefusedWithAReason) {
    std::mt19937_64 rng(3);
    const std::string input = harness::judge_input(std::vector<harness::ChaseCase>{harness::random_case<harness::ChaseCase>(rng, {60, 0}, kPromises)});
    const harness::RunResult dot = run_explain("gym100548h", {"--format", "dot", "--test", "1"}, input);
    EXPECT_EQ(dot.exit_code, 3);
    EXPECT_EQ(dot.out, "");
    EXPECT_NE(dot.err.find("too many to draw usefully"), std::string::npos) << dot.err;
}

// gym100548h marks the positions where the player to move is stuck, Alice's
// (boxes) as Bob's (ellipses): here Alice's vertex 3 has no out-edge.
TEST(ExplainDot, StuckPositionsOfBothPlayersAreMarked) {
    const std::string dot = dot_of("gym100548h", "1\n3 2\n1 2\n2 1\n1 3\n", 1);
    EXPECT_NE(dot.find("A1_3 [shape=box, label=\"(1,3)\\nAlice stuck\""), std::string::npos) << dot;
    EXPECT_NE(dot.find("B2_3 [shape=ellipse, label=\"(2,3)\""), std::string::npos) << dot;
}

// hdu7399, GG wins: a vertex of hers with one out-edge has it drawn as her
// move (green), as the legend says; in the statement's test 4, u0 -> v0.
TEST(ExplainDot, GgsOnlyMoveIsDrawnAsHerMove) {
    const std::string dot = dot_of("hdu7399", file_text(samples("hdu7399") / "statement.in"), 4);
    EXPECT_NE(dot.find("u0 -> v0 [color=\"#1a7f1a\""), std::string::npos) << dot;
}

// Without --test, the first test that can be drawn: hdu5165's statement
// sample starts with n = 1 (no pair to draw), so test 2 is drawn, and named.
TEST(ExplainDot, WithoutTestTheFirstTestThatCanBeDrawnIsDrawnAndNamed) {
    const std::string input = file_text(samples("hdu5165") / "statement.in");
    const harness::RunResult dot = run_explain("hdu5165", {"--format", "dot"}, input);
    EXPECT_EQ(dot.exit_code, 0) << describe(dot);
    EXPECT_EQ(dot.out, dot_of("hdu5165", input, 2));
    EXPECT_EQ(dot.err, "explain: hdu5165: drew test 2, the first that can be drawn (--test K draws another)\n");
}

// When no test can be drawn: nothing on stdout, the first reason on stderr,
// exit status 3.
TEST(ExplainDot, WithoutTestAnInputWithNothingToDrawExitsWithThree) {
    const harness::RunResult dot = run_explain("hdu5165", {"--format", "dot"}, "2\n1 1\n1\n1 2\n1\n1\n");
    EXPECT_EQ(dot.exit_code, 3);
    EXPECT_EQ(dot.out, "");
    EXPECT_EQ(dot.err, "explain: hdu5165: no test of the input can be drawn "
                       "(test 1: n = 1: there is no pair of values, nothing to draw)\n");
}

#ifdef HAVE_GRAPHVIZ
// Renders the graphs with Graphviz (one run: dot reads several graphs); ""
// or what failed.
std::string render(const std::vector<std::string>& graphs) {
    std::string all;
    for (const std::string& graph : graphs) all += graph;
    const harness::RunResult svg = harness::run_process({"dot", "-Tsvg"}, all, kTimeLimit);
    size_t pictures = 0;
    for (size_t at = svg.out.find("<svg"); at != std::string::npos; at = svg.out.find("<svg", at + 1)) ++pictures;
    if (svg.exit_code == 0 && svg.err.empty() && pictures == graphs.size()) return "";
    for (const std::string& graph : graphs) {  // which one
        const harness::RunResult one = harness::run_process({"dot", "-Tsvg"}, graph, kTimeLimit);
        if (one.exit_code != 0 || !one.err.empty()) return "dot -Tsvg rejects: " + describe(one) + "\n" + graph;
    }
    return "dot -Tsvg: " + describe(svg) + ", " + std::to_string(pictures) + " pictures of " + std::to_string(graphs.size());
}

// Compiled only where configuring found Graphviz's dot (tests/CMakeLists.txt).
TYPED_TEST(ExplainCases, GraphvizParsesTheGraphsOfSmallGames) {
    const std::string problem = TypeParam::facts.name;
    std::vector<std::string> graphs;
    const std::string statement = file_text(samples(problem) / "statement.in");
    for (int test = 1; test <= std::stoi(statement); ++test) graphs.push_back(dot_of(problem, statement, test));
    const std::string input = random_input<TypeParam>(5, 12, TypeParam::facts.brute_force_small);
    for (int test = 1; test <= 12; ++test) graphs.push_back(dot_of(problem, input, test));
    graphs.erase(std::remove(graphs.begin(), graphs.end(), ""), graphs.end());
    EXPECT_GE(graphs.size(), 10u);  // most of them are small enough to draw
    EXPECT_EQ(render(graphs), "");
}
#endif

// ------------------------------------------------------------ command line --

TEST(ExplainCommandLine, TestSelectsOneTestAndWrongUsageExitsWithTwo) {
    const std::string input = file_text(samples("hdu5165") / "statement.in");
    EXPECT_EQ(text_answers(run_explain("hdu5165", {"--test", "3"}, input).out), std::vector<std::string>{"YES"});
    EXPECT_EQ(certificate_answers(run_explain("hdu5165", {"--test", "5", "--format", "cert"}, input).out),
              std::vector<std::string>{"NO"});
    const harness::RunResult beyond = run_explain("hdu5165", {"--test", "6"}, input);
    EXPECT_EQ(beyond.exit_code, 2);
    EXPECT_EQ(beyond.err, "explain: hdu5165: there is no test 6, the input has 5\n");
    for (const std::vector<std::string>& options : std::vector<std::vector<std::string>>{
             {"--format", "png"}, {"--test", "0"}, {"--test"}, {"--frobnicate"}, {"extra"}}) {
        const harness::RunResult run = run_explain("hdu5165", options, input);
        EXPECT_EQ(run.exit_code, 2) << options[0];
        EXPECT_NE(run.err.find("usage: explain"), std::string::npos);
    }
    EXPECT_EQ(harness::run_process({explain_program(), "hdu9999"}, input, kTimeLimit).exit_code, 2);
    EXPECT_EQ(harness::run_process({explain_program()}, input, kTimeLimit).exit_code, 2);
    const harness::RunResult help = harness::run_process({explain_program(), "--help"}, "", kTimeLimit);
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("--format text"), std::string::npos);
}

// ----------------------------------------------------------------- stress --

TEST(ExplainInStress, TheReportExplainsTheExpectedAnswer) {
    for (const harness::Problem& entry : harness::problems()) {
        const std::string problem = entry.name;
        const std::string wrong = harness::build_path("tools/stress_wrong_" + problem);
        const harness::RunResult run =
            harness::run_process({harness::build_path("tools/stress"), problem, "--seed", "1", "--", wrong}, "", kTimeLimit);
        EXPECT_EQ(run.exit_code, 1) << describe(run);
        const size_t section = run.out.find("\n== why the expected answer holds ==\n");
        ASSERT_NE(section, std::string::npos) << run.out;
        EXPECT_NE(run.out.find("test 1: ", section), std::string::npos) << run.out;
    }
}

}  // namespace
