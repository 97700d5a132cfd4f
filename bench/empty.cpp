// empty_program: starts and ends, reading nothing. The benchmark driver
// measures it to show the floor every program pays on this machine (the
// process's creation, loading and exit): a goal that asks for less total
// time than this is out of reach for any program. Linked like the measured
// programs (statically under BENCH_STATIC).
#include <cstdio>

int main() { return std::fflush(stdout) == 0 ? 0 : 1; }
