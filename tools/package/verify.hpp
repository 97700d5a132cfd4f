// Checking a problem package as a contest system would before a contest
// (export verify, tools/export.cpp; docs/packages.md#verifying-a-package),
// and what the export tool shares with it: the format's versions and where
// each keeps its parts, and building a program as the judge tool builds one.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace packages {

// Wrong usage, or input the tool cannot work with: one line, exit 2.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

enum class Format { v2025_09, legacy_icpc };

// "2025-09", "legacy-icpc": as problem.yaml names the version.
const char* format_name(Format format);

// Where each version keeps its parts.
struct Layout {
    const char* statement;          // the statement's folder
    const char* output_validator;   // the output validator's folder
    std::vector<std::string> top;   // every entry the version allows at the top
    std::vector<std::string> data;  // the folders it allows in data/
    std::vector<std::string> submission_folders;
};

Layout layout_of(Format format);

// The line of a legacy-icpc problem.yaml that carries the time limit, which
// that version has no key for: a comment, followed by the seconds.
extern const char* const kLegacyTimeComment;

// The bytes of a file; throws std::runtime_error when it cannot be read.
std::string read_text(const std::filesystem::path& path);

// Compiles a program (one C++ file, or a folder of them) as the judge tool
// compiles a contestant's (g++ -O2, C++17) into `binary`; "" when it
// compiles, else why not, in one line. With a cache folder, a program built
// before from the same bytes is taken from there (named by a hash of its
// sources), and a new one is kept there.
std::string compile(const std::filesystem::path& program, const std::filesystem::path& binary,
                    const std::filesystem::path& cache = {});

struct VerifyOptions {
    bool quick = false;       // each submission stops at its folder's required verdict
    std::string submissions;  // shell patterns, separated by commas; "" all, "none" none
    std::string build_cache;  // a folder of programs built before ("" none)
};

// Checks the package in `root`, printing one line per failure on stdout and
// a summary: 0 when it passes, 1 when not. Throws UsageError when root is
// not a folder.
int verify(const std::filesystem::path& root, const VerifyOptions& options);

}  // namespace packages
