"""hdu7399's inputs at its judge program's caps, n = m = 5000 (bench/caps_inputs.py)."""
import random


def write(w):
    """Calls w(family, text) for each input."""
    random.seed(1)
    # hdu7399: n=m=5000, 5e6 edges: each vertex 500 random out-edges
    N=5000; d=500
    lines=[f"1\n{N} {N}\n"]
    for side in range(2):
        for i in range(N):
            t=random.sample(range(N), d)
            lines.append(str(d)+" "+" ".join(map(str,t))+"\n")
    w('random_deg500', "".join(lines))
    # chain-like: u_i -> v_i, v_i -> u_{i+1} plus u_i -> many v (Yes, late)
    lines=[f"1\n{N} {N}\n"]
    for i in range(N):
        t=[i]+random.sample(range(N), d-1)
        t=list(dict.fromkeys(t))
        lines.append(str(len(t))+" "+" ".join(map(str,t))+"\n")
    lines += [f"1 {(i+1)%N}\n" for i in range(N)]
    w('forced_cycle', "".join(lines))
