#include "environment.hpp"

#include <cstdlib>
#include <filesystem>

#if !defined(SOURCE_DIR) || !defined(BUILD_DIR)
#error "harness/CMakeLists.txt passes SOURCE_DIR and BUILD_DIR"
#endif

namespace harness {

namespace {

std::string joined(const char* folder, std::string_view relative) {
    if (relative.empty()) return folder;
    return (std::filesystem::path(folder) / relative).string();
}

}  // namespace

std::string source_path(std::string_view relative) { return joined(SOURCE_DIR, relative); }

std::string build_path(std::string_view relative) { return joined(BUILD_DIR, relative); }

std::string program_from_environment(const char* variable, const std::string& built) {
    const char* chosen = std::getenv(variable);
    if (!chosen || !*chosen) return built;
    const std::filesystem::path path(chosen);
    if (path.is_absolute()) return path.string();
    const char* user_folder = std::getenv("PWD");
    const std::filesystem::path base =
        user_folder && *user_folder ? std::filesystem::path(user_folder) : std::filesystem::current_path();
    return (base / path).lexically_normal().string();
}

}  // namespace harness
