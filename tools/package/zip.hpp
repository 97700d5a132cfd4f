// A zip archive of a folder, as contest systems import a problem package
// (export package --zip): every file below the folder at its path from the
// folder, stored (no compression), with its CRC-32; folders are implied by
// the paths.
#pragma once

#include <filesystem>

namespace packages {

// Writes `zip` from the files in `folder`; throws std::runtime_error when it cannot.
void write_zip(const std::filesystem::path& folder, const std::filesystem::path& zip);

}  // namespace packages
