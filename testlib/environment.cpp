#include "environment.hpp"

#include <cstdlib>
#include <filesystem>

namespace testlib {

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

}  // namespace testlib
