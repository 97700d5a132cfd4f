// hdu5165's test as the judge program reads it (harness/judge_reader.hpp),
// within the program's caps (its facts), with its messages.
#include "judge_reader.hpp"

namespace harness {

template <>
bool read_judge_case(JudgeReader& reader, FunnyGameCase& game) {
    int m = 0;
    if (!reader.read_n_and_m(kFunnyGameFacts.caps, game.n, m)) return false;
    game.functions.assign(m, std::vector<int>(game.n));
    for (int k = 0; k < m; ++k)
        for (int x = 0; x < game.n; ++x)
            if (!reader.read_named(DoubleIndexedName{"f_", k + 1, "(", x + 1, ")"}, 1, game.n, game.functions[k][x]))
                return false;
    return true;
}

}  // namespace harness
