// Small helpers shared by the explain_*.cpp files (not by the checker).
#pragma once

#include <charconv>
#include <string>
#include <type_traits>

#include "explain.hpp"
#include "facts.hpp"

namespace harness::explain_detail {

// Appends an integer in decimal, quickly (certificates at judge size hold
// millions of numbers).
inline void append_int(std::string& out, long long number) {
    char digits[24];
    const char* end = std::to_chars(digits, digits + sizeof digits, number).ptr;
    out.append(digits, static_cast<std::size_t>(end - digits));  // (not append's slower iterator form)
}

// Appends the pieces, numbers in decimal.
inline void append(std::string&) {}
template <class First, class... Rest>
void append(std::string& out, const First& first, const Rest&... rest) {
    if constexpr (std::is_integral_v<First>) append_int(out, static_cast<long long>(first));
    else out += first;
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

// The attributes of an edge in dot output, after "[": the winner's strategy
// thick green, other drawn edges black, the rest grey and dashed.
inline std::string edge_style(bool used, bool drawn) {
    std::string style = "color=\"";
    style += used ? kStrategyColor : drawn ? "black" : kOtherColor;
    style += used ? "\", penwidth=2.5" : drawn ? "\"" : "\", style=dashed";
    return style;
}

// Closes a dot graph: true, it is drawn.
inline bool end_graph(std::string& out) {
    out += "}\n";
    return true;
}

// Each explain(): the answer word for the outcome s.*won (true: the yes
// answer), and
// the writer of the format asked for run: the winner's text writer (yes_text
// when outcome, else no_text), or the problem's write_certificate(s, ...) or
// write_dot(game, s, ...), found by argument-dependent lookup in its file.
template <class Case, class Solution, class Text>
ExplainResult explained(const Case& game, const Solution& s, bool Solution::*won, Text yes_text, Text no_text, int test,
                        ExplainFormat format, std::string& out) {
    const bool outcome = s.*won;
    ExplainResult result;
    result.answer = facts_of(&game).answers.word(outcome);
    if (format == ExplainFormat::cert) write_certificate(s, test, out);
    else if (format == ExplainFormat::text) (outcome ? yes_text : no_text)(s, test, out);
    else result.drawn = write_dot(game, s, test, out, result.not_drawn_why);
    return result;
}

}  // namespace harness::explain_detail
