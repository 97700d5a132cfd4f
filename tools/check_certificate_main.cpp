// check_certificate PROBLEM INPUT CERTIFICATE: the command line of the
// checker in check_certificate.cpp (see there).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include "check_certificate.hpp"
#include "judge_reader.hpp"

int main(int argc, char** argv) {
    harness::keep_freed_memory();
    const std::string problem = argc == 4 ? argv[1] : "";
    if (!harness::visit_case_model(problem, [](auto) {})) {
        std::fprintf(stderr,
                     "usage: check_certificate PROBLEM INPUT CERTIFICATE\n"
                     "  PROBLEM is %s; INPUT a judge input; CERTIFICATE\n"
                     "  the output of explain PROBLEM --format cert (docs/certificates.md).\n"
                     "Exit status: 0 every answer proven, 1 the first failure (one line), 2 wrong usage.\n",
                     harness::problem_names().c_str());
        return 2;
    }
    std::string input, reason;
    std::FILE* file = std::fopen(argv[2], "rb");
    const bool read = file != nullptr && harness::read_whole_file(file, input, reason);
    if (file != nullptr) std::fclose(file);
    std::FILE* certificate = read ? std::fopen(argv[3], "rb") : nullptr;
    if (certificate == nullptr) {
        std::fprintf(stderr, "check_certificate: cannot read %s: %s\n", argv[read ? 3 : 2],
                     file != nullptr && !read ? reason.c_str() : std::strerror(errno));
        return 2;
    }
    std::string message;
    const int status = check_certificate(problem, std::move(input), certificate, message);
    if (status != 0) std::fprintf(stderr, "%s\n", message.c_str());
    return status;
}
