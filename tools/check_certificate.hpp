// The checks of check_certificate (check_certificate.cpp) as a function.
#pragma once

#include <cstdio>
#include <string>

// Checks that `certificate` (explain PROBLEM --format cert of `input`)
// proves every answer of `input`, a judge input of `problem`. Returns 0 when
// it does; 1 with `message` the one line naming the first failure, or the
// input's first error as the judge programs word it; 2 with `message` when
// the certificate cannot be read or there is no such problem.
int check_certificate(const std::string& problem, std::string input, std::FILE* certificate, std::string& message);
