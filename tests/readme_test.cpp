// The README's tables about input name samples as proof of each claim; these
// tests keep the tables and the samples from drifting apart: every sample a
// table names exists, and every message the table of rejected inputs quotes
// is the (end of the) error line of one of the samples named beside it.

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "environment.hpp"
#include "files.hpp"
#include "problems.hpp"

namespace {

namespace fs = std::filesystem;

// The `quoted` pieces of a table cell.
std::vector<std::string> code_spans(const std::string& cell) {
    std::vector<std::string> spans;
    for (std::size_t open = cell.find('`'); open != std::string::npos; open = cell.find('`', open)) {
        const std::size_t close = cell.find('`', open + 1);
        if (close == std::string::npos) break;
        spans.push_back(cell.substr(open + 1, close - open - 1));
        open = close + 1;
    }
    return spans;
}

std::vector<std::string> cells(const std::string& row) {
    std::vector<std::string> result;
    std::size_t begin = 1;
    for (std::size_t bar = row.find('|', begin); bar != std::string::npos; bar = row.find('|', begin)) {
        result.push_back(row.substr(begin, bar - begin));
        begin = bar + 1;
    }
    return result;
}

// "hdu5165/error_t_zero" or "*/odd_bom" as sample paths without extension.
std::vector<fs::path> samples_named(const std::string& name) {
    std::vector<fs::path> paths;
    const std::size_t slash = name.find('/');
    const std::string folder = name.substr(0, slash), stem = name.substr(slash + 1);
    for (const harness::Problem& problem : harness::problems())
        if (folder == "*" || folder == problem.name)
            paths.push_back(fs::path(harness::source_path("samples")) / problem.name / stem);
    return paths;
}

// The rows of the README table whose header row starts with `header`.
std::vector<std::vector<std::string>> table_rows(const std::string& header) {
    std::istringstream readme(harness::file_text(harness::source_path("README.md")));
    std::vector<std::vector<std::string>> rows;
    bool inside = false;
    for (std::string line; std::getline(readme, line);) {
        if (line.rfind(header, 0) == 0) {
            inside = true;
            std::getline(readme, line);  // |---|---|
            continue;
        }
        if (inside && line.rfind("|", 0) != 0) break;
        if (inside) rows.push_back(cells(line));
    }
    return rows;
}

TEST(ReadmeInputTables, RejectedInputsQuoteTheirSamplesMessages) {
    const auto rows = table_rows("| rejected | message | sample |");
    ASSERT_GE(rows.size(), 5u) << "the README's table of rejected inputs is missing";
    for (const auto& row : rows) {
        ASSERT_EQ(row.size(), 3u);
        std::vector<std::string> errors;
        for (const std::string& name : code_spans(row[2])) {
            if (name.rfind("tests/", 0) == 0) continue;  // proved by a test, not a sample
            for (const fs::path& sample : samples_named(name)) {
                EXPECT_TRUE(fs::exists(sample.string() + ".in")) << "README names " << sample;
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

TEST(ReadmeInputTables, AcceptedInputsHaveOddSamples) {
    const auto rows = table_rows("| accepted | sample |");
    ASSERT_GE(rows.size(), 5u) << "the README's table of accepted inputs is missing";
    for (const auto& row : rows) {
        ASSERT_EQ(row.size(), 2u);
        for (const std::string& name : code_spans(row[1])) {
            EXPECT_NE(name.find("/odd_"), std::string::npos) << name;
            for (const fs::path& sample : samples_named(name)) {
                EXPECT_TRUE(fs::exists(sample.string() + ".in")) << "README names " << sample;
                EXPECT_FALSE(fs::exists(sample.string() + ".err")) << sample << " is an error sample";
            }
        }
    }
}

}  // namespace
