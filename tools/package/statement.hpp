// A package's statement, written from the problem's page (docs/<name>.md)
// and facts: Markdown for 2025-09, LaTeX for legacy-icpc.
#pragma once

#include <string>

#include "facts.hpp"

namespace packages {

// The problem and its input and output from the page's sections "The
// problem" and "Input and output", then the statement's limits.
std::string statement_markdown(const harness::ProblemFacts& facts, const std::string& page);

// Markdown text of the statement's kind (paragraphs, `code`, ``` blocks,
// "- " items, "## " headings) as LaTeX for the problemtools class.
std::string latex_of(const std::string& markdown);

// The title in plain ASCII for LaTeX: the English name in parentheses when
// the title has other characters.
std::string ascii_title(const std::string& title);

}  // namespace packages
