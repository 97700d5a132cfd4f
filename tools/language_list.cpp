#include "language_list.hpp"

#include <cstdio>
#include <string>
#include <vector>

#include "languages.hpp"

namespace judge_tool {

namespace {

std::string words(const std::vector<std::string>& command) {
    std::string text;
    for (const std::string& word : command) text += (text.empty() ? "" : " ") + word;
    return text;
}

// The tools a language's commands start ({compiler} as its default).
std::vector<std::string> tools_of(const harness::Language& language) {
    std::vector<std::string> tools;
    for (const std::vector<std::string>* command : {&language.compile, &language.run}) {
        if (command->empty() || command->front() == "{binary}") continue;
        const std::string tool = harness::filled(command->front(), {{"compiler", language.compiler}});
        if (tools.empty() || tools.back() != tool) tools.push_back(tool);
    }
    return tools;
}

// "gcc (Debian 12.2.0-14) 12.2.0", or "not installed (Debian package gcc)".
std::string installed(const std::string& name) {
    const std::optional<harness::FoundTool> found = harness::find_tool(name);
    const harness::Tool* tool = harness::tool_named(name);
    if (!found) return name + ": not installed (Debian package " + (tool ? tool->package : "?") + ")";
    const std::string version = harness::tool_version(name, *found);
    return name + ": " + (version.empty() ? found->path : version);
}

}  // namespace

int list_languages(std::ostream& out) {
    out << "language    name              extensions     installed here\n";
    for (const harness::Language& language : harness::languages()) {
        std::string extensions = words(language.extensions);
        if (extensions.empty()) extensions = "(--language)";
        std::string here;
        for (const std::string& tool : tools_of(language)) here += (here.empty() ? "" : "; ") + installed(tool);
        char line[1024];
        std::snprintf(line, sizeof line, "%-11s %-17s %-14s %s\n", language.name, language.title, extensions.c_str(),
                      here.c_str());
        out << line;
        out << "            compile: " << (language.compile.empty() ? "-" : words(language.compile))
            << "\n            run:     " << words(language.run) << "\n";
    }
    return 0;
}

}  // namespace judge_tool
