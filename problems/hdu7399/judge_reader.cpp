// hdu7399's test as the judge program reads it (harness/judge_reader.hpp),
// within the program's caps (its facts), with its messages.
#include "judge_reader.hpp"

namespace harness {

template <>
bool read_judge_case(JudgeReader& reader, BipartiteGameCase& game) {
    constexpr int kEdges = static_cast<int>(kBipartiteGameFacts.caps.edges_per_test);
    if (!reader.read_n_and_m(kBipartiteGameFacts.caps, game.n, game.m)) return false;
    game = BipartiteGameCase::edgeless(game.n, game.m);
    long long edges = 0;
    for (int w = 0; w < game.n + game.m; ++w) {
        const bool gg = w < game.n;
        const int index = gg ? w : w - game.n;
        std::vector<int>& out = gg ? game.gg_out[index] : game.yy_out[index];
        int degree = 0;
        // Up to the edges left for the test: the judge program words the cap so.
        if (!reader.read_named(IndexedName{gg ? "k of u_" : "w of v_", index, ""}, 0, kEdges - static_cast<int>(edges),
                               degree))
            return false;
        edges += degree;
        out.resize(degree);
        for (int j = 1; j <= degree; ++j)
            if (!reader.read_named(DoubleIndexedName{gg ? "p_" : "q_", j, gg ? " of u_" : " of v_", index}, 0,
                                   (gg ? game.m : game.n) - 1, out[j - 1]))
                return false;
    }
    return true;
}

}  // namespace harness
