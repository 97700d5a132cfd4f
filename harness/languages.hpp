// The languages a user's program may be written in, as data: one row each
// (its name, its files' extensions, the commands that compile and run it),
// and the tools those commands start, each with its Debian package, how to
// read its version, and where it is installed. Finding the tools here, and
// turning a source file into the commands that build and run it, for the
// judge tool (contained), the stress tool and export verify.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace harness {

// A compiler or an interpreter.
struct Tool {
    const char* name;                  // as in PATH: "javac"
    const char* package;               // the Debian package that installs it
    std::vector<std::string> version;  // its arguments that print its version (first line, stdout or stderr)
    // Its arguments that print the folder it is installed in (its bin/ holds
    // it), for a tool installed where the sandbox hides (rustup's, pyenv's);
    // none for a tool that is always run from where PATH finds it.
    std::vector<std::string> home;
};

// A language. Its commands are templates, one word each, with {compiler}
// and {std} (the language's defaults, or the options'), {source} (the file,
// copied into a build folder of its own), {folder} (that folder), {binary}
// (a program there), {class} (Java's class, from the file) and {memory_mib}
// (the memory limit). Their first words are tools.
struct Language {
    const char* name;                     // what --language takes: "java"
    const char* title;                    // "Java"
    std::vector<std::string> extensions;  // ".java"; none: chosen only by --language
    const char* compiler;                 // {compiler}'s default ("g++"), or ""
    const char* standard;                 // {std}'s default ("c++17"), or ""
    std::vector<std::string> compile;     // none: nothing to build before it runs
    std::vector<std::string> run;
};

// Every language, in the order `judge --languages` lists them.
const std::vector<Language>& languages();
// The language called `name`, or nullptr.
const Language* language_named(const std::string& name);
// The language a file's extension names (the first one that has it), or nullptr.
const Language* language_of_file(const std::string& path);
// "c, cpp, python3, ...".
std::string language_names();
// The tool called `name`, or nullptr (a --compiler the table does not know).
const Tool* tool_named(const std::string& name);

// A tool found on this machine: the path to start it by, and what a
// sandbox must show for it to run (the folder it is installed in, when that
// is one the sandbox hides).
struct FoundTool {
    std::string path;
    std::vector<std::string> readable;
};
// In PATH, else in ~/.cargo/bin (where rustup installs); nothing when it is
// not installed.
std::optional<FoundTool> find_tool(const std::string& name);
// The first line its version arguments print ("javac 17.0.15"), or "".
std::string tool_version(const std::string& name, const FoundTool& tool);

// What the templates' {compiler}, {std} and {memory_mib} are.
struct BuildChoices {
    std::string compiler;  // "": the language's
    std::string standard;  // "": the language's
    long memory_mib = 256;
};

// A source file's commands: compile (none when there is nothing to build)
// and run, every tool resolved; what a sandbox must show for them (besides
// their arguments); or, when a tool is missing, why (the first missing
// tool and its Debian package, in one line).
struct BuildPlan {
    std::vector<std::string> compile;
    std::vector<std::string> run;
    std::vector<std::string> readable;
    std::string missing;  // "Java needs javac, which is not installed here (Debian package openjdk-17-jdk-headless)"
    std::string source_name;  // the name the source gets in its build folder (Java: its class's)
};
BuildPlan plan_build(const Language& language, const std::string& source, const std::string& folder,
                     const BuildChoices& choices);

// A source file built uncontained (the stress tool, export verify): a copy
// in `folder` compiled as plan_build says, in at most `seconds`; the
// command that runs it, or why it cannot be built (a missing tool, or
// "does not compile: " and the compiler's first line).
struct Built {
    std::vector<std::string> run;
    std::string error;
};
Built build_here(const Language& language, const std::string& source, const std::string& folder,
                 const BuildChoices& choices, double seconds);

// The class a Java file declares public (else the one holding main, else
// the file's name without extension).
std::string java_class(const std::string& text, const std::string& file_stem);

// The words of a command template, each {key} replaced by its value.
std::string filled(const std::string& word, const std::vector<std::pair<std::string, std::string>>& values);

}  // namespace harness
