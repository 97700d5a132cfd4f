// Runs batches of cases through a built judge executable and compares every
// answer with the brute-force solver of the original game. Shared by
// exhaustive_test.cpp and differential_test.cpp (header only: each test file
// is its own executable).
//
// The executable is the one built with the project, unless the environment
// variable of the problem (<NAME>_EXE: harness::environment_variable)
// names another program: that is how any solution (or a deliberately wrong
// one) can be put under test.
//
// On failure the report shows the smallest failing case (by size) as a judge
// input of its own, the expected answer, the answer given inside its batch and
// the answer given when it is run alone.
//
// The comparisons of the any_solution tests send only valid judge inputs
// (Inputs::within_statement: every batch is checked by the validator before
// it is run); the others may send cases that break a promise on purpose.
#pragma once

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "generators.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace brute_comparison {

// The problems are the registry's traits (harness/problems.hpp): the program
// under test, the brute force, the answers and the case size come from there.

// Cases in one judge input: the statement's bound on T, and at most 1000
// (where the statement does not bound T).
template <class Problem>
constexpr size_t max_cases_per_input() {
    return static_cast<size_t>(std::min<std::int64_t>(Problem::facts.statement.tests.high, 1000));
}

template <class Problem>
std::string answer(size_t index, bool outcome) {
    return Problem::facts.answers.line(index, outcome);
}

// The cases that keep the statement's promises (keep), or those that break
// one on purpose (generators.hpp).
template <class Case>
std::vector<Case> keeping_promises(const std::vector<Case>& cases, bool keep) {
    std::vector<Case> chosen;
    for (const Case& game : cases)
        if (harness::breaks_a_promise_on_purpose(game) != keep) chosen.push_back(game);
    return chosen;
}

// What the judge inputs of a comparison are: valid inputs of the statement,
// checked before each run, or inputs that may break a promise on purpose.
enum class Inputs { within_statement, beyond_statement };

// Seconds one judge input may take; generous for sanitizer builds.
constexpr double time_limit_seconds = 20;

// ------------------------------------------------------------------ running --

// The answers (one string per case, tokens joined by single spaces) that
// the program gave, or an explanation of why there are none.
struct Answers {
    std::vector<std::string> lines;
    std::string trouble;  // empty when the run was clean and complete
};

inline std::string describe_run_trouble(const harness::RunResult& run) {
    std::ostringstream why;
    if (run.failed_to_start) why << "could not start the program";
    else if (run.timed_out) why << "timed out after " << run.seconds << " s";
    else if (run.signal != 0) why << "killed by signal " << run.signal;
    else if (run.exited && run.exit_code != 0) why << "exited with code " << run.exit_code;
    if (!why.str().empty() && !run.err.empty()) why << "; stderr: " << run.err.substr(0, 2000);
    return why.str();
}

template <class Problem>
Answers run_cases(const std::vector<typename Problem::Case>& cases) {
    const harness::RunResult run = harness::run_process({harness::program_under_test(Problem::facts)},
                                                        harness::judge_input(cases), time_limit_seconds);
    Answers answers;
    answers.trouble = describe_run_trouble(run);
    const std::vector<std::string> tokens = harness::output_tokens(run.out);
    const size_t tokens_per_answer = Problem::facts.answers.tokens();
    for (size_t first = 0; first + tokens_per_answer <= tokens.size(); first += tokens_per_answer) {
        std::string line = tokens[first];
        for (size_t k = 1; k < tokens_per_answer; ++k) line += ' ' + tokens[first + k];
        answers.lines.push_back(line);
    }
    if (answers.trouble.empty() && tokens.size() != cases.size() * tokens_per_answer)
        answers.trouble =
            "printed " + std::to_string(tokens.size()) + " tokens for " + std::to_string(cases.size()) + " cases";
    return answers;
}

// ---------------------------------------------------------------- comparing --

template <class Problem>
struct Failure {
    typename Problem::Case game;
    std::string expected;  // as the answer to case #1 of a one-case input
    std::string in_batch;  // what the program printed for it inside its batch
    size_t index_in_batch = 1;
};

struct Verdict {
    size_t cases = 0;
    size_t failures = 0;
    size_t outcome_true = 0;  // cases whose brute-force outcome is true (YES / Yes)
    size_t outcome_false() const { return cases - outcome_true; }
    std::string report;  // empty when everything matched
};

template <class Problem>
std::string describe_failure(const Failure<Problem>& failure) {
    const std::vector<typename Problem::Case> alone{failure.game};
    const Answers alone_answers = run_cases<Problem>(alone);
    std::ostringstream report;
    report << "smallest failing case (size " << harness::case_size(failure.game) << "), as judge input:\n"
           << harness::judge_input(alone) << "expected: " << failure.expected << '\n'
           << "printed as case " << failure.index_in_batch << " of its batch: " << failure.in_batch << '\n'
           << "printed when run alone: "
           << (alone_answers.lines.empty() ? std::string("(nothing)") : alone_answers.lines[0]);
    if (!alone_answers.trouble.empty()) report << " [" << alone_answers.trouble << ']';
    report << '\n';
    return report.str();
}

// Runs all cases, in judge inputs of at most max_cases_per_input<Problem>()
// cases, and compares each answer with the brute force. When a whole run goes
// wrong (crash, time-out, missing output) its cases are retried one by one so
// that the failure is pinned to a case. A program that keeps failing is not
// run further: after 20 retries, the first troubled run ends the comparison
// and the cases not yet run count as failures (each run of a program costs a
// fork, which is slow in sanitizer builds).
template <class Problem>
Verdict compare_with_brute(const std::vector<typename Problem::Case>& cases, Inputs inputs) {
    using Case = typename Problem::Case;
    Verdict verdict;
    verdict.cases = cases.size();
    Failure<Problem> smallest;  // the smallest failing case seen, when failures > 0
    std::string first_trouble;
    size_t retries_left = 20;  // cases of troubled runs that may be run again alone
    auto note_failure = [&](const Case& game, bool outcome, const std::string& printed, size_t index) {
        if (verdict.failures++ == 0 || harness::case_size(game) < harness::case_size(smallest.game))
            smallest = {game, answer<Problem>(1, outcome), printed, index};
    };

    for (size_t begin = 0; begin < cases.size(); begin += max_cases_per_input<Problem>()) {
        const size_t end = std::min(cases.size(), begin + max_cases_per_input<Problem>());
        const std::vector<Case> batch(cases.begin() + begin, cases.begin() + end);
        if (inputs == Inputs::within_statement) {
            if (const auto invalid = harness::validate_input(Problem::facts.name, harness::judge_input(batch))) {
                verdict.failures = 1;  // not "N of M cases failed": the test is wrong, not the program
                verdict.report = "the test's own input breaks the statement: " + invalid->format(Problem::facts.name) +
                                 "\nits cases " + std::to_string(begin + 1) + " to " + std::to_string(end) +
                                 ", as a judge input:\n" + harness::judge_input(batch).substr(0, 2000);
                return verdict;
            }
        }
        std::vector<bool> outcomes;
        for (const Case& c : batch) outcomes.push_back(Problem::brute_force(c));

        const Answers answers = run_cases<Problem>(batch);
        if (!answers.trouble.empty() && first_trouble.empty())
            first_trouble = "a run of " + std::to_string(batch.size()) + " cases: " + answers.trouble;
        if (!answers.trouble.empty() && retries_left == 0) {  // give up on a broken program
            const size_t not_run = cases.size() - begin;
            note_failure(batch[0], outcomes[0], "(nothing) [" + answers.trouble + "]", 1);
            verdict.failures += not_run - 1;
            first_trouble += "; gave up on the program with " + std::to_string(not_run) + " cases not checked";
            break;
        }
        for (bool outcome : outcomes) verdict.outcome_true += outcome;
        for (size_t k = 0; k < batch.size(); ++k) {
            std::string printed;
            if (answers.trouble.empty()) {
                printed = answers.lines[k];
                if (printed == answer<Problem>(k + 1, outcomes[k])) continue;
            } else if (retries_left == 0) {
                printed = "(not retried alone)";
            } else {  // pin the trouble down: run this case on its own
                --retries_left;
                const Answers alone = run_cases<Problem>({batch[k]});
                if (alone.trouble.empty() && alone.lines[0] == answer<Problem>(1, outcomes[k])) continue;
                printed = (alone.lines.empty() ? std::string("(nothing)") : alone.lines[0]) +
                          (alone.trouble.empty() ? "" : " [" + alone.trouble + "]");
            }
            note_failure(batch[k], outcomes[k], printed, k + 1);
        }
    }

    if (verdict.failures > 0 || !first_trouble.empty()) {
        std::ostringstream report;
        report << Problem::facts.name << " (" << harness::program_under_test(Problem::facts)
               << "): " << verdict.failures << " of " << cases.size() << " cases failed\n";
        if (!first_trouble.empty()) report << "first troubled run: " << first_trouble << '\n';
        if (verdict.failures > 0) report << describe_failure(smallest);
        verdict.report = report.str();
        if (verdict.failures == 0) verdict.failures = 1;  // a troubled run fails even if retries pass
    }
    return verdict;
}

}  // namespace brute_comparison
