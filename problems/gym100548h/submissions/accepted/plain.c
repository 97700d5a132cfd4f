/* gym100548h in C: retrograde analysis over (Bob's vertex, Alice's vertex,
   mover) from the positions Alice has won, as problems/gym100548h/submissions/accepted/plain.cpp. */
#include <stdio.h>
#include <stdlib.h>

static int read_int(void) {
    int value = 0;
    if (scanf("%d", &value) != 1) return 0;
    return value;
}

int main(void) {
    int tests = read_int();
    for (int test = 1; test <= tests; ++test) {
        int n = read_int(), m = read_int();
        int *from = malloc(sizeof(int) * (m + 1)), *to = malloc(sizeof(int) * (m + 1));
        int *out_count = calloc(n + 2, sizeof(int)), *in_start = calloc(n + 2, sizeof(int));
        for (int k = 0; k < m; ++k) {
            from[k] = read_int(), to[k] = read_int();
            out_count[from[k]]++, in_start[to[k] + 1]++;
        }
        for (int v = 1; v <= n + 1; ++v) in_start[v] += in_start[v - 1];
        int *in = malloc(sizeof(int) * (m + 1)), *fill = calloc(n + 2, sizeof(int));
        for (int k = 0; k < m; ++k) in[in_start[to[k]] + fill[to[k]]++] = from[k];
        int x = read_int(), y = read_int();
        int size = 2 * (n + 1) * (n + 1), head = 0, tail = 0;
        char *won = calloc(size, 1);
        int *moves_left = calloc(size, sizeof(int)), *queue = malloc(sizeof(int) * size);
#define INDEX(b, a, mover) ((((b) * (n + 1) + (a)) * 2) + (mover))
#define WIN(p) do { int p_ = (p); if (!won[p_]) won[p_] = 1, queue[tail++] = p_; } while (0)
        for (int b = 1; b <= n; ++b)
            for (int a = 1; a <= n; ++a) {
                moves_left[INDEX(b, a, 0)] = out_count[b];
                if (b == a || out_count[b] == 0) WIN(INDEX(b, a, 0));
                if (b == a) WIN(INDEX(b, a, 1));
            }
        while (head < tail) {
            int position = queue[head++], mover = position % 2;
            int b = position / 2 / (n + 1), a = position / 2 % (n + 1);
            if (mover == 1) {
                for (int i = in_start[b]; i < in_start[b + 1]; ++i)
                    if (in[i] != a && --moves_left[INDEX(in[i], a, 0)] == 0) WIN(INDEX(in[i], a, 0));
            } else {
                for (int i = in_start[a]; i < in_start[a + 1]; ++i)
                    if (in[i] != b) WIN(INDEX(b, in[i], 1));
            }
        }
        printf("Case #%d: %s\n", test, won[INDEX(x, y, 0)] ? "No" : "Yes");
        free(from), free(to), free(out_count), free(in_start), free(in), free(fill);
        free(won), free(moves_left), free(queue);
    }
    return 0;
}
