// Allocates 64 MiB at a time and keeps it all, until the heap is full: the
// JVM's heap is the memory limit (-Xmx), so it ends with OutOfMemoryError.
import java.util.ArrayList;

public class Allocate {
    public static void main(String[] args) {
        ArrayList<long[]> kept = new ArrayList<>();
        while (true) {
            long[] block = new long[8 << 20];
            for (int k = 0; k < block.length; k += 512) block[k] = k;
            kept.add(block);
        }
    }
}
