// Running a user's program against ours on one judge input, and shrinking a
// failing input to a small one that fails the same way: what the stress tool
// (tools/stress.cpp) and the judge tool (tools/judge.cpp) share.
//
// A Referee runs the reference (our judge program) and the user's COMMAND on
// the same input and compares their outputs token by token, as a judge does;
// a crash, a non-zero exit status or a run past a limit fails too: the
// verdict says which, in the words judges use.
// shrink_failure then takes the failing cases down with shrink_cases
// (shrink.hpp) while the same failure persists; explanation() says who wins
// each case and how (explain.hpp, as tools/explain prints it).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <functional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "explain.hpp"
#include "problems.hpp"
#include "process.hpp"
#include "shrink.hpp"

namespace harness {

// A run's verdict, as judges name them.
enum class Verdict { AC, WA, TLE, MLE, RE, OLE, CE };
const char* code(Verdict verdict);   // "AC"
const char* words(Verdict verdict);  // "Accepted"
// Whether the run ended as a failed allocation does (std::bad_alloc,
// Python's MemoryError, Java's OutOfMemoryError, node's "heap out of
// memory", Rust's "memory allocation of N bytes failed", the sanitizers'
// reports of memory they could not map, on stderr): a memory verdict, not a
// crash.
bool allocation_failed(const RunResult& run);
// The verdict of a finished run whose expected output is `expected`: the
// limit it was stopped at first, else how it ended, else its answers.
Verdict verdict_of(const RunResult& run, const std::string& expected);

// The user's program against the reference on one input.
struct Comparison {
    Verdict verdict = Verdict::AC;  // of the user's program
    bool reference_failed = false;
    bool command_failed_to_start = false;
    RunResult expected;  // the reference's run
    RunResult got;       // COMMAND's run
};

// "SIGSEGV", or "signal 40" for one without a name here.
std::string signal_name(int signal_number);
// "crashed with signal 11 (SIGSEGV)", "exited with status 3", "no answer in 2 s", ...
std::string failure_text(const Comparison& comparison, double timeout);
// The same failure: the verdict, and for a runtime error the signal or the exit status.
bool same_failure(const Comparison& a, const Comparison& b);

// "first difference at token 3: expected "No", got "Yes"".
std::string first_difference(const std::string& expected, const std::string& got);
// The index of the first token where the outputs differ (0-based).
std::size_t first_differing_token(const std::string& expected, const std::string& got);
// Prints text (up to 20000 bytes) ending in a newline; "(nothing)" if empty.
void print_text(std::ostream& out, const std::string& text);
std::string plural(long long count, const std::string& noun);
std::string command_text(const std::vector<std::string>& command);
// 0.3 -> "0.3": seconds as a reader wants them.
std::string seconds_text(double seconds);

// Runs the reference and COMMAND on inputs, and compares them.
class Referee {
public:
    // `limits` apply to COMMAND; the reference gets a generous time-out.
    Referee(std::string reference, std::vector<std::string> command, RunLimits limits)
        : reference_(std::move(reference)), command_(std::move(command)), limits_(std::move(limits)) {}

    Comparison compare(const std::string& input);

    long long runs() const { return runs_; }
    // How long COMMAND ran in the last compare() call.
    double last_command_seconds() const { return last_command_seconds_; }
    const std::string& reference() const { return reference_; }
    double timeout() const { return limits_.wall_seconds; }

private:
    std::string reference_;
    std::vector<std::string> command_;
    RunLimits limits_;
    long long runs_ = 0;
    double last_command_seconds_ = 0;
};

// A progress line on a terminal ("stress: 300/1000 cases, 1.2 s"), redrawn
// at most ten times a second; nothing when stderr is not a terminal.
class Progress {
public:
    explicit Progress(std::string tool);
    double elapsed() const;
    void show(const std::string& what);
    void clear();

private:
    std::string tool_;
    bool enabled_;
    std::chrono::steady_clock::time_point start_, last_;
};

// A shrunk failure: the input's cases, what running them gave, and the cost.
template <class Case>
struct Shrunk {
    std::vector<Case> cases;
    Comparison comparison;  // of running `cases`
    double seconds = 0;
    long long runs = 0;
    bool out_of_time = false;
};

// Who wins each case and how (tools/explain's text), for a report.
template <class Case>
std::string explanation(const std::vector<Case>& cases) {
    std::string text;
    for (std::size_t k = 0; k < cases.size(); ++k) {
        if (k > 0) text += '\n';
        explain(cases[k], static_cast<int>(k + 1), ExplainFormat::text, text);
    }
    return text;
}

// Where a run of many cases timed out: a case that times out alone, else the
// fewest cases whose times alone (less start-up) add up past the limit, if
// that still times out, else all of them. Every delta-debugging step on a
// time-out costs a whole time limit; measuring each case once is cheaper.
template <class Case>
std::vector<Case> slowest_cases(const std::vector<Case>& batch, Referee& referee,
                                const std::function<bool(const std::vector<Case>&)>& still_fails) {
    std::vector<std::pair<double, std::size_t>> seconds;  // (time alone, index)
    for (std::size_t k = 0; k < batch.size(); ++k) {
        if (still_fails({batch[k]})) return {batch[k]};
        seconds.emplace_back(referee.last_command_seconds(), k);
    }
    std::sort(seconds.rbegin(), seconds.rend());
    // The quickest run is about the program's start-up cost, paid once per run.
    const double start_up = seconds.back().first;
    std::vector<std::size_t> chosen;
    double total = start_up;
    for (const auto& entry : seconds) {
        if (total > 1.5 * referee.timeout()) break;
        total += entry.first - start_up;
        chosen.push_back(entry.second);
    }
    std::sort(chosen.begin(), chosen.end());
    std::vector<Case> subset;
    for (std::size_t k : chosen) subset.push_back(batch[k]);
    if (subset.size() < batch.size() && still_fails(subset)) return subset;
    return batch;
}

// Shrinks a failing run of cases to a small input with the same failure,
// within budget_seconds (then the smallest failing input so far). The
// answers of Problem take facts.answers.tokens() tokens each.
template <class Problem, class Case = typename Problem::Case>
Shrunk<Case> shrink_failure(const std::vector<Case>& batch, const Comparison& failure, Referee& referee,
                            double budget_seconds, Progress& progress) {
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start_time = Clock::now();
    const long long runs_before = referee.runs();
    Shrunk<Case> result;
    result.comparison = failure;  // each accepted input's comparison replaces it
    auto still_fails = [&](const std::vector<Case>& cases) {
        if (std::chrono::duration<double>(Clock::now() - start_time).count() > budget_seconds) {
            result.out_of_time = true;
            return false;
        }
        progress.show("shrinking, " + plural(referee.runs() - runs_before, "run") + ", " +
                      plural(static_cast<long long>(cases.size()), "case") + ", first: " + size_summary(cases[0]));
        Comparison again = referee.compare(judge_input(cases));
        if (!same_failure(again, failure)) return false;
        result.comparison = std::move(again);
        return true;
    };

    std::vector<Case> start = batch;
    if (batch.size() > 1 && failure.verdict == Verdict::WA) {
        // The case where the outputs part, alone, first.
        const std::size_t answer_tokens = Problem::facts.answers.tokens();
        const std::size_t suspect =
            std::min(first_differing_token(failure.expected.out, failure.got.out) / answer_tokens, batch.size() - 1);
        if (still_fails({batch[suspect]})) start = {batch[suspect]};
    } else if (batch.size() > 1 && failure.verdict == Verdict::TLE) {
        start = slowest_cases<Case>(batch, referee, still_fails);
    }
    result.cases = shrink_cases<Case>(start, still_fails);
    result.seconds = std::chrono::duration<double>(Clock::now() - start_time).count();
    result.runs = referee.runs() - runs_before;
    return result;
}

}  // namespace harness
