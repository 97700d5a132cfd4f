// Writing JSON text, for the answers the module hands the page (header only).
#pragma once

#include <cstdio>
#include <string>
#include <vector>

namespace web {

// `text` as a JSON string, quotes included.
inline std::string json(const std::string& text) {
    std::string out = "\"";
    for (unsigned char c : text) {
        if (c == '"' || c == '\\') out += '\\', out += static_cast<char>(c);
        else if (c == '\n') out += "\\n";
        else if (c < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
            out += escaped;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out + "\"";
}
inline std::string json(const char* text) { return json(std::string(text)); }
inline std::string json(bool value) { return value ? "true" : "false"; }
inline std::string json(int value) { return std::to_string(value); }
inline std::string json(long long value) { return std::to_string(value); }
template <class T>
std::string json(const std::vector<T>& list) {
    std::string out = "[";
    for (size_t i = 0; i < list.size(); ++i) out += (i ? "," : "") + json(list[i]);
    return out + "]";
}

// An object of name-value pairs: object({{"a", json(1)}, ...}).
inline std::string object(const std::vector<std::pair<const char*, std::string>>& fields) {
    std::string out = "{";
    for (size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + json(fields[i].first) + ":" + fields[i].second;
    return out + "}";
}

}  // namespace web
