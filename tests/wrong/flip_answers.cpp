// A deliberately WRONG solution, to prove the tests catch one: it runs a
// correct judge executable on the whole input, then flips the answer of about
// a third of the cases, chosen by a hash of each case's own input tokens (so a
// case is flipped the same way alone or inside any batch).
//
// Built with the tests once per problem (targets flip_answers_hdu5165,
// flip_answers_hdu7399, flip_answers_gym100548h, each wrapping that problem's
// built program); ctest's catches_wrong.flip_answers_* entries run the
// comparisons against them and pass only if they fail. By hand, from the
// project's folder:
//   cmake --build build --target flip_answers_hdu5165 differential_test
//   HDU5165_EXE=build/tests/flip_answers_hdu5165 build/tests/differential_test
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#if !defined(PROBLEM_HDU5165) && !defined(PROBLEM_HDU7399) && !defined(PROBLEM_GYM100548H)
#error "define one of PROBLEM_HDU5165, PROBLEM_HDU7399, PROBLEM_GYM100548H"
#endif
#ifndef CORRECT_EXE
#error "define CORRECT_EXE as the path of a correct judge executable"
#endif

namespace {

// Reads whitespace-separated tokens one at a time and remembers those of the
// current case.
struct TokenReader {
    std::istringstream in;
    std::string current_case;
    explicit TokenReader(const std::string& text) : in(text) {}
    long next() {
        std::string token;
        if (!(in >> token)) return 0;  // malformed input: the wrapped program will say so
        current_case += token + ' ';
        return std::strtol(token.c_str(), nullptr, 10);
    }
};

// The input tokens of each case, as one string per case.
std::vector<std::string> case_texts(const std::string& input) {
    TokenReader reader(input);
    const long cases = reader.next();
    std::vector<std::string> texts;
    for (long k = 0; k < cases; ++k) {
        reader.current_case.clear();
#if defined(PROBLEM_HDU5165)
        const long n = reader.next(), m = reader.next();
        for (long i = 0; i < n * m; ++i) reader.next();
#elif defined(PROBLEM_HDU7399)
        const long n = reader.next(), m = reader.next();
        for (long i = 0; i < n + m; ++i)
            for (long count = reader.next(), j = 0; j < count; ++j) reader.next();
#else
        reader.next();  // n
        const long m = reader.next();
        for (long i = 0; i < 2 * m + 2; ++i) reader.next();
#endif
        texts.push_back(reader.current_case);
    }
    return texts;
}

std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t hash = 14695981039346656037ull;
    for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ull;
    return hash;
}

// The wrapped program's whole stdout for the given stdin.
std::string run_correct(const std::string& input) {
    char path[] = "/tmp/flip_answers_XXXXXX";
    const int fd = mkstemp(path);
    if (fd < 0) std::exit(3);
    if (write(fd, input.data(), input.size()) != static_cast<ssize_t>(input.size())) std::exit(3);
    close(fd);
    const std::string command = std::string("'") + CORRECT_EXE + "' < '" + path + "'";
    FILE* pipe = popen(command.c_str(), "r");
    std::string output;
    char buffer[4096];
    for (size_t got; pipe != nullptr && (got = fread(buffer, 1, sizeof buffer, pipe)) > 0;) output.append(buffer, got);
    const int status = pipe != nullptr ? pclose(pipe) : -1;
    unlink(path);
    if (status != 0) std::exit(3);
    return output;
}

std::string flipped(const std::string& answer) {
    if (answer == "YES") return "NO";
    if (answer == "NO") return "YES";
    if (answer == "Yes") return "No";
    if (answer == "No") return "Yes";
    return answer;
}

}  // namespace

int main() {
    const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    const std::vector<std::string> texts = case_texts(input);
    std::istringstream answers(run_correct(input));
    for (const std::string& text : texts) {
        std::string line, token;
#if defined(PROBLEM_GYM100548H)
        std::string case_word, number;
        answers >> case_word >> number;
        line = case_word + ' ' + number + ' ';
#endif
        answers >> token;
        line += fnv1a(text) % 3 == 0 ? flipped(token) : token;
        std::cout << line << '\n';
    }
    return 0;
}
