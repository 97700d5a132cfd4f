// export verify (verify.hpp): the layout and problem.yaml against the
// version, the validators built from the package alone and run on every
// test and on corrupted answers, and every submission run under the
// package's limits through the judge tool's launcher (run_measured).
#include "verify.hpp"

#include <fnmatch.h>
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "languages.hpp"
#include "process.hpp"
#include "referee.hpp"

namespace packages {

namespace fs = std::filesystem;

namespace {

constexpr int kVerifyFailed = 1;

// The verdicts a submission folder permits on every test and requires on
// one (the format's default directories).
struct Expectation {
    std::string permitted;  // verdict codes, space-separated
    std::string required;
};

Expectation expectation_of(const std::string& folder) {
    if (folder == "accepted") return {"AC", "AC"};
    if (folder == "rejected") return {"AC WA TLE RTE", "WA TLE RTE"};
    if (folder == "wrong_answer") return {"AC WA", "WA"};
    if (folder == "time_limit_exceeded") return {"AC TLE", "TLE"};
    if (folder == "run_time_error") return {"AC RTE", "RTE"};
    return {"AC TLE RTE", "TLE RTE"};  // brute_force
}

bool has_code(const std::string& codes, const std::string& code) {
    std::istringstream words(codes);
    std::string word;
    while (words >> word)
        if (word == code) return true;
    return false;
}

}  // namespace

namespace {

// ---- problem.yaml as verify reads it ----------------------------------------------------

// The keys of a problem.yaml as "key" and "key.subkey" (two levels, the
// shape the export writes; a sequence's items are not kept), and its
// comments.
struct Yaml {
    std::map<std::string, std::string> values;
    std::vector<std::string> comments;
    std::vector<std::string> errors;
};

std::string unquoted(std::string value) {
    while (!value.empty() && value.back() == ' ') value.pop_back();
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') {
        std::string out;
        for (std::size_t i = 1; i + 1 < value.size(); ++i) {
            if (value[i] == '\\' && i + 2 < value.size()) ++i;
            out += value[i];
        }
        return out;
    }
    return value;
}

Yaml read_yaml(const std::string& text) {
    Yaml yaml;
    std::istringstream lines(text);
    std::string line, parent;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        if (line.empty()) continue;
        if (line[0] == '#') {
            yaml.comments.push_back(line);
            continue;
        }
        const std::size_t indent = line.find_first_not_of(' ');
        if (indent == std::string::npos) continue;
        if (line.compare(indent, 2, "- ") == 0) continue;  // an item of a sequence
        const std::size_t colon = line.find(':', indent);
        if (colon == std::string::npos) {
            yaml.errors.push_back("line " + std::to_string(number) + " is not \"key: value\"");
            continue;
        }
        const std::string key = line.substr(indent, colon - indent);
        const std::size_t start = line.find_first_not_of(' ', colon + 1);
        const std::string value = unquoted(start == std::string::npos ? "" : line.substr(start));
        if (indent == 0) {
            parent = key;
            yaml.values[key] = value;
        } else {
            yaml.values[parent + "." + key] = value;
        }
    }
    return yaml;
}

// ---- export verify ------------------------------------------------------------------

class Verifier {
public:
    Verifier(fs::path root, VerifyOptions options) : root_(std::move(root)), options_(std::move(options)) {}

    int run();

private:
    void fail(const std::string& line) {
        std::cout << line << "\n";
        std::cout.flush();
        ++failures_;
    }
    std::string relative(const fs::path& path) const { return fs::relative(path, root_).string(); }
    void check_yaml();
    void check_layout();
    std::vector<fs::path> inputs_of(const std::string& group) const;
    bool build_validators();
    void check_input_validator();
    void check_output_validator();
    // The output validator's exit status on `output` as the answer to test
    // `input`; its judge message in *message.
    int validate_output(const fs::path& input, const std::string& output, std::string* message);
    void check_submissions();
    void check_submission(const fs::path& program, const std::string& folder, const std::vector<fs::path>& tests,
                          const harness::RunLimits& limits);
    // The verdict of a submission on one test (AC, WA, TLE, RTE, or JE when
    // the output validator fails), and its CPU time.
    std::string verdict_of(const std::vector<std::string>& command, const fs::path& input,
                           const harness::RunLimits& limits, double& cpu_seconds);
    bool selected(const std::string& submission) const;
    // The command that runs a submission, built (C++ as compile() builds it,
    // every other language as its row of the languages table says); "" or
    // why it cannot be.
    std::string build_submission(const fs::path& program, std::vector<std::string>& command);

    fs::path root_;
    VerifyOptions options_;
    Format format_ = Format::v2025_09;
    Yaml yaml_;
    double time_limit_ = 0;
    long memory_mib_ = 2048;
    harness::ScratchFolder scratch_{"export"};  // compiled programs and feedback
    fs::path input_validator_, output_validator_;
    int failures_ = 0;
    int runs_ = 0;
};

void Verifier::check_yaml() {
    const fs::path path = root_ / "problem.yaml";
    if (!fs::is_regular_file(path)) {
        fail("problem.yaml: missing (a package needs it; an export writes it last)");
        return;
    }
    yaml_ = read_yaml(read_text(path));
    for (const std::string& error : yaml_.errors) fail("problem.yaml: " + error);
    const std::string version =
        yaml_.values.count("problem_format_version") ? yaml_.values["problem_format_version"] : "";
    if (version == "legacy-icpc") format_ = Format::legacy_icpc;
    else if (version != "2025-09")
        fail("problem.yaml: problem_format_version is \"" + version + "\"; verify knows 2025-09 and legacy-icpc");
    // The top-level keys each version knows, each between spaces.
    const char* const keys = format_ == Format::v2025_09
                                 ? " problem_format_version type name uuid version credits source license rights_owner "
                                   "embargo_until limits keywords languages allow_file_writing constants "
                                 : " problem_format_version name uuid author source source_url license rights_owner "
                                   "limits validation validator_flags keywords ";
    for (const auto& entry : yaml_.values) {
        const std::string top = entry.first.substr(0, entry.first.find('.'));
        if (std::string(keys).find(" " + top + " ") == std::string::npos)
            fail("problem.yaml: unknown key " + top + " (version " + format_name(format_) + ")");
    }
    const std::vector<std::string> required =
        format_ == Format::v2025_09 ? std::vector<std::string>{"name", "uuid"} : std::vector<std::string>{"name"};
    for (const std::string& key : required)
        if (!yaml_.values.count(key) || yaml_.values[key].empty()) fail("problem.yaml: no " + key + " (required)");
    if (format_ == Format::legacy_icpc && fs::exists(root_ / "output_validators")) {
        const std::string validation = yaml_.values.count("validation") ? yaml_.values["validation"] : "default";
        if (validation.rfind("custom", 0) != 0)
            fail("problem.yaml: validation is \"" + validation + "\", but output_validators/ needs custom");
    }
    if (yaml_.values.count("limits.memory")) memory_mib_ = std::atol(yaml_.values["limits.memory"].c_str());
    if (format_ == Format::v2025_09) {
        if (yaml_.values.count("limits.time_limit")) time_limit_ = std::atof(yaml_.values["limits.time_limit"].c_str());
    } else {
        for (const std::string& comment : yaml_.comments)
            if (comment.rfind(kLegacyTimeComment, 0) == 0)
                time_limit_ = std::atof(comment.c_str() + std::strlen(kLegacyTimeComment));
    }
    if (!(time_limit_ > 0))
        fail(format_ == Format::v2025_09
                 ? "problem.yaml: no limits.time_limit (verify times the submissions under it)"
                 : "problem.yaml: no time limit comment \"" + std::string(kLegacyTimeComment) + "\"");
    if (memory_mib_ <= 0) fail("problem.yaml: limits.memory is not a number of MiB");
}

void Verifier::check_layout() {
    const Layout layout = layout_of(format_);
    const std::string folder = fs::absolute(root_).lexically_normal().filename().string();
    if (!folder.empty() && !std::regex_match(folder, std::regex("^[a-z0-9]+$")))
        fail(folder + "/: a package's folder is named with lowercase letters and digits only (and so is its zip)");
    const std::regex name_rule(format_ == Format::v2025_09 ? "^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$"
                                                           : "^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,253}[a-zA-Z0-9]$");
    for (const auto& entry : fs::recursive_directory_iterator(root_)) {
        const std::string name = entry.path().filename().string();
        if (format_ == Format::v2025_09 && (name[0] == '.' || name[0] == '-')) continue;  // ignored by systems
        if (!std::regex_match(name, name_rule)) fail(relative(entry.path()) + ": a name the format does not allow");
    }
    for (const auto& entry : fs::directory_iterator(root_)) {
        const std::string name = entry.path().filename().string();
        if (format_ == Format::v2025_09 && (name[0] == '.' || name[0] == '-')) continue;
        if (std::find(layout.top.begin(), layout.top.end(), name) == layout.top.end())
            fail(name + ": not part of a package of version " + format_name(format_));
    }
    bool statement = false;
    if (fs::is_directory(root_ / layout.statement))
        for (const auto& entry : fs::directory_iterator(root_ / layout.statement)) {
            const std::string name = entry.path().filename().string();
            statement |= name.rfind("problem.", 0) == 0 &&
                         (entry.path().extension() == ".tex" || entry.path().extension() == ".pdf" ||
                          (format_ == Format::v2025_09 && entry.path().extension() == ".md"));
        }
    if (!statement) fail(std::string(layout.statement) + "/: no problem statement (problem.<language>.<type>)");
    if (fs::is_directory(root_ / "data"))
        for (const auto& entry : fs::directory_iterator(root_ / "data")) {
            const std::string name = entry.path().filename().string();
            if (std::find(layout.data.begin(), layout.data.end(), name) == layout.data.end())
                fail("data/" + name + ": not a test data folder of version " + format_name(format_));
        }
    if (inputs_of("secret").empty()) fail("data/secret/: no test case");
    for (const std::string group : {"sample", "secret"}) {
        if (!fs::is_directory(root_ / "data" / group)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(root_ / "data" / group)) {
            const fs::path& path = entry.path();
            if (path.extension() == ".in" && !fs::exists(fs::path(path).replace_extension(".ans")))
                fail(relative(path) + ": no .ans beside it");
            if (path.extension() == ".ans" && !fs::exists(fs::path(path).replace_extension(".in")))
                fail(relative(path) + ": no .in beside it");
            if (path.extension() == ".ans") {
                const std::string text = read_text(path);
                if (!text.empty() && text.back() != '\n') fail(relative(path) + ": does not end with a newline");
                if (text.find('\r') != std::string::npos)
                    fail(relative(path) + ": has a CR (text files end lines with LF)");
            }
        }
    }
    bool accepted = false;
    if (fs::is_directory(root_ / "submissions"))
        for (const auto& entry : fs::directory_iterator(root_ / "submissions")) {
            const std::string name = entry.path().filename().string();
            if (format_ == Format::v2025_09 && name == "submissions.yaml") continue;
            if (std::find(layout.submission_folders.begin(), layout.submission_folders.end(), name) ==
                layout.submission_folders.end())
                fail("submissions/" + name + ": not a submission folder of version " + format_name(format_));
            if (name == "accepted" && fs::is_directory(entry.path()) && !fs::is_empty(entry.path())) accepted = true;
        }
    if (!accepted) fail("submissions/accepted/: no accepted submission");
    if (!fs::is_directory(root_ / "input_validators") || fs::is_empty(root_ / "input_validators"))
        fail("input_validators/: no input validator");
}

std::vector<fs::path> Verifier::inputs_of(const std::string& group) const {
    std::vector<fs::path> inputs;
    if (!fs::is_directory(root_ / "data" / group)) return inputs;
    for (const auto& entry : fs::recursive_directory_iterator(root_ / "data" / group))
        if (entry.path().extension() == ".in" && entry.is_regular_file()) inputs.push_back(entry.path());
    std::sort(inputs.begin(), inputs.end());
    return inputs;
}

bool Verifier::build_validators() {
    bool built = true;
    std::vector<fs::path> programs;
    if (fs::is_directory(root_ / "input_validators"))
        for (const auto& entry : fs::directory_iterator(root_ / "input_validators")) programs.push_back(entry.path());
    if (programs.size() > 1)
        fail("input_validators/: verify builds one input validator, found " + std::to_string(programs.size()));
    if (programs.size() == 1) {
        input_validator_ = fs::path(scratch_.path()) / "input_validator";
        const std::string why = compile(programs[0], input_validator_, options_.build_cache);
        if (!why.empty()) fail(relative(programs[0]) + ": " + why), built = false;
    } else {
        built = false;
    }
    const fs::path output_folder = root_ / layout_of(format_).output_validator;
    std::vector<fs::path> checkers;
    if (fs::is_directory(output_folder)) {
        if (format_ == Format::v2025_09) checkers.push_back(output_folder);
        else
            for (const auto& entry : fs::directory_iterator(output_folder)) checkers.push_back(entry.path());
    }
    if (checkers.size() != 1) {
        fail(relative(output_folder) + "/: want one output validator, found " + std::to_string(checkers.size()));
        return false;
    }
    output_validator_ = fs::path(scratch_.path()) / "output_validator";
    const std::string why = compile(checkers[0], output_validator_, options_.build_cache);
    if (!why.empty()) fail(relative(checkers[0]) + ": " + why), built = false;
    return built;
}

void Verifier::check_input_validator() {
    auto run = [&](const fs::path& input) {
        ++runs_;
        return harness::run_process({input_validator_.string()}, read_text(input), 120);
    };
    for (const std::string group : {"sample", "secret"})
        for (const fs::path& input : inputs_of(group)) {
            const harness::RunResult result = run(input);
            if (!result.exited || result.exit_code != 42)
                fail(relative(input) + ": the input validator " +
                     (result.exited ? "exits with " + std::to_string(result.exit_code) : std::string("did not exit")) +
                     ", not 42 (valid): " + result.out.substr(0, result.out.find('\n')));
        }
    for (const fs::path& input : inputs_of("invalid_input")) {
        const harness::RunResult result = run(input);
        if (result.exited && result.exit_code == 42)
            fail(relative(input) + ": the input validator accepts this invalid input");
        else if (!result.exited || result.exit_code != 43)
            fail(relative(input) + ": the input validator exits with " + std::to_string(result.exit_code) +
                 " (an invalid input: want 43, with why)");
    }
}

int Verifier::validate_output(const fs::path& input, const std::string& output, std::string* message) {
    const fs::path feedback = fs::path(scratch_.path()) / "feedback";
    std::error_code ignored;
    fs::remove_all(feedback, ignored);
    fs::create_directories(feedback);
    ++runs_;
    const harness::RunResult result =
        harness::run_process({output_validator_.string(), input.string(),
                              fs::path(input).replace_extension(".ans").string(), feedback.string() + "/"},
                             output, 120);
    if (message) *message = harness::file_text((feedback / "judgemessage.txt").string());
    return result.exited ? result.exit_code : -1;
}

// The answer with its first yes or no word turned into the other.
std::string flipped(const std::string& answer) {
    static const std::pair<const char*, const char*> words[] = {
        {"Yes", "No"}, {"No", "Yes"}, {"YES", "NO"}, {"NO", "YES"}};
    std::istringstream tokens(answer);
    std::string token;
    std::size_t at = 0;
    while (tokens >> token) {
        at = answer.find(token, at);
        for (const auto& word : words)
            if (token == word.first) return answer.substr(0, at) + word.second + answer.substr(at + token.size());
        at += token.size();
    }
    return "";
}

void Verifier::check_output_validator() {
    for (const std::string group : {"sample", "secret"})
        for (const fs::path& input : inputs_of(group)) {
            const fs::path answer_path = fs::path(input).replace_extension(".ans");
            if (!fs::exists(answer_path)) continue;
            const std::string answer = read_text(answer_path);
            const std::string name = relative(answer_path);
            const int status = validate_output(input, answer, nullptr);
            if (status != 42)
                fail(name + ": the output validator exits with " + std::to_string(status) +
                     " on the answer file itself (want 42, accepted)");
            std::string shorter = answer;
            if (!shorter.empty()) shorter.pop_back();
            shorter.erase(shorter.find_last_of('\n') == std::string::npos ? 0 : shorter.find_last_of('\n') + 1);
            const std::pair<const char*, std::string> corrupted[] = {{"a flipped answer", flipped(answer)},
                                                                     {"the last line missing", shorter},
                                                                     {"an extra token", answer + "Yes\n"}};
            for (const auto& wrong : corrupted) {
                if (wrong.second.empty() && std::string(wrong.first) == "a flipped answer") continue;
                std::string message;
                const int verdict = validate_output(input, wrong.second, &message);
                if (verdict != 43)
                    fail(name + ": the output validator exits with " + std::to_string(verdict) + " on " + wrong.first +
                         " (want 43, wrong answer)");
                else if (message.empty())
                    fail(name + ": the output validator writes no judgemessage.txt on " + wrong.first);
            }
        }
}

bool Verifier::selected(const std::string& submission) const {
    if (options_.submissions.empty()) return true;
    std::stringstream patterns(options_.submissions);
    std::string pattern;
    while (std::getline(patterns, pattern, ','))
        if (fnmatch(pattern.c_str(), submission.c_str(), 0) == 0) return true;
    return false;
}

// The verdict of a submission on one test, as the format names them.
std::string Verifier::verdict_of(const std::vector<std::string>& command, const fs::path& input,
                                 const harness::RunLimits& limits, double& cpu_seconds) {
    ++runs_;
    const harness::RunResult run = harness::run_process(command, harness::InputFile(read_text(input)), limits);
    if (run.failed_to_start) throw std::runtime_error(run.err);
    cpu_seconds = run.cpu_seconds;
    if (run.timed_out || run.cpu_exceeded || run.cpu_seconds > time_limit_) return "TLE";
    if (run.memory_exceeded || run.output_exceeded || run.signal != 0 || !run.exited || run.exit_code != 0)
        return "RTE";
    const int status = validate_output(input, run.out, nullptr);
    if (status == 42) return "AC";
    if (status == 43) return "WA";
    return "JE";  // the output validator failed
}

void Verifier::check_submissions() {
    if (options_.submissions == "none" || !fs::is_directory(root_ / "submissions") || !(time_limit_ > 0)) return;
    harness::RunLimits limits;  // as the judge tool runs a program
    limits.cpu_seconds = time_limit_;
    limits.wall_seconds = 2 * time_limit_ + 1;
    limits.memory_kib = memory_mib_ * 1024;
    limits.output_bytes = std::size_t{16} << 20;
    limits.error_bytes = 1 << 16;
    limits.launcher = harness::build_path("tools/run_measured");
    std::vector<fs::path> tests = inputs_of("sample");
    for (const fs::path& input : inputs_of("secret")) tests.push_back(input);
    std::vector<fs::path> folders;
    for (const auto& entry : fs::directory_iterator(root_ / "submissions"))
        if (entry.is_directory()) folders.push_back(entry.path());
    std::sort(folders.begin(), folders.end());
    const Layout layout = layout_of(format_);
    for (const fs::path& folder : folders) {
        // A folder the version does not have is reported by check_layout.
        if (std::find(layout.submission_folders.begin(), layout.submission_folders.end(), folder.filename().string()) ==
            layout.submission_folders.end())
            continue;
        std::vector<fs::path> programs;
        for (const auto& entry : fs::directory_iterator(folder)) programs.push_back(entry.path());
        std::sort(programs.begin(), programs.end());
        for (const fs::path& program : programs)
            if (selected(fs::relative(program, root_ / "submissions").string()))
                check_submission(program, folder.filename().string(), tests, limits);
    }
}

// One submission of a folder, compiled and run on every test: each verdict
// one the folder permits, the one it requires seen, and 2025-09's margins
// (its default time multipliers): every submission that may not exceed the
// time limit runs in at most half of it, and a submission that must exceed
// it runs past one and a half times it on some test. legacy-icpc leaves the
// margins to the contest system.
void Verifier::check_submission(const fs::path& program, const std::string& folder, const std::vector<fs::path>& tests,
                                const harness::RunLimits& limits) {
    const Expectation expected = expectation_of(folder);
    const std::string name = relative(program);
    std::vector<std::string> command;
    const std::string why = build_submission(program, command);
    if (!why.empty()) return fail(name + ": " + why);
    const bool margins = format_ == Format::v2025_09;
    const double ac_to_time_limit = 2.0, time_limit_to_tle = 1.5;
    const bool must_exceed = expected.required == "TLE", may_exceed = has_code(expected.permitted, "TLE");
    harness::RunLimits these = limits;
    if (margins && must_exceed) {
        // More wall time than a judge gives: on a busy machine the
        // margin is then decided by CPU time, not cut short by the clock.
        these.cpu_seconds = time_limit_ * time_limit_to_tle;
        these.wall_seconds = 3 * these.cpu_seconds + 5;
    }
    bool required_seen = false, margin_seen = !margins || !must_exceed;
    double slowest = 0;
    std::string slowest_test;
    for (const fs::path& input : tests) {
        double cpu_seconds = 0;
        const std::string verdict = verdict_of(command, input, these, cpu_seconds);
        const std::string test = relative(fs::path(input).replace_extension(""));
        if (cpu_seconds > slowest) slowest = cpu_seconds, slowest_test = test;
        // Stopped at 1.5 times the limit (its CPU limit here) is past it.
        margin_seen |= verdict == "TLE" && cpu_seconds >= time_limit_ * time_limit_to_tle;
        if (verdict == "JE") return fail(name + ": the output validator failed on its output for " + test);
        if (!has_code(expected.permitted, verdict))
            return fail(name + ": " + verdict + " on " + test + ", which " + folder + " does not permit (" +
                        expected.permitted + ")");
        required_seen |= has_code(expected.required, verdict);
        if (required_seen && margin_seen && options_.quick && expected.required != "AC") break;
    }
    if (!required_seen && expected.required != "AC")
        fail(name + ": no test gives " + expected.required + ", which " + folder + " requires");
    else if (!margin_seen)
        fail(name + ": at most " + harness::seconds_text(std::round(slowest * 100) / 100) + " s (" + slowest_test +
             "), not past 1.5 times the time limit (2025-09's time_limit_to_tle)");
    if (margins && !may_exceed && slowest * ac_to_time_limit > time_limit_)
        fail(name + ": " + harness::seconds_text(std::round(slowest * 100) / 100) + " s on " + slowest_test +
             ", more than half the time limit (2025-09's ac_to_time_limit)");
}

std::string Verifier::build_submission(const fs::path& program, std::vector<std::string>& command) {
    const fs::path binary = fs::path(scratch_.path()) / "submission";
    const harness::Language* language = harness::language_of_file(program.string());
    if (fs::is_directory(program) || !language || std::string(language->name) == "cpp") {
        command = {binary.string()};
        return compile(program, binary, options_.build_cache);
    }
    const fs::path folder = fs::path(scratch_.path()) / "build";
    std::error_code ignored;
    fs::remove_all(folder, ignored);
    fs::create_directories(folder);
    const harness::Built built =
        harness::build_here(*language, program.string(), folder.string(), {"", "", memory_mib_}, 300);
    command = built.run;
    return built.error;
}

int Verifier::run() {
    if (!fs::is_directory(root_)) throw UsageError(root_.string() + " is not a folder");
    const auto start = std::chrono::steady_clock::now();
    check_yaml();
    check_layout();
    if (build_validators()) {
        check_input_validator();
        check_output_validator();
        check_submissions();
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::size_t tests = inputs_of("sample").size() + inputs_of("secret").size();
    if (failures_ > 0) {
        std::cout << "verify: " << harness::plural(failures_, "failure") << " in " << root_.string() << "\n";
        return kVerifyFailed;
    }
    std::cout << "verify: " << root_.string() << " is a valid package of version " << format_name(format_) << " ("
              << harness::plural(static_cast<long long>(tests), "test") << ", " << harness::plural(runs_, "run") << ", "
              << harness::seconds_text(std::round(seconds)) << " s)\n";
    return 0;
}

}  // namespace

int verify(const fs::path& root, const VerifyOptions& options) { return Verifier(root, options).run(); }

}  // namespace packages
