// What the judge tool's language tests (judge_languages_test.cpp and each
// problem's problems/<name>/tests/judge_languages_test.cpp) share: which
// languages are installed here, a folder's files by language, and the
// objects of the judge's JSON array.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "languages.hpp"

namespace judge_languages_support {

// Whether every tool a language's commands start is installed here.
inline bool installed(const harness::Language& language) {
    return harness::plan_build(language, "x", "/build", {}).missing.empty();
}

// The files of a folder whose language is installed here, by language.
inline std::map<std::string, std::string> installed_files(const std::string& folder) {
    std::map<std::string, std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const harness::Language* language = harness::language_of_file(entry.path().string());
        if (language && installed(*language)) files[language->name] = entry.path().string();
    }
    return files;
}

// Every object of the judge's JSON array (--json with many files), each as its text.
inline std::vector<std::string> json_objects(const std::string& json) {
    std::vector<std::string> objects;
    for (std::size_t at = json.find("\n  {\n"); at != std::string::npos; at = json.find("\n  {\n", at + 1))
        objects.push_back(json.substr(at, json.find("\n  }", at) - at));
    return objects;
}

}  // namespace judge_languages_support
