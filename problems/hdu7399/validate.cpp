// The strict validator of hdu7399 judge inputs (harness/validate.hpp).
#include <algorithm>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "problems/hdu7399/problem.hpp"
#include "strict_reader.hpp"

namespace harness {

namespace {

using namespace strict;

//   t; per test: "n m", then n lines "k p_1 .. p_k" (0 <= p_j < m) for
//   u_0 .. u_{n-1} and m lines "w q_1 .. q_w" (0 <= q_j < n) for v_0 ..
//   v_{m-1}; no duplicate edges; the edges of all tests within the bound.
class BipartiteReader {
public:
    explicit BipartiteReader(Reader& in) : in_(in) {}

    // The adjacency line of u_index (side 'u': "k p_1 .. p_k", targets v_j
    // with j < targets) or of v_index (side 'v': "w q_1 .. q_w", targets u_j).
    std::vector<int> read_line(char side, int index, int targets) {
        const char target_side = side == 'u' ? 'v' : 'u';
        const char* const count_name = side == 'u' ? "k" : "w";
        const char* const element = side == 'u' ? "p" : "q";
        const auto from = [side, index] { return std::string(1, side) + "_" + std::to_string(index); };
        const auto count_label = [&] { return count_name + (" of " + from()); };
        const Integer count = in_.read_at_least(0, count_label);
        if (count.value > kEdgeLimit - edges_)
            in_.fail_at(count.begin, count_label() + " = " + count.shown() + " makes at least " +
                                         std::to_string(kEdgeLimit + 1) +
                                         " edges in all tests (the statement requires fewer)");
        edges_ += count.value;
        const auto note = [&] { return " (" + count_label() + " = " + count.shown() + ")"; };
        std::vector<int> list;
        for (std::int64_t j = 1; j <= count.value; ++j) {
            in_.read_space(count.value - j + 1, note);
            const auto name = [&] { return element + ("_" + std::to_string(j)) + " of " + from(); };
            const Integer target = in_.read_integer_in(0, targets - 1, name);
            const auto at = static_cast<std::size_t>(target.value);
            if (seen_on_line_[at] == in_.line())
                in_.fail_at(target.begin, "duplicate edge " + from() + " -> " + target_side + "_" +
                                              std::to_string(target.value) + " (also " + element + "_" +
                                              std::to_string(seen_as_[at]) + " of " + from() + ")");
            seen_on_line_[at] = in_.line();
            seen_as_[at] = j;
            list.push_back(static_cast<int>(target.value));
        }
        in_.read_end_of_line(note);
        return list;
    }

private:
    static constexpr std::int64_t kEdgeLimit = kBipartiteGameFacts.statement.edges_in_all_tests;
    static constexpr auto kMaxSide =
        static_cast<std::size_t>(std::max(kBipartiteGameFacts.statement.n.high, kBipartiteGameFacts.statement.m.high));

    Reader& in_;
    std::int64_t edges_ = 0;  // over all tests so far
    // Per target index: the line it was last listed on, and as which element.
    std::vector<std::size_t> seen_on_line_ = std::vector<std::size_t>(kMaxSide, 0);
    std::vector<std::int64_t> seen_as_ = std::vector<std::int64_t>(kMaxSide, 0);
};

void read_bipartite_games(Reader& in, std::vector<BipartiteGameCase>* cases) {
    BipartiteReader lines(in);
    read_tests(in, kBipartiteGameFacts, cases, [&](BipartiteGameCase& game, std::int64_t) {
        std::tie(game.n, game.m) = read_n_and_m(in, kBipartiteGameFacts.statement);
        for (int w = 0; w < game.n + game.m; ++w) {
            const bool gg = w < game.n;
            std::vector<int> list = lines.read_line(gg ? 'u' : 'v', gg ? w : w - game.n, gg ? game.m : game.n);
            if (cases) (gg ? game.gg_out : game.yy_out).push_back(std::move(list));
        }
    });
}

}  // namespace

template <>
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<BipartiteGameCase>* cases) {
    return strict::validate_with(text, cases, read_bipartite_games);
}

}  // namespace harness
