// What the export tool's tests (tests/export_test.cpp) share: running
// export, a scratch folder removed at the end, small file helpers.
#pragma once

#include <dirent.h>
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "judge_support.hpp"
#include "process.hpp"

namespace export_support {

using judge_support::judge_test_names;

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// export ARGUMENTS; verify reuses the programs built by the other tests
// (the same sources are in every version's package of a problem).
inline harness::RunResult run_export(std::vector<std::string> arguments) {
    std::vector<std::string> argv = {harness::build_path("tools/export")};
    if (arguments.size() >= 2 && arguments[0] == "verify")
        arguments.insert(arguments.end(), {"--build-cache", ::testing::TempDir() + "export_test_builds"});
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return harness::run_process(argv, "", 600);
}

inline std::string shown(const harness::RunResult& run) { return "stdout:\n" + run.out + "stderr:\n" + run.err; }

using harness::ScratchFolder;
inline std::vector<std::string> entries(const std::string& folder) { return harness::folder_entries(folder); }

inline bool exists(const std::string& path) {
    struct stat info;
    return stat(path.c_str(), &info) == 0;
}

inline std::string text_of(const std::string& path) { return harness::file_text(path); }

inline void write(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// Replaces the first `from` in the file with `to`; false if there is none.
inline bool replace_in(const std::string& path, const std::string& from, const std::string& to) {
    std::string text = text_of(path);
    const std::size_t at = text.find(from);
    if (at == std::string::npos) return false;
    write(path, text.replace(at, from.size(), to));
    return true;
}

// Flips the yes/no word of the first answer line.
inline std::string flip_first(const std::string& output) {
    const std::pair<const char*, const char*> words[] = {{"YES", "NO"}, {"NO", "YES"}, {"Yes", "No"}, {"No", "Yes"}};
    const std::string first = output.substr(0, output.find('\n'));
    for (const auto& word : words) {
        const std::size_t at = first.rfind(word.first);
        if (at != std::string::npos && at + std::string(word.first).size() == first.size())
            return first.substr(0, at) + word.second + output.substr(first.size());
    }
    return "";
}

}  // namespace export_support
