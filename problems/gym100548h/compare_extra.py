"""gym100548h's inputs for bench/compare.py beyond the benchmark rows: a path
into a complete digraph of K vertices at n = 2000, and grids with every edge
both ways, vertices in row order, random starts."""
import random


def clique_path(clique, x, y, n=2000):
    """One test: the path 1 -> 2 -> ... -> n - clique + 1 and every edge of the last `clique`
    vertices, both ways; x and y as given (0: the clique's first vertex)."""
    first = n - clique + 1
    edges = [(v, v + 1) for v in range(1, first)]
    edges += [(a, b) for a in range(first, n + 1) for b in range(first, n + 1) if a != b]
    body = " ".join(f"{a} {b}" for a, b in edges)
    return f"1\n{n} {len(edges)}\n{body}\n{x or first} {y or first}\n"


def grids(side, tests, rng):
    n = side * side
    edges = []
    for v in range(1, n + 1):
        if v % side:
            edges += [(v, v + 1), (v + 1, v)]
        if v + side <= n:
            edges += [(v, v + side), (v + side, v)]
    body = " ".join(f"{a} {b}" for a, b in edges)
    lines = [str(tests)]
    for _ in range(tests):
        x, y = rng.sample(range(1, n + 1), 2)
        lines += [f"{n} {len(edges)}", body, f"{x} {y}"]
    return "\n".join(lines) + "\n"


def extra_inputs():
    """(family, size, T, input) of the families the benchmark rows do not hold."""
    rng = random.Random(19)
    inputs = []
    for clique in (100, 300, 600):
        for x, y, starts in ((1, 2000, "x on the path, y in it"), (2000, 1, "x in it, y on the path"),
                             (1, 2, "both on the path"), (0, 1000, "x in it, y mid-path")):
            if clique != 300 and x == 1:
                continue
            inputs.append((f"path into a clique, {starts}", f"n=2000 K={clique}", 1, clique_path(clique, x, y)))
    inputs.append(("grid, both ways", "30x30", 20, grids(30, 20, rng)))
    inputs.append(("grid, both ways", "44x44", 5, grids(44, 5, rng)))
    return inputs
