// What the facts of a problem are: its name, answers, the statement's limits
// and the judge programs' caps, as plain data. Each problem's folder fills
// them in (problems/<name>/problem.hpp). Header only.
#pragma once

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace harness {

// ------------------------------------------------------------------ facts --

constexpr std::int64_t kUnbounded = std::numeric_limits<std::int64_t>::max();

// low..high, both included; high == kUnbounded: no upper bound.
struct Range {
    std::int64_t low;
    std::int64_t high;
};

// Bounds on one judge input, named as the statement names them: T tests, each
// with its n and m.
struct Bounds {
    Range tests;
    Range n;
    Range m;
    std::int64_t edges_per_test;      // at most; kUnbounded: n and m bound them
    std::int64_t edges_in_all_tests;  // at most, over the whole input
};

// Largest n and m for a generator, as the statement names them (the chase's
// generator draws its edges from n alone).
struct Size {
    int n;
    int m;
};

// The judge's answer to one test: a word, after "Case #k: " when numbered.
struct AnswerFormat {
    const char* yes;
    const char* no;
    bool numbered;

    // The word answering `outcome` (true: yes).
    constexpr const char* word(bool outcome) const { return outcome ? yes : no; }
    // The line (without newline) answering test number `index` (from 1).
    std::string line(std::size_t index, bool outcome) const;
    // The same line appended to `out`.
    void append_line(std::string& out, std::size_t index, bool outcome) const;
    // Whitespace-separated tokens in one answer ("Case #1: Yes" is three).
    constexpr std::size_t tokens() const { return numbered ? 3 : 1; }
    // Whether `text` is an answer line of some test.
    bool is_line(std::string_view text) const;
};

// The judge tool's default limits on one run of a program (tools/judge.cpp,
// docs/testing.md#the-judge-tool). The statements' own limits are not known
// here: these are assumed, as each problem's page says.
struct JudgeLimits {
    double seconds;  // CPU time on one input
    int memory_mib;  // peak resident memory
    // The plain solution's (programs/usual.cpp) CPU time over the worst-case tests
    // on the machine the limits were set for (docs/benchmarks.md, "The judge
    // tool"): judge --scale auto compares this machine's with it.
    double plain_worst_seconds;
};

// The judge tool's small group: every case of the exhaustive sets up to this
// size (vertex_count: values, vertices of both sides, vertices), which keeps
// it to a few inputs.
struct SmallBound {
    int most;
    const char* what;
};

// Where a problem's statement is published, for an exported package's
// problem.yaml (tools/export.cpp).
struct Origin {
    const char* name;
    const char* url;
};

// Set field by field, by name, in each problem.hpp.
struct ProblemFacts {
    const char* name;        // as in solutions/<name>.cpp and on command lines
    const char* title;       // the statement's
    const char* tests_name;  // what the statement calls T
    AnswerFormat answers;
    const char* yes_means;  // the outcome the yes answer stands for
    Bounds statement;       // what a valid input keeps to (validate.hpp)
    Bounds caps;            // what the judge program accepts beyond that
    // Sizes where brute_force takes well under a millisecond a case, and a
    // few milliseconds: the differential tests' small and larger cases.
    Size brute_force_small;
    Size brute_force_large;
    // The promises random_case(..., Promises::sometimes_broken) breaks now
    // and then ("": none).
    const char* deliberate_breaks;
    JudgeLimits judge;
    SmallBound small_group;  // the judge tool's
    Origin origin;
    // Whether the published program is right on every input; where it is not,
    // the benchmarks note its disagreements, not as failures.
    bool published_program_right;
    // The largest n and m of the page's random small game (web/, "a random
    // small game, seed"): small enough to draw and to check by brute force.
    Size page_game;
};

// ------------------------------------------------------------- answer lines --

inline void AnswerFormat::append_line(std::string& out, std::size_t index, bool outcome) const {
    if (numbered) out += "Case #", out += std::to_string(index), out += ": ";
    out += word(outcome);
}

inline std::string AnswerFormat::line(std::size_t index, bool outcome) const {
    std::string line;
    append_line(line, index, outcome);
    return line;
}

inline bool AnswerFormat::is_line(std::string_view text) const {
    if (numbered) {
        const std::string_view prefix = "Case #";
        if (text.substr(0, prefix.size()) != prefix) return false;
        text.remove_prefix(prefix.size());
        std::size_t digits = 0;
        while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
        if (digits == 0 || text[0] == '0' || text.substr(digits, 2) != ": ") return false;
        text.remove_prefix(digits + 2);
    }
    return text == yes || text == no;
}

}  // namespace harness
