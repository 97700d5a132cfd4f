// gym100548h's certificates (tests/certificate_test.cpp checks them for every
// problem): the lies told with them (corruptions_of); a Yes on the largest
// cycle, a listed position Alice leaves, and games past the statement's n.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "certificate_support.hpp"
#include "families.hpp"
#include "problems.hpp"

namespace {

using namespace certificate_support;

// Bob escapes on a long cycle, two steps behind Alice: rows of bits of n/4 =
// 500 digits, a Yes at the largest n.
TEST(CertificateChase, AYesOnTheLargestCycleIsProven) {
    harness::ChaseCase cycle;
    cycle.n = 2000, cycle.x = 1, cycle.y = 3;
    for (int v = 1; v <= cycle.n; ++v) cycle.edges.push_back({v, v % cycle.n + 1});
    EXPECT_EQ(explain_and_check<harness::Chase>({cycle}, false), "");
}

// A listed position (b, a) from which Alice can leave what Bob can answer is
// caught, whether the checker looks for such a's one by one (3 listed a's, 3
// vertices out of ok[b]) or from the vertices out of ok[b] (5 listed, 3 out).
// Bob runs on 1 -> 2 -> 3 -> 1, Alice on a cycle of her own from 4; the lie
// is (2, 3): Alice's 3 -> 1 leads to (2, 1), which no move of Bob's from 2
// answers.
TEST(CertificateChase, APositionAliceLeavesIsCaughtEitherWay) {
    const std::string expected =
        "gym100548h: certificate, test 1: at (2,3) Alice's 3 -> 1 leads to (2,1), where Bob has "
        "no move to a listed position\n";
    const std::string small = "1\n5 5\n1 2\n2 3\n3 1\n4 5\n5 4\n1 4\n";            // rows {4, 5}: "81"
    const std::string large = "1\n7 7\n1 2\n2 3\n3 1\n4 5\n5 6\n6 7\n7 4\n1 4\n";  // rows {4, ..., 7}: "87"
    EXPECT_EQ(run_checker("gym100548h", small, "test 1 Yes\nsafe 3\n1 81\n2 81\n3 81\n").exit_code, 0);
    EXPECT_EQ(run_checker("gym100548h", large, "test 1 Yes\nsafe 3\n1 87\n2 87\n3 87\n").exit_code, 0);
    for (const auto& [input, lie] :
         {std::pair<std::string, std::string>{small, "test 1 Yes\nsafe 3\n1 81\n2 c1\n3 81\n"},
          std::pair<std::string, std::string>{large, "test 1 Yes\nsafe 3\n1 87\n2 c7\n3 87\n"}}) {
        const harness::RunResult checked = run_checker("gym100548h", input, lie);
        EXPECT_EQ(checked.exit_code, 1) << lie;
        EXPECT_EQ(checked.err, expected) << lie;
    }
}

// Past the statement's n, up to the judge programs' caps: a cycle and tiny
// tests on 2000 vertices; and past n = 128, where the judge's rows have more
// than two 64-bit words and take its general path (rows of one or two words
// are worked in registers).
TEST(CertificateChase, LargerThanTheStatementIsExplainedLikeTheJudgeAndProven) {
    auto cases = [](const std::string& family, std::uint64_t seed, int tests, int n) {
        return harness::family_named<harness::ChaseCase>(nullptr, family).make(seed, tests, n);
    };
    EXPECT_EQ(explain_and_check<harness::Chase>(cases("cycle (memory)", 0, 1, 2000), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(cases("tiny tests (1 edge), n = 2", 0, 20000, 2000), false, 20000), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(cases("sparse random", 36, 60, 300), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(cases("random G(n,p), p = .05", 37, 20, 300), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(cases("bipartite (late Yes), deg 4", 38, 10, 300), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(cases("bipartite, random starts, d = 3", 39, 40, 300), false), "");
    // Levels on the general path: a 17 x 17 grid (period 2), a cycle with chords.
    EXPECT_EQ(explain_and_check<harness::Chase>(cases("grid, both ways", 40, 30, 17), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(cases("cycle + chords", 41, 40, 300), false), "");
}

Corruptions corruptions(const harness::ChaseCase& game, const Lines& cert) {
    Corruptions out;
    add_common(out, cert, harness::Chase::facts.answers);
    if (game.x == game.y) return out;
    auto non_edge_from = [&](long from) {
        for (int to = 1; to <= game.n; ++to)
            if (std::find(game.edges.begin(), game.edges.end(), std::make_pair(static_cast<int>(from), to)) ==
                game.edges.end())
                return std::to_string(to);
        return std::string();
    };
    const long bob = number(cert[1], 1);
    if (words(cert[0])[2] == "Yes") {  // rows "b set", the set of a's in hexadecimal
        // Bob's first move needs (b, y) listed for some b with x -> b: drop y from all those rows.
        auto with_bit = [](std::string hex, int vertex, bool on) {
            int digit = std::stoi(hex.substr(static_cast<size_t>(vertex - 1) / 4, 1), nullptr, 16);
            digit = on ? digit | 1 << (vertex - 1) % 4 : digit & ~(1 << (vertex - 1) % 4);
            hex[static_cast<size_t>(vertex - 1) / 4] = "0123456789abcdef"[digit];
            return hex;
        };
        Lines dropped = cert;
        for (size_t i = 2; i < cert.size(); ++i)
            if (std::find(game.edges.begin(), game.edges.end(),
                          std::make_pair(game.x, static_cast<int>(number(cert[i], 0)))) != game.edges.end())
                dropped = with_word(dropped, i, 1, with_bit(words(cert[i])[1], game.y, false));
        out.push_back({"dropped entry", dropped});
        // A position with both pieces on one vertex.
        if (cert.size() > 2)
            out.push_back(
                {"unsafe position",
                 with_word(cert, 2, 1, with_bit(words(cert[2])[1], static_cast<int>(number(cert[2], 0)), true))});
        return out;
    }
    for (size_t i = 2; i < 2 + static_cast<size_t>(bob); ++i)  // each listed position is needed
        out.push_back({"dropped entry", without_line(cert, i, 1, 1)});
    const size_t alice_header = 2 + static_cast<size_t>(bob);
    for (size_t i = alice_header + 1; i < cert.size(); ++i) {
        out.push_back({"dropped entry", without_line(cert, i, alice_header, 1)});
        const std::string bad = non_edge_from(number(cert[i], 1));
        if (!bad.empty()) out.push_back({"non-edge move", with_word(cert, i, 2, bad)});
    }
    // The start (listed first) has the largest rank, one more than the
    // position after its slowest move, if it has a move not onto Alice.
    bool slower_move = false;
    for (const auto& [b, e] : game.edges) slower_move = slower_move || (b == game.x && e != game.y);
    if (slower_move)
        out.push_back({"rank not decreasing", with_word(cert, 2, 2, std::to_string(number(cert[2], 2) - 1))});
    return out;
}

// CheckerCatchesLies (tests/certificate_test.cpp) tells these lies.
const bool corruptions_set = (corruptions_of<harness::ChaseCase> = &corruptions, true);

}  // namespace
