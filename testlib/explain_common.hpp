// Small helpers shared by the explain_*.cpp files (not by the checker).
#pragma once

#include <string>
#include <type_traits>

namespace testlib::explain_detail {

// Appends a non-negative or negative integer in decimal, quickly (certificates
// at judge size hold millions of numbers).
inline void append_int(std::string& out, long long number) {
    char digits[24];
    char* first = digits + sizeof digits;
    unsigned long long magnitude = number < 0 ? 0ULL - static_cast<unsigned long long>(number)
                                              : static_cast<unsigned long long>(number);
    do {
        *--first = static_cast<char>('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0);
    if (number < 0) *--first = '-';
    out.append(first, digits + sizeof digits);
}

// Appends the pieces, numbers in decimal.
inline void append(std::string&) {}
template <class First, class... Rest>
void append(std::string& out, const First& first, const Rest&... rest) {
    if constexpr (std::is_integral_v<First>)
        append_int(out, static_cast<long long>(first));
    else
        out += first;
    append(out, rest...);
}

// "1 move", "3 moves".
inline std::string count_of(long long count, const char* noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

// Lines of play are wrapped: a new line (indented) once the current one
// holds this many characters.
constexpr size_t kWrapColumn = 100;
inline void wrap(std::string& out) {
    const size_t line_start = out.rfind('\n') + 1;  // 0 when there is none
    if (out.size() - line_start >= kWrapColumn) out += "\n   ";
}

// Text mode lists at most this many strategy entries; past it, a summary.
constexpr long long kMaxTextEntries = 60;
// A line of play is shown for at most this many moves.
constexpr int kMaxPlayMoves = 40;
// dot mode draws games up to this many nodes and edges.
constexpr long long kMaxDotNodes = 120;
constexpr long long kMaxDotEdges = 600;

// Graphviz colours of the two sides' regions and strategies.
constexpr const char* kWinnerFill = "#d9f2d9";  // the winner's region
constexpr const char* kLoserFill = "#f2d9d9";   // the loser's region
constexpr const char* kStrategyColor = "#1a7f1a";
constexpr const char* kOtherColor = "#999999";

}  // namespace testlib::explain_detail
