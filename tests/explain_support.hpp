// Running explain and check_certificate on lists of cases, for
// certificate_test.cpp and explain_test.cpp and the problems' tests of the
// same names (header only: each test file is its own executable). The problems are the registry's
// (harness/problems.hpp); the tools are the built ones in the build's tools/ (tools/CMakeLists.txt builds them before
// the tests).
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "generators.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace explain_support {

// The generated cases may break a promise of the statement on purpose
// (duplicate edges, self-loops, x == y): our tools take them as the judges do.
constexpr harness::Promises kPromises = harness::Promises::sometimes_broken;

// Generous: sanitizer builds are many times slower.
constexpr double kTimeLimit = 600;

// The built tools.
inline std::string explain_program() { return harness::build_path("tools/explain"); }
inline std::string checker_program() { return harness::build_path("tools/check_certificate"); }

// The answer word of the brute force for a case of problem P.
template <class P>
std::string brute_answer(const typename P::Case& game) {
    return P::brute_force(game) ? P::facts.answers.yes : P::facts.answers.no;
}

// The answer words of a judge output (the last token of each answer).
inline std::vector<std::string> answer_words(const std::string& output, size_t tokens_per_answer) {
    const std::vector<std::string> tokens = harness::output_tokens(output);
    std::vector<std::string> words;
    for (size_t k = tokens_per_answer - 1; k < tokens.size(); k += tokens_per_answer) words.push_back(tokens[k]);
    return words;
}

inline std::string temp_file(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + "explain_" + std::to_string(getpid()) + "_" + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

inline harness::RunResult run_explain(const std::string& problem, const std::vector<std::string>& options,
                                      const std::string& input) {
    std::vector<std::string> argv{explain_program(), problem};
    argv.insert(argv.end(), options.begin(), options.end());
    return harness::run_process(argv, input, kTimeLimit);
}

// Runs check_certificate on an input and a certificate (through files).
inline harness::RunResult run_checker(const std::string& problem, const std::string& input,
                                      const std::string& certificate) {
    const std::string input_path = temp_file("input.txt", input);
    const std::string certificate_path = temp_file("certificate.txt", certificate);
    harness::RunResult result =
        harness::run_process({checker_program(), problem, input_path, certificate_path}, "", kTimeLimit);
    std::remove(input_path.c_str());
    std::remove(certificate_path.c_str());
    return result;
}

// The ANSWER of every "test K ANSWER" line of a certificate, in order.
inline std::vector<std::string> certificate_answers(const std::string& certificate) {
    std::vector<std::string> answers;
    std::istringstream lines(certificate);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("test ", 0) != 0) continue;
        answers.push_back(line.substr(line.rfind(' ') + 1));
    }
    return answers;
}

inline std::string describe(const harness::RunResult& run) {
    std::ostringstream text;
    if (run.failed_to_start) text << "could not start";
    else if (run.timed_out) text << "timed out";
    else if (run.signal) text << "killed by signal " << run.signal;
    else text << "exit status " << run.exit_code;
    if (!run.err.empty()) text << ", stderr: " << run.err.substr(0, 1000);
    return text.str();
}

// explain's answers to `cases`, explained as one judge input, once
// check_certificate has accepted their certificate; on failure, none, and
// `trouble` says why (with the case the checker names, as a judge input).
template <class Problem>
std::vector<std::string> proven_answers(const std::vector<typename Problem::Case>& cases, std::string& trouble) {
    using Case = typename Problem::Case;
    const char* const name = Problem::facts.name;
    const std::string input = harness::judge_input(cases);
    const harness::RunResult explained = run_explain(name, {"--format", "cert"}, input);
    if (!explained.exited || explained.exit_code != 0) {
        trouble = "explain --format cert failed: " + describe(explained);
        return {};
    }
    const harness::RunResult checked = run_checker(name, input, explained.out);
    if (!checked.exited || checked.exit_code != 0) {
        trouble = "check_certificate rejects explain's certificate: " + describe(checked);
        // Name the case: the checker's message starts with its test number.
        const size_t at = checked.err.find("test ");
        if (at != std::string::npos) {
            const size_t k = std::stoul(checked.err.substr(at + 5)) - 1;
            if (k < cases.size())
                trouble += "\nthe case, as a judge input:\n" + harness::judge_input(std::vector<Case>{cases[k]});
        }
        return {};
    }
    std::vector<std::string> answers = certificate_answers(explained.out);
    if (answers.size() != cases.size()) {
        trouble = "explain gave " + std::to_string(answers.size()) + " answers for " + std::to_string(cases.size()) +
                  " cases";
        return {};
    }
    return answers;
}

// Explains every case (in judge inputs of up to `batch` cases), checks the
// certificates, and compares explain's answers with the judge program's and,
// if asked, the brute force's. Returns "" or what went wrong, with the first
// failing case as a judge input.
template <class Problem>
std::string explain_and_check(const std::vector<typename Problem::Case>& cases, bool with_brute, size_t batch = 4000) {
    using Case = typename Problem::Case;
    for (size_t begin = 0; begin < cases.size(); begin += batch) {
        const std::vector<Case> part(cases.begin() + begin, cases.begin() + std::min(cases.size(), begin + batch));
        std::string trouble;
        const std::vector<std::string> answers = proven_answers<Problem>(part, trouble);
        if (!trouble.empty()) return trouble;
        const harness::RunResult judged =
            harness::run_process({harness::built_program(Problem::facts)}, harness::judge_input(part), kTimeLimit);
        const std::vector<std::string> judge_answers = answer_words(judged.out, Problem::facts.answers.tokens());
        if (judge_answers.size() != part.size())
            return "the judge gave " + std::to_string(judge_answers.size()) + " answers for " +
                   std::to_string(part.size()) + " cases";
        for (size_t k = 0; k < part.size(); ++k) {
            const std::string& judge_answer = judge_answers[k];
            const std::string brute = with_brute ? brute_answer<Problem>(part[k]) : judge_answer;
            if (answers[k] != judge_answer || answers[k] != brute)
                return "case " + std::to_string(begin + k + 1) + ": explain says " + answers[k] + ", the judge " +
                       judge_answer + (with_brute ? ", the brute force " + brute : std::string()) +
                       "; as a judge input:\n" + harness::judge_input(std::vector<Case>{part[k]});
        }
    }
    return "";
}

// ------------------------------------------- explain_test.cpp's and the problems' --

namespace fs = std::filesystem;

inline std::string file_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream content;
    content << file.rdbuf();
    return content.str();
}

inline fs::path samples(const std::string& problem) { return harness::source_path("samples/" + problem); }

// The "test K: ANSWER" headers of a text explanation.
inline std::vector<std::string> text_answers(const std::string& text) {
    std::vector<std::string> answers;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("test ", 0) == 0 && line.find(": ") != std::string::npos) {
            const std::string rest = line.substr(line.find(": ") + 2);
            answers.push_back(rest.substr(0, rest.find(' ')));
        }
    return answers;
}

inline std::string statement_text(const std::string& problem, const std::string& test) {
    const std::string input = file_text(samples(problem) / "statement.in");
    return run_explain(problem, {"--test", test}, input).out;
}

inline void expect_contains(const std::string& text, const std::vector<std::string>& parts) {
    for (const std::string& part : parts)
        EXPECT_NE(text.find(part), std::string::npos) << "missing \"" << part << "\" in:\n" << text;
}

// explain's DOT output of test `test`, or "" when the game is too big.
inline std::string dot_of(const std::string& problem, const std::string& input, int test) {
    const harness::RunResult dot = run_explain(problem, {"--format", "dot", "--test", std::to_string(test)}, input);
    EXPECT_TRUE(dot.exit_code == 0 || dot.exit_code == 3) << describe(dot);
    return dot.exit_code == 0 ? dot.out : "";
}

}  // namespace explain_support
