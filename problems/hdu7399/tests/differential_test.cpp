// hdu7399's generated cases that break a promise on purpose (duplicate edges),
// compared with the brute force (tests/differential_test.cpp).
#include <gtest/gtest.h>

#include "differential_support.hpp"
#include "problems.hpp"

namespace {

TEST(DifferentialBrokenPromises, BipartiteGameCasesWithDuplicateEdgesMatchBruteForce) {
    differential_support::expect_broken_promises_match_brute_force<harness::BipartiteGame>();
}

}  // namespace
