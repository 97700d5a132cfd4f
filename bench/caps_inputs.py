#!/usr/bin/env python3
"""Inputs at the judge programs' caps (the largest sizes they accept), one
test each, for the README's table of caps: bench/caps.sh measures them.

Usage: bench/caps_inputs.py FOLDER   (writes FOLDER/<problem>_<family>.in)"""
import os, random, sys
random.seed(1)
folder = sys.argv[1] if len(sys.argv) > 1 else "caps"
os.makedirs(folder, exist_ok=True)
def w(name, text): open(os.path.join(folder, name + ".in"), "w").write(text)
n=m=2000
def funny(step_max):
    out=[f"1\n{n} {m}\n"]
    for k in range(m):
        out.append(" ".join(str(max(1, x - random.randint(1, step_max))) for x in range(1, n+1))+"\n")
    return "".join(out)
w('hdu5165_funnel', funny(2))
w('hdu5165_wide_funnel', funny(8))
w('hdu5165_random', "1\n%d %d\n" % (n, m) + "".join(" ".join(str(random.randint(1,n)) for _ in range(n))+"\n" for _ in range(m)))
# hdu7399: n=m=5000, 5e6 edges: each vertex 500 random out-edges
N=5000; d=500
lines=[f"1\n{N} {N}\n"]
for side in range(2):
    for i in range(N):
        t=random.sample(range(N), d)
        lines.append(str(d)+" "+" ".join(map(str,t))+"\n")
w('hdu7399_random_deg500', "".join(lines))
# chain-like: u_i -> v_i, v_i -> u_{i+1} plus u_i -> many v (Yes, late)
lines=[f"1\n{N} {N}\n"]
for i in range(N):
    t=[i]+random.sample(range(N), d-1)
    t=list(dict.fromkeys(t))
    lines.append(str(len(t))+" "+" ".join(map(str,t))+"\n")
for i in range(N):
    lines.append(f"1 {(i+1)%N}\n")
w('hdu7399_forced_cycle', "".join(lines))
# gym: n=2000
G=2000
edges=[(a,b) for a in range(1,G+1) for b in range(1,G+1) if a!=b]
w('gym100548h_complete', f"1\n{G} {len(edges)}\n"+"".join(f"{a} {b}\n" for a,b in edges)+"1 2\n")
e2=[(a,b) for a,b in edges if random.random()<0.5]
w('gym100548h_random_half', f"1\n{G} {len(e2)}\n"+"".join(f"{a} {b}\n" for a,b in e2)+"1 2\n")
e3=[(a,b) for a,b in edges if random.random()<0.01]
w('gym100548h_random_1pct', f"1\n{G} {len(e3)}\n"+"".join(f"{a} {b}\n" for a,b in e3)+"1 2\n")
# bipartite deg 4 at n=2000, late Yes: random bipartite
half=G//2
e4=[]
for a in range(1,G+1):
    other = range(half+1, G+1) if a<=half else range(1, half+1)
    for b in random.sample(list(other), 4): e4.append((a,b))
w('gym100548h_bipartite_deg4', f"1\n{G} {len(e4)}\n"+"".join(f"{a} {b}\n" for a,b in e4)+f"1 {half+1}\n")
# permutations and one merge at n = m = 2000
out=['1\n%d %d\n'%(n,m)]
for k in range(m-1):
    p=list(range(1,n+1)); random.shuffle(p); out.append(' '.join(map(str,p))+'\n')
f=list(range(1,n+1)); f[1]=1; out.append(' '.join(map(str,f))+'\n')
w('hdu5165_permutations', ''.join(out))
