#!/usr/bin/env bash
# Time and peak memory of the judge programs on inputs at their caps (the
# largest sizes they accept; bench/caps_inputs.py writes them, about 150 MB):
# one line per input, CPU seconds (user + sys) and peak resident memory.
# Builds the judge programs and run_measured, which measures them (Release,
# build-bench/; tools/run_measured.cpp).
#   bench/caps.sh [FOLDER]     (inputs go to FOLDER, default build-bench/caps)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BENCH_BUILD_DIR:-$root/build-bench}
folder=${1:-$build/caps}
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
problems=$(sed -n 's|^#include "problems/\(.*\)/problem.hpp"$|\1|p' "$root/harness/problems.hpp")
# shellcheck disable=SC2086
cmake --build "$build" -j2 --target $problems run_measured >/dev/null
[ -d "$folder" ] || python3 "$root/bench/caps_inputs.py" "$folder"
printf '%-34s %10s %10s  %s\n' input "CPU s" "peak MiB" answer
for input in "$folder"/*.in; do
  name=$(basename "$input" .in)
  problem=${name%%_*}
  # run_measured's report on descriptor 3: "end status=S cpu_us=U peak_kib=K reason=R left=L".
  report=$("$build/tools/run_measured" --report 3 --wall 600 -- "$build/$problem" <"$input" 3>&1 >"$folder/$name.out" 2>/dev/null | tail -n 1)
  status=$(sed -n 's/.* status=\([0-9]*\).*/\1/p' <<<"$report")
  micros=$(sed -n 's/.* cpu_us=\([0-9]*\).*/\1/p' <<<"$report")
  kib=$(sed -n 's/.* peak_kib=\([0-9]*\).*/\1/p' <<<"$report")
  awk -v name="$name" -v us="$micros" -v kib="$kib" -v answer="$(head -c 40 "$folder/$name.out" | tr '\n' ' ')" \
    -v status="$status" 'BEGIN { printf "%-34s %10.2f %10.1f  %s(status %s)\n", name, us / 1e6, kib / 1024, answer, status }' 
done
