// The judge tool's growth, hunt and failure reports (tools/judge.cpp), run
// as a process on real programs: programs of known cost (synthetic.cpp)
// get the exponent of their work; each problem's slow-by-design solution
// grows faster than the plain one on the family it fails; the hunt finds
// the one pattern that makes a program slow; a time limit exceeded says how
// far over; a wrong answer names the test case and the file; --all explains
// every failure. Margins are wide, for a loaded machine: exponents within
// 0.3, budgets of seconds.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "judge_support.hpp"
#include "problem_types.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

using namespace judge_support;

double number(const std::string& json, const std::string& key) { return std::atof(json_value(json, key).c_str()); }

// The numbers of a JSON list "key": [a, b, ...].
std::vector<double> numbers(const std::string& json, const std::string& key) {
    std::vector<double> values;
    const std::size_t at = json.find("\"" + key + "\": [");
    if (at == std::string::npos) return values;
    std::istringstream list(json.substr(at + key.size() + 5, json.find(']', at) - at - key.size() - 5));
    for (std::string item; std::getline(list, item, ',');) values.push_back(std::atof(item.c_str()));
    return values;
}

// Whether text is well-formed XML as far as an SVG file needs: one root,
// every tag closed in order, attributes quoted, entities known; else what
// is wrong.
std::string xml_trouble(const std::string& text) {
    std::vector<std::string> open;
    std::size_t at = text.compare(0, 5, "<?xml") == 0 ? text.find("?>") + 2 : 0;
    int roots = 0;
    while ((at = text.find('<', at)) != std::string::npos) {
        const std::size_t end = text.find('>', at);
        if (end == std::string::npos) return "a tag is not closed";
        const std::string tag = text.substr(at + 1, end - at - 1);
        at = end + 1;
        if (tag.empty()) return "an empty tag";
        if (tag[0] == '/') {
            if (open.empty() || open.back() != tag.substr(1)) return "</" + tag.substr(1) + "> out of order";
            open.pop_back();
            continue;
        }
        const std::string name = tag.substr(0, tag.find_first_of(" /"));
        if (std::count(tag.begin(), tag.end(), '"') % 2 != 0) return "an attribute of <" + name + "> not quoted";
        if (open.empty()) ++roots;
        if (tag.back() != '/') open.push_back(name);
    }
    for (std::size_t amp = text.find('&'); amp != std::string::npos; amp = text.find('&', amp + 1)) {
        bool known = false;
        for (const std::string entity : {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"})
            known = known || text.compare(amp, entity.size(), entity) == 0;
        if (!known) return "an unknown entity";
    }
    if (!open.empty()) return "<" + open.back() + "> never closed";
    if (roots != 1) return std::to_string(roots) + " root elements";
    return "";
}

// The problem whose statement lets an input hold the most test cases
// (repeating cases makes a run long enough to measure).
std::string roomiest_problem() {
    const harness::Problem* best = &harness::problems().front();
    for (const harness::Problem& problem : harness::problems())
        if (problem.statement.tests.high > best->statement.tests.high) best = &problem;
    return best->name;
}

// The first family --list names whose size is n (the first number of each
// test case in every problem's input), and that size.
std::pair<std::string, int> family_sized_by_n(const std::string& problem) {
    const harness::RunResult list = judge({problem, "--list"});
    std::istringstream lines(list.out.substr(list.out.find("\nfamilies ") + 1));
    std::string line;
    std::getline(lines, line);
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        std::string slug, size_name, equals;
        int size = 0;
        words >> slug >> size_name >> equals >> size;
        if (size_name == "n" && size >= 40) return {slug, size};
    }
    return {"", 0};
}

// The steps of work per test case of `synthetic KIND` at n, per unit.
double steps_of(const std::string& kind, double n) {
    if (kind == "nlogn") return n * std::log2(n + 1);
    return std::pow(n, kind == "n" ? 1 : kind[1] - '0');
}

class JudgeGrowthOfKnownWork : public ::testing::TestWithParam<std::string> {};
INSTANTIATE_TEST_SUITE_P(, JudgeGrowthOfKnownWork, ::testing::Values("n", "nlogn", "n2", "n3"),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

// A program whose work per test case is exactly n, n log n, n^2 or n^3
// gets that exponent (the slope of its work over the sizes measured), with
// the JSON's fields and a well-formed chart.
TEST_P(JudgeGrowthOfKnownWork, ItsExponentIsTheSlopeOfItsWork) {
    const std::string problem = roomiest_problem(), kind = GetParam();
    const auto [family, size] = family_sized_by_n(problem);
    ASSERT_FALSE(family.empty()) << "no family of " << problem << " grows in n";
    ScratchFolder scratch;
    const std::string unit = std::to_string(std::max(1.0, 3e6 / steps_of(kind, size)));
    const std::string plot = scratch.path() + "/" + kind + ".svg";
    const harness::RunResult run = judge({problem, "--growth", family, "--plot", plot, "--json", "-", "--",
                                          harness::build_path("tests/synthetic"), kind, unit});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const std::vector<double> sizes = numbers(run.out, "sizes");
    ASSERT_GE(sizes.size(), 6u) << run.out;
    const double slope =
        std::log(steps_of(kind, sizes.back()) / steps_of(kind, sizes.front())) / std::log(sizes.back() / sizes.front());
    EXPECT_NEAR(number(run.out, "exponent"), slope, 0.3) << run.out << run.err;
    for (const char* key : {"family", "times_s", "exponent_error", "plain_exponent", "predicted_s"})
        EXPECT_NE(run.out.find(std::string("\"") + key + "\": "), std::string::npos) << key << "\n" << run.out;
    EXPECT_EQ(xml_trouble(harness::file_text(plot)), "") << plot;
    EXPECT_TRUE(contains(run.err, " inputs: yours grows as n^")) << run.err;
}

TEST(JudgeGrowth, AFamilyThatIsNotThereIsAUsageError) {
    const std::string problem = harness::problems().front().name;
    const harness::RunResult run = judge({problem, "--growth", "no-such-family", "--", "true"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    EXPECT_TRUE(contains(run.err, "--list names them")) << run.err;
}

// ---- each problem ------------------------------------------------------------

class JudgeGrowthOnEachProblem : public ::testing::TestWithParam<harness::Problem> {
protected:
    std::string name() const { return GetParam().name; }
};
INSTANTIATE_TEST_SUITE_P(, JudgeGrowthOnEachProblem, ::testing::ValuesIn(harness::problems()), problem_types::name);

// The slow-by-design solution on the family of the first worst test it
// fails: its exponent at least 0.7 above the plain solution's.
TEST_P(JudgeGrowthOnEachProblem, TheSlowSolutionGrowsFasterThanThePlainOneWhereItFails) {
    const std::string slow = harness::built_submission(GetParam(), "time_limit_exceeded/slow");
    const harness::RunResult judged =
        judge({name(), "--tests", "worst-*", "--time-limit", "1", "--no-growth", "--json", "-", "--", slow});
    ASSERT_EQ(json_value(judged.out, "verdict"), "TLE") << judged.err;
    const std::string failed = json_value(judged.out.substr(judged.out.find("\"failures\"")), "name");
    const harness::RunResult run = judge({name(), "--growth", failed, "--time-limit", "1", "--json", "-", "--", slow});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_GE(numbers(run.out, "sizes").size(), 6u) << run.out;
    EXPECT_GE(number(run.out, "exponent") - number(run.out, "plain_exponent"), 0.7) << failed << "\n"
                                                                                    << run.out << run.err;
}

// A program slow only where a line reads "1 2": the hunt, from random
// cases only, finds such an input over the limit and shrinks it.
TEST_P(JudgeGrowthOnEachProblem, TheHuntFindsThePatternThatMakesAProgramSlow) {
    ScratchFolder scratch;
    const std::string file = scratch.path() + "/slowest.in";
    const harness::RunResult run =
        judge({name(), "--hunt", "--budget", "30", "--hunt-from", "random", "--time-limit", "0.3", "--hunt-file", file,
               "--json", "-", "--", harness::build_path("tests/synthetic"), "pattern", "0.8"});
    EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_EQ(json_value(run.out, "over_limit"), "true") << run.out << run.err;
    EXPECT_EQ(json_value(run.out, "input"), file);
    for (const char* key : {"time_s", "plain_time_s", "evaluations"})
        EXPECT_GT(number(run.out, key), 0) << key << "\n" << run.out;
    for (const std::string& written : {file, json_value(run.out, "shrunk_input")}) {
        if (written.empty()) continue;
        const std::string text = harness::file_text(written);
        EXPECT_NE(text.find("\n1 2\n"), std::string::npos) << written << ":\n" << text.substr(0, 2000);
        EXPECT_FALSE(harness::validate_input(name(), text).has_value()) << written;
    }
    EXPECT_LE(number(run.out, "shrunk_cases"), 2) << run.out;
}

// ---- the reports of a failure ---------------------------------------------------

class JudgeReportOnEachProblem : public ::testing::TestWithParam<harness::Problem> {
protected:
    std::string name() const { return GetParam().name; }
};
INSTANTIATE_TEST_SUITE_P(, JudgeReportOnEachProblem, ::testing::ValuesIn(harness::problems()), problem_types::name);

// A program past the limit keeps running up to five times it: the line says
// how far over, and the JSON holds the time used and the --scale that
// would pass.
TEST(JudgeReport, ATimeLimitExceededSaysHowFarOver) {
    const std::string problem = harness::problems().front().name;
    const harness::RunResult run = judge({problem, "--tests", "sample", "--time-limit", "0.5", "--json", "-", "--",
                                          harness::build_path("tests/synthetic"), "spin", "1.2"});
    EXPECT_EQ(json_value(run.out, "verdict"), "TLE") << run.err;
    EXPECT_TRUE(contains(run.err, "x the 0.50 s limit")) << run.err;
    const std::string failure = run.out.substr(run.out.find("\"failures\""));
    EXPECT_GE(number(failure, "time_s"), 1.0) << run.out;
    EXPECT_LT(number(failure, "time_s"), 2.5) << run.out;
    EXPECT_GE(number(failure, "scale_to_pass"), 2.0) << run.out;
    EXPECT_TRUE(contains(run.err, "would let it pass this test")) << run.err;
}

// With --all, every failing test is explained, each by its number in the
// whole set; the summary names the first failing test case, and the JSON
// holds each one's description, answers and shrunk input.
TEST_P(JudgeReportOnEachProblem, WithAllEveryWrongAnswerIsExplained) {
    const harness::RunResult run =
        judge({name(), "--all", "--tests", "sample,trap-*,random-01", "--json", "-", "--",
               harness::build_path("tests/flip_answers_" + name()), harness::build_path(name())});
    ASSERT_EQ(json_value(run.out, "verdict"), "WA") << run.err;
    int failed = 0;
    for (const auto& [test, verdict] : test_verdicts(run.out)) failed += verdict != "AC";
    const std::string failures = run.out.substr(run.out.find("\"failures\""));
    int explained = 0;
    for (std::size_t at = run.err.find("\n== test "); at != std::string::npos; at = run.err.find("\n== test ", at + 1))
        ++explained;
    EXPECT_EQ(explained, failed) << run.err;
    EXPECT_EQ(static_cast<int>(std::count(failures.begin(), failures.end(), '{')), failed) << failures;
    for (const char* key : {"description", "expected", "got", "shrunk_input"})
        EXPECT_FALSE(json_value(failures, key).empty()) << key << "\n" << failures;
    const std::string test_case = json_value(failures, "test_case");
    const std::string entry =
        run.out.substr(run.out.find("\"name\": " + harness::double_quoted(json_value(failures, "name"))));
    const std::string cases = json_value(entry, "cases");
    const std::string said = "(" + json_value(failures, "name") + ", " +
                             (cases == "1" ? std::string() : "test case " + test_case + " of " + cases + ": ") +
                             json_value(failures, "test_case_size") + ")";
    EXPECT_TRUE(contains(run.err, "Wrong answer on test " + json_value(failures, "test") + " " + said)) << said << "\n"
                                                                                                        << run.err;
}

// A wrong FILE's output is named by the file, not by its build folder.
TEST_P(JudgeReportOnEachProblem, AWrongAnswerNamesTheUsersFile) {
    const std::string source =
        harness::source_path("problems/" + name() + "/submissions/wrong_answer/stress_wrong.cpp");
    const harness::RunResult run = judge({name(), source});
    // A wrong answer, as its folder (wrong_answer/) expects: exit status 0.
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_TRUE(contains(run.out, "Wrong answer on test ")) << run.out;
    EXPECT_TRUE(contains(run.out, "== output of " + source + " ==")) << run.out;
}

// --tests keeps each test's number in the whole set, as --list numbers it;
// --list says "1 case".
TEST_P(JudgeReportOnEachProblem, SelectedTestsKeepTheirNumbers) {
    const harness::RunResult list = judge({name(), "--list"});
    EXPECT_EQ(list.out.find(" 1 cases"), std::string::npos) << list.out;
    const std::size_t at = list.out.find("  worst-");
    ASSERT_NE(at, std::string::npos) << list.out;
    const int first_worst = std::atoi(list.out.substr(list.out.rfind('\n', at) + 1).c_str());
    ASSERT_GT(first_worst, 1);
    const harness::RunResult run = judge(
        {name(), "--tests", "worst-*", "--json", "-", "--", harness::built_submission(GetParam(), "accepted/plain")});
    EXPECT_EQ(number(run.out, "number"), first_worst) << run.out;
    EXPECT_TRUE(
        contains(run.err, "\n" + std::string(first_worst < 10 ? "  " : " ") + std::to_string(first_worst) + "  worst-"))
        << run.err;
}

}  // namespace
