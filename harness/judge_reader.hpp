// Reading judge input into the case models of cases.hpp, with the judge
// programs' rules and error messages (C++17).
//
// The judge files in solutions/ each carry the same input layer (they must
// stand alone); this is that layer once more, for the tools that read what a
// judge reads (explain, check_certificate): the same accepted inputs (a UTF-8
// byte order mark skipped, the input ending at a Ctrl-Z byte, numbers as
// whitespace-separated decimal tokens, the same caps above the judges'
// limits) and the same first error, worded the same way, e.g.
//   hdu5165: test 3, line 7: expected f_1(2) in 1..2, found "7"
// Status: checked against every samples/*/*.in (tests/judge_reader_test.cpp):
// accepted inputs give the expected answers, error_ inputs exactly their
// .err line after the same number of complete tests.
//
// Usage, one test at a time (so that the answers before an error come out
// first, as the judges print them):
//   JudgeReader reader("hdu5165", text);
//   int tests;
//   if (!reader.read_test_count(tests)) fail(reader.error());
//   for (int k = 1; k <= tests; ++k) { FunnyGameCase game; if (!reader.read_case(game)) ...; }
//   if (!reader.expect_end()) ...
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "problems.hpp"
#include "facts.hpp"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace harness {

// The caps above the judges' limits that the judge programs accept (the
// problems' facts, facts.hpp), as the reader checks them.
struct JudgeCaps {
    static constexpr int tests = static_cast<int>(kFunnyGameFacts.caps.tests.high);  // the same in all
    static constexpr int funny_values = static_cast<int>(kFunnyGameFacts.caps.n.high);
    static constexpr int funny_functions = static_cast<int>(kFunnyGameFacts.caps.m.high);
    static constexpr int bipartite_side = static_cast<int>(kBipartiteGameFacts.caps.n.high);  // n and m
    static constexpr int bipartite_edges = static_cast<int>(kBipartiteGameFacts.caps.edges_per_test);
    static constexpr int chase_vertices = static_cast<int>(kChaseFacts.caps.n.high);
    static constexpr int chase_edges = static_cast<int>(kChaseFacts.caps.m.high);
};
static_assert(kBipartiteGameFacts.caps.tests.high == JudgeCaps::tests && kChaseFacts.caps.tests.high == JudgeCaps::tests &&
                  kBipartiteGameFacts.caps.m.high == JudgeCaps::bipartite_side,
              "one cap on T for all problems, one on hdu7399's n and m");

class JudgeReader {
public:
    // `problem` names the problem in messages ("hdu5165", ...); `text` is the
    // whole input as read.
    JudgeReader(std::string problem, std::string text);

    // The count of tests on the first line.
    bool read_test_count(int& tests);
    // The next test's case; each call is one more test (numbered from 1).
    bool read_case(FunnyGameCase& game);
    bool read_case(BipartiteGameCase& game);
    bool read_case(ChaseCase& game);
    // After the last test: nothing but whitespace may follow.
    bool expect_end();

    // The first error, as the judge program prints it (no newline).
    const std::string& error() const { return error_; }

private:
    bool read(const char* name, int low, int high, int& value);
    // read() for names with numbers in them, built only on an error.
    template <class Name>
    bool read_named(const Name& name, int low, int high, int& value);
    bool read_carefully(const std::string& name, int low, int high, int& value);
    void skip_token();
    bool fail(const std::string& what) { return report(0, what); }
    bool fail_at(size_t where, const std::string& what);
    bool report(int line, const std::string& what);
    std::string shown(size_t first, size_t last) const;

    std::string problem_;
    std::string text_;  // the input, cut at a Ctrl-Z, with a '\0' appended
    size_t begin_ = 0;  // after a byte order mark
    size_t end_ = 0;    // text_[end_] == '\0'
    size_t pos_ = 0;
    int test_ = 0;
    std::string error_;
};

// For tools that read many tests, each allocating its buffers and freeing them
// at its end: by default glibc hands freed pages back to the kernel, and the
// next test faults them in again, which costs more than the solving on inputs
// with many small tests (a thousand tests: 0.3 s of system time instead of
// none). Keeps them.
inline void keep_freed_memory() {
#ifdef __GLIBC__
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
}

// Reads all of `file`; on a read error, false and the system's reason.
bool read_whole_file(std::FILE* file, std::string& text, std::string& reason);

// The problem a case type belongs to.
template <class Case>
constexpr const char* problem_name(const Case* model) {
    return facts_of(model).name;
}

// A whole judge input at once: the complete tests read before the first
// error (all of them when error is empty).
template <class Case>
struct ParsedInput {
    std::vector<Case> cases;
    std::string error;
};

template <class Case>
ParsedInput<Case> parse_judge_input(const std::string& text) {
    ParsedInput<Case> parsed;
    JudgeReader reader(problem_name(static_cast<Case*>(nullptr)), text);
    int tests = 0;
    bool ok = reader.read_test_count(tests);
    for (int k = 1; ok && k <= tests; ++k) {
        Case game;
        ok = reader.read_case(game);
        if (ok) parsed.cases.push_back(std::move(game));
    }
    if (ok) ok = reader.expect_end();
    if (!ok) parsed.error = reader.error();
    return parsed;
}

}  // namespace harness
