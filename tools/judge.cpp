// judge: judges a contestant's solution as an online judge would, on this
// project's test set, under time, memory and output limits, contained.
//
//   judge PROBLEM [options] FILE|DIR...     builds each file as its language
//                                           says (harness/languages.hpp), judges it
//   judge PROBLEM [options] -- COMMAND [ARGS...]
//   judge PROBLEM --list
//   judge PROBLEM --growth FAMILY FILE | -- COMMAND
//   judge PROBLEM --hunt [--budget SECONDS] FILE | -- COMMAND
//   judge --languages | --check-sandbox
//
// A judgement, top down (Judgement::run): the test set is made (test_set.hpp:
// the statement's sample, small traps, every small case, random cases, the
// worst cases, in judge order), each input validated and its answers proven
// (explain's certificate of every case, checked by check_certificate's
// checks; kept in memory only); the limits are set (the problem's, or
// scaled to this machine); then for each program (each FILE, built in the
// sandbox, its time limit its language's; or COMMAND) and each test the
// plain solution (programs/usual.cpp, once a test for all programs) runs,
// and the program,
// each through the launcher (harness/process.hpp: in bubblewrap's sandbox,
// its CPU time, wall time, memory, processes and output measured and
// bounded), and the program's verdict is its row of the table. The first
// failing test ends the run (--all runs every test, and explains every
// failure). A wrong answer names the test case, and is shrunk to a small
// failing case with why the right answer holds, as the stress tool does
// (harness/referee.hpp). A time limit exceeded is run again up to a few
// times the limit, to say how far over; the worst test that fits it is
// named, and how its time grows against the plain solution's is measured
// (growth_meter.hpp). --growth measures that alone; --hunt searches the
// statement's inputs for the slowest (hunt.hpp). With many files (a DIR, or
// several), a row per file (judge_report.hpp).
//
// Exit status: 0 every program got its expected verdict (AC, or its
// folder's: submissions.hpp), 1 not, 2 wrong usage or a failure of the judge
// itself (docs/testing.md#the-judge-tool).
#include <fnmatch.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "check_certificate.hpp"
#include "environment.hpp"
#include "explain.hpp"
#include "files.hpp"
#include "judge_options.hpp"
#include "judge_report.hpp"
#include "judge_slow.hpp"
#include "language_list.hpp"
#include "languages.hpp"
#include "problems.hpp"
#include "process.hpp"
#include "proven_answers.hpp"
#include "referee.hpp"
#include "sandbox_check.hpp"
#include "submissions.hpp"
#include "test_set.hpp"

namespace {

using harness::Verdict;
using judge_tool::Attempt;
using judge_tool::Failure;
using judge_tool::Options;
using judge_tool::Row;
using judge_tool::secs;
using judge_tool::Submission;
using Clock = std::chrono::steady_clock;

// The compiler may use this much memory (and as much again for its files).
constexpr long kCompileMemoryKib = 2L << 20;
// The plain solution's runs: generous limits, only its time is wanted.
constexpr double kPlainWallSeconds = 120;
// Shrinking a wrong answer stops after this many seconds.
constexpr double kShrinkSeconds = 30;
// A program past the time limit is run again up to kOverCap times the
// limit (judge_slow.hpp), to say how far over it is; such runs stop once
// together they have taken this many seconds of CPU time.
constexpr double kOverSeconds = 60;
using judge_tool::kOverCap;

// This process's CPU time so far (not its children's).
double own_cpu_seconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

// The largest case of a test, for the summary: "n = 100, m = 100".
template <class Case>
std::string size_of(const std::vector<Case>& cases) {
    const Case* largest = &cases.front();
    for (const Case& game : cases)
        if (harness::case_size(game) > harness::case_size(*largest)) largest = &game;
    return harness::size_summary(*largest);
}

// A test of the set, with its judge input and its proven judge output.
template <class Case>
struct PreparedTest {
    std::size_t number = 0;  // in the whole test set, from 1
    test_set::Test<Case> test;
    std::string input;
    std::string expected;
};

// The compile command as a reader wants it: the build folder left out.
std::string shown_command(std::vector<std::string> command, const std::string& folder) {
    if (!command.empty()) command[0] = std::filesystem::path(command[0]).filename().string();
    for (std::string& word : command) {
        if (word == folder) word = ".";
        if (word.rfind(folder + "/", 0) == 0) word = word.substr(folder.size() + 1);
    }
    return harness::command_text(command);
}

template <class Problem>
class Judgement {
public:
    using Case = typename Problem::Case;

    Judgement(const Options& options, std::vector<Submission> submissions)
        : options_(options),
          report_(options.json == "-" ? std::cerr : std::cout),
          submissions_(std::move(submissions)) {}

    int run();

private:
    void prepare();
    int list() const;
    void say_how_contained();
    void check_own_programs() const;
    void set_limits();
    int judge_one();
    int say_verdict(const Attempt& attempt);
    int judge_many();
    bool find_program(Attempt& attempt);
    bool build(Attempt& attempt);
    void report_compile_error(const Attempt& attempt, const std::string& shown) const;
    const harness::InputFile& input_of(std::size_t test);
    void run_plain(std::size_t test);
    void run_tests(Attempt& attempt, const std::string& progress_prefix, bool print_rows);
    Row row_of(const PreparedTest<Case>& test, const harness::RunResult& run, std::size_t k, double limit) const;
    void measure_over(const Attempt& attempt, std::size_t test, harness::RunResult& run, Row& row);
    void explain_failures(Attempt& attempt);
    void explain_failure(Attempt& attempt, Failure& failure);
    void explain_wrong_answer(const Attempt& attempt, const PreparedTest<Case>& test, Failure& failure) const;
    void explain_time_out(Attempt& attempt, const PreparedTest<Case>& test, Failure& failure);
    void list_families() const;
    judge_tool::WhySlow<Problem> why_slow() const;
    int measure_only();
    harness::RunLimits contained(long scratch_kib) const;
    judge_tool::Judged judged() const;
    std::string time_factors_text() const;

    const Options& options_;
    std::ostream& report_;                 // stdout, or stderr when the JSON goes to stdout
    std::vector<Submission> submissions_;  // none for COMMAND
    std::vector<PreparedTest<Case>> tests_;
    double prepare_seconds_ = 0;
    bool sandboxed_ = false;     // programs run in bwrap's sandbox
    harness::RunLimits limits_;  // a program's, before its language's time factor
    double scale_ = 1;
    std::vector<double> plain_seconds_;                        // per test, -1 until it ran
    std::vector<std::unique_ptr<harness::InputFile>> inputs_;  // per test, made at its first run
    std::vector<std::string> all_names_;                       // of the whole test set, in order
    double over_seconds_ = 0;                                  // spent on runs past the limit
};

// The whole judgement, from the test set to the verdicts.
template <class Problem>
int Judgement<Problem>::run() {
    prepare();
    if (tests_.empty()) {
        std::cerr << "judge: no test of " << Problem::facts.name << " matches " << options_.pattern << " (judge "
                  << Problem::facts.name << " --list shows them)\n";
        return 2;
    }
    if (options_.list) return list();
    say_how_contained();
    check_own_programs();
    set_limits();
    if (!options_.growth.empty() || options_.hunt) return measure_only();
    return judge_tool::judged_as_many(options_) ? judge_many() : judge_one();
}

// The selected tests, each validated and its answers proven.
template <class Problem>
void Judgement<Problem>::prepare() {
    const Clock::time_point start = Clock::now();
    auto selected = [&](const std::string& name) {
        std::stringstream patterns(options_.pattern);
        std::string pattern;
        while (std::getline(patterns, pattern, ','))
            if (fnmatch(pattern.c_str(), name.c_str(), 0) == 0) return true;
        return options_.pattern.empty();
    };
    for (auto& test : test_set::tests<Problem>()) {
        all_names_.push_back(test.name);
        if (!selected(test.name)) continue;
        PreparedTest<Case> one{all_names_.size(), std::move(test), "", ""};
        one.input = harness::judge_input(one.test.cases);
        if (const auto error = harness::validate_input(Problem::facts.name, one.input))
            throw std::runtime_error("test " + one.test.name +
                                     " breaks the statement: " + error->format(Problem::facts.name));
        std::string trouble;
        if (!options_.list) one.expected = proven_answers::proven_output<Problem>(one.input, one.test.cases, trouble);
        if (!trouble.empty()) throw std::runtime_error("test " + one.test.name + ": " + trouble);
        tests_.push_back(std::move(one));
    }
    prepare_seconds_ = std::chrono::duration<double>(Clock::now() - start).count();
}

template <class Problem>
int Judgement<Problem>::list() const {
    for (std::size_t k = 0; k < tests_.size(); ++k) {
        const test_set::Test<Case>& test = tests_[k].test;
        char line[512];
        std::snprintf(line, sizeof line, "%3zu  %-34s %-7s %12s, largest %s\n     %s\n", tests_[k].number,
                      test.name.c_str(), test.group.c_str(),
                      harness::plural(static_cast<long long>(test.cases.size()), "case").c_str(),
                      size_of(test.cases).c_str(), test.catches.c_str());
        std::cout << line;
    }
    list_families();
    return 0;
}

// The families --growth takes, each with its worst test.
template <class Problem>
void Judgement<Problem>::list_families() const {
    std::cout << "families (judge " << Problem::facts.name << " --growth FAMILY, by name or slug):\n";
    for (const judge_tool::GrowthFamily<Case>& family : judge_tool::growth_families<Problem>()) {
        char line[512];
        std::snprintf(line, sizeof line, "     %-34s %s = %d in %s\n", test_set::slug(family.name).c_str(),
                      family.size_name.c_str(), family.size, family.test_name().c_str());
        std::cout << line;
    }
}

// One line on stderr for each guarantee this machine cannot give.
template <class Problem>
void Judgement<Problem>::say_how_contained() {
    const harness::SandboxSupport& support = harness::sandbox_support();
    sandboxed_ = options_.sandbox && support.contained();
    if (options_.sandbox && !sandboxed_)
        std::cerr << "judge: running programs uncontained: " << support.why_not
                  << " (docs/testing.md#what-the-judge-guarantees-the-machine)\n";
    if (harness::process_limit_mechanism(sandboxed_).empty())
        std::cerr << "judge: no limit on the number of processes here: as root, it needs a writable pids cgroup\n";
}

// What every run of the judge shares, the compiler's, the plain solution's
// and the program's: the launcher, which ends every process a run started;
// the limit on processes; a scratch folder; the sandbox.
template <class Problem>
harness::RunLimits Judgement<Problem>::contained(long scratch_kib) const {
    harness::RunLimits limits;
    limits.launcher = harness::build_path("tools/run_measured");
    limits.processes = options_.process_limit;
    limits.scratch_kib = scratch_kib;
    limits.sandbox.on = sandboxed_;
    return limits;
}

// The plain solution, the launcher and our judge program (the reference of
// a shrinking) are there.
template <class Problem>
void Judgement<Problem>::check_own_programs() const {
    const harness::ProblemFacts& facts = Problem::facts;
    const std::string plain = harness::built_submission(facts, "accepted/plain");
    for (const std::string& needed : {plain, harness::build_path("tools/run_measured"), harness::built_program(facts)})
        if (access(needed.c_str(), X_OK) != 0)
            throw std::runtime_error("cannot run " + needed + " (build the target judge)");
}

// The program's limits: the problem's (or the options'), the time scaled
// by --scale, or by --scale auto: the plain solution's time on the worst
// tests here over its time on the machine the limits were set for. Memory
// is resident memory: programs built with AddressSanitizer, and the JVM,
// reserve far more address space than they use, so there is no cap on that
// unless one is asked for. Each language's factor applies on top
// (judge_one, judge_many).
template <class Problem>
void Judgement<Problem>::set_limits() {
    const harness::JudgeLimits& defaults = Problem::facts.judge;
    plain_seconds_.assign(tests_.size(), -1);
    inputs_.resize(tests_.size());
    scale_ = options_.scale;
    if (options_.scale_auto) {
        if (!options_.pattern.empty() || defaults.plain_worst_seconds <= 0)
            throw std::runtime_error(
                "--scale auto needs the worst-case tests (no --tests) and the problem's reference time");
        harness::Progress progress("judge");
        double here = 0;
        for (std::size_t k = 0; k < tests_.size(); ++k) {
            if (tests_[k].test.group != "worst") continue;
            progress.show("calibrating on " + tests_[k].test.name);
            run_plain(k);
            here += plain_seconds_[k];
        }
        progress.clear();
        if (here <= 0) throw std::runtime_error("--scale auto found no worst-case test to calibrate on");
        scale_ = here / defaults.plain_worst_seconds;
    }
    const long memory_kib = (options_.memory_mib > 0 ? options_.memory_mib : defaults.memory_mib) * 1024L;
    limits_ = contained(memory_kib);
    limits_.cpu_seconds = (options_.time_limit > 0 ? options_.time_limit : defaults.seconds) * scale_;
    limits_.wall_seconds = 2 * limits_.cpu_seconds + 1;
    limits_.memory_kib = memory_kib;
    limits_.address_space_kib = options_.address_space_mib * 1024;
    limits_.output_bytes = static_cast<std::size_t>(options_.output_mib) << 20;
    limits_.error_bytes = 1 << 16;
}

template <class Problem>
judge_tool::Judged Judgement<Problem>::judged() const {
    judge_tool::Judged judged;
    judged.problem = Problem::facts.name;
    judged.tests = tests_.size();
    judged.prepare_seconds = prepare_seconds_;
    judged.scale = scale_;
    judged.sandboxed = sandboxed_;
    judged.process_limit = options_.process_limit;
    judged.output_mib = options_.output_mib;
    judged.all = options_.all;
    return judged;
}

// One program (a FILE, or COMMAND): today's table, a row per test, and
// for a failure what went wrong.
template <class Problem>
int Judgement<Problem>::judge_one() {
    Attempt attempt;
    if (!submissions_.empty()) attempt.submission = submissions_.front();
    if (!find_program(attempt)) return attempt.verdict == Verdict::CE ? say_verdict(attempt) : 2;
    judge_tool::print_heading(report_, judged(), attempt.limits);
    run_tests(attempt, "", true);
    explain_failures(attempt);
    return say_verdict(attempt);
}

// One program's summary line, and its JSON when asked for: 0 when its
// verdict is the one expected of it.
template <class Problem>
int Judgement<Problem>::say_verdict(const Attempt& attempt) {
    report_ << judge_tool::summary(attempt, judged()) << "\n";
    report_.flush();
    if (!options_.json.empty() &&
        !judge_tool::write_json(options_.json, judge_tool::json_object(attempt, judged(), 0) + "\n"))
        std::cerr << "judge: cannot write " << options_.json << "\n";
    return attempt.verdict == attempt.submission.expected ? 0 : 1;
}

template <class Problem>
std::string Judgement<Problem>::time_factors_text() const {
    std::string text;
    for (const auto& [language, factor] : options_.time_factors)
        text += (text.empty() ? "; " : ", ") + language + " x" + harness::seconds_text(factor);
    return text;
}

// Every file on the same tests: a row each as it ends, then whether each
// got the verdict expected of it.
template <class Problem>
int Judgement<Problem>::judge_many() {
    std::size_t width = 4;
    for (const Submission& file : submissions_) width = std::max(width, file.shown.size());
    judge_tool::print_many_heading(report_, judged(), limits_, time_factors_text(), width);
    std::vector<Attempt> attempts;
    for (std::size_t k = 0; k < submissions_.size(); ++k) {
        Attempt& attempt = attempts.emplace_back();
        attempt.submission = submissions_[k];
        const std::string prefix = "file " + std::to_string(k + 1) + "/" + std::to_string(submissions_.size()) + " (" +
                                   attempt.submission.shown + "), ";
        if (find_program(attempt)) run_tests(attempt, prefix, false);
        attempt.folder.reset();
        judge_tool::print_many_row(report_, attempt, options_.all);
    }
    report_ << judge_tool::many_closing(attempts) << "\n";
    report_.flush();
    if (!options_.json.empty()) {
        std::string json = "[";
        for (std::size_t k = 0; k < attempts.size(); ++k)
            json += (k ? ",\n" : "\n") + judge_tool::json_object(attempts[k], judged(), 2);
        if (!judge_tool::write_json(options_.json, json + "\n]\n"))
            std::cerr << "judge: cannot write " << options_.json << "\n";
    }
    for (const Attempt& attempt : attempts)
        if (attempt.verdict != attempt.submission.expected) return 1;
    return 0;
}

// The program to judge, and its limits: a FILE built (false on a
// compilation error, reported), or COMMAND (false, said on stderr, when it
// cannot run).
template <class Problem>
bool Judgement<Problem>::find_program(Attempt& attempt) {
    attempt.limits = limits_;
    const harness::Language* language = attempt.submission.language;
    if (language) {
        attempt.limits.cpu_seconds *= judge_tool::time_factor(options_, language->name);
        attempt.limits.wall_seconds = 2 * attempt.limits.cpu_seconds + 1;
        return build(attempt);
    }
    if (const std::optional<std::string> why = judge_tool::why_not_runnable(options_.command[0])) {
        std::cerr << "judge: cannot run " << *why << "\n";
        return false;
    }
    attempt.command = options_.command;
    return true;
}

// The file copied into a build folder of its own and compiled there, as its
// language says, in the sandbox: the folder writable, for at most
// --compile-limit seconds and 2 GiB.
template <class Problem>
bool Judgement<Problem>::build(Attempt& attempt) {
    attempt.folder = std::make_unique<harness::ScratchFolder>("judge");
    const std::string folder = attempt.folder->path();
    const harness::BuildChoices choices{options_.compiler, options_.standard, attempt.limits.memory_kib / 1024};
    const harness::BuildPlan plan =
        harness::plan_build(*attempt.submission.language, attempt.submission.path, folder, choices);
    if (!plan.missing.empty()) throw std::runtime_error(plan.missing);
    std::filesystem::copy_file(attempt.submission.path, folder + "/" + plan.source_name);
    attempt.command = plan.run;
    attempt.limits.sandbox.readable = plan.readable;
    attempt.limits.sandbox.words_as_given = true;
    if (plan.compile.empty()) return true;
    harness::RunLimits limits = contained(kCompileMemoryKib);
    limits.wall_seconds = options_.compile_seconds;
    limits.memory_kib = kCompileMemoryKib;
    limits.sandbox.writable = folder;
    limits.sandbox.readable = plan.readable;
    limits.sandbox.words_as_given = true;
    const harness::RunResult run = harness::run_process(plan.compile, "", limits);
    if (run.failed_to_start) throw std::runtime_error(run.err);
    if (run.exited && run.exit_code == 0) return true;
    attempt.compile_output = run.timed_out         ? "the compiler ran past " + secs(options_.compile_seconds)
                             : run.memory_exceeded ? "the compiler used more than " + judge_tool::mib(kCompileMemoryKib)
                                                   : run.err + run.out;
    attempt.verdict = Verdict::CE;
    report_compile_error(attempt, shown_command(plan.compile, folder));
    return false;
}

// A compilation error, with the compiler's first 12 lines (one file only).
template <class Problem>
void Judgement<Problem>::report_compile_error(const Attempt& attempt, const std::string& shown) const {
    if (judge_tool::judged_as_many(options_)) return;
    report_ << "judge: " << Problem::facts.name << ": " << attempt.submission.path << " does not compile (" << shown
            << "):\n";
    std::istringstream lines(attempt.compile_output);
    std::string line;
    for (int k = 0; k < 12 && std::getline(lines, line); ++k) report_ << "  " << line << "\n";
}

// Test k's input in an in-memory file, made once for all of its runs.
template <class Problem>
const harness::InputFile& Judgement<Problem>::input_of(std::size_t test) {
    if (!inputs_[test]) inputs_[test] = std::make_unique<harness::InputFile>(tests_[test].input);
    return *inputs_[test];
}

template <class Problem>
void Judgement<Problem>::run_plain(std::size_t test) {
    if (plain_seconds_[test] >= 0) return;
    const std::string plain = harness::built_submission(Problem::facts, "accepted/plain");
    harness::RunLimits limits = contained(1L << 20);
    limits.wall_seconds = kPlainWallSeconds;
    const harness::RunResult run = harness::run_process({plain}, input_of(test), limits);
    if (harness::verdict_of(run, tests_[test].expected) != Verdict::AC)
        throw std::runtime_error("the plain solution " + plain + " fails test " + tests_[test].test.name);
    plain_seconds_[test] = run.cpu_seconds;
}

// Each test in order, the plain solution first (once for all programs): a
// row each, until the first failure (every test with --all). A single
// program past the time limit is run again to say how far over it is.
template <class Problem>
void Judgement<Problem>::run_tests(Attempt& attempt, const std::string& progress_prefix, bool print_rows) {
    harness::Progress progress("judge");
    const double cpu_before = own_cpu_seconds();
    for (std::size_t k = 0; k < tests_.size(); ++k) {
        const PreparedTest<Case>& test = tests_[k];
        progress.show(progress_prefix + "test " + std::to_string(k + 1) + "/" + std::to_string(tests_.size()) + " (" +
                      test.test.name + ")");
        run_plain(k);
        harness::RunResult run = harness::run_process(attempt.command, input_of(k), attempt.limits);
        if (run.failed_to_start) throw std::runtime_error(run.err);
        Row row = row_of(test, run, k, attempt.limits.cpu_seconds);
        if (print_rows && row.verdict == Verdict::TLE && run.cpu_exceeded) {
            progress.show("test " + std::to_string(test.number) + " (" + test.test.name + ") again, up to " +
                          harness::seconds_text(kOverCap) + " times the limit");
            measure_over(attempt, k, run, row);
        }
        progress.clear();
        if (print_rows) judge_tool::print_row(report_, row);
        attempt.rows.push_back(row);
        if (row.verdict == Verdict::AC) continue;
        if (attempt.failed == 0) attempt.failed = k + 1, attempt.verdict = row.verdict, attempt.failed_run = run;
        Failure failure;
        failure.row = attempt.rows.size() - 1;
        failure.run = std::move(run);
        attempt.failures.push_back(std::move(failure));
        if (!options_.all) break;
    }
    progress.clear();
    attempt.judge_cpu_seconds = own_cpu_seconds() - cpu_before;
    long left = 0, tests_left = 0;
    for (const Row& row : attempt.rows) left += row.processes_left, tests_left += row.processes_left > 0;
    if (left > 0 && print_rows)
        report_ << "note: the program left " << left << (left == 1 ? " process" : " processes") << " running (on "
                << harness::plural(tests_left, "test") << "); the judge ended them, their CPU time counted\n";
}

// A test's row: the run, its verdict, and for a wrong answer the test case
// where the answers part.
template <class Problem>
Row Judgement<Problem>::row_of(const PreparedTest<Case>& test, const harness::RunResult& run, std::size_t k,
                               double limit) const {
    Row row;
    row.number = test.number;
    row.name = test.test.name;
    row.group = test.test.group;
    row.size = size_of(test.test.cases);
    row.cases = test.test.cases.size();
    row.verdict = harness::verdict_of(run, test.expected);
    row.cpu_seconds = run.cpu_seconds;
    row.wall_seconds = run.seconds;
    row.memory_kib = run.max_rss_kib;
    row.plain_seconds = plain_seconds_[k];
    row.processes_left = run.processes_left;
    if (row.verdict == Verdict::TLE) row.stopped_at = limit;
    if (row.verdict == Verdict::WA) {
        const std::size_t at = harness::first_differing_token(test.expected, run.out);
        const std::size_t index = std::min(at / Problem::facts.answers.tokens(), test.test.cases.size() - 1);
        row.failed_case = index + 1;
        row.failed_case_size = harness::size_summary(test.test.cases[index]);
    }
    return row;
}

// The test again, up to kOverCap times the limit (while the runs past the
// limit have taken less than kOverSeconds): how far over the program is.
template <class Problem>
void Judgement<Problem>::measure_over(const Attempt& attempt, std::size_t test, harness::RunResult& run, Row& row) {
    row.stopped_at = attempt.limits.cpu_seconds;
    const double cap = kOverCap * attempt.limits.cpu_seconds;
    if (over_seconds_ + cap > kOverSeconds && over_seconds_ > 0) return;
    harness::RunLimits limits = attempt.limits;
    limits.cpu_seconds = cap;
    limits.wall_seconds = 2 * cap + 1;
    harness::RunResult again = harness::run_process(attempt.command, input_of(test), limits);
    over_seconds_ += again.cpu_seconds;
    if (again.failed_to_start) throw std::runtime_error(again.err);
    if (again.timed_out && !again.cpu_exceeded) return;  // waiting, not computing: the first run says it
    row.cpu_seconds = std::max(again.cpu_seconds, attempt.limits.cpu_seconds);
    row.stopped_at = again.cpu_exceeded ? cap : 0;
    row.memory_kib = std::max(row.memory_kib, again.max_rss_kib);
    run.cpu_seconds = row.cpu_seconds;
}

// Every failure explained, or the first (without --all).
template <class Problem>
void Judgement<Problem>::explain_failures(Attempt& attempt) {
    if (attempt.failures.empty()) return;
    for (Failure& failure : attempt.failures) {
        report_ << "\n";
        explain_failure(attempt, failure);
    }
    report_ << "\n";
}

// What went wrong on a failing test: for a crash, how it ended and its
// stderr; for a wrong answer, the test case and, shrunk, a small case that
// fails the same way with why the right answer holds; for a time limit
// exceeded, how far over, the test that fits it and how its time grows.
template <class Problem>
void Judgement<Problem>::explain_failure(Attempt& attempt, Failure& failure) {
    const Row& row = attempt.rows[failure.row];
    const PreparedTest<Case>& test = *std::find_if(tests_.begin(), tests_.end(),
                                                   [&](const PreparedTest<Case>& t) { return t.number == row.number; });
    const harness::RunResult& run = failure.run;
    failure.description = test.test.catches;
    report_ << "== test " << row.number << ", " << test.test.name << ": " << test.test.catches << "\n";
    if (row.verdict == Verdict::RE || (row.verdict == Verdict::MLE && harness::allocation_failed(run))) {
        report_ << (run.signal ? "killed by signal " + std::to_string(run.signal) + " (" +
                                     harness::signal_name(run.signal) + ")"
                               : "exit status " + std::to_string(run.exit_code))
                << "\n== its stderr ==\n";
        harness::print_text(report_, run.err.substr(0, 2000));
    }
    if (row.verdict == Verdict::WA) explain_wrong_answer(attempt, test, failure);
    if (row.verdict == Verdict::TLE) explain_time_out(attempt, test, failure);
}

template <class Problem>
void Judgement<Problem>::explain_wrong_answer(const Attempt& attempt, const PreparedTest<Case>& test,
                                              Failure& failure) const {
    std::ostream& out = report_;
    const std::size_t tokens = Problem::facts.answers.tokens();
    const std::size_t index = attempt.rows[failure.row].failed_case - 1;
    auto answer = [&](const std::string& output) {  // the tokens of test case `index`
        const std::vector<std::string> all = harness::output_tokens(output);
        std::string line;
        for (std::size_t i = index * tokens; i < all.size() && i < (index + 1) * tokens; ++i)
            line += (line.empty() ? "" : " ") + all[i];
        return line.empty() ? std::string("(nothing)") : line;
    };
    failure.expected = answer(test.expected);
    failure.got = answer(failure.run.out);
    out << "test case " << index + 1 << " of " << test.test.cases.size() << " ("
        << harness::size_summary(test.test.cases[index]) << "): expected \"" << failure.expected << "\", got \""
        << failure.got << "\"\n";

    // Shrunk, with our judge program as the reference, under the same limits.
    harness::Referee referee(harness::built_program(Problem::facts), attempt.command, attempt.limits);
    const harness::Comparison again = referee.compare(harness::judge_input(test.test.cases));
    if (again.verdict != Verdict::WA) {
        out << "(the failure did not repeat on a second run, so it is not shrunk)\n";
        return;
    }
    harness::Progress progress("judge");
    const harness::Shrunk<Case> shrunk =
        harness::shrink_failure<Problem>(test.test.cases, again, referee, kShrinkSeconds, progress);
    progress.clear();
    failure.shrunk_input = harness::judge_input(shrunk.cases);
    out << "shrunk in " << harness::seconds_text(std::round(shrunk.seconds * 10) / 10) << " s ("
        << harness::plural(shrunk.runs, "run") << ") to "
        << harness::plural(static_cast<long long>(shrunk.cases.size()), "test case");
    for (std::size_t k = 0; k < shrunk.cases.size() && k < 3; ++k)
        out << (k ? "; " : ": ") << harness::size_summary(shrunk.cases[k]);
    if (shrunk.out_of_time) out << " (stopped shrinking after " << kShrinkSeconds << " s)";
    out << "\n== input ==\n";
    harness::print_text(out, failure.shrunk_input);
    out << "== expected output ==\n";
    harness::print_text(out, shrunk.comparison.expected.out);
    out << "== output of "
        << harness::command_text(attempt.submission.path.empty() ? attempt.command
                                                                 : std::vector{attempt.submission.path})
        << " ==\n";
    harness::print_text(out, shrunk.comparison.got.out);
    out << "(" << harness::first_difference(shrunk.comparison.expected.out, shrunk.comparison.got.out) << ")\n";
    out << "== why the expected answer holds ==\n";
    harness::print_text(out, harness::explanation(shrunk.cases));
}

// How far over the limit, the --scale that would pass the test, the test
// whose purpose fits the program's growth, and (once) how its time grows.
template <class Problem>
void Judgement<Problem>::explain_time_out(Attempt& attempt, const PreparedTest<Case>& test, Failure& failure) {
    const Row& row = attempt.rows[failure.row];
    const harness::RunResult& run = failure.run;
    const double limit = attempt.limits.cpu_seconds;
    if (run.timed_out && !run.cpu_exceeded) {
        report_ << "it used " << secs(run.cpu_seconds) << " of CPU time in " << secs(run.seconds)
                << " of wall time: it waits (for input, a sleep, a lock) rather than computes\n";
        return;
    }
    report_ << "CPU time: " << judge_tool::over_limit(row, attempt.limits)
            << " (the plain solution: " << secs(row.plain_seconds) << ")";
    if (row.stopped_at == 0) {
        failure.scale_to_pass = std::ceil(scale_ * row.cpu_seconds / limit * 1.1 * 10) / 10;
        report_ << "; --scale " << harness::seconds_text(failure.scale_to_pass) << " would let it pass this test";
    } else if (row.stopped_at > limit) {
        report_ << "; no --scale up to " << harness::seconds_text(scale_ * kOverCap) << " would let it pass";
    }
    report_ << "\n";
    if (!options_.no_growth && attempt.growth_json.empty()) why_slow().after_time_out(attempt, test.test, failure);
}

template <class Problem>
judge_tool::WhySlow<Problem> Judgement<Problem>::why_slow() const {
    harness::RunLimits plain = contained(1L << 20);
    plain.cpu_seconds = kPlainWallSeconds / 2;
    return judge_tool::WhySlow<Problem>(options_, report_, all_names_, plain);
}

// judge PROBLEM --growth FAMILY, --hunt: the program found, then measured.
template <class Problem>
int Judgement<Problem>::measure_only() {
    judge_tool::WhySlow<Problem> slow = why_slow();
    if (!options_.growth.empty() && !judge_tool::find_family(slow.families(), options_.growth)) {
        std::cerr << "judge: " << Problem::facts.name << " has no family " << options_.growth << " (judge "
                  << Problem::facts.name << " --list names them)\n";
        return 2;
    }
    Attempt attempt;
    if (!submissions_.empty()) attempt.submission = submissions_.front();
    if (!find_program(attempt)) return attempt.verdict == Verdict::CE ? 1 : 2;
    if (!options_.growth.empty()) return slow.growth(attempt);
    std::size_t bytes = 0;
    for (const PreparedTest<Case>& test : tests_) bytes = std::max(bytes, test.input.size());
    return slow.hunt(attempt, bytes);
}

// What the files need that this machine lacks: the first missing tool, in
// one line that names its Debian package; "" when nothing is missing.
std::string missing_tools(const Options& options, const std::vector<Submission>& submissions) {
    for (const Submission& file : submissions) {
        const harness::BuildChoices choices{options.compiler, options.standard, 256};
        const harness::BuildPlan plan = harness::plan_build(*file.language, file.path, "/build", choices);
        if (!plan.missing.empty()) return file.shown + ": " + plan.missing;
    }
    return "";
}

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc && std::string(argv[i]) != "--"; ++i) {
        if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") {
            std::cout << judge_tool::usage();
            return 0;
        }
    }
    Options options;
    std::vector<Submission> submissions;
    std::string error = judge_tool::parse_options(argc, argv, options);
    if (error.empty() && !options.list) error = judge_tool::find_submissions(options, submissions);
    if (!error.empty()) {
        std::cerr << "judge: " << error << " (judge --help lists the options)\n";
        return 2;
    }
    if (options.check_sandbox) return judge_tool::check_sandbox(options.process_limit);
    if (options.languages) return judge_tool::list_languages(std::cout);
    if (const std::string missing = missing_tools(options, submissions); !missing.empty()) {
        std::cerr << "judge: " << missing << "\n";
        return 2;
    }
    harness::stop_on_interrupt();
    try {
        int status = 2;
        harness::visit_problem(options.problem, [&](auto problem) {
            status = Judgement<decltype(problem)>(options, std::move(submissions)).run();
        });
        return status;
    } catch (const harness::Interrupted& interruption) {
        harness::die_of(interruption);
    } catch (const std::exception& failure) {
        harness::kill_running_process();
        std::cerr << "judge: judge error: " << failure.what() << "\n";
    }
    return 2;
}
