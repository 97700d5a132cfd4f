// A program of known cost, for the judge tool's growth and hunt
// (judge_growth_test.cpp, bench/growth_power.py): it reads a judge input of
// any problem, answers nothing that matters, and spends a known amount of
// work.
//
//   synthetic n|nlogn|n2|n3 [UNIT]
//       reads T and the first number after it (the first test case's n),
//       then does UNIT (default 2000) steps of work times n, n log2 n, n^2
//       or n^3, once for each of the T test cases: its time per test case
//       grows exactly so in n;
//   synthetic pattern SECONDS
//       spends SECONDS of CPU time when a line of the input (after the
//       first) reads exactly "1 2" (in the three problems: an edge from
//       vertex 1 to vertex 2, a function or a vertex with those values, or
//       n = 1 and m = 2), and almost none otherwise;
//   synthetic spin SECONDS
//       spends SECONDS of CPU time on any input.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <iostream>
#include <string>

namespace {

volatile unsigned long long sink = 0;

// `steps` steps of work the compiler cannot drop.
void work(double steps) {
    unsigned long long value = sink;
    for (double k = 0; k < steps; k += 1) value = value * 6364136223846793005ULL + 1442695040888963407ULL;
    sink = value;
}

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

int growth(const std::string& kind, double unit) {
    long tests = 0, n = 0;
    if (!(std::cin >> tests >> n) || n < 1) return 1;
    const double size = static_cast<double>(n);
    const double steps = kind == "n"       ? size
                         : kind == "nlogn" ? size * std::log2(size + 1)
                         : kind == "n2"    ? size * size
                         : kind == "n3"    ? size * size * size
                                           : -1;
    if (steps < 0) return 2;
    for (long t = 0; t < tests; ++t) work(unit * steps);
    std::printf("%lu\n", static_cast<unsigned long>(sink % 2));
    return 0;
}

int pattern(double seconds) {
    std::string line;
    bool first = true, found = false;
    while (std::getline(std::cin, line)) {
        if (!first && (line == "1 2" || line == "1 2\r")) found = true;
        first = false;
    }
    if (found)
        for (const double start = cpu_seconds(); cpu_seconds() - start < seconds;) work(100000);
    std::printf("0\n");
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: synthetic n|nlogn|n2|n3 [UNIT] | pattern SECONDS\n");
        return 2;
    }
    const std::string kind = argv[1];
    if (kind == "pattern") return pattern(argc > 2 ? std::atof(argv[2]) : 1.0);
    if (kind == "spin") {
        const double seconds = argc > 2 ? std::atof(argv[2]) : 1.0;
        for (const double start = cpu_seconds(); cpu_seconds() - start < seconds;) work(100000);
        std::printf("0\n");
        return 0;
    }
    return growth(kind, argc > 2 ? std::atof(argv[2]) : 2000);
}
