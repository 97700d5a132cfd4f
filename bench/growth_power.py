#!/usr/bin/env python3
"""The judge tool's growth and hunt, measured (docs/benchmarks.md, "Growth and the hunt").

    bench/growth_power.py [BUILD_DIR] [--runs N] [--budget SECONDS] [--time-limit SECONDS] [--only PROBLEM]
                          [--fit-only | --hunt-only]

Fit accuracy: for each problem, on its first family sized by n (judge
PROBLEM --list), `judge PROBLEM --growth FAMILY -- synthetic KIND UNIT` for
programs whose work per test case is exactly n, n log n, n^2 and n^3 steps
(tests/synthetic.cpp; UNIT makes a test case at the family's size about 3 ms),
N times each (default 3): the fitted exponent against the slope of the work
itself over the sizes measured, its error band, and the time growth took.

Hunt power: for each problem's slow-by-design solution
(problems/<problem>/submissions/time_limit_exceeded/slow.cpp), `judge PROBLEM --hunt --hunt-from
random --budget SECONDS` (default 60; the worst families withheld), against
the judge's own worst tests: each judged alone (`--tests worst-NAME`), so
that a time past the limit is measured up to five times the limit as the
hunt's is. Prints the hunt's slowest input's time and the slowest worst
test's, their ratio, whether the hunt's is over the limit, its evaluations,
and the plain solution's time on both. --time-limit sets the limit of
both (default the problem's), so that times past five times the default
limit can be told apart.
"""
import json
import math
import statistics
import subprocess
import sys
import tempfile
import time

import registry

KINDS = {"n": lambda n: n, "nlogn": lambda n: n * math.log2(n + 1), "n2": lambda n: n * n,
         "n3": lambda n: n * n * n}


def judge(build, args):
    start = time.monotonic()
    done = subprocess.run([f"{build}/tools/judge"] + args, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"judge {' '.join(args)} failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout), time.monotonic() - start


def family_sized_by_n(build, problem):
    listed = subprocess.run([f"{build}/tools/judge", problem, "--list"], capture_output=True, text=True).stdout
    for line in listed[listed.index("\nfamilies ") + 1:].splitlines()[1:]:
        words = line.split()
        if len(words) >= 4 and words[1] == "n" and int(words[3]) >= 40:
            return words[0], int(words[3])
    return None, 0


def fit_accuracy(build, problem, runs):
    family, size = family_sized_by_n(build, problem)
    if not family:
        return
    for kind, steps in KINDS.items():
        unit = max(1.0, 3e6 / steps(size))
        found, errors, seconds, wanted = [], [], [], 0
        for _ in range(runs):
            result, took = judge(build, [problem, "--growth", family, "--json", "-", "--",
                                         f"{build}/tests/synthetic", kind, str(unit)])
            growth = result["growth"]
            sizes = growth["sizes"]
            wanted = math.log(steps(sizes[-1]) / steps(sizes[0])) / math.log(sizes[-1] / sizes[0])
            found.append(growth["exponent"])
            errors.append(growth["exponent_error"])
            seconds.append(took)
        worst = max(abs(value - wanted) for value in found)
        print(f"| {problem} | {family} | {kind} | {wanted:.2f} | {', '.join(f'{v:.2f}' for v in found)} | "
              f"{worst:.2f} | {statistics.median(errors):.2f} | {statistics.median(seconds):.0f} s |")


def worst_tests(build, problem):
    listed = subprocess.run([f"{build}/tools/judge", problem, "--list"], capture_output=True, text=True).stdout
    return [line.split()[1] for line in listed.splitlines() if len(line.split()) > 2 and line.split()[2] == "worst"]


def hunt_power(build, problem, budget, limit_option):
    slow = f"{build}/problems/{problem}/time_limit_exceeded/slow"
    best, best_name, best_plain, best_stopped = 0.0, "", 0.0, False
    for name in worst_tests(build, problem):
        result, _ = judge(build, [problem, "--tests", name, "--no-growth", "--json", "-"] + limit_option + ["--", slow])
        test = result["tests"][0]
        if test["time_s"] > best:
            best, best_name, best_plain = test["time_s"], name, test["plain_time_s"]
            best_stopped = test["stopped_at_s"] > 0
        limit = result["time_limit_s"]
    with tempfile.TemporaryDirectory() as folder:
        result, took = judge(build, [problem, "--hunt", "--hunt-from", "random", "--budget", str(budget),
                                     "--hunt-file", f"{folder}/slowest.in", "--json", "-"] + limit_option + ["--", slow])
    hunt = result["hunt"]
    capped = "+" if hunt["stopped_at_s"] > 0 else ""
    best_capped = "+" if best_stopped else ""
    ratio = "both past the cap" if capped and best_capped else f"{hunt['time_s'] / best:.2f}"
    print(f"| {problem} | {best_name} | {best:.2f}{best_capped} s | {best_plain:.2f} s | {hunt['time_s']:.2f}{capped} s | "
          f"{hunt['plain_time_s']:.2f} s | {ratio} | {'yes' if hunt['over_limit'] else 'no'} | "
          f"{hunt['evaluations']} | {limit:.0f} s | {took:.0f} s |")


def main():
    args = sys.argv[1:]
    options = {"--runs": "3", "--budget": "60", "--only": "", "--time-limit": ""}
    for option in options:
        if option in args:
            at = args.index(option)
            options[option] = args[at + 1]
            del args[at:at + 2]
    fit_only, hunt_only = "--fit-only" in args, "--hunt-only" in args
    args = [arg for arg in args if arg not in ("--fit-only", "--hunt-only")]
    build = args[0] if args else "build"
    problems = [p for p in registry.problems() if not options["--only"] or p == options["--only"]]
    if not hunt_only:
        print("| problem | family | work | its slope | fitted exponents | largest miss | error band (median) "
              "| growth's time |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- |")
        for problem in problems:
            fit_accuracy(build, problem, int(options["--runs"]))
    if not fit_only:
        print("| problem | slowest worst test | its time | plain | hunt's slowest (random start) | plain "
              "| hunt / worst | over the limit | inputs tried | limit | hunt's run |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        for problem in problems:
            limit = options["--time-limit"]
            hunt_power(build, problem, float(options["--budget"]), ["--time-limit", limit] if limit else [])


if __name__ == "__main__":
    main()
