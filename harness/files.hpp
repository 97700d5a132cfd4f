// Reading files whole, and finding the samples of a problem.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace harness {

// The bytes of the file at `path` into `text`; false if it cannot be read.
bool read_file(const std::string& path, std::string& text);

// The bytes of the file at `path`, or "" if it cannot be read.
std::string file_text(const std::string& path);

// samples/<problem>/*.in, sorted by name (empty if there is no such folder).
std::vector<std::string> sample_inputs(std::string_view problem);

}  // namespace harness
