// hdu7399: its answer lines (the registry's generic checks: tests/registry_test.cpp).
#include <gtest/gtest.h>

#include "problems.hpp"

TEST(Registry, BipartiteGameAnswerFormat) {
    EXPECT_EQ(harness::BipartiteGame::facts.answers.line(3, false), "No");
    EXPECT_EQ(harness::BipartiteGame::facts.answers.line(3, true), "Yes");
    EXPECT_FALSE(harness::BipartiteGame::facts.answers.is_line("YES"));
}
