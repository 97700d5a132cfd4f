// harness/judge_reader: the judge programs' input layer over the case models.
// Every samples/<problem>/*.in is read: an accepted input gives cases whose
// answers (by explain's solvers, and by the brute force where it runs) are the
// sample's .out; an error_ input gives exactly its .err line, after as many
// complete cases as the judge answered before it (the lines of its .out).
// Inputs no sample has (each problem's tests/data.cpp), worded as the judge
// words them and as the judge programs say them.
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
#include "problem_data.hpp"
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

class JudgeReaderOnSamples : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, JudgeReaderOnSamples, ::testing::ValuesIn(harness::problems()), problem_types::name);

// Reads every sample of the problem and checks it.
TEST_P(JudgeReaderOnSamples, EverySampleReadsAsTheJudgeReadsIt) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        using Case = typename TypeParam::Case;
        const harness::ProblemFacts& facts = TypeParam::facts;
        const auto reader = problem_data::judge_reader_data(problem_data::model_of<TypeParam>());
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
                if (reader.brute_force_reaches(parsed.cases[k], facts.brute_force_large)) {
                    EXPECT_EQ(TypeParam::brute_force(parsed.cases[k]) ? facts.answers.yes : facts.answers.no, want)
                        << "case " << k + 1;
                }
            }
        }
        EXPECT_GE(inputs.size(), 10u);
    });
}

// Inputs no sample has: the reader's error line is the problem's.
TEST_P(JudgeReaderOnSamples, RareInputsAreWordedAsTheJudgeWordsThem) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto inputs = problem_data::judge_reader_data(problem_data::model_of<P>()).rare_inputs;
        for (const auto& [input, error] : problem_data::given<P>(inputs))
            EXPECT_EQ(harness::parse_judge_input<typename P::Case>(input).error, error) << input.substr(0, 100);
    });
}

// The judge program says the same of them (they share the input layer).
TEST_P(JudgeReaderOnSamples, RareInputsAreSaidSoByTheJudgeProgram) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto data = problem_data::judge_reader_data(problem_data::model_of<P>());
        for (const auto& [input, error] : data.rare_inputs) {
            const harness::RunResult run = harness::run_process({harness::built_program(P::facts)}, input, 20);
            EXPECT_EQ(run.err, error.empty() ? "" : error + "\n") << input.substr(0, 100);
        }
    });
}

}  // namespace
