// judge: judges a contestant's solution as an online judge would, on this
// project's test set, under time, memory and output limits.
//
//   judge PROBLEM [options] FILE.cpp          compiles FILE.cpp, then judges it
//   judge PROBLEM [options] -- COMMAND [ARGS...]
//   judge PROBLEM --list
//
// The test set (judge_tests.hpp) runs in judge order: the statement's
// sample, small traps, every small case, random cases, the worst cases. Each
// test's answers are proven first (explain's certificate of every case,
// checked by check_certificate's checks) and kept in memory only. For each
// test, the plain solution (programs/usual.cpp) runs first, then the program, each
// through run_measured under the limits (harness/process.hpp): its CPU time,
// wall time, peak memory and output are measured and bounded. The first test
// that fails ends the run (--all runs every test). A wrong answer names the
// test case, and is shrunk to a small failing case with why the right answer
// holds, as the stress tool does (harness/judging.hpp).
//
// Exit status: 0 accepted, 1 any other verdict, 2 wrong usage or a failure of
// the judge itself (docs/testing.md#the-judge-tool).
#include <fnmatch.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "check_certificate.hpp"
#include "environment.hpp"
#include "explain.hpp"
#include "files.hpp"
#include "judge_options.hpp"
#include "judge_tests.hpp"
#include "judging.hpp"
#include "problems.hpp"
#include "process.hpp"
#include "proven_answers.hpp"
#include "sandbox_check.hpp"

namespace {

using judge::not_runnable;
using judge::Options;
using judge::parse_options;
using judge::usage;

using Clock = std::chrono::steady_clock;

// ---- the scratch folder -------------------------------------------------------------

// Where FILE.cpp is compiled; removed at the end, and on Ctrl-C. The
// compiler may use this much memory (and as much again for its files).
constexpr long kCompileMemoryKib = 2L << 20;
char scratch_dir[4096];
char scratch_program[4200];

void remove_scratch() {
    if (scratch_program[0]) unlink(scratch_program);
    if (scratch_dir[0]) rmdir(scratch_dir);
}

void on_interrupt(int signal_number) {
    harness::kill_running_process();
    remove_scratch();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

// ---- verdicts ----------------------------------------------------------------------

enum class Verdict { AC, WA, TLE, MLE, RE, OLE, CE };

const char* code(Verdict verdict) {
    static const char* const codes[] = {"AC", "WA", "TLE", "MLE", "RE", "OLE", "CE"};
    return codes[static_cast<int>(verdict)];
}

const char* words(Verdict verdict) {
    static const char* const texts[] = {
        "Accepted",      "Wrong answer",          "Time limit exceeded", "Memory limit exceeded",
        "Runtime error", "Output limit exceeded", "Compilation error"};
    return texts[static_cast<int>(verdict)];
}

struct Limits {
    double cpu_seconds;
    double wall_seconds;
    long memory_kib;
    std::size_t output_bytes;
};

// An allocation that failed (at the address-space cap, or past what the
// machine can give) ends a program with one of these on stderr: C++'s
// std::bad_alloc, Python's MemoryError, AddressSanitizer's reports. A memory
// verdict, not a crash.
bool allocation_failed(const harness::RunResult& run) {
    for (const char* sign : {"bad_alloc", "MemoryError", "AddressSanitizer: out of memory",
                             "AddressSanitizer failed to allocate", "ERROR: AddressSanitizer: requested allocation size"})
        if (run.err.find(sign) != std::string::npos) return true;
    return false;
}

// The verdict of a run: the limit it was stopped at first, else how it
// ended, else its answers.
Verdict verdict_of(const harness::RunResult& run, const std::string& expected) {
    if (run.timed_out || run.cpu_exceeded) return Verdict::TLE;
    if (run.memory_exceeded) return Verdict::MLE;
    if (run.output_exceeded) return Verdict::OLE;
    if (run.signal != 0 || run.exit_code != 0) return allocation_failed(run) ? Verdict::MLE : Verdict::RE;
    return harness::output_tokens(run.out) == harness::output_tokens(expected) ? Verdict::AC : Verdict::WA;
}

// ---- one test ---------------------------------------------------------------------

template <class Case>
struct Prepared {
    judge_tests::Test<Case> test;
    std::string input;
    std::string expected;  // the judge output, proven
};

struct Row {
    std::string name, group, size;
    std::size_t cases = 0;
    Verdict verdict = Verdict::AC;
    double cpu_seconds = 0, wall_seconds = 0;
    long memory_kib = 0;
    double plain_seconds = 0;
    long processes_left = 0;  // still running when the program ended; the judge ended them
};

// The largest case of a test, for the summary: "n = 100, m = 100".
template <class Case>
std::string size_of(const std::vector<Case>& cases) {
    const Case* largest = &cases.front();
    for (const Case& game : cases)
        if (harness::case_size(game) > harness::case_size(*largest)) largest = &game;
    return harness::size_summary(*largest);
}

// This process's CPU time so far (not its children's).
double own_cpu_seconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

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

// ---- the run ----------------------------------------------------------------------------

class Run {
public:
    explicit Run(const Options& options) : options_(options), report_(options.json == "-" ? std::cerr : std::cout) {}

    template <class Problem>
    int judge();

private:
    template <class Problem>
    std::vector<Prepared<typename Problem::Case>> prepare();
    bool compile();
    bool selected(const std::string& name) const;
    template <class Problem>
    void explain_failure(const Prepared<typename Problem::Case>& test, const harness::RunResult& run);
    void print_row(std::size_t index, const Row& row);
    void write_json(Verdict verdict, const std::string& summary);
    harness::RunLimits contained(long scratch_kib) const;
    harness::RunLimits run_limits() const;
    void say_how_contained();

    const Options& options_;
    bool sandboxed_ = false;  // programs run in bwrap's sandbox
    std::ostream& report_;  // stdout, or stderr when the JSON goes to stdout
    std::vector<std::string> command_;
    Limits limits_{};
    double scale_ = 1;
    std::vector<Row> rows_;
    std::size_t total_tests_ = 0;
    double prepare_seconds_ = 0;
    double judge_cpu_seconds_ = 0;  // this process's own CPU time while judging (not preparing)
    std::string compile_output_;
};

// What every run of the judge shares, the compiler's, the plain solution's
// and the program's: the launcher, which ends every process a run started;
// the limit on processes; a scratch folder; the sandbox.
harness::RunLimits Run::contained(long scratch_kib) const {
    harness::RunLimits limits;
    limits.launcher = harness::build_path("tools/run_measured");
    limits.processes = options_.process_limit;
    limits.scratch_kib = scratch_kib;
    limits.sandbox.on = sandboxed_;
    return limits;
}

// The program's limits. Memory is its resident memory: programs built with
// AddressSanitizer, and the JVM, reserve far more address space than they
// use, so there is no cap on that unless one is asked for.
harness::RunLimits Run::run_limits() const {
    harness::RunLimits limits = contained(limits_.memory_kib);
    limits.wall_seconds = limits_.wall_seconds;
    limits.cpu_seconds = limits_.cpu_seconds;
    limits.memory_kib = limits_.memory_kib;
    limits.address_space_kib = options_.address_space_mib * 1024;
    limits.output_bytes = limits_.output_bytes;
    limits.error_bytes = 1 << 16;
    return limits;
}

// One line on stderr for each guarantee this machine cannot give.
void Run::say_how_contained() {
    const harness::SandboxSupport& support = harness::sandbox_support();
    sandboxed_ = options_.sandbox && support.contained();
    if (options_.sandbox && !sandboxed_)
        std::cerr << "judge: running programs uncontained: " << support.why_not
                  << " (docs/testing.md#what-the-judge-guarantees-the-machine)\n";
    if (harness::process_limit_mechanism(sandboxed_).empty())
        std::cerr << "judge: no limit on the number of processes here: as root, it needs a writable pids cgroup\n";
}

bool Run::selected(const std::string& name) const {
    if (options_.pattern.empty()) return true;
    std::stringstream patterns(options_.pattern);
    std::string pattern;
    while (std::getline(patterns, pattern, ','))
        if (fnmatch(pattern.c_str(), name.c_str(), 0) == 0) return true;
    return false;
}

template <class Problem>
std::vector<Prepared<typename Problem::Case>> Run::prepare() {
    const Clock::time_point start = Clock::now();
    std::vector<Prepared<typename Problem::Case>> prepared;
    for (auto& test : judge_tests::tests<Problem>()) {
        if (!selected(test.name)) continue;
        Prepared<typename Problem::Case> one{std::move(test), "", ""};
        one.input = harness::judge_input(one.test.cases);
        if (const auto error = harness::validate_input(Problem::facts.name, one.input))
            throw std::runtime_error("test " + one.test.name +
                                     " breaks the statement: " + error->format(Problem::facts.name));
        std::string trouble;
        if (!options_.list) one.expected = proven_answers::proven_output<Problem>(one.input, one.test.cases, trouble);
        if (!trouble.empty()) throw std::runtime_error("test " + one.test.name + ": " + trouble);
        prepared.push_back(std::move(one));
    }
    prepare_seconds_ = std::chrono::duration<double>(Clock::now() - start).count();
    return prepared;
}

bool Run::compile() {
    std::snprintf(scratch_dir, sizeof scratch_dir, "%s/judge.XXXXXX",
                  std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(scratch_dir)) {
        scratch_dir[0] = '\0';
        throw std::runtime_error(std::string("cannot make a scratch folder: ") + std::strerror(errno));
    }
    std::snprintf(scratch_program, sizeof scratch_program, "%s/program", scratch_dir);
    const std::vector<std::string> argv = {options_.compiler, "-O2", "-std=" + options_.standard,
                                           "-DONLINE_JUDGE",  "-o",  scratch_program,
                                           options_.source};
    harness::RunLimits limits = contained(kCompileMemoryKib);
    limits.wall_seconds = 120;
    limits.memory_kib = kCompileMemoryKib;
    limits.sandbox.writable = scratch_dir;
    const harness::RunResult run = harness::run_process(argv, "", limits);
    if (run.failed_to_start) throw std::runtime_error(run.err);
    if (run.exited && run.exit_code == 0) {
        command_ = {scratch_program};
        return true;
    }
    compile_output_ = run.timed_out         ? "the compiler ran past 120 s"
                      : run.memory_exceeded ? "the compiler used more than " + mib(kCompileMemoryKib)
                                            : run.err + run.out;
    return false;
}

void Run::print_row(std::size_t index, const Row& row) {
    char line[512];
    char relative[32] = "-";
    if (row.plain_seconds > 0 && row.verdict != Verdict::TLE)
        std::snprintf(relative, sizeof relative, "%.1fx", row.cpu_seconds / std::max(row.plain_seconds, 0.001));
    const std::string time = row.verdict == Verdict::TLE ? ">" + secs(limits_.cpu_seconds) : secs(row.cpu_seconds);
    std::snprintf(line, sizeof line, "%3zu  %-34s %-4s %9s %8s %8s  %s\n", index, row.name.c_str(), code(row.verdict),
                  time.c_str(), mib(row.memory_kib).c_str(), relative, row.size.c_str());
    report_ << line;
}

template <class Problem>
int Run::judge() {
    using Case = typename Problem::Case;
    const harness::ProblemFacts& facts = Problem::facts;
    std::vector<Prepared<Case>> tests = prepare<Problem>();
    if (tests.empty()) {
        std::cerr << "judge: no test of " << facts.name << " matches " << options_.pattern << " (judge " << facts.name
                  << " --list shows them)\n";
        return 2;
    }
    if (options_.list) {
        for (std::size_t k = 0; k < tests.size(); ++k) {
            char line[512];
            std::snprintf(line, sizeof line, "%3zu  %-34s %-7s %6zu cases, largest %s\n     %s\n", k + 1,
                          tests[k].test.name.c_str(), tests[k].test.group.c_str(), tests[k].test.cases.size(),
                          size_of(tests[k].test.cases).c_str(), tests[k].test.catches.c_str());
            std::cout << line;
        }
        return 0;
    }
    total_tests_ = tests.size();
    say_how_contained();
    const std::string plain = harness::build_path("tools/usual_" + std::string(facts.name));
    for (const std::string& needed : {plain, harness::build_path("tools/run_measured"), harness::built_program(facts)})
        if (access(needed.c_str(), X_OK) != 0)
            throw std::runtime_error("cannot run " + needed + " (build the target judge)");

    if (!options_.source.empty() && !compile()) {
        report_ << "judge: " << facts.name << ": " << options_.source << " does not compile with " << options_.compiler
                << " -O2 -std=" << options_.standard << ":\n";
        std::istringstream lines(compile_output_);
        std::string line;
        for (int k = 0; k < 12 && std::getline(lines, line); ++k) report_ << "  " << line << "\n";
        const std::string summary = "Compilation error";
        report_ << summary << "\n";
        write_json(Verdict::CE, summary);
        return 1;
    }
    if (command_.empty()) {
        const std::string why = not_runnable(options_.command[0]);
        if (!why.empty()) {
            std::cerr << "judge: cannot run " << why << "\n";
            return 2;
        }
        command_ = options_.command;
    }

    // The plain solution's runs: generous limits, only its time is wanted.
    harness::RunLimits plain_limits = contained(1L << 20);
    plain_limits.wall_seconds = 120;
    std::vector<double> plain_seconds(tests.size(), -1);
    // Test k's input in an in-memory file, made once for both of its runs.
    std::unique_ptr<harness::InputFile> input_file;
    std::size_t input_file_of = tests.size();
    auto input_of = [&](std::size_t k) -> const harness::InputFile& {
        if (input_file_of != k) input_file = std::make_unique<harness::InputFile>(tests[k].input), input_file_of = k;
        return *input_file;
    };
    auto run_plain = [&](std::size_t k) {
        if (plain_seconds[k] >= 0) return;
        const harness::RunResult run = harness::run_process({plain}, input_of(k), plain_limits);
        if (!run.exited || run.exit_code != 0 ||
            harness::output_tokens(run.out) != harness::output_tokens(tests[k].expected))
            throw std::runtime_error("the plain solution " + plain + " fails test " + tests[k].test.name);
        plain_seconds[k] = run.cpu_seconds;
    };

    const double base = options_.time_limit > 0 ? options_.time_limit : facts.judge.seconds;
    scale_ = options_.scale;
    harness::Progress progress("judge");
    if (options_.scale_auto) {
        double here = 0;
        for (std::size_t k = 0; k < tests.size(); ++k) {
            if (tests[k].test.group != "worst") continue;
            progress.show("calibrating on " + tests[k].test.name);
            run_plain(k);
            here += plain_seconds[k];
        }
        if (here <= 0 || facts.judge.plain_worst_seconds <= 0 || !options_.pattern.empty())
            throw std::runtime_error(
                "--scale auto needs the worst-case tests (no --tests) and the problem's reference time");
        scale_ = here / facts.judge.plain_worst_seconds;
    }
    limits_.cpu_seconds = base * scale_;
    limits_.wall_seconds = 2 * limits_.cpu_seconds + 1;
    limits_.memory_kib = (options_.memory_mib > 0 ? options_.memory_mib : facts.judge.memory_mib) * 1024L;
    limits_.output_bytes = static_cast<std::size_t>(options_.output_mib) << 20;

    char heading[512];
    std::snprintf(heading, sizeof heading,
                  "judge: %s: %zu tests; limits %.2f s CPU (%.2f s wall), %s, output %ld MiB%s\n", facts.name,
                  tests.size(), limits_.cpu_seconds, limits_.wall_seconds, mib(limits_.memory_kib).c_str(),
                  options_.output_mib,
                  scale_ == 1 ? "" : (" (time scaled by " + std::to_string(scale_).substr(0, 4) + ")").c_str());
    report_ << heading;
    report_ << "  #  test                               verd      time   memory vs plain  largest case\n";
    report_.flush();

    const harness::RunLimits limits = run_limits();
    const double cpu_before = own_cpu_seconds();
    Verdict final_verdict = Verdict::AC;
    std::size_t failed = 0;  // the first failing test (index + 1), 0 if none
    harness::RunResult failed_run;
    for (std::size_t k = 0; k < tests.size(); ++k) {
        const Prepared<Case>& test = tests[k];
        progress.show("test " + std::to_string(k + 1) + "/" + std::to_string(tests.size()) + " (" + test.test.name +
                      ")");
        run_plain(k);
        harness::RunResult run = harness::run_process(command_, input_of(k), limits);
        if (run.failed_to_start) throw std::runtime_error(run.err);
        Row row;
        row.name = test.test.name;
        row.group = test.test.group;
        row.size = size_of(test.test.cases);
        row.cases = test.test.cases.size();
        row.verdict = verdict_of(run, test.expected);
        row.cpu_seconds = run.cpu_seconds;
        row.wall_seconds = run.seconds;
        row.memory_kib = run.max_rss_kib;
        row.plain_seconds = plain_seconds[k];
        row.processes_left = run.processes_left;
        progress.clear();
        print_row(k + 1, row);
        rows_.push_back(row);
        if (row.verdict != Verdict::AC && failed == 0) {
            failed = k + 1;
            final_verdict = row.verdict;
            failed_run = std::move(run);
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
    std::string summary;
    if (failed == 0) {
        double most_time = 0;
        long most_memory = 0;
        for (const Row& row : rows_)
            most_time = std::max(most_time, row.cpu_seconds), most_memory = std::max(most_memory, row.memory_kib);
        summary = "Accepted: " + harness::plural(static_cast<long long>(rows_.size()), "test") + ", at most " +
                  secs(most_time) + " and " + mib(most_memory);
    } else {
        const Row& row = rows_[failed - 1];
        summary = std::string(words(final_verdict)) + " on test " + std::to_string(failed) + " (" + row.name + ", " +
                  row.size + ")";
        if (final_verdict == Verdict::TLE)
            summary += failed_run.timed_out && !failed_run.cpu_exceeded
                           ? ": over " + secs(limits_.wall_seconds) + " of wall time"
                           : ": over " + secs(limits_.cpu_seconds);
        else if (final_verdict == Verdict::MLE) summary += ": over " + mib(limits_.memory_kib);
        else if (final_verdict == Verdict::OLE)
            summary += ": over " + std::to_string(options_.output_mib) + " MiB of output";
        else if (final_verdict == Verdict::RE)
            summary += failed_run.signal ? ": killed by signal " + std::to_string(failed_run.signal) + " (" +
                                               harness::signal_name(failed_run.signal) + ")"
                                         : ": exit status " + std::to_string(failed_run.exit_code);
        if (options_.all) {
            std::size_t failures = 0;
            for (const Row& r : rows_) failures += r.verdict != Verdict::AC;
            summary += "; " + std::to_string(failures) + " of " + std::to_string(rows_.size()) + " tests failed";
        }
        report_ << "\n";
        explain_failure<Problem>(tests[failed - 1], failed_run);
    }
    report_ << summary << "\n";
    report_.flush();
    write_json(final_verdict, summary);
    return final_verdict == Verdict::AC ? 0 : 1;
}

// What went wrong on the first failing test: for a wrong answer, the test
// case and, shrunk, a small case that fails the same way with why the right
// answer holds; for a crash, how it ended and its stderr.
template <class Problem>
void Run::explain_failure(const Prepared<typename Problem::Case>& test, const harness::RunResult& run) {
    using Case = typename Problem::Case;
    const harness::ProblemFacts& facts = Problem::facts;
    std::ostream& out = report_;
    out << "== test " << test.test.name << ": " << test.test.catches << "\n";
    const Verdict verdict = verdict_of(run, test.expected);
    if (verdict == Verdict::RE || (verdict == Verdict::MLE && allocation_failed(run))) {
        out << (run.signal
                    ? "killed by signal " + std::to_string(run.signal) + " (" + harness::signal_name(run.signal) + ")"
                    : "exit status " + std::to_string(run.exit_code))
            << "\n== its stderr ==\n";
        harness::print_text(out, run.err.substr(0, 2000));
        return;
    }
    if (verdict != Verdict::WA) return;
    const std::size_t tokens = facts.answers.tokens();
    const std::size_t at = harness::first_differing_token(test.expected, run.out);
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
        << answer(run.out) << "\"\n";

    // Shrink, with our judge program as the reference, under the same limits.
    harness::Judge judge(harness::built_program(facts), command_, run_limits());
    const harness::Verdict again = judge.judge(harness::judge_input(test.test.cases));
    if (again.failure != harness::Failure::wrong_answer) {
        out << "(the failure did not repeat on a second run, so it is not shrunk)\n";
        return;
    }
    harness::Progress progress("judge");
    const harness::Shrunk<Case> shrunk = harness::shrink_failure<Problem>(test.test.cases, again, judge, 30, progress);
    progress.clear();
    out << "shrunk in " << harness::seconds_text(std::round(shrunk.seconds * 10) / 10) << " s ("
        << harness::plural(shrunk.runs, "run") << ") to "
        << harness::plural(static_cast<long long>(shrunk.cases.size()), "test case");
    for (std::size_t k = 0; k < shrunk.cases.size() && k < 3; ++k)
        out << (k ? "; " : ": ") << harness::size_summary(shrunk.cases[k]);
    if (shrunk.out_of_time) out << " (stopped shrinking after 30 s)";
    out << "\n== input ==\n";
    harness::print_text(out, harness::judge_input(shrunk.cases));
    out << "== expected output ==\n";
    harness::print_text(out, shrunk.verdict.expected.out);
    out << "== output of " << harness::command_text(command_) << " ==\n";
    harness::print_text(out, shrunk.verdict.got.out);
    out << "(" << harness::first_difference(shrunk.verdict.expected.out, shrunk.verdict.got.out) << ")\n";
    out << "== why the expected answer holds ==\n";
    harness::print_text(out, harness::explanation(shrunk.cases));
    out << "\n";
}

void Run::write_json(Verdict verdict, const std::string& summary) {
    if (options_.json.empty()) return;
    std::ostringstream json;
    json << "{\n  \"problem\": " << harness::double_quoted(options_.problem) << ",\n  \"verdict\": \"" << code(verdict)
         << "\",\n  \"summary\": " << harness::double_quoted(summary)
         << ",\n  \"time_limit_s\": " << limits_.cpu_seconds << ",\n  \"wall_limit_s\": " << limits_.wall_seconds
         << ",\n  \"memory_limit_kib\": " << limits_.memory_kib << ",\n  \"time_scale\": " << scale_
         << ",\n  \"tests_in_set\": " << total_tests_ << ",\n  \"prepare_s\": " << prepare_seconds_
         << ",\n  \"judge_cpu_s\": " << judge_cpu_seconds_ << ",\n  \"sandbox\": \"" << (sandboxed_ ? "bwrap" : "none")
         << "\",\n  \"process_limit\": " << options_.process_limit << ",\n  \"process_limit_by\": "
         << harness::double_quoted(harness::process_limit_mechanism(sandboxed_));
    double plain_worst = 0;  // what --scale auto compares with JudgeLimits::plain_worst_seconds
    for (const Row& row : rows_) plain_worst += row.group == "worst" ? row.plain_seconds : 0;
    json << ",\n  \"plain_worst_s\": " << plain_worst;
    if (verdict == Verdict::CE)
        json << ",\n  \"compiler_output\": " << harness::double_quoted(compile_output_.substr(0, 4000));
    json << ",\n  \"tests\": [";
    for (std::size_t k = 0; k < rows_.size(); ++k) {
        const Row& row = rows_[k];
        json << (k ? "," : "") << "\n    {\"name\": " << harness::double_quoted(row.name) << ", \"group\": \""
             << row.group << "\", \"verdict\": \"" << code(row.verdict) << "\", \"time_s\": " << row.cpu_seconds
             << ", \"wall_s\": " << row.wall_seconds << ", \"memory_kib\": " << row.memory_kib
             << ", \"plain_time_s\": " << row.plain_seconds << ", \"cases\": " << row.cases
             << ", \"processes_left\": " << row.processes_left << "}";
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
            std::cout << usage();
            return 0;
        }
    }
    Options options;
    const std::string error = parse_options(argc, argv, options);
    if (!error.empty()) {
        std::cerr << "judge: " << error << " (judge --help lists the options)\n";
        return 2;
    }
    if (options.check_sandbox) return judge::check_sandbox(options.process_limit);
    for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) signal(signal_number, on_interrupt);
    int status = 2;
    try {
        Run run(options);
        harness::visit_problem(options.problem, [&](auto problem) { status = run.judge<decltype(problem)>(); });
    } catch (const std::exception& failure) {
        harness::kill_running_process();
        std::cerr << "judge: judge error: " << failure.what() << "\n";
        status = 2;
    }
    remove_scratch();
    return status;
}
