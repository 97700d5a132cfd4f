// What the certificate tests (certificate_test.cpp) share with each
// problem's data (problems/<name>/tests/data.cpp): certificates as lines to
// edit, and the lies told with them: the kinds every problem gets here, and
// each problem's own (problem_data::CertificateData::lies).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "explain_support.hpp"
#include "problem_data.hpp"
#include "problems.hpp"

namespace certificate_support {

using namespace explain_support;

// --------------------------------------------------------------- lies --
// A certificate of one case as lines, edited.

using problem_data::Corruptions;
using problem_data::Lines;

inline Lines lines_of(const std::string& text) {
    Lines lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}
inline std::string text_of(const Lines& lines) {
    std::string text;
    for (const std::string& line : lines) text += line + '\n';
    return text;
}
inline std::vector<std::string> words(const std::string& line) { return harness::output_tokens(line); }
inline std::string joined(const std::vector<std::string>& words) {
    std::string line;
    for (const std::string& word : words) line += (line.empty() ? "" : " ") + word;
    return line;
}
// Line `at` with word `index` replaced.
inline Lines with_word(Lines lines, size_t at, size_t index, const std::string& word) {
    std::vector<std::string> w = words(lines[at]);
    w[index] = word;
    lines[at] = joined(w);
    return lines;
}
// Drops line `at` and lowers the count in word 1 or 3 (`count_word`) of line `header`.
inline Lines without_line(Lines lines, size_t at, size_t header, size_t count_word) {
    lines.erase(lines.begin() + static_cast<long>(at));
    std::vector<std::string> w = words(lines[header]);
    w[count_word] = std::to_string(std::stol(w[count_word]) - 1);
    lines[header] = joined(w);
    return lines;
}
inline long number(const std::string& line, size_t index) { return std::stol(words(line)[index]); }

// Kinds every problem gets: the answer flipped, a number made garbage.
inline void add_common(Corruptions& out, const Lines& cert, const harness::AnswerFormat& answers) {
    const std::string yes = answers.yes, no = answers.no;
    const std::string answer = words(cert[0])[2];
    out.push_back({"flipped answer", with_word(cert, 0, 2, answer == yes ? no : yes)});
    if (cert.size() > 1) {
        const size_t last = words(cert[1]).size() - 1;
        for (const char* garbage : {"x7", "99999999999999999999"})
            out.push_back({"garbage number", with_word(cert, 1, last, garbage)});
    }
}

// For each case: its certificate (checked to be accepted first), each
// corruption of it (add_common's and the problem's own) and three truncations must be rejected with exit status 1
// and one line naming test 1. Every kind must have been tried on cases of
// both answers.
template <class Problem>
void expect_lies_caught(const std::vector<typename Problem::Case>& cases) {
    std::map<std::string, std::set<std::string>> tried;  // kind -> answers it was tried on
    const auto lies = problem_data::certificate_data(problem_data::model_of<Problem>()).lies;
    for (const typename Problem::Case& game : cases) {
        const std::string input = harness::judge_input(std::vector<typename Problem::Case>{game});
        const std::string cert = run_explain(Problem::facts.name, {"--format", "cert"}, input).out;
        ASSERT_EQ(run_checker(Problem::facts.name, input, cert).exit_code, 0) << input << cert;
        const Lines lines = lines_of(cert);
        Corruptions all;
        add_common(all, lines, Problem::facts.answers);
        for (auto& lie : lies(game, lines)) all.push_back(std::move(lie));
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
                                            << input << "certificate:\n"
                                            << text;
            EXPECT_TRUE(checked.err.rfind(std::string(Problem::facts.name) + ": certificate, test 1: ", 0) == 0 &&
                        std::count(checked.err.begin(), checked.err.end(), '\n') == 1)
                << kind << ": not one line naming the test: " << checked.err;
        }
    }
    for (const char* kind : {"flipped answer", "garbage number", "dropped entry", "truncated"})
        EXPECT_EQ(tried[kind].size(), 2u) << "corruption \"" << kind << "\" was not tried on both answers";
    // Where a certificate is a set of positions and names no move, a position
    // the other player wins at once is added instead.
    EXPECT_EQ(tried["non-edge move"].size() + tried["unsafe position"].size(), 2u)
        << "moves not corrupted on both answers";
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

}  // namespace certificate_support
