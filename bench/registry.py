"""The problems, in the registry's order (harness/problems.hpp includes each
folder's problem.hpp), and each folder's optional Python parts, for the
benchmark scripts."""
import importlib.util
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def problems():
    with open(os.path.join(ROOT, "harness", "problems.hpp")) as registry:
        return re.findall(r'^#include "problems/([^/"]+)/problem\.hpp"$', registry.read(), re.M)


def module(problem, name):
    """problems/<problem>/<name>.py as a module, or None where the folder has none."""
    path = os.path.join(ROOT, "problems", problem, name + ".py")
    if not os.path.exists(path):
        return None
    spec = importlib.util.spec_from_file_location(f"{problem}_{name}", path)
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded
