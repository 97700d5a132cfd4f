// The problem registry (harness/problems.hpp): one list in CMake and in C++,
// every problem with its judge file and samples, facts that agree with each
// other, answer lines as each statement writes them (its tests/data.cpp),
// and the run-time list made from the compile-time one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <type_traits>
#include <vector>

#include "environment.hpp"
#include "problem_data.hpp"
#include "problem_types.hpp"
#include "problems.hpp"
#include "process.hpp"

#ifndef JUDGE_PROBLEMS
#error "tests/CMakeLists.txt passes CMake's problems as NAME:SUITE, separated by spaces"
#endif

namespace {

namespace fs = std::filesystem;

// CMake's add_judge_problem lines (NAME SUITE) are the registry's entries.
TEST(Registry, ListsTheProblemsOfCMakeInItsOrder) {
    std::string entries;
    harness::for_each_problem([&](auto problem) {
        using P = decltype(problem);
        entries += (entries.empty() ? "" : " ") + std::string(P::facts.name) + ":" + P::suite;
    });
    EXPECT_EQ(entries, JUDGE_PROBLEMS)
        << "harness/problems.hpp's AllProblems and CMake's add_judge_problem lines differ";
}

TEST(Registry, RunTimeListIsTheTypeList) {
    size_t index = 0;
    harness::for_each_problem([&](auto problem) {
        using P = decltype(problem);
        ASSERT_LT(index, harness::problems().size());
        const harness::Problem& entry = harness::problems()[index++];
        EXPECT_STREQ(entry.name, P::facts.name);
        EXPECT_EQ(entry.validate, &harness::validate_as<P>);
        EXPECT_EQ(harness::find_problem(P::facts.name), &entry);
        bool visited = false;
        EXPECT_TRUE(
            harness::visit_problem(P::facts.name, [&](auto same) { visited = std::is_same_v<decltype(same), P>; }));
        EXPECT_TRUE(visited);
    });
    EXPECT_EQ(index, harness::problems().size());
    EXPECT_EQ(harness::find_problem("hdu0000"), nullptr);
    EXPECT_FALSE(harness::visit_problem("hdu0000", [](auto) {}));
    std::string names;  // "a, b or c"
    for (size_t k = 0; k < harness::problems().size(); ++k)
        names += (k == 0                                ? ""
                  : k + 1 == harness::problems().size() ? " or "
                                                        : ", ") +
                 std::string(harness::problems()[k].name);
    EXPECT_EQ(harness::problem_names(), names);
}

class RegistryEntry : public ::testing::TestWithParam<harness::Problem> {};

TEST_P(RegistryEntry, HasItsJudgeFileSamplesAndProgram) {
    const std::string name = GetParam().name;
    EXPECT_TRUE(fs::is_regular_file(harness::source_path("solutions/" + name + ".cpp")));
    EXPECT_TRUE(fs::is_regular_file(harness::source_path("samples/" + name + "/statement.in")));
    EXPECT_TRUE(fs::is_regular_file(harness::built_program(GetParam())));
    EXPECT_EQ(harness::built_program(GetParam()), harness::build_path(name));
}

// The judge program accepts every input within the statement: its caps are at
// least the statement's limits, except T where the statement sets none
// (a judge program then stops at its own cap).
TEST_P(RegistryEntry, CapsContainTheStatementsLimits) {
    const harness::Bounds &statement = GetParam().statement, &caps = GetParam().caps;
    for (const auto& [limit, cap] : {std::pair{statement.n, caps.n}, {statement.m, caps.m}}) {
        EXPECT_LE(cap.low, limit.low);
        EXPECT_GE(cap.high, limit.high);
    }
    EXPECT_LE(caps.tests.low, statement.tests.low);
    if (statement.tests.high != harness::kUnbounded) { EXPECT_GE(caps.tests.high, statement.tests.high); }
    EXPECT_GE(caps.edges_per_test, std::min(statement.edges_per_test, statement.edges_in_all_tests));
    EXPECT_LE(GetParam().brute_force_large.n, statement.n.high);
}

TEST_P(RegistryEntry, AnswerLinesAreRecognized) {
    const harness::AnswerFormat& answers = GetParam().answers;
    for (bool outcome : {true, false}) {
        for (size_t index : {1, 2, 17, 1000}) {
            const std::string line = answers.line(index, outcome);
            EXPECT_TRUE(answers.is_line(line)) << line;
            EXPECT_FALSE(answers.is_line(line + " ")) << line;
            EXPECT_FALSE(answers.is_line(" " + line)) << line;
            EXPECT_EQ(harness::output_tokens(line).size(), answers.tokens()) << line;
        }
    }
    EXPECT_NE(answers.line(1, true), answers.line(1, false));
    EXPECT_FALSE(answers.is_line(""));
    EXPECT_FALSE(answers.is_line("Maybe"));
    // The answer words are compared as written: "Yes" is not "YES".
    for (bool outcome : {true, false}) {
        std::string word = answers.word(outcome);
        for (char& c : word)
            c = static_cast<char>(std::islower(static_cast<unsigned char>(c)) ? std::toupper(c) : std::tolower(c));
        std::string line = answers.line(3, outcome);
        line.replace(line.rfind(answers.word(outcome)), word.size(), word);
        EXPECT_FALSE(answers.is_line(line)) << line;
    }
}

// The lines as the statement writes them, and lines that are no answer
// (each problem's tests/data.cpp).
TEST_P(RegistryEntry, AnswerLinesAreTheStatements) {
    problem_types::visit(GetParam(), [](auto entry) {
        using P = decltype(entry);
        const problem_data::AnswerLines data = problem_data::texts(problem_data::model_of<P>()).answer_lines;
        EXPECT_FALSE(data.lines.empty() || data.not_lines.empty()) << "problems/" << P::facts.name << "/tests/data.cpp";
        for (const auto& [test, yes, line] : data.lines) {
            EXPECT_EQ(P::facts.answers.line(test, yes), line);
            EXPECT_TRUE(P::facts.answers.is_line(line)) << line;
        }
        for (const std::string& line : data.not_lines) EXPECT_FALSE(P::facts.answers.is_line(line)) << line;
    });
}

TEST_P(RegistryEntry, EnvironmentVariableIsTheNameInCapitals) {
    std::string expected;
    for (const char c : std::string(GetParam().name)) expected += static_cast<char>(std::toupper(c));
    EXPECT_EQ(harness::environment_variable(GetParam()), expected + "_EXE");
}

INSTANTIATE_TEST_SUITE_P(Problems, RegistryEntry, ::testing::ValuesIn(harness::problems()), problem_types::name);

}  // namespace
