#!/bin/sh
# Draws the scaling series of a benchmark CSV (bench/run.sh --csv FILE) as a
# log-log chart, one panel per problem: milliseconds per test case against
# size, solution (solid) and baseline (dashed). Needs gnuplot (Debian:
# gnuplot-nox) and python3; the benchmark tables themselves need neither.
#   bench/run.sh --csv results.csv && bench/plot.sh results.csv scaling.png
set -e
csv=${1:?usage: bench/plot.sh RESULTS.csv [OUT.png]}
out=${2:-scaling.png}
if ! command -v gnuplot >/dev/null 2>&1; then
  echo "bench/plot.sh: gnuplot is not installed (apt-get install gnuplot-nox)" >&2
  exit 1
fi
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
# One data file per (problem, family): size, solution ms, baseline ms.
python3 - "$csv" "$data" <<'PY'
import csv, sys, os
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["section"] == "scaling"]
series = {}
for r in rows:
    series.setdefault((r["problem"], r["family"]), []).append(r)
with open(os.path.join(sys.argv[2], "index"), "w") as index:
    for k, ((problem, family), rs) in enumerate(series.items()):
        name = os.path.join(sys.argv[2], "s%d.dat" % k)
        with open(name, "w") as f:
            for r in rs:
                f.write("%s %s %s\n" % (r["n"], r["solution_ms"] or "NaN", r["baseline_ms"] or "NaN"))
        size_name = rs[0]["shape"].split("=")[0]  # "n=100": the size is n
        index.write("%s\t%s\t%s\t%s\n" % (problem, family, name, size_name))
PY
# The problems, in the order of the CSV.
problems=$(cut -f1 "$data/index" | awk '!seen[$0]++')
{
  echo "set terminal pngcairo size 1500,500 font ',10'"
  echo "set output '$out'"
  echo "set multiplot layout 1,$(echo "$problems" | wc -l)"
  echo "set logscale xy; set grid; set key top left; set ylabel 'ms per test case'"
  for problem in $problems; do
    echo "set title '$problem'; set xlabel '$(awk -F '\t' -v p="$problem" '$1 == p { print $4; exit }' "$data/index")'"
    plot="plot"
    color=1
    while IFS="$(printf '\t')" read -r p family file size_name; do
      [ "$p" = "$problem" ] || continue
      plot="$plot '$file' using 1:2 with linespoints lw 2 lc $color title '$family', '$file' using 1:3 with linespoints dt 2 lc $color title 'baseline',"
      color=$((color + 1))
    done < "$data/index"
    echo "${plot%,}"
  done
  echo "unset multiplot"
} | gnuplot
echo "bench/plot.sh: wrote $out"
