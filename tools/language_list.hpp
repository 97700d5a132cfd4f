// judge --languages: the languages table (harness/languages.hpp), each
// language with its extensions, its commands, and its tools as installed
// here, with their versions.
#pragma once

#include <ostream>

namespace judge_tool {

// Prints the table; 0.
int list_languages(std::ostream& out);

}  // namespace judge_tool
