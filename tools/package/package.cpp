// What export and verify share (verify.hpp): the format's versions and
// where each keeps its parts, reading a file, and building a program as the
// judge tool builds a contestant's.
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "files.hpp"
#include "process.hpp"
#include "verify.hpp"

namespace packages {

namespace fs = std::filesystem;

const char* const kLegacyTimeComment =
    "# Time limit in seconds of CPU time per test file (set it in the contest system): ";

std::string read_text(const fs::path& path) {
    std::string text;
    if (!harness::read_file(path.string(), text)) throw std::runtime_error("cannot read " + path.string());
    return text;
}

const char* format_name(Format format) { return format == Format::v2025_09 ? "2025-09" : "legacy-icpc"; }

Layout layout_of(Format format) {
    if (format == Format::v2025_09)
        return {"statement",
                "output_validator",
                {"problem.yaml", "statement", "attachments", "solution", "data", "generators", "include", "submissions",
                 "input_validators", "static_validator", "output_validator", "input_visualizer", "output_visualizer"},
                {"sample", "secret", "invalid_input", "invalid_output", "valid_output"},
                {"accepted", "rejected", "wrong_answer", "time_limit_exceeded", "run_time_error", "brute_force"}};
    return {"problem_statement",
            "output_validators",
            {"problem.yaml", "problem_statement", "attachments", "data", "submissions", "input_validators",
             "input_format_validators", "output_validators"},
            {"sample", "secret"},
            {"accepted", "wrong_answer", "time_limit_exceeded", "run_time_error"}};
}

namespace {

// The C++ files of a program (one file, or a folder of them).
std::vector<std::string> program_sources(const fs::path& program) {
    std::vector<std::string> sources;
    if (fs::is_directory(program)) {
        for (const auto& entry : fs::directory_iterator(program))
            if (entry.path().extension() == ".cpp" || entry.path().extension() == ".cc")
                sources.push_back(entry.path().string());
        std::sort(sources.begin(), sources.end());
    } else if (program.extension() == ".cpp" || program.extension() == ".cc") {
        sources.push_back(program.string());
    }
    return sources;
}

}  // namespace

// (verify.hpp)
std::string compile(const fs::path& program, const fs::path& binary, const fs::path& cache) {
    const std::vector<std::string> sources = program_sources(program);
    if (sources.empty()) return "no C++ file to build (only C++ programs are built here)";
    std::vector<std::string> argv = {"g++", "-O2", "-std=c++17", "-DONLINE_JUDGE", "-o", binary.string()};
    fs::path cached;
    if (!cache.empty()) {
        std::uint64_t hash = 14695981039346656037ull;  // FNV-1a of the flags and the sources' bytes
        auto mix = [&](const std::string& text) {
            for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ull;
            hash = (hash ^ 0xff) * 1099511628211ull;
        };
        for (std::size_t k = 0; k < 4; ++k) mix(argv[k]);
        for (const std::string& source : sources) mix(read_text(source));
        char name[32];
        std::snprintf(name, sizeof name, "%016llx", static_cast<unsigned long long>(hash));
        cached = cache / name;
        std::error_code error;
        if (fs::exists(cached) && fs::copy_file(cached, binary, fs::copy_options::overwrite_existing, error)) return "";
    }
    argv.insert(argv.end(), sources.begin(), sources.end());
    const harness::RunResult run = harness::run_process(argv, "", 300);
    if (run.failed_to_start) return "cannot run g++: " + run.err;
    if (run.exited && run.exit_code == 0) {
        if (!cached.empty()) {
            // Copied under a name of its own, then renamed: a parallel verify
            // never runs a half-copied program.
            std::error_code error;
            fs::create_directories(cache, error);
            const fs::path part = cached.string() + "." + std::to_string(getpid());
            if (fs::copy_file(binary, part, fs::copy_options::overwrite_existing, error))
                fs::rename(part, cached, error);
        }
        return "";
    }
    std::string first = run.timed_out ? "g++ ran past 300 s" : run.err.substr(0, run.err.find('\n'));
    return "does not compile: " + first;
}

}  // namespace packages
