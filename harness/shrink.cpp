#include "shrink.hpp"

#include <algorithm>

namespace harness {

std::vector<std::pair<size_t, size_t>> removal_chunks(size_t count) {
    std::vector<std::pair<size_t, size_t>> chunks;
    for (size_t length = count / 2; length >= 1; length /= 2) {
        for (size_t begin = 0; begin < count; begin += length)
            chunks.emplace_back(begin, std::min(length, count - begin));
        if (length == 1) break;
    }
    if (count == 1) chunks.emplace_back(0, 1);
    return chunks;
}

}  // namespace harness
