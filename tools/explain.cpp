// explain: who wins each test of a judge input, and how.
//
//   explain PROBLEM [--test K] [--format text|cert|dot|link] [--page-address URL] < INPUT
//
// text (default)  per test, the answer and the winner's strategy in words,
//                 with the line of play that lasts longest under it (a
//                 summary for large games);
// cert            the certificate of every answer (docs/certificates.md),
//                 for tools/check_certificate;
// dot             a Graphviz graph of one test's game with the winner's
//                 strategy drawn; small games only. Without --test, the first
//                 test that can be drawn (named in one line on stderr);
// link            the link that opens the input in the page (web/, at
//                 --page-address, default http://127.0.0.1:8000/), test K
//                 chosen with --test; the input as it is. The input is read
//                 and checked as for the other formats: on a malformed one
//                 the link is printed (the page shows the error line too)
//                 and the exit status is 1; no link for a test the input
//                 does not have (exit status 2).
//
// The input is read as the judge programs read it (harness/judge_reader.hpp):
// on a malformed input the tests before the error are explained, then the
// judge's error line goes to stderr and the exit status is 1. The solvers
// and writers are in harness/explain_*.cpp.
//
// Exit status: 0 done, 1 malformed input, 2 wrong usage, 3 nothing drawn
// (dot): the test asked for, or every test, cannot be drawn.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>

#include "explain.hpp"
#include "judge_reader.hpp"
#include "web_link.hpp"

namespace {

const std::string kUsage =
    "usage: explain PROBLEM [--test K] [--format text|cert|dot|link] [--page-address URL] < INPUT\n"
    "  PROBLEM          " +
    harness::problem_names() +
    "\n"
    "  --test K         explain only test K (dot: the test drawn; default: the\n"
    "                   first test that can be drawn)\n"
    "  --format text    the answer and the winner's strategy in words (default)\n"
    "  --format cert    certificates for check_certificate (docs/certificates.md)\n"
    "  --format dot     a Graphviz graph of one test with the winner's strategy\n"
    "  --format link    the link that opens INPUT in the page (web/, docs/web.md)\n"
    "  --page-address URL  where the page is served (default " +
    std::string(harness::kDefaultPageAddress) +
    ")\n"
    "INPUT is a judge input of PROBLEM. Exit status: 0 done, 1 malformed input,\n"
    "2 wrong usage, 3 nothing drawn (dot: no test, or not test K, can be drawn).\n";

struct Options {
    std::string problem;
    int test = 0;  // 0: every test
    harness::ExplainFormat format = harness::ExplainFormat::text;
    bool link = false;  // --format link
    std::string page_address = harness::kDefaultPageAddress;
};

int usage_error(const std::string& what) {
    std::fprintf(stderr, "explain: %s (explain --help shows the usage)\n", what.c_str());
    return 2;
}

// Writes what is pending in `out` to stdout.
void flush(std::string& out) {
    std::fwrite(out.data(), 1, out.size(), stdout);
    out.clear();
}

template <class Case>
int run(const Options& options, std::string input) {
    // --format link: the link of the input as it is, printed once it is read.
    const std::string link =
        options.link ? harness::page_link(options.page_address, options.problem, input, options.test) + "\n" : "";
    harness::JudgeReader reader(options.problem, std::move(input));
    std::string out;
    int tests = 0;
    bool ok = reader.read_test_count(tests);
    // dot without --test: the first test that can be drawn.
    const bool first_drawable = options.format == harness::ExplainFormat::dot && options.test == 0;
    int drawn = 0;              // first_drawable: the test drawn, 0 while none
    std::string first_why_not;  // first_drawable: why test 1 was not drawn
    int status = 0;
    for (int test = 1; ok && test <= tests; ++test) {
        Case game;
        if (!(ok = reader.read_case(game))) break;
        if (options.link || (first_drawable ? drawn != 0 : options.test != 0 && test != options.test)) continue;
        if (options.format == harness::ExplainFormat::text && !out.empty()) out += '\n';
        const harness::ExplainResult result = harness::explain(game, test, options.format, out);
        if (first_drawable) {
            if (result.drawn) drawn = test;
            else if (first_why_not.empty())
                first_why_not = "test " + std::to_string(test) + ": " + result.not_drawn_why;
        } else if (!result.drawn) {
            flush(out);
            std::fprintf(stderr, "explain: %s: test %d: %s\n", options.problem.c_str(), test,
                         result.not_drawn_why.c_str());
            status = 3;
        }
        if (out.size() >= (1 << 16)) flush(out);
    }
    if (ok) ok = reader.expect_end();
    if (options.link && (!ok || options.test <= tests)) out = link;
    flush(out);
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        std::fprintf(stderr, "%s: cannot write output: %s\n", options.problem.c_str(), std::strerror(errno));
        return 1;
    }
    if (first_drawable && drawn != 0)
        std::fprintf(stderr, "explain: %s: drew test %d, the first that can be drawn (--test K draws another)\n",
                     options.problem.c_str(), drawn);
    if (!ok) {
        std::fprintf(stderr, "%s\n", reader.error().c_str());
        return 1;
    }
    if (first_drawable && drawn == 0) {
        std::fprintf(stderr, "explain: %s: no test of the input can be drawn (%s)\n", options.problem.c_str(),
                     first_why_not.c_str());
        return 3;
    }
    if (options.test > tests) {
        std::fprintf(stderr, "explain: %s: there is no test %d, the input has %d\n", options.problem.c_str(),
                     options.test, tests);
        return 2;
    }
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    harness::keep_freed_memory();
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage.c_str(), stdout);
            return 0;
        }
        if (arg == "--test") {
            if (i + 1 >= argc) return usage_error("--test needs a test number");
            char* end = nullptr;
            const long value = std::strtol(argv[++i], &end, 10);
            if (*argv[i] == '\0' || *end != '\0' || value < 1 || value > harness::JudgeCaps::tests)
                return usage_error("--test needs a test number from 1 on");
            options.test = static_cast<int>(value);
        } else if (arg == "--format") {
            if (i + 1 >= argc) return usage_error("--format needs text, cert, dot or link");
            const std::string format = argv[++i];
            options.link = format == "link";
            if (format == "text") options.format = harness::ExplainFormat::text;
            else if (format == "cert") options.format = harness::ExplainFormat::cert;
            else if (format == "dot") options.format = harness::ExplainFormat::dot;
            else if (!options.link) return usage_error("unknown format " + format + " (text, cert, dot or link)");
        } else if (arg == "--page-address") {
            if (i + 1 >= argc || argv[i + 1][0] == '\0') return usage_error("--page-address needs a URL");
            options.page_address = argv[++i];
        } else if (!arg.empty() && arg[0] == '-') {
            return usage_error("unknown option " + arg);
        } else if (options.problem.empty()) {
            options.problem = arg;
        } else {
            return usage_error("unexpected argument " + arg + " (the input comes on stdin)");
        }
    }
    if (options.problem.empty()) return usage_error("no PROBLEM given");
    if (!harness::visit_case_model(options.problem, [](auto) {}))
        return usage_error("unknown problem " + options.problem + " (" + harness::problem_names() + ")");

    std::string input, reason;
    if (!harness::read_whole_file(stdin, input, reason)) {
        std::fprintf(stderr, "%s: cannot read input: %s\n", options.problem.c_str(), reason.c_str());
        return 1;
    }
    int status = 0;
    harness::visit_case_model(options.problem, [&](auto model) {
        status = run<std::remove_const_t<std::remove_pointer_t<decltype(model)>>>(options, std::move(input));
    });
    return status;
}
