/* A wrong gym100548h answer in C: "Yes" to every test. */
#include <stdio.h>

int main(void) {
    int tests = 0;
    if (scanf("%d", &tests) != 1) return 0;
    for (int test = 1; test <= tests; ++test) printf("Case #%d: Yes\n", test);
    return 0;
}
