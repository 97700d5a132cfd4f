// What the judge files do around solving: the input layer they share, the
// caps they accept up to, and how they report a failed read or write. The
// samples (samples_test) cover everything that can be put in an input file;
// these cases cannot, or are made from the registry's facts.
//
// A problem's <NAME>_EXE in the environment points its tests at another
// program (the messages checked are our wording).

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "environment.hpp"
#include "files.hpp"
#include "problem_types.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

using harness::Problem;

// Runs `program` from a shell whose redirections are `redirections`.
harness::RunResult run_redirected(const std::string& program, const std::string& redirections) {
    return harness::run_process({"/bin/sh", "-c", "exec \"$0\" " + redirections, program}, "", 20.0);
}

harness::RunResult run_on(const Problem& problem, const std::string& input) {
    return harness::run_process({harness::program_under_test(problem)}, input, 20.0);
}

std::string judge_file(const Problem& problem) {
    return harness::source_path("solutions/" + std::string(problem.name) + ".cpp");
}

class JudgeIo : public ::testing::TestWithParam<Problem> {};

TEST_P(JudgeIo, InputLayerIsTheSameInEveryJudgeFile) {
    const std::string begin = "// ---- input layer: the same in every judge file";
    const std::string end = "// ---- end of input layer ----";
    auto layer_of = [&](const Problem& problem) {
        const std::string text = harness::file_text(judge_file(problem));
        const std::size_t first = text.find(begin);
        const std::size_t last = text.find(end);
        EXPECT_NE(first, std::string::npos) << problem.name << ": no input layer marker";
        EXPECT_NE(last, std::string::npos) << problem.name << ": no end of input layer marker";
        if (first == std::string::npos || last == std::string::npos || last < first) return std::string();
        return text.substr(first, last - first);
    };
    const Problem& first_problem = harness::problems().front();
    const std::string reference = layer_of(first_problem);
    EXPECT_GT(reference.size(), 1000u);
    EXPECT_LE(std::count(reference.begin(), reference.end(), '\n'), 90) << "the input layer's budget is 90 lines";
    EXPECT_EQ(layer_of(GetParam()), reference)
        << "the input layer of " << judge_file(GetParam()) << " differs from that of " << judge_file(first_problem)
        << ": keep the copies identical";
}

TEST_P(JudgeIo, ReadErrorOfADirectoryIsReported) {
    const harness::RunResult result = run_redirected(harness::program_under_test(GetParam()), "< /");
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, std::string(GetParam().name) + ": cannot read input: Is a directory\n");
}

TEST_P(JudgeIo, ReadErrorOfAClosedInputIsReported) {
    const harness::RunResult result = run_redirected(harness::program_under_test(GetParam()), "<&-");
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_EQ(result.err, std::string(GetParam().name) + ": cannot read input: Bad file descriptor\n");
}

TEST_P(JudgeIo, FailedWriteIsReported) {
    const std::string sample = harness::source_path("samples/" + std::string(GetParam().name) + "/statement.in");
    const harness::RunResult result =
        run_redirected(harness::program_under_test(GetParam()), "< '" + sample + "' > /dev/full");
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_EQ(result.err, std::string(GetParam().name) + ": cannot write output: No space left on device\n");
}

// The judge program accepts T, n and m up to the registry's caps and rejects
// one more, with its message. Every problem's input starts with T, and each
// test with the line "n m". At the cap the input goes on wrong, so the first
// error must be a later one.
// The window is 64 KiB: whitespace up to its last byte, or past it, and a token just
// after it are read as anywhere else (under the sanitizers, with no byte read past it).
TEST_P(JudgeIo, TokensAroundTheWindowsEdgeAreRead) {
    const Problem& problem = GetParam();
    const std::string samples = "samples/" + std::string(problem.name) + "/statement.";
    const std::string input = harness::file_text(harness::source_path(samples + "in"));
    const std::string output = harness::file_text(harness::source_path(samples + "out"));
    for (std::size_t spaces = 65533; spaces <= 65538; ++spaces) {
        const harness::RunResult result = run_on(problem, std::string(spaces, ' ') + input);
        EXPECT_EQ(result.exit_code, 0) << spaces << " spaces first: " << result.err;
        EXPECT_EQ(result.out, output) << spaces << " spaces first";
    }
}

TEST_P(JudgeIo, AcceptsUpToItsCapsAndRejectsOneMore) {
    const Problem& problem = GetParam();
    const harness::Bounds& caps = problem.caps;
    const std::string name = problem.name;
    auto error_of = [&](const std::string& input) {
        const harness::RunResult result = run_on(problem, input);
        EXPECT_EQ(result.exit_code, 1) << input.substr(0, 40);
        return result.err;
    };
    auto outside = [](const char* what, std::int64_t value, const harness::Range& range) {
        return "expected " + std::string(what) + " in " + std::to_string(range.low) + ".." +
               std::to_string(range.high) + ", found \"" + std::to_string(value) + "\"\n";
    };
    const std::string low_n = std::to_string(caps.n.low), low_m = std::to_string(caps.m.low);

    EXPECT_EQ(error_of(std::to_string(caps.tests.high + 1) + "\n"),
              name + ": line 1: " + outside(problem.tests_name, caps.tests.high + 1, caps.tests));
    EXPECT_EQ(
        error_of(std::to_string(caps.tests.high) + "\n").find(outside(problem.tests_name, caps.tests.high, caps.tests)),
        std::string::npos);

    EXPECT_EQ(error_of("1\n" + std::to_string(caps.n.high + 1) + " " + low_m + "\n"),
              name + ": test 1, line 2: " + outside("n", caps.n.high + 1, caps.n));
    EXPECT_EQ(error_of("1\n" + std::to_string(caps.n.high) + " " + low_m + "\n").find("expected n "),
              std::string::npos);

    EXPECT_EQ(error_of("1\n" + low_n + " " + std::to_string(caps.m.high + 1) + "\n"),
              name + ": test 1, line 2: " + outside("m", caps.m.high + 1, caps.m));
    EXPECT_EQ(error_of("1\n" + low_n + " " + std::to_string(caps.m.high) + "\n").find("expected m "),
              std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Judges, JudgeIo, ::testing::ValuesIn(harness::problems()), problem_types::name);

}  // namespace
