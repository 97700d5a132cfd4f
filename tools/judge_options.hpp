// The judge tool's command line (judge.cpp): its options, their usage, and
// checking a COMMAND before it runs.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace judge_tool {

std::string usage();

struct Options {
    std::string problem;
    double time_limit = 0;  // 0: the problem's
    long memory_mib = 0;    // 0: the problem's
    long output_mib = 16;
    double scale = 1;
    bool scale_auto = false;
    bool all = false;
    std::string pattern;
    std::string json;
    bool list = false;
    std::string compiler;                                      // C's and C++'s ("": the language's, gcc or g++)
    std::string standard;                                      // their standard ("": the language's, c11 or c++17)
    std::string language;                                      // --language: every file's ("": by its extension)
    double compile_seconds = 60;                               // wall time of one compilation
    std::vector<std::string> sources;                          // FILE or DIR, each
    std::vector<std::pair<std::string, double>> time_factors;  // (language, factor)
    std::vector<std::string> command;
    bool sandbox = true;  // contain the program (--no-sandbox: do not)
    bool check_sandbox = false;
    bool languages = false;         // --languages: print the table
    long process_limit = 64;        // processes and threads at once
    long address_space_mib = 0;     // RLIMIT_AS of each process; 0: none
    std::string growth;             // --growth FAMILY: measure how its time grows on that family, judge nothing
    bool no_growth = false;         // --no-growth: no growth after a time limit exceeded
    std::string plot;               // --plot FILE.svg: the growth's chart
    bool hunt = false;              // --hunt: search for the input that makes it slowest
    double budget = 60;             // the hunt's search, in seconds
    std::string hunt_file;          // where the hunt writes its slowest input ("": hunt-PROBLEM.in here)
    std::string hunt_from = "all";  // what the hunt starts from: all, families or random
};

// The time limit's factor for a language (1 unless --time-factor sets one).
double time_factor(const Options& options, const std::string& language);

// Fills options from the command line, or returns what is wrong.
std::string parse_options(int argc, char** argv, Options& options);

// Why COMMAND's program cannot be run ("./mine: no such file"), or nothing
// when it can: an executable file, or a name found in PATH.
std::optional<std::string> why_not_runnable(const std::string& program);

}  // namespace judge_tool
