// gym100548h's generated cases that break a promise on purpose (duplicate edges, self-loops or x == y),
// compared with the brute force (tests/differential_test.cpp).
#include <gtest/gtest.h>

#include "differential_support.hpp"
#include "problems.hpp"

namespace {

TEST(DifferentialBrokenPromises, ChaseCasesWithDuplicateEdgesSelfLoopsOrXEqualToYMatchBruteForce) {
    differential_support::expect_broken_promises_match_brute_force<harness::Chase>();
}

}  // namespace
