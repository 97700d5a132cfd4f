#include "submissions.hpp"

#include <algorithm>
#include <filesystem>

namespace judge_tool {

namespace fs = std::filesystem;

bool verdict_of_folder(const std::string& name, harness::Verdict& verdict) {
    using harness::Verdict;
    const std::pair<const char*, Verdict> folders[] = {{"accepted", Verdict::AC},
                                                       {"wrong_answer", Verdict::WA},
                                                       {"time_limit_exceeded", Verdict::TLE},
                                                       {"run_time_error", Verdict::RE}};
    for (const auto& [folder, expected] : folders)
        if (name == folder) return verdict = expected, true;
    return false;
}

namespace {

// The expected verdict from the nearest folder around the file that names one.
void expect_from_folders(Submission& submission) {
    std::error_code error;
    const fs::path absolute = fs::absolute(submission.path, error).lexically_normal();
    for (fs::path folder = absolute.parent_path(); !folder.empty() && folder != folder.root_path();
         folder = folder.parent_path())
        if (verdict_of_folder(folder.filename().string(), submission.expected)) {
            submission.expected_from = folder.filename().string();
            return;
        }
}

// Every file of a known extension in `folder` and below, but hidden ones, sorted.
std::vector<fs::path> files_in(const fs::path& folder) {
    std::vector<fs::path> files;
    std::error_code error;
    auto entry = fs::recursive_directory_iterator(folder, fs::directory_options::skip_permission_denied, error);
    for (; !error && entry != fs::recursive_directory_iterator(); entry.increment(error)) {
        const std::string name = entry->path().filename().string();
        if (name[0] == '.') {
            if (entry->is_directory()) entry.disable_recursion_pending();
            continue;
        }
        if (entry->is_regular_file() && harness::language_of_file(name)) files.push_back(entry->path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

bool judged_as_many(const Options& options) {
    std::error_code error;
    return options.sources.size() > 1 ||
           std::any_of(options.sources.begin(), options.sources.end(),
                       [&](const std::string& source) { return fs::is_directory(source, error); });
}

std::string find_submissions(const Options& options, std::vector<Submission>& found) {
    const harness::Language* chosen = options.language.empty() ? nullptr : harness::language_named(options.language);
    for (const std::string& source : options.sources) {
        std::error_code error;
        if (!fs::is_directory(source, error)) {
            Submission file{source, source, chosen ? chosen : harness::language_of_file(source), harness::Verdict::AC,
                            ""};
            if (!file.language)
                return "cannot tell the language of " + source +
                       " from its extension (--language names it; is the -- before COMMAND missing?)";
            expect_from_folders(file);
            found.push_back(file);
            continue;
        }
        const std::vector<fs::path> files = files_in(source);
        if (files.empty()) return "no file of a known language in " + source + " (judge --languages lists them)";
        for (const fs::path& path : files) {
            Submission file{path.string(), fs::relative(path, source, error).string(),
                            chosen ? chosen : harness::language_of_file(path.string()), harness::Verdict::AC, ""};
            expect_from_folders(file);
            found.push_back(file);
        }
    }
    return "";
}

}  // namespace judge_tool
