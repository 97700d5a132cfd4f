/* Does not compile: a name never declared. */
int main(void) { return undeclared_name; }
