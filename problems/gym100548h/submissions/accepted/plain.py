# gym100548h in Python 3: retrograde analysis over (Bob's vertex, Alice's
# vertex, mover) from the positions Alice has won, as
# problems/gym100548h/submissions/accepted/plain.cpp.
import sys


def bob_escapes(n, out_count, incoming, x, y):
    width = n + 1
    won = bytearray(2 * width * width)
    moves_left = [0] * (2 * width * width)
    queue = []
    for b in range(1, n + 1):
        for a in range(1, n + 1):
            here = (b * width + a) * 2
            moves_left[here] = out_count[b]
            if b == a or out_count[b] == 0:
                won[here] = 1
                queue.append(here)
            if b == a:
                won[here + 1] = 1
                queue.append(here + 1)
    for position in queue:
        b, a = divmod(position // 2, width)
        if position % 2 == 1:
            for source in incoming[b]:
                if source != a:
                    before = (source * width + a) * 2
                    moves_left[before] -= 1
                    if moves_left[before] == 0 and not won[before]:
                        won[before] = 1
                        queue.append(before)
        else:
            for source in incoming[a]:
                if source != b:
                    before = (b * width + source) * 2 + 1
                    if not won[before]:
                        won[before] = 1
                        queue.append(before)
    return not won[(x * width + y) * 2]


def main():
    data = sys.stdin.buffer.read().split()
    at = 1
    lines = []
    for test in range(1, int(data[0]) + 1):
        n, m = int(data[at]), int(data[at + 1])
        at += 2
        out_count = [0] * (n + 1)
        incoming = [[] for _ in range(n + 1)]
        for _ in range(m):
            source, target = int(data[at]), int(data[at + 1])
            at += 2
            out_count[source] += 1
            incoming[target].append(source)
        x, y = int(data[at]), int(data[at + 1])
        at += 2
        lines.append("Case #%d: %s" % (test, "Yes" if bob_escapes(n, out_count, incoming, x, y) else "No"))
    sys.stdout.write("\n".join(lines) + "\n")


main()
