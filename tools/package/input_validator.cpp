// The input validator of an exported problem package (export package,
// tools/export.cpp). Not built by CMake: the export tool joins the strict
// validator (harness/validate.cpp and the headers it needs) and this file
// into one C++17 file that compiles alone, after a line naming the problem's
// case model as package::Case.
//
//   validator < input     exit 42: the input keeps the statement;
//                         exit 43: it does not, with one line saying where and
//                         why, as the validate tool words it.
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

int main() {
    using Case = package::Case;
    std::string text;
    char buffer[1 << 16];
    std::size_t got;
    while ((got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0) text.append(buffer, got);
    if (std::ferror(stdin)) {
        std::cerr << "cannot read the input\n";
        return 1;
    }
    const auto error = harness::read_judge_input(text, static_cast<std::vector<Case>*>(nullptr));
    if (!error) return 42;
    std::cout << error->format(harness::facts_of(static_cast<const Case*>(nullptr)).name) << "\n";
    return 43;
}
