// The page's links (harness/web_link.hpp): base64url as RFC 4648 writes
// it, the link's form, explain --format link and stress --link (the link of
// the shrunk failing input; on one problem each, in its folder:
// problems/<name>/tests/web_link_test.cpp). The page itself is tested in a browser
// (web/tests/run.mjs, ctest -L web).
#include <gtest/gtest.h>

#include <string>

#include "environment.hpp"
#include "files.hpp"
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

}  // namespace
