// The strict reader under the validators (validate.hpp): a reader in the
// manner of testlib's InStream in strict mode. Each problem's validate.cpp
// reads its input with it in the statement's order and checks each promise
// as soon as it can.
//
// A violation is thrown as a ValidationError from wherever it is found and
// caught at the top (validate_with): the first one ends the validation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "facts.hpp"
#include "validate.hpp"

namespace harness::strict {

inline constexpr std::int64_t kNoUpperBound = std::numeric_limits<std::int64_t>::max();

// The whitespace bytes that end a token (as in harness and the C locale).
inline bool is_whitespace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'; }

// Bytes as a quoted C-like string: printable ASCII as is, \r \t \n \" \\,
// anything else as \xNN. Long texts are cut after 40 bytes.
inline std::string quoted(std::string_view bytes) {
    constexpr std::size_t kShown = 40;
    static const char kHex[] = "0123456789ABCDEF";
    std::string out = "\"";
    for (std::size_t i = 0; i < bytes.size() && i < kShown; ++i) {
        const unsigned char c = static_cast<unsigned char>(bytes[i]);
        if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else if (c == '\n') out += "\\n";
        else if (c == '"') out += "\\\"";
        else if (c == '\\') out += "\\\\";
        else if (c < 0x20 || c >= 0x7F) out += std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
        else out += static_cast<char>(c);
    }
    out += '"';
    if (bytes.size() > kShown) out += "... (" + std::to_string(bytes.size()) + " bytes)";
    return out;
}

// A name or note in a message, made only when a message is: a C string, or
// a function returning a std::string (so a valid input builds no strings).
inline std::string describe(const char* text) { return text; }
template <class Make>
auto describe(const Make& make) -> decltype(make()) {
    return make();
}

inline std::string numbers(std::int64_t count) {
    return std::to_string(count) + (count == 1 ? " more number" : " more numbers");
}

// An integer token as read: its text and, when it has at most 18 digits (so
// fits in 64 bits), its value.
struct Integer {
    std::size_t begin = 0;  // offset of its first byte
    std::string_view text;
    bool fits = false;
    std::int64_t value = 0;

    // Its text for a message (a long one is cut: numbers are plain digits).
    std::string shown() const {
        if (text.size() <= 40) return std::string(text);
        return std::string(text.substr(0, 20)) + "...(" + std::to_string(text.size()) + " digits)";
    }
};

// Reads the input front to back; every read either succeeds and moves on or
// throws the ValidationError at the offending byte.
class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    // A decimal integer token: "0", or [1-9][0-9]*, optionally after '-'.
    template <class Name>
    Integer read_integer(const Name& name) {
        const std::size_t begin = position_;
        if (begin >= text_.size() || is_whitespace(text_[begin]))
            fail_at(begin, "expected an integer for " + describe(name) + ", found " + found(begin));
        std::size_t end = begin;
        while (end < text_.size() && !is_whitespace(text_[end])) ++end;
        Integer number;
        number.begin = begin;
        number.text = text_.substr(begin, end - begin);
        const bool negative = number.text[0] == '-';
        const std::string_view digits = number.text.substr(negative ? 1 : 0);
        bool all_digits = !digits.empty();
        for (char c : digits) all_digits = all_digits && c >= '0' && c <= '9';
        if (!all_digits || (digits.size() > 1 && digits[0] == '0') || (negative && digits == "0")) {
            std::string why;
            if (all_digits && negative && digits == "0") why = " (minus zero)";
            else if (all_digits) why = " (leading zero)";
            else if (number.text[0] == '+' && number.text.size() > 1 &&
                     number.text.find_first_not_of("0123456789", 1) == std::string_view::npos)
                why = " (a plus sign)";
            fail_at(begin, "expected an integer for " + describe(name) + ", found " + found(begin) + why);
        }
        number.fits = digits.size() <= 18;
        for (std::size_t i = 0; number.fits && i < digits.size(); ++i)
            number.value = number.value * 10 + (digits[i] - '0');
        if (negative) number.value = -number.value;
        position_ = end;
        return number;
    }

    // readInt(low, high, name), keeping where the number was.
    template <class Name>
    Integer read_integer_in(std::int64_t low, std::int64_t high, const Name& name) {
        const Integer number = read_integer(name);
        if (!number.fits || number.value < low || number.value > high)
            fail_at(number.begin, describe(name) + " = " + number.shown() + " violates the range [" +
                                      std::to_string(low) + ", " + std::to_string(high) + "]");
        return number;
    }

    // readInt(low, high, name).
    template <class Name>
    std::int64_t read_int(std::int64_t low, std::int64_t high, const Name& name) {
        return read_integer_in(low, high, name).value;
    }

    // An integer with a lower bound only; a huge one reads as kNoUpperBound.
    template <class Name>
    Integer read_at_least(std::int64_t low, const Name& name) {
        Integer number = read_integer(name);
        const bool negative = number.text[0] == '-';
        if (number.fits ? number.value < low : negative)
            fail_at(number.begin,
                    describe(name) + " = " + number.shown() + " violates the lower bound " + std::to_string(low));
        if (!number.fits) number.value = kNoUpperBound;
        return number;
    }

    // The single space between two numbers of a line, with `remaining`
    // numbers still due on it (`count_note` says which count asks for them).
    void read_space(std::int64_t remaining) { read_space(remaining, ""); }
    template <class Note>
    void read_space(std::int64_t remaining, const Note& count_note) {
        if (position_ < text_.size() && text_[position_] == ' ') {
            ++position_;
            return;
        }
        if (position_ >= text_.size() || text_[position_] == '\n')
            fail_at(position_, "expected " + numbers(remaining) + " on this line" + describe(count_note) + ", found " +
                                   found(position_));
        fail_at(position_, "expected a space, found " + found(position_));
    }

    // readEoln: the LF that ends a line.
    void read_end_of_line() { read_end_of_line(""); }
    template <class Note>
    void read_end_of_line(const Note& count_note) {
        if (position_ < text_.size() && text_[position_] == '\n') {
            ++position_;
            ++line_;
            line_start_ = position_;
            return;
        }
        fail_at(position_, "expected end of line" + describe(count_note) + ", found " + found(position_));
    }

    // readEof: nothing after the last line.
    void read_end_of_file() {
        if (position_ < text_.size())
            fail_at(position_, "expected end of file after the last test, found " + found(position_));
    }

    std::size_t line() const { return line_; }
    std::size_t column_of(std::size_t offset) const { return offset - line_start_ + 1; }

    // Throws the error at byte `offset` of the current line.
    [[noreturn]] void fail_at(std::size_t offset, std::string message) const {
        ValidationError error;
        error.line = line_;
        error.column = column_of(offset);
        error.message = std::move(message);
        throw error;
    }

private:
    // What is at `offset`, for "found ...": the end of the file or of a line,
    // an empty line, or the bytes there as written (any blanks, then a token).
    std::string found(std::size_t offset) const {
        if (offset >= text_.size()) return "end of file";
        if (text_[offset] == '\n') return offset == line_start_ ? "an empty line" : "end of line";
        std::size_t end = offset;
        while (end < text_.size() && text_[end] != '\n' && is_whitespace(text_[end])) ++end;
        while (end < text_.size() && !is_whitespace(text_[end])) ++end;
        const std::string_view bytes = text_.substr(offset, end - offset);
        if (bytes.substr(0, 3) == "\xEF\xBB\xBF") return "a UTF-8 byte order mark " + quoted(bytes);
        return quoted(bytes);
    }

    std::string_view text_;
    std::size_t position_ = 0;
    std::size_t line_ = 1;
    std::size_t line_start_ = 0;  // offset of the current line's first byte
};

// The limits of a statement (facts.hpp): T, n and m in their ranges.
inline std::int64_t read_in(Reader& in, const Range& range, const char* name) {
    return in.read_int(range.low, range.high, name);
}

// A test's first line, "n m", each in the statement's range.
inline std::pair<int, int> read_n_and_m(Reader& in, const Bounds& limits) {
    const int n = static_cast<int>(read_in(in, limits.n, "n"));
    in.read_space(1);
    const int m = static_cast<int>(read_in(in, limits.m, "m"));
    in.read_end_of_line();
    return {n, m};
}

// The frame of a judge input: the test count in the statement's range (a
// lower bound only when it has no upper one) on a line of its own, then
// each test as read_test(game, its number from 1) reads it, kept in `cases`
// when given, then the end of the file.
template <class Case, class ReadTest>
void read_tests(Reader& in, const ProblemFacts& facts, std::vector<Case>* cases, ReadTest read_test) {
    const Range& range = facts.statement.tests;
    const std::int64_t tests = range.high == kUnbounded ? in.read_at_least(range.low, facts.tests_name).value
                                                        : read_in(in, range, facts.tests_name);
    in.read_end_of_line();
    for (std::int64_t test = 1; test <= tests; ++test) {
        Case game;
        read_test(game, test);
        if (cases) cases->push_back(std::move(game));
    }
    in.read_end_of_file();
}

// Reads `text` with read_all(reader, cases); the first violation, or nothing.
template <class Case, class ReadAll>
std::optional<ValidationError> validate_with(std::string_view text, std::vector<Case>* cases, ReadAll read_all) {
    Reader in(text);
    try {
        read_all(in, cases);
    } catch (const ValidationError& error) { return error; }
    return std::nullopt;
}

}  // namespace harness::strict
