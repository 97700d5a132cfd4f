// The inputs the strict validators are tested against, one per rule of the
// statement: problems/<name>/validator_rules.txt, one rule a line,
//
//   RULE | INPUT | LINE:COLUMN | MESSAGE
//
// where INPUT breaks only that rule, written with the escapes \n \r \t,
// \\ and \xNN (any byte), and the validator must report it at LINE:COLUMN
// (1-based, in bytes) with exactly MESSAGE. Fields are separated by " | ";
// lines starting with '#' are comments. tests/validate_test.cpp checks every
// rule, in the library and through the validate tool; export puts each into
// a package's data/invalid_input.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace harness {

struct ValidatorRule {
    std::string name;   // RULE
    std::string input;  // with its escapes undone
    std::size_t line = 0, column = 0;
    std::string message;
};

// The text with its escapes \n \r \t \\ \xNN made bytes.
std::string unescaped(std::string_view text);

// The rules of the problem's file, in order. A line that does not read as a
// rule is left in `unread` (when given) and skipped.
std::vector<ValidatorRule> validator_rules(std::string_view problem, std::vector<std::string>* unread = nullptr);

// The file's path in the source tree.
std::string validator_rules_path(std::string_view problem);

}  // namespace harness
