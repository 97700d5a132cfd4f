#include "environment.hpp"

#include <cstdlib>
#include <filesystem>

#if !defined(SOURCE_DIR) || !defined(BUILD_DIR)
#error "harness/CMakeLists.txt passes SOURCE_DIR and BUILD_DIR"
#endif

namespace harness {

namespace {

namespace fs = std::filesystem;

std::string joined(const std::string& folder, std::string_view relative) {
    if (relative.empty()) return folder;
    return (fs::path(folder) / relative).string();
}

// The source and build folders: this program's installation when it runs
// from one (PREFIX/bin, beside PREFIX/share/<kInstalledName> and
// PREFIX/lib/<kInstalledName>: cmake --install), else the folders it was
// built from.
struct Folders {
    std::string source = SOURCE_DIR, build = BUILD_DIR;
};

const Folders& folders() {
    static const Folders found = [] {
        Folders here;
        std::error_code error;
        const fs::path prefix = fs::canonical("/proc/self/exe", error).parent_path().parent_path();
        if (error) return here;
        const fs::path share = prefix / "share" / kInstalledName, lib = prefix / "lib" / kInstalledName;
        if (fs::is_directory(share / "samples", error) && fs::exists(lib / "tools" / "run_measured", error))
            here.source = share.string(), here.build = lib.string();
        return here;
    }();
    return found;
}

}  // namespace

std::string source_path(std::string_view relative) { return joined(folders().source, relative); }

std::string build_path(std::string_view relative) { return joined(folders().build, relative); }

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
