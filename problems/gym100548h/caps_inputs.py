"""gym100548h's inputs at its judge program's caps, n = 2000 (bench/caps_inputs.py)."""
import random


def write(w):
    """Calls w(family, text) for each input."""
    random.seed(1)
    # gym: n=2000
    G=2000
    edges=[(a,b) for a in range(1,G+1) for b in range(1,G+1) if a!=b]
    w('complete', f"1\n{G} {len(edges)}\n"+"".join(f"{a} {b}\n" for a,b in edges)+"1 2\n")
    e2=[(a,b) for a,b in edges if random.random()<0.5]
    w('random_half', f"1\n{G} {len(e2)}\n"+"".join(f"{a} {b}\n" for a,b in e2)+"1 2\n")
    e3=[(a,b) for a,b in edges if random.random()<0.01]
    w('random_1pct', f"1\n{G} {len(e3)}\n"+"".join(f"{a} {b}\n" for a,b in e3)+"1 2\n")
    # bipartite deg 4 at n=2000, late Yes: random bipartite
    half=G//2
    e4=[(a,b) for a in range(1,G+1) for b in random.sample(list(range(half+1, G+1) if a<=half else range(1, half+1)), 4)]
    w('bipartite_deg4', f"1\n{G} {len(e4)}\n"+"".join(f"{a} {b}\n" for a,b in e4)+f"1 {half+1}\n")
