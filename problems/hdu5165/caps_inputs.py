"""hdu5165's inputs at its judge program's caps, n = m = 2000 (bench/caps_inputs.py)."""
import random


def write(w):
    """Calls w(family, text) for each input."""
    random.seed(1)
    n=m=2000
    def funny(step_max):
        out=[f"1\n{n} {m}\n"]
        for k in range(m):
            out.append(" ".join(str(max(1, x - random.randint(1, step_max))) for x in range(1, n+1))+"\n")
        return "".join(out)
    w('funnel', funny(2))
    w('wide_funnel', funny(8))
    w('random', "1\n%d %d\n" % (n, m) + "".join(" ".join(str(random.randint(1,n)) for _ in range(n))+"\n" for _ in range(m)))
    # permutations and one merge at n = m = 2000
    out=['1\n%d %d\n'%(n,m)]
    for k in range(m-1):
        p=list(range(1,n+1)); random.shuffle(p); out.append(' '.join(map(str,p))+'\n')
    f=list(range(1,n+1)); f[1]=1; out.append(' '.join(map(str,f))+'\n')
    w('permutations', ''.join(out))
