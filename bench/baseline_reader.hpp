// How the benchmark baselines (problems/<problem>/programs/baseline.cpp) read
// their input: read_all_input(), then next(value) for each number.
#pragma once

#include <cstdio>
#include <cstdlib>

namespace {

#ifdef BASELINE_SCANF
// Read as the fastest public solutions read: scanf, one number at a time
// (bench/CMakeLists.txt builds this as baseline_<problem>_scanf).
void read_all_input() {}
bool next(int& value) { return std::scanf("%d", &value) == 1; }
#else
// The whole input, read at once. realloc() grows large blocks in place (no
// copy), so the memory held is about the input's size.
char* input = nullptr;
size_t input_size = 0, position = 0;

void read_all_input() {
    size_t capacity = 1 << 20;
    input = static_cast<char*>(std::malloc(capacity));
    while (input && (input_size += std::fread(input + input_size, 1, capacity - input_size, stdin)) == capacity)
        input = static_cast<char*>(std::realloc(input, capacity *= 2));
    if (!input) std::exit(1);
}

bool next(int& value) {  // next unsigned decimal number
    while (position < input_size && (input[position] < '0' || input[position] > '9')) ++position;
    if (position == input_size) return false;
    value = 0;
    while (position < input_size && input[position] >= '0' && input[position] <= '9')
        value = value * 10 + (input[position++] - '0');
    return true;
}
#endif

}  // namespace
