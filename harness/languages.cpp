// The languages table and its tools (languages.hpp).
#include "languages.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <sstream>

#include "files.hpp"
#include "process.hpp"
#include "sandbox.hpp"

namespace harness {

namespace fs = std::filesystem;

namespace {

// The JVM's heap at the memory limit (its resident memory is limited and
// measured as any program's); one garbage collector thread; no shared
// performance file; 64 MiB of stack for a deep recursion.
const std::vector<std::string> kJava = {"java", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xss64m", "-Xmx{memory_mib}m"};

std::vector<std::string> joined(std::vector<std::string> words, const std::vector<std::string>& more) {
    words.insert(words.end(), more.begin(), more.end());
    return words;
}

const std::vector<Tool>& tools() {
    static const std::vector<Tool> all = {
        {"gcc", "gcc", {"--version"}, {}},
        {"g++", "g++", {"--version"}, {}},
        {"clang", "clang", {"--version"}, {}},
        {"clang++", "clang", {"--version"}, {}},
        {"python3", "python3", {"--version"}, {"-c", "import sys; print(sys.base_prefix)"}},
        {"pypy3", "pypy3", {"--version"}, {}},
        {"javac", "openjdk-17-jdk-headless", {"-version"}, {}},
        {"java", "openjdk-17-jre-headless", {"-version"}, {}},
        {"rustc", "rustc", {"--version"}, {"--print", "sysroot"}},
        {"node", "nodejs", {"--version"}, {}},
        {"go", "golang-go", {"version"}, {}},
        {"kotlinc", "kotlin", {"-version"}, {}},
    };
    return all;
}

}  // namespace

const std::vector<Language>& languages() {
    static const std::vector<Language> all = {
        {"c",
         "C",
         {".c"},
         "gcc",
         "c11",
         {"{compiler}", "-O2", "-std={std}", "-DONLINE_JUDGE", "-o", "{binary}", "{source}", "-lm"},
         {"{binary}"}},
        {"cpp",
         "C++",
         {".cpp", ".cc", ".cxx"},
         "g++",
         "c++17",
         {"{compiler}", "-O2", "-std={std}", "-DONLINE_JUDGE", "-o", "{binary}", "{source}"},
         {"{binary}"}},
        {"python3", "Python 3", {".py"}, "", "", {"python3", "-m", "py_compile", "{source}"}, {"python3", "{source}"}},
        {"pypy3", "Python 3 (PyPy)", {}, "", "", {"pypy3", "-m", "py_compile", "{source}"}, {"pypy3", "{source}"}},
        {"java",
         "Java",
         {".java"},
         "",
         "",
         {"javac", "-encoding", "UTF-8", "-d", "{folder}", "{source}"},
         joined(kJava, {"-cp", "{folder}", "{class}"})},
        {"rust",
         "Rust",
         {".rs"},
         "",
         "",
         {"rustc", "-O", "--edition", "2021", "-o", "{binary}", "{source}"},
         {"{binary}"}},
        {"javascript", "JavaScript", {".js"}, "", "", {"node", "--check", "{source}"}, {"node", "{source}"}},
        {"go", "Go", {".go"}, "", "", {"go", "build", "-o", "{binary}", "{source}"}, {"{binary}"}},
        {"kotlin",
         "Kotlin",
         {".kt"},
         "",
         "",
         {"kotlinc", "{source}", "-include-runtime", "-d", "{folder}/program.jar"},
         joined(kJava, {"-jar", "{folder}/program.jar"})},
    };
    return all;
}

const Language* language_named(const std::string& name) {
    for (const Language& language : languages())
        if (name == language.name) return &language;
    return nullptr;
}

const Language* language_of_file(const std::string& path) {
    std::string extension = fs::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const Language& language : languages())
        if (std::find(language.extensions.begin(), language.extensions.end(), extension) != language.extensions.end())
            return &language;
    return nullptr;
}

std::string language_names() {
    std::string names;
    for (const Language& language : languages()) names += (names.empty() ? "" : ", ") + std::string(language.name);
    return names;
}

const Tool* tool_named(const std::string& name) {
    for (const Tool& tool : tools())
        if (name == tool.name) return &tool;
    return nullptr;
}

std::optional<FoundTool> find_tool(const std::string& name) {
    FoundTool found;
    if (name.find('/') != std::string::npos) found.path = is_executable_file(name) ? name : "";
    else found.path = executable_in_path(name);
    const char* home = std::getenv("HOME");
    if (found.path.empty() && home && *home && is_executable_file(std::string(home) + "/.cargo/bin/" + name))
        found.path = std::string(home) + "/.cargo/bin/" + name;
    if (found.path.empty()) return std::nullopt;
    const Tool* tool = tool_named(fs::path(name).filename().string());
    std::error_code error;
    const std::string real = fs::canonical(found.path, error).string();
    if (!tool || tool->home.empty() || error || !hidden_in_sandbox(real)) return found;
    // Installed where the sandbox hides: run it from its installation, shown.
    const RunResult run = run_process(joined({found.path}, tool->home), "", 30);
    std::string folder = run.out.substr(0, run.out.find('\n'));
    const std::string inside = folder + "/bin/" + fs::path(name).filename().string();
    if (run.exited && run.exit_code == 0 && !folder.empty() && is_executable_file(inside)) {
        found.path = inside;
        found.readable.push_back(folder);
    }
    return found;
}

std::string tool_version(const std::string& name, const FoundTool& found) {
    const Tool* tool = tool_named(name);
    if (!tool) return "";
    const RunResult run = run_process(joined({found.path}, tool->version), "", 30);
    for (const std::string& text : {run.out, run.err}) {
        std::string line = text.substr(0, text.find('\n'));
        if (!line.empty()) return line;
    }
    return "";
}

std::string filled(const std::string& word, const std::vector<std::pair<std::string, std::string>>& values) {
    std::string out = word;
    for (const auto& [key, value] : values)
        for (std::size_t at = out.find("{" + key + "}"); at != std::string::npos;
             at = out.find("{" + key + "}", at + value.size()))
            out.replace(at, key.size() + 2, value);
    return out;
}

std::string java_class(const std::string& text, const std::string& file_stem) {
    std::smatch match;
    static const std::regex declared("public\\s+(?:final\\s+|abstract\\s+)*class\\s+([A-Za-z_$][A-Za-z0-9_$]*)");
    if (std::regex_search(text, match, declared)) return match[1];
    static const std::regex with_main(
        "class\\s+([A-Za-z_$][A-Za-z0-9_$]*)[^{]*\\{(?:[^{}]|\\{[^{}]*\\})*static\\s+void\\s+main");
    if (std::regex_search(text, match, with_main)) return match[1];
    return file_stem;
}

BuildPlan plan_build(const Language& language, const std::string& source, const std::string& folder,
                     const BuildChoices& choices) {
    BuildPlan plan;
    const std::string stem = fs::path(source).stem().string();
    std::string class_name = stem;
    if (std::string(language.name) == "java") class_name = java_class(file_text(source), stem);
    plan.source_name =
        std::string(language.name) == "java" ? class_name + ".java" : fs::path(source).filename().string();
    const std::vector<std::pair<std::string, std::string>> values = {
        {"compiler", choices.compiler.empty() ? language.compiler : choices.compiler},
        {"std", choices.standard.empty() ? language.standard : choices.standard},
        {"source", folder + "/" + plan.source_name},
        {"folder", folder},
        {"binary", folder + "/program"},
        {"class", class_name},
        {"memory_mib", std::to_string(choices.memory_mib)}};
    auto resolve = [&](const std::vector<std::string>& pattern, std::vector<std::string>& command) {
        for (const std::string& word : pattern) command.push_back(filled(word, values));
        if (command.empty() || pattern[0] == "{binary}") return;
        const std::optional<FoundTool> tool = find_tool(command[0]);
        if (!tool) {
            const Tool* known = tool_named(command[0]);
            if (plan.missing.empty())
                plan.missing = std::string(language.title) + " needs " + command[0] + ", which is not installed here" +
                               (known ? " (Debian package " + std::string(known->package) + ")" : " (not in PATH)");
            return;
        }
        command[0] = tool->path;
        plan.readable.insert(plan.readable.end(), tool->readable.begin(), tool->readable.end());
    };
    resolve(language.compile, plan.compile);
    resolve(language.run, plan.run);
    return plan;
}

}  // namespace harness

namespace harness {

Built build_here(const Language& language, const std::string& source, const std::string& folder,
                 const BuildChoices& choices, double seconds) {
    const BuildPlan plan = plan_build(language, source, folder, choices);
    if (!plan.missing.empty()) return {{}, plan.missing};
    std::error_code error;
    fs::copy_file(source, folder + "/" + plan.source_name, fs::copy_options::overwrite_existing, error);
    if (error) return {{}, "cannot copy " + source + " into " + folder + ": " + error.message()};
    if (plan.compile.empty()) return {plan.run, ""};
    const RunResult run = run_process(plan.compile, "", seconds);
    if (run.exited && run.exit_code == 0) return {plan.run, ""};
    const std::string said = run.err.empty() ? run.out : run.err;
    return {{},
            "does not compile: " +
                (run.timed_out ? "the compiler ran past " + std::to_string(static_cast<int>(seconds)) + " s" : said)};
}

}  // namespace harness
