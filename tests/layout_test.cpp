// The house: a problem is one folder. Adding one (docs/testing.md, "Adding a
// problem") is its folder problems/<name>/, its lines in the registry
// (harness/problems.hpp), its judge file solutions/<name>.cpp, its samples
// samples/<name>/ and its page docs/<name>.md; no other tracked file names a
// problem, so a contributor who copies a folder finds every other place.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

namespace fs = std::filesystem;

// The files git tracks in the source folder, as paths relative to it.
std::vector<std::string> tracked_files() {
    const harness::RunResult run = harness::run_process({"git", "-C", harness::source_path(""), "ls-files"}, "", 60);
    EXPECT_TRUE(run.exited && run.exit_code == 0) << "git ls-files: " << run.err;
    std::vector<std::string> files;
    std::istringstream lines(run.out);
    for (std::string line; std::getline(lines, line);) files.push_back(line);
    EXPECT_FALSE(files.empty());
    return files;
}

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

// Where a problem may be named: its own places and the documentation.
bool may_name_problems(const std::string& path) {
    for (const char* place : {"problems/", "samples/", "solutions/", "docs/"})
        if (starts_with(path, place)) return true;
    return path == "README.md" || path == "harness/problems.hpp";
}

TEST(Layout, NoFileOutsideTheProblemsPlacesNamesOne) {
    std::vector<std::string> words;
    harness::for_each_problem([&](auto problem) {
        using P = decltype(problem);
        words.push_back(P::facts.name);
        words.push_back(P::suite);  // also the start of its case model's name
    });
    std::string offenders;
    for (const std::string& path : tracked_files()) {
        if (may_name_problems(path)) continue;
        std::ifstream file(harness::source_path(path), std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
        for (const std::string& word : words)
            if (text.find(word) != std::string::npos) {
                offenders += "  " + path + " names " + word + "\n";
                break;
            }
    }
    EXPECT_EQ(offenders, "") << "these files name a problem outside its places (docs/testing.md, Adding a problem)";
}

// Each problem has every place, and every folder of problems/ is a problem.
TEST(Layout, EachProblemHasItsFolderJudgeFileSamplesAndPage) {
    std::set<std::string> registered;
    harness::for_each_problem([&](auto problem) {
        const std::string name = decltype(problem)::facts.name;
        registered.insert(name);
        for (const std::string& place : {"problems/" + name + "/problem.hpp", "problems/" + name + "/problem.cmake",
                                         "solutions/" + name + ".cpp", "samples/" + name, "docs/" + name + ".md"})
            EXPECT_TRUE(fs::exists(harness::source_path(place))) << name << ": no " << place;
    });
    for (const fs::directory_entry& entry : fs::directory_iterator(harness::source_path("problems")))
        EXPECT_TRUE(registered.count(entry.path().filename().string()))
            << entry.path() << " is not in the registry (harness/problems.hpp)";
}

}  // namespace
