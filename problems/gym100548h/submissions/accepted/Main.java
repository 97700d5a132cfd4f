// gym100548h in Java: retrograde analysis over (Bob's vertex, Alice's
// vertex, mover) from the positions Alice has won, as
// problems/gym100548h/submissions/accepted/plain.cpp.
import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    private static final DataInputStream in = new DataInputStream(System.in);
    private static final byte[] buffer = new byte[1 << 16];
    private static int length = 0, at = 0;

    private static int readByte() throws IOException {
        if (at == length) {
            length = in.read(buffer, 0, buffer.length);
            at = 0;
            if (length <= 0) return -1;
        }
        return buffer[at++];
    }

    private static int readInt() throws IOException {
        int c = readByte();
        while (c != -1 && (c < '0' || c > '9')) c = readByte();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = readByte();
        }
        return value;
    }

    public static void main(String[] args) throws IOException {
        int tests = readInt();
        StringBuilder answers = new StringBuilder();
        for (int test = 1; test <= tests; ++test) {
            int n = readInt(), m = readInt(), width = n + 1;
            int[] from = new int[m], to = new int[m], outCount = new int[n + 2], inStart = new int[n + 2];
            for (int k = 0; k < m; ++k) {
                from[k] = readInt();
                to[k] = readInt();
                outCount[from[k]]++;
                inStart[to[k] + 1]++;
            }
            for (int v = 1; v <= n + 1; ++v) inStart[v] += inStart[v - 1];
            int[] incoming = new int[m], fill = new int[n + 2];
            for (int k = 0; k < m; ++k) incoming[inStart[to[k]] + fill[to[k]]++] = from[k];
            int x = readInt(), y = readInt();
            boolean[] won = new boolean[2 * width * width];
            int[] movesLeft = new int[2 * width * width], queue = new int[2 * width * width];
            int head = 0, tail = 0;
            for (int b = 1; b <= n; ++b)
                for (int a = 1; a <= n; ++a) {
                    int here = (b * width + a) * 2;
                    movesLeft[here] = outCount[b];
                    if (b == a || outCount[b] == 0) { won[here] = true; queue[tail++] = here; }
                    if (b == a) { won[here + 1] = true; queue[tail++] = here + 1; }
                }
            while (head < tail) {
                int position = queue[head++], b = position / 2 / width, a = position / 2 % width;
                if (position % 2 == 1) {
                    for (int i = inStart[b]; i < inStart[b + 1]; ++i) {
                        int before = (incoming[i] * width + a) * 2;
                        if (incoming[i] != a && --movesLeft[before] == 0 && !won[before]) { won[before] = true; queue[tail++] = before; }
                    }
                } else {
                    for (int i = inStart[a]; i < inStart[a + 1]; ++i) {
                        int before = (b * width + incoming[i]) * 2 + 1;
                        if (incoming[i] != b && !won[before]) { won[before] = true; queue[tail++] = before; }
                    }
                }
            }
            answers.append("Case #").append(test).append(": ").append(won[(x * width + y) * 2] ? "No" : "Yes").append('\n');
        }
        System.out.print(answers);
    }
}
