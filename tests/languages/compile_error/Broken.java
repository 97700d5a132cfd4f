// Does not compile: a name never declared.
public class Broken {
    public static void main(String[] args) { System.out.println(undeclared_name); }
}
