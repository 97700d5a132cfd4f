// hdu7399's strict validator at the statement's limits (the shared tests:
// tests/validate_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>

#include "validate_support.hpp"

namespace {

using namespace validate_support;

TEST(Validator, BipartiteGameAcceptsInputsAtTheStatementsLimits) {
    // hdu7399: n = m = 300, every u points to every v, empty lists (k = 0),
    // the same target on different lines.
    std::string bipartite =
        "2\n300 300\n" + repeated("300 " + sequence_line(0, 299), 300) + repeated("1 0\n", 300) + "1 1\n0\n0\n";
    EXPECT_EQ(verdict("hdu7399", bipartite), "valid");
}

// Three tests of t = 3 with `edges_in_third` edges in the third, on full
// 300 x 300 graphs otherwise: 360000 edges in the first two.
std::string many_edges(int edges_in_third, size_t& line_of_last_list) {
    std::string text = "3\n";
    const std::string full = "300 " + sequence_line(0, 299);
    for (int test = 0; test < 2; ++test) text += "300 300\n" + repeated(full, 600);
    text += "300 300\n";
    size_t line = 1 + 2 * 601 + 1;
    int left = edges_in_third;
    for (int list = 0; list < 600; ++list) {
        const int degree = std::min(left, 300);
        left -= degree;
        text += degree == 0 ? "0\n" : std::to_string(degree) + " " + sequence_line(0, degree - 1);
        ++line;
        if (degree > 0) line_of_last_list = line;
    }
    return text;
}

TEST(Validator, BipartiteGameFewerThanHalfAMillionEdgesOverAllTests) {
    size_t line = 0;
    EXPECT_EQ(verdict("hdu7399", many_edges(139999, line)), "valid");
    const std::optional<harness::ValidationError> error = harness::validate_input("hdu7399", many_edges(140000, line));
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->line, line);
    EXPECT_EQ(error->column, 1u);
    EXPECT_EQ(error->message,
              "w of v_166 = 200 makes at least 500000 edges in all tests (the statement requires fewer)");
}

}  // namespace
