#!/bin/sh
# Builds what the benchmarks need (Release, in build-bench/ unless
# BENCH_BUILD_DIR says otherwise) and runs the driver; arguments go to it
# (--quick, --reps N, --only PROBLEM, --no-scaling, --no-seeds, --csv FILE).
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BENCH_BUILD_DIR:-$root/build-bench}
log="$build/bench-build.log"
mkdir -p "$build"
if ! { cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTS=OFF &&
       cmake --build "$build" --target bench_driver -j2; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "bench/run.sh: the build failed (log: $log)" >&2
  exit 1
fi
exec "$build/bench/bench_driver" "$@"
