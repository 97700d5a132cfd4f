// Where the stress tool's cases come from (harness/case_source.hpp): runs that
// are valid judge inputs within the statement's limits, one case first and
// doubling, sizes growing from tiny to the statement's n and m, the same
// cases for the same seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "case_source.hpp"
#include "problem_types.hpp"

namespace {

class StressCaseSource : public ::testing::TestWithParam<harness::Problem> {};
INSTANTIATE_TEST_SUITE_P(, StressCaseSource, ::testing::ValuesIn(harness::problems()), problem_types::name);

// All runs of a session of `total` cases.
template <class Problem>
std::vector<std::vector<typename Problem::Case>> session(std::uint64_t seed, long long total) {
    harness::CaseSource<Problem> source(seed, total);
    std::vector<std::vector<typename Problem::Case>> runs;
    long long tried = 0;
    while (tried < total) {
        runs.push_back(source.next_run(tried));
        if (runs.back().empty()) break;
        tried += static_cast<long long>(runs.back().size());
    }
    return runs;
}

// Every run passes the strict validator (so keeps the statement's limits on
// T and on the edges of one input), the runs hand out exactly the cases
// asked for, and runs grow 1, 2, 4, ... up to the bounds, which only the
// statement lowers (100 cases a run where the statement does not bound T).
TEST_P(StressCaseSource, RunsAreValidJudgeInputsOfDoublingLength) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const harness::RunBounds bounds;
        const long long total = 1000;
        const auto runs = session<TypeParam>(5, total);
        long long handed_out = 0;
        size_t longest = 0;
        for (size_t k = 0; k < runs.size(); ++k) {
            const auto& run = runs[k];
            ASSERT_FALSE(run.empty()) << "run " << k;
            handed_out += static_cast<long long>(run.size());
            longest = std::max(longest, run.size());
            EXPECT_LE(run.size(), size_t{1} << std::min<size_t>(k, 20)) << "run " << k;
            const std::optional<harness::ValidationError> error = harness::validate_cases(run);
            ASSERT_FALSE(error.has_value()) << "run " << k << ": " << error->format(TypeParam::facts.name);
            if (run.size() > 1) { EXPECT_LE(harness::judge_input(run).size(), bounds.bytes) << "run " << k; }
        }
        EXPECT_EQ(handed_out, total);
        EXPECT_EQ(runs[0].size(), 1u);
        EXPECT_EQ(longest,
                  static_cast<size_t>(std::min<std::int64_t>(bounds.cases, TypeParam::facts.statement.tests.high)));
    });
}

// The generator's bounds grow with the square of the share done, from 3 to
// the statement's n and m; the cases follow them.
TEST_P(StressCaseSource, SizesGrowFromTinyToTheStatementsLimits) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        const harness::Bounds& limits = TypeParam::facts.statement;
        const harness::Size first = harness::CaseSource<TypeParam>::most_at(0);
        const harness::Size half = harness::CaseSource<TypeParam>::most_at(0.5);
        const harness::Size last = harness::CaseSource<TypeParam>::most_at(1);
        EXPECT_EQ(first.n, 3);
        EXPECT_EQ(first.m, 3);
        EXPECT_EQ(last.n, limits.n.high);
        EXPECT_EQ(last.m, std::min<std::int64_t>(limits.m.high, 1 << 30));
        EXPECT_NEAR(half.n, 3 + (limits.n.high - 3) / 4.0, 1);

        const auto runs = session<TypeParam>(6, 400);
        EXPECT_LE(harness::vertex_count(runs[0][0]), 6) << "the first case is tiny";
        int largest = 0;
        for (const auto& run : runs)
            for (const auto& game : run) largest = std::max(largest, harness::vertex_count(game));
        EXPECT_GT(largest, limits.n.high / 2) << "the last cases reach towards the limits";
    });
}

TEST_P(StressCaseSource, SameSeedSameCases) {
    problem_types::visit(GetParam(), [&](auto entry) {
        using TypeParam = decltype(entry);
        auto text = [](const auto& runs) {
            std::string all;
            for (const auto& run : runs) all += harness::judge_input(run);
            return all;
        };
        EXPECT_EQ(text(session<TypeParam>(8, 200)), text(session<TypeParam>(8, 200)));
        EXPECT_NE(text(session<TypeParam>(8, 200)), text(session<TypeParam>(9, 200)));
    });
}

}  // namespace
