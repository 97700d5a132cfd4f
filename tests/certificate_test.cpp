// Every answer of explain comes with a certificate that check_certificate
// accepts, and the checker rejects certificates that do not prove their answer.
//
//  - explain's answers equal the judge programs' and the brute-force solvers'
//    on every exhaustive case (harness/enumerate.hpp) and every differential
//    case (the seeds of differential_test.cpp), and equal the judge programs'
//    on judge-size tests of every benchmark family (harness/families.hpp)
//    and on each problem's games past the statement's limits up to the caps;
//    the checker accepts every certificate;
//  - lies are caught: on small cases of both answers, the checker rejects a
//    certificate with its answer flipped, an entry dropped, a move along a
//    non-edge (or, where a certificate names no moves, an unsafe position
//    added), a count of moves that no longer decreases, a truncated file,
//    and garbage in place of a number, each with one line naming the test;
//    randomly damaged certificates never crash or hang it;
//  - each problem's certificates written by hand get exactly the checker's
//    verdict and line, and a malformed input (the error_* samples) is
//    reported with the judge's error line.
// What is a problem's own (its lies, its certificates, its games past the
// statement) is its data: problems/<name>/tests/data.cpp.
//
// Both tools run as processes, as users run them (the built ones).
#include <gtest/gtest.h>

#include <iterator>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "certificate_support.hpp"
#include "differential_cases.hpp"
#include "environment.hpp"
#include "explain_support.hpp"
#include "generators.hpp"
#include "problem_data.hpp"
#include "problem_types.hpp"

namespace {

using namespace certificate_support;

// ------------------------------------------------------------ acceptance --

class Certificate : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, Certificate, ::testing::ValuesIn(harness::problems()), problem_types::name);

TEST_P(Certificate, EveryExhaustiveCaseIsExplainedRightAndProven) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        EXPECT_EQ(explain_and_check<TypeParam>(TypeParam::exhaustive_cases(), true), "");
    });
}

// The cases of differential_test.cpp (differential_cases.hpp).
TEST_P(Certificate, EveryDifferentialCaseIsExplainedRightAndProven) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        auto cases = differential_cases::small_cases<TypeParam>();
        for (const auto& game : differential_cases::larger_cases<TypeParam>()) cases.push_back(game);
        EXPECT_EQ(explain_and_check<TypeParam>(cases, true), "");
    });
}

// Larger random cases, past the brute force's reach: the judge's answers.
TEST_P(Certificate, LargerRandomCasesAreExplainedLikeTheJudgeAndProven) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const harness::Size size = {60, 60};
        EXPECT_EQ(explain_and_check<TypeParam>(
                      differential_cases::generated_cases<TypeParam>(21 + problem_types::index<TypeParam>(), 300, size),
                      false),
                  "");
    });
}

// The judge-size inputs within the statements (each problem's families.cpp).
TEST_P(Certificate, JudgeSizeInputsAreExplainedLikeTheJudgeAndProven) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        for (const auto& input : harness::judge_size_inputs(static_cast<const typename TypeParam::Case*>(nullptr)))
            EXPECT_EQ(explain_and_check<TypeParam>(input.cases, false, input.cases.size()), "") << input.family;
    });
}

// Past the statement's limits, up to the judge programs' caps (each
// problem's tests/data.cpp).
TEST_P(Certificate, PastTheStatementIsExplainedLikeTheJudgeAndProven) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto inputs = problem_data::certificate_data(problem_data::model_of<P>()).beyond_the_statement;
        for (const auto& input : problem_data::given<P>(inputs))
            EXPECT_EQ(explain_and_check<P>(input.cases, false, input.batch), "") << input.what;
    });
}

// --------------------------------------------------------------- lies --

TEST_P(Certificate, CheckerCatchesLies) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        expect_lies_caught<TypeParam>(lie_cases<TypeParam>(31 + problem_types::index<TypeParam>(), 6));
    });
}

// ------------------------------------------------------------ malformed --

// Certificates written by hand (each problem's tests/data.cpp): accepted, or
// rejected with exactly the checker's line.
TEST_P(Certificate, HandWrittenCertificatesGetTheCheckersVerdict) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using P = decltype(entry);
        const auto certificates = problem_data::certificate_data(problem_data::model_of<P>()).checked;
        for (const auto& [input, certificate, error] : problem_data::given<P>(certificates)) {
            const harness::RunResult checked = run_checker(P::facts.name, input, certificate);
            EXPECT_EQ(checked.exit_code, error.empty() ? 0 : 1) << input << certificate;
            EXPECT_EQ(checked.err, error) << input << certificate;
        }
    });
}

// Each malformed sample (error_*), with explain's certificate of the tests
// before its error: the checker says the sample's error line.
TEST_P(Certificate, BadInputIsReportedAsTheJudgeReportsIt) {
    const std::string problem = GetParam().name;
    size_t samples = 0;
    for (const auto& entry : fs::directory_iterator(harness::source_path("samples/" + problem))) {
        fs::path err_path = entry.path();
        if (entry.path().extension() != ".in" || !fs::exists(err_path.replace_extension(".err"))) continue;
        ++samples;
        const std::string input = file_text(entry.path());
        const harness::RunResult checked =
            run_checker(problem, input, run_explain(problem, {"--format", "cert"}, input).out);
        EXPECT_EQ(checked.exit_code, 1) << entry.path();
        EXPECT_EQ(checked.err, file_text(err_path)) << entry.path();
    }
    EXPECT_GE(samples, 3u);
}

// Randomly damaged certificates of several cases: the checker ends with 0
// (the damage happened to leave a valid proof) or 1 and one line, and never
// crashes or hangs.
template <class Problem>
void expect_damage_handled(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<typename Problem::Case> cases;
    for (int k = 0; k < 8; ++k) cases.push_back(Problem::random_case(rng, Problem::facts.brute_force_small, kPromises));
    const std::string input = harness::judge_input(cases);
    const std::string cert = run_explain(Problem::facts.name, {"--format", "cert"}, input).out;
    const char* const pieces[] = {"0", "1", "9", " ", "\n", "-", "x", "u", "v", "test", "99999999999", "\xff"};
    auto uniform = [&rng](size_t high) { return std::uniform_int_distribution<size_t>(0, high)(rng); };
    for (int mutant = 0; mutant < 40; ++mutant) {
        std::string damaged = cert;
        for (int edits = 1 + static_cast<int>(uniform(2)); edits > 0 && !damaged.empty(); --edits) {
            const size_t at = uniform(damaged.size() - 1);
            switch (uniform(3)) {
                case 0: damaged[at] = pieces[uniform(std::size(pieces) - 1)][0]; break;
                case 1: damaged.erase(at, uniform(20)); break;
                case 2: damaged.insert(at, pieces[uniform(std::size(pieces) - 1)]); break;
                default: damaged.insert(at, damaged.substr(uniform(damaged.size() - 1), uniform(40))); break;
            }
        }
        const harness::RunResult checked = run_checker(Problem::facts.name, input, damaged);
        ASSERT_TRUE(checked.exited && (checked.exit_code == 0 || checked.exit_code == 1))
            << describe(checked) << "\ninput:\n"
            << input << "certificate:\n"
            << damaged;
        EXPECT_EQ(std::count(checked.err.begin(), checked.err.end(), '\n'), checked.exit_code) << checked.err;
    }
}

TEST_P(Certificate, DamagedCertificatesNeverCrashOrHang) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        expect_damage_handled<TypeParam>(41 + problem_types::index<TypeParam>());
    });
}

TEST(CertificateAllProblems, WrongUsageExitsWithTwo) {
    const std::string problem = harness::problems().front().name;
    for (const std::vector<std::string>& argv : std::vector<std::vector<std::string>>{
             {checker_program()},
             {checker_program(), problem, "a"},
             {checker_program(), "no_such_problem", "a", "b"},
             {checker_program(), problem, "/nonexistent/input", "/nonexistent/cert"}}) {
        const harness::RunResult run = harness::run_process(argv, "", kTimeLimit);
        EXPECT_EQ(run.exit_code, 2) << argv.size();
        EXPECT_FALSE(run.err.empty());
    }
}

}  // namespace
