// base64url back to bytes, for the tests of the page's links
// (tests/web_link_test.cpp).
#pragma once

#include <string>

namespace web_link_support {

inline std::string from_base64url(const std::string& text) {
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

}  // namespace web_link_support
