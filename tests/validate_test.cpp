// Tests of the strict validator (harness/validate.cpp) and of the validate
// tool (tools/validate.cpp):
//   - one input per rule that breaks only that rule, with the expected line,
//     column and message; each problem's inputs at the statement's limits
//     and just past them (its tests/data.cpp), with their verdicts;
//   - thousands of random byte mutations of valid inputs: the validator never
//     crashes, gives one well-formed error or none, and what it accepts is
//     exactly the canonical text of the cases it read;
//   - the generators: Promises::kept cases always validate, and
//     Promises::sometimes_broken ones break nothing but the promises they
//     are meant to;
//   - every sample: a name starting with odd_ or error_ is rejected, any
//     other is accepted;
//   - the tool as a process: exit statuses, its single stderr line, usage.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "problem_data.hpp"
#include "problem_types.hpp"
#include "problems.hpp"
#include "process.hpp"
#include "validate_support.hpp"
#include "validator_rules.hpp"

namespace {

namespace fs = std::filesystem;

using harness::ValidationError;

std::string validate_exe() { return harness::build_path("tools/validate"); }

using validate_support::verdict;

// ---- one rule at a time --------------------------------------------------------

// One rule of a problem's validator_rules.txt (harness/validator_rules.hpp).
struct Rule : harness::ValidatorRule {
    std::string problem;
};

void PrintTo(const Rule& rule, std::ostream* os) { *os << rule.problem << " " << rule.name; }

// Every rule of every problem; a line that does not read as one fails the
// test that reads it.
const std::vector<Rule>& rules() {
    static const std::vector<Rule> all = [] {
        std::vector<Rule> read;
        for (const harness::Problem& problem : harness::problems()) {
            std::vector<std::string> unread;
            for (const harness::ValidatorRule& rule : harness::validator_rules(problem.name, &unread))
                read.push_back({rule, problem.name});
            for (const std::string& line : unread)
                ADD_FAILURE() << harness::validator_rules_path(problem.name) << ": cannot read the line: " << line;
        }
        return read;
    }();
    return all;
}

class ValidatorRule : public ::testing::TestWithParam<Rule> {};

TEST_P(ValidatorRule, ReportsLineColumnAndMessage) {
    const Rule& rule = GetParam();
    const std::optional<ValidationError> error = harness::validate_input(rule.problem, rule.input);
    ASSERT_TRUE(error.has_value()) << "accepted:\n" << rule.input;
    EXPECT_EQ(error->line, rule.line) << error->format(rule.problem);
    EXPECT_EQ(error->column, rule.column) << error->format(rule.problem);
    EXPECT_EQ(error->message, rule.message);
}

std::string rule_name(const ::testing::TestParamInfo<Rule>& info) { return info.param.problem + "_" + info.param.name; }

INSTANTIATE_TEST_SUITE_P(Rules, ValidatorRule, ::testing::ValuesIn(rules()), rule_name);

// Guards against a file that reads as nothing: every problem has its rules,
// and every line of its file that is not a comment is one.
TEST(ValidatorRules, EveryProblemHasRules) {
    for (const harness::Problem& problem : harness::problems()) {
        size_t count = 0;
        for (const Rule& rule : rules()) count += rule.problem == problem.name;
        EXPECT_GE(count, 15u) << problem.name;
        std::istringstream file(harness::file_text(harness::validator_rules_path(problem.name)));
        size_t lines = 0;
        for (std::string line; std::getline(file, line);) lines += !line.empty() && line[0] != '#';
        EXPECT_EQ(count, lines) << problem.name;
    }
}

TEST(Validator, FormatIsProblemLineColumnMessage) {
    ASSERT_FALSE(rules().empty());
    const Rule& rule = rules().front();
    EXPECT_EQ(verdict(rule.problem, rule.input), rule.problem + ": line " + std::to_string(rule.line) + ", column " +
                                                     std::to_string(rule.column) + ": " + rule.message);
}

TEST(Validator, UnknownProblemIsAnArgumentError) {
    EXPECT_EQ(harness::find_problem("hdu0000"), nullptr);
    EXPECT_THROW(harness::validate_input("hdu0000", "1\n"), std::invalid_argument);
}

// ---- each problem's limits ------------------------------------------------------

// Inputs built at each statement's limits and just past them, with their
// verdicts (each problem's tests/data.cpp): the valid ones, or the others.
class ValidatorLimits : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, ValidatorLimits, ::testing::ValuesIn(harness::problems()), problem_types::name);

template <class Problem>
void expect_verdicts(bool valid) {
    size_t count = 0;
    for (const auto& [input, expected] : problem_data::validator_verdicts(problem_data::model_of<Problem>())) {
        if ((expected == "valid") != valid) continue;
        ++count;
        EXPECT_EQ(verdict(Problem::facts.name, input), expected) << input.substr(0, 300);
    }
    EXPECT_GT(count, 0u) << "problems/" << Problem::facts.name << "/tests/data.cpp gives none";
}

TEST_P(ValidatorLimits, InputsAtTheStatementsLimitsAreValid) {
    problem_types::visit(GetParam(), [](auto entry) { expect_verdicts<decltype(entry)>(true); });
}

TEST_P(ValidatorLimits, InputsPastTheLimitsGetTheirErrorLines) {
    problem_types::visit(GetParam(), [](auto entry) { expect_verdicts<decltype(entry)>(false); });
}

// ---- random mutations ---------------------------------------------------------

// Valid inputs to mutate: one to three small generated cases that keep the
// statement's promises.
template <class Problem>
std::string valid_input(std::mt19937_64& rng) {
    const int count = std::uniform_int_distribution<int>(1, 3)(rng);
    std::vector<typename Problem::Case> cases;
    for (int k = 0; k < count; ++k) cases.push_back(Problem::random_case(rng, {5, 4}, harness::Promises::kept));
    return harness::judge_input(cases);
}

// One to three random edits: a byte replaced, inserted or removed (bytes
// likely to matter: blanks, line ends, digits, signs, control and high
// bytes), a piece duplicated, or the end cut off.
std::string mutated(std::string text, std::mt19937_64& rng) {
    static const char kList[] = " \n\r\t\v\f0123456789-+.x\x1A\xEF\xBB\xBF\x7F\x80\xFF";
    static const std::string kBytes(kList, sizeof kList);  // with the final '\0'
    auto uniform = [&](size_t low, size_t high) { return std::uniform_int_distribution<size_t>(low, high)(rng); };
    auto some_byte = [&] {
        return uniform(0, 3) == 0 ? static_cast<char>(uniform(0, 255)) : kBytes[uniform(0, kBytes.size() - 1)];
    };
    const size_t edits = uniform(1, 3);
    for (size_t k = 0; k < edits; ++k) {
        const size_t at = text.empty() ? 0 : uniform(0, text.size() - 1);
        switch (uniform(0, 4)) {
            case 0:
                if (!text.empty()) text[at] = some_byte();
                break;
            case 1: text.insert(text.begin() + static_cast<long>(at), some_byte()); break;
            case 2:
                if (!text.empty()) text.erase(at, 1);
                break;
            case 3: {
                const size_t length = uniform(0, std::min<size_t>(8, text.size() - at));
                text.insert(at, text.substr(at, length));
                break;
            }
            default: text.resize(at); break;
        }
    }
    return text;
}

// The cases a valid text holds, written back with judge_input.
template <class Problem>
std::string canonical_text(const std::string& text, std::optional<ValidationError>& error) {
    std::vector<typename Problem::Case> cases;
    error = harness::read_judge_input(text, cases);
    return harness::judge_input(cases);
}

// Where a line and column can point: a byte of the text or just past the end
// of a line (the missing end of the file or of a line).
bool position_exists(const std::string& text, size_t line, size_t column) {
    size_t line_start = 0;
    for (size_t l = 1; l < line; ++l) {
        line_start = text.find('\n', line_start);
        if (line_start == std::string::npos) return false;
        ++line_start;
    }
    size_t line_end = text.find('\n', line_start);
    if (line_end == std::string::npos) line_end = text.size();
    return column >= 1 && column <= line_end - line_start + 1;
}

class ValidatorOnRandomBytes : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, ValidatorOnRandomBytes, ::testing::ValuesIn(harness::problems()), problem_types::name);

TEST_P(ValidatorOnRandomBytes, MutationsGiveOneWellFormedErrorOrACanonicalInput) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const std::string problem = TypeParam::facts.name;
        std::mt19937_64 rng(5165);
        size_t rejected = 0, accepted = 0;
        for (int round = 0; round < 3000; ++round) {
            const std::string text = mutated(valid_input<TypeParam>(rng), rng);
            const std::optional<ValidationError> error = harness::validate_input(problem, text);
            std::optional<ValidationError> error_when_reading;
            const std::string written_back = canonical_text<TypeParam>(text, error_when_reading);
            ASSERT_EQ(error.has_value(), error_when_reading.has_value()) << text;
            if (!error) {
                ++accepted;
                ASSERT_EQ(written_back, text) << "a valid input is exactly the judge input of its cases";
                continue;
            }
            ++rejected;
            const std::string line = error->format(problem);
            ASSERT_EQ(line, error_when_reading->format(problem));
            ASSERT_FALSE(error->message.empty()) << text;
            ASSERT_EQ(line.find('\n'), std::string::npos) << line;
            ASSERT_TRUE(position_exists(text, error->line, error->column)) << line << "\n" << text;
        }
        std::cout << problem << ": " << rejected << " mutations rejected, " << accepted << " accepted\n";
        EXPECT_GT(rejected, 2000u) << problem;
    });
}

TEST_P(ValidatorOnRandomBytes, PureNoiseIsRejectedCleanly) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const std::string problem = TypeParam::facts.name;
        std::mt19937_64 rng(7399);
        for (int round = 0; round < 1000; ++round) {
            std::string text(std::uniform_int_distribution<size_t>(0, 64)(rng), '\0');
            for (char& c : text) c = static_cast<char>(std::uniform_int_distribution<int>(0, 255)(rng));
            const std::optional<ValidationError> error = harness::validate_input(problem, text);
            if (error) { ASSERT_TRUE(position_exists(text, error->line, error->column)) << error->format(problem); }
        }
    });
}

// ---- the generators -------------------------------------------------------------

class GeneratedCases : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, GeneratedCases, ::testing::ValuesIn(harness::problems()), problem_types::name);

// Promises::kept cases validate, alone and as many tests of one input (as
// many as the statement allows in one), at every size up to the statement's
// limits.
TEST_P(GeneratedCases, KeptPromisesAlwaysValidate) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const harness::Bounds& limits = TypeParam::facts.statement;
        std::mt19937_64 rng(100548);
        const harness::Size largest{static_cast<int>(limits.n.high),
                                    static_cast<int>(std::min<std::int64_t>(limits.m.high, 1 << 20))};
        for (const harness::Size most : {harness::Size{3, 3}, harness::Size{10, 10}, largest}) {
            std::vector<typename TypeParam::Case> one_input;
            size_t edges = 0;
            for (int k = 0; k < 200; ++k) {
                const auto game = TypeParam::random_case(rng, most, harness::Promises::kept);
                const std::optional<ValidationError> error = harness::validate_cases(std::vector{game});
                ASSERT_FALSE(error) << error->format(TypeParam::facts.name);
                if (static_cast<std::int64_t>(one_input.size()) < limits.tests.high &&
                    static_cast<std::int64_t>(edges + harness::edge_count(game)) <= limits.edges_in_all_tests) {
                    edges += harness::edge_count(game);
                    one_input.push_back(game);
                }
            }
            EXPECT_GE(one_input.size(), 20u) << "as many as fit in one input";
            EXPECT_EQ(verdict(TypeParam::facts.name, harness::judge_input(one_input)), "valid");
        }
    });
}

// Promises::sometimes_broken cases are invalid exactly when they have one of
// the deliberate breaks (problems.hpp: deliberate_breaks), which are common
// enough to matter (5% at least) where the problem has any, and nothing else
// is wrong with them.
TEST_P(GeneratedCases, SometimesBrokenBreakOnlyTheDeliberatePromises) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        std::mt19937_64 rng(2014);
        size_t broken = 0;
        for (int k = 0; k < 2000; ++k) {
            const auto game = TypeParam::random_case(rng, {8, 8}, harness::Promises::sometimes_broken);
            const std::string input = harness::judge_input(std::vector{game});
            broken += harness::breaks_a_promise_on_purpose(game);
            EXPECT_EQ(harness::follows_statement(game), !harness::breaks_a_promise_on_purpose(game)) << input;
            EXPECT_TRUE(harness::follows_statement(harness::with_promises_kept(game))) << input;
        }
        if (*TypeParam::facts.deliberate_breaks == '\0')
            EXPECT_EQ(broken, 0u) << TypeParam::facts.name << " has no promise to break";
        else EXPECT_GT(broken, 100u) << TypeParam::facts.deliberate_breaks;
    });
}

// ---- the samples -------------------------------------------------------------------

// samples/<problem>/<name>.in is rejected when <name> starts with odd_
// (breaks a promise the judge files tolerate) or error_ (malformed), and
// accepted otherwise. All samples are checked; every mismatch is listed.
TEST(Samples, NamesSayWhetherTheValidatorAccepts) {
    size_t checked = 0;
    for (const harness::Problem& problem : harness::problems()) {
        for (const std::string& input : harness::sample_inputs(problem.name)) {
            std::string text;
            ASSERT_TRUE(harness::read_file(input, text)) << input;
            const std::string name = fs::path(input).stem().string();
            const bool must_be_rejected = name.rfind("odd_", 0) == 0 || name.rfind("error_", 0) == 0;
            const std::optional<ValidationError> error = problem.validate(text);
            ++checked;
            if (must_be_rejected) {
                EXPECT_TRUE(error.has_value())
                    << problem.name << "/" << name << ".in is accepted, but its name says it breaks the statement";
            } else {
                EXPECT_FALSE(error.has_value()) << problem.name << "/" << name
                                                << ".in is rejected, but its name does not start with odd_ or "
                                                   "error_: "
                                                << error->format(problem.name);
            }
        }
    }
    EXPECT_GE(checked, 3u);
}

// ---- the tool ----------------------------------------------------------------------

harness::RunResult run_validate(const std::vector<std::string>& arguments, const std::string& input) {
    std::vector<std::string> argv = {validate_exe()};
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return harness::run_process(argv, input, 30);
}

// Any problem will do for the tool's own behaviour: the registry's first.
std::string any_problem() { return harness::problems().front().name; }

TEST(ValidateTool, ValidInputExitsWith0AndPrintsNothing) {
    const std::string sample = harness::source_path("samples/" + any_problem() + "/statement.in");
    const harness::RunResult run = run_validate({any_problem()}, harness::file_text(sample));
    ASSERT_TRUE(run.exited) << run.err;
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, "");
}

TEST(ValidateTool, InvalidInputExitsWith1AndOneLineOnStderr) {
    for (const Rule& rule : rules()) {
        const harness::RunResult run = run_validate({rule.problem}, rule.input);
        ASSERT_TRUE(run.exited) << rule.name;
        EXPECT_EQ(run.exit_code, 1) << rule.name;
        EXPECT_EQ(run.out, "") << rule.name;
        EXPECT_EQ(run.err, rule.problem + ": line " + std::to_string(rule.line) + ", column " +
                               std::to_string(rule.column) + ": " + rule.message + "\n");
    }
}

TEST(ValidateTool, UnreadableInputExitsWith1) {
    // A directory as stdin: read() fails with EISDIR.
    const harness::RunResult run =
        harness::run_process({"sh", "-c", "exec \"$0\" \"$1\" < /", validate_exe(), any_problem()}, "", 30);
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(run.err, any_problem() + ": cannot read input: Is a directory\n");
}

TEST(ValidateTool, WrongUsageExitsWith2AndAUsageLine) {
    const std::vector<std::vector<std::string>> wrong_usages = {
        {}, {"hdu0000"}, {any_problem(), "input.txt"}, {"--frobnicate"}, {any_problem(), "--frobnicate"}};
    for (const auto& arguments : wrong_usages) {
        std::string shown;
        for (const auto& a : arguments) shown += a + " ";
        const harness::RunResult run = run_validate(arguments, "1\n1 1\n1\n");
        ASSERT_TRUE(run.exited) << shown;
        EXPECT_EQ(run.exit_code, 2) << shown;
        EXPECT_EQ(run.out, "") << shown;
        EXPECT_TRUE(run.err.rfind("validate: ", 0) == 0 && run.err.find('\n') + 1 == run.err.size() &&
                    run.err.find(" (validate --help shows the usage)\n") != std::string::npos)
            << shown << "\n"
            << run.err;
    }
}

TEST(ValidateTool, HelpPrintsUsageAndExitsWith0) {
    const harness::RunResult run = run_validate({"--help"}, "");
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out.rfind("usage: validate PROBLEM < INPUT", 0), 0u) << run.out;
    EXPECT_EQ(run.err, "");
}

}  // namespace
