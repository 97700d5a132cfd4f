// explain: who wins each test of a judge input, and how.
//
//   explain PROBLEM [--test K] [--format text|cert|dot] < INPUT
//
// text (default)  per test, the answer and the winner's strategy in words,
//                 with the line of play that lasts longest under it (a
//                 summary for large games);
// cert            the certificate of every answer (docs/certificates.md),
//                 for tools/check_certificate;
// dot             a Graphviz graph of one test's game (test 1 unless --test)
//                 with the winner's strategy drawn; small games only.
//
// The input is read as the judge programs read it (testlib/judge_reader.hpp):
// on a malformed input the tests before the error are explained, then the
// judge's error line goes to stderr and the exit status is 1. The solvers
// and writers are in testlib/explain_*.cpp.
//
// Exit status: 0 done, 1 malformed input, 2 wrong usage, 3 the game of the
// test asked for is too big to draw (dot).
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <sys/stat.h>

#include "explain.hpp"
#include "judge_reader.hpp"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace {

// Each test allocates its buffers and frees them at its end. By default glibc
// hands freed pages back to the kernel, and the next test faults them in
// again, which costs more than the solving on inputs with many small tests
// (a thousand tests: 0.3 s of system time instead of none). Keep them.
void keep_freed_memory() {
#ifdef __GLIBC__
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
}

const char* const kUsage =
    "usage: explain PROBLEM [--test K] [--format text|cert|dot] < INPUT\n"
    "  PROBLEM          hdu5165, hdu7399 or gym100548h\n"
    "  --test K         explain only test K (dot: the test drawn, default 1)\n"
    "  --format text    the answer and the winner's strategy in words (default)\n"
    "  --format cert    certificates for check_certificate (docs/certificates.md)\n"
    "  --format dot     a Graphviz graph of one test with the winner's strategy\n"
    "INPUT is a judge input of PROBLEM. Exit status: 0 done, 1 malformed input,\n"
    "2 wrong usage, 3 the game is too big to draw.\n";

struct Options {
    std::string problem;
    int test = 0;  // 0: every test
    testlib::ExplainFormat format = testlib::ExplainFormat::text;
};

int usage_error(const std::string& what) {
    std::fprintf(stderr, "explain: %s\n%s", what.c_str(), kUsage);
    return 2;
}

// All of stdin. From a pipe, in pieces of 1 MiB put together once at the end:
// growing one string by doubling would need three times the input at its
// last step (the judge-size inputs reach 19 MB), this twice.
bool read_input(std::string& text, std::string& reason) {
    struct stat info;
    if (fstat(fileno(stdin), &info) == 0 && S_ISREG(info.st_mode)) return testlib::read_whole_file(stdin, text, reason);
    std::vector<std::string> pieces;
    size_t total = 0;
    for (;;) {
        pieces.emplace_back(1 << 20, '\0');
        errno = 0;
        const size_t got = std::fread(&pieces.back()[0], 1, pieces.back().size(), stdin);
        pieces.back().resize(got);
        total += got;
        if (got == 0 || std::ferror(stdin) || std::feof(stdin)) break;
    }
    if (std::ferror(stdin)) {
        reason = errno != 0 ? std::strerror(errno) : "read error";
        return false;
    }
    text.reserve(total + 1);  // + 1: the reader appends a '\0'
    for (std::string& piece : pieces) text += piece, std::string().swap(piece);
    return true;
}

// Writes what is pending in `out` to stdout.
void flush(std::string& out) {
    std::fwrite(out.data(), 1, out.size(), stdout);
    out.clear();
}

template <class Case>
int run(const Options& options, std::string input) {
    testlib::JudgeReader reader(options.problem, std::move(input));
    std::string out;
    int tests = 0;
    bool ok = reader.read_test_count(tests);
    const int wanted = options.format == testlib::ExplainFormat::dot && options.test == 0 ? 1 : options.test;
    int status = 0;
    for (int test = 1; ok && test <= tests; ++test) {
        Case game;
        if (!(ok = reader.read_case(game))) break;
        if (wanted != 0 && test != wanted) continue;
        if (options.format == testlib::ExplainFormat::text && !out.empty()) out += '\n';
        const testlib::ExplainResult result = testlib::explain(game, test, options.format, out);
        if (!result.drawn) {
            flush(out);
            std::fprintf(stderr, "explain: %s: test %d: %s\n", options.problem.c_str(), test,
                         result.not_drawn_why.c_str());
            status = 3;
        }
        if (out.size() >= (1 << 16)) flush(out);
    }
    if (ok) ok = reader.expect_end();
    flush(out);
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        std::fprintf(stderr, "%s: cannot write output: %s\n", options.problem.c_str(), std::strerror(errno));
        return 1;
    }
    if (!ok) {
        std::fprintf(stderr, "%s\n", reader.error().c_str());
        return 1;
    }
    if (wanted > tests) {
        std::fprintf(stderr, "explain: %s: there is no test %d, the input has %d\n", options.problem.c_str(), wanted,
                     tests);
        return 2;
    }
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    keep_freed_memory();
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (arg == "--test") {
            if (i + 1 >= argc) return usage_error("--test needs a test number");
            char* end = nullptr;
            const long value = std::strtol(argv[++i], &end, 10);
            if (*argv[i] == '\0' || *end != '\0' || value < 1 || value > testlib::JudgeCaps::tests)
                return usage_error("--test needs a test number from 1 on");
            options.test = static_cast<int>(value);
        } else if (arg == "--format") {
            if (i + 1 >= argc) return usage_error("--format needs text, cert or dot");
            const std::string format = argv[++i];
            if (format == "text") options.format = testlib::ExplainFormat::text;
            else if (format == "cert") options.format = testlib::ExplainFormat::cert;
            else if (format == "dot") options.format = testlib::ExplainFormat::dot;
            else return usage_error("unknown format " + format + " (text, cert or dot)");
        } else if (!arg.empty() && arg[0] == '-') {
            return usage_error("unknown option " + arg);
        } else if (options.problem.empty()) {
            options.problem = arg;
        } else {
            return usage_error("unexpected argument " + arg + " (the input comes on stdin)");
        }
    }
    if (options.problem.empty()) return usage_error("no PROBLEM given");
    if (options.problem != "hdu5165" && options.problem != "hdu7399" && options.problem != "gym100548h")
        return usage_error("unknown problem " + options.problem + " (hdu5165, hdu7399 or gym100548h)");

    std::string input, reason;
    if (!read_input(input, reason)) {
        std::fprintf(stderr, "%s: cannot read input: %s\n", options.problem.c_str(), reason.c_str());
        return 1;
    }
    if (options.problem == "hdu5165") return run<testlib::FunnyGameCase>(options, std::move(input));
    if (options.problem == "hdu7399") return run<testlib::BipartiteGameCase>(options, std::move(input));
    return run<testlib::ChaseCase>(options, std::move(input));
}
