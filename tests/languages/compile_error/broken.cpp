// Does not compile: a name never declared.
int main() { return undeclared_name; }
