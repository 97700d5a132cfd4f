// Reading a certificate (docs/certificates.md), for check_certificate
// (tools/check_certificate.cpp) and each problem's checks
// (problems/<name>/certificate.cpp): whitespace-separated tokens with line
// numbers, read through a 64 KiB window, and the rejection that names the
// first thing that fails.
#pragma once

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

namespace harness {

struct CertificateRejection {
    std::string what;
};  // the certificate fails
struct CertificateReadError {
    std::string reason;
};  // the certificate cannot be read
[[noreturn]] inline void reject(const std::string& what) { throw CertificateRejection{what}; }
inline std::string str(long long number) { return std::to_string(number); }

// The certificate as whitespace-separated tokens, with line numbers. A token
// is cut at 512 bytes: no number, name or row of bits (n/4 digits) is that
// long, so it is rejected.
class CertificateTokens {
public:
    explicit CertificateTokens(std::FILE* file) : file_(file) {}

    // The next token, or "" at the end.
    std::string_view next() {
        for (;;) {
            while (pos_ < size_ && is_space(buffer_[pos_])) line_ += buffer_[pos_++] == '\n';
            if (pos_ < size_ || !refill()) break;
        }
        if (size_ - pos_ < kLongest) refill();  // the whole token in the window
        size_t end = pos_;
        while (end < size_ && end - pos_ < kLongest && !is_space(buffer_[end])) ++end;
        if (end > pos_) token_line_ = line_;  // at the end: the last token's line
        const std::string_view token(buffer_ + pos_, end - pos_);
        pos_ = end;
        return token;
    }
    // A token that must be `expected`.
    void word(const char* expected) {
        const std::string_view token = next();
        if (token != expected) fail("expected \"" + std::string(expected) + "\"", token);
    }
    // A decimal number of at most 12 digits, in low..high.
    long long number(long long low, long long high, const char* what) {
        const std::string_view token = next();
        long long value = 0;
        if (!digits(token, 12, value)) fail(std::string("expected ") + what, token);
        if (value < low || value > high) fail(what + (" in " + str(low) + ".." + str(high)), token);
        return value;
    }
    int value(int n, const char* what) { return static_cast<int>(number(1, n, what)) - 1; }  // 1..n, 0-based

    // A decimal number of 1 to `most` digits.
    static bool digits(std::string_view token, size_t most, long long& value) {
        value = 0;
        if (token.empty() || token.size() > most) return false;
        for (char c : token) {
            if (c < '0' || c > '9') return false;
            value = value * 10 + (c - '0');
        }
        return true;
    }
    [[noreturn]] void fail(const std::string& expected, std::string_view found) const {
        std::string shown;  // printable, cut to 24 bytes
        for (unsigned char c : found.substr(0, 24)) {
            if (c >= 32 && c < 127 && c != '"' && c != '\\') shown += static_cast<char>(c);
            else shown += "\\x" + std::string(1, "0123456789abcdef"[c >> 4]) + "0123456789abcdef"[c & 15];
        }
        reject("line " + str(token_line_) + ": " + expected + ", found " +
               (found.empty() ? "the end of the certificate" : "\"" + shown + (found.size() > 24 ? "...\"" : "\"")));
    }

private:
    static constexpr size_t kLongest = 512;
    static bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'; }
    // Moves the unread bytes to the front and reads more; false when none came.
    bool refill() {
        size_ -= pos_;
        std::memmove(buffer_, buffer_ + pos_, size_);
        pos_ = 0;
        const size_t got = std::fread(buffer_ + size_, 1, sizeof buffer_ - size_, file_);
        if (got == 0 && std::ferror(file_)) throw CertificateReadError{std::strerror(errno)};
        size_ += got;
        return got > 0;
    }

    std::FILE* file_;
    char buffer_[1 << 16];
    size_t pos_ = 0, size_ = 0;
    int line_ = 1, token_line_ = 1;
};

}  // namespace harness
