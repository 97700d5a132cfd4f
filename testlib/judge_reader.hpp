// Reading judge input into the case models of cases.hpp, with the judge
// programs' rules and error messages (C++17).
//
// The judge files in solutions/ each carry the same input layer (they must
// stand alone); this is that layer once more, for the tools that read what a
// judge reads (explain, check_certificate): the same accepted inputs (a UTF-8
// byte order mark skipped, the input ending at a Ctrl-Z byte, numbers as
// whitespace-separated decimal tokens, the same caps above the judges'
// limits) and the same first error, worded the same way, e.g.
//   hdu5165: test 3, line 7: f_1(2) = 7 is outside 1..2
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

#include "cases.hpp"

namespace testlib {

// The caps above the judges' limits that the judge programs accept.
struct JudgeCaps {
    static constexpr int tests = 1000000;
    static constexpr int funny_values = 2000;        // hdu5165 n
    static constexpr int funny_functions = 2000;     // hdu5165 m
    static constexpr int bipartite_side = 5000;      // hdu7399 n and m
    static constexpr int bipartite_edges = 5000000;  // hdu7399, per test
    static constexpr int chase_vertices = 2000;      // gym100548h n
    static constexpr int chase_edges = 4000000;      // gym100548h m
};

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

// Reads all of `file`; on a read error, false and the system's reason.
bool read_whole_file(std::FILE* file, std::string& text, std::string& reason);

// The problem a case type belongs to.
inline const char* problem_name(const FunnyGameCase*) { return "hdu5165"; }
inline const char* problem_name(const BipartiteGameCase*) { return "hdu7399"; }
inline const char* problem_name(const ChaseCase*) { return "gym100548h"; }

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

}  // namespace testlib
