// Every answer of explain comes with a certificate that check_certificate
// accepts, and the checker rejects certificates that do not prove their answer.
//
//  - explain's answers equal the judge programs' and the brute-force solvers'
//    on every exhaustive case (harness/enumerate.hpp) and every differential
//    case (the seeds of differential_test.cpp), and equal the judge programs'
//    on judge-size tests of every benchmark family (judge_size_cases.hpp,
//    and past the statement's limits up to the caps); the checker accepts
//    every certificate;
//  - lies are caught: on small cases of both answers, the checker rejects a
//    certificate with its answer flipped, an entry dropped, a move along a
//    non-edge (or, where a certificate names no moves, an unsafe position
//    added), a count of moves that no longer decreases, a truncated file,
//    and garbage in place of a number, each with one line naming the test;
//    randomly damaged certificates never crash or hang it.
//
// Both tools run as processes, as users run them (the built ones).
#include <gtest/gtest.h>

#include <iterator>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "differential_cases.hpp"
#include "explain_support.hpp"
#include "generators.hpp"
#include "problem_types.hpp"
#include "judge_size_cases.hpp"

namespace {

using namespace explain_support;

// ------------------------------------------------------------ acceptance --

template <class Problem>
class Certificate : public ::testing::Test {};
TYPED_TEST_SUITE(Certificate, problem_types::All);

TYPED_TEST(Certificate, EveryExhaustiveCaseIsExplainedRightAndProven) {
    EXPECT_EQ(explain_and_check<TypeParam>(TypeParam::exhaustive_cases(), true), "");
}

// The cases of differential_test.cpp (differential_cases.hpp).
TYPED_TEST(Certificate, EveryDifferentialCaseIsExplainedRightAndProven) {
    auto cases = differential_cases::small_cases<TypeParam>();
    for (const auto& game : differential_cases::larger_cases<TypeParam>()) cases.push_back(game);
    EXPECT_EQ(explain_and_check<TypeParam>(cases, true), "");
}

// Larger random cases, past the brute force's reach: the judge's answers.
TYPED_TEST(Certificate, LargerRandomCasesAreExplainedLikeTheJudgeAndProven) {
    const harness::Size size = {60, 60};
    EXPECT_EQ(explain_and_check<TypeParam>(
                  differential_cases::generated_cases<TypeParam>(21 + problem_types::index<TypeParam>(), 300, size), false),
              "");
}

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
    const std::string expected = "gym100548h: certificate, test 1: at (2,3) Alice's 3 -> 1 leads to (2,1), where Bob has "
                                 "no move to a listed position\n";
    const std::string small = "1\n5 5\n1 2\n2 3\n3 1\n4 5\n5 4\n1 4\n";  // rows {4, 5}: "81"
    const std::string large = "1\n7 7\n1 2\n2 3\n3 1\n4 5\n5 6\n6 7\n7 4\n1 4\n";  // rows {4, ..., 7}: "87"
    EXPECT_EQ(run_checker("gym100548h", small, "test 1 Yes\nsafe 3\n1 81\n2 81\n3 81\n").exit_code, 0);
    EXPECT_EQ(run_checker("gym100548h", large, "test 1 Yes\nsafe 3\n1 87\n2 87\n3 87\n").exit_code, 0);
    for (const auto& [input, lie] : {std::pair<std::string, std::string>{small, "test 1 Yes\nsafe 3\n1 81\n2 c1\n3 81\n"},
                                     std::pair<std::string, std::string>{large, "test 1 Yes\nsafe 3\n1 87\n2 c7\n3 87\n"}}) {
        const harness::RunResult checked = run_checker("gym100548h", input, lie);
        EXPECT_EQ(checked.exit_code, 1) << lie;
        EXPECT_EQ(checked.err, expected) << lie;
    }
}

// The judge-size inputs within the statements (judge_size_cases.hpp).
TYPED_TEST(Certificate, JudgeSizeInputsAreExplainedLikeTheJudgeAndProven) {
    for (const auto& input : judge_size_cases::inputs<TypeParam>())
        EXPECT_EQ(explain_and_check<TypeParam>(input.cases, false, input.cases.size()), "") << input.family;
}

// Past the statement's n, up to the judge programs' caps: a cycle and tiny
// tests on 2000 vertices; and past n = 128, where the judge's rows have more
// than two 64-bit words and take its general path (rows of one or two words
// are worked in registers).
TEST(CertificateChase, LargerThanTheStatementIsExplainedLikeTheJudgeAndProven) {
    EXPECT_EQ(explain_and_check<harness::Chase>(bench::chase_cycle(1, 2000), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(bench::chase_single_edge(20000, 2000), false, 20000), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(bench::chase_sparse(36, 60, 300), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(bench::chase_gnp(37, 20, 300, 0.02), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(judge_size_cases::first(bench::chase_bipartite(38, 10, 300, 4), 20), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(bench::chase_bipartite(39, 40, 300, 3, true), false), "");
    // Levels on the general path: a 17 x 17 grid (period 2), a cycle with chords.
    EXPECT_EQ(explain_and_check<harness::Chase>(bench::chase_grid(40, 30, 17), false), "");
    EXPECT_EQ(explain_and_check<harness::Chase>(bench::chase_cycle_chords(41, 40, 300, 30), false), "");
}

// --------------------------------------------------------------- lies --
// A certificate of one case as lines, edited.

using Lines = std::vector<std::string>;

Lines lines_of(const std::string& text) {
    Lines lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}
std::string text_of(const Lines& lines) {
    std::string text;
    for (const std::string& line : lines) text += line + '\n';
    return text;
}
std::vector<std::string> words(const std::string& line) { return harness::output_tokens(line); }
std::string joined(const std::vector<std::string>& words) {
    std::string line;
    for (const std::string& word : words) line += (line.empty() ? "" : " ") + word;
    return line;
}
// Line `at` with word `index` replaced.
Lines with_word(Lines lines, size_t at, size_t index, const std::string& word) {
    std::vector<std::string> w = words(lines[at]);
    w[index] = word;
    lines[at] = joined(w);
    return lines;
}
// Drops line `at` and lowers the count in word 1 or 3 (`count_word`) of line `header`.
Lines without_line(Lines lines, size_t at, size_t header, size_t count_word) {
    lines.erase(lines.begin() + static_cast<long>(at));
    std::vector<std::string> w = words(lines[header]);
    w[count_word] = std::to_string(std::stol(w[count_word]) - 1);
    lines[header] = joined(w);
    return lines;
}
long number(const std::string& line, size_t index) { return std::stol(words(line)[index]); }

using Corruptions = std::vector<std::pair<std::string, Lines>>;  // (kind, certificate)

// Kinds every problem gets: the answer flipped, a number made garbage.
void add_common(Corruptions& out, const Lines& cert, const harness::AnswerFormat& answers) {
    const std::string yes = answers.yes, no = answers.no;
    const std::string answer = words(cert[0])[2];
    out.push_back({"flipped answer", with_word(cert, 0, 2, answer == yes ? no : yes)});
    if (cert.size() > 1) {
        const size_t last = words(cert[1]).size() - 1;
        for (const char* garbage : {"x7", "99999999999999999999"})
            out.push_back({"garbage number", with_word(cert, 1, last, garbage)});
    }
}

Corruptions corruptions(const harness::FunnyGameCase& game, const Lines& cert) {
    Corruptions out;
    add_common(out, cert, harness::FunnyGame::facts.answers);
    const int m = static_cast<int>(game.functions.size());
    if (words(cert[0])[2] == "YES") {
        if (cert.size() <= 2) return out;  // n = 1
        out.push_back({"dropped entry", without_line(cert, cert.size() - 1, 1, 1)});
        out.push_back({"non-edge move", with_word(cert, 2, 2, std::to_string(m + 1))});
        size_t highest = 2;
        for (size_t i = 2; i < cert.size(); ++i)
            if (number(cert[i], 3) > number(cert[highest], 3)) highest = i;
        if (number(cert[highest], 3) >= 2)
            out.push_back({"rank not decreasing", with_word(cert, highest, 3, std::to_string(number(cert[highest], 3) - 1))});
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
                    out.push_back({"kept pair Alice wins", with_word(with_word(cert, 1, 1, std::to_string(u)), 1, 2, std::to_string(v))});
    return out;
}

// hdu7399 vertex names u<i> / v<j>.
bool edge_in(const harness::BipartiteGameCase& game, const std::string& from, const std::string& to) {
    const int i = std::stoi(from.substr(1)), j = std::stoi(to.substr(1));
    const std::vector<int>& list = from[0] == 'u' ? game.gg_out[i] : game.yy_out[i];
    return (from[0] != to[0]) && std::find(list.begin(), list.end(), j) != list.end();
}
// A vertex of the other side that `from` has no edge to, or "" if none.
std::string non_edge_from(const harness::BipartiteGameCase& game, const std::string& from) {
    const bool gg = from[0] == 'u';
    for (int j = 0; j < (gg ? game.m : game.n); ++j) {
        const std::string to = (gg ? "v" : "u") + std::to_string(j);
        if (!edge_in(game, from, to)) return to;
    }
    return "";
}

Corruptions corruptions(const harness::BipartiteGameCase& game, const Lines& cert) {
    Corruptions out;
    add_common(out, cert, harness::BipartiteGame::facts.answers);
    const std::vector<std::string> head = words(cert[1]);
    if (head[0] == "dead") {
        for (int i = 0; i < game.n; ++i)
            if (!game.gg_out[i].empty())
                out.push_back({"vertex with an edge as dead end", with_word(cert, 1, 1, "u" + std::to_string(i))});
        return out;
    }
    if (head[0] == "trap") {
        for (size_t i = 2; i < cert.size(); ++i) {
            const std::vector<std::string> entry = words(cert[i]);
            if (entry[0] == head[1]) out.push_back({"dropped entry", without_line(cert, i, 1, 3)});
            const std::string bad = entry.size() == 2 ? non_edge_from(game, entry[0]) : "";
            if (!bad.empty()) out.push_back({"non-edge move", with_word(cert, i, 1, bad)});
        }
        return out;
    }
    // Yes: the first section reaches its target from every vertex.
    const long size = number(cert[1], 2);
    if (size == 0) return out;
    out.push_back({"dropped entry", without_line(cert, 2, 1, 2)});
    size_t highest = 2;
    for (size_t i = 2; i < 2 + static_cast<size_t>(size); ++i) {
        if (number(cert[i], 1) > number(cert[highest], 1)) highest = i;
        const std::vector<std::string> entry = words(cert[i]);
        const std::string bad = entry.size() == 3 ? non_edge_from(game, entry[0]) : "";
        if (!bad.empty()) out.push_back({"non-edge move", with_word(cert, i, 2, bad)});
    }
    out.push_back({"rank not decreasing", with_word(cert, highest, 1, std::to_string(number(cert[highest], 1) - 1))});
    return out;
}

Corruptions corruptions(const harness::ChaseCase& game, const Lines& cert) {
    Corruptions out;
    add_common(out, cert, harness::Chase::facts.answers);
    if (game.x == game.y) return out;
    auto non_edge_from = [&](long from) {
        for (int to = 1; to <= game.n; ++to)
            if (std::find(game.edges.begin(), game.edges.end(), std::make_pair(static_cast<int>(from), to)) == game.edges.end())
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
            if (std::find(game.edges.begin(), game.edges.end(), std::make_pair(game.x, static_cast<int>(number(cert[i], 0)))) !=
                game.edges.end())
                dropped = with_word(dropped, i, 1, with_bit(words(cert[i])[1], game.y, false));
        out.push_back({"dropped entry", dropped});
        // A position with both pieces on one vertex.
        if (cert.size() > 2)
            out.push_back({"unsafe position", with_word(cert, 2, 1, with_bit(words(cert[2])[1], static_cast<int>(number(cert[2], 0)), true))});
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

// For each case: its certificate (checked to be accepted first), each
// corruption of it and three truncations must be rejected with exit status 1
// and one line naming test 1. Every kind must have been tried on cases of
// both answers.
template <class Problem>
void expect_lies_caught(const std::vector<typename Problem::Case>& cases) {
    std::map<std::string, std::set<std::string>> tried;  // kind -> answers it was tried on
    for (const typename Problem::Case& game : cases) {
        const std::string input = harness::judge_input(std::vector<typename Problem::Case>{game});
        const std::string cert = run_explain(Problem::facts.name, {"--format", "cert"}, input).out;
        ASSERT_EQ(run_checker(Problem::facts.name, input, cert).exit_code, 0) << input << cert;
        const Lines lines = lines_of(cert);
        Corruptions all = corruptions(game, lines);
        for (size_t cut : {cert.size() / 3, cert.size() / 2, cert.size() - 3})
            if (cut > 0 && cut < cert.size()) all.push_back({"truncated", lines_of(cert.substr(0, cut))});
        const std::string answer = words(lines[0])[2];
        std::map<std::string, int> per_kind;  // at most two of a kind per case
        for (const auto& [kind, corrupted] : all) {
            if (++per_kind[kind] > 2) continue;
            const std::string text = text_of(corrupted);
            const harness::RunResult checked = run_checker(Problem::facts.name, input, text);
            tried[kind].insert(answer);
            EXPECT_EQ(checked.exit_code, 1) << kind << " accepted or crashed: " << describe(checked) << "\ninput:\n"
                                            << input << "certificate:\n" << text;
            EXPECT_TRUE(checked.err.rfind(std::string(Problem::facts.name) + ": certificate, test 1: ", 0) == 0 &&
                        std::count(checked.err.begin(), checked.err.end(), '\n') == 1)
                << kind << ": not one line naming the test: " << checked.err;
        }
    }
    for (const char* kind : {"flipped answer", "garbage number", "dropped entry", "truncated"})
        EXPECT_EQ(tried[kind].size(), 2u) << "corruption \"" << kind << "\" was not tried on both answers";
    // gym100548h's Yes certificate is a set of positions and names no move:
    // there, a position where Alice wins at once is added instead.
    EXPECT_EQ(tried["non-edge move"].size() + tried["unsafe position"].size(), 2u) << "moves not corrupted on both answers";
    EXPECT_GE(tried["rank not decreasing"].size(), 1u);
}

// Small cases with both answers and some substance.
// (the registry's small sizes for the brute force).
template <class Problem>
std::vector<typename Problem::Case> lie_cases(std::uint64_t stream, size_t per_answer) {
    std::map<std::string, size_t> count;
    std::vector<typename Problem::Case> cases;
    std::mt19937_64 rng(stream);
    while (count.size() < 2 || count.begin()->second < per_answer || count.rbegin()->second < per_answer) {
        const auto game = Problem::random_case(rng, Problem::facts.brute_force_small, kPromises);
        const std::string answer = brute_answer<Problem>(game);
        if (count[answer]++ < per_answer) cases.push_back(game);
    }
    return cases;
}

TYPED_TEST(Certificate, CheckerCatchesLies) {
    expect_lies_caught<TypeParam>(lie_cases<TypeParam>(31 + problem_types::index<TypeParam>(), 6));
}

// ------------------------------------------------------------ malformed --

// Randomly damaged certificates of several cases: the checker ends with 0
// (the damage happened to leave a valid proof) or 1 and one line, and never
// crashes or hangs.
template <class Problem>
void expect_damage_handled(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<typename Problem::Case> cases;
    for (int k = 0; k < 8; ++k) cases.push_back(Problem::random_case(rng, Problem::facts.brute_force_small, kPromises));
    const std::string input = harness::judge_input(cases);
    const std::string cert = run_explain(Problem::facts.name, {"--format", "cert"}, input).out;
    const char* const pieces[] = {"0", "1", "9", " ", "\n", "-", "x", "u", "v", "test", "99999999999", "\xff"};
    auto uniform = [&rng](size_t high) { return std::uniform_int_distribution<size_t>(0, high)(rng); };
    for (int mutant = 0; mutant < 40; ++mutant) {
        std::string damaged = cert;
        for (int edits = 1 + static_cast<int>(uniform(2)); edits > 0 && !damaged.empty(); --edits) {
            const size_t at = uniform(damaged.size() - 1);
            switch (uniform(3)) {
                case 0: damaged[at] = pieces[uniform(std::size(pieces) - 1)][0]; break;
                case 1: damaged.erase(at, uniform(20)); break;
                case 2: damaged.insert(at, pieces[uniform(std::size(pieces) - 1)]); break;
                default: damaged.insert(at, damaged.substr(uniform(damaged.size() - 1), uniform(40))); break;
            }
        }
        const harness::RunResult checked = run_checker(Problem::facts.name, input, damaged);
        ASSERT_TRUE(checked.exited && (checked.exit_code == 0 || checked.exit_code == 1))
            << describe(checked) << "\ninput:\n" << input << "certificate:\n" << damaged;
        EXPECT_EQ(std::count(checked.err.begin(), checked.err.end(), '\n'), checked.exit_code) << checked.err;
    }
}

TYPED_TEST(Certificate, DamagedCertificatesNeverCrashOrHang) {
    expect_damage_handled<TypeParam>(41 + problem_types::index<TypeParam>());
}

TEST(CertificateAllProblems, MalformedCertificatesAreRejectedWithOneLine) {
    const std::string input = "1\n2 1\n2 1\n";  // hdu5165: NO
    const std::vector<std::pair<std::string, std::string>> bad = {
        {"", "hdu5165: certificate, test 1: line 1: expected \"test\", found the end of the certificate\n"},
        {"test 2 NO\n", "hdu5165: certificate, test 1: line 1: the test number in 1..1, found \"2\"\n"},
        {"test 1 NO\nkeep 1 2\nbob 5\n1 2 1\n",
         "hdu5165: certificate, test 1: line 3: the number of Bob's pairs in 0..1, found \"5\"\n"},
        {"test 1 NO\nkeep 1 2\nbob 1\n1 2 1\ntest 2 NO\n",
         "hdu5165: certificate, line 5: the end of the certificate after the last test, found \"test\"\n"},
        {"test 1 NO\nkeep 1 2\nbob 1\n1 2\n", "hdu5165: certificate, test 1: line 4: expected a function, "
                                                 "found the end of the certificate\n"},
        {"test 1 NO\nkeep 1 2\nbob 1\n1 2 18446744073709551617\n",
         "hdu5165: certificate, test 1: line 4: expected a function, found \"18446744073709551617\"\n"},
        {"\x01\x02\xff", "hdu5165: certificate, test 1: line 1: expected \"test\", found \"\\x01\\x02\\xff\"\n"},
    };
    for (const auto& [certificate, message] : bad) {
        const harness::RunResult checked = run_checker("hdu5165", input, certificate);
        EXPECT_EQ(checked.exit_code, 1) << certificate;
        EXPECT_EQ(checked.err, message);
    }
    EXPECT_EQ(run_checker("hdu5165", input, "test 1 NO\nkeep 1 2\nbob 1\n1 2 1\n").exit_code, 0);
}

TEST(CertificateAllProblems, BadInputIsReportedAsTheJudgeReportsIt) {
    const harness::RunResult checked = run_checker("hdu5165", "3\n2 1\n1 1\n3 1\n1 2 3\n2 1\n1 7\n",
                                                   "test 1 YES\nalice 1\n1 2 1 1\n"
                                                   "test 2 NO\nkeep 1 2\nbob 3\n1 2 1\n1 3 1\n2 3 1\n");
    EXPECT_EQ(checked.exit_code, 1);
    EXPECT_EQ(checked.err, "hdu5165: test 3, line 7: expected f_1(2) in 1..2, found \"7\"\n");
}

TEST(CertificateAllProblems, WrongUsageExitsWithTwo) {
    for (const std::vector<std::string>& argv : std::vector<std::vector<std::string>>{
             {checker_program()},
             {checker_program(), "hdu5165", "a"},
             {checker_program(), "hdu9999", "a", "b"},
             {checker_program(), "hdu5165", "/nonexistent/input", "/nonexistent/cert"}}) {
        const harness::RunResult run = harness::run_process(argv, "", kTimeLimit);
        EXPECT_EQ(run.exit_code, 2) << argv.size();
        EXPECT_FALSE(run.err.empty());
    }
}

}  // namespace
