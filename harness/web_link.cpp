#include "web_link.hpp"

namespace harness {

std::string base64url(std::string_view bytes) {
    static const char kDigits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string text;
    text.reserve((bytes.size() + 2) / 3 * 4);
    for (size_t i = 0; i < bytes.size(); i += 3) {
        const size_t left = bytes.size() - i;
        unsigned group = static_cast<unsigned char>(bytes[i]) << 16;
        if (left > 1) group |= static_cast<unsigned char>(bytes[i + 1]) << 8;
        if (left > 2) group |= static_cast<unsigned char>(bytes[i + 2]);
        for (size_t digit = 0; digit < (left > 2 ? 4 : left + 1); ++digit)
            text += kDigits[group >> (18 - 6 * digit) & 63];
    }
    return text;
}

std::string page_link(std::string_view address, std::string_view problem, std::string_view input, int test) {
    std::string link(address);
    link += "#problem=";
    link += problem;
    link += "&input=" + base64url(input);
    if (test > 0) link += "&test=" + std::to_string(test);
    return link;
}

}  // namespace harness
