// hdu5165's data for the shared tests (tests/problem_data.hpp says what each
// is for): its inputs at the limits, answer lines, certificates and their
// lies, texts of explain and of play, and its cases for shrinking.
#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "certificate_support.hpp"
#include "problem_data.hpp"
#include "validate_support.hpp"

namespace problem_data {

using harness::FunnyGameCase;
using namespace certificate_support;

namespace {

// The lies told with a certificate (CertificateData::lies).
Corruptions certificate_lies(const FunnyGameCase& game, const Lines& cert) {
    Corruptions out;
    const int m = static_cast<int>(game.functions.size());
    if (words(cert[0])[2] == "YES") {
        if (cert.size() <= 2) return out;  // n = 1
        out.push_back({"dropped entry", without_line(cert, cert.size() - 1, 1, 1)});
        out.push_back({"non-edge move", with_word(cert, 2, 2, std::to_string(m + 1))});
        size_t highest = 2;
        for (size_t i = 2; i < cert.size(); ++i)
            if (number(cert[i], 3) > number(cert[highest], 3)) highest = i;
        if (number(cert[highest], 3) >= 2)
            out.push_back(
                {"rank not decreasing", with_word(cert, highest, 3, std::to_string(number(cert[highest], 3) - 1))});
        return out;
    }
    // NO: Bob's reply to f_1 from the kept pair is needed.
    const int x = static_cast<int>(number(cert[1], 1)), y = static_cast<int>(number(cert[1], 2));
    const int a = game.functions[0][x - 1], b = game.functions[0][y - 1];
    for (size_t i = 3; i < cert.size(); ++i)
        if (std::set<long>{number(cert[i], 0), number(cert[i], 1)} == std::set<long>{a, b})
            out.push_back({"dropped entry", without_line(cert, i, 2, 1)});
    if (cert.size() > 3) out.push_back({"non-edge move", with_word(cert, 3, 2, std::to_string(m + 1))});
    // Keep a pair Alice merges at once, if there is one.
    for (int k = 0; k < m; ++k)
        for (int u = 1; u <= game.n; ++u)
            for (int v = u + 1; v <= game.n; ++v)
                if (game.functions[k][u - 1] == game.functions[k][v - 1] && out.size() < 12)
                    out.push_back({"kept pair Alice wins",
                                   with_word(with_word(cert, 1, 1, std::to_string(u)), 1, 2, std::to_string(v))});
    return out;
}

}  // namespace

template <>
std::vector<Verdict> validator_verdicts(const FunnyGameCase*) {
    // T = 200, n = m = 100 (and n = 1); T of a million digits, shown cut.
    std::string limits = "200\n100 100\n" + validate_support::repeated(validate_support::sequence_line(1, 100), 100);
    for (int test = 2; test <= 200; ++test) limits += "1 1\n1\n";
    return {{limits, "valid"},
            {std::string(1 << 20, '7') + "\n", "hdu5165: line 1, column 1: T = " + std::string(20, '7') +
                                                   "...(1048576 digits) violates the range [1, 200]"}};
}

template <>
ReaderData<FunnyGameCase> judge_reader_data(const FunnyGameCase*) {
    // The brute force works on sets of the n values, whatever m. A bad token
    // past 32 bytes, a number of 33 bytes (out of every range, however
    // written), a byte order mark alone.
    return {[](const FunnyGameCase& game, harness::Size most) { return game.n <= most.n; },
            {{"1\n1 1\nabcdefghijklmnopqrstuvwxyz0123456789\n",
              "hdu5165: test 1, line 3: expected f_1(1) in 1..1, found \"abcdefghijklmnopqrstuvwxyz012345...\""},
             {"1\n1 1\n" + std::string(32, '0') + "1\n",
              "hdu5165: test 1, line 3: expected f_1(1) in 1..1, found \"" + std::string(32, '0') + "...\""},
             {"1\n1 1\n" + std::string(31, '0') + "1\n", ""},
             {"\xef\xbb\xbf", "hdu5165: line 1: expected T in 1..1000000, found the end of the input"}}};
}

template <>
CertificateData<FunnyGameCase> certificate_data(const FunnyGameCase* model) {
    const std::string input = "1\n2 1\n2 1\n";  // NO
    const std::string at = "hdu5165: certificate, test 1: line ";
    return {certificate_lies,
            {{input, "test 1 NO\nkeep 1 2\nbob 1\n1 2 1\n", ""},
             {input, "", at + "1: expected \"test\", found the end of the certificate\n"},
             {input, "test 2 NO\n", at + "1: the test number in 1..1, found \"2\"\n"},
             {input, "test 1 NO\nkeep 1 2\nbob 5\n1 2 1\n", at + "3: the number of Bob's pairs in 0..1, found \"5\"\n"},
             {input, "test 1 NO\nkeep 1 2\nbob 1\n1 2 1\ntest 2 NO\n",
              "hdu5165: certificate, line 5: the end of the certificate after the last test, found \"test\"\n"},
             {input, "test 1 NO\nkeep 1 2\nbob 1\n1 2\n",
              at + "4: expected a function, found the end of the certificate\n"},
             {input, "test 1 NO\nkeep 1 2\nbob 1\n1 2 18446744073709551617\n",
              at + "4: expected a function, found \"18446744073709551617\"\n"},
             {input, "\x01\x02\xff", at + "1: expected \"test\", found \"\\x01\\x02\\xff\"\n"}},
            {// n = 400 and 1000 values, past the statement's 100.
             {"deep funnels, n = 400", harness::family_named(model, "funnel (deep chains)").make(51, 2, 400)},
             {"random mix, n = 1000", harness::family_named(model, "random mix").make(52, 1, 1000)}}};
}

template <>
Enumeration<FunnyGameCase> enumeration(const FunnyGameCase*) {
    // (n^n)^m sequences of m functions on n values; the pairs on n = 4 unordered.
    auto group = [](int n, size_t m, size_t count) {
        return Group<FunnyGameCase>{
            "n = " + std::to_string(n) + ", m = " + std::to_string(m),
            [=](const FunnyGameCase& game) { return game.n == n && game.functions.size() == m; }, count};
    };
    return {{group(1, 1, 1), group(2, 1, 4), group(3, 1, 27), group(4, 1, 256), group(1, 2, 1), group(2, 2, 16),
             group(3, 2, 729), group(4, 2, 256 * 257 / 2), group(2, 3, 64)},
            0};
}

template <>
ExplainData<FunnyGameCase> explain_data(const FunnyGameCase*) {
    const std::string why = "n = 1: there is no pair of values, nothing to draw";
    return {{{{"--test", "5"},
              {"test 5: NO", "Bob keeps the values 1 and 2 apart forever",
               "{1,2}: Alice f_1 -> {1,3}, Bob f_2 -> {2,4}; Alice f_2 -> {2,3}, Bob f_1 -> {3,4}", "over the 4 pairs",
               "A line of play"}},
             {{"--test", "4"},
              {"test 4: YES", "within 2 moves", "{1,4}: f_1 -> {1,1} merged  (at most 1 move)",
               "{4,5}: f_1 -> {1,2}  (at most 2 moves)", "Longest line of play",
               "{1,2}  Alice f_1: {1,3}  Bob f_1: {1,4}  Alice f_1: {1,1} merged"}},
             // A constant function: Alice merges the one pair at once.
             {{"--format", "dot"},
              {"label=\"hdu5165 test 1: YES: Alice merges every pair", "A0 [shape=box, label=\"{1,2}\\n1 move\"",
               "A0 -> merged [label=\"f_1\""},
              "",
              "1\n2 1\n1 1\n"}},
            {{{1, {{1}}}, why}, {{1, {{1}, {1}}}, why}}};
}

template <>
Texts texts(const FunnyGameCase*) {
    return {{{{1, true, "YES"}, {17, false, "NO"}}, {"Yes", "no", "Case #1: YES"}},
            {"02-trap-one-player", "test 1: NO (Bob keeps"},
            {"crash", "3", "3", "n = 3, m = 1"}};  // three values and one function
}

template <>
ShrinkData<FunnyGameCase> shrink_data(const FunnyGameCase*) {
    return {{{{2, {{1, 2}}}, true, ""}, {{2, {{1, 3}}}, false, "value out of range"}},
            // f = (2 3 3): merging 3 into 1 drops position 3 and maps 3 -> 1.
            {{{3, {{2, 3, 3}}}, {2, {{2, 1}}}}}};
}

template <>
PlayData<FunnyGameCase> play_data(const FunnyGameCase*) {
    // Every set of values, either to move: "A1,3", started from the array
    // "1 3".
    auto every_set = [](const FunnyGameCase& game) {
        std::vector<std::pair<std::string, std::string>> positions;
        for (char side : {'A', 'B'})
            for (int set = 1; set < (1 << game.n); ++set) {
                std::string array;
                for (int v = 0; v < game.n; ++v)
                    if (set >> v & 1) array += (array.empty() ? "" : " ") + std::to_string(v + 1);
                std::string text = side + array;
                std::replace(text.begin(), text.end(), ' ', ',');
                positions.push_back({text, side == 'A' ? array : ""});
            }
        return positions;
    };
    const FunnyGameCase array_game{5, {{1, 3, 4, 1, 2}}};
    const std::string values = ": an array is values from 1 to 5, such as \"1 2 2\"";
    // Alice merges each pair of {1,2,3} at once, but every function takes
    // the three values to {4,5}, which she never merges.
    const FunnyGameCase pairs{5, {{4, 4, 5, 4, 5}, {4, 5, 4, 4, 5}, {5, 4, 4, 4, 5}}};
    return {{harness::exhaustive_cases<FunnyGameCase>(), 1, {7, 4}, 300, 7, 1, every_set, "Alice", "Bob"},
            {{{3, {{1, 1, 2}}}, {"", "A", "A2,1", "A1,1", "A4", "A1,2,", "B0", "a1"}, "A1,3"}},
            {{{300, std::vector<std::vector<int>>(100, std::vector<int>(300, 1))},
              "the pair game has 8970000 moves, more than this page plays (8000000)"},
             {{100, std::vector<std::vector<int>>(100, std::vector<int>(100, 1))}, ""}},
            {{array_game, {"B2,4,5", "A3"}}},
            {{array_game, " 5 2 2, 1\n", "A1,2,5", ""},
             {array_game, " ", "A1,2,3,4,5", ""},
             {array_game, "1 6", "", "no value 6 in this test" + values},
             {array_game, "1 x", "", "\"1 x\" is not an array" + values},
             {array_game, "1 2 3 4 5", "A1,2,3,4,5", ""},
             {array_game, "1 2 3 4 5 1", "", "an array of this test has 5 values, not 6"}},
            {{pairs, "A1,2", {"Alice", 1}},
             {pairs, "A1,3", {"Alice", 1}},
             {pairs, "A2,3", {"Alice", 1}},
             {pairs, "A1,2,3", {"Bob", -2, "", {{"f_1, f_2, f_3", "B4,5"}}}}}};
}

}  // namespace problem_data
