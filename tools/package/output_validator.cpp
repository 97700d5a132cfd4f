// The output validator of an exported problem package (export package,
// tools/export.cpp). Not built by CMake: the export tool joins the strict
// validator (harness/validate.cpp), explain's solver of the problem
// (harness/explain_<problem>.cpp) and the headers they need with this file
// into one C++17 file that compiles alone, after a line naming the problem's
// case model as package::Case.
//
//   checker INPUT ANSWER FEEDBACK_DIR < team_output
//       the problem package format's interface: exit 42 when the team's
//       output holds the answer file's tokens (any whitespace between them,
//       as the judge tool compares), 43 when not; then judgemessage.txt and
//       teammessage.txt in FEEDBACK_DIR say which test case differs, the
//       answer expected and the one given, and why the expected answer holds
//       (explain's text for that one case, cut to a bounded length).
//   checker --oj INPUT OUTPUT EXPECTED
//       oj's judge command (oj t --judge-command): the same check of the
//       file OUTPUT, exit 0 accepted, 1 not, the message on stdout.
// Any other exit status is a failure of the checker itself (it cannot read
// its files, or INPUT breaks the statement).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using Case = package::Case;
const harness::ProblemFacts& kFacts = harness::facts_of(static_cast<const Case*>(nullptr));

// A team output larger than this is rejected unread.
constexpr std::size_t kMostOutputBytes = std::size_t{64} << 20;
// The explanation in a message is cut after this many bytes.
constexpr std::size_t kMostExplanationBytes = 4000;
constexpr int kAccepted = 42, kWrongAnswer = 43, kCheckerFailed = 1;

// Reads at most `most` bytes of `file`; false when there were more.
bool read_at_most(std::FILE* file, std::size_t most, std::string& text) {
    char buffer[1 << 16];
    std::size_t got;
    while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
        text.append(buffer, got);
        if (text.size() > most) return false;
    }
    return true;
}

bool read_path(const std::string& path, std::string& text) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) return false;
    const bool whole = read_at_most(file, kMostOutputBytes, text);
    std::fclose(file);
    return whole;
}

// Tokens separated by the whitespace of the package format's default
// validator: space, form feed, line feed, carriage return, tabs.
std::vector<std::string> tokens_of(const std::string& text) {
    std::vector<std::string> tokens;
    std::string token;
    for (char c : text) {
        if (c == ' ' || c == '\f' || c == '\n' || c == '\r' || c == '\t' || c == '\v') {
            if (!token.empty()) tokens.push_back(std::move(token)), token.clear();
        } else {
            token += c;
        }
    }
    if (!token.empty()) tokens.push_back(std::move(token));
    return tokens;
}

// Tokens first..first+count-1 joined by spaces, a token shown at most 40
// bytes long; "(nothing)" when there are none.
std::string shown(const std::vector<std::string>& tokens, std::size_t first, std::size_t count) {
    std::string text;
    for (std::size_t k = first; k < tokens.size() && k < first + count; ++k) {
        text += text.empty() ? "" : " ";
        text += tokens[k].size() > 40 ? tokens[k].substr(0, 40) + "..." : tokens[k];
    }
    return text.empty() ? "(nothing)" : "\"" + text + "\"";
}

struct Judgement {
    bool accepted = true;
    std::string message;  // for the judges and the team alike
};

Judgement judge(const std::string& input, const std::string& answer, const std::string& output, bool output_whole) {
    Judgement result;
    if (!output_whole) {
        result.accepted = false;
        result.message = "The output is larger than " + std::to_string(kMostOutputBytes >> 20) + " MiB.\n";
        return result;
    }
    const std::vector<std::string> expected = tokens_of(answer), given = tokens_of(output);
    if (expected == given) return result;
    result.accepted = false;
    std::size_t at = 0;
    while (at < expected.size() && at < given.size() && expected[at] == given[at]) ++at;
    if (at >= expected.size()) {
        result.message = "Every answer is right, but more output follows the last one: " + shown(given, at, 1) + ".\n";
        return result;
    }
    std::vector<Case> cases;
    if (const auto error = harness::read_judge_input(input, cases))
        throw std::runtime_error("the input file breaks the statement: " + error->format(kFacts.name));
    const std::size_t per_case = kFacts.answers.tokens();
    const std::size_t index = at / per_case;
    const std::size_t first = index * per_case;
    result.message = "Wrong answer on test case " + std::to_string(index + 1) + " of " + std::to_string(cases.size()) +
                     " in this file: expected " + shown(expected, first, per_case) + ", got " +
                     shown(given, first, per_case) + ".\n";
    if (index < cases.size()) {
        std::string why;
        harness::explain(cases[index], static_cast<int>(index + 1), harness::ExplainFormat::text, why);
        if (why.size() > kMostExplanationBytes) why = why.substr(0, kMostExplanationBytes) + "\n... (cut)";
        if (!why.empty() && why.back() != '\n') why += '\n';
        result.message += "Why the expected answer holds:\n" + why;
    }
    return result;
}

bool write_path(const std::string& path, const std::string& text) {
    std::ofstream file(path, std::ios::binary);
    file << text;
    file.close();
    return static_cast<bool>(file);
}

}  // namespace

int main(int argc, char** argv) {
    const bool oj = argc == 5 && std::string(argv[1]) == "--oj";
    if (!oj && argc < 4) {
        std::cerr << "usage: checker INPUT ANSWER FEEDBACK_DIR < team_output\n"
                     "       checker --oj INPUT OUTPUT EXPECTED\n";
        return kCheckerFailed;
    }
    try {
        const std::string input_path = argv[oj ? 2 : 1];
        const std::string answer_path = argv[oj ? 4 : 2];
        std::string input, answer, output;
        if (!read_path(input_path, input)) throw std::runtime_error("cannot read " + input_path);
        if (!read_path(answer_path, answer)) throw std::runtime_error("cannot read " + answer_path);
        bool whole;
        if (oj) {
            std::FILE* file = std::fopen(argv[3], "rb");
            if (!file) throw std::runtime_error(std::string("cannot read ") + argv[3]);
            whole = read_at_most(file, kMostOutputBytes, output);
            std::fclose(file);
        } else {
            whole = read_at_most(stdin, kMostOutputBytes, output);
        }
        const Judgement judgement = judge(input, answer, output, whole);
        if (oj) {
            std::cout << (judgement.accepted ? "Accepted\n" : judgement.message);
            return judgement.accepted ? 0 : 1;
        }
        if (!judgement.accepted) {
            std::string folder = argv[3];
            if (!folder.empty() && folder.back() != '/') folder += '/';
            for (const char* name : {"judgemessage.txt", "teammessage.txt"})
                if (!write_path(folder + name, judgement.message))
                    throw std::runtime_error("cannot write " + folder + name);
        }
        return judgement.accepted ? kAccepted : kWrongAnswer;
    } catch (const std::exception& failure) {
        std::cerr << "checker: " << failure.what() << "\n";
        return kCheckerFailed;
    }
}
