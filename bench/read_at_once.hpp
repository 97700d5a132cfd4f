// The input read at once, for the benchmarks' baselines
// (problems/<problem>/submissions/accepted/baseline.cpp). Alone, a baseline
// reads with scanf, as the fastest public solutions read; bench/CMakeLists.txt
// builds it again with this file included first (-include), which defines
// BASELINE_READS_AT_ONCE and the two functions a baseline reads with.
#pragma once

#include <cstdio>
#include <cstdlib>

#define BASELINE_READS_AT_ONCE

namespace {

char* input = nullptr;
size_t input_size = 0, position = 0;

void read_all_input() {  // realloc() grows large blocks in place: about the input's size is held
    size_t capacity = 1 << 20;
    input = static_cast<char*>(std::malloc(capacity));
    while (input && (input_size += std::fread(input + input_size, 1, capacity - input_size, stdin)) == capacity)
        input = static_cast<char*>(std::realloc(input, capacity *= 2));
    if (!input) std::exit(1);
}

bool next(int& value) {  // the next unsigned decimal number
    while (position < input_size && (input[position] < '0' || input[position] > '9')) ++position;
    if (position == input_size) return false;
    value = 0;
    while (position < input_size && input[position] >= '0' && input[position] <= '9')
        value = value * 10 + (input[position++] - '0');
    return true;
}

}  // namespace
