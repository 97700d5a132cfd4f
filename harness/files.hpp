// Reading files whole, finding the samples of a problem, scratch folders,
// and quoting text for the JSON and YAML files the tools write.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace harness {

// The bytes of the file at `path` into `text`, read as the judge-input
// reader reads (read_whole_file, judge_reader.hpp); false if it cannot be read.
bool read_file(const std::string& path, std::string& text);

// The bytes of the file at `path`, or "" if it cannot be read.
std::string file_text(const std::string& path);

// samples/<problem>/*.in, sorted by name (empty if there is no such folder).
std::vector<std::string> sample_inputs(std::string_view problem);

// Whether `path` is a regular file this process may execute.
bool is_executable_file(const std::string& path);
// The first executable file named `program` in a folder of $PATH, or "".
std::string executable_in_path(const std::string& program);

// A folder of its own under $TMPDIR (else /tmp), "<prefix>.XXXXXX", removed
// with everything in it with this object (an interrupt unwinds to here too:
// process.hpp's Interrupted).
class ScratchFolder {
public:
    explicit ScratchFolder(const std::string& prefix = "scratch");  // throws std::runtime_error if it cannot
    ~ScratchFolder();
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// The names in a folder, sorted, without "." and ".." (none if it cannot be read).
std::vector<std::string> folder_entries(const std::string& folder);

// A JSON double-quoted string, which is YAML's too: quotes, backslashes,
// newlines, tabs and other control bytes escaped.
std::string double_quoted(std::string_view text);

}  // namespace harness
