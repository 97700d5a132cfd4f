#include "statement.hpp"

#include <algorithm>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace packages {

namespace {

// The lines of a "## heading" section of a page, up to the next heading,
// and within it up to the first table (our programs' caps follow there).
std::string page_section(const std::string& page, const std::string& heading) {
    std::istringstream lines(page);
    std::string line, out;
    bool inside = false;
    while (std::getline(lines, line)) {
        if (line.rfind("## ", 0) == 0) {
            if (inside) break;
            inside = line == "## " + heading;
            continue;
        }
        if (!inside) continue;
        if (line.rfind("|", 0) == 0) break;
        out += line + "\n";
    }
    while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
    while (!out.empty() && out.front() == '\n') out.erase(0, 1);
    if (out.empty()) throw std::runtime_error("the problem's page has no section \"" + heading + "\"");
    return out + "\n";
}

std::string range_text(const char* name, const harness::Range& range) {
    if (range.high == harness::kUnbounded) return std::string(name) + " ≥ " + std::to_string(range.low);
    return std::to_string(range.low) + " ≤ " + name + " ≤ " + std::to_string(range.high);
}

}  // namespace

// The statement in Markdown: the problem and its input and output from the
// problem's page, then the statement's limits (the problem's facts).
std::string statement_markdown(const harness::ProblemFacts& facts, const std::string& page) {
    const harness::Bounds& limits = facts.statement;
    std::string limit_lines = "- " + range_text(facts.tests_name, limits.tests) + "\n- " + range_text("n", limits.n) +
                              "\n- " + range_text("m", limits.m) + "\n";
    if (limits.edges_in_all_tests != harness::kUnbounded)
        limit_lines += "- at most " + std::to_string(limits.edges_in_all_tests) + " edges in all tests together\n";
    // The page speaks of the statement; the statement speaks of its input.
    std::string input = page_section(page, "Input and output");
    for (std::size_t at; (at = input.find("The statement promises")) != std::string::npos;)
        input.replace(at, std::strlen("The statement promises"), "The input promises");
    return page_section(page, "The problem") + "\n## Input and output\n\n" + input + "\n## Limits\n\n" + limit_lines;
}

// Markdown text of the statement's kind (paragraphs, `code`, ``` blocks,
// "- " items, "## " headings) as LaTeX for the problemtools class.
std::string latex_of(const std::string& markdown) {
    static const std::pair<const char*, const char*> symbols[] = {{"≥", "$\\geq$"}, {"≤", "$\\leq$"}, {"≠", "$\\neq$"},
                                                                  {"−", "-"},       {"—", "---"},     {"·", "$\\cdot$"},
                                                                  {"⁵", "$^5$"}};
    auto escape = [&](const std::string& text, bool code) {
        std::string out;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            bool replaced = false;
            for (const auto& symbol : symbols) {
                const std::size_t length = std::strlen(symbol.first);
                if (text.compare(i, length, symbol.first) == 0) {
                    out += symbol.second;
                    i += length - 1;
                    replaced = true;
                    break;
                }
            }
            if (replaced) continue;
            if (std::strchr("#$%&_{}", c)) out += '\\', out += c;
            else if (c == '~') out += "\\textasciitilde{}";
            else if (c == '^') out += "\\textasciicircum{}";
            else if (c == '\\') out += "\\textbackslash{}";
            else if (c == '`' && !code) out += "'";
            else out += c;
        }
        return out;
    };
    auto inline_text = [&](const std::string& line) {
        std::string out;
        std::size_t from = 0;
        while (true) {
            const std::size_t open = line.find('`', from);
            const std::size_t close = open == std::string::npos ? open : line.find('`', open + 1);
            if (close == std::string::npos) {
                out += escape(line.substr(from), false);
                return out;
            }
            out += escape(line.substr(from, open - from), false) + "\\texttt{" +
                   escape(line.substr(open + 1, close - open - 1), true) + "}";
            from = close + 1;
        }
    };
    std::istringstream lines(markdown);
    std::string line, out;
    bool verbatim = false, items = false;
    while (std::getline(lines, line)) {
        if (line.rfind("```", 0) == 0) {
            out += verbatim ? "\\end{verbatim}\n" : "\\begin{verbatim}\n";
            verbatim = !verbatim;
            continue;
        }
        if (verbatim) {
            out += line + "\n";
            continue;
        }
        const bool item = line.rfind("- ", 0) == 0;
        if (item && !items) out += "\\begin{itemize}\n";
        if (!item && items) out += "\\end{itemize}\n";
        items = item;
        if (item) out += "\\item " + inline_text(line.substr(2)) + "\n";
        else if (line.rfind("## ", 0) == 0) out += "\\section*{" + inline_text(line.substr(3)) + "}\n";
        else out += inline_text(line) + "\n";
    }
    if (items) out += "\\end{itemize}\n";
    return out;
}

// The title in plain ASCII for LaTeX: the English name in parentheses when
// the title has other characters ("博弈，启动! (Game, start!)").
std::string ascii_title(const std::string& title) {
    const bool ascii = std::all_of(title.begin(), title.end(), [](char c) { return (c & 0x80) == 0; });
    const std::size_t open = title.rfind('('), close = title.rfind(')');
    if (ascii || open == std::string::npos || close == std::string::npos || close < open) return title;
    return title.substr(open + 1, close - open - 1);
}

}  // namespace packages
