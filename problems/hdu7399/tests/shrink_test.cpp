// hdu7399's shrinking steps (its shrink.cpp) and the shrinker's driver on its
// cases (the shared tests: tests/shrink_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "problems.hpp"
#include "shrink.hpp"

// The shrinker's check of the statement's promises is the strict validator's.
TEST(ShrinkDriver, BipartiteGamePromisesAreChecked) {
    harness::BipartiteGameCase bipartite;
    bipartite.n = bipartite.m = 1;
    bipartite.gg_out = {{0}};
    bipartite.yy_out = {{0}};
    EXPECT_TRUE(harness::follows_statement(bipartite));
    bipartite.gg_out = {{0, 0}};
    EXPECT_FALSE(harness::follows_statement(bipartite)) << "duplicate edge";
    bipartite.gg_out = {{1}};
    EXPECT_FALSE(harness::follows_statement(bipartite)) << "index out of range";
}
