// The program under test on judge-size inputs (harness/families.hpp: the
// benchmarks' judge rows), each a valid judge input of its statement (the
// validator accepts it: limits, promises, layout), answered as explain
// answers, once check_certificate has proven explain's answers. The brute
// force does not reach these sizes; the certificates replace it.
//
// A problem's <NAME>_EXE in the environment points its tests at another
// program.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "explain_support.hpp"
#include "problem_types.hpp"

namespace {

using namespace explain_support;

class JudgeSize : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, JudgeSize, ::testing::ValuesIn(harness::problems()), problem_types::name);

TEST_P(JudgeSize, EveryBenchmarkRowWithinTheStatementIsAnsweredAsProven) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const harness::ProblemFacts& facts = TypeParam::facts;
        const std::string program = harness::program_under_test(facts);
        const auto inputs = harness::judge_size_inputs(static_cast<const typename TypeParam::Case*>(nullptr));
        EXPECT_GE(inputs.size(), 4u);
        for (const auto& input : inputs) {
            SCOPED_TRACE(std::string(facts.name) + ", " + input.family + " (" + std::to_string(input.cases.size()) +
                         " tests)");
            const std::string text = harness::judge_input(input.cases);
            const auto invalid = harness::validate_input(facts.name, text);
            ASSERT_FALSE(invalid) << "the test's own input breaks the statement: " << invalid->format(facts.name);
            std::string trouble;
            const std::vector<std::string> proven = proven_answers<TypeParam>(input.cases, trouble);
            ASSERT_EQ(trouble, "");
            std::vector<std::string> expected;  // the judge output, token by token
            for (size_t k = 0; k < proven.size(); ++k)
                for (const std::string& token :
                     harness::output_tokens(facts.answers.line(k + 1, proven[k] == facts.answers.yes)))
                    expected.push_back(token);
            const harness::RunResult run = harness::run_process({program}, text, kTimeLimit);
            ASSERT_TRUE(run.exited && run.exit_code == 0) << program << ": " << describe(run);
            const std::vector<std::string> tokens = harness::output_tokens(run.out);
            for (size_t i = 0; i < expected.size(); ++i) {
                const size_t test = i / facts.answers.tokens();
                ASSERT_LT(i, tokens.size()) << program << " printed no answer to test " << test + 1;
                ASSERT_EQ(tokens[i], expected[i])
                    << program << ", test " << test + 1 << " of the input; as a judge input:\n"
                    << harness::judge_input(std::vector<typename TypeParam::Case>{input.cases[test]});
            }
            EXPECT_EQ(tokens.size(), expected.size()) << program << " printed more than the answers";
        }
    });
}

}  // namespace
