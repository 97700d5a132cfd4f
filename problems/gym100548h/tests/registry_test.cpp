// gym100548h: its answer lines (the registry's generic checks: tests/registry_test.cpp).
#include <gtest/gtest.h>

#include "problems.hpp"

TEST(Registry, ChaseAnswerFormat) {
    EXPECT_EQ(harness::Chase::facts.answers.line(12, true), "Case #12: Yes");
    EXPECT_FALSE(harness::Chase::facts.answers.is_line("Case #0: Yes"));
    EXPECT_FALSE(harness::Chase::facts.answers.is_line("Case #01: Yes"));
    EXPECT_FALSE(harness::Chase::facts.answers.is_line("Case #: No"));
    EXPECT_FALSE(harness::Chase::facts.answers.is_line("Yes"));
}
