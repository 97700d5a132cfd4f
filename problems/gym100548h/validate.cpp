// The strict validator of gym100548h judge inputs (harness/validate.hpp).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "problems/gym100548h/problem.hpp"
#include "strict_reader.hpp"

namespace harness {

namespace {

using namespace strict;

//   T (no upper bound); per test: "n m" (also m <= n(n-1)), m lines "b e"
//   (1 <= b, e <= n, b != e, no edge twice), then "x y" (1 <= x, y <= n,
//   x != y).
void read_chases(Reader& in, std::vector<ChaseCase>* cases) {
    const Bounds& limits = kChaseFacts.statement;
    // Per edge (b, e): the test that last listed it, and on which line; a
    // stamp per test keeps the check O(1) without clearing the table.
    constexpr auto kMaxN = static_cast<int>(kChaseFacts.statement.n.high);
    std::vector<std::int64_t> seen_in_test((kMaxN + 1) * (kMaxN + 1), 0);
    std::vector<std::size_t> seen_on_line((kMaxN + 1) * (kMaxN + 1), 0);
    read_tests(in, kChaseFacts, cases, [&](ChaseCase& game, std::int64_t test) {
        game.n = static_cast<int>(read_in(in, limits.n, "n"));
        in.read_space(1);
        const std::int64_t most_edges = std::min(limits.m.high, static_cast<std::int64_t>(game.n) * (game.n - 1));
        const std::int64_t m = in.read_int(limits.m.low, most_edges, "m");
        in.read_end_of_line();
        for (std::int64_t j = 1; j <= m; ++j) {
            const Integer b = in.read_integer_in(1, game.n, [j] { return "b of edge " + std::to_string(j); });
            in.read_space(1);
            const Integer e = in.read_integer_in(1, game.n, [j] { return "e of edge " + std::to_string(j); });
            if (b.value == e.value)
                in.fail_at(b.begin, "self-loop " + std::to_string(b.value) + " -> " + std::to_string(e.value));
            const auto index = static_cast<std::size_t>(b.value * (kMaxN + 1) + e.value);
            if (seen_in_test[index] == test)
                in.fail_at(b.begin, "duplicate edge " + std::to_string(b.value) + " -> " + std::to_string(e.value) +
                                        " (also on line " + std::to_string(seen_on_line[index]) + ")");
            seen_in_test[index] = test;
            seen_on_line[index] = in.line();
            in.read_end_of_line();
            if (cases) game.edges.emplace_back(static_cast<int>(b.value), static_cast<int>(e.value));
        }
        game.x = static_cast<int>(in.read_int(1, game.n, "x"));
        in.read_space(1);
        const Integer y = in.read_integer_in(1, game.n, "y");
        if (y.value == game.x)
            in.fail_at(y.begin, "x == y (both are " + std::to_string(game.x) + "; the statement requires x != y)");
        game.y = static_cast<int>(y.value);
        in.read_end_of_line();
    });
}

}  // namespace

template <>
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<ChaseCase>* cases) {
    return strict::validate_with(text, cases, read_chases);
}

}  // namespace harness
