// judge: judges a contestant's solution as an online judge would, on this
// project's test set, under time, memory and output limits, contained.
//
//   judge PROBLEM [options] FILE.cpp          compiles FILE.cpp, then judges it
//   judge PROBLEM [options] -- COMMAND [ARGS...]
//   judge PROBLEM --list
//   judge --check-sandbox
//
// A judgement, top down (Judgement::run): the test set is made (test_set.hpp:
// the statement's sample, small traps, every small case, random cases, the
// worst cases, in judge order), each input validated and its answers proven
// (explain's certificate of every case, checked by check_certificate's
// checks; kept in memory only); the program is found, or FILE.cpp compiled;
// the limits are set (the problem's, or scaled to this machine); then for
// each test the plain solution (programs/usual.cpp) runs, and the program,
// each through the launcher (harness/process.hpp: in bubblewrap's sandbox,
// its CPU time, wall time, memory, processes and output measured and
// bounded), and the program's verdict is its row of the table. The first
// failing test ends the run (--all runs every test). A wrong answer names
// the test case, and is shrunk to a small failing case with why the right
// answer holds, as the stress tool does (harness/referee.hpp).
//
// Exit status: 0 accepted, 1 any other verdict, 2 wrong usage or a failure of
// the judge itself (docs/testing.md#the-judge-tool).
#include <fnmatch.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
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
#include "problems.hpp"
#include "process.hpp"
#include "proven_answers.hpp"
#include "referee.hpp"
#include "sandbox_check.hpp"
#include "test_set.hpp"

namespace {

using harness::Verdict;
using judge_tool::Options;
using Clock = std::chrono::steady_clock;

// The compiler may use this much memory (and as much again for its files),
// and this much time.
constexpr long kCompileMemoryKib = 2L << 20;
constexpr double kCompileSeconds = 120;
// The plain solution's runs: generous limits, only its time is wanted.
constexpr double kPlainWallSeconds = 120;
// Shrinking a wrong answer stops after this many seconds.
constexpr double kShrinkSeconds = 30;

std::string mib(long kib) {
    char text[32];
    std::snprintf(text, sizeof text, "%.0f MiB", std::ceil(static_cast<double>(kib) / 1024));
    return text;
}

std::string secs(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f s", seconds);
    return text;
}

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
    test_set::Test<Case> test;
    std::string input;
    std::string expected;
};

// What the program did on one test: a row of the table and of the JSON.
struct Row {
    std::string name, group, size;
    std::size_t cases = 0;
    Verdict verdict = Verdict::AC;
    double cpu_seconds = 0, wall_seconds = 0;
    long memory_kib = 0;
    double plain_seconds = 0;
    long processes_left = 0;  // still running when the program ended; the judge ended them
};

template <class Problem>
class Judgement {
public:
    using Case = typename Problem::Case;

    explicit Judgement(const Options& options)
        : options_(options), report_(options.json == "-" ? std::cerr : std::cout) {}

    int run();

private:
    void prepare();
    int list() const;
    void say_how_contained();
    bool find_program();
    bool compile();
    void set_limits();
    const harness::InputFile& input_of(std::size_t test);
    void run_plain(std::size_t test);
    void run_tests();
    void print_heading() const;
    void print_row(std::size_t index, const Row& row) const;
    std::string summary() const;
    void explain_failure() const;
    void explain_wrong_answer(const PreparedTest<Case>& test) const;
    void write_json(const std::string& summary) const;
    harness::RunLimits contained(long scratch_kib) const;

    const Options& options_;
    std::ostream& report_;  // stdout, or stderr when the JSON goes to stdout
    std::vector<PreparedTest<Case>> tests_;
    double prepare_seconds_ = 0;
    bool sandboxed_ = false;                         // programs run in bwrap's sandbox
    std::optional<harness::ScratchFolder> scratch_;  // where FILE.cpp is compiled
    std::vector<std::string> command_;               // the program, as run
    std::string compile_output_;
    harness::RunLimits limits_;  // the program's
    double scale_ = 1;
    std::vector<double> plain_seconds_;  // per test, -1 until it ran
    std::unique_ptr<harness::InputFile> input_file_;
    std::size_t input_file_of_ = 0;
    std::vector<Row> rows_;
    Verdict verdict_ = Verdict::AC;
    std::size_t failed_ = 0;  // the first failing test (index + 1), 0 if none
    harness::RunResult failed_run_;
    double judge_cpu_seconds_ = 0;  // this process's own CPU time while judging (not preparing)
};

// The whole judgement, from the test set to the verdict.
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
    if (!find_program()) return verdict_ == Verdict::CE ? 1 : 2;
    set_limits();
    print_heading();
    run_tests();
    if (failed_ != 0) {
        report_ << "\n";
        explain_failure();
    }
    const std::string said = summary();
    report_ << said << "\n";
    report_.flush();
    write_json(said);
    return verdict_ == Verdict::AC ? 0 : 1;
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
        if (!selected(test.name)) continue;
        PreparedTest<Case> one{std::move(test), "", ""};
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
        std::snprintf(line, sizeof line, "%3zu  %-34s %-7s %6zu cases, largest %s\n     %s\n", k + 1, test.name.c_str(),
                      test.group.c_str(), test.cases.size(), size_of(test.cases).c_str(), test.catches.c_str());
        std::cout << line;
    }
    return 0;
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

// The program to judge: FILE.cpp compiled (false on a compilation error,
// reported), or COMMAND (false, said on stderr, when it cannot run).
template <class Problem>
bool Judgement<Problem>::find_program() {
    const harness::ProblemFacts& facts = Problem::facts;
    const std::string plain = harness::build_path("tools/usual_" + std::string(facts.name));
    for (const std::string& needed : {plain, harness::build_path("tools/run_measured"), harness::built_program(facts)})
        if (access(needed.c_str(), X_OK) != 0)
            throw std::runtime_error("cannot run " + needed + " (build the target judge)");
    if (!options_.source.empty()) return compile();
    if (const std::optional<std::string> why = judge_tool::why_not_runnable(options_.command[0])) {
        std::cerr << "judge: cannot run " << *why << "\n";
        return false;
    }
    command_ = options_.command;
    return true;
}

template <class Problem>
bool Judgement<Problem>::compile() {
    scratch_.emplace("judge");
    const std::string program = scratch_->path() + "/program";
    const std::vector<std::string> argv = {
        options_.compiler, "-O2", "-std=" + options_.standard, "-DONLINE_JUDGE", "-o", program, options_.source};
    harness::RunLimits limits = contained(kCompileMemoryKib);
    limits.wall_seconds = kCompileSeconds;
    limits.memory_kib = kCompileMemoryKib;
    limits.sandbox.writable = scratch_->path();
    const harness::RunResult run = harness::run_process(argv, "", limits);
    if (run.failed_to_start) throw std::runtime_error(run.err);
    if (run.exited && run.exit_code == 0) {
        command_ = {program};
        return true;
    }
    compile_output_ = run.timed_out         ? "the compiler ran past " + secs(kCompileSeconds)
                      : run.memory_exceeded ? "the compiler used more than " + mib(kCompileMemoryKib)
                                            : run.err + run.out;
    report_ << "judge: " << Problem::facts.name << ": " << options_.source << " does not compile with "
            << options_.compiler << " -O2 -std=" << options_.standard << ":\n";
    std::istringstream lines(compile_output_);
    std::string line;
    for (int k = 0; k < 12 && std::getline(lines, line); ++k) report_ << "  " << line << "\n";
    verdict_ = Verdict::CE;
    report_ << summary() << "\n";
    write_json(summary());
    return false;
}

// The program's limits: the problem's (or the options'), the time scaled
// by --scale, or by --scale auto: the plain solution's time on the worst
// tests here over its time on the machine the limits were set for. Memory
// is resident memory: programs built with AddressSanitizer, and the JVM,
// reserve far more address space than they use, so there is no cap on that
// unless one is asked for.
template <class Problem>
void Judgement<Problem>::set_limits() {
    const harness::JudgeLimits& defaults = Problem::facts.judge;
    plain_seconds_.assign(tests_.size(), -1);
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

// Test k's input in an in-memory file, made once for both of its runs.
template <class Problem>
const harness::InputFile& Judgement<Problem>::input_of(std::size_t test) {
    if (!input_file_ || input_file_of_ != test) {
        input_file_ = std::make_unique<harness::InputFile>(tests_[test].input);
        input_file_of_ = test;
    }
    return *input_file_;
}

template <class Problem>
void Judgement<Problem>::run_plain(std::size_t test) {
    if (plain_seconds_[test] >= 0) return;
    const std::string plain = harness::build_path("tools/usual_" + std::string(Problem::facts.name));
    harness::RunLimits limits = contained(1L << 20);
    limits.wall_seconds = kPlainWallSeconds;
    const harness::RunResult run = harness::run_process({plain}, input_of(test), limits);
    if (harness::verdict_of(run, tests_[test].expected) != Verdict::AC)
        throw std::runtime_error("the plain solution " + plain + " fails test " + tests_[test].test.name);
    plain_seconds_[test] = run.cpu_seconds;
}

// Each test in order, the plain solution first: a row each, until the first
// failure (every test with --all).
template <class Problem>
void Judgement<Problem>::run_tests() {
    harness::Progress progress("judge");
    const double cpu_before = own_cpu_seconds();
    for (std::size_t k = 0; k < tests_.size(); ++k) {
        const PreparedTest<Case>& test = tests_[k];
        progress.show("test " + std::to_string(k + 1) + "/" + std::to_string(tests_.size()) + " (" + test.test.name +
                      ")");
        run_plain(k);
        harness::RunResult run = harness::run_process(command_, input_of(k), limits_);
        if (run.failed_to_start) throw std::runtime_error(run.err);
        Row row;
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
        progress.clear();
        print_row(k + 1, row);
        rows_.push_back(row);
        if (row.verdict != Verdict::AC && failed_ == 0) {
            failed_ = k + 1;
            verdict_ = row.verdict;
            failed_run_ = std::move(run);
            if (!options_.all) break;
        }
    }
    progress.clear();
    judge_cpu_seconds_ = own_cpu_seconds() - cpu_before;
    long left = 0, tests_left = 0;
    for (const Row& row : rows_) left += row.processes_left, tests_left += row.processes_left > 0;
    if (left > 0)
        report_ << "note: the program left " << left << (left == 1 ? " process" : " processes") << " running (on "
                << harness::plural(tests_left, "test") << "); the judge ended them, their CPU time counted\n";
}

template <class Problem>
void Judgement<Problem>::print_heading() const {
    char heading[512];
    std::snprintf(heading, sizeof heading,
                  "judge: %s: %zu tests; limits %.2f s CPU (%.2f s wall), %s, output %ld MiB%s\n", Problem::facts.name,
                  tests_.size(), limits_.cpu_seconds, limits_.wall_seconds, mib(limits_.memory_kib).c_str(),
                  options_.output_mib,
                  scale_ == 1 ? "" : (" (time scaled by " + std::to_string(scale_).substr(0, 4) + ")").c_str());
    report_ << heading;
    report_ << "  #  test                               verd      time   memory vs plain  largest case\n";
    report_.flush();
}

template <class Problem>
void Judgement<Problem>::print_row(std::size_t index, const Row& row) const {
    char line[512];
    char relative[32] = "-";
    if (row.plain_seconds > 0 && row.verdict != Verdict::TLE)
        std::snprintf(relative, sizeof relative, "%.1fx", row.cpu_seconds / std::max(row.plain_seconds, 0.001));
    const std::string time = row.verdict == Verdict::TLE ? ">" + secs(limits_.cpu_seconds) : secs(row.cpu_seconds);
    std::snprintf(line, sizeof line, "%3zu  %-34s %-4s %9s %8s %8s  %s\n", index, row.name.c_str(),
                  harness::code(row.verdict), time.c_str(), mib(row.memory_kib).c_str(), relative, row.size.c_str());
    report_ << line;
}

// The last line, as judges say it: "Accepted: 21 tests, at most 0.18 s and
// 4 MiB", "Time limit exceeded on test 16 (random-07, n = 76): over 2.00 s".
template <class Problem>
std::string Judgement<Problem>::summary() const {
    if (verdict_ == Verdict::CE) return harness::words(verdict_);
    if (failed_ == 0) {
        double most_time = 0;
        long most_memory = 0;
        for (const Row& row : rows_)
            most_time = std::max(most_time, row.cpu_seconds), most_memory = std::max(most_memory, row.memory_kib);
        return "Accepted: " + harness::plural(static_cast<long long>(rows_.size()), "test") + ", at most " +
               secs(most_time) + " and " + mib(most_memory);
    }
    const Row& row = rows_[failed_ - 1];
    const harness::RunResult& run = failed_run_;
    std::string said = std::string(harness::words(verdict_)) + " on test " + std::to_string(failed_) + " (" + row.name +
                       ", " + row.size + ")";
    if (verdict_ == Verdict::TLE)
        said += run.timed_out && !run.cpu_exceeded ? ": over " + secs(limits_.wall_seconds) + " of wall time"
                                                   : ": over " + secs(limits_.cpu_seconds);
    else if (verdict_ == Verdict::MLE) said += ": over " + mib(limits_.memory_kib);
    else if (verdict_ == Verdict::OLE) said += ": over " + std::to_string(options_.output_mib) + " MiB of output";
    else if (verdict_ == Verdict::RE)
        said += run.signal
                    ? ": killed by signal " + std::to_string(run.signal) + " (" + harness::signal_name(run.signal) + ")"
                    : ": exit status " + std::to_string(run.exit_code);
    if (options_.all) {
        std::size_t failures = 0;
        for (const Row& r : rows_) failures += r.verdict != Verdict::AC;
        said += "; " + std::to_string(failures) + " of " + std::to_string(rows_.size()) + " tests failed";
    }
    return said;
}

// What went wrong on the first failing test: for a crash, how it ended and
// its stderr; for a wrong answer, the test case and, shrunk, a small case
// that fails the same way with why the right answer holds.
template <class Problem>
void Judgement<Problem>::explain_failure() const {
    const PreparedTest<Case>& test = tests_[failed_ - 1];
    const harness::RunResult& run = failed_run_;
    report_ << "== test " << test.test.name << ": " << test.test.catches << "\n";
    if (verdict_ == Verdict::RE || (verdict_ == Verdict::MLE && harness::allocation_failed(run))) {
        report_ << (run.signal ? "killed by signal " + std::to_string(run.signal) + " (" +
                                     harness::signal_name(run.signal) + ")"
                               : "exit status " + std::to_string(run.exit_code))
                << "\n== its stderr ==\n";
        harness::print_text(report_, run.err.substr(0, 2000));
    }
    if (verdict_ == Verdict::WA) explain_wrong_answer(test);
}

template <class Problem>
void Judgement<Problem>::explain_wrong_answer(const PreparedTest<Case>& test) const {
    std::ostream& out = report_;
    const std::size_t tokens = Problem::facts.answers.tokens();
    const std::size_t at = harness::first_differing_token(test.expected, failed_run_.out);
    const std::size_t index = std::min(at / tokens, test.test.cases.size() - 1);
    auto answer = [&](const std::string& output) {  // the tokens of test case `index`
        const std::vector<std::string> all = harness::output_tokens(output);
        std::string line;
        for (std::size_t i = index * tokens; i < all.size() && i < (index + 1) * tokens; ++i)
            line += (line.empty() ? "" : " ") + all[i];
        return line.empty() ? std::string("(nothing)") : line;
    };
    out << "test case " << index + 1 << " of " << test.test.cases.size() << " ("
        << harness::size_summary(test.test.cases[index]) << "): expected \"" << answer(test.expected) << "\", got \""
        << answer(failed_run_.out) << "\"\n";

    // Shrunk, with our judge program as the reference, under the same limits.
    harness::Referee referee(harness::built_program(Problem::facts), command_, limits_);
    const harness::Comparison again = referee.compare(harness::judge_input(test.test.cases));
    if (again.verdict != Verdict::WA) {
        out << "(the failure did not repeat on a second run, so it is not shrunk)\n";
        return;
    }
    harness::Progress progress("judge");
    const harness::Shrunk<Case> shrunk =
        harness::shrink_failure<Problem>(test.test.cases, again, referee, kShrinkSeconds, progress);
    progress.clear();
    out << "shrunk in " << harness::seconds_text(std::round(shrunk.seconds * 10) / 10) << " s ("
        << harness::plural(shrunk.runs, "run") << ") to "
        << harness::plural(static_cast<long long>(shrunk.cases.size()), "test case");
    for (std::size_t k = 0; k < shrunk.cases.size() && k < 3; ++k)
        out << (k ? "; " : ": ") << harness::size_summary(shrunk.cases[k]);
    if (shrunk.out_of_time) out << " (stopped shrinking after " << kShrinkSeconds << " s)";
    out << "\n== input ==\n";
    harness::print_text(out, harness::judge_input(shrunk.cases));
    out << "== expected output ==\n";
    harness::print_text(out, shrunk.comparison.expected.out);
    out << "== output of " << harness::command_text(options_.source.empty() ? command_ : std::vector{options_.source})
        << " ==\n";
    harness::print_text(out, shrunk.comparison.got.out);
    out << "(" << harness::first_difference(shrunk.comparison.expected.out, shrunk.comparison.got.out) << ")\n";
    out << "== why the expected answer holds ==\n";
    harness::print_text(out, harness::explanation(shrunk.cases));
    out << "\n";
}

template <class Problem>
void Judgement<Problem>::write_json(const std::string& summary) const {
    if (options_.json.empty()) return;
    std::ostringstream json;
    json << "{\n  \"problem\": " << harness::double_quoted(options_.problem) << ",\n  \"verdict\": \""
         << harness::code(verdict_) << "\",\n  \"summary\": " << harness::double_quoted(summary)
         << ",\n  \"time_limit_s\": " << limits_.cpu_seconds << ",\n  \"wall_limit_s\": " << limits_.wall_seconds
         << ",\n  \"memory_limit_kib\": " << limits_.memory_kib << ",\n  \"time_scale\": " << scale_
         << ",\n  \"tests_in_set\": " << tests_.size() << ",\n  \"prepare_s\": " << prepare_seconds_
         << ",\n  \"judge_cpu_s\": " << judge_cpu_seconds_ << ",\n  \"sandbox\": \"" << (sandboxed_ ? "bwrap" : "none")
         << "\",\n  \"process_limit\": " << options_.process_limit
         << ",\n  \"process_limit_by\": " << harness::double_quoted(harness::process_limit_mechanism(sandboxed_));
    double plain_worst = 0;  // what --scale auto compares with JudgeLimits::plain_worst_seconds
    for (const Row& row : rows_) plain_worst += row.group == "worst" ? row.plain_seconds : 0;
    json << ",\n  \"plain_worst_s\": " << plain_worst;
    if (verdict_ == Verdict::CE)
        json << ",\n  \"compiler_output\": " << harness::double_quoted(compile_output_.substr(0, 4000));
    json << ",\n  \"tests\": [";
    for (std::size_t k = 0; k < rows_.size(); ++k) {
        const Row& row = rows_[k];
        json << (k ? "," : "") << "\n    {\"name\": " << harness::double_quoted(row.name) << ", \"group\": \""
             << row.group << "\", \"verdict\": \"" << harness::code(row.verdict)
             << "\", \"time_s\": " << row.cpu_seconds << ", \"wall_s\": " << row.wall_seconds
             << ", \"memory_kib\": " << row.memory_kib << ", \"plain_time_s\": " << row.plain_seconds
             << ", \"cases\": " << row.cases << ", \"processes_left\": " << row.processes_left << "}";
    }
    json << "\n  ]\n}\n";
    if (options_.json == "-") {
        std::cout << json.str();
        std::cout.flush();
        return;
    }
    std::ofstream file(options_.json, std::ios::binary);
    file << json.str();
    file.close();
    if (!file) std::cerr << "judge: cannot write " << options_.json << "\n";
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
    const std::string error = judge_tool::parse_options(argc, argv, options);
    if (!error.empty()) {
        std::cerr << "judge: " << error << " (judge --help lists the options)\n";
        return 2;
    }
    if (options.check_sandbox) return judge_tool::check_sandbox(options.process_limit);
    harness::stop_on_interrupt();
    try {
        int status = 2;
        harness::visit_problem(options.problem,
                               [&](auto problem) { status = Judgement<decltype(problem)>(options).run(); });
        return status;
    } catch (const harness::Interrupted& interruption) {
        harness::die_of(interruption);
    } catch (const std::exception& failure) {
        harness::kill_running_process();
        std::cerr << "judge: judge error: " << failure.what() << "\n";
    }
    return 2;
}
