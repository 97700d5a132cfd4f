// Where things are: the project's source and build folders, and which
// program a test runs (ours, or one named in the environment).
#pragma once

#include <string>
#include <string_view>

namespace harness {

// The folder of this project's files in an installation: PREFIX/share/ and
// PREFIX/lib/ hold one each, beside the tools in PREFIX/bin/ (cmake
// --install, tools/CMakeLists.txt). A tool that runs from an installation
// finds its files there (the paths below), else in the folders it was built
// from.
constexpr const char* kInstalledName = "game-graph-solutions";

// A path inside the project's source folder ("samples/<name>"), or the
// folder itself for "".
std::string source_path(std::string_view relative);

// A path inside the build folder this library was built for: the judge
// programs are at its root, the tools in tools/, the benchmark programs in
// bench/, the test programs in tests/.
std::string build_path(std::string_view relative);

// The program named by the environment variable `variable` (a problem's
// <NAME>_EXE) when it is set and not empty, else `built`. A relative path is
// taken from the folder the user ran ctest in ($PWD), not from the build
// folder where ctest starts each test.
std::string program_from_environment(const char* variable, const std::string& built);

}  // namespace harness
