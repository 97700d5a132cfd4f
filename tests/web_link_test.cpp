// The page's links (harness/web_link.hpp): base64url as RFC 4648 writes
// it, the link's form, and on every problem explain --format link (which
// reads the input as every format does) and stress --link (the link of the
// shrunk failing input). The page itself is tested in a browser (ctest -L web).
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "environment.hpp"
#include "files.hpp"
#include "problem_types.hpp"
#include "process.hpp"
#include "stress_tool.hpp"
#include "web_link.hpp"
#include "web_link_support.hpp"

namespace {

using web_link_support::from_base64url;

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
    EXPECT_EQ(harness::page_link("http://127.0.0.1:8000/", "abc123", "1\n1 1\n1\n"),
              "http://127.0.0.1:8000/#problem=abc123&input=MQoxIDEKMQo");
    EXPECT_EQ(harness::page_link("https://example.org/page/", "xyz9", "x", 3),
              "https://example.org/page/#problem=xyz9&input=eA&test=3");
}

class WebLinkOfEachProblem : public ::testing::TestWithParam<harness::Problem> {
protected:
    std::string name() const { return GetParam().name; }
    std::string sample() const {
        return harness::file_text(harness::source_path("samples/" + name() + "/statement.in"));
    }
};
INSTANTIATE_TEST_SUITE_P(, WebLinkOfEachProblem, ::testing::ValuesIn(harness::problems()), problem_types::name);

TEST_P(WebLinkOfEachProblem, ExplainPrintsTheLinkOfItsInput) {
    const std::string explain = harness::build_path("tools/explain");
    harness::RunResult run = harness::run_process({explain, name(), "--format", "link", "--test", "2"}, sample(), 60);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out, harness::page_link(harness::kDefaultPageAddress, name(), sample(), 2) + "\n");
    run =
        harness::run_process({explain, name(), "--format", "link", "--page-address", "http://localhost:9/"}, "2 x", 60);
    EXPECT_EQ(run.out, "http://localhost:9/#problem=" + name() + "&input=MiB4\n");  // the page shows the error line
    EXPECT_EQ(run.exit_code, 1) << "a malformed input: the status of every format";
    EXPECT_NE(run.err.find(name() + ": "), std::string::npos) << run.err;
    run = harness::run_process({explain, name(), "--page-address"}, "", 60);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("--page-address needs a URL"), std::string::npos) << run.err;
}

// --format link reads the input as every format does: the same exit status
// as text's for a test the input does not have and for a malformed input
// (the sample with its last number made a word).
TEST_P(WebLinkOfEachProblem, ExplainLinkChecksTheInputAsTextDoes) {
    const std::string explain = harness::build_path("tools/explain");
    std::string malformed = sample();
    const std::size_t last = malformed.find_last_of("0123456789");
    malformed.replace(last, 1, "x");
    const std::string beyond = std::to_string(std::stoi(sample()) + 1);  // the sample's T, plus one
    for (const auto& [input, test] : {std::pair{sample(), beyond}, std::pair{malformed, std::string("1")}}) {
        const harness::RunResult text = harness::run_process({explain, name(), "--test", test}, input, 60);
        const harness::RunResult link =
            harness::run_process({explain, name(), "--format", "link", "--test", test}, input, 60);
        EXPECT_NE(text.exit_code, 0) << text.err;
        EXPECT_EQ(link.exit_code, text.exit_code) << "test " << test << ": " << link.err;
        EXPECT_EQ(link.err, text.err) << "test " << test;
        if (input == sample()) { EXPECT_EQ(link.out, "") << "no link to a test the input does not have"; }
    }
}

TEST_P(WebLinkOfEachProblem, StressPrintsTheLinkOfTheShrunkInput) {
    const std::string saved = stress_tool::temp_path("web_link_" + name() + ".txt");
    const std::string wrong = stress_tool::stress_wrong(name());
    const harness::RunResult run = stress_tool::run(
        {name(), "--seed", "4", "--save", saved, "--link", "--page-address", "http://127.0.0.1:8123/", "--", wrong});
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    const std::string marker = "== in the browser ==\nhttp://127.0.0.1:8123/#problem=" + name() + "&input=";
    const size_t at = run.out.find(marker);
    ASSERT_NE(at, std::string::npos) << run.out;
    const size_t end = run.out.find('\n', at + marker.size());
    EXPECT_EQ(from_base64url(run.out.substr(at + marker.size(), end - at - marker.size())), harness::file_text(saved));
    const harness::RunResult without = stress_tool::run({name(), "--seed", "4", "--", wrong});
    EXPECT_EQ(without.out.find("== in the browser =="), std::string::npos) << without.out;
}

}  // namespace
