// A wrong gym100548h answer in C++: "Yes" to every test.
#include <iostream>

int main() {
    int tests = 0;
    std::cin >> tests;
    for (int test = 1; test <= tests; ++test) std::cout << "Case #" << test << ": Yes\n";
}
