// stress: checks a user's solution against this project's on random cases and
// reports the smallest input on which they disagree.
//
//   stress PROBLEM [--cases N] [--seed S] [--timeout SEC] [--save FILE]
//          [--reference PATH] [--link] [--page-address URL] -- COMMAND [ARGS...]
//
// Cases come from harness's generators (harness/case_source.hpp), tiny first
// and growing, several per run (as many judge inputs hold); the problem, its
// limits and our program come from the registry (harness/problems.hpp).
// COMMAND and the reference solution read the same input; outputs are
// compared token by token, as a judge does. A
// crash, a non-zero exit status or a run past the time limit fails too. The
// first failing input is shrunk (harness/shrink.hpp) while the same kind of
// failure persists, then printed with both outputs and, under "== why the
// expected answer holds ==", who wins each of its cases and how
// (harness/explain.hpp, as tools/explain prints it); with --link, under "==
// in the browser ==", the link that opens it in the page (web/).
//
// Exit status: 0 no difference, 1 a failure was found, 2 wrong usage or
// COMMAND cannot be run, 3 the reference itself failed or a generated input
// broke the statement (a bug here).
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "case_source.hpp"
#include "cases.hpp"
#include "explain.hpp"
#include "generators.hpp"
#include "problems.hpp"
#include "process.hpp"
#include "shrink.hpp"
#include "validate.hpp"
#include "web_link.hpp"

namespace {

using Clock = std::chrono::steady_clock;

std::string usage() {
    return "usage: stress PROBLEM [--cases N] [--seed S] [--timeout SEC] [--save FILE]\n"
           "              [--reference PATH] [--link] [--page-address URL] -- COMMAND [ARGS...]\n"
           "  PROBLEM          " + harness::problem_names() + "\n"
           "  --cases N        number of random cases to try (default 1000)\n"
           "  --seed S         seed of the case generator (default: a random one, printed)\n"
           "  --timeout SEC    time limit of one run of COMMAND (default 2)\n"
           "  --save FILE      write the shrunk failing input to FILE\n"
           "  --reference PATH the solution to compare with (default: this build's PROBLEM)\n"
           "  --link           also print the link that opens the failing input in the page (web/)\n"
           "  --page-address URL  where the page is served (default " + std::string(harness::kDefaultPageAddress) + ")\n"
           "  --help           this text\n"
           "COMMAND reads a judge input on stdin and writes its answers on stdout.\n"
           "Exit status: 0 no difference, 1 failure found, 2 usage error, 3 reference failed.\n";
}

// ---- options -------------------------------------------------------------

struct Options {
    std::string problem;
    long long cases = 1000;
    std::uint64_t seed = 0;
    bool seed_given = false;
    double timeout = 2;
    std::string save_path;
    std::string reference;
    bool link = false;
    std::string page_address = harness::kDefaultPageAddress;
    std::vector<std::string> command;
};

bool parse_number(const std::string& text, long long& value) {
    if (text.empty()) return false;
    char* end = nullptr;
    value = std::strtoll(text.c_str(), &end, 10);
    return *end == '\0';
}

// Fills options from the command line, or returns a message on what is wrong.
std::string parse_options(int argc, char** argv, Options& options) {
    int i = 1;
    for (; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--") {
            ++i;
            break;
        }
        auto value = [&](std::string& out) {
            if (i + 1 >= argc) return false;
            out = argv[++i];
            return true;
        };
        std::string text;
        if (arg == "--cases") {
            if (!value(text) || !parse_number(text, options.cases) || options.cases < 1)
                return "--cases needs a positive integer";
        } else if (arg == "--seed") {
            long long seed = 0;
            if (!value(text) || !parse_number(text, seed) || seed < 0) return "--seed needs a non-negative integer";
            options.seed = static_cast<std::uint64_t>(seed);
            options.seed_given = true;
        } else if (arg == "--timeout") {
            char* end = nullptr;
            if (!value(text)) return "--timeout needs a number of seconds";
            options.timeout = std::strtod(text.c_str(), &end);
            if (text.empty() || *end != '\0' || !(options.timeout > 0) || options.timeout > 1e6)
                return "--timeout needs a positive number of seconds";
        } else if (arg == "--save") {
            if (!value(options.save_path) || options.save_path.empty()) return "--save needs a file name";
        } else if (arg == "--reference") {
            if (!value(options.reference) || options.reference.empty()) return "--reference needs a path";
        } else if (arg == "--link") {
            options.link = true;
        } else if (arg == "--page-address") {
            if (!value(options.page_address) || options.page_address.empty()) return "--page-address needs a URL";
        } else if (!arg.empty() && arg[0] == '-') {
            return "unknown option " + arg;
        } else if (options.problem.empty()) {
            options.problem = arg;
        } else {
            return "unexpected argument " + arg + " (is the -- before COMMAND missing?)";
        }
    }
    for (; i < argc; ++i) options.command.push_back(argv[i]);
    if (options.problem.empty()) return "no PROBLEM given";
    if (!harness::find_problem(options.problem))
        return "unknown problem " + options.problem + " (" + harness::problem_names() + ")";
    if (options.command.empty()) return "no COMMAND given after --";
    return "";
}

// The reference solution: --reference, else the build's own executable,
// else PROBLEM in the directory above this binary (the build tree layout).
std::string reference_path(const Options& options) {
    if (!options.reference.empty()) return options.reference;
    const std::string built = harness::built_program(*harness::find_problem(options.problem));
    if (access(built.c_str(), X_OK) == 0) return built;
    char self[4096];
    ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length > 0) {
        std::string dir(self, static_cast<size_t>(length));
        dir = dir.substr(0, dir.rfind('/'));
        dir = dir.substr(0, dir.rfind('/'));
        std::string sibling = dir + "/" + options.problem;
        if (access(sibling.c_str(), X_OK) == 0) return sibling;
    }
    return built;
}

// ---- judging one input -----------------------------------------------------

enum class Failure { none, wrong_answer, crashed, bad_exit, timed_out };

struct Verdict {
    Failure failure = Failure::none;
    bool reference_failed = false;
    bool command_failed_to_start = false;
    harness::RunResult expected;  // the reference's run
    harness::RunResult got;       // COMMAND's run
};

std::string signal_name(int signal_number) {
    static const std::pair<int, const char*> names[] = {
        {SIGHUP, "SIGHUP"},   {SIGINT, "SIGINT"},   {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},
        {SIGTRAP, "SIGTRAP"}, {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},
        {SIGKILL, "SIGKILL"}, {SIGUSR1, "SIGUSR1"}, {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"},
        {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"}, {SIGXCPU, "SIGXCPU"},
        {SIGXFSZ, "SIGXFSZ"}, {SIGSYS, "SIGSYS"}};
    for (const auto& entry : names)
        if (entry.first == signal_number) return entry.second;
    return "signal " + std::to_string(signal_number);
}

std::string seconds_text(double seconds) {
    std::ostringstream text;
    text << seconds;
    return text.str();
}

// "crashed with signal 11 (SIGSEGV)", "exited with status 3", ...
std::string failure_text(const Verdict& verdict, double timeout) {
    switch (verdict.failure) {
        case Failure::wrong_answer: return "gave a different answer";
        case Failure::crashed:
            return "crashed with signal " + std::to_string(verdict.got.signal) + " (" +
                   signal_name(verdict.got.signal) + ")";
        case Failure::bad_exit: return "exited with status " + std::to_string(verdict.got.exit_code);
        case Failure::timed_out: return "no answer in " + seconds_text(timeout) + " s";
        case Failure::none: break;
    }
    return "agreed";
}

// The same failure: the kind, and for crashes the signal, for exits the status.
bool same_failure(const Verdict& a, const Verdict& b) {
    if (a.failure != b.failure || a.reference_failed || b.reference_failed) return false;
    if (a.failure == Failure::crashed) return a.got.signal == b.got.signal;
    if (a.failure == Failure::bad_exit) return a.got.exit_code == b.got.exit_code;
    return true;
}

class Judge {
public:
    Judge(std::string reference, std::vector<std::string> command, double timeout)
        : reference_(std::move(reference)), command_(std::move(command)), timeout_(timeout) {}

    Verdict judge(const std::string& input) {
        ++runs_;
        Verdict verdict;
        // The reference is fast; its generous limit only guards against a hang.
        verdict.expected = harness::run_process({reference_}, input, std::max(10.0, 5 * timeout_));
        if (!verdict.expected.exited || verdict.expected.exit_code != 0) {
            verdict.reference_failed = true;
            return verdict;
        }
        verdict.got = harness::run_process(command_, input, timeout_);
        last_command_seconds_ = verdict.got.seconds;
        const harness::RunResult& got = verdict.got;
        if (got.failed_to_start) verdict.command_failed_to_start = true;
        else if (got.timed_out) verdict.failure = Failure::timed_out;
        else if (got.signal != 0) verdict.failure = Failure::crashed;
        else if (got.exit_code != 0) verdict.failure = Failure::bad_exit;
        else if (harness::output_tokens(got.out) != harness::output_tokens(verdict.expected.out))
            verdict.failure = Failure::wrong_answer;
        return verdict;
    }

    long long runs() const { return runs_; }
    // How long COMMAND ran in the last judge() call.
    double last_command_seconds() const { return last_command_seconds_; }
    const std::string& reference() const { return reference_; }

private:
    std::string reference_;
    std::vector<std::string> command_;
    double timeout_;
    long long runs_ = 0;
    double last_command_seconds_ = 0;
};

// ---- progress on a terminal -------------------------------------------------

class Progress {
public:
    Progress() : enabled_(isatty(STDERR_FILENO) == 1), start_(Clock::now()), last_(start_) {}

    double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

    // Redraws the line at most ten times a second.
    void show(const std::string& what) {
        if (!enabled_) return;
        Clock::time_point now = Clock::now();
        if (now - last_ < std::chrono::milliseconds(100)) return;
        last_ = now;
        char line[256];
        std::snprintf(line, sizeof line, "\r\033[Kstress: %s, %.1f s", what.c_str(), elapsed());
        std::fputs(line, stderr);
        std::fflush(stderr);
    }

    void clear() {
        if (!enabled_) return;
        std::fputs("\r\033[K", stderr);
        std::fflush(stderr);
    }

private:
    bool enabled_;
    Clock::time_point start_;
    Clock::time_point last_;
};

// ---- interruption ---------------------------------------------------------------

// Ctrl-C reaches only this process (the children run in groups of their
// own), so it takes the running child down with it.
void on_interrupt(int signal_number) {
    harness::kill_running_process();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void kill_children_on_interrupt() {
    for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) signal(signal_number, on_interrupt);
}

// Shrinking a time-out costs a full time limit per step; past this budget the
// smallest failing input so far is reported.
constexpr double kShrinkBudgetSeconds = 60;

// ---- the search ------------------------------------------------------------------

void print_text(std::ostream& out, const std::string& text) {
    if (text.empty()) {
        out << "(nothing)\n";
        return;
    }
    const size_t kShown = 20000;
    out << text.substr(0, kShown);
    if (text.size() > kShown) out << "\n... (" << text.size() - kShown << " more bytes)";
    if (text.back() != '\n') out << '\n';
}

// Where the two outputs first differ, for a reader of a long output.
std::string first_difference(const std::string& expected, const std::string& got) {
    std::vector<std::string> want = harness::output_tokens(expected), have = harness::output_tokens(got);
    size_t i = 0;
    while (i < want.size() && i < have.size() && want[i] == have[i]) ++i;
    std::string shown_want = i < want.size() ? "\"" + want[i] + "\"" : "the end of the output";
    std::string shown_have = i < have.size() ? "\"" + have[i] + "\"" : "the end of the output";
    return "first difference at token " + std::to_string(i + 1) + ": expected " + shown_want + ", got " +
           shown_have;
}

size_t first_differing_token(const Verdict& verdict) {
    std::vector<std::string> want = harness::output_tokens(verdict.expected.out);
    std::vector<std::string> have = harness::output_tokens(verdict.got.out);
    size_t i = 0;
    while (i < want.size() && i < have.size() && want[i] == have[i]) ++i;
    return i;
}

std::string plural(long long count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

std::string command_text(const std::vector<std::string>& command) {
    std::string text;
    for (const std::string& word : command) text += (text.empty() ? "" : " ") + word;
    return text;
}

// A shrunk failure: the input's cases, what running them gave, and the cost.
template <class Case>
struct Shrunk {
    std::vector<Case> cases;
    Verdict verdict;  // of running `cases`
    double seconds = 0;
    long long runs = 0;
    bool out_of_time = false;
};

// Who wins each case and how (tools/explain's text), for the report.
template <class Case>
std::string explanation(const std::vector<Case>& cases) {
    std::string text;
    for (size_t k = 0; k < cases.size(); ++k) {
        if (k > 0) text += '\n';
        harness::explain(cases[k], static_cast<int>(k + 1), harness::ExplainFormat::text, text);
    }
    return text;
}

// Prints the shrunk failure (and saves its input with --save); returns 1.
template <class Case>
int report(const Options& options, const Judge& judge, const Shrunk<Case>& shrunk, long long cases_tried) {
    const std::vector<Case>& cases = shrunk.cases;
    const Verdict& verdict = shrunk.verdict;
    const std::string command = command_text(options.command);
    std::ostream& out = std::cout;
    out << "stress: " << options.problem << ": " << command << " " << failure_text(verdict, options.timeout)
        << " (found within the first " << plural(cases_tried, "case") << ", seed " << options.seed << ")\n";
    out << "stress: shrunk in " << seconds_text(static_cast<int>(shrunk.seconds * 10 + 0.5) / 10.0) << " s ("
        << plural(shrunk.runs, "run") << ") to " << plural(static_cast<long long>(cases.size()), "test case");
    for (size_t k = 0; k < cases.size() && k < 3; ++k) out << (k ? "; " : ": ") << harness::size_summary(cases[k]);
    if (cases.size() > 3) out << "; ...";
    if (shrunk.out_of_time) out << " (stopped shrinking after " << kShrinkBudgetSeconds << " s)";
    out << "\n\n";

    const std::string input = harness::judge_input(cases);
    out << "== input ==\n";
    print_text(out, input);
    out << "== expected output (" << (options.reference.empty() ? "our " + options.problem : judge.reference())
        << ") ==\n";
    print_text(out, verdict.expected.out);
    if (verdict.failure == Failure::wrong_answer) {
        out << "== output of " << command << " ==\n";
        print_text(out, verdict.got.out);
        out << "(" << first_difference(verdict.expected.out, verdict.got.out) << ")\n";
    } else {
        out << "== output of " << command << " (" << failure_text(verdict, options.timeout) << ") ==\n";
        print_text(out, verdict.got.out);
        if (!verdict.got.err.empty()) {
            out << "== its stderr ==\n";
            print_text(out, verdict.got.err);
        }
    }
    out << "== why the expected answer holds ==\n";
    if (!options.reference.empty()) out << "(explained by this project's solvers, not by " << judge.reference() << ")\n";
    print_text(out, explanation(cases));
    if (options.link) out << "== in the browser ==\n" << harness::page_link(options.page_address, options.problem, input) << "\n";
    if (!options.save_path.empty()) {
        std::ofstream file(options.save_path, std::ios::binary);
        file << input;
        file.close();
        if (file) out << "stress: input saved to " << options.save_path << "\n";
        else std::cerr << "stress: cannot write " << options.save_path << "\n";
    }
    out.flush();
    return 1;
}

// Where a run of many cases timed out: a case that times out alone, else the
// fewest cases whose times alone (less start-up) add up past the limit, if
// that still times out, else all of them. Every delta-debugging step on a
// time-out costs a whole time limit; measuring each case once is cheaper.
template <class Case>
std::vector<Case> slowest_cases(const std::vector<Case>& batch, Judge& judge, double timeout,
                                const std::function<bool(const std::vector<Case>&)>& still_fails) {
    std::vector<std::pair<double, size_t>> seconds;  // (time alone, index)
    for (size_t k = 0; k < batch.size(); ++k) {
        if (still_fails({batch[k]})) return {batch[k]};
        seconds.emplace_back(judge.last_command_seconds(), k);
    }
    std::sort(seconds.rbegin(), seconds.rend());
    // The quickest run is about the program's start-up cost, paid once per run.
    const double start_up = seconds.back().first;
    std::vector<size_t> chosen;
    double total = start_up;
    for (const auto& entry : seconds) {
        if (total > 1.5 * timeout) break;
        total += entry.first - start_up;
        chosen.push_back(entry.second);
    }
    std::sort(chosen.begin(), chosen.end());
    std::vector<Case> subset;
    for (size_t k : chosen) subset.push_back(batch[k]);
    if (subset.size() < batch.size() && still_fails(subset)) return subset;
    return batch;
}

// Shrinks a failing run of cases to a small input with the same failure,
// within kShrinkBudgetSeconds.
template <class Problem, class Case = typename Problem::Case>
Shrunk<Case> shrink_failure(const std::vector<Case>& batch, const Verdict& verdict, Judge& judge,
                            const Options& options, Progress& progress) {
    const Clock::time_point start_time = Clock::now();
    const long long runs_before = judge.runs();
    Shrunk<Case> result;
    result.verdict = verdict;  // each accepted input's verdict replaces it
    auto still_fails = [&](const std::vector<Case>& cases) {
        if (std::chrono::duration<double>(Clock::now() - start_time).count() > kShrinkBudgetSeconds) {
            result.out_of_time = true;
            return false;
        }
        progress.show("shrinking, " + plural(judge.runs() - runs_before, "run") + ", " +
                      plural(static_cast<long long>(cases.size()), "case") + ", first: " +
                      harness::size_summary(cases[0]));
        Verdict again = judge.judge(harness::judge_input(cases));
        if (!same_failure(again, verdict)) return false;
        result.verdict = std::move(again);
        return true;
    };

    std::vector<Case> start = batch;
    if (batch.size() > 1 && verdict.failure == Failure::wrong_answer) {
        // The case where the outputs part, alone, first.
        const size_t answer_tokens = Problem::facts.answers.tokens();
        const size_t suspect = std::min(first_differing_token(verdict) / answer_tokens, batch.size() - 1);
        if (still_fails({batch[suspect]})) start = {batch[suspect]};
    } else if (batch.size() > 1 && verdict.failure == Failure::timed_out) {
        start = slowest_cases<Case>(batch, judge, options.timeout, still_fails);
    }
    result.cases = harness::shrink_cases<Case>(start, still_fails);
    result.seconds = std::chrono::duration<double>(Clock::now() - start_time).count();
    result.runs = judge.runs() - runs_before;
    return result;
}

template <class Problem>
int stress(const Options& options, Judge& judge) {
    using Case = typename Problem::Case;
    harness::CaseSource<Problem> source(options.seed, options.cases);
    Progress progress;
    long long tried = 0;
    while (tried < options.cases) {
        const std::vector<Case> batch = source.next_run(tried);
        if (const std::optional<harness::ValidationError> error = harness::validate_cases(batch)) {
            progress.clear();  // a bug here: every input must pass the strict validator
            std::cerr << "stress: a generated input breaks the statement: " << error->format(options.problem) << "\n";
            return 3;
        }
        const Verdict verdict = judge.judge(harness::judge_input(batch));
        if (verdict.command_failed_to_start) {
            progress.clear();
            std::cerr << "stress: " << verdict.got.err << "\n";
            return 2;
        }
        if (verdict.reference_failed) {
            progress.clear();
            std::cerr << "stress: the reference " << judge.reference() << " failed on a generated input"
                      << (verdict.expected.failed_to_start ? ": " + verdict.expected.err : "") << "\n";
            if (!options.save_path.empty()) std::ofstream(options.save_path) << harness::judge_input(batch);
            return 3;
        }
        tried += static_cast<long long>(batch.size());
        if (verdict.failure != Failure::none) {
            Shrunk<Case> shrunk = shrink_failure<Problem>(batch, verdict, judge, options, progress);
            progress.clear();
            return report(options, judge, shrunk, tried);
        }
        progress.show(std::to_string(tried) + "/" + std::to_string(options.cases) + " cases");
    }
    progress.clear();
    std::cout << "stress: " << options.problem << ": no difference in " << plural(tried, "case") << " (seed "
              << options.seed << ", " << seconds_text(static_cast<int>(progress.elapsed() * 10 + 0.5) / 10.0)
              << " s)\n";
    return 0;
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
    std::string error = parse_options(argc, argv, options);
    if (!error.empty()) {
        std::cerr << "stress: " << error << "\n" << usage();
        return 2;
    }
    if (!options.seed_given) options.seed = std::random_device{}() % 1000000000u;
    kill_children_on_interrupt();
    Judge judge(reference_path(options), options.command, options.timeout);
    int status = 2;
    harness::visit_problem(options.problem, [&](auto problem) { status = stress<decltype(problem)>(options, judge); });
    return status;
}
