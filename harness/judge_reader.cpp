// The judge programs' input layer (solutions/*.cpp, "input layer" and
// "reading"), rewritten in C++17 over the case models. Keep the wording of
// every message identical to theirs: tests/judge_reader_test.cpp compares it
// with samples/*/error_*.err.
#include "judge_reader.hpp"

#include <sys/mman.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <utility>

namespace harness {

namespace {

const size_t kShownChars = 32;       // of a token looked at: a longer one is out of every range
const int kSaturation = 1000000000;  // 10^9: beyond every limit

// Advises the system to back [start, start + size) with huge pages where
// it can (Linux, transparent huge pages in "madvise" mode, as Debian has
// them): each page touched for the first time is a page fault, and a huge
// page takes the place of 512 small ones (docs/benchmarks.md has what it
// saves).
void advise_huge_pages(const char* start, size_t size) {
#ifdef MADV_HUGEPAGE
    const uintptr_t huge = uintptr_t(2) << 20;
    const uintptr_t first = (reinterpret_cast<uintptr_t>(start) + huge - 1) & ~(huge - 1);
    const uintptr_t last = (reinterpret_cast<uintptr_t>(start) + size) & ~(huge - 1);
    if (last > first) madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);  // advice only
#else
    (void)start, (void)size;
#endif
}

// An empty string with room for `size` bytes, advised as above.
std::string with_room(size_t size) {
    std::string text;
    text.reserve(size);
    advise_huge_pages(text.data(), size);
    return text;
}

}  // namespace

bool read_whole_file(std::FILE* file, std::string& text, std::string& reason) {
    // A regular file straight into the string, sized from the file. Anything
    // else (a pipe, or a file that grew meanwhile) in pieces of 16 MiB,
    // touched only as far as bytes come, put together once at the end:
    // growing one string by doubling would need three times the input at
    // its last step (judge-size inputs reach 19 MB), this twice.
    struct stat info;
    text.clear();
    bool more = true;
    errno = 0;
    if (fstat(fileno(file), &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
        const size_t size = static_cast<size_t>(info.st_size) + 1;  // + 1: the reader appends a '\0'
        text = with_room(size);
        text.resize(size);
        text.resize(std::fread(&text[0], 1, size, file));
        more = text.size() == size;
    }
    if (more && !std::ferror(file)) {
        const size_t kPiece = size_t(16) << 20;
        std::vector<std::pair<std::unique_ptr<char[]>, size_t>> pieces;  // bytes, and how many were read
        size_t total = text.size();
        do {
            pieces.emplace_back(std::unique_ptr<char[]>(new char[kPiece]), 0);
            advise_huge_pages(pieces.back().first.get(), kPiece);
            errno = 0;
            pieces.back().second = std::fread(pieces.back().first.get(), 1, kPiece, file);
            total += pieces.back().second;
        } while (pieces.back().second == kPiece && !std::ferror(file) && !std::feof(file));
        std::string joined = with_room(total + 1);
        joined += text;
        for (auto& piece : pieces) joined.append(piece.first.get(), piece.second), piece.first.reset();
        text.swap(joined);
    }
    if (std::ferror(file)) {
        reason = errno != 0 ? std::strerror(errno) : "read error";
        return false;
    }
    return true;
}

JudgeReader::JudgeReader(std::string problem, std::string text) : problem_(std::move(problem)), text_(std::move(text)) {
    const size_t ctrl_z = text_.find('\x1a');
    if (ctrl_z != std::string::npos) text_.resize(ctrl_z);
    end_ = text_.size();
    text_.push_back('\0');
    if (end_ >= 3 && text_.compare(0, 3, "\xef\xbb\xbf") == 0) begin_ = 3;
    pos_ = begin_;
}

bool JudgeReader::read_carefully(const std::string& name, int low, int high, int& value) {
    const std::string expected = "expected " + name + " in " + std::to_string(low) + ".." + std::to_string(high);
    if (pos_ == end_) return fail_at(pos_, expected + ", found the end of the input");
    const size_t first = pos_;
    skip_token();
    const char* text = text_.data();
    const size_t digits = first + (text[first] == '-' || text[first] == '+' ? 1 : 0);
    bool integer = digits < pos_ && pos_ - first <= kShownChars;  // a longer token is out of range
    int magnitude = 0;                                            // 10^9 once it would pass that: out of every range
    for (size_t c = digits; integer && c < pos_; ++c) {
        if (!is_digit(text[c])) integer = false;
        else if (magnitude < kSaturation / 10) magnitude = magnitude * 10 + (text[c] - '0');
        else magnitude = kSaturation;
    }
    const int number = text[first] == '-' ? -magnitude : magnitude;
    if (!integer || number < low || number > high)
        return fail_at(first, expected + ", found \"" + shown(first, pos_) + "\"");
    value = number;
    return true;
}

void JudgeReader::skip_token() {
    while (pos_ != end_ && !is_space(text_[pos_])) ++pos_;
}

bool JudgeReader::fail_at(size_t where, const std::string& what) {
    int line = 1;
    for (size_t c = begin_; c < where; ++c) line += text_[c] == '\n';
    return report(line, what);
}

bool JudgeReader::report(int line, const std::string& what) {
    std::string place = test_ > 0 ? "test " + std::to_string(test_) : "";
    if (line > 0) place += (place.empty() ? "line " : ", line ") + std::to_string(line);
    error_ = problem_ + ": " + (place.empty() ? "" : place + ": ") + what;
    return false;
}

std::string JudgeReader::shown(size_t first, size_t last) const {
    std::string text;
    for (size_t c = first; c < last && c < first + kShownChars; ++c) {
        const unsigned char byte = static_cast<unsigned char>(text_[c]);
        char escaped[8];
        std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);  // as the judge programs write it
        const bool plain = byte >= 32 && byte < 127 && byte != '"' && byte != '\\';
        text += plain ? std::string(1, static_cast<char>(byte)) : std::string(escaped);
    }
    if (last - first > kShownChars) text += "...";
    return text;
}

bool JudgeReader::read_test_count(int& tests) {
    const char* tests_name = "T";  // as the problem's statement calls it
    visit_case_model(problem_, [&](auto model) { tests_name = facts_of(model).tests_name; });
    return read(tests_name, 1, JudgeCaps::tests, tests);
}

bool JudgeReader::expect_end() {
    while (is_space(text_[pos_])) ++pos_;
    if (pos_ == end_) return true;
    const size_t first = pos_;
    skip_token();
    return fail_at(first, "expected the end of the input, found \"" + shown(first, pos_) + "\"");
}

}  // namespace harness
