// Every samples/<problem>/<name>.in is one test: the built executable of that
// problem must print exactly <name>.out. If <name>.err exists the input is
// malformed on purpose: the program must also exit with status 1 and print
// exactly that line on stderr; otherwise it must exit 0 and print nothing on
// stderr. The samples are listed each time the test program runs, so a new
// pair of files dropped into samples/ is a new test with no code change and
// no rebuild.
//
// Two sets, a ctest entry each (tests/CMakeLists.txt):
//   WithinTheStatement/*  samples/<problem>/<name> with no odd_ or error_
//                         prefix: valid inputs of the statement (validate_test
//                         checks that the validator accepts each), which any
//                         correct solution must answer (samples_test.any_solution);
//   Conventions/*         odd_* (input that breaks the statement's layout,
//                         limits or promises, which our programs still
//                         answer) and error_* (malformed input, our error
//                         line): our own conventions (samples_test.conventions).
//
// The problems are the registry's (harness/problems.hpp). A problem's
// <NAME>_EXE in the environment points its tests at another program (a
// relative path is taken from the folder you run ctest in).

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

// Whether a sample is one of our conventions: odd_* or error_*.
bool is_convention(const fs::path& input) {
    const std::string stem = input.stem().string();
    return stem.rfind("odd_", 0) == 0 || stem.rfind("error_", 0) == 0;
}

// The samples within the statement (conventions false), or the others.
std::vector<Sample> samples(bool conventions) {
    std::vector<Sample> chosen;
    for (const harness::Problem& problem : harness::problems())
        for (const std::string& input : harness::sample_inputs(problem.name))
            if (is_convention(input) == conventions) chosen.push_back({problem, input});
    return chosen;
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
    ASSERT_EQ(result.signal, 0) << program << " was killed by signal " << result.signal << " on " << sample.input;

    const std::string context = "program: " + program + "\ninput (" + sample.input.string() + "):\n" + shown(input);
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

INSTANTIATE_TEST_SUITE_P(WithinTheStatement, SampleTest, ::testing::ValuesIn(samples(false)), sample_name);
INSTANTIATE_TEST_SUITE_P(Conventions, SampleTest, ::testing::ValuesIn(samples(true)), sample_name);

// Guards against a suite that finds nothing and passes vacuously: every
// problem has its statement's samples, within the statement.
TEST(SamplesFolder, EveryProblemHasSamplesWithTheStatementsOnes) {
    for (const harness::Problem& problem : harness::problems()) {
        const fs::path statement = fs::path(harness::source_path("samples")) / problem.name / "statement.in";
        EXPECT_TRUE(fs::exists(statement)) << "missing " << statement;
        EXPECT_FALSE(is_convention(statement));
    }
    EXPECT_GE(samples(false).size(), harness::problems().size());
}

// Every folder of samples/ is a problem of the registry (a sample of a
// problem it does not know would never run).
TEST(SamplesFolder, EveryFolderIsAProblem) {
    for (const fs::directory_entry& entry : fs::directory_iterator(harness::source_path("samples")))
        EXPECT_NE(harness::find_problem(entry.path().filename().string()), nullptr) << entry.path();
}

}  // namespace
