// The facts of each problem: its name, answers, the statement's limits and
// the judge programs' caps, as plain data. The registry (problems.hpp) gives
// each entry its facts from here; the judge-input reader (judge_reader.hpp)
// and check_certificate, which share nothing else with the project, read
// names, answer words and caps here too. Header only.
#pragma once

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "cases.hpp"

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
struct Limits {
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
    double seconds;    // CPU time on one input
    int memory_mib;    // peak resident memory
    // The plain solution's (tests/usual/) CPU time over the worst-case tests
    // on the machine the limits were set for (docs/benchmarks.md, "The judge
    // tool"): judge --scale auto compares this machine's with it.
    double plain_worst_seconds;
};

// Where a problem's statement is published, for an exported package's
// problem.yaml (tools/export.cpp).
struct Origin {
    const char* name;
    const char* url;
};

struct ProblemFacts {
    const char* name;        // as in solutions/<name>.cpp and on command lines
    const char* title;       // the statement's
    const char* tests_name;  // what the statement calls T
    AnswerFormat answers;
    const char* yes_means;   // the outcome the yes answer stands for
    Limits statement;        // what a valid input keeps to (validate.hpp)
    Limits caps;             // what the judge program accepts beyond that
    // Sizes where brute_force takes well under a millisecond a case, and a
    // few milliseconds: the differential tests' small and larger cases.
    Size brute_force_small;
    Size brute_force_large;
    // The promises random_case(..., Promises::sometimes_broken) breaks now
    // and then ("": none).
    const char* deliberate_breaks;
    JudgeLimits judge;
    Origin origin;
};

// ----------------------------------------------------------- the problems --

// hdu5165: m functions on {1..n}; does Alice, moving first, make every entry
// of any array equal?
inline constexpr ProblemFacts kFunnyGameFacts = {
    "hdu5165", "Funny Game", "T", {"YES", "NO", false}, "Alice always wins",
    /* statement */ {{1, 200}, {1, 100}, {1, 100}, kUnbounded, kUnbounded},
    /* caps */ {{1, 1000000}, {1, 2000}, {1, 2000}, kUnbounded, kUnbounded},
    {6, 4}, {8, 8}, "", {2.0, 256, 0.24},
    {"HDU Online Judge, problem 5165", "https://acm.hdu.edu.cn/showproblem.php?pid=5165"}};

// hdu7399: a bipartite game graph of GG's n and YY's m vertices; can GG make
// the token visit every vertex infinitely often? (Fewer than 5 * 10^5 edges
// in all tests.)
inline constexpr ProblemFacts kBipartiteGameFacts = {
    "hdu7399", "博弈，启动! (Game, start!)", "t", {"Yes", "No", false}, "GG wins",
    /* statement */ {{1, 200}, {1, 300}, {1, 300}, kUnbounded, 500000 - 1},
    /* caps */ {{1, 1000000}, {1, 5000}, {1, 5000}, 5000000, kUnbounded},
    {4, 4}, {6, 6}, "no duplicate edges", {4.0, 256, 2.8},
    {"HDU Online Judge, problem 7399", "https://acm.hdu.edu.cn/showproblem.php?pid=7399"}};

// gym100548h: Bob on x flees, Alice on y chases, over a digraph of n vertices
// and m edges (m <= n(n-1)); does Bob escape? The statement does not bound T.
inline constexpr ProblemFacts kChaseFacts = {
    "gym100548h", "The Problem to Make You Happy", "T", {"Yes", "No", true}, "Bob wins",
    /* statement */ {{1, kUnbounded}, {2, 100}, {1, 100 * 99}, kUnbounded, kUnbounded},
    /* caps */ {{1, 1000000}, {2, 2000}, {1, 4000000}, kUnbounded, kUnbounded},
    {7, 0}, {12, 0}, "no self-loops, no duplicate edges, x != y", {2.0, 256, 0.64},
    {"Codeforces Gym 100548, problem H", "https://codeforces.com/gym/100548"}};

// The facts of a case model's problem.
constexpr const ProblemFacts& facts_of(const FunnyGameCase*) { return kFunnyGameFacts; }
constexpr const ProblemFacts& facts_of(const BipartiteGameCase*) { return kBipartiteGameFacts; }
constexpr const ProblemFacts& facts_of(const ChaseCase*) { return kChaseFacts; }

// Calls visit(model), a null pointer of the case model of the problem named
// `name`; false when there is no such problem. For tools that take PROBLEM as
// a word and share only the input model (check_certificate); the registry's
// visit_problem goes to the whole entry. In the registry's order.
template <class Visit>
bool visit_case_model(std::string_view name, Visit&& visit) {
    if (name == kFunnyGameFacts.name) visit(static_cast<const FunnyGameCase*>(nullptr));
    else if (name == kBipartiteGameFacts.name) visit(static_cast<const BipartiteGameCase*>(nullptr));
    else if (name == kChaseFacts.name) visit(static_cast<const ChaseCase*>(nullptr));
    else return false;
    return true;
}

// "hdu5165, hdu7399 or gym100548h", for usage texts.
inline std::string problem_names() {
    const ProblemFacts* const all[] = {&kFunnyGameFacts, &kBipartiteGameFacts, &kChaseFacts};
    std::string names;
    for (std::size_t i = 0; i < 3; ++i) names += (i == 0 ? "" : i == 2 ? " or " : ", ") + std::string(all[i]->name);
    return names;
}

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
