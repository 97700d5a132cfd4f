// The explain tool as users run it: every sample explained with the judge's
// answers (and the judge's error line on malformed ones), what each
// problem's data says explain says of its samples and games (texts saying
// who wins and how, marks of its pictures, games it cannot draw and why:
// problems/<name>/tests/data.cpp), summaries for large games, the test
// --format dot draws, Graphviz output that Graphviz's own `dot` parses
// (where configuring found it), the command line, and the stress tool's
// report explaining the expected answer. The docs' examples of explain are
// run by docs_test.
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
#include "problem_data.hpp"
#include "problem_types.hpp"
#include "stress_tool.hpp"

namespace {

using namespace explain_support;

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
                EXPECT_EQ(std::string(format) == "text" ? text_answers(run.out) : certificate_answers(run.out),
                          expected);
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
            if (!fs::exists(err_path)) { EXPECT_EQ(run_checker(problem, input, cert).exit_code, 0) << entry.path(); }
        }
    }
    EXPECT_GE(sample_count, 40u);
}

// ------------------------------------------------------------------- text --

class ExplainCases : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, ExplainCases, ::testing::ValuesIn(harness::problems()), problem_types::name);

// What explain says of each problem's samples and games, in words and in
// pictures (its tests/data.cpp): who wins and how, and its marks.
TEST_P(ExplainCases, TextsAndPicturesSayWhatTheProblemsDataSays) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const std::string problem = P::facts.name;
        const auto texts = problem_data::explain_data(problem_data::model_of<P>()).texts;
        for (const problem_data::ExplainedText& text : problem_data::given<P>(texts)) {
            const std::string input =
                text.input.empty() ? file_text(samples(problem) / (text.sample + ".in")) : text.input;
            const harness::RunResult run = run_explain(problem, text.options, input);
            EXPECT_EQ(run.exit_code, 0) << describe(run);
            expect_contains(run.out, text.parts);
        }
    });
}

// `count` random cases of Problem at most `size`, as one judge input.
template <class Problem>
std::string random_input(std::uint64_t seed, int count, harness::Size size) {
    std::mt19937_64 rng(seed);
    std::vector<typename Problem::Case> cases;
    for (int k = 0; k < count; ++k) cases.push_back(Problem::random_case(rng, size, kPromises));
    return harness::judge_input(cases);
}

TEST_P(ExplainCases, EveryDifferentialCaseGetsAnExplanation) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const std::string problem = TypeParam::facts.name;
        const std::string input = random_input<TypeParam>(7, 500, TypeParam::facts.brute_force_large);
        const harness::RunResult text = run_explain(problem, {}, input);
        EXPECT_EQ(text.exit_code, 0) << describe(text);
        EXPECT_EQ(text_answers(text.out), certificate_answers(run_explain(problem, {"--format", "cert"}, input).out));
        EXPECT_EQ(text_answers(text.out).size(), 500u);
    });
}

// Large games (the statement's largest n and m): a summary, not thousands of
// lines.
TEST_P(ExplainCases, LargeGamesGetASummary) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const harness::Bounds& statement = TypeParam::facts.statement;
        const harness::Size largest = {static_cast<int>(statement.n.high),
                                       static_cast<int>(std::min<std::int64_t>(statement.m.high, 1000))};
        const std::string text = run_explain(TypeParam::facts.name, {}, random_input<TypeParam>(11, 20, largest)).out;
        EXPECT_LT(std::count(text.begin(), text.end(), '\n'), 20 * 80);
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);) EXPECT_LT(line.size(), 2000u) << line.substr(0, 200);
    });
}

// -------------------------------------------------------------------- dot --

// Each game a problem cannot draw (its tests/data.cpp): asked for, nothing
// on stdout, its reason on stderr, exit status 3; without --test, an input
// of those games alone is refused with the first reason.
TEST_P(ExplainCases, GamesThatCannotBeDrawnAreRefusedWithTheirReason) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const std::string problem = P::facts.name;
        const auto undrawable = problem_data::explain_data(problem_data::model_of<P>()).undrawable;
        std::vector<typename P::Case> games;
        for (const auto& [game, why] : problem_data::given<P>(undrawable)) games.push_back(game);
        if (games.empty()) return;
        const std::string input = harness::judge_input(games);
        for (size_t k = 0; k < games.size(); ++k) {
            const std::string test = std::to_string(k + 1);
            const harness::RunResult dot = run_explain(problem, {"--format", "dot", "--test", test}, input);
            EXPECT_EQ(dot.exit_code, 3);
            EXPECT_EQ(dot.out, "");
            EXPECT_EQ(dot.err, "explain: " + problem + ": test " + test + ": " + undrawable[k].why + "\n");
        }
        const harness::RunResult dot = run_explain(problem, {"--format", "dot"}, input);
        EXPECT_EQ(dot.exit_code, 3);
        EXPECT_EQ(dot.out, "");
        EXPECT_EQ(dot.err,
                  "explain: " + problem + ": no test of the input can be drawn (test 1: " + undrawable[0].why + ")\n");
    });
}

// Without --test, the first test that can be drawn, and named: after the
// games that cannot be drawn, the first small random game that can.
TEST_P(ExplainCases, WithoutTestTheFirstTestThatCanBeDrawnIsDrawnAndNamed) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const std::string problem = P::facts.name;
        std::vector<typename P::Case> games;
        const auto data = problem_data::explain_data(problem_data::model_of<P>());
        for (const auto& [game, why] : data.undrawable) games.push_back(game);
        std::mt19937_64 rng(13);
        std::string drawn;
        for (int tries = 0; tries < 20 && drawn.empty(); ++tries) {
            const auto game = P::random_case(rng, P::facts.brute_force_small, kPromises);
            drawn = dot_of(problem, harness::judge_input(std::vector<typename P::Case>{game}), 1);
            if (!drawn.empty()) games.push_back(game);
        }
        ASSERT_FALSE(drawn.empty()) << "no small random game can be drawn";
        const std::string input = harness::judge_input(games), test = std::to_string(games.size());
        const harness::RunResult dot = run_explain(problem, {"--format", "dot"}, input);
        EXPECT_EQ(dot.exit_code, 0) << describe(dot);
        EXPECT_EQ(dot.out, dot_of(problem, input, static_cast<int>(games.size())));
        EXPECT_EQ(dot.err, "explain: " + problem + ": drew test " + test +
                               ", the first that can be drawn (--test K draws another)\n");
    });
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
    return "dot -Tsvg: " + describe(svg) + ", " + std::to_string(pictures) + " pictures of " +
           std::to_string(graphs.size());
}

// Compiled only where configuring found Graphviz's dot (tests/CMakeLists.txt).
TEST_P(ExplainCases, GraphvizParsesTheGraphsOfSmallGames) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const std::string problem = TypeParam::facts.name;
        std::vector<std::string> graphs;
        const std::string statement = file_text(samples(problem) / "statement.in");
        for (int test = 1; test <= std::stoi(statement); ++test) graphs.push_back(dot_of(problem, statement, test));
        const std::string input = random_input<TypeParam>(5, 12, TypeParam::facts.brute_force_small);
        for (int test = 1; test <= 12; ++test) graphs.push_back(dot_of(problem, input, test));
        graphs.erase(std::remove(graphs.begin(), graphs.end(), ""), graphs.end());
        EXPECT_GE(graphs.size(), 10u);  // most of them are small enough to draw
        EXPECT_EQ(render(graphs), "");
    });
}
#endif

// ------------------------------------------------------------ command line --

// On the first problem's statement sample, whose answers its .out gives.
TEST(ExplainCommandLine, TestSelectsOneTestAndWrongUsageExitsWithTwo) {
    const harness::Problem& first = harness::problems().front();
    const std::string problem = first.name;
    const std::string input = file_text(samples(problem) / "statement.in");
    const std::vector<std::string> answers =
        answer_words(file_text(samples(problem) / "statement.out"), first.answers.tokens());
    const int tests = std::stoi(input);
    ASSERT_GE(tests, 3);
    ASSERT_EQ(answers.size(), static_cast<size_t>(tests));
    EXPECT_EQ(text_answers(run_explain(problem, {"--test", "3"}, input).out), std::vector<std::string>{answers[2]});
    EXPECT_EQ(
        certificate_answers(run_explain(problem, {"--test", std::to_string(tests), "--format", "cert"}, input).out),
        std::vector<std::string>{answers.back()});
    const harness::RunResult beyond = run_explain(problem, {"--test", std::to_string(tests + 1)}, input);
    EXPECT_EQ(beyond.exit_code, 2);
    EXPECT_EQ(beyond.err, "explain: " + problem + ": there is no test " + std::to_string(tests + 1) +
                              ", the input has " + std::to_string(tests) + "\n");
    for (const std::vector<std::string>& options : std::vector<std::vector<std::string>>{
             {"--format", "png"}, {"--test", "0"}, {"--test"}, {"--frobnicate"}, {"extra"}}) {
        const harness::RunResult run = run_explain(problem, options, input);
        EXPECT_EQ(run.exit_code, 2) << options[0];
        EXPECT_TRUE(run.err.rfind("explain: ", 0) == 0 && run.err.find('\n') + 1 == run.err.size() &&
                    run.err.find(" (explain --help shows the usage)\n") != std::string::npos)
            << run.err;
    }
    EXPECT_EQ(harness::run_process({explain_program(), "no_such_problem"}, input, kTimeLimit).exit_code, 2);
    EXPECT_EQ(harness::run_process({explain_program()}, input, kTimeLimit).exit_code, 2);
    const harness::RunResult help = harness::run_process({explain_program(), "--help"}, "", kTimeLimit);
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("--format text"), std::string::npos);
}

// ----------------------------------------------------------------- stress --

TEST(ExplainInStress, TheReportExplainsTheExpectedAnswer) {
    for (const harness::Problem& entry : harness::problems()) {
        const std::string problem = entry.name;
        const std::string wrong = stress_tool::stress_wrong(problem);
        const harness::RunResult run = harness::run_process(
            {harness::build_path("tools/stress"), problem, "--seed", "1", "--", wrong}, "", kTimeLimit);
        EXPECT_EQ(run.exit_code, 1) << describe(run);
        const size_t section = run.out.find("\n== why the expected answer holds ==\n");
        ASSERT_NE(section, std::string::npos) << run.out;
        EXPECT_NE(run.out.find("test 1: ", section), std::string::npos) << run.out;
    }
}

}  // namespace
