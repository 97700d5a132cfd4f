// Does not compile: a name never declared.
package main

func main() { println(undeclared_name) }
