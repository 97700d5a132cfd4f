// The explain tool as users run it: every sample explained with the judge's
// answers (and the judge's error line on malformed ones), the text of the
// statements' samples saying who wins and how, summaries for large games,
// Graphviz output that Graphviz's own `dot` parses, the command line, and
// the stress tool's report explaining the expected answer.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "explain_support.hpp"
#include "generators.hpp"

namespace {

namespace fs = std::filesystem;
using namespace explain_support;

std::string file_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream content;
    content << file.rdbuf();
    return content.str();
}

const char* const kProblems[] = {"hdu5165", "hdu7399", "gym100548h"};

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
    size_t samples = 0;
    for (const char* problem : kProblems) {
        const size_t tokens = std::string(problem) == "gym100548h" ? 3 : 1;
        for (const auto& entry : fs::directory_iterator(fs::path(SAMPLES_DIR) / problem)) {
            if (entry.path().extension() != ".in") continue;
            ++samples;
            fs::path out_path = entry.path(), err_path = entry.path();
            out_path.replace_extension(".out");
            err_path.replace_extension(".err");
            const std::string input = file_text(entry.path());
            std::vector<std::string> expected;
            const std::vector<std::string> tokens_out = testlib::output_tokens(file_text(out_path));
            for (size_t k = tokens - 1; k < tokens_out.size(); k += tokens) expected.push_back(tokens_out[k]);
            std::string cert;
            for (const char* format : {"text", "cert"}) {
                SCOPED_TRACE(entry.path().string() + " --format " + format);
                const testlib::RunResult run = run_explain(problem, {"--format", format}, input);
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
    EXPECT_GE(samples, 40u);
}

// ------------------------------------------------------------------- text --

std::string statement_text(const std::string& problem, const std::string& test) {
    const std::string input = file_text(fs::path(SAMPLES_DIR) / problem / "statement.in");
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
    const std::string trap = run_explain("gym100548h", {}, file_text(fs::path(SAMPLES_DIR) / "gym100548h" / "dfs_trap.in")).out;
    expect_contains(trap, {"test 1: No", "Alice's move at each position", "moves left", "Longest line of play", "caught"});
}

TEST(ExplainText, EveryDifferentialCaseGetsAnExplanation) {
    std::mt19937_64 rng(7);
    std::vector<testlib::FunnyGameCase> funny;
    std::vector<testlib::BipartiteGameCase> bipartite;
    std::vector<testlib::ChaseCase> chases;
    for (int k = 0; k < 500; ++k) {
        funny.push_back(testlib::random_funny_game(rng, 7, 5, kPromises));
        bipartite.push_back(testlib::random_bipartite_game(rng, 6, 6, kPromises));
        chases.push_back(testlib::random_chase(rng, 9, kPromises));
    }
    for (const auto& [problem, input, count] :
         std::vector<std::tuple<std::string, std::string, size_t>>{{"hdu5165", testlib::judge_input(funny), funny.size()},
                                                                 {"hdu7399", testlib::judge_input(bipartite), bipartite.size()},
                                                                 {"gym100548h", testlib::judge_input(chases), chases.size()}}) {
        const testlib::RunResult text = run_explain(problem, {}, input);
        EXPECT_EQ(text.exit_code, 0) << describe(text);
        EXPECT_EQ(text_answers(text.out), certificate_answers(run_explain(problem, {"--format", "cert"}, input).out));
        EXPECT_EQ(text_answers(text.out).size(), count);
    }
}

// Large games: a summary, not thousands of lines.
TEST(ExplainText, LargeGamesGetASummary) {
    std::mt19937_64 rng(11);
    std::vector<testlib::FunnyGameCase> funny;
    std::vector<testlib::BipartiteGameCase> bipartite;
    std::vector<testlib::ChaseCase> chases;
    for (int k = 0; k < 20; ++k) {
        funny.push_back(testlib::random_funny_game(rng, 100, 100, kPromises));
        bipartite.push_back(testlib::random_bipartite_game(rng, 300, 300, kPromises));
        chases.push_back(testlib::random_chase(rng, 100, kPromises));
    }
    for (const auto& [problem, input] : std::vector<std::pair<std::string, std::string>>{
             {"hdu5165", testlib::judge_input(funny)},
             {"hdu7399", testlib::judge_input(bipartite)},
             {"gym100548h", testlib::judge_input(chases)}}) {
        const std::string text = run_explain(problem, {}, input).out;
        EXPECT_LT(std::count(text.begin(), text.end(), '\n'), 20 * 80) << problem;
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);) EXPECT_LT(line.size(), 2000u) << problem << ": " << line.substr(0, 200);
    }
}

// -------------------------------------------------------------------- dot --

bool have_dot() { return std::system("command -v dot >/dev/null 2>&1") == 0; }

// explain's DOT output of test `test`, or "" when the game is too big.
std::string dot_of(const std::string& problem, const std::string& input, int test) {
    const testlib::RunResult dot = run_explain(problem, {"--format", "dot", "--test", std::to_string(test)}, input);
    EXPECT_TRUE(dot.exit_code == 0 || dot.exit_code == 3) << describe(dot);
    return dot.exit_code == 0 ? dot.out : "";
}

// Renders the graphs with Graphviz (one run: dot reads several graphs); ""
// or what failed.
std::string render(const std::vector<std::string>& graphs) {
    std::string all;
    for (const std::string& graph : graphs) all += graph;
    const testlib::RunResult svg = testlib::run_process({"dot", "-Tsvg"}, all, kTimeLimit);
    size_t pictures = 0;
    for (size_t at = svg.out.find("<svg"); at != std::string::npos; at = svg.out.find("<svg", at + 1)) ++pictures;
    if (svg.exit_code == 0 && svg.err.empty() && pictures == graphs.size()) return "";
    for (const std::string& graph : graphs) {  // which one
        const testlib::RunResult one = testlib::run_process({"dot", "-Tsvg"}, graph, kTimeLimit);
        if (one.exit_code != 0 || !one.err.empty()) return "dot -Tsvg rejects: " + describe(one) + "\n" + graph;
    }
    return "dot -Tsvg: " + describe(svg) + ", " + std::to_string(pictures) + " pictures of " + std::to_string(graphs.size());
}

TEST(ExplainDot, GraphvizParsesTheGraphsOfSmallGames) {
    if (!have_dot()) GTEST_SKIP() << "Graphviz's dot is not installed (Debian package graphviz; .ci/run installs it)";
    std::vector<std::string> graphs;
    for (const char* problem : kProblems) {
        const std::string input = file_text(fs::path(SAMPLES_DIR) / problem / "statement.in");
        const int tests = std::stoi(input);
        for (int test = 1; test <= tests; ++test) graphs.push_back(dot_of(problem, input, test));
    }
    std::mt19937_64 rng(5);
    std::vector<testlib::FunnyGameCase> funny;
    std::vector<testlib::BipartiteGameCase> bipartite;
    std::vector<testlib::ChaseCase> chases;
    for (int k = 0; k < 12; ++k) {
        funny.push_back(testlib::random_funny_game(rng, 5, 3, kPromises));
        bipartite.push_back(testlib::random_bipartite_game(rng, 5, 5, kPromises));
        chases.push_back(testlib::random_chase(rng, 5, kPromises));
    }
    for (int test = 1; test <= 12; ++test) {
        graphs.push_back(dot_of("hdu5165", testlib::judge_input(funny), test));
        graphs.push_back(dot_of("hdu7399", testlib::judge_input(bipartite), test));
        graphs.push_back(dot_of("gym100548h", testlib::judge_input(chases), test));
    }
    graphs.erase(std::remove(graphs.begin(), graphs.end(), ""), graphs.end());
    EXPECT_GE(graphs.size(), 30u);  // most of them are small enough to draw
    EXPECT_EQ(render(graphs), "");
}

TEST(ExplainDot, TooBigAGameIsRefusedWithAReason) {
    std::mt19937_64 rng(3);
    const std::string input = testlib::judge_input(std::vector<testlib::ChaseCase>{testlib::random_chase(rng, 60, kPromises)});
    const testlib::RunResult dot = run_explain("gym100548h", {"--format", "dot"}, input);
    EXPECT_EQ(dot.exit_code, 3);
    EXPECT_EQ(dot.out, "");
    EXPECT_NE(dot.err.find("too many to draw usefully"), std::string::npos) << dot.err;
}

// ------------------------------------------------------------------- docs --

// Every ```text block of the docs and the README that starts with
// "$ build/tools/explain ARGS < FILE" shows what that command prints now.
TEST(ExplainDocs, ExamplesShowWhatExplainPrints) {
    std::vector<fs::path> pages{fs::path(SOURCE_DIR) / "README.md"};
    for (const auto& entry : fs::directory_iterator(fs::path(SOURCE_DIR) / "docs"))
        if (entry.path().extension() == ".md") pages.push_back(entry.path());
    size_t examples = 0;
    for (const fs::path& page : pages) {
        std::istringstream lines(file_text(page));
        std::string line;
        while (std::getline(lines, line)) {
            if (line != "```text") continue;
            std::string command, shown;
            std::getline(lines, command);
            for (std::string next; std::getline(lines, next) && next != "```";) shown += next + "\n";
            const std::string prefix = "$ build/tools/explain ";
            if (command.rfind(prefix, 0) != 0) continue;
            ++examples;
            std::vector<std::string> words = testlib::output_tokens(command.substr(prefix.size()));
            ASSERT_GE(words.size(), 3u) << command;
            ASSERT_EQ(words[words.size() - 2], "<") << command;
            const std::string input = file_text(fs::path(SOURCE_DIR) / words.back());
            const std::string problem = words[0];
            words = std::vector<std::string>(words.begin() + 1, words.end() - 2);
            EXPECT_EQ(run_explain(problem, words, input).out, shown) << page.filename() << ": " << command;
        }
    }
    EXPECT_GE(examples, 9u);
}

// ------------------------------------------------------------ command line --

TEST(ExplainCommandLine, TestSelectsOneTestAndWrongUsageExitsWithTwo) {
    const std::string input = file_text(fs::path(SAMPLES_DIR) / "hdu5165" / "statement.in");
    EXPECT_EQ(text_answers(run_explain("hdu5165", {"--test", "3"}, input).out), std::vector<std::string>{"YES"});
    EXPECT_EQ(certificate_answers(run_explain("hdu5165", {"--test", "5", "--format", "cert"}, input).out),
              std::vector<std::string>{"NO"});
    const testlib::RunResult beyond = run_explain("hdu5165", {"--test", "6"}, input);
    EXPECT_EQ(beyond.exit_code, 2);
    EXPECT_EQ(beyond.err, "explain: hdu5165: there is no test 6, the input has 5\n");
    for (const std::vector<std::string>& options : std::vector<std::vector<std::string>>{
             {"--format", "png"}, {"--test", "0"}, {"--test"}, {"--frobnicate"}, {"extra"}}) {
        const testlib::RunResult run = run_explain("hdu5165", options, input);
        EXPECT_EQ(run.exit_code, 2) << options[0];
        EXPECT_NE(run.err.find("usage: explain"), std::string::npos);
    }
    EXPECT_EQ(testlib::run_process({EXPLAIN_EXE, "hdu9999"}, input, kTimeLimit).exit_code, 2);
    EXPECT_EQ(testlib::run_process({EXPLAIN_EXE}, input, kTimeLimit).exit_code, 2);
    const testlib::RunResult help = testlib::run_process({EXPLAIN_EXE, "--help"}, "", kTimeLimit);
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("--format text"), std::string::npos);
}

// ----------------------------------------------------------------- stress --

TEST(ExplainInStress, TheReportExplainsTheExpectedAnswer) {
    for (const char* problem : kProblems) {
        const std::string wrong = std::string(STRESS_EXAMPLES_DIR) + "/stress_wrong_" + problem;
        const testlib::RunResult run =
            testlib::run_process({STRESS_EXE, problem, "--seed", "1", "--", wrong}, "", kTimeLimit);
        EXPECT_EQ(run.exit_code, 1) << describe(run);
        const size_t section = run.out.find("\n== why the expected answer holds ==\n");
        ASSERT_NE(section, std::string::npos) << run.out;
        EXPECT_NE(run.out.find("test 1: ", section), std::string::npos) << run.out;
    }
}

}  // namespace
