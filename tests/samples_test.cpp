// Every samples/<problem>/<name>.in is one test: the built executable of that
// problem must print exactly <name>.out. If <name>.err exists the input is
// malformed on purpose: the program must also exit with status 1 and print
// exactly that line on stderr; otherwise it must exit 0 and print nothing on
// stderr. The samples are listed each time the test program runs (ctest
// entry `samples_test`, one gtest test per sample inside), so a new pair of
// files dropped into samples/ is a new test with no code change and no
// rebuild.
//
// The problems are the registry's (harness/problems.hpp). HDU5165_EXE /
// HDU7399_EXE / GYM100548H_EXE in the environment point a problem's tests at
// another program (a relative path is taken from the folder you run ctest in). The error_ samples check our own wording of each
// error: another correct program may word it differently and fail them.

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

namespace fs = std::filesystem;

struct Sample {
    harness::Problem problem;
    fs::path input;  // samples/<problem>/<name>.in
};

// How gtest names a sample in its listings.
void PrintTo(const Sample& sample, std::ostream* os) { *os << sample.input.string(); }

std::vector<Sample> all_samples() {
    std::vector<Sample> samples;
    for (const harness::Problem& problem : harness::problems())
        for (const std::string& input : harness::sample_inputs(problem.name)) samples.push_back({problem, input});
    return samples;
}

std::string shown(const std::string& text) {
    const size_t limit = 2000;
    if (text.size() <= limit) return text;
    return text.substr(0, limit) + "\n... (" + std::to_string(text.size() - limit) + " more bytes)\n";
}

class SampleTest : public ::testing::TestWithParam<Sample> {};

TEST_P(SampleTest, OutputMatchesExactly) {
    const Sample& sample = GetParam();
    std::string input, expected_out, expected_err;
    ASSERT_TRUE(harness::read_file(sample.input, input)) << "cannot read " << sample.input;
    fs::path out_path = sample.input, err_path = sample.input;
    out_path.replace_extension(".out");
    err_path.replace_extension(".err");
    ASSERT_TRUE(harness::read_file(out_path, expected_out))
        << "sample " << sample.input << " has no expected output " << out_path;
    const bool malformed = harness::read_file(err_path, expected_err);

    const std::string program = harness::program_under_test(sample.problem);
    const harness::RunResult result = harness::run_process({program}, input, 20.0);
    ASSERT_FALSE(result.failed_to_start) << "cannot run " << program;
    ASSERT_FALSE(result.timed_out) << program << " gave no answer in 20 s on " << sample.input;
    ASSERT_EQ(result.signal, 0) << program << " was killed by signal " << result.signal
                                << " on " << sample.input;

    const std::string context = "program: " + program + "\ninput (" + sample.input.string() +
                                "):\n" + shown(input);
    EXPECT_EQ(result.out, expected_out) << context;
    if (malformed) {
        EXPECT_EQ(result.exit_code, 1) << context;
        EXPECT_EQ(result.err, expected_err) << context;
    } else {
        EXPECT_EQ(result.exit_code, 0) << context;
        EXPECT_EQ(result.err, "") << context;
    }
}

std::string sample_name(const ::testing::TestParamInfo<Sample>& info) {
    std::string name = std::string(info.param.problem.name) + "_" + info.param.input.stem().string();
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Samples, SampleTest, ::testing::ValuesIn(all_samples()), sample_name);

// Guards against a suite that finds nothing and passes vacuously.
TEST(SamplesFolder, EveryProblemHasSamplesWithTheStatementsOnes) {
    for (const harness::Problem& problem : harness::problems()) {
        const fs::path statement = fs::path(harness::source_path("samples")) / problem.name / "statement.in";
        EXPECT_TRUE(fs::exists(statement)) << "missing " << statement;
    }
    EXPECT_GE(all_samples().size(), 3u);
}

// Every folder of samples/ is a problem of the registry (a sample of a
// problem it does not know would never run).
TEST(SamplesFolder, EveryFolderIsAProblem) {
    for (const fs::directory_entry& entry : fs::directory_iterator(harness::source_path("samples")))
        EXPECT_NE(harness::find_problem(entry.path().filename().string()), nullptr) << entry.path();
}

}  // namespace
