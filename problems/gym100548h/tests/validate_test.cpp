// gym100548h's strict validator at the statement's limits (the shared tests:
// tests/validate_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>

#include "validate_support.hpp"

namespace {

using namespace validate_support;

TEST(Validator, ChaseAcceptsInputsAtTheStatementsLimits) {
    // gym100548h: n = 100 with all n(n-1) edges, and T above 200 (the
    // statement does not bound it); an edge and its reverse; the same edge in
    // two tests.
    std::string chase = "1001\n100 9900\n";
    for (int b = 1; b <= 100; ++b)
        for (int e = 1; e <= 100; ++e)
            if (b != e) chase += std::to_string(b) + " " + std::to_string(e) + "\n";
    chase += "100 1\n" + repeated("2 2\n1 2\n2 1\n2 1\n", 1000);
    EXPECT_EQ(verdict("gym100548h", chase), "valid");
}

TEST(Validator, ChaseHasNoBoundOnT) {
    const std::string digits(1 << 20, '7');
    EXPECT_EQ(verdict("gym100548h", digits + "\n"),
              "gym100548h: line 2, column 1: expected an integer for n, found end of file");
}

}  // namespace
