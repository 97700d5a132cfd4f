#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for SECONDS (default
# 20), seeded from samples/<problem>/*.in. Any crash, sanitizer report, time-out
# (-timeout=10 per input) or broken output contract fails the script; the
# offending input is left in build-fuzz/artifacts/.
#   bash fuzz/run.sh [SECONDS]
set -euo pipefail
seconds=${1:-20}
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build-fuzz
cmake -S "$root" -B "$build" -DFUZZ=ON -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" -j2 --target fuzz >/dev/null  # fuzz_<problem> of every problem
mkdir -p "$build/artifacts"
for program in "$build"/fuzz/fuzz_*; do
  [ -f "$program" ] && [ -x "$program" ] || continue
  problem=${program##*/fuzz_}
  corpus=$build/corpus/$problem
  mkdir -p "$corpus"
  cp "$root/samples/$problem"/*.in "$corpus"/
  echo "fuzzing $problem for ${seconds}s"
  "$build/fuzz/fuzz_$problem" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=4096 -print_final_stats=0 -artifact_prefix="$build/artifacts/$problem-" \
      2> "$build/fuzz_$problem.log" || { tail -n 40 "$build/fuzz_$problem.log"; exit 1; }
  grep -E "^Done [0-9]+ runs" "$build/fuzz_$problem.log" | tail -n 1 || true
done
echo "fuzzing: no crash, hang or contract break found"
