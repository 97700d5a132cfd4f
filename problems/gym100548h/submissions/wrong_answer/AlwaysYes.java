// A wrong gym100548h answer in Java: "Yes" to every test.
import java.util.Scanner;

public class AlwaysYes {
    public static void main(String[] args) {
        int tests = new Scanner(System.in).nextInt();
        StringBuilder out = new StringBuilder();
        for (int test = 1; test <= tests; ++test) out.append("Case #").append(test).append(": Yes\n");
        System.out.print(out);
    }
}
