// harness/judge_reader: the judge programs' input layer over the case models.
// Every samples/<problem>/*.in is read: an accepted input gives cases whose
// answers (by explain's solvers, and by the brute force where it runs) are the
// sample's .out; an error_ input gives exactly its .err line, after as many
// complete cases as the judge answered before it (the lines of its .out).
// Inputs no sample has, worded as the judge words them and as the judge
// programs say them: each problem's tests/judge_reader_test.cpp.
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
#include "judge_reader_support.hpp"
#include "problem_types.hpp"
#include "problems.hpp"

namespace {

namespace fs = std::filesystem;

std::string file_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream content;
    content << file.rdbuf();
    return content.str();
}

using judge_reader_support::brute_reaches_of;

class JudgeReaderOnSamples : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, JudgeReaderOnSamples, ::testing::ValuesIn(harness::problems()), problem_types::name);

// Reads every sample of the problem and checks it.
TEST_P(JudgeReaderOnSamples, EverySampleReadsAsTheJudgeReadsIt) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        using Case = typename TypeParam::Case;
        const harness::ProblemFacts& facts = TypeParam::facts;
        ASSERT_NE(brute_reaches_of<Case>, nullptr)
            << facts.name << ": problems/" << facts.name << "/tests/judge_reader_test.cpp sets no brute_reaches_of";
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
                    harness::explain(parsed.cases[k], static_cast<int>(k + 1), harness::ExplainFormat::cert, ignored)
                        .answer;
                const std::string& want = expected[(k + 1) * tokens_per_answer - 1];
                EXPECT_EQ(answer, want) << "case " << k + 1;
                if (brute_reaches_of<Case>(parsed.cases[k], facts.brute_force_large)) {
                    EXPECT_EQ(TypeParam::brute_force(parsed.cases[k]) ? facts.answers.yes : facts.answers.no, want)
                        << "case " << k + 1;
                }
            }
        }
        EXPECT_GE(inputs.size(), 10u);
    });
}

}  // namespace
