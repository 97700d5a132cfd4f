// explain --format link on gym100548h's statement sample (the shared tests of the page's links:
// tests/web_link_test.cpp).
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "environment.hpp"
#include "files.hpp"
#include "process.hpp"
#include "stress_tool.hpp"
#include "web_link.hpp"
#include "web_link_support.hpp"

namespace {

using web_link_support::from_base64url;

TEST(WebLink, ChaseExplainPrintsTheLinkOfItsInput) {
    const std::string input = harness::file_text(harness::source_path("samples/gym100548h/statement.in"));
    const std::string explain = harness::build_path("tools/explain");
    harness::RunResult run =
        harness::run_process({explain, "gym100548h", "--format", "link", "--test", "2"}, input, 60);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out, harness::page_link(harness::kDefaultPageAddress, "gym100548h", input, 2) + "\n");
    run = harness::run_process({explain, "gym100548h", "--format", "link", "--page-address", "http://localhost:9/"},
                               "2 x", 60);
    EXPECT_EQ(run.out, "http://localhost:9/#problem=gym100548h&input=MiB4\n");  // the page shows the error line
    EXPECT_EQ(run.exit_code, 1) << "a malformed input: the status of every format";
    EXPECT_NE(run.err.find("gym100548h: "), std::string::npos) << run.err;
    run = harness::run_process({explain, "gym100548h", "--page-address"}, "", 60);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("--page-address needs a URL"), std::string::npos) << run.err;
}

// --format link reads the input as every format does: the same exit status
// as text's for a test the input does not have and for a malformed input.
TEST(WebLink, ChaseExplainLinkChecksTheInputAsTextDoes) {
    const std::string sample = harness::file_text(harness::source_path("samples/gym100548h/statement.in"));
    const std::string explain = harness::build_path("tools/explain");
    const std::string malformed = "2\n3 2\n1 2\n2 3\n1 3\n3 x\n";
    for (const auto& [input, test] : {std::pair{sample, "9"}, std::pair{malformed, "1"}}) {
        const harness::RunResult text = harness::run_process({explain, "gym100548h", "--test", test}, input, 60);
        const harness::RunResult link =
            harness::run_process({explain, "gym100548h", "--format", "link", "--test", test}, input, 60);
        EXPECT_NE(text.exit_code, 0) << text.err;
        EXPECT_EQ(link.exit_code, text.exit_code) << "test " << test << ": " << link.err;
        EXPECT_EQ(link.err, text.err) << "test " << test;
    }
    const harness::RunResult missing =
        harness::run_process({explain, "gym100548h", "--format", "link", "--test", "9"}, sample, 60);
    EXPECT_EQ(missing.out, "") << "no link to a test the input does not have";
}

}  // namespace
