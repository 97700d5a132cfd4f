// export: takes a problem where contest systems and contestants' tools work.
//
//   export package PROBLEM DIR [--format 2025-09|legacy-icpc] [--force] [--zip]
//       a problem package in the Kattis problem package format: problem.yaml,
//       the statement (from the problem's page, docs/<problem>.md), the
//       statement's sample, the judge tool's test set (test_set.hpp) with
//       answers proven as the judge proves them (proven_answers.hpp), invalid
//       inputs (2025-09), an input validator and an explaining output
//       validator, each one C++ file that compiles alone, and submissions.
//   export verify DIR [--quick] [--submissions PATTERNS] [--build-cache FOLDER]
//       checks a package as a contest system would before a contest
//       (package/verify.cpp).
//   export oj PROBLEM DIR [--force]
//       the tests in oj's layout and the output validator as its judge command.
//   export cph PROBLEM SOURCE [--force]
//       the sample and the small tests as the .prob file CPH reads for SOURCE.
//
// A package is written into a new folder beside DIR and renamed to DIR at
// the end, problem.yaml last, so an interrupted export leaves no folder that
// verifies. docs/packages.md says what each export holds.
//
// Exit status: 0 done (verify: no failure), 1 verify found failures, 2 wrong
// usage or a failure of the tool itself.
#include <stdlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "package/statement.hpp"
#include "package/verify.hpp"
#include "package/zip.hpp"
#include "problems.hpp"
#include "process.hpp"
#include "proven_answers.hpp"
#include "referee.hpp"
#include "test_set.hpp"
#include "validator_rules.hpp"

namespace {

namespace fs = std::filesystem;
using packages::ascii_title;
using packages::compile;
using packages::Format;
using packages::format_name;
using packages::latex_of;
using packages::Layout;
using packages::layout_of;
using packages::read_text;
using packages::statement_markdown;
using packages::UsageError;

constexpr int kUsage = 2;

std::string usage() {
    return "usage: export package PROBLEM DIR [--format 2025-09|legacy-icpc] [--force] [--zip]\n"
           "       export verify DIR [--quick] [--submissions PATTERNS] [--build-cache FOLDER]\n"
           "       export oj PROBLEM DIR [--force]\n"
           "       export cph PROBLEM SOURCE [--force]\n"
           "  PROBLEM            " +
           harness::problem_names() +
           "\n"
           "  --format           the package format's version (default 2025-09)\n"
           "  --force            replace DIR (or the .prob file) when it is there\n"
           "  --zip              also write DIR.zip, the package's files at its top, to upload\n"
           "  --quick            stop each submission at its first test with the verdict its\n"
           "                     folder requires (default: run every test)\n"
           "  --submissions P    only the submissions matching these shell patterns, separated\n"
           "                     by commas ('accepted/*,wrong_answer/*'); 'none' for none\n"
           "  --build-cache F    keep the programs built in F and reuse them when their sources\n"
           "                     are the same bytes (default: build every program)\n"
           "Exit status: 0 done, 1 verify found failures, 2 wrong usage or a failure of the tool.\n";
}

// ---- files ----------------------------------------------------------------------

std::string source_text(const std::string& relative) {
    std::string text;
    if (!harness::read_file(harness::source_path(relative), text))
        throw std::runtime_error("cannot read " + harness::source_path(relative));
    return text;
}

void write_text(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream file(path, std::ios::binary);
    file << text;
    file.close();
    if (!file) throw std::runtime_error("cannot write " + path.string());
}

// A folder written beside DIR, renamed to DIR by commit(); removed if it is
// never committed (an error, an exception).
class NewFolder {
public:
    NewFolder(const std::string& dir, bool force) : target_(fs::absolute(dir).lexically_normal()) {
        if (target_.filename().empty()) target_ = target_.parent_path();
        std::error_code error;
        if (fs::exists(target_, error)) {
            if (!fs::is_directory(target_)) throw UsageError(dir + " exists and is not a folder");
            if (!fs::is_empty(target_) && !force) throw UsageError(dir + " is not empty (--force replaces it)");
        }
        // The folders above DIR are made when missing (as mkdir -p does).
        const fs::path parent = target_.parent_path();
        fs::create_directories(parent, error);
        if (!fs::is_directory(parent))
            throw UsageError("cannot make the folder " + parent.string() + " to write " + dir + " in");
        std::string pattern = (parent / ("." + target_.filename().string() + ".export-XXXXXX")).string();
        if (!mkdtemp(pattern.data()))
            throw UsageError("cannot write in " + parent.string() + ": " + std::strerror(errno));
        path_ = pattern;
    }
    ~NewFolder() {
        std::error_code ignored;
        if (!committed_) fs::remove_all(path_, ignored);
    }
    NewFolder(const NewFolder&) = delete;
    NewFolder& operator=(const NewFolder&) = delete;

    const fs::path& path() const { return path_; }

    // Puts the folder in DIR's place (the old DIR, if any, is removed).
    void commit() {
        fs::permissions(path_, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                   fs::perms::others_read | fs::perms::others_exec);
        if (fs::exists(target_)) {
            const fs::path old = path_.string() + ".old";
            fs::rename(target_, old);
            fs::rename(path_, target_);
            fs::remove_all(old);
        } else {
            fs::rename(path_, target_);
        }
        committed_ = true;
    }

private:
    fs::path target_;
    fs::path path_;
    bool committed_ = false;
};

// ---- the standalone validators ------------------------------------------------------

// One C++17 file that compiles alone: the project's files in order (headers
// before their users), their project includes and include guards dropped,
// then the problem's case model as package::Case, then the main file.
template <class Problem>
std::string standalone_source(const std::string& title, const std::vector<std::string>& files,
                              const std::string& main_file) {
    std::string out = "// " + title + " of " + Problem::facts.name +
                      ", written by the export tool of the games suite from its own\n"
                      "// files (each part below starts with its path); it compiles alone with a C++17\n"
                      "// compiler. Change the suite's files, not this one.\n";
    auto add = [&](const std::string& relative) {
        out += "\n// ==== " + relative + " ====\n";
        std::istringstream lines(source_text(relative));
        std::string line;
        while (std::getline(lines, line))
            if (line.rfind("#pragma once", 0) != 0 && line.rfind("#include \"", 0) != 0) out += line + "\n";
    };
    for (const std::string& file : files) add(file);
    out += "\n// ==== the problem ====\nnamespace package {\nusing Case = harness::" + std::string(Problem::suite) +
           "::Case;\n}  // namespace package\n";
    add(main_file);
    return out;
}

// The files a standalone part needs: the shared headers the problem's header
// includes, that header, the strict reader, the validator's shared part and
// the retrograde engine (with its lists by key),
// then the problem's own files `own` (names in its folder), each after the
// folder's headers it includes.
template <class Problem>
std::vector<std::string> problem_sources(const std::vector<std::string>& own) {
    const std::string folder = "problems/" + std::string(Problem::facts.name) + "/";
    std::vector<std::string> files = {
        "harness/facts.hpp",         "harness/validate.hpp",          "harness/explain.hpp",
        "harness/play.hpp",          "harness/generators.hpp",        "harness/random.hpp",
        "harness/families.hpp",      "harness/problem_interface.hpp", folder + "problem.hpp",
        "harness/strict_reader.hpp", "harness/explain_common.hpp",    "harness/lists_by_key.hpp",
        "harness/attractor.hpp",     "harness/validate.cpp",          "harness/attractor.cpp"};
    for (const std::string& file : own) {
        // The folder's own headers that the file includes, before it.
        std::istringstream lines(source_text(folder + file));
        const std::string prefix = "#include \"" + folder;
        for (std::string line; std::getline(lines, line);) {
            const std::string header = line.rfind(prefix, 0) == 0 ? line.substr(10, line.size() - 11) : "";
            if (!header.empty() && header != folder + "problem.hpp" &&
                std::find(files.begin(), files.end(), header) == files.end())
                files.push_back(header);
        }
        files.push_back(folder + file);
    }
    return files;
}

template <class Problem>
std::string input_validator_source() {
    return standalone_source<Problem>("The input validator", problem_sources<Problem>({"validate.cpp"}),
                                      "tools/package/input_validator.cpp");
}

template <class Problem>
std::string output_validator_source() {
    return standalone_source<Problem>("The output validator", problem_sources<Problem>({"validate.cpp", "explain.cpp"}),
                                      "tools/package/output_validator.cpp");
}

// ---- submissions --------------------------------------------------------------------

struct Submission {
    std::string folder;  // accepted, wrong_answer, ...
    std::string name;    // the file's name in it
    std::string source;  // the project's file
};

// Our judge file, and the C++ programs of the problem's submissions folder
// (problems/<problem>/submissions/<verdict>/*.cpp) in the same folders;
// tests/wrong/'s flip_answers and stress_faulty run another program, named
// on their command line or at build time, so they are left out.
template <class Problem>
std::vector<Submission> submissions() {
    const std::string name = Problem::facts.name;
    const std::string folder = "problems/" + name + "/submissions/";
    std::vector<Submission> all = {{"accepted", name + ".cpp", "solutions/" + name + ".cpp"}};
    for (const char* verdict : {"accepted", "wrong_answer", "time_limit_exceeded"})
        for (const std::string& file : harness::folder_entries(harness::source_path(folder + verdict)))
            if (fs::path(file).extension() == ".cpp") all.push_back({verdict, file, folder + verdict + "/" + file});
    return all;
}

// ---- the tests ----------------------------------------------------------------------

struct TestFile {
    std::string name;  // without extension
    std::string input;
    std::string answer;
    std::string description;  // one line
};

// A test's line as the package says it: our programs named where the
// package has them (submissions/...), other files of this project left out.
template <class Problem>
std::string package_description(std::string text) {
    for (const Submission& submission : submissions<Problem>())
        for (std::size_t at; (at = text.find(submission.source)) != std::string::npos;)
            text.replace(at, submission.source.size(), "submissions/" + submission.folder + "/" + submission.name);
    static const std::regex ours(" \\((docs|samples|problems|harness|tools|tests|solutions|bench)/[^)]*\\)");
    return std::regex_replace(text, ours, "");
}

// The judge tool's test set, in its order, with proven answers, but the
// statement's sample (the package's sample already).
template <class Problem>
std::vector<TestFile> secret_tests() {
    std::vector<TestFile> files;
    const auto tests = test_set::tests<Problem>();
    for (std::size_t k = 0; k < tests.size(); ++k) {
        if (tests[k].group == "sample") continue;
        TestFile file;
        char number[32];
        std::snprintf(number, sizeof number, "%02zu-", files.size() + 1);
        file.name = number + tests[k].name;
        file.input = harness::judge_input(tests[k].cases);
        if (const auto error = harness::validate_input(Problem::facts.name, file.input))
            throw std::runtime_error("test " + tests[k].name +
                                     " breaks the statement: " + error->format(Problem::facts.name));
        std::string trouble;
        file.answer = proven_answers::proven_output<Problem>(file.input, tests[k].cases, trouble);
        if (!trouble.empty()) throw std::runtime_error("test " + tests[k].name + ": " + trouble);
        file.description = package_description<Problem>(tests[k].catches);
        files.push_back(std::move(file));
    }
    return files;
}

template <class Problem>
TestFile statement_sample() {
    const std::string folder = "samples/" + std::string(Problem::facts.name) + "/";
    return {"statement", source_text(folder + "statement.in"), source_text(folder + "statement.out"),
            "the statement's sample"};
}

// The inputs the input validator must reject: our malformed samples
// (samples/<problem>/error_*), and one input per rule of the strict
// validator (problems/<problem>/validator_rules.txt).
template <class Problem>
std::vector<TestFile> invalid_inputs() {
    const std::string name = Problem::facts.name;
    std::vector<TestFile> files;
    for (const std::string& path : harness::sample_inputs(name)) {
        const std::string base = fs::path(path).stem().string();
        if (base.rfind("error_", 0) != 0) continue;
        std::string why = harness::file_text(fs::path(path).replace_extension(".err").string());
        while (!why.empty() && why.back() == '\n') why.pop_back();
        files.push_back(
            {"sample-" + base, read_text(path), "", "a malformed sample the judge programs reject: " + why});
    }
    std::vector<std::string> unread;
    for (const harness::ValidatorRule& rule : harness::validator_rules(name, &unread))
        files.push_back({"rule-" + rule.name, rule.input, "",
                         "breaks one rule of the statement, at " + std::to_string(rule.line) + ":" +
                             std::to_string(rule.column) + ": " + rule.message});
    if (!unread.empty()) throw std::runtime_error(harness::validator_rules_path(name) + ": cannot read " + unread[0]);
    return files;
}

// ---- problem.yaml -------------------------------------------------------------------

// A fixed UUID for a problem (the same on every export): FNV-1a hashes of its
// name, in the UUID layout with version 8 (custom).
std::string uuid_of(const std::string& name) {
    auto hash = [&](std::uint64_t seed) {
        std::uint64_t h = 14695981039346656037ull ^ seed;
        for (unsigned char c : name) h = (h ^ c) * 1099511628211ull;
        return h;
    };
    const std::uint64_t high = hash(1), low = hash(2);
    char text[40];
    std::snprintf(text, sizeof text, "%08llx-%04llx-8%03llx-%04llx-%012llx",
                  static_cast<unsigned long long>(high >> 32), static_cast<unsigned long long>((high >> 16) & 0xffff),
                  static_cast<unsigned long long>(high & 0xfff),
                  static_cast<unsigned long long>(0x8000 | ((low >> 48) & 0x3fff)),
                  static_cast<unsigned long long>(low & 0xffffffffffffull));
    return text;
}

std::string seconds_text(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", seconds);
    return text;
}

template <class Problem>
std::string problem_yaml(Format format) {
    const harness::ProblemFacts& facts = Problem::facts;
    std::string yaml =
        "# Written by the export tool of the games suite (docs/packages.md). The limits are\n"
        "# the judge tool's defaults for " +
        std::string(facts.name) + " (harness/facts.hpp), assumed: the original\n# statement's limits are not known.\n";
    yaml += "problem_format_version: " + std::string(format_name(format)) + "\n";
    yaml +=
        "name: " + harness::double_quoted(format == Format::v2025_09 ? facts.title : ascii_title(facts.title)) + "\n";
    yaml += "uuid: " + uuid_of(facts.name) + "\n";
    // The statement is this project's own account of the original problem,
    // written for study; the problem stays its setters'.
    yaml += "license: educational\nrights_owner: " +
            harness::double_quoted("the setters of " + std::string(facts.origin.name)) + "\n";
    if (format == Format::v2025_09) {
        yaml += "source:\n  name: " + harness::double_quoted(facts.origin.name) +
                "\n  url: " + harness::double_quoted(facts.origin.url) + "\n";
        yaml += "limits:\n  time_limit: " + seconds_text(facts.judge.seconds) +
                "\n  memory: " + std::to_string(facts.judge.memory_mib) + "\n";
        yaml += "keywords:\n  - games\n  - " + std::string(facts.name) + "\n";
    } else {
        yaml += "source: " + harness::double_quoted(facts.origin.name) +
                "\nsource_url: " + harness::double_quoted(facts.origin.url) + "\n";
        yaml += "validation: custom\n";
        yaml += "limits:\n  memory: " + std::to_string(facts.judge.memory_mib) + "\n";
        yaml += packages::kLegacyTimeComment + seconds_text(facts.judge.seconds) + "\n";
        yaml += "keywords: games " + std::string(facts.name) + "\n";
    }
    return yaml;
}

// ---- export package -----------------------------------------------------------------

void write_test(const fs::path& folder, const TestFile& test, Format format, bool with_answer) {
    write_text(folder / (test.name + ".in"), test.input);
    if (with_answer) write_text(folder / (test.name + ".ans"), test.answer);
    if (test.description.empty()) return;
    if (format == Format::v2025_09)
        write_text(folder / (test.name + ".yaml"), "description: " + harness::double_quoted(test.description) + "\n");
    else write_text(folder / (test.name + ".desc"), test.description + "\n");
}

template <class Problem>
void write_package(const fs::path& root, Format format) {
    const harness::ProblemFacts& facts = Problem::facts;
    const Layout layout = layout_of(format);
    const std::string statement =
        statement_markdown(Problem::facts, source_text("docs/" + std::string(Problem::facts.name) + ".md"));
    if (format == Format::v2025_09) {
        write_text(root / layout.statement / "problem.en.md", statement);
    } else {
        const std::string title = ascii_title(facts.title);
        write_text(root / layout.statement / "problem.en.tex",
                   "\\problemname{" + latex_of(title).substr(0, latex_of(title).size() - 1) +
                       "}\n%% plainproblemname: " + title + "\n\n" + latex_of("## The problem\n\n" + statement));
    }
    write_test(root / "data" / "sample", statement_sample<Problem>(), format, true);
    for (const TestFile& test : secret_tests<Problem>()) write_test(root / "data" / "secret", test, format, true);
    if (format == Format::v2025_09)
        for (const TestFile& test : invalid_inputs<Problem>())
            write_test(root / "data" / "invalid_input", test, format, false);
    write_text(root / "input_validators" / "validator.cpp", input_validator_source<Problem>());
    write_text(root / layout.output_validator / "checker.cpp", output_validator_source<Problem>());
    for (const Submission& submission : submissions<Problem>())
        write_text(root / "submissions" / submission.folder / submission.name, source_text(submission.source));
    // Last: a folder without it is no package (verify says so).
    write_text(root / "problem.yaml", problem_yaml<Problem>(format));
}

// A package's folder is named as the problem's short name: lowercase
// letters and digits (verify checks it too); DIR's name, or why it cannot be.
std::string package_name_problem(const std::string& dir) {
    fs::path path = fs::path(dir).lexically_normal();
    if (path.filename().empty()) path = path.parent_path();
    const std::string name = path.filename().string();
    if (std::regex_match(name, std::regex("^[a-z0-9]+$"))) return "";
    return "a package's folder is named with lowercase letters and digits only, as its short name (" + name +
           " is not): say " + (path.parent_path() / "NAME").string();
}

template <class Problem>
void export_package(const std::string& dir, Format format, bool force, bool zip) {
    if (const std::string why = package_name_problem(dir); !why.empty()) throw UsageError(why);
    NewFolder folder(dir, force);
    write_package<Problem>(folder.path(), format);
    folder.commit();
    std::string zipped;
    if (zip) {
        fs::path target = fs::absolute(dir).lexically_normal();
        if (target.filename().empty()) target = target.parent_path();
        packages::write_zip(target, target.string() + ".zip");
        zipped = " and " + target.filename().string() + ".zip beside it";
    }
    std::cout << "export: " << dir << ": a package of " << Problem::facts.name << ", version " << format_name(format)
              << zipped << " (export verify " << dir << " checks it)\n";
}

// ---- export oj ----------------------------------------------------------------------

// The shell's quoting of a word ('it'\''s').
std::string shell_word(const std::string& word) {
    if (!word.empty() &&
        word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+=:") ==
            std::string::npos)
        return word;
    std::string out = "'";
    for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

template <class Problem>
int export_oj(const std::string& dir, bool force) {
    NewFolder folder(dir, force);
    const TestFile sample = statement_sample<Problem>();
    write_text(folder.path() / "test" / "sample-1.in", sample.input);
    write_text(folder.path() / "test" / "sample-1.out", sample.answer);
    for (const TestFile& test : secret_tests<Problem>()) {
        write_text(folder.path() / "test" / (test.name + ".in"), test.input);
        write_text(folder.path() / "test" / (test.name + ".out"), test.answer);
    }
    write_text(folder.path() / "checker.cpp", output_validator_source<Problem>());
    const std::string why = compile(folder.path() / "checker.cpp", folder.path() / "checker");
    if (!why.empty()) throw std::runtime_error("checker.cpp " + why);
    folder.commit();
    const std::string root = fs::absolute(dir).lexically_normal().string();
    const std::string base = root.back() == '/' ? root.substr(0, root.size() - 1) : root;
    std::cout << "oj t -c ./a.out -d " << shell_word(base + "/test") << " --judge-command "
              << shell_word(shell_word(base + "/checker") + " --oj") << "\n";
    return 0;
}

// ---- export cph ---------------------------------------------------------------------

// The MD5 digest of text in hex (md5sum's), which CPH names its files by.
std::string md5_hex(const std::string& text) {
    const harness::RunResult run = harness::run_process({"md5sum"}, text, 30);
    if (!run.exited || run.exit_code != 0 || run.out.size() < 32) throw std::runtime_error("cannot run md5sum");
    return run.out.substr(0, 32);
}

template <class Problem>
int export_cph(const std::string& source, bool force) {
    const harness::ProblemFacts& facts = Problem::facts;
    std::error_code error;
    const fs::path path = fs::canonical(source, error);
    if (error || !fs::is_regular_file(path)) throw UsageError("no source file " + source);
    // CPH keeps a source's tests in <its folder>/.cph/.<its name>_<MD5 of its path>.prob.
    const fs::path prob =
        path.parent_path() / ".cph" / ("." + path.filename().string() + "_" + md5_hex(path.string()) + ".prob");
    if (fs::exists(prob) && !force) throw UsageError(prob.string() + " is there (--force replaces it)");
    std::vector<TestFile> tests = {statement_sample<Problem>()};
    for (TestFile& test : secret_tests<Problem>())
        if (test.name.find("-trap-") != std::string::npos || test.name.find("-small-") != std::string::npos)
            tests.push_back(std::move(test));
    std::string json = "{\n  \"name\": " + harness::double_quoted(facts.title) +
                       ",\n  \"url\": " + harness::double_quoted(facts.origin.url) +
                       ",\n  \"interactive\": false,\n  \"memoryLimit\": " + std::to_string(facts.judge.memory_mib) +
                       ",\n  \"timeLimit\": " + std::to_string(static_cast<long>(facts.judge.seconds * 1000)) +
                       ",\n  \"group\": " + harness::double_quoted(std::string("games suite: ") + facts.name) +
                       ",\n  \"tests\": [";
    for (std::size_t k = 0; k < tests.size(); ++k)
        json += std::string(k ? "," : "") + "\n    {\"id\": " + std::to_string(k + 1) +
                ", \"input\": " + harness::double_quoted(tests[k].input) +
                ", \"output\": " + harness::double_quoted(tests[k].answer) + "}";
    json += "\n  ],\n  \"srcPath\": " + harness::double_quoted(path.string()) + ",\n  \"local\": true\n}\n";
    const fs::path temporary = prob.string() + ".part";
    write_text(temporary, json);
    fs::rename(temporary, prob);
    std::cout << prob.string() << ": " << harness::plural(static_cast<long long>(tests.size()), "test") << "\n";
    return 0;
}

// ---- the command line ------------------------------------------------------------------

int run(const std::vector<std::string>& args) {
    if (args.empty()) throw UsageError("no command (package, verify, oj or cph)");
    const std::string command = args[0];
    std::vector<std::string> words;
    Format format = Format::v2025_09;
    bool force = false, zip = false;
    packages::VerifyOptions verify;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= args.size()) throw UsageError(arg + " needs a value");
            return args[++i];
        };
        if (arg == "--force" && command != "verify") force = true;
        else if (arg == "--zip" && command == "package") zip = true;
        else if (arg == "--format" && command == "package") {
            const std::string name = value();
            if (name == "2025-09") format = Format::v2025_09;
            else if (name == "legacy-icpc") format = Format::legacy_icpc;
            else throw UsageError("unknown format " + name + " (2025-09 or legacy-icpc)");
        } else if (arg == "--quick" && command == "verify") verify.quick = true;
        else if (arg == "--submissions" && command == "verify") verify.submissions = value();
        else if (arg == "--build-cache" && command == "verify") verify.build_cache = value();
        else if (!arg.empty() && arg[0] == '-') throw UsageError("unknown option " + arg + " for " + command);
        else words.push_back(arg);
    }
    if (command == "verify") {
        if (words.size() != 1) throw UsageError("verify takes one DIR");
        return packages::verify(fs::path(words[0]), verify);
    }
    if (command != "package" && command != "oj" && command != "cph") throw UsageError("unknown command " + command);
    if (words.size() != 2) throw UsageError(command + " takes PROBLEM and " + (command == "cph" ? "SOURCE" : "DIR"));
    if (!harness::find_problem(words[0]))
        throw UsageError("unknown problem " + words[0] + " (" + harness::problem_names() + ")");
    int status = 0;
    harness::visit_problem(words[0], [&](auto problem) {
        using Problem = decltype(problem);
        if (command == "package") export_package<Problem>(words[1], format, force, zip);
        else if (command == "oj") status = export_oj<Problem>(words[1], force);
        else status = export_cph<Problem>(words[1], force);
    });
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
        std::cout << usage();
        return 0;
    }
    try {
        return run(args);
    } catch (const UsageError& error) {
        std::cerr << "export: " << error.what() << " (export --help shows the usage)\n";
        return kUsage;
    } catch (const std::exception& error) {
        std::cerr << "export: " << error.what() << "\n";
        return kUsage;
    }
}
