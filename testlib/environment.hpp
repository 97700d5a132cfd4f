// Which program a test runs: ours, or one named in the environment.
#pragma once

#include <string>

namespace testlib {

// The program named by the environment variable `variable` (such as
// HDU5165_EXE) when it is set and not empty, else `built`. A relative path is
// taken from the folder the user ran ctest in ($PWD), not from the build
// folder where ctest starts each test.
std::string program_from_environment(const char* variable, const std::string& built);

}  // namespace testlib
