// The page's links (harness/web_link.hpp): base64url as RFC 4648 writes
// it, the link's form, explain --format link and stress --link (the link of
// the shrunk failing input). The page itself is tested in a browser
// (web/tests/run.mjs, ctest -L web).
#include <gtest/gtest.h>

#include <string>

#include "environment.hpp"
#include "files.hpp"
#include "process.hpp"
#include "stress_tool.hpp"
#include "web_link.hpp"

namespace {

// base64url back to bytes (for the tests only).
std::string from_base64url(const std::string& text) {
    const std::string digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string bytes;
    unsigned group = 0;
    int bits = 0;
    for (char c : text) {
        group = group << 6 | static_cast<unsigned>(digits.find(c));
        if ((bits += 6) >= 8) bytes += static_cast<char>(group >> (bits -= 8) & 255);
    }
    return bytes;
}

TEST(WebLink, Base64urlIsRfc4648WithoutPadding) {
    EXPECT_EQ(harness::base64url(""), "");
    EXPECT_EQ(harness::base64url("f"), "Zg");
    EXPECT_EQ(harness::base64url("fo"), "Zm8");
    EXPECT_EQ(harness::base64url("foo"), "Zm9v");
    EXPECT_EQ(harness::base64url("foobar"), "Zm9vYmFy");
    EXPECT_EQ(harness::base64url("\xfb\xff\xbf"), "-_-_");
    std::string every_byte;
    for (int c = 0; c < 256; ++c) every_byte += static_cast<char>(c);
    EXPECT_EQ(from_base64url(harness::base64url(every_byte)), every_byte);
}

TEST(WebLink, LinkNamesTheProblemTheInputAndTheTest) {
    EXPECT_EQ(harness::page_link("http://127.0.0.1:8000/", "hdu5165", "1\n1 1\n1\n"),
              "http://127.0.0.1:8000/#problem=hdu5165&input=MQoxIDEKMQo");
    EXPECT_EQ(harness::page_link("https://example.org/page/", "hdu7399", "x", 3),
              "https://example.org/page/#problem=hdu7399&input=eA&test=3");
}

TEST(WebLink, ExplainPrintsTheLinkOfItsInput) {
    const std::string input = harness::file_text(harness::source_path("samples/gym100548h/statement.in"));
    const std::string explain = harness::build_path("tools/explain");
    harness::RunResult run = harness::run_process({explain, "gym100548h", "--format", "link", "--test", "2"}, input, 60);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out, harness::page_link(harness::kDefaultPageAddress, "gym100548h", input, 2) + "\n");
    run = harness::run_process({explain, "hdu5165", "--format", "link", "--page-address", "http://localhost:9/"}, "2 x", 60);
    EXPECT_EQ(run.out, "http://localhost:9/#problem=hdu5165&input=MiB4\n");  // the page shows the error line
    EXPECT_EQ(run.exit_code, 1) << "a malformed input: the status of every format";
    EXPECT_NE(run.err.find("hdu5165: "), std::string::npos) << run.err;
    run = harness::run_process({explain, "hdu5165", "--page-address"}, "", 60);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("--page-address needs a URL"), std::string::npos) << run.err;
}

// --format link reads the input as every format does: the same exit status
// as text's for a test the input does not have and for a malformed input.
TEST(WebLink, ExplainLinkChecksTheInputAsTextDoes) {
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

TEST(WebLink, StressPrintsTheLinkOfTheShrunkInput) {
    const std::string saved = stress_tool::temp_path("web_link.txt");
    const harness::RunResult run =
        stress_tool::run({"hdu7399", "--seed", "4", "--save", saved, "--link", "--page-address", "http://127.0.0.1:8123/",
                          "--", stress_tool::built_tool("stress_wrong_hdu7399")});
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    const std::string marker = "== in the browser ==\nhttp://127.0.0.1:8123/#problem=hdu7399&input=";
    const size_t at = run.out.find(marker);
    ASSERT_NE(at, std::string::npos) << run.out;
    const size_t end = run.out.find('\n', at + marker.size());
    EXPECT_EQ(from_base64url(run.out.substr(at + marker.size(), end - at - marker.size())), harness::file_text(saved));
    const harness::RunResult without = stress_tool::run({"hdu7399", "--seed", "4", "--", stress_tool::built_tool("stress_wrong_hdu7399")});
    EXPECT_EQ(without.out.find("== in the browser =="), std::string::npos) << without.out;
}

}  // namespace
