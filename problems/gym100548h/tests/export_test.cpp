// export verify on a broken gym100548h package (the export tool's shared tests: tests/export_test.cpp).
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <filesystem>

#include <cstdio>
#include <string>
#include <vector>

#include "export_support.hpp"
#include "problems.hpp"

namespace {

using namespace export_support;

// One package with four parts broken: verify names each, and fails.
TEST(VerifyPackage, ChaseNamesEachBrokenPart) {
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/gym100548h";
    ASSERT_EQ(run_export({"package", "gym100548h", dir}).exit_code, 0);
    const harness::RunResult clean = run_export({"verify", dir, "--quick", "--submissions", "accepted/*"});
    ASSERT_EQ(clean.exit_code, 0) << shown(clean);

    // An answer flipped: our accepted programs get a wrong answer on it.
    const std::string answer = dir + "/data/secret/02-trap-dfs-on-cycles.ans";
    ASSERT_TRUE(replace_in(answer, "Case #1: No", "Case #1: Yes")) << text_of(answer);
    // The input validator says "valid" with 0 instead of 42.
    ASSERT_TRUE(replace_in(dir + "/input_validators/validator.cpp", "if (!error) return 42;", "if (!error) return 0;"));
    // A wrong program among the accepted ones.
    ASSERT_EQ(std::rename((dir + "/submissions/wrong_answer/endless_for_alice.cpp").c_str(),
                          (dir + "/submissions/accepted/endless_for_alice.cpp").c_str()),
              0);
    // A field the version requires.
    ASSERT_TRUE(replace_in(dir + "/problem.yaml", "uuid: ", "# uuid: "));

    const harness::RunResult run = run_export({"verify", dir, "--quick", "--submissions", "accepted/*"});
    EXPECT_EQ(run.exit_code, 1) << shown(run);
    EXPECT_TRUE(contains(run.out, "problem.yaml: no uuid (required)\n")) << run.out;
    EXPECT_TRUE(contains(run.out, "data/sample/statement.in: the input validator exits with 0, not 42")) << run.out;
    EXPECT_TRUE(contains(run.out, "submissions/accepted/gym100548h.cpp: WA on data/secret/02-trap-dfs-on-cycles,"))
        << run.out;
    EXPECT_TRUE(contains(run.out, "submissions/accepted/endless_for_alice.cpp: WA on ")) << run.out;
    EXPECT_TRUE(contains(run.out, "verify: ")) << run.out;
}

// Submissions in other languages are built and run as the judge tool's
// languages table says: a Java one accepted, a Python one wrong.
TEST(VerifyPackage, ChaseSubmissionsAreBuiltInTheLanguagesOfTheJudgesTable) {
    ScratchFolder scratch;
    const std::string dir = scratch.path() + "/gym100548h";
    ASSERT_EQ(run_export({"package", "gym100548h", dir, "--format", "legacy-icpc"}).exit_code, 0);
    const std::string languages = harness::source_path("problems/gym100548h/submissions/");
    std::filesystem::copy_file(languages + "accepted/Main.java", dir + "/submissions/accepted/Main.java");
    std::filesystem::copy_file(languages + "wrong_answer/always_yes.py",
                               dir + "/submissions/wrong_answer/always_yes.py");
    const std::vector<std::string> verify = {"verify", dir, "--quick", "--submissions",
                                             "accepted/Main.java,wrong_answer/always_yes.py"};
    const harness::RunResult passed = run_export(verify);
    EXPECT_EQ(passed.exit_code, 0) << shown(passed);
    std::filesystem::rename(dir + "/submissions/wrong_answer/always_yes.py",
                            dir + "/submissions/accepted/always_yes.py");
    const harness::RunResult failed = run_export({"verify", dir, "--quick", "--submissions", "accepted/always_yes.py"});
    EXPECT_EQ(failed.exit_code, 1) << shown(failed);
    EXPECT_TRUE(contains(failed.out, "submissions/accepted/always_yes.py: WA on data/sample/statement,")) << failed.out;
}

}  // namespace
