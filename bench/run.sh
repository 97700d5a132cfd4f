#!/bin/sh
# Builds what the benchmarks need (Release, in build-bench/ unless
# BENCH_BUILD_DIR says otherwise) and runs the driver. Its own option:
#   --seeds DIR   also measure the published programs DIR/seed_<problem>.cpp
#                 (CMake's BENCH_SEEDS_DIR; without --seeds there are no seed
#                 columns)
#   --dynamic     link the measured programs dynamically (by default they
#                 are linked with -static: CMake's BENCH_STATIC)
# Every other argument goes to the driver (--quick, --reps N, --only PROBLEM,
# --no-scaling, --scaling-only, --no-seeds, --csv FILE, --keep DIR, --list,
# --dump ROW, --help).
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BENCH_BUILD_DIR:-$root/build-bench}
log="$build/bench-build.log"
seeds=
want_seeds=0
static=ON
first=1
for arg in "$@"; do  # take --seeds DIR out, keep the other arguments in order
  if [ "$first" = 1 ]; then set --; first=0; fi
  if [ "$want_seeds" = 1 ]; then
    seeds=$arg
    want_seeds=0
  elif [ "$arg" = --seeds ]; then
    want_seeds=1
  elif [ "$arg" = --dynamic ]; then
    static=OFF
  else
    set -- "$@" "$arg"
  fi
done
if [ "$want_seeds" = 1 ]; then
  echo "bench/run.sh: --seeds needs a folder" >&2
  exit 2
fi
if [ -n "$seeds" ]; then
  if [ ! -d "$seeds" ]; then
    echo "bench/run.sh: --seeds $seeds: no such folder" >&2
    exit 2
  fi
  seeds=$(cd "$seeds" && pwd)
fi
mkdir -p "$build"
if ! { cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF "-DBENCH_SEEDS_DIR:PATH=$seeds" -DBENCH_STATIC=$static &&
       cmake --build "$build" --target bench_driver -j2; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "bench/run.sh: the build failed (log: $log)" >&2
  exit 1
fi
grep '^-- bench:' "$log" >&2 || true
exec "$build/bench/bench_driver" "$@"
