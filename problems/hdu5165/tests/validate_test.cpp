// hdu5165's strict validator at the statement's limits (the shared tests:
// tests/validate_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>

#include "validate_support.hpp"

namespace {

using namespace validate_support;

TEST(Validator, FunnyGameAcceptsInputsAtTheStatementsLimits) {
    // hdu5165: T = 200, n = m = 100 (and n = 1).
    std::string funny = "200\n100 100\n" + repeated(sequence_line(1, 100), 100);
    for (int test = 2; test <= 200; ++test) funny += "1 1\n1\n";
    EXPECT_EQ(verdict("hdu5165", funny), "valid");
}

TEST(Validator, FunnyGameLongNumberIsShownCut) {
    const std::string digits(1 << 20, '7');
    const std::optional<harness::ValidationError> error = harness::validate_input("hdu5165", digits + "\n");
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->message, "T = " + std::string(20, '7') + "...(1048576 digits) violates the range [1, 200]");
}

}  // namespace
