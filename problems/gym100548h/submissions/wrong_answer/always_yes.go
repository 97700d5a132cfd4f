// A wrong gym100548h answer in Go: "Yes" to every test.
package main

import "fmt"

func main() {
	tests := 0
	fmt.Scan(&tests)
	for test := 1; test <= tests; test++ {
		fmt.Printf("Case #%d: Yes\n", test)
	}
}
