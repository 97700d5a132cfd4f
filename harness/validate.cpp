#include "validate.hpp"

namespace harness {

std::string ValidationError::format(std::string_view problem) const {
    return std::string(problem) + ": line " + std::to_string(line) + ", column " + std::to_string(column) + ": " +
           message;
}

}  // namespace harness
