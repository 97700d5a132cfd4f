// hdu5165: its answer lines (the registry's generic checks: tests/registry_test.cpp).
#include <gtest/gtest.h>

#include "problems.hpp"

TEST(Registry, FunnyGameAnswerFormat) {
    EXPECT_EQ(harness::FunnyGame::facts.answers.line(3, true), "YES");
    EXPECT_EQ(harness::FunnyGame::facts.answers.line(3, false), "NO");
    EXPECT_FALSE(harness::FunnyGame::facts.answers.is_line("Yes"));
}
