#include "validator_rules.hpp"

#include <sstream>

#include "environment.hpp"
#include "files.hpp"

namespace harness {

std::string unescaped(std::string_view text) {
    std::string bytes;
    for (std::size_t k = 0; k < text.size(); ++k) {
        if (text[k] != '\\' || k + 1 == text.size()) {
            bytes += text[k];
            continue;
        }
        const char kind = text[++k];
        if (kind == 'x' && k + 2 < text.size()) {
            bytes += static_cast<char>(std::stoi(std::string(text.substr(k + 1, 2)), nullptr, 16));
            k += 2;
        } else {
            bytes += kind == 'n' ? '\n' : kind == 'r' ? '\r' : kind == 't' ? '\t' : kind;
        }
    }
    return bytes;
}

std::string validator_rules_path(std::string_view problem) {
    return source_path("problems/" + std::string(problem) + "/validator_rules.txt");
}

std::vector<ValidatorRule> validator_rules(std::string_view problem, std::vector<std::string>* unread) {
    std::vector<ValidatorRule> rules;
    std::istringstream file(file_text(validator_rules_path(problem)));
    for (std::string line; std::getline(file, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> fields;
        for (std::size_t begin = 0;;) {
            const std::size_t end = line.find(" | ", begin);
            fields.push_back(line.substr(begin, end - begin));
            if (end == std::string::npos) break;
            begin = end + 3;
        }
        ValidatorRule rule;
        std::istringstream name(fields[0]), position(fields.size() > 2 ? fields[2] : "");
        char colon = 0;
        std::string extra;
        if (fields.size() == 4 && name >> rule.name && !(name >> extra) &&
            position >> rule.line >> colon >> rule.column && colon == ':') {
            rule.input = unescaped(fields[1]);
            rule.message = fields[3];
            rules.push_back(rule);
        } else if (unread) {
            unread->push_back(line);
        }
    }
    return rules;
}

}  // namespace harness
