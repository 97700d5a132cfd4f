// stress --link on hdu7399: the link of the shrunk failing input (the shared tests of the page's links:
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

TEST(WebLink, BipartiteGameStressPrintsTheLinkOfTheShrunkInput) {
    const std::string saved = stress_tool::temp_path("web_link.txt");
    const harness::RunResult run =
        stress_tool::run({"hdu7399", "--seed", "4", "--save", saved, "--link", "--page-address",
                          "http://127.0.0.1:8123/", "--", stress_tool::built_tool("stress_wrong_hdu7399")});
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    const std::string marker = "== in the browser ==\nhttp://127.0.0.1:8123/#problem=hdu7399&input=";
    const size_t at = run.out.find(marker);
    ASSERT_NE(at, std::string::npos) << run.out;
    const size_t end = run.out.find('\n', at + marker.size());
    EXPECT_EQ(from_base64url(run.out.substr(at + marker.size(), end - at - marker.size())), harness::file_text(saved));
    const harness::RunResult without =
        stress_tool::run({"hdu7399", "--seed", "4", "--", stress_tool::built_tool("stress_wrong_hdu7399")});
    EXPECT_EQ(without.out.find("== in the browser =="), std::string::npos) << without.out;
}

}  // namespace
