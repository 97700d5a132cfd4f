#!/usr/bin/env python3
"""The judge tool's sandbox against no sandbox (docs/benchmarks.md, "The judge tool's sandbox").

    bench/sandbox_costs.py [BUILD_DIR] [--runs N] [--only PROBLEM]

For each problem, judges its programs of every kind on the default test set
with --all, in the sandbox and with --no-sandbox, N times each (default 3),
the two interleaved: the plain solution (accepted), the slow-by-design one
(time limit exceeded on the worst tests) and the wrong ones (wrong answers).
Prints, per program: whether every test's verdict is the same in both modes
in every run, leaving aside the borderline tests (those whose verdict
changes between runs of one mode: a time near the limit); the program's
CPU time over the tests that are under the time limit in every run (the
medians of the runs) in each mode and their ratio; the whole run's wall time
in each mode. Last, the sandbox's own cost per run of a program: the median,
over every test of the plain solution, of its wall time sandboxed minus
without.
"""
import json
import os
import statistics
import subprocess
import sys
import time

import registry


def programs_of(build, problem):
    """(kind, command) for each program of the problem, as the build names them."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "problems", problem, "submissions")
    listed = [("accepted", [f"{build}/problems/{problem}/accepted/plain"]),
              ("slow", [f"{build}/problems/{problem}/time_limit_exceeded/slow"])]
    for name in sorted(os.listdir(os.path.join(folder, "wrong_answer"))):
        if name.endswith(".cpp"):
            listed.append(("wrong", [f"{build}/problems/{problem}/wrong_answer/{name[:-4]}"]))
    return listed


def judge(build, problem, command, sandboxed):
    mode = [] if sandboxed else ["--no-sandbox"]
    start = time.monotonic()
    done = subprocess.run([f"{build}/tools/judge", problem, "--all", "--json", "-", *mode, "--", *command],
                          capture_output=True, text=True)
    wall = time.monotonic() - start
    if done.returncode not in (0, 1):
        sys.exit(f"judge {problem} {' '.join(command)} failed: {done.stderr[-2000:]}")
    result = json.loads(done.stdout)
    expected = "bwrap" if sandboxed else "none"
    if result["sandbox"] != expected:
        sys.exit(f"judge {problem}: the sandbox is {result['sandbox']}, not {expected}")
    return result, wall


def main():
    args = sys.argv[1:]
    runs, only = 3, None
    for option in ("--runs", "--only"):
        if option in args:
            at = args.index(option)
            value = args[at + 1]
            del args[at:at + 2]
            if option == "--runs":
                runs = int(value)
            else:
                only = value
    build = args[0] if args else "build"
    median = statistics.median
    print("| problem | program | tests | same verdicts | CPU under the limit, sandbox | none | ratio | run, sandbox "
          "| run, none |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    wall_costs = []
    for problem in registry.problems():
        if only and problem != only:
            continue
        for kind, command in programs_of(build, problem):
            cpu = {True: [], False: []}
            walls = {True: [], False: []}
            verdicts = {True: [], False: []}
            per_test_wall = {True: [], False: []}
            per_test_cpu = {True: [], False: []}
            for _ in range(runs):
                for sandboxed in (True, False):
                    result, wall = judge(build, problem, command, sandboxed)
                    tests = result["tests"]
                    per_test_cpu[sandboxed].append([test["time_s"] for test in tests])
                    walls[sandboxed].append(wall)
                    verdicts[sandboxed].append([test["verdict"] for test in tests])
                    per_test_wall[sandboxed].append([test["wall_s"] for test in tests])
            tests = len(verdicts[True][0])
            stable = [k for k in range(tests)
                      if len({run[k] for run in verdicts[True]}) == 1 and len({run[k] for run in verdicts[False]}) == 1]
            same = all(verdicts[True][0][k] == verdicts[False][0][k] for k in stable)
            borderline = tests - len(stable)
            counts = {}
            for verdict in verdicts[True][0]:
                counts[verdict] = counts.get(verdict, 0) + 1
            shown = ", ".join(f"{n} {v}" for v, n in sorted(counts.items()))
            under = [k for k in stable if verdicts[True][0][k] != "TLE"]
            for sandboxed in (True, False):
                cpu[sandboxed] = [sum(times[k] for k in under) for times in per_test_cpu[sandboxed]]
            if kind == "accepted":
                for with_box, without in zip(per_test_wall[True], per_test_wall[False]):
                    wall_costs.extend(a - b for a, b in zip(with_box, without))
            a, b = median(cpu[True]), median(cpu[False])
            name = os.path.basename(command[0])
            same_text = ("yes" if same else "NO") + (f" ({borderline} borderline)" if borderline else "")
            print(f"| {problem} | {name} | {shown} | {same_text} | {a:.2f} s | {b:.2f} s | "
                  f"{a / b if b > 0 else float('nan'):.3f} | {median(walls[True]):.1f} s | "
                  f"{median(walls[False]):.1f} s |")
    if wall_costs:
        print(f"\nThe sandbox's own cost per run of a program (wall, median over {len(wall_costs)} runs of the "
              f"plain solution): {median(wall_costs) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
