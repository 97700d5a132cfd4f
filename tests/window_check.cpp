// The judge file's input layer through small windows: every sample, and random
// judge inputs with odd spacing, line ends and cuts, read through windows of a
// few bytes (tokens, spaces, CR LF, a byte order mark and Ctrl-Z then meet the
// window's edge everywhere) give the answers and the error line they give
// through the 64 KiB window. The file is compiled in here (its main() left
// out), in a namespace of its own.
//
// Built once per problem by tests/CMakeLists.txt as window_test_<problem>,
// with JUDGE_FILE naming the judge file and JUDGE_PROBLEM the problem.
#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <string>
#include <vector>

namespace judge {
#define JUDGE_NO_MAIN
#include JUDGE_FILE
}  // namespace judge

#include <gtest/gtest.h>

#include <random>
#include <type_traits>
#include <utility>

#include "files.hpp"
#include "problems.hpp"

namespace {

// The answers and the error of reading `input` through a window of `window` bytes.
std::pair<std::string, std::string> run(const std::string& input, std::size_t window) {
    std::FILE* in = fmemopen(const_cast<char*>(input.data()), input.size(), "r");
    char* written = nullptr;
    std::size_t length = 0;
    std::FILE* out = open_memstream(&written, &length);
    EXPECT_TRUE(in != nullptr && out != nullptr);
    std::string error;
    {
        judge::JudgeInput reader(in, window);
        const bool solved = judge::solve_tests(reader, out);
        error = reader.error;
        EXPECT_EQ(solved, error.empty());
    }
    std::fclose(in);
    std::fclose(out);
    std::string answers(written, length);
    std::free(written);
    return {answers, error};
}

void expect_same_through_small_windows(const std::string& input, const std::string& what) {
    const auto whole = run(input, 1 << 16);
    for (std::size_t window : {2 * judge::kToken, 2 * judge::kToken + 1, 100, 1000}) {
        const auto small = run(input, window);
        EXPECT_EQ(small.first, whole.first) << what << ", window " << window;
        EXPECT_EQ(small.second, whole.second) << what << ", window " << window;
    }
}

// `text` with its spacing made odd: spaces doubled or turned into tabs, line
// ends into CR LF, numbers written longer (leading zeros, a sign), and
// sometimes cut short or with a token added.
std::string oddly_spaced(const std::string& text, std::mt19937_64& rng) {
    std::string odd = rng() % 4 == 0 ? "\xef\xbb\xbf" : "";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool number_starts = c >= '0' && c <= '9' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\n');
        if (number_starts && rng() % 3 == 0) odd += std::string(rng() % 2 ? "+" : "") + std::string(rng() % 40, '0');
        if (c == ' ' && rng() % 3 == 0) odd += rng() % 2 ? "  \t " : "\t";
        else if (c == '\n' && rng() % 3 == 0) odd += rng() % 2 ? "\r\n" : "\n\n   ";
        else odd += c;
    }
    switch (rng() % 6) {
        case 0: odd.resize(rng() % (odd.size() + 1)); break;
        case 1: odd.insert(rng() % (odd.size() + 1), rng() % 2 ? " 0007 " : " x1 "); break;
        case 2: odd += '\x1a' + std::string("junk"); break;
        default: break;
    }
    return odd;
}

TEST(Window, SamplesReadTheSameThroughSmallWindows) {
    const std::vector<std::string> inputs = harness::sample_inputs(JUDGE_PROBLEM);
    ASSERT_GE(inputs.size(), 10u);
    for (const std::string& path : inputs) expect_same_through_small_windows(harness::file_text(path), path);
}

TEST(Window, RandomInputsReadTheSameThroughSmallWindows) {
    harness::visit_case_model(JUDGE_PROBLEM, [](auto model) {
        using Case = std::remove_const_t<std::remove_pointer_t<decltype(model)>>;
        std::mt19937_64 rng(20261201);
        for (int input = 0; input < 300; ++input) {
            std::vector<Case> cases;
            for (int k = 1 + static_cast<int>(rng() % 4); k > 0; --k)
                cases.push_back(harness::random_case<Case>(rng, {8, 8}, harness::Promises::kept));
            const std::string text = oddly_spaced(harness::judge_input(cases), rng);
            expect_same_through_small_windows(text, "random input " + std::to_string(input) + ":\n" + text);
        }
    });
}

}  // namespace
