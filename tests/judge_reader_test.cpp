// harness/judge_reader: the judge programs' input layer over the case models.
// Every samples/<problem>/*.in is read: an accepted input gives cases whose
// answers (by explain's solvers, and by the brute force where it runs) are the
// sample's .out; an error_ input gives exactly its .err line, after as many
// complete cases as the judge answered before it (the lines of its .out).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "explain.hpp"
#include "judge_reader.hpp"
#include "problem_types.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

namespace fs = std::filesystem;

std::string file_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream content;
    content << file.rdbuf();
    return content.str();
}

// Whether the brute force reaches the case (the registry's larger sizes).
bool brute_reaches(const harness::FunnyGameCase& game, harness::Size most) { return game.n <= most.n; }
bool brute_reaches(const harness::BipartiteGameCase& game, harness::Size most) {
    return game.n <= most.n && game.m <= most.m;
}
bool brute_reaches(const harness::ChaseCase& game, harness::Size most) { return game.n <= most.n; }

template <class Problem>
class JudgeReader : public ::testing::Test {};
TYPED_TEST_SUITE(JudgeReader, problem_types::All);

// Reads every sample of the problem and checks it.
TYPED_TEST(JudgeReader, EverySampleReadsAsTheJudgeReadsIt) {
    using Case = typename TypeParam::Case;
    const harness::ProblemFacts& facts = TypeParam::facts;
    const size_t tokens_per_answer = facts.answers.tokens();
    std::vector<fs::path> inputs;
    for (const auto& entry : fs::directory_iterator(harness::source_path("samples/" + std::string(facts.name))))
        if (entry.path().extension() == ".in") inputs.push_back(entry.path());
    std::sort(inputs.begin(), inputs.end());
    for (const fs::path& input : inputs) {
        SCOPED_TRACE(input.string());
        fs::path out_path = input, err_path = input;
        out_path.replace_extension(".out");
        err_path.replace_extension(".err");
        const harness::ParsedInput<Case> parsed = harness::parse_judge_input<Case>(file_text(input));
        const std::vector<std::string> expected = harness::output_tokens(file_text(out_path));
        EXPECT_EQ(parsed.cases.size() * tokens_per_answer, expected.size());
        if (parsed.cases.size() * tokens_per_answer != expected.size()) continue;
        if (fs::exists(err_path)) EXPECT_EQ(parsed.error + "\n", file_text(err_path));
        else EXPECT_EQ(parsed.error, "");
        for (size_t k = 0; k < parsed.cases.size(); ++k) {
            std::string ignored;
            const std::string answer =
                harness::explain(parsed.cases[k], static_cast<int>(k + 1), harness::ExplainFormat::cert, ignored).answer;
            const std::string& want = expected[(k + 1) * tokens_per_answer - 1];
            EXPECT_EQ(answer, want) << "case " << k + 1;
            if (brute_reaches(parsed.cases[k], facts.brute_force_large)) {
                EXPECT_EQ(TypeParam::brute_force(parsed.cases[k]) ? facts.answers.yes : facts.answers.no, want)
                    << "case " << k + 1;
            }
        }
    }
    EXPECT_GE(inputs.size(), 10u);
}

// Inputs no sample has: the edge caps of hdu7399 (one vertex's, and the test's, which
// leaves the next vertex fewer edges), a bad token past 32 bytes, a
// number of 33 bytes (out of every range, however written), a byte order mark
// alone, a NUL byte inside a token.
TEST(JudgeReader, RareErrorsAreWordedAsTheJudgeWordsThem) {
    EXPECT_EQ(harness::parse_judge_input<harness::BipartiteGameCase>("1\n1 1\n5000001\n").error,
              "hdu7399: test 1, line 3: expected k of u_0 in 0..5000000, found \"5000001\"");
    EXPECT_EQ(harness::parse_judge_input<harness::FunnyGameCase>("1\n1 1\nabcdefghijklmnopqrstuvwxyz0123456789\n").error,
              "hdu5165: test 1, line 3: expected f_1(1) in 1..1, found \"abcdefghijklmnopqrstuvwxyz012345...\"");
    EXPECT_EQ(harness::parse_judge_input<harness::FunnyGameCase>("1\n1 1\n" + std::string(32, '0') + "1\n").error,
              "hdu5165: test 1, line 3: expected f_1(1) in 1..1, found \"" + std::string(32, '0') + "...\"");
    EXPECT_EQ(harness::parse_judge_input<harness::FunnyGameCase>("1\n1 1\n" + std::string(31, '0') + "1\n").error, "");
    EXPECT_EQ(harness::parse_judge_input<harness::FunnyGameCase>("\xef\xbb\xbf").error,
              "hdu5165: line 1: expected T in 1..1000000, found the end of the input");
    EXPECT_EQ(harness::parse_judge_input<harness::ChaseCase>(std::string("1\n2 1\n1 2\n1 2\x00" "3 2\n", 15)).error,
              "gym100548h: test 1, line 4: expected y in 1..2, found \"2\\x003\"");
    EXPECT_EQ(harness::parse_judge_input<harness::ChaseCase>("1\n2 1\n1 2\n2 1 \x1a 7").error, "");
}

// The judge programs agree on those too (they share the input layer).
TEST(JudgeReader, RareErrorsMatchTheJudgePrograms) {
    std::string zeros;
    for (int k = 0; k < 5000000; ++k) zeros += " 0";
    const std::vector<std::pair<std::string, std::string>> inputs = {
        {harness::built_program(harness::BipartiteGame::facts), "1\n1 1\n5000001\n"},
        {harness::built_program(harness::BipartiteGame::facts), "1\n1 1\n5000000" + zeros + "\n1 0\n"},
        {harness::built_program(harness::FunnyGame::facts), "1\n1 1\nabcdefghijklmnopqrstuvwxyz0123456789\n"},
        {harness::built_program(harness::FunnyGame::facts), "1\n1 1\n" + std::string(32, '0') + "1\n"},
        {harness::built_program(harness::FunnyGame::facts), "1\n1 1\n" + std::string(31, '0') + "1\n"},
        {harness::built_program(harness::FunnyGame::facts), "\xef\xbb\xbf"},
        {harness::built_program(harness::Chase::facts), std::string("1\n2 1\n1 2\n1 2\x00" "3 2\n", 15)},
    };
    const std::vector<std::string> ours = {
        harness::parse_judge_input<harness::BipartiteGameCase>(inputs[0].second).error,
        harness::parse_judge_input<harness::BipartiteGameCase>(inputs[1].second).error,
        harness::parse_judge_input<harness::FunnyGameCase>(inputs[2].second).error,
        harness::parse_judge_input<harness::FunnyGameCase>(inputs[3].second).error,
        harness::parse_judge_input<harness::FunnyGameCase>(inputs[4].second).error,
        harness::parse_judge_input<harness::FunnyGameCase>(inputs[5].second).error,
        harness::parse_judge_input<harness::ChaseCase>(inputs[6].second).error,
    };
    EXPECT_EQ(ours[1], "hdu7399: test 1, line 4: expected w of v_0 in 0..0, found \"1\"");
    for (size_t i = 0; i < inputs.size(); ++i) {
        const harness::RunResult run = harness::run_process({inputs[i].first}, inputs[i].second, 20);
        EXPECT_EQ(run.err, ours[i].empty() ? "" : ours[i] + "\n") << "input " << i;
    }
}

}  // namespace
