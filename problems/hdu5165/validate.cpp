// The strict validator of hdu5165 judge inputs (harness/validate.hpp).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "problems/hdu5165/problem.hpp"
#include "strict_reader.hpp"

namespace harness {

namespace {

using namespace strict;

//   T; per test: "n m", then m lines of n values f_k(1) .. f_k(n) in 1..n.
//   (The ranges of T, n and m, here and below, are the problems' facts:
//   kFunnyGameFacts.statement, ... in facts.hpp, which the registry uses.)
void read_funny_games(Reader& in, std::vector<FunnyGameCase>* cases) {
    read_tests(in, kFunnyGameFacts, cases, [&](FunnyGameCase& game, std::int64_t) {
        const auto [n, m] = read_n_and_m(in, kFunnyGameFacts.statement);
        game.n = n;
        const auto note = [&game] { return " (n = " + std::to_string(game.n) + ")"; };
        for (int k = 1; k <= m; ++k) {
            std::vector<int> f;
            for (int i = 1; i <= n; ++i) {
                if (i > 1) in.read_space(n - i + 1, note);
                const auto name = [k, i] { return "f_" + std::to_string(k) + "(" + std::to_string(i) + ")"; };
                f.push_back(static_cast<int>(in.read_int(1, n, name)));
            }
            in.read_end_of_line(note);
            if (cases) game.functions.push_back(std::move(f));
        }
    });
}

}  // namespace

template <>
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<FunnyGameCase>* cases) {
    return strict::validate_with(text, cases, read_funny_games);
}

}  // namespace harness
