// The stress tool on a FILE, gym100548h's solutions in other languages
// (submissions/ in this folder), built as the languages table says (the
// command line's other tests: tests/stress_cli_test.cpp).
#include <gtest/gtest.h>

#include <string>

#include "environment.hpp"
#include "stress_tool.hpp"

namespace {

using stress_tool::contains;

TEST(StressCli, ChaseAFileIsBuiltAsItsLanguageSays) {
    const std::string folder = harness::source_path("problems/gym100548h/submissions/");
    const harness::RunResult right =
        stress_tool::run({"gym100548h", "--cases", "100", "--seed", "1", folder + "accepted/plain.rs"});
    EXPECT_EQ(right.exit_code, 0) << right.err;
    EXPECT_TRUE(contains(right.out, "no difference in 100 cases")) << right.out;
    const harness::RunResult wrong =
        stress_tool::run({"gym100548h", "--seed", "1", folder + "wrong_answer/always_yes.py"});
    EXPECT_EQ(wrong.exit_code, 1) << wrong.err;
    EXPECT_TRUE(contains(wrong.out, "always_yes.py gave a different answer")) << wrong.out;
    const harness::RunResult broken =
        stress_tool::run({"gym100548h", harness::source_path("tests/languages/compile_error/broken.py")});
    EXPECT_EQ(broken.exit_code, 2);
    EXPECT_TRUE(contains(broken.err, "broken.py: does not compile: ")) << broken.err;
}

}  // namespace
