// cmake --install, as a user installs the tools (README): into a scratch
// prefix, then run from another folder with the source and build folders
// out of sight (bubblewrap mounts an empty folder on each, as if they were
// gone): judge judges a file in the sandbox, export writes a package and
// judge judges its accepted and wrong submissions as folders.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "judge_support.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

using namespace judge_support;
namespace fs = std::filesystem;

// COMMAND from `folder`, with PREFIX/bin first in PATH and this project's
// source and build folders empty.
harness::RunResult without_the_project(const std::string& prefix, const std::string& folder,
                                       const std::vector<std::string>& command) {
    const char* path = std::getenv("PATH");
    std::vector<std::string> argv = {harness::executable_in_path("bwrap"),
                                     "--dev-bind",
                                     "/",
                                     "/",
                                     "--tmpfs",
                                     harness::source_path(""),
                                     "--tmpfs",
                                     harness::build_path(""),
                                     "--chdir",
                                     folder,
                                     "--",
                                     "env",
                                     "PATH=" + prefix + "/bin:" + (path ? path : "/usr/bin:/bin")};
    argv.insert(argv.end(), command.begin(), command.end());
    return harness::run_process(argv, "", 600);
}

TEST(Install, TheInstalledToolsRunFromAnyFolderWithoutTheBuildFolder) {
    ASSERT_FALSE(harness::executable_in_path("bwrap").empty()) << "the test hides the project with bubblewrap";
    ScratchFolder scratch;
    const std::string prefix = scratch.path() + "/prefix", home = scratch.path() + "/contest";
    const harness::RunResult installed =
        harness::run_process({CMAKE_COMMAND, "--install", harness::build_path(""), "--prefix", prefix}, "", 300);
    ASSERT_EQ(installed.exit_code, 0) << installed.out << installed.err;
    fs::create_directories(home);
    const std::string problem = harness::problems().front().name;
    fs::copy_file(harness::source_path("solutions/" + problem + ".cpp"), home + "/mine.cpp");

    const harness::RunResult judged =
        without_the_project(prefix, home, {"judge", problem, "--tests", "sample,trap-*", "--json", "-", "mine.cpp"});
    EXPECT_EQ(judged.exit_code, 0) << judged.out << judged.err;
    EXPECT_EQ(json_value(judged.out, "verdict"), "AC") << judged.err;
    EXPECT_EQ(json_value(judged.out, "sandbox"), "bwrap");
    EXPECT_TRUE(contains(judged.err, "Accepted: ")) << judged.err;

    const harness::RunResult exported = without_the_project(prefix, home, {"export", "package", problem, "pkg"});
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    const harness::RunResult many = without_the_project(
        prefix, home,
        {"judge", problem, "--tests", "sample,trap-*", "pkg/submissions/accepted", "pkg/submissions/wrong_answer"});
    EXPECT_EQ(many.exit_code, 0) << many.out << many.err;
    EXPECT_TRUE(contains(many.out, " got their expected verdicts")) << many.out;
}

}  // namespace
