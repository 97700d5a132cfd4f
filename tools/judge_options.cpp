#include "judge_options.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <sstream>

#include "files.hpp"
#include "languages.hpp"
#include "problems.hpp"

namespace judge_tool {

namespace fs = std::filesystem;

namespace {

bool parse_double(const std::string& text, double& value) {
    char* end = nullptr;
    value = std::strtod(text.c_str(), &end);
    return !text.empty() && *end == '\0' && std::isfinite(value);
}

bool parse_long(const std::string& text, long& value) {
    char* end = nullptr;
    value = std::strtol(text.c_str(), &end, 10);
    return !text.empty() && *end == '\0';
}

}  // namespace

std::string usage() {
    return "usage: judge PROBLEM [options] FILE|DIR...\n"
           "       judge PROBLEM [options] -- COMMAND [ARGS...]\n"
           "       judge PROBLEM --list\n"
           "       judge PROBLEM --growth FAMILY [--plot FILE.svg] FILE | -- COMMAND\n"
           "       judge PROBLEM --hunt [--budget SECONDS] [--hunt-file FILE] FILE | -- COMMAND\n"
           "       judge --languages | --check-sandbox\n"
           "  PROBLEM              " +
           harness::problem_names() +
           "\n"
           "  FILE, DIR            source files (a folder: every file of a known extension in it);\n"
           "                       the language from the extension (judge --languages lists them)\n"
           "  --time-limit SEC     CPU time on one test (default: the problem's, docs/testing.md)\n"
           "  --memory-limit MIB   peak resident memory (default: the problem's)\n"
           "  --output-limit MIB   output on one test (default 16)\n"
           "  --scale F|auto       multiply the time limit by F; auto: by how much slower this machine\n"
           "                       runs the plain solution than the machine the limits were set for\n"
           "  --time-factor L=F,...  multiply the time limit of language L's files by F (default 1)\n"
           "  --all                run every test (default: stop at the first failure, as judges do)\n"
           "  --tests PATTERNS     only the tests whose names match one of these shell patterns,\n"
           "                       separated by commas ('sample,worst-*')\n"
           "  --json FILE          also write the result as JSON to FILE (- for stdout)\n"
           "  --list               print the test set and what each test is there to catch, and the families\n"
           "  --growth FAMILY      measure how its time grows with the size of that family's inputs (--list\n"
           "                       names them) against the plain solution's; judge nothing\n"
           "  --no-growth          after a time limit exceeded, do not measure how its time grows\n"
           "  --plot FILE.svg      also draw the growth's chart into FILE.svg\n"
           "  --hunt               search the statement's inputs for the one that makes it slowest\n"
           "  --budget SECONDS     the hunt's search time (default 60)\n"
           "  --hunt-file FILE     where the hunt writes its slowest input (default hunt-PROBLEM.in)\n"
           "  --hunt-from WHAT     what the hunt starts from: all (default), families or random\n"
           "  --language NAME      the language of every FILE, whatever its extension\n"
           "  --compiler CC        the compiler of C and C++ files (default gcc and g++)\n"
           "  --std STD            their language standard (default c11 and c++17)\n"
           "  --compile-limit SEC  wall time of one compilation (default 60)\n"
           "  --process-limit N    processes and threads at once (default 64)\n"
           "  --address-space-limit MIB\n"
           "                       also cap each process's address space (default: no cap)\n"
           "  --no-sandbox         run the program uncontained (default: in bubblewrap's sandbox)\n"
           "  --languages          print the languages, and which are installed here\n"
           "  --check-sandbox      say how programs are contained on this machine, and check it\n"
           "Exit status: 0 every file got its expected verdict (AC, or its folder's: accepted,\n"
           "wrong_answer, time_limit_exceeded, run_time_error), 1 not, 2 wrong usage or a judge error.\n";
}

namespace {

// "java=2,python3=3": each language's factor, or what is wrong.
std::string read_time_factors(const std::string& text, Options& options) {
    std::stringstream pairs(text);
    for (std::string pair; std::getline(pairs, pair, ',');) {
        const std::size_t equals = pair.find('=');
        double factor = 0;
        if (equals == std::string::npos || !harness::language_named(pair.substr(0, equals)) ||
            !parse_double(pair.substr(equals + 1), factor) || !(factor >= 0.1) || factor > 100)
            return "--time-factor needs LANGUAGE=FACTOR pairs, a language of " + harness::language_names() +
                   " and a factor from 0.1 to 100";
        options.time_factors.emplace_back(pair.substr(0, equals), factor);
    }
    return "";
}

// The options of growth and the hunt (read_option).
std::string read_measuring_option(const std::string& arg, const std::function<bool(std::string&)>& value,
                                  Options& options) {
    std::string text;
    if (arg == "--growth") {
        if (!value(options.growth) || options.growth.empty()) return "--growth needs a family (judge PROBLEM --list)";
    } else if (arg == "--plot") {
        if (!value(options.plot) || options.plot.empty()) return "--plot needs a file name";
    } else if (arg == "--budget") {
        if (!value(text) || !parse_double(text, options.budget) || !(options.budget >= 1) || options.budget > 86400)
            return "--budget needs a number of seconds from 1 to 86400";
    } else if (arg == "--hunt-file") {
        if (!value(options.hunt_file) || options.hunt_file.empty()) return "--hunt-file needs a file name";
    } else if (arg == "--hunt-from") {
        if (!value(options.hunt_from) ||
            (options.hunt_from != "all" && options.hunt_from != "families" && options.hunt_from != "random"))
            return "--hunt-from needs all, families or random";
    } else if (arg == "--hunt") {
        options.hunt = true;
    } else if (arg == "--no-growth") {
        options.no_growth = true;
    } else {
        return "unknown option " + arg;
    }
    return "";
}

// Reads the named option `arg` (its value, if it takes one, from `value`);
// what is wrong with it, or "".
std::string read_option(const std::string& arg, const std::function<bool(std::string&)>& value, Options& options) {
    std::string text;
    auto whole = [&](long& out, long low, long high) {
        return value(text) && parse_long(text, out) && out >= low && out <= high;
    };
    if (arg == "--time-limit") {
        if (!value(text) || !parse_double(text, options.time_limit) || !(options.time_limit > 0) ||
            options.time_limit > 600)
            return "--time-limit needs a number of seconds above 0, at most 600";
    } else if (arg == "--memory-limit") {
        if (!whole(options.memory_mib, 1, 16384)) return "--memory-limit needs a whole number of MiB from 1 to 16384";
    } else if (arg == "--output-limit") {
        if (!whole(options.output_mib, 1, 1024)) return "--output-limit needs a whole number of MiB from 1 to 1024";
    } else if (arg == "--process-limit") {
        if (!whole(options.process_limit, 1, 4096)) return "--process-limit needs a whole number from 1 to 4096";
    } else if (arg == "--address-space-limit") {
        if (!whole(options.address_space_mib, 1, 1L << 30))
            return "--address-space-limit needs a whole number of MiB, at least 1";
    } else if (arg == "--scale") {
        if (!value(text)) return "--scale needs a factor or auto";
        if (text == "auto") options.scale_auto = true;
        else if (!parse_double(text, options.scale) || !(options.scale >= 0.01) || options.scale > 100)
            return "--scale needs auto or a factor from 0.01 to 100";
    } else if (arg == "--tests") {
        if (!value(options.pattern) || options.pattern.empty()) return "--tests needs a pattern of test names";
    } else if (arg == "--json") {
        if (!value(options.json) || options.json.empty()) return "--json needs a file name, or - for stdout";
    } else if (arg == "--compiler") {
        if (!value(options.compiler) || options.compiler.empty()) return "--compiler needs a command";
    } else if (arg == "--language") {
        if (!value(options.language) || !harness::language_named(options.language))
            return "--language needs one of " + harness::language_names();
    } else if (arg == "--compile-limit") {
        if (!value(text) || !parse_double(text, options.compile_seconds) || !(options.compile_seconds > 0) ||
            options.compile_seconds > 3600)
            return "--compile-limit needs a number of seconds above 0, at most 3600";
    } else if (arg == "--time-factor") {
        if (!value(text)) return "--time-factor needs LANGUAGE=FACTOR";
        return read_time_factors(text, options);
    } else if (arg == "--std") {
        if (!value(options.standard) || options.standard.empty()) return "--std needs a standard, such as c++17";
    } else if (arg == "--all") {
        options.all = true;
    } else if (arg == "--list") {
        options.list = true;
    } else if (arg == "--no-sandbox") {
        options.sandbox = false;
    } else if (arg == "--check-sandbox") {
        options.check_sandbox = true;
    } else if (arg == "--languages") {
        options.languages = true;
    } else {
        return read_measuring_option(arg, value, options);
    }
    return "";
}

// What the options together lack or contradict, or "".
std::string check(const Options& options) {
    if (options.check_sandbox || options.languages)
        return options.problem.empty() && options.command.empty() && !(options.check_sandbox && options.languages)
                   ? ""
                   : std::string(options.languages ? "--languages" : "--check-sandbox") + " takes nothing else";
    if (options.problem.empty()) return "no PROBLEM given";
    if (!harness::find_problem(options.problem))
        return "unknown problem " + options.problem + " (" + harness::problem_names() + ")";
    if (options.list) return "";
    if (options.sources.empty() && options.command.empty()) return "no FILE, and no COMMAND after --";
    if (!options.growth.empty() && options.hunt) return "--growth and --hunt are two runs: give one";
    std::error_code error;
    if ((!options.growth.empty() || options.hunt) &&
        (options.sources.size() > 1 || (options.sources.size() == 1 && fs::is_directory(options.sources[0], error))))
        return std::string(options.hunt ? "--hunt" : "--growth") + " takes one FILE, or -- COMMAND";
    if (!options.sources.empty() && !options.command.empty()) return "give FILEs or -- COMMAND, not both";
    for (const std::string& source : options.sources)
        if (access(source.c_str(), R_OK) != 0) return "cannot read " + source + ": " + std::strerror(errno);
    return "";
}

}  // namespace

std::string parse_options(int argc, char** argv, Options& options) {
    int i = 1;
    for (; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--") {
            ++i;
            break;
        }
        auto value = [&](std::string& out) {
            if (i + 1 >= argc) return false;
            out = argv[++i];
            return true;
        };
        if (!arg.empty() && arg[0] == '-') {
            const std::string error = read_option(arg, value, options);
            if (!error.empty()) return error;
        } else if (options.problem.empty()) {
            options.problem = arg;
        } else {
            options.sources.push_back(arg);
        }
    }
    for (; i < argc; ++i) options.command.push_back(argv[i]);
    return check(options);
}

double time_factor(const Options& options, const std::string& language) {
    double factor = 1;
    for (const auto& [name, value] : options.time_factors)
        if (name == language) factor = value;
    return factor;
}

std::optional<std::string> why_not_runnable(const std::string& program) {
    if (program.find('/') == std::string::npos) {
        if (!harness::executable_in_path(program).empty()) return std::nullopt;
        return program + ": not found in PATH";
    }
    if (access(program.c_str(), F_OK) != 0) return program + ": no such file";
    if (harness::is_executable_file(program)) return std::nullopt;
    return program + ": not an executable file";
}

}  // namespace judge_tool
