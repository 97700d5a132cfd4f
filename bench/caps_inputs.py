#!/usr/bin/env python3
"""Inputs at the judge programs' caps (the largest sizes they accept), one
test each, for the README's table of caps: bench/caps.sh measures them. Each
problem's folder writes its own (problems/<problem>/caps_inputs.py).

Usage: bench/caps_inputs.py FOLDER   (writes FOLDER/<problem>_<family>.in)"""
import os
import sys

import registry

folder = sys.argv[1] if len(sys.argv) > 1 else "caps"
os.makedirs(folder, exist_ok=True)
for problem in registry.problems():
    inputs = registry.module(problem, "caps_inputs")
    if inputs:
        def write(family, text, problem=problem):
            with open(os.path.join(folder, f"{problem}_{family}.in"), "w") as file:
                file.write(text)
        inputs.write(write)
