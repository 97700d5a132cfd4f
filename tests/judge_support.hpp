// What the judge tool's tests (judge_test.cpp, judge_languages_test.cpp)
// share with the export tool's: running the judge, its list of tests,
// reading its JSON, and the scratch folders (harness/files.hpp) tests make.
#pragma once

#include <dirent.h>
#include <gtest/gtest.h>
#include <stdlib.h>

#include <cctype>
#include <cstddef>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "process.hpp"

namespace judge_support {

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Room for programs built with AddressSanitizer, as the tests are in a
// sanitizer build: its shadow and its quarantine of freed blocks are
// resident memory too, and its checks make a program several times slower
// (the limits scaled by 4).
inline std::vector<std::string> sanitizer_room() {
#if defined(__SANITIZE_ADDRESS__)
    return {"--memory-limit", "4096", "--scale", "4"};
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return {"--memory-limit", "4096", "--scale", "4"};
#endif
#endif
    return {};
}

// judge ARGUMENTS, with TMPDIR set to `scratch` when given.
inline harness::RunResult judge(std::vector<std::string> arguments, const std::string& scratch = "") {
    std::vector<std::string> argv;
    if (!scratch.empty()) argv = {"env", "TMPDIR=" + scratch};
    argv.push_back(harness::build_path("tools/judge"));
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return harness::run_process(argv, "", 600);
}

inline std::string shown(const std::vector<std::string>& arguments) {
    std::string text = "judge";
    for (const std::string& word : arguments) text += " " + word;
    return text;
}

// The value of "key": in the judge's JSON (the first one), as written.
inline std::string json_value(const std::string& json, const std::string& key) {
    const std::size_t at = json.find("\"" + key + "\": ");
    if (at == std::string::npos) return "";
    std::size_t begin = at + key.size() + 4, end = begin;
    if (json[begin] == '"') {
        end = json.find('"', begin + 1);
        return json.substr(begin + 1, end - begin - 1);
    }
    while (end < json.size() && json[end] != ',' && json[end] != '\n' && json[end] != '}') ++end;
    return json.substr(begin, end - begin);
}

// Every test's verdict in the JSON, by name.
inline std::map<std::string, std::string> test_verdicts(const std::string& json) {
    std::map<std::string, std::string> verdicts;
    for (std::size_t at = json.find("{\"name\": "); at != std::string::npos; at = json.find("{\"name\": ", at + 1)) {
        const std::string entry = json.substr(at, json.find('}', at) - at);
        verdicts[json_value(entry, "name")] = json_value(entry, "verdict");
    }
    return verdicts;
}

// The names of the judge tool's tests of a problem (judge PROBLEM --list).
inline std::vector<std::string> judge_test_names(const std::string& problem) {
    const harness::RunResult run = judge({problem, "--list"});
    std::vector<std::string> names;
    std::istringstream lines(run.out);
    std::string line;
    while (std::getline(lines, line)) {
        // "  7  trap-few-sweeps  trap ...": a number in three columns; the
        // line after it, indented further, says what the test catches.
        if (line.size() < 5 || !std::isdigit(static_cast<unsigned char>(line[2])) || line[3] != ' ') continue;
        std::istringstream words(line);
        int number;
        std::string name;
        if (words >> number >> name) names.push_back(name);
    }
    return names;
}

using harness::ScratchFolder;
inline std::vector<std::string> entries(const std::string& folder) { return harness::folder_entries(folder); }

}  // namespace judge_support
