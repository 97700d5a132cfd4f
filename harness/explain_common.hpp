// Small helpers shared by the explain_*.cpp files (not by the checker).
#pragma once

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

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

// The first of the moves [begin, end) that `good` accepts, else the first
// (there is one at least).
template <class Good>
int first_such(const int* begin, const int* end, Good good) {
    const int* found = std::find_if(begin, end, good);
    return found != end ? *found : *begin;
}

// Text mode lists at most this many strategy entries; past it, a summary.
constexpr long long kMaxTextEntries = 60;
// A line of play is shown for at most this many moves.
constexpr int kMaxPlayMoves = 40;
// A line of play from `start`, shown until a state (of 0..states-1)
// repeats: each step, on a line wrapped as needed, step(state, seen) appends
// the next moves and returns the state they lead to, or -1 once it has
// written the end of the play. Past kMaxPlayMoves steps, `gap` and "..."
// (then cut_note(state), if given, on what is left); on a repeat, `gap` and
// "(and so on)" (the gap between moves: " " or "  ").
template <class Step>
void write_line_until_repeat(std::string& out, std::size_t states, int start, Step step, const char* gap = " ",
                             const std::function<std::string(int)>& cut_note = {}) {
    std::vector<char> seen(states, 0);
    int state = start;
    for (int moves = 0; !seen[state]; ++moves) {
        if (moves == kMaxPlayMoves) {
            append(out, gap, "...");
            if (cut_note) out += cut_note(state);
            break;
        }
        seen[state] = 1;
        wrap(out);
        state = step(state, seen);
        if (state < 0) return;
    }
    if (seen[state]) append(out, gap, "(and so on)");
    out += "\n";
}

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

// Whether a game of `nodes` and `edges` is past what dot mode draws; if so,
// why_not says so, "the graph has 121 vertices and 3660 edges, too many ...",
// in the words given (what: "graph", nodes_are: "vertices", edges_are: "edges").
inline bool too_big_to_draw(const char* what, long long nodes, const char* nodes_are, long long edges,
                            const char* edges_are, std::string& why_not) {
    if (nodes <= kMaxDotNodes && edges <= kMaxDotEdges) return false;
    why_not = std::string("the ") + what + " has " + std::to_string(nodes) + " " + nodes_are + " and " +
              std::to_string(edges) + " " + edges_are + ", too many to draw usefully (at most " +
              std::to_string(kMaxDotNodes) + " " + nodes_are + " and " + std::to_string(kMaxDotEdges) + " " +
              edges_are + "); use --format text or cert";
    return true;
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
