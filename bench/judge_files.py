#!/usr/bin/env python3
"""What many files cost the judge tool, and each language's times (docs/benchmarks.md, "Many files, many languages").

    bench/judge_files.py [BUILD_DIR]

For each problem whose folder has accepted solutions in other languages
than C++ (problems/<problem>/submissions/accepted/):

1. N copies of our judge file of the problem (N = 1, 4, 16) judged by one
   `judge PROBLEM --json - DIR` run: the wall time of the run, its
   prepare_s (the tests made and their answers proven, once), and the rest
   per file (its compile and its runs; the plain solution runs once a test
   for all files), of which its tests' wall time (wall_s, the program's
   runs in the sandbox); then the same N files judged one run each, as
   before a folder could be named.
2. problems/<problem>/submissions/accepted/, each file judged on every
   test in one run: each language's slowest test, peak memory and time against the
   plain solution, from the JSON.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import registry

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(HERE)


def judge(build, problem, arguments):
    start = time.monotonic()
    run = subprocess.run([os.path.join(build, "tools", "judge"), problem, "--json", "-"] + arguments,
                         capture_output=True, text=True, check=False)
    return time.monotonic() - start, json.loads(run.stdout)


def many_files(build, problem):
    print("| files | one run of them all | prepare | per file | its tests' wall time | one run per file |")
    print("| --- | --- | --- | --- | --- | --- |")
    for count in (1, 4, 16):
        folder = tempfile.mkdtemp(prefix="judge-files.")
        for k in range(count):
            shutil.copy(os.path.join(SOURCE, "solutions", problem + ".cpp"), os.path.join(folder, "f%02d.cpp" % k))
        wall, result = judge(build, problem, [folder] if count > 1 else [os.path.join(folder, "f00.cpp")])
        objects = result if isinstance(result, list) else [result]
        prepare = objects[0]["prepare_s"]
        own = sum(test["wall_s"] for entry in objects for test in entry["tests"]) / count
        separate = sum(judge(build, problem, [os.path.join(folder, name)])[0] for name in sorted(os.listdir(folder)))
        shutil.rmtree(folder)
        print("| %d | %.1f s | %.2f s | %.2f s | %.2f s | %.1f s |" % (count, wall, prepare, (wall - prepare) / count,
                                                                 own, separate))


def languages(build, folder, problem):
    print()
    print("| language | file | verdict | slowest test | peak memory | vs plain (all tests) |")
    print("| --- | --- | --- | --- | --- | --- |")
    wall, result = judge(build, problem, [folder])
    for entry in result:
        tests = entry["tests"]
        slowest = max(test["time_s"] for test in tests)
        memory = max(test["memory_kib"] for test in tests)
        total, plain = sum(test["time_s"] for test in tests), sum(test["plain_time_s"] for test in tests)
        ratio = "-" if entry["verdict"] == "TLE" else "%.1fx" % (total / max(plain, 0.001))
        print("| %s | %s | %s | %.2f s | %.0f MiB | %s |" % (entry["language"], os.path.basename(entry["file"]),
                                                       entry["verdict"], slowest, memory / 1024, ratio))


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    for problem in registry.problems():
        folder = os.path.join(SOURCE, "problems", problem, "submissions", "accepted")
        if not any(not name.endswith(".cpp") for name in os.listdir(folder)):
            continue
        print(problem)
        many_files(build, problem)
        languages(build, folder, problem)


main()
