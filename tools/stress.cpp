// stress: checks a user's solution against this project's on random cases and
// reports the smallest input on which they disagree.
//
//   stress PROBLEM [--cases N] [--seed S] [--timeout SEC] [--save FILE]
//          [--reference PATH] [--link] [--page-address URL] -- COMMAND [ARGS...]
//   stress PROBLEM [the same options] [--language NAME] FILE
//
// FILE is built as its language says (harness/languages.hpp), uncontained,
// in a scratch folder, and run as COMMAND is.
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
#include "files.hpp"
#include "generators.hpp"
#include "languages.hpp"
#include "problems.hpp"
#include "referee.hpp"
#include "validate.hpp"
#include "web_link.hpp"

namespace {

using harness::command_text;
using harness::Comparison;
using harness::first_difference;
using harness::plural;
using harness::print_text;
using harness::Progress;
using harness::Referee;
using harness::seconds_text;
using harness::Shrunk;
using harness::Verdict;

std::string usage() {
    return "usage: stress PROBLEM [--cases N] [--seed S] [--timeout SEC] [--save FILE]\n"
           "              [--reference PATH] [--link] [--page-address URL] -- COMMAND [ARGS...]\n"
           "       stress PROBLEM [the same options] [--language NAME] FILE\n"
           "  PROBLEM          " +
           harness::problem_names() +
           "\n"
           "  --cases N        number of random cases to try (default 1000)\n"
           "  --seed S         seed of the case generator (default: a random one, printed)\n"
           "  --timeout SEC    time limit of one run of COMMAND (default 2)\n"
           "  --language NAME  FILE's language, whatever its extension (judge --languages lists them)\n"
           "  --save FILE      write the shrunk failing input to FILE\n"
           "  --reference PATH the solution to compare with (default: this build's PROBLEM)\n"
           "  --link           also print the link that opens the failing input in the page (web/)\n"
           "  --page-address URL  where the page is served (default " +
           std::string(harness::kDefaultPageAddress) +
           ")\n"
           "  --help           this text\n"
           "COMMAND reads a judge input on stdin and writes its answers on stdout; FILE is built\n"
           "as its language says (judge --languages), uncontained, and run so.\n"
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
    std::string source;    // FILE, built as its language says (harness/languages.hpp)
    std::string language;  // --language: FILE's, whatever its extension
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
        } else if (arg == "--language") {
            if (!value(options.language) || !harness::language_named(options.language))
                return "--language needs one of " + harness::language_names();
        } else if (!arg.empty() && arg[0] == '-') {
            return "unknown option " + arg;
        } else if (options.problem.empty()) {
            options.problem = arg;
        } else if (options.source.empty()) {
            options.source = arg;
        } else {
            return "unexpected argument " + arg + " (is the -- before COMMAND missing?)";
        }
    }
    for (; i < argc; ++i) options.command.push_back(argv[i]);
    if (options.problem.empty()) return "no PROBLEM given";
    if (!harness::find_problem(options.problem))
        return "unknown problem " + options.problem + " (" + harness::problem_names() + ")";
    if (options.command.empty() == options.source.empty()) return "give FILE or -- COMMAND (one of them)";
    if (!options.source.empty() && access(options.source.c_str(), R_OK) != 0) return "cannot read " + options.source;
    if (!options.source.empty() && options.language.empty() && !harness::language_of_file(options.source))
        return "cannot tell the language of " + options.source + " from its extension (--language names it)";
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

// Shrinking a time-out costs a full time limit per step; past this budget the
// smallest failing input so far is reported.
constexpr double kShrinkBudgetSeconds = 60;

// ---- the search ------------------------------------------------------------------

template <class Case>
int report(const Options& options, const Referee& referee, const Shrunk<Case>& shrunk, long long cases_tried) {
    const std::vector<Case>& cases = shrunk.cases;
    const Comparison& failure = shrunk.comparison;
    const std::string command = options.source.empty() ? command_text(options.command) : options.source;
    std::ostream& out = std::cout;
    out << "stress: " << options.problem << ": " << command << " " << harness::failure_text(failure, options.timeout)
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
    out << "== expected output (" << (options.reference.empty() ? "our " + options.problem : referee.reference())
        << ") ==\n";
    print_text(out, failure.expected.out);
    if (failure.verdict == Verdict::WA) {
        out << "== output of " << command << " ==\n";
        print_text(out, failure.got.out);
        out << "(" << first_difference(failure.expected.out, failure.got.out) << ")\n";
    } else {
        out << "== output of " << command << " (" << harness::failure_text(failure, options.timeout) << ") ==\n";
        print_text(out, failure.got.out);
        if (!failure.got.err.empty()) {
            out << "== its stderr ==\n";
            print_text(out, failure.got.err);
        }
    }
    out << "== why the expected answer holds ==\n";
    if (!options.reference.empty())
        out << "(explained by this project's solvers, not by " << referee.reference() << ")\n";
    print_text(out, harness::explanation(cases));
    if (options.link)
        out << "== in the browser ==\n" << harness::page_link(options.page_address, options.problem, input) << "\n";
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

// Runs of generated cases, each validated, then judged against the reference,
// until one fails (shrunk and reported) or the cases run out.
template <class Problem>
int stress(const Options& options, Referee& referee) {
    using Case = typename Problem::Case;
    harness::CaseSource<Problem> source(options.seed, options.cases);
    Progress progress("stress");
    long long tried = 0;
    while (tried < options.cases) {
        const std::vector<Case> batch = source.next_run(tried);
        if (const std::optional<harness::ValidationError> error = harness::validate_cases(batch)) {
            progress.clear();  // a bug here: every input must pass the strict validator
            std::cerr << "stress: a generated input breaks the statement: " << error->format(options.problem) << "\n";
            return 3;
        }
        const Comparison comparison = referee.compare(harness::judge_input(batch));
        if (comparison.command_failed_to_start) {
            progress.clear();
            std::cerr << "stress: " << comparison.got.err << "\n";
            return 2;
        }
        if (comparison.reference_failed) {
            progress.clear();
            std::cerr << "stress: the reference " << referee.reference() << " failed on a generated input"
                      << (comparison.expected.failed_to_start ? ": " + comparison.expected.err : "") << "\n";
            if (!options.save_path.empty()) std::ofstream(options.save_path) << harness::judge_input(batch);
            return 3;
        }
        tried += static_cast<long long>(batch.size());
        if (comparison.verdict != Verdict::AC) {
            Shrunk<Case> shrunk =
                harness::shrink_failure<Problem>(batch, comparison, referee, kShrinkBudgetSeconds, progress);
            progress.clear();
            return report(options, referee, shrunk, tried);
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
        std::cerr << "stress: " << error << " (stress --help shows the usage)\n";
        return 2;
    }
    if (!options.seed_given) options.seed = std::random_device{}() % 1000000000u;
    harness::stop_on_interrupt();
    std::optional<harness::ScratchFolder> build;  // FILE, built
    if (!options.source.empty()) {
        build.emplace("stress");
        const harness::Language& language = options.language.empty() ? *harness::language_of_file(options.source)
                                                                     : *harness::language_named(options.language);
        const harness::Built built = harness::build_here(language, options.source, build->path(), {}, 120);
        if (!built.error.empty()) {
            std::cerr << "stress: " << options.source << ": " << built.error << "\n";
            return 2;
        }
        options.command = built.run;
    }
    harness::RunLimits limits;
    limits.wall_seconds = options.timeout;
    Referee referee(reference_path(options), options.command, limits);
    int status = 2;
    try {
        harness::visit_problem(options.problem,
                               [&](auto problem) { status = stress<decltype(problem)>(options, referee); });
    } catch (const harness::Interrupted& interruption) { harness::die_of(interruption); }
    return status;
}
