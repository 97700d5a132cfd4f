// The proven answers of a judge input: explain's answers for its cases, kept
// only once their certificate passes check_certificate's checks. The judge
// tool (judge.cpp) proves its test set's answers this way before it judges,
// and the export tool (export.cpp) the answer files of a package; both are
// built with check_certificate.cpp.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "check_certificate.hpp"
#include "explain.hpp"

namespace proven_answers {

// The proven judge output of a test: explain's answers, once their
// certificate passes check_certificate's checks; else "" and `trouble`.
template <class Problem>
std::string proven_output(const std::string& input, const std::vector<typename Problem::Case>& cases,
                          std::string& trouble) {
    std::string certificate;
    std::vector<bool> yes;
    for (std::size_t k = 0; k < cases.size(); ++k) {
        const harness::ExplainResult result =
            harness::explain(cases[k], static_cast<int>(k + 1), harness::ExplainFormat::cert, certificate);
        yes.push_back(result.answer == Problem::facts.answers.yes);
    }
    std::FILE* file = fmemopen(certificate.data(), certificate.size(), "rb");
    if (!file) {
        trouble = "cannot open a certificate in memory";
        return "";
    }
    std::string message;
    const int status = check_certificate(Problem::facts.name, input, file, message);
    std::fclose(file);
    if (status != 0) {
        trouble = "our certificate is rejected: " + message;
        return "";
    }
    std::string output;
    for (std::size_t k = 0; k < yes.size(); ++k) {
        Problem::facts.answers.append_line(output, k + 1, yes[k]);
        output += '\n';
    }
    return output;
}

}  // namespace proven_answers
