// The judge tool's test set (tools/judge.cpp): for each problem, named judge
// inputs in the order a judge runs them, each with one line saying what it is
// there to catch. The same on every machine: files of the repository, fixed
// lists, and generators with fixed seeds.
//   sample  the statement's sample (samples/<problem>/statement.in);
//   trap    small inputs that known wrong ideas fail: the problem's wrong
//           programs (problems/<problem>/programs/) on the cases stress
//           shrank their failures to, and the trap samples
//           (samples/<problem>/); its judge_traps (families.cpp);
//   small   every small case (its exhaustive_cases) that keeps the
//           statement, as many to an input as the statement allows;
//   random  random cases (harness/generators.hpp) of growing size, up to the
//           statement's n and m;
//   worst   every benchmark family at the statement's limits (the problem's
//           judge_size_inputs of its families.cpp): the inputs that make slow
//           methods slow.
// The answers are not here: the judge proves them when it runs.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "problems.hpp"
#include "shrink.hpp"
#include "validate.hpp"

namespace test_set {

template <class Case>
struct Test {
    std::string name;     // "worst-funnel-deep-chains"
    std::string group;    // sample, trap, small, random or worst
    std::string catches;  // what it is there to catch, one line
    std::vector<Case> cases;
};

// "Yes chain (adversarial)" -> "yes-chain-adversarial".
inline std::string slug(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        else if (!out.empty() && out.back() != '-') out += '-';
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out;
}

// The problem's folder, as the docs name it: "problems/<name>/".
template <class Problem>
std::string folder_of() {
    return "problems/" + std::string(Problem::facts.name) + "/";
}

// The cases of a judge input of Problem, which must keep its statement.
template <class Problem>
std::vector<typename Problem::Case> parsed(const std::string& text, const std::string& where) {
    std::vector<typename Problem::Case> cases;
    if (const auto error = harness::read_judge_input(text, &cases))
        throw std::runtime_error(where + " is not a valid input: " + error->format(Problem::facts.name));
    return cases;
}

// Splits cases into inputs the statement allows (T and the edges in all
// tests), of at most `most` cases each.
template <class Problem>
std::vector<std::vector<typename Problem::Case>> chunks(const std::vector<typename Problem::Case>& cases,
                                                        std::size_t most) {
    const harness::Bounds& limits = Problem::facts.statement;
    std::vector<std::vector<typename Problem::Case>> out;
    std::int64_t edges = 0;
    for (const auto& game : cases) {
        const std::int64_t more = static_cast<std::int64_t>(harness::edge_count(game));
        if (out.empty() || out.back().size() >= most ||
            static_cast<std::int64_t>(out.back().size()) >= limits.tests.high ||
            edges + more > limits.edges_in_all_tests) {
            out.emplace_back();
            edges = 0;
        }
        out.back().push_back(game);
        edges += more;
    }
    return out;
}

// Cases in one small input: the statement's T, and no more than this where
// it sets none (a judge's input of tiny tests).
constexpr std::size_t kSmallCasesPerInput = 500;
// Random inputs, their seeds, and the bytes of one.
constexpr int kRandomInputs = 8;
constexpr std::uint64_t kRandomSeed = 2026;
constexpr std::size_t kRandomBytes = 1 << 20;

// The small group: every exhaustive case up to the problem's small bound
// that keeps the statement, as many to an input as the statement allows.
template <class Problem>
std::vector<Test<typename Problem::Case>> small_tests() {
    using Case = typename Problem::Case;
    const harness::SmallBound bound = Problem::facts.small_group;
    std::vector<Case> small;
    for (const Case& game : Problem::exhaustive_cases())
        if (harness::vertex_count(game) <= bound.most && harness::follows_statement(game)) small.push_back(game);
    std::vector<Test<Case>> tests;
    const auto inputs = chunks<Problem>(small, kSmallCasesPerInput);
    for (std::size_t k = 0; k < inputs.size(); ++k) {
        char name[32];
        std::snprintf(name, sizeof name, "small-%02zu", k + 1);
        tests.push_back({name, "small",
                         "every game of at most " + std::to_string(bound.most) + " " + bound.what + ": " +
                             harness::size_summary(inputs[k].front()) + " to " +
                             harness::size_summary(inputs[k].back()),
                         inputs[k]});
    }
    return tests;
}

// Random input k of kRandomInputs: cases from a fixed seed, their sizes
// growing with the square of k from a few to the statement's n and m.
template <class Problem>
Test<typename Problem::Case> random_test(int k) {
    using Case = typename Problem::Case;
    const harness::Bounds& bounds = Problem::facts.statement;
    const double share = static_cast<double>(k * k) / (kRandomInputs * kRandomInputs);
    auto grown = [&](std::int64_t high) {
        return static_cast<int>(std::max<double>(std::min<std::int64_t>(high, 3), share * static_cast<double>(high)));
    };
    const harness::Size most{grown(bounds.n.high), grown(bounds.m.high)};
    const std::uint64_t seed = kRandomSeed + static_cast<std::uint64_t>(k);
    std::mt19937_64 rng(seed);
    std::vector<Case> cases;
    std::size_t bytes = 0;
    std::int64_t edges = 0;
    while (static_cast<std::int64_t>(cases.size()) < std::min<std::int64_t>(bounds.tests.high, 200)) {
        Case game = Problem::random_case(rng, most, harness::Promises::kept);
        const std::size_t more_bytes = harness::judge_input(std::vector<Case>{game}).size();
        const std::int64_t more_edges = static_cast<std::int64_t>(harness::edge_count(game));
        if (!cases.empty() && (bytes + more_bytes > kRandomBytes || edges + more_edges > bounds.edges_in_all_tests))
            break;
        bytes += more_bytes;
        edges += more_edges;
        cases.push_back(std::move(game));
    }
    char name[32];
    std::snprintf(name, sizeof name, "random-%02d", k);
    return {name, "random",
            "random cases up to n = " + std::to_string(most.n) +
                (Problem::facts.answers.numbered ? std::string() : ", m = " + std::to_string(most.m)) + " (seed " +
                std::to_string(seed) + ")",
            std::move(cases)};
}

// The whole test set of Problem, in judge order.
template <class Problem>
std::vector<Test<typename Problem::Case>> tests() {
    using Case = typename Problem::Case;
    const std::string folder = "samples/" + std::string(Problem::facts.name) + "/";
    auto sample = [&](const std::string& name) {
        const std::string path = harness::source_path(folder + name + ".in");
        std::string text;
        if (!harness::read_file(path, text)) throw std::runtime_error("cannot read " + path);
        return parsed<Problem>(text, path);
    };
    std::vector<Test<Case>> all;
    all.push_back({"sample", "sample", "the statement's sample", sample("statement")});
    for (const harness::JudgeTrap& trap : harness::judge_traps(static_cast<const Case*>(nullptr)))
        all.push_back({"trap-" + trap.name, "trap",
                       trap.catches + (trap.program.empty() ? ""
                                                            : " (" + folder_of<Problem>() +
                                                                  "submissions/wrong_answer/" + trap.program + ")"),
                       trap.sample.empty() ? parsed<Problem>(trap.input, "trap " + trap.name) : sample(trap.sample)});
    for (auto& test : small_tests<Problem>()) all.push_back(std::move(test));
    for (int k = 1; k <= kRandomInputs; ++k) all.push_back(random_test<Problem>(k));
    for (auto& input : harness::judge_size_inputs(static_cast<const Case*>(nullptr)))
        all.push_back({"worst-" + slug(input.family), "worst", input.catches, std::move(input.cases)});
    return all;
}

}  // namespace test_set
