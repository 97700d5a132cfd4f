// Reading judge input into the case models of cases.hpp, with the judge
// programs' rules and error messages (C++17).
//
// The judge files in solutions/ each carry the same input layer (they must
// stand alone); this is that layer once more, for the tools that read what a
// judge reads (explain, check_certificate): the same accepted inputs (a UTF-8
// byte order mark skipped, the input ending at a Ctrl-Z byte, numbers as
// whitespace-separated decimal tokens, the same caps above the judges'
// limits) and the same first error, worded the same way, e.g.
//   <problem>: test 3, line 7: expected n in 1..200, found "0"
// Status: checked against every samples/*/*.in (tests/judge_reader_test.cpp):
// accepted inputs give the expected answers, error_ inputs exactly their
// .err line after the same number of complete tests.
//
// Usage, one test at a time (so that the answers before an error come out
// first, as the judges print them):
//   JudgeReader reader(problem_name, text);
//   int tests;
//   if (!reader.read_test_count(tests)) fail(reader.error());
//   for (int k = 1; k <= tests; ++k) { Case game; if (!reader.read_case(game)) ...; }
//   if (!reader.expect_end()) ...
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "facts.hpp"
#include "problems.hpp"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace harness {

// The cap on T that the judge programs accept (the problems' facts,
// facts.hpp): the same in all.
template <class First, class... Rest>
constexpr std::int64_t common_tests_cap(ProblemList<First, Rest...>) {
    static_assert(((Rest::facts.caps.tests.high == First::facts.caps.tests.high) && ...),
                  "one cap on T for all problems");
    return First::facts.caps.tests.high;
}
struct JudgeCaps {
    static constexpr int tests = static_cast<int>(common_tests_cap(AllProblems{}));
};

// Names of values in messages, such as "n" or "p_2 of u_7", put together only
// when a message needs them (a problem's own read_judge_case may add more: a
// struct with str()).
struct PlainName {
    const char* text;
    std::string str() const { return text; }
};
struct IndexedName {  // "<text><number><after>"
    const char* text;
    int number;
    const char* after;
    std::string str() const { return text + std::to_string(number) + after; }
};
struct DoubleIndexedName {  // "<text><first><middle><second><after>"
    const char* text;
    int first;
    const char* middle;
    int second;
    const char* after = "";
    std::string str() const { return text + std::to_string(first) + middle + std::to_string(second) + after; }
};

class JudgeReader {
public:
    // `problem` names the problem in messages (its facts' name); `text` is the
    // whole input as read.
    JudgeReader(std::string problem, std::string text);

    // The count of tests on the first line.
    bool read_test_count(int& tests);
    // The next test's case; each call is one more test (numbered from 1).
    // Each problem reads its own (read_judge_case in its folder's
    // judge_reader.cpp, found by its case model).
    template <class Case>
    bool read_case(Case& game) {
        ++test_;
        return read_judge_case(*this, game);
    }
    // After the last test: nothing but whitespace may follow.
    bool expect_end();

    // The first error, as the judge program prints it (no newline).
    const std::string& error() const { return error_; }

    // The primitives a problem's read_judge_case reads with: the next number,
    // named `name` in the message if it is not one in low..high.
    bool read(const char* name, int low, int high, int& value) { return read_named(PlainName{name}, low, high, value); }
    // A test's "n m", each within the program's caps.
    bool read_n_and_m(const Bounds& caps, int& n, int& m) {
        return read("n", static_cast<int>(caps.n.low), static_cast<int>(caps.n.high), n) &&
               read("m", static_cast<int>(caps.m.low), static_cast<int>(caps.m.high), m);
    }
    // read() for names with numbers in them, built only on an error.
    template <class Name>
    bool read_named(const Name& name, int low, int high, int& value);

private:
    static bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'; }
    static bool is_digit(char c) { return c >= '0' && c <= '9'; }
    // A plain number in low..high, read; otherwise nothing read.
    bool read_plain(int low, int high, int& value);
    template <class Name>
    bool read_named_slowly(const Name& name, int low, int high, int& value);
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

template <class Name>
bool JudgeReader::read_named(const Name& name, int low, int high, int& value) {
    return read_plain(low, high, value) || read_named_slowly(name, low, high, value);
}

inline bool JudgeReader::read_plain(int low, int high, int& value) {
    const char* text = text_.data();
    while (is_space(text[pos_])) ++pos_;
    const size_t first = pos_;
    int number = 0;
    while (is_digit(text[pos_]) && pos_ - first < 9) number = number * 10 + (text[pos_++] - '0');
    if (pos_ > first && (is_space(text[pos_]) || pos_ == end_) && low <= number && number <= high) {
        value = number;
        return true;
    }
    pos_ = first;
    return false;
}

// Out of the readers' loops, which then stay small enough to inline the
// plain path.
template <class Name>
[[gnu::noinline, gnu::cold]] bool JudgeReader::read_named_slowly(const Name& name, int low, int high, int& value) {
    return read_carefully(name.str(), low, high, value);
}

// For tools that read many tests, each allocating its buffers and freeing them
// at its end: by default glibc hands freed pages back to the kernel, and the
// next test faults them in again, which can cost more than the solving on
// inputs with many small tests. Keeps them.
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
