#!/usr/bin/env python3
"""Times the judge files of this tree against those of another commit, side by side.

    bench/compare.py REV [--reps N] [--rows 0,3,11-29] [--no-extra] [--build DIR]
    bench/compare.py REV --tools [--reps N] [--rows 0,3,11-29] [--build DIR]

Both versions of solutions/<problem>.cpp are built as judges build them (g++ -O2, and
-static so that loading the C++ library does not blur small rows) and run, interleaved,
on the exact input of every judge and scaling row of the benchmarks (bench_driver --dump),
then on the families the rows do not hold that a problem's folder adds
(problems/<problem>/compare_extra.py, seeded; --no-extra skips them).
Each cell is the best of N whole-process CPU times (user + sys, from wait4); both
programs' outputs must be equal. The table goes to stdout as Markdown.

With --tools, the same for `explain PROBLEM --format cert` and `check_certificate`
on the judge rows: both versions are built alike in temporary folders (CMake,
Release; REV's from a temporary worktree); each version's checker reads its own explain's certificate,
which it must accept, and the two certificates must give the same answers (the table
says whether they are the same bytes).
"""
import argparse
import os
import subprocess
import sys
import shutil
import tempfile

import registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROBLEMS = registry.problems()


def cpu_time(exe, path, args=(), out=os.devnull):
    with open(path, "rb") as stdin, open(out, "wb") as stdout:
        pid = os.fork()
        if pid == 0:
            os.dup2(stdin.fileno(), 0)
            os.dup2(stdout.fileno(), 1)
            os.execv(exe, [exe, *args])
        _, status, usage = os.wait4(pid, 0)
    if status != 0:
        sys.exit(f"{exe} {' '.join(args)} < {path}: exit status {status}")
    return usage.ru_utime + usage.ru_stime


def output(exe, path):
    with open(path, "rb") as stdin:
        return subprocess.run([exe], stdin=stdin, capture_output=True, check=True).stdout


def rows_wanted(spec, count):
    if not spec:
        return list(range(count))
    rows = []
    for part in spec.split(","):
        first, _, last = part.partition("-")
        rows.extend(range(int(first), int(last or first) + 1))
    return [row for row in rows if row < count]


def build_tools(source, build):
    subprocess.run(["cmake", "-S", source, "-B", build, "-DCMAKE_BUILD_TYPE=Release", "-DBUILD_TESTING=OFF"],
                   check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", build, "--target", "explain", "check_certificate", "-j2"],
                   check=True, stdout=subprocess.DEVNULL)
    return {tool: os.path.join(build, "tools", tool) for tool in ("explain", "check_certificate")}


def compare_tools(args, cases, work):
    """explain --format cert and check_certificate, REV's against this tree's."""
    then_tree = os.path.join(work, "then")
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-q", then_tree, args.rev], check=True)
    try:
        tools = {"then": build_tools(then_tree, os.path.join(then_tree, "build")),
                 "now": build_tools(ROOT, os.path.join(work, "now"))}
        print(f"Whole-process CPU time in ms, best of {args.reps} interleaved runs of explain --format cert, then "
              f"check_certificate on its certificate; both built by CMake (Release); 'then' is {args.rev}.\n")
        print("| row | problem | family | size | T | explain then | now | now / then | check then | now | "
              "now / then | certificates |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        worst = [0, 0]
        for fields, text in cases:
            problem, path = fields[1], os.path.join(work, "case.in")
            with open(path, "wb") as file:
                file.write(text)
            best = {}
            for _ in range(args.reps):
                for side in ("then", "now"):
                    cert = os.path.join(work, f"{side}.cert")
                    explain = cpu_time(tools[side]["explain"], path, (problem, "--format", "cert"), cert)
                    check = cpu_time(tools[side]["check_certificate"], path, (problem, path, cert))
                    old = best.get(side, (explain, check))
                    best[side] = (min(old[0], explain), min(old[1], check))
            certs = [open(os.path.join(work, f"{side}.cert"), "rb").read() for side in ("then", "now")]
            answers = [[line for line in cert.splitlines() if line.startswith(b"test ")] for cert in certs]
            if answers[0] != answers[1]:
                sys.exit(f"row {fields[0]}: the two versions answer differently")
            ratios = [best["now"][k] / best["then"][k] for k in (0, 1)]
            worst = [max(worst[k], ratios[k]) for k in (0, 1)]
            print(f"| {' | '.join(fields)} | {best['then'][0] * 1000:.1f} | {best['now'][0] * 1000:.1f} | "
                  f"{ratios[0]:.2f} | {best['then'][1] * 1000:.1f} | {best['now'][1] * 1000:.1f} | {ratios[1]:.2f} | "
                  f"{'the same' if certs[0] == certs[1] else 'the same answers'} |", flush=True)
        print(f"\nWorst now / then: explain {worst[0]:.2f}, check_certificate {worst[1]:.2f}.")
    finally:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", then_tree], check=False)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", help="the commit to compare with, e.g. c287dce")
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--rows", default="")
    parser.add_argument("--no-extra", action="store_true", help="only the benchmark rows")
    parser.add_argument("--build", default=os.path.join(ROOT, "build-bench"))
    parser.add_argument("--tools", action="store_true", help="explain and check_certificate, on the judge rows")
    args = parser.parse_args()
    driver = os.path.join(args.build, "bench", "bench_driver")
    if not os.access(driver, os.X_OK):
        sys.exit(f"no {driver}: run bench/run.sh --list first (it builds the driver)")
    only_judge_rows = ["--no-scaling"] if args.tools else []
    listing = subprocess.run([driver, "--list", *only_judge_rows], capture_output=True, text=True, check=True).stdout
    rows = [line.split("  ") for line in listing.splitlines() if line.strip()]
    work = tempfile.mkdtemp(prefix="compare-")
    try:
        compare(args, driver, rows, only_judge_rows, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def compare(args, driver, rows, only_judge_rows, work):
    cases = []
    for row in rows_wanted(args.rows, len(rows)):
        fields = [field.strip() for field in rows[row] if field.strip()]  # row, problem, family, size, T
        dump = subprocess.run([driver, "--dump", fields[0], *only_judge_rows], capture_output=True, check=True).stdout
        cases.append((fields, dump))
    if args.tools:
        compare_tools(args, cases, work)
        return
    programs = {}
    for problem in PROBLEMS:
        for side, rev in (("then", args.rev), ("now", None)):
            source = os.path.join(work, f"{problem}_{side}.cpp")
            with open(source, "w") as file:
                if rev:
                    file.write(subprocess.run(["git", "-C", ROOT, "show", f"{rev}:solutions/{problem}.cpp"],
                                              capture_output=True, text=True, check=True).stdout)
                else:
                    file.write(open(os.path.join(ROOT, "solutions", f"{problem}.cpp")).read())
            exe = source[:-4]
            subprocess.run(["g++", "-O2", "-static", "-o", exe, source], check=True)
            programs[problem, side] = exe
    print(f"Whole-process CPU time in ms, best of {args.reps} interleaved runs; both built with "
          f"g++ -O2 -static; 'then' is {args.rev}.\n")
    print("| row | problem | family | size | T | then ms | now ms | now / then |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    if not args.no_extra:
        number = 0
        for problem in PROBLEMS:
            extra = registry.module(problem, "compare_extra")
            for family, size, tests, text in extra.extra_inputs() if extra else []:
                number += 1
                cases.append(([f"x{number}", problem, family, size, str(tests)], text.encode()))
    for fields, text in cases:
        problem = fields[1]
        path = os.path.join(work, "case.in")
        with open(path, "wb") as file:
            file.write(text)
        then, now = programs[problem, "then"], programs[problem, "now"]
        if output(then, path) != output(now, path):
            sys.exit(f"row {fields[0]}: the two versions answer differently")
        times = {then: [], now: []}
        for _ in range(args.reps):
            for exe in (then, now):
                times[exe].append(cpu_time(exe, path))
        best_then, best_now = min(times[then]), min(times[now])
        print(f"| {' | '.join(fields)} | {best_then * 1000:.2f} | {best_now * 1000:.2f} | "
              f"{best_now / best_then:.2f} |", flush=True)
        os.remove(path)

if __name__ == "__main__":
    main()
