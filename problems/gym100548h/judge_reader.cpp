// gym100548h's test as the judge program reads it (harness/judge_reader.hpp),
// within the program's caps (its facts), with its messages.
#include "judge_reader.hpp"

namespace harness {

template <>
bool read_judge_case(JudgeReader& reader, ChaseCase& game) {
    int m = 0;
    if (!reader.read_n_and_m(kChaseFacts.caps, game.n, m)) return false;
    game.edges.resize(m);
    for (int i = 0; i < m; ++i)
        if (!reader.read_named(IndexedName{"b of edge ", i + 1, ""}, 1, game.n, game.edges[i].first) ||
            !reader.read_named(IndexedName{"e of edge ", i + 1, ""}, 1, game.n, game.edges[i].second))
            return false;
    return reader.read("x", 1, game.n, game.x) && reader.read("y", 1, game.n, game.y);
}

}  // namespace harness
