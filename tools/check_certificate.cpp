// check_certificate: verifies that a certificate proves every answer. The
// checks, as one function (check_certificate.hpp) for the tool
// (check_certificate_main.cpp) and for the browser page (web/):
//
//   check_certificate PROBLEM INPUT CERTIFICATE
//
// Exit status 0: every test's block is a valid proof of its answer; 1: one
// line on stderr names the first test and the first thing that fails (or the
// input's first error, worded as the judge programs word it); 2: wrong usage
// or a file that cannot be read.
//
// The certificate format and why each check proves the answer are in
// docs/certificates.md. This file shares no code with the judge programs or
// with explain's solvers: only the judge-input reader (harness/judge_reader)
// and the problems' facts it reads by (names, answer words, caps:
// harness/facts.hpp).
// Every check runs in time linear in the game's size (states times moves) at
// worst; nothing is allocated from a count the certificate claims. The
// certificate is read through a 64 KiB window, so memory follows the input,
// not the certificate (which can be far larger).
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "certificate_tokens.hpp"
#include "check_certificate.hpp"
#include "judge_reader.hpp"

namespace {

struct InputError {
    std::string line;
};  // the input fails, worded as the judge programs word it

// ------------------------------------------------------------ check_all --

template <class Case>
int check_all(const std::string& problem, std::string input, std::FILE* certificate, std::string& message) {
    const char* const yes = harness::facts_of(static_cast<const Case*>(nullptr)).answers.yes;
    const char* const no = harness::facts_of(static_cast<const Case*>(nullptr)).answers.no;
    harness::JudgeReader reader(problem, std::move(input));
    auto cert = std::make_unique<harness::CertificateTokens>(certificate);  // its buffer is large for the stack
    int tests = 0, test = 0;
    try {
        if (!reader.read_test_count(tests)) throw InputError{reader.error()};
        for (test = 1; test <= tests; ++test) {
            Case game;
            if (!reader.read_case(game)) throw InputError{reader.error()};
            cert->word("test");
            cert->number(test, test, "the test number");
            const std::string answer(cert->next());
            if (answer != yes && answer != no) cert->fail(std::string("the answer, ") + yes + " or " + no, answer);
            check_certificate_case(game, answer, *cert);
        }
        test = 0;
        if (!reader.expect_end()) throw InputError{reader.error()};
        const std::string_view rest = cert->next();
        if (!rest.empty()) cert->fail("the end of the certificate after the last test", rest);
    } catch (const harness::CertificateReadError& failed) {
        message = "check_certificate: cannot read the certificate: " + failed.reason;
        return 2;
    } catch (const InputError& failed) {
        message = failed.line;
        return 1;
    } catch (const harness::CertificateRejection& rejection) {
        message =
            problem + ": certificate, " + (test > 0 ? "test " + std::to_string(test) + ": " : "") + rejection.what;
        return 1;
    }
    return 0;
}

}  // namespace

int check_certificate(const std::string& problem, std::string input, std::FILE* certificate, std::string& message) {
    int status = 2;
    message = "check_certificate: unknown problem " + problem;
    harness::visit_case_model(problem, [&](auto model) {
        using Case = std::remove_const_t<std::remove_pointer_t<decltype(model)>>;
        status = check_all<Case>(problem, std::move(input), certificate, message);
    });
    return status;
}
