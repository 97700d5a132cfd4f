// The README and docs/ as a reader uses them, checked against what the
// project does:
//  - every ```text block whose first line is "$ COMMAND" is a transcript: its
//    commands (built programs, printf, cat, echo) run in order in one bash,
//    in a scratch folder that sees the project's files, and the build as
//    build/ (what the commands write stays there), and what they print
//    (stdout and stderr together) must be the block's lines exactly; only
//    times in seconds ("0.5 s"), and the judge tool's memory ("4 MiB") and
//    times against the plain solution ("1.1x"), may differ;
//  - every ```sh block of commands that run built programs (build/... or
//    ./build/..., after cmake lines that build them) runs there too and must
//    succeed; one that pipes into Graphviz's dot only where configuring found
//    it, and the pictures it draws must be the ones in docs/. Other ```sh
//    blocks (cmake, ctest, bench/, ...) are for CI and the reader, and may not
//    hold such commands, so that none is left out;
//  - what those commands leave in the project's folder is ignored by git
//    (.gitignore);
//  - the tables of docs/input.md: every message of a rejected input is the
//    error line of a sample named beside it, every accepted input names odd_
//    samples that exist;
//  - each problem page's table of limits says what the registry's facts say
//    (the statement's limits and our programs' caps, harness/facts.hpp), and
//    so do its judge tool's limits;
//  - README.md is a front page of at most 250 lines whose Quick start has the
//    two shell blocks .ci/run relies on, and every relative link of the README
//    and the docs leads to a file of the project (and to a heading of it).
#include <fnmatch.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "problems.hpp"
#include "process.hpp"

namespace {

namespace fs = std::filesystem;

// ----------------------------------------------------------------- pages --

std::vector<fs::path> pages() {
    std::vector<fs::path> all{harness::source_path("README.md")};
    for (const auto& entry : fs::directory_iterator(harness::source_path("docs")))
        if (entry.path().extension() == ".md") all.push_back(entry.path());
    return all;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// A fenced block of a page: its language ("sh", "text", "") and its lines.
struct Block {
    std::string language;
    std::vector<std::string> lines;
    std::string section;  // the heading above it
};

std::vector<Block> blocks_of(const fs::path& page) {
    std::vector<Block> blocks;
    std::string section;
    const std::vector<std::string> lines = lines_of(harness::file_text(page.string()));
    for (size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].rfind("#", 0) == 0) section = lines[i];
        if (lines[i].rfind("```", 0) != 0) continue;
        Block block{lines[i].substr(3), {}, section};
        for (++i; i < lines.size() && lines[i].rfind("```", 0) != 0; ++i) block.lines.push_back(lines[i]);
        blocks.push_back(block);
    }
    return blocks;
}

// --------------------------------------------------------------- running --

std::string single_quoted(const std::string& text) {
    std::string quoted = "'";
    for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

// A scratch folder that sees the project as the reader's does: each entry of
// the source folder linked, build/ the build, and a docs/ of its own (for the
// pictures the docs' commands draw). Removed with its contents when done.
class Scratch {
public:
    explicit Scratch(const std::string& name)
        : path_(fs::path(::testing::TempDir()) / ("docs_test_" + std::to_string(getpid()) + "_" + name)) {
        fs::remove_all(path_);
        fs::create_directories(path_ / "docs");
        for (const auto& entry : fs::directory_iterator(harness::source_path(""))) {
            const std::string entry_name = entry.path().filename().string();
            if (entry_name != "docs" && entry_name.rfind("build", 0) != 0 && entry_name != ".git")
                fs::create_symlink(entry.path(), path_ / entry_name);
        }
        fs::create_symlink(harness::build_path(""), path_ / "build");
    }
    ~Scratch() { fs::remove_all(path_); }

    // What the commands left in the folder itself (the project's folder, for
    // a reader): its entries but the links and docs/.
    std::vector<std::string> left() const {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(path_))
            if (!entry.is_symlink() && entry.path().filename() != "docs")
                names.push_back(entry.path().filename().string());
        return names;
    }

    // What the commands wrote in its docs/ (the pictures they draw).
    std::vector<std::string> drawn() const {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(path_ / "docs")) names.push_back(entry.path().filename());
        return names;
    }

    fs::path docs(const std::string& name) const { return path_ / "docs" / name; }

    // Runs `script` in bash in the folder, stderr into stdout.
    harness::RunResult run(const std::string& script) const {
        return harness::run_process(
            {"bash", "-c", "cd " + single_quoted(path_.string()) + " || exit 99\nexec 2>&1\n" + script}, "", 300);
    }

private:
    fs::path path_;
};

// Times in seconds vary from run to run: "0.5 s" reads " N s"; so do the
// judge tool's peak memory ("4 MiB") and its times against the plain
// solution ("1.1x"), each with the spaces before it, which pad a column to
// the number's width ("   4 MiB" and "  14 MiB" both read " N MiB").
std::string without_times(const std::string& text) {
    static const std::regex seconds(" *[0-9]+(\\.[0-9]+)? s\\b"), memory(" *[0-9]+ MiB\\b"),
        ratio(" *\\b[0-9]+\\.[0-9]x\\b");
    return std::regex_replace(std::regex_replace(std::regex_replace(text, seconds, " N s"), memory, " N MiB"), ratio,
                              " N.Nx");
}

bool is_transcript(const Block& block) {
    return block.language == "text" && !block.lines.empty() && block.lines[0].rfind("$ ", 0) == 0;
}

// Whether a command of a transcript may run here: built programs, and the
// shell's own printf, cat and echo (no command that builds or installs).
bool may_replay(const std::string& command) {
    for (const char* start : {"build/", "./build/", "printf ", "cat ", "echo "})
        if (command.rfind(start, 0) == 0) return true;
    return false;
}

// Runs the commands of a transcript; what a terminal would show: each
// command after "$ ", then its output.
std::string replay(const Scratch& scratch, const Block& block) {
    std::string script;
    for (const std::string& line : block.lines) {
        if (line.rfind("$ ", 0) != 0) continue;
        if (!may_replay(line.substr(2))) return "not run: " + line + "\n";
        // $? of the command before stays for the next one.
        script += "status=$?; printf '%s\\n' " + single_quoted(line) + "; (exit $status)\n" + line.substr(2) + "\n";
    }
    return scratch.run(script).out;
}

// Whether a command line of a sh block runs a built program.
bool runs_built_program(const std::string& line) {
    return line.rfind("build/", 0) == 0 || line.rfind("./build/", 0) == 0;
}

// The commands of a sh block, without comments, and without the cmake lines
// that build what the others run (the build the tests run in has done that).
std::vector<std::string> commands_of(const Block& block) {
    std::vector<std::string> commands;
    for (const std::string& line : block.lines)
        if (!line.empty() && line[0] != '#' && line.rfind("cmake ", 0) != 0) commands.push_back(line);
    return commands;
}

// The sh blocks of built programs, with (graphviz) or without a pipe into dot.
bool pipes_into_dot(const Block& block) {
    for (const std::string& line : block.lines)
        if (line.find("| dot ") != std::string::npos) return true;
    return false;
}

// Whether the project's .gitignore ignores a file of that name at the root
// of the project (its patterns "/NAME", "/*.EXT", "NAME*", ...).
bool ignored_at_root(const std::string& name) {
    for (std::string pattern : lines_of(harness::file_text(harness::source_path(".gitignore")))) {
        if (pattern.empty() || pattern[0] == '#') continue;
        if (pattern[0] == '/') pattern.erase(0, 1);
        if (!pattern.empty() && pattern.back() == '/') pattern.pop_back();
        if (fnmatch(pattern.c_str(), name.c_str(), 0) == 0) return true;
    }
    return false;
}

// Runs every transcript, and every sh block of built programs of the kind
// asked for; returns how many ran. What they leave in the project's folder
// must be ignored by git.
size_t run_examples(bool graphviz) {
    size_t ran = 0;
    for (const fs::path& page : pages()) {
        const Scratch scratch(page.stem().string());
        for (const Block& block : blocks_of(page)) {
            const std::string where = page.filename().string() + ", " + block.section;
            if (is_transcript(block) && !graphviz) {
                std::string shown;
                for (const std::string& line : block.lines) shown += line + "\n";
                EXPECT_EQ(without_times(replay(scratch, block)), without_times(shown)) << where;
                ++ran;
            }
            if (block.language != "sh") continue;
            const std::vector<std::string> commands = commands_of(block);
            size_t built = 0;
            for (const std::string& command : commands) built += runs_built_program(command);
            EXPECT_TRUE(built == 0 || built == commands.size())
                << where << ": a sh block mixes commands of built programs with others:\n"
                << block.lines[0];
            if (built == 0 || built != commands.size() || pipes_into_dot(block) != graphviz) continue;
            std::string script = "set -e -o pipefail\n";
            for (const std::string& command : commands) script += command + "\n";
            const harness::RunResult run = scratch.run(script);
            EXPECT_TRUE(run.exited && run.exit_code == 0) << where << ":\n" << script << "printed:\n" << run.out;
            ++ran;
        }
        for (const std::string& name : scratch.left())
            EXPECT_TRUE(ignored_at_root(name))
                << page.filename() << ": its commands leave " << name << ", which .gitignore does not ignore";
        for (const std::string& name : scratch.drawn())
            EXPECT_EQ(harness::file_text(scratch.docs(name)), harness::file_text(harness::source_path("docs/" + name)))
                << page.filename() << ": docs/" << name << " is not what its command draws now (run it again)";
    }
    return ran;
}

TEST(DocsExamples, TranscriptsShowWhatTheCommandsPrintAndCommandsOfBuiltProgramsRun) {
    EXPECT_GE(run_examples(false), 15u);
}

#ifdef HAVE_GRAPHVIZ
// Compiled only where configuring found Graphviz's dot (tests/CMakeLists.txt).
TEST(DocsExamples, GraphvizPictureCommandsRun) { EXPECT_GE(run_examples(true), 6u); }
#endif

// ---------------------------------------------------------------- tables --

// The `quoted` pieces of a table cell.
std::vector<std::string> code_spans(const std::string& cell) {
    std::vector<std::string> spans;
    for (size_t open = cell.find('`'); open != std::string::npos; open = cell.find('`', open)) {
        const size_t close = cell.find('`', open + 1);
        if (close == std::string::npos) break;
        spans.push_back(cell.substr(open + 1, close - open - 1));
        open = close + 1;
    }
    return spans;
}

std::vector<std::string> cells(const std::string& row) {
    std::vector<std::string> result;
    size_t begin = 1;
    for (size_t bar = row.find('|', begin); bar != std::string::npos; bar = row.find('|', begin)) {
        result.push_back(row.substr(begin, bar - begin));
        begin = bar + 1;
    }
    return result;
}

// The rows of the table of `page` whose header row starts with `header`.
std::vector<std::vector<std::string>> table_rows(const std::string& page, const std::string& header) {
    std::vector<std::vector<std::string>> rows;
    bool inside = false;
    const std::vector<std::string> lines = lines_of(harness::file_text(harness::source_path(page)));
    for (size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].rfind(header, 0) == 0) {
            inside = true;
            ++i;  // |---|---|
            continue;
        }
        if (inside && lines[i].rfind("|", 0) != 0) break;
        if (inside) rows.push_back(cells(lines[i]));
    }
    return rows;
}

// "<problem>/error_t_zero" or "*/odd_bom" as sample paths without extension.
std::vector<fs::path> samples_named(const std::string& name) {
    std::vector<fs::path> paths;
    const size_t slash = name.find('/');
    const std::string folder = name.substr(0, slash), stem = name.substr(slash + 1);
    for (const harness::Problem& problem : harness::problems())
        if (folder == "*" || folder == problem.name)
            paths.push_back(fs::path(harness::source_path("samples")) / problem.name / stem);
    return paths;
}

TEST(DocsInputTables, RejectedInputsQuoteTheirSamplesMessages) {
    const auto rows = table_rows("docs/input.md", "| rejected | message | sample |");
    ASSERT_GE(rows.size(), 5u) << "the table of rejected inputs is missing from docs/input.md";
    for (const auto& row : rows) {
        ASSERT_EQ(row.size(), 3u);
        std::vector<std::string> errors;
        for (const std::string& name : code_spans(row[2])) {
            if (name.rfind("tests/", 0) == 0) continue;  // proved by a test, not a sample
            for (const fs::path& sample : samples_named(name)) {
                EXPECT_TRUE(fs::exists(sample.string() + ".in")) << "docs/input.md names " << sample;
                errors.push_back(harness::file_text(sample.string() + ".err"));
            }
        }
        if (errors.empty()) continue;
        for (const std::string& message : code_spans(row[1])) {
            bool found = false;
            for (const std::string& error : errors) found = found || error.find(message + "\n") != std::string::npos;
            EXPECT_TRUE(found) << "no sample named in the row '" << row[0] << "' has the message: " << message;
        }
    }
}

TEST(DocsInputTables, AcceptedInputsHaveOddSamples) {
    const auto rows = table_rows("docs/input.md", "| accepted | sample |");
    ASSERT_GE(rows.size(), 5u) << "the table of accepted inputs is missing from docs/input.md";
    for (const auto& row : rows) {
        ASSERT_EQ(row.size(), 2u);
        for (const std::string& name : code_spans(row[1])) {
            EXPECT_NE(name.find("/odd_"), std::string::npos) << name;
            for (const fs::path& sample : samples_named(name)) {
                EXPECT_TRUE(fs::exists(sample.string() + ".in")) << "docs/input.md names " << sample;
                EXPECT_FALSE(fs::exists(sample.string() + ".err")) << sample << " is an error sample";
            }
        }
    }
}

// ---------------------------------------------------------------- limits --

constexpr std::int64_t kNone = harness::kUnbounded;

// The bounds a cell gives the number `name`: "`1 ≤ n ≤ 100`" is {1, 100},
// "`T ≥ 1`" {1, none}, "`edges ≤ 499999`" {none, 499999}, "—" {none, none};
// nothing when the cell is none of these.
std::optional<harness::Range> bounds(const std::string& cell, const std::string& name) {
    const std::vector<std::string> spans = code_spans(cell);
    if (spans.empty())
        return cell.find("—") != std::string::npos ? std::optional<harness::Range>({kNone, kNone}) : std::nullopt;
    const std::regex both("(-?[0-9]+) ≤ (.+) ≤ ([0-9]+)"), low("(.+) ≥ (-?[0-9]+)"), high("(.+) ≤ ([0-9]+)");
    std::smatch match;
    if (std::regex_match(spans[0], match, both) && match[2] == name)
        return harness::Range{std::stoll(match[1]), std::stoll(match[3])};
    if (std::regex_match(spans[0], match, low) && match[1] == name) return harness::Range{std::stoll(match[2]), kNone};
    if (std::regex_match(spans[0], match, high) && match[1] == name) return harness::Range{kNone, std::stoll(match[2])};
    return std::nullopt;
}

// The numbers the registry bounds, as a page's table names them.
std::vector<std::pair<std::string, harness::Range>> limits_of(const harness::Bounds& limits, const char* tests_name) {
    std::vector<std::pair<std::string, harness::Range>> all{
        {tests_name, limits.tests}, {"n", limits.n}, {"m", limits.m}};
    all.push_back({"edges per test", {kNone, limits.edges_per_test}});
    all.push_back({"edges in all tests", {kNone, limits.edges_in_all_tests}});
    return all;
}

TEST(DocsProblemPages, LimitsTableSaysWhatTheRegistrySays) {
    for (const harness::Problem& problem : harness::problems()) {
        const std::string page = "docs/" + std::string(problem.name) + ".md";
        const auto rows = table_rows(page, "| number | the statement | our programs accept |");
        ASSERT_GE(rows.size(), 3u) << page << " has no table of limits";
        const auto statement = limits_of(problem.statement, problem.tests_name);
        const auto caps = limits_of(problem.caps, problem.tests_name);
        for (size_t k = 0; k < statement.size(); ++k) {
            const std::string& name = statement[k].first;
            const std::vector<std::string>* row = nullptr;
            for (const auto& candidate : rows)
                if (candidate.size() == 3 && code_spans(candidate[0]) == std::vector<std::string>{name})
                    row = &candidate;
            const bool bounded = statement[k].second.high != kNone || caps[k].second.high != kNone;
            if (!bounded && row == nullptr) continue;  // edges that n and m bound
            ASSERT_NE(row, nullptr) << page << " has no row for " << name;
            const std::string bound_name = name.rfind("edges", 0) == 0 ? "edges" : name;
            for (const auto& [cell, expected] :
                 {std::pair{(*row)[1], statement[k].second}, std::pair{(*row)[2], caps[k].second}}) {
                const std::optional<harness::Range> shown = bounds(cell, bound_name);
                ASSERT_TRUE(shown) << page << ", " << name << ": cannot read \"" << cell << "\"";
                if (shown->low != kNone) {
                    EXPECT_EQ(shown->low, expected.low) << page << ", " << name << ": " << cell;
                }
                EXPECT_EQ(shown->high, expected.high) << page << ", " << name << ": " << cell;
            }
        }
    }
}

// Each problem page states the judge tool's default limits as the registry
// holds them (harness/facts.hpp, JudgeLimits).
TEST(DocsProblemPages, JudgeLimitsAreTheRegistrys) {
    for (const harness::Problem& problem : harness::problems()) {
        const std::string page = "docs/" + std::string(problem.name) + ".md";
        const std::string text =
            std::regex_replace(harness::file_text(harness::source_path(page)), std::regex("\\s+"), " ");
        std::ostringstream expected;
        expected << "The judge tool's limits for this problem are **" << problem.judge.seconds
                 << " s** of CPU time and **" << problem.judge.memory_mib << " MiB** per input";
        EXPECT_NE(text.find(expected.str()), std::string::npos) << page << " does not say: " << expected.str();
    }
}

// ---------------------------------------------------------------- README --

TEST(DocsReadme, IsAFrontPageWithTheQuickStartCiRuns) {
    const std::string readme = harness::file_text(harness::source_path("README.md"));
    EXPECT_LE(lines_of(readme).size(), 250u);
    size_t quick_start_shell_blocks = 0;
    for (const Block& block : blocks_of(harness::source_path("README.md")))
        quick_start_shell_blocks += block.section == "## Quick start" && block.language == "sh";
    EXPECT_EQ(quick_start_shell_blocks, 2u) << ".ci/run runs the second shell block of the README's Quick start";
}

// The anchor GitHub gives a heading: lower case, spaces as hyphens, other
// ASCII punctuation dropped.
std::string anchor_of(const std::string& heading) {
    std::string anchor;
    for (char c : heading.substr(heading.find(' ') + 1)) {
        const unsigned char byte = static_cast<unsigned char>(c);
        if (c == ' ') anchor += '-';
        else if (std::isalnum(byte) || c == '-' || c == '_' || byte >= 0x80)
            anchor += static_cast<char>(std::tolower(byte));
    }
    return anchor;
}

bool has_anchor(const fs::path& page, const std::string& anchor) {
    for (const std::string& line : lines_of(harness::file_text(page.string())))
        if (line.rfind("#", 0) == 0 && anchor_of(line) == anchor) return true;
    return false;
}

TEST(DocsLinks, EveryRelativeLinkLeadsToAFileOfTheProjectAndItsHeading) {
    const std::regex link("\\]\\(([^)#]*)(#([^)]*))?\\)");
    size_t links = 0;
    for (const fs::path& page : pages()) {
        const std::string text = harness::file_text(page.string());
        for (auto it = std::sregex_iterator(text.begin(), text.end(), link); it != std::sregex_iterator(); ++it) {
            const std::string target = (*it)[1], anchor = (*it)[3];
            if (target.find("://") != std::string::npos) continue;
            ++links;
            const fs::path file = target.empty() ? page : page.parent_path() / target;
            EXPECT_TRUE(fs::exists(file)) << page.filename() << " links to " << target;
            if (!anchor.empty() && fs::exists(file)) {
                EXPECT_TRUE(has_anchor(file, anchor)) << page.filename() << " links to " << target << "#" << anchor;
            }
        }
    }
    EXPECT_GE(links, 10u);
}

}  // namespace
