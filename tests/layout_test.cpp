// The house: a problem is one folder. Adding one (docs/testing.md, "Adding a
// problem") is its folder problems/<name>/, its lines in the registry
// (harness/problems.hpp), its judge file solutions/<name>.cpp, its samples
// samples/<name>/ and its page docs/<name>.md; no other tracked file names a
// problem, so a contributor who copies a folder finds every other place.
// Names a folder gives the shared namespaces carry its problem's words
// (words_of), so a copy renamed by replacing them builds beside it.
#include <gtest/gtest.h>

#include <cctype>
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

// The words that name a problem in its own code: its name, its registry
// entry's name, and that name in snake_case.
template <class P>
std::vector<std::string> words_of() {
    std::string snake;
    for (const char* c = P::suite; *c; ++c) {
        if (*c >= 'A' && *c <= 'Z') snake += std::string(snake.empty() ? "" : "_") + static_cast<char>(*c - 'A' + 'a');
        else snake += *c;
    }
    return {P::facts.name, P::suite, snake};
}

template <class P>
bool names(const std::string& text) {
    for (const std::string& word : words_of<P>())
        if (text.find(word) != std::string::npos) return true;
    return false;
}

TEST(Layout, NoFileOutsideTheProblemsPlacesNamesOne) {
    std::vector<std::string> words;
    harness::for_each_problem([&](auto problem) {
        using P = decltype(problem);
        words.push_back(P::facts.name);
        std::string upper = P::facts.name;  // as macros and environment variables name it
        for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        words.push_back(upper);
        words.push_back(P::suite);  // also the start of its case model's name (its snake_case form is English)
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

// A test in a problem's folder is named after its problem (one of its
// words in the test's name), so that a copied folder's tests do not clash
// with the original's.
TEST(Layout, EachTestInAProblemsFolderNamesItsProblem) {
    const std::vector<std::string> files = tracked_files();
    std::string offenders;
    harness::for_each_problem([&](auto problem) {
        using P = decltype(problem);
        const std::string folder = std::string("problems/") + P::facts.name + "/tests/";
        for (const std::string& path : files) {
            if (!starts_with(path, folder)) continue;
            std::ifstream file(harness::source_path(path));
            int number = 0;
            for (std::string line; std::getline(file, line);) {
                ++number;
                const bool test = starts_with(line, "TEST(") || starts_with(line, "TEST_F(") ||
                                  starts_with(line, "TEST_P(") || starts_with(line, "TYPED_TEST(");
                if (test && !names<P>(line))
                    offenders += "  " + path + ":" + std::to_string(number) + ": " + line + "\n";
            }
        }
    });
    EXPECT_EQ(offenders, "")
        << "these tests do not name their problem (its name, or its registry entry's, in the test's name)";
}

// Every name a problem's code defines for the linker (in harness, the
// library of every problem's code) names its problem, as its tests do: a
// copied folder, renamed, links beside the original. Read with nm from the
// library's objects (harness_objects.txt in the build folder).
TEST(Layout, EachNameAProblemDefinesForTheLinkerNamesItsProblem) {
    std::ifstream list(harness::build_path("harness_objects.txt"));
    ASSERT_TRUE(list) << "no harness_objects.txt in the build folder (harness/CMakeLists.txt writes it)";
    std::vector<std::string> objects;
    for (std::string line; std::getline(list, line);) objects.push_back(line);
    std::string offenders;
    harness::for_each_problem([&](auto problem) {
        using P = decltype(problem);
        int read = 0;
        for (const std::string& object : objects) {
            if (object.find(std::string("/problems/") + P::facts.name + "/") == std::string::npos) continue;
            const harness::RunResult nm = harness::run_process({"nm", "-C", "--defined-only", "-g", object}, "", 60);
            ASSERT_TRUE(nm.exited && nm.exit_code == 0) << "nm " << object << ": " << nm.err;
            ++read;
            std::istringstream lines(nm.out);
            for (std::string line; std::getline(lines, line);) {
                // "ADDRESS TYPE NAME": strong definitions only (weak ones,
                // inline functions and templates, are merged, not clashed).
                const size_t type = line.find(' ');
                if (type == std::string::npos || line.size() < type + 3 ||
                    std::string("TDBR").find(line[type + 1]) == std::string::npos)
                    continue;
                const std::string name = line.substr(type + 3);
                if (!names<P>(name))
                    offenders += "  " + object.substr(object.find("/problems/") + 1) + ": " + name + "\n";
            }
        }
        EXPECT_GT(read, 0) << P::facts.name << ": no object of its folder in harness_objects.txt";
    });
    EXPECT_EQ(offenders, "") << "these names do not name their problem (its registry entry's name, or its own)";
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
