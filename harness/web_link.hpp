// The page's link for a judge input (web/, docs/web.md), as explain
// --format link and stress --link print it:
//   http://127.0.0.1:8000/#problem=<name>&input=MQo1IDMK...&test=2
// the input in base64url (RFC 4648, section 5, without padding), which the
// page decodes and solves; each answer is then in its element data-test="K".
#pragma once

#include <string>
#include <string_view>

namespace harness {

// Where `python3 -m http.server -d build-web/web` serves the page.
inline constexpr const char* kDefaultPageAddress = "http://127.0.0.1:8000/";

// `bytes` in base64url without padding.
std::string base64url(std::string_view bytes);

// The page at `address` with `input` of `problem` loaded, test `test`
// chosen (0: none).
std::string page_link(std::string_view address, std::string_view problem, std::string_view input, int test = 0);

}  // namespace harness
