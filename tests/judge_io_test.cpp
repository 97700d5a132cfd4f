// What the judge files do around solving: the input layer they share, and
// how they report a failed read or write. The samples (samples_test) cover
// everything that can be put in an input file; these cases cannot.
//
// HDU5165_EXE / HDU7399_EXE / GYM100548H_EXE in the environment point a
// problem's tests at another program (the messages checked are our wording).

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "environment.hpp"
#include "process.hpp"

namespace {

namespace fs = std::filesystem;

struct Problem {
    const char* name;
    const char* environment_variable;
    const char* built_executable;
};

const Problem kProblems[] = {
    {"hdu5165", "HDU5165_EXE", HDU5165_EXE},
    {"hdu7399", "HDU7399_EXE", HDU7399_EXE},
    {"gym100548h", "GYM100548H_EXE", GYM100548H_EXE},
};

std::string executable_of(const Problem& problem) {
    return testlib::program_from_environment(problem.environment_variable, problem.built_executable);
}

std::string file_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream content;
    content << file.rdbuf();
    return content.str();
}

// Runs `program` from a shell whose redirections are `redirections`.
testlib::RunResult run_redirected(const std::string& program, const std::string& redirections) {
    return testlib::run_process({"/bin/sh", "-c", "exec \"$0\" " + redirections, program}, "",
                                20.0);
}

void PrintTo(const Problem& problem, std::ostream* os) { *os << problem.name; }

class JudgeIo : public ::testing::TestWithParam<Problem> {};

TEST_P(JudgeIo, InputLayerIsTheSameInTheThreeFiles) {
    const std::string begin = "// ========================================================= input layer ====";
    const std::string end = "// ================================================== end of input layer ====";
    auto layer_of = [&](const char* problem) {
        const std::string text = file_text(fs::path(SOURCE_DIR) / "solutions" / (std::string(problem) + ".cpp"));
        const std::size_t first = text.find(begin);
        const std::size_t last = text.find(end);
        EXPECT_NE(first, std::string::npos) << problem << ": no input layer marker";
        EXPECT_NE(last, std::string::npos) << problem << ": no end of input layer marker";
        if (first == std::string::npos || last == std::string::npos || last < first) return std::string();
        return text.substr(first, last - first);
    };
    const std::string reference = layer_of("hdu5165");
    EXPECT_GT(reference.size(), 1000u);
    EXPECT_EQ(layer_of(GetParam().name), reference)
        << "the input layer of solutions/" << GetParam().name
        << ".cpp differs from that of solutions/hdu5165.cpp: keep the copies identical";
}

TEST_P(JudgeIo, ReadErrorOfADirectoryIsReported) {
    const testlib::RunResult result = run_redirected(executable_of(GetParam()), "< /");
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, std::string(GetParam().name) + ": cannot read input: Is a directory\n");
}

TEST_P(JudgeIo, ReadErrorOfAClosedInputIsReported) {
    const testlib::RunResult result = run_redirected(executable_of(GetParam()), "<&-");
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_EQ(result.err, std::string(GetParam().name) + ": cannot read input: Bad file descriptor\n");
}

TEST_P(JudgeIo, FailedWriteIsReported) {
    const fs::path sample = fs::path(SAMPLES_DIR) / GetParam().name / "statement.in";
    const testlib::RunResult result =
        run_redirected(executable_of(GetParam()), "< '" + sample.string() + "' > /dev/full");
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_EQ(result.err,
              std::string(GetParam().name) + ": cannot write output: No space left on device\n");
}

std::string problem_name(const ::testing::TestParamInfo<Problem>& info) { return info.param.name; }

INSTANTIATE_TEST_SUITE_P(Judges, JudgeIo, ::testing::ValuesIn(kProblems), problem_name);

}  // namespace
