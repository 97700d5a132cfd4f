// What the judge reader's tests (judge_reader_test.cpp) share with each
// problem's own (problems/<name>/tests/judge_reader_test.cpp): whether the
// brute force reaches a case, and the judge program's error on an input
// compared with the reader's.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "judge_reader.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace judge_reader_support {

// Whether the brute force reaches `game` within the sizes `most` (the
// registry's brute_force_large). Set by each problem's
// tests/judge_reader_test.cpp before main runs.
template <class Case>
inline bool (*brute_reaches_of)(const Case& game, harness::Size most) = nullptr;

// The judge program of Problem reports on each input what the reader does
// (they share the input layer).
template <class Problem>
void expect_judge_program_agrees(const std::vector<std::string>& inputs) {
    for (size_t i = 0; i < inputs.size(); ++i) {
        const std::string ours = harness::parse_judge_input<typename Problem::Case>(inputs[i]).error;
        const harness::RunResult run = harness::run_process({harness::built_program(Problem::facts)}, inputs[i], 20);
        EXPECT_EQ(run.err, ours.empty() ? "" : ours + "\n") << Problem::facts.name << ", input " << i;
    }
}

}  // namespace judge_reader_support
