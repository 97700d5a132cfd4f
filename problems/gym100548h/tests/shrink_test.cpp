// gym100548h's shrinking steps (its shrink.cpp) and the shrinker's driver on its
// cases (the shared tests: tests/shrink_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "problems.hpp"
#include "shrink.hpp"

// The shrinker's check of the statement's promises is the strict validator's.
TEST(ShrinkDriver, ChasePromisesAreChecked) {
    harness::ChaseCase chase;
    chase.n = 3;
    chase.edges = {{1, 2}, {2, 3}};
    chase.x = 1;
    chase.y = 3;
    EXPECT_TRUE(harness::follows_statement(chase));
    chase.edges.push_back({1, 2});
    EXPECT_FALSE(harness::follows_statement(chase)) << "duplicate edge";
    chase.edges = {{2, 2}};
    EXPECT_FALSE(harness::follows_statement(chase)) << "self-loop";
    chase.edges = {{1, 2}};
    chase.y = 1;
    EXPECT_FALSE(harness::follows_statement(chase)) << "x == y";
}

// Even from an input outside the statement, the shrinker only ever tries
// inputs that validate, and ends on one.
TEST(ShrinkDriver, ChaseOnlyValidInputsAreTried) {
    harness::ChaseCase start;
    start.n = 4;
    start.edges = {{1, 2}, {2, 3}, {1, 2}, {3, 4}, {4, 1}};  // 1 -> 2 twice
    start.x = 1;
    start.y = 3;
    ASSERT_FALSE(harness::follows_statement(start));
    size_t tried = 0;
    auto still_fails = [&](const std::vector<harness::ChaseCase>& cases) {
        ++tried;
        EXPECT_TRUE(harness::follows_statement(cases)) << harness::judge_input(cases);
        return true;
    };
    const std::vector<harness::ChaseCase> shrunk = harness::shrink_cases<harness::ChaseCase>({start}, still_fails);
    EXPECT_GT(tried, 0u);
    EXPECT_TRUE(harness::follows_statement(shrunk)) << harness::judge_input(shrunk);
}
