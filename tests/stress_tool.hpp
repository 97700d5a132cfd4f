// Running the stress tool (tools/stress.cpp) as users run it, as a built
// binary, against the deliberately faulty programs of tests/wrong/stress_*.cpp
// (built beside it, in the build's tools/). Shared by the stress tool's tests:
// stress_case_source_test (where its cases come from), stress_shrinking_test,
// stress_report_test and stress_cli_test.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "environment.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace stress_tool {

// A program built in the build's tools/: the tool itself, or an example.
inline std::string built_tool(const std::string& name) { return harness::build_path("tools/" + name); }

// The problem's wrong_answer/stress_wrong.cpp, as built: the wrong program
// the stress tool must catch.
inline std::string stress_wrong(const std::string& problem) {
    return harness::built_submission(*harness::find_problem(problem), "wrong_answer/stress_wrong");
}

// Our judge program of the problem named `problem`.
inline std::string reference(const std::string& problem) {
    return harness::built_program(*harness::find_problem(problem));
}

inline std::string temp_path(const std::string& name) { return ::testing::TempDir() + "stress_tool_test_" + name; }

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// stress ARGUMENTS..., with nothing on its stdin.
inline harness::RunResult run(const std::vector<std::string>& arguments, double timeout = 60) {
    std::vector<std::string> argv = {built_tool("stress")};
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return harness::run_process(argv, "", timeout);
}

// The arguments as one line, for messages.
inline std::string shown(const std::vector<std::string>& arguments) {
    std::string text;
    for (const std::string& argument : arguments) text += argument + " ";
    return text;
}

}  // namespace stress_tool
