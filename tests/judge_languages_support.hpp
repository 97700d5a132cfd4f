// What the tests of other languages (judge_languages_test.cpp, and the
// stress and export tests of a FILE) share: which languages are installed
// here, a folder's files by language, a problem's submissions in a language
// (problems/<name>/submissions/<verdict>/) and the problems that have them,
// and the objects of the judge's JSON array.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "environment.hpp"
#include "languages.hpp"
#include "problems.hpp"

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

// The first file of the problem's submissions/<verdict>/ in `language` (by
// its name in the table), by name; "" when it has none.
inline std::string submission_in(const std::string& problem, const std::string& verdict, const std::string& language) {
    const std::string folder = harness::source_path("problems/" + problem + "/submissions/" + verdict);
    std::string first;
    if (!std::filesystem::is_directory(folder)) return first;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const harness::Language* of = harness::language_of_file(entry.path().string());
        if (of && of->name == language && (first.empty() || entry.path().string() < first))
            first = entry.path().string();
    }
    return first;
}

// The problems with a submission in each (verdict, language) of `needs`:
// those a test of these languages runs on. With no needs, those with a
// submission in any language but C++.
inline std::vector<harness::Problem> problems_with_submissions(
    const std::vector<std::pair<std::string, std::string>>& needs) {
    std::vector<harness::Problem> chosen;
    for (const harness::Problem& problem : harness::problems()) {
        bool all = true, other = false;
        for (const auto& [verdict, language] : needs)
            all = all && !submission_in(problem.name, verdict, language).empty();
        for (const harness::Language& language : harness::languages())
            for (const char* verdict : {"accepted", "wrong_answer"})
                other = other || (std::string(language.name) != "cpp" &&
                                  !submission_in(problem.name, verdict, language.name).empty());
        if (all && other) chosen.push_back(problem);
    }
    return chosen;
}

// Every object of the judge's JSON array (--json with many files), each as its text.
inline std::vector<std::string> json_objects(const std::string& json) {
    std::vector<std::string> objects;
    for (std::size_t at = json.find("\n  {\n"); at != std::string::npos; at = json.find("\n  {\n", at + 1))
        objects.push_back(json.substr(at, json.find("\n  }", at) - at));
    return objects;
}

}  // namespace judge_languages_support
