#!/usr/bin/env python3
"""The judge tool's own costs and the plain solutions' times (docs/benchmarks.md, "The judge tool").

    bench/judge_costs.py [BUILD_DIR] [--runs N]

For each problem, runs `judge PROBLEM --json - -- <the plain solution>` N
times (default 5) on the default test set and prints, as medians: the wall
time of the whole run, the time to make the tests and prove their answers
(prepare_s), the judge's own CPU time per test while judging (judge_cpu_s
over the tests; again in a run of the worst tests alone, --tests 'worst-*',
the statement-size inputs), the plain solution's largest time on one test, and its
time over the worst tests (plain_worst_s, what --scale auto compares with
the problem's JudgeLimits::plain_worst_seconds).
"""
import json
import statistics
import subprocess
import sys
import time

import registry

PROBLEMS = registry.problems()


def main():
    args = sys.argv[1:]
    runs = 5
    if "--runs" in args:
        at = args.index("--runs")
        runs = int(args[at + 1])
        del args[at:at + 2]
    build = args[0] if args else "build"
    print("| problem | tests | whole run | prepare | judge's CPU per test | per worst test | plain, slowest test "
          "| plain, worst tests |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for problem in PROBLEMS:
        walls, prepares, per_test, per_worst, slowest, worst = [], [], [], [], [], []
        for _ in range(runs):
            start = time.monotonic()
            done = subprocess.run([f"{build}/tools/judge", problem, "--json", "-", "--",
                                   f"{build}/problems/{problem}/accepted/plain"], capture_output=True, text=True)
            walls.append(time.monotonic() - start)
            if done.returncode != 0:
                sys.exit(f"judge {problem} failed: {done.stderr[-2000:]}")
            result = json.loads(done.stdout)
            tests = result["tests"]
            prepares.append(result["prepare_s"])
            per_test.append(result["judge_cpu_s"] / len(tests))
            slowest.append(max(test["plain_time_s"] for test in tests))
            worst.append(result["plain_worst_s"])
            done = subprocess.run([f"{build}/tools/judge", problem, "--tests", "worst-*", "--json", "-", "--",
                                   f"{build}/problems/{problem}/accepted/plain"], capture_output=True, text=True)
            result = json.loads(done.stdout)
            per_worst.append(result["judge_cpu_s"] / len(result["tests"]))
        median = statistics.median
        print(f"| {problem} | {len(tests)} | {median(walls):.1f} s | {median(prepares):.2f} s | "
              f"{median(per_test) * 1000:.1f} ms | {median(per_worst) * 1000:.1f} ms | {median(slowest):.2f} s | "
              f"{median(worst):.2f} s |")


if __name__ == "__main__":
    main()
