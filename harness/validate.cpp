// The strict validators (validate.hpp): a reader in the manner of harness's
// InStream in strict mode, then one function per problem that reads the
// input in the statement's order and checks each promise as soon as it can.
//
// A violation is thrown as a ValidationError from wherever it is found and
// caught at the top: the first one ends the validation.
#include "validate.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <utility>

#include "facts.hpp"

namespace harness {

std::string ValidationError::format(std::string_view problem) const {
    return std::string(problem) + ": line " + std::to_string(line) + ", column " + std::to_string(column) + ": " +
           message;
}

namespace {

constexpr std::int64_t kNoUpperBound = std::numeric_limits<std::int64_t>::max();

// The whitespace bytes that end a token (as in harness and the C locale).
bool is_whitespace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'; }

// Bytes as a quoted C-like string: printable ASCII as is, \r \t \n \" \\,
// anything else as \xNN. Long texts are cut after 40 bytes.
std::string quoted(std::string_view bytes) {
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
std::string describe(const char* text) { return text; }
template <class Make>
auto describe(const Make& make) -> decltype(make()) {
    return make();
}

std::string numbers(std::int64_t count) {
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
            fail_at(position_, "expected " + numbers(remaining) + " on this line" + describe(count_note) +
                                   ", found " + found(position_));
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
std::int64_t read_in(Reader& in, const Range& range, const char* name) {
    return in.read_int(range.low, range.high, name);
}

// ---- hdu5165 -----------------------------------------------------------------
//   T; per test: "n m", then m lines of n values f_k(1) .. f_k(n) in 1..n.
//   (The ranges of T, n and m, here and below, are the problems' facts:
//   kFunnyGameFacts.statement, ... in facts.hpp, which the registry uses.)
void read_funny_games(Reader& in, std::vector<FunnyGameCase>* cases) {
    const Limits& limits = kFunnyGameFacts.statement;
    const std::int64_t tests = read_in(in, limits.tests, kFunnyGameFacts.tests_name);
    in.read_end_of_line();
    for (std::int64_t test = 1; test <= tests; ++test) {
        const int n = static_cast<int>(read_in(in, limits.n, "n"));
        in.read_space(1);
        const int m = static_cast<int>(read_in(in, limits.m, "m"));
        in.read_end_of_line();
        FunnyGameCase game;
        game.n = n;
        const auto note = [n] { return " (n = " + std::to_string(n) + ")"; };
        for (int k = 1; k <= m; ++k) {
            std::vector<int> f;
            for (int i = 1; i <= n; ++i) {
                if (i > 1) in.read_space(n - i + 1, note);
                const auto name = [k, i] { return "f_" + std::to_string(k) + "(" + std::to_string(i) + ")"; };
                f.push_back(static_cast<int>(in.read_int(1, n, name)));
            }
            in.read_end_of_line(note);
            if (cases) game.functions.push_back(std::move(f));
        }
        if (cases) cases->push_back(std::move(game));
    }
    in.read_end_of_file();
}

// ---- hdu7399 -----------------------------------------------------------------
//   t; per test: "n m", then n lines "k p_1 .. p_k" (0 <= p_j < m) for
//   u_0 .. u_{n-1} and m lines "w q_1 .. q_w" (0 <= q_j < n) for v_0 ..
//   v_{m-1}; no duplicate edges; the edges of all tests within the bound.
class BipartiteReader {
public:
    explicit BipartiteReader(Reader& in) : in_(in) {}

    // The adjacency line of u_index (side 'u': "k p_1 .. p_k", targets v_j
    // with j < targets) or of v_index (side 'v': "w q_1 .. q_w", targets u_j).
    std::vector<int> read_line(char side, int index, int targets) {
        const char target_side = side == 'u' ? 'v' : 'u';
        const char* const count_name = side == 'u' ? "k" : "w";
        const char* const element = side == 'u' ? "p" : "q";
        const auto from = [side, index] { return std::string(1, side) + "_" + std::to_string(index); };
        const auto count_label = [&] { return count_name + (" of " + from()); };
        const Integer count = in_.read_at_least(0, count_label);
        if (count.value > kEdgeLimit - edges_)
            in_.fail_at(count.begin, count_label() + " = " + count.shown() + " makes at least " +
                                         std::to_string(kEdgeLimit + 1) +
                                         " edges in all tests (the statement requires fewer)");
        edges_ += count.value;
        const auto note = [&] { return " (" + count_label() + " = " + count.shown() + ")"; };
        std::vector<int> list;
        for (std::int64_t j = 1; j <= count.value; ++j) {
            in_.read_space(count.value - j + 1, note);
            const auto name = [&] { return element + ("_" + std::to_string(j)) + " of " + from(); };
            const Integer target = in_.read_integer_in(0, targets - 1, name);
            const auto at = static_cast<std::size_t>(target.value);
            if (seen_on_line_[at] == in_.line())
                in_.fail_at(target.begin, "duplicate edge " + from() + " -> " + target_side + "_" +
                                              std::to_string(target.value) + " (also " + element + "_" +
                                              std::to_string(seen_as_[at]) + " of " + from() + ")");
            seen_on_line_[at] = in_.line();
            seen_as_[at] = j;
            list.push_back(static_cast<int>(target.value));
        }
        in_.read_end_of_line(note);
        return list;
    }

private:
    static constexpr std::int64_t kEdgeLimit = kBipartiteGameFacts.statement.edges_in_all_tests;
    static constexpr auto kMaxSide = static_cast<std::size_t>(
        std::max(kBipartiteGameFacts.statement.n.high, kBipartiteGameFacts.statement.m.high));

    Reader& in_;
    std::int64_t edges_ = 0;  // over all tests so far
    // Per target index: the line it was last listed on, and as which element.
    std::vector<std::size_t> seen_on_line_ = std::vector<std::size_t>(kMaxSide, 0);
    std::vector<std::int64_t> seen_as_ = std::vector<std::int64_t>(kMaxSide, 0);
};

void read_bipartite_games(Reader& in, std::vector<BipartiteGameCase>* cases) {
    const Limits& limits = kBipartiteGameFacts.statement;
    const std::int64_t tests = read_in(in, limits.tests, kBipartiteGameFacts.tests_name);
    in.read_end_of_line();
    BipartiteReader lines(in);
    for (std::int64_t test = 1; test <= tests; ++test) {
        BipartiteGameCase game;
        game.n = static_cast<int>(read_in(in, limits.n, "n"));
        in.read_space(1);
        game.m = static_cast<int>(read_in(in, limits.m, "m"));
        in.read_end_of_line();
        for (int i = 0; i < game.n; ++i) {
            std::vector<int> list = lines.read_line('u', i, game.m);
            if (cases) game.gg_out.push_back(std::move(list));
        }
        for (int i = 0; i < game.m; ++i) {
            std::vector<int> list = lines.read_line('v', i, game.n);
            if (cases) game.yy_out.push_back(std::move(list));
        }
        if (cases) cases->push_back(std::move(game));
    }
    in.read_end_of_file();
}

// ---- gym100548h --------------------------------------------------------------
//   T (no upper bound); per test: "n m" (also m <= n(n-1)), m lines "b e"
//   (1 <= b, e <= n, b != e, no edge twice), then "x y" (1 <= x, y <= n,
//   x != y).
void read_chases(Reader& in, std::vector<ChaseCase>* cases) {
    const Limits& limits = kChaseFacts.statement;
    static_assert(kChaseFacts.statement.tests.high == kUnbounded, "T is read with a lower bound only");
    const std::int64_t tests = in.read_at_least(limits.tests.low, kChaseFacts.tests_name).value;
    in.read_end_of_line();
    // Per edge (b, e): the test that last listed it, and on which line; a
    // stamp per test keeps the check O(1) without clearing the table.
    constexpr auto kMaxN = static_cast<int>(kChaseFacts.statement.n.high);
    std::vector<std::int64_t> seen_in_test((kMaxN + 1) * (kMaxN + 1), 0);
    std::vector<std::size_t> seen_on_line((kMaxN + 1) * (kMaxN + 1), 0);
    for (std::int64_t test = 1; test <= tests; ++test) {
        ChaseCase game;
        game.n = static_cast<int>(read_in(in, limits.n, "n"));
        in.read_space(1);
        const std::int64_t most_edges = std::min(limits.m.high, static_cast<std::int64_t>(game.n) * (game.n - 1));
        const std::int64_t m = in.read_int(limits.m.low, most_edges, "m");
        in.read_end_of_line();
        for (std::int64_t j = 1; j <= m; ++j) {
            const Integer b = in.read_integer_in(1, game.n, [j] { return "b of edge " + std::to_string(j); });
            in.read_space(1);
            const Integer e = in.read_integer_in(1, game.n, [j] { return "e of edge " + std::to_string(j); });
            if (b.value == e.value)
                in.fail_at(b.begin, "self-loop " + std::to_string(b.value) + " -> " + std::to_string(e.value));
            const auto index = static_cast<std::size_t>(b.value * (kMaxN + 1) + e.value);
            if (seen_in_test[index] == test)
                in.fail_at(b.begin, "duplicate edge " + std::to_string(b.value) + " -> " + std::to_string(e.value) +
                                        " (also on line " + std::to_string(seen_on_line[index]) + ")");
            seen_in_test[index] = test;
            seen_on_line[index] = in.line();
            in.read_end_of_line();
            if (cases) game.edges.emplace_back(static_cast<int>(b.value), static_cast<int>(e.value));
        }
        game.x = static_cast<int>(in.read_int(1, game.n, "x"));
        in.read_space(1);
        const Integer y = in.read_integer_in(1, game.n, "y");
        if (y.value == game.x)
            in.fail_at(y.begin, "x == y (both are " + std::to_string(game.x) + "; the statement requires x != y)");
        game.y = static_cast<int>(y.value);
        in.read_end_of_line();
        if (cases) cases->push_back(std::move(game));
    }
    in.read_end_of_file();
}

template <class Case, class ReadAll>
std::optional<ValidationError> validate_with(std::string_view text, std::vector<Case>* cases, ReadAll read_all) {
    Reader in(text);
    try {
        read_all(in, cases);
    } catch (const ValidationError& error) {
        return error;
    }
    return std::nullopt;
}

}  // namespace

std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<FunnyGameCase>* cases) {
    return validate_with(text, cases, read_funny_games);
}

std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<BipartiteGameCase>* cases) {
    return validate_with(text, cases, read_bipartite_games);
}

std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<ChaseCase>* cases) {
    return validate_with(text, cases, read_chases);
}

}  // namespace harness
