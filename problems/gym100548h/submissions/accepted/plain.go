// gym100548h in Go: retrograde analysis over (Bob's vertex, Alice's vertex,
// mover) from the positions Alice has won, as
// problems/gym100548h/submissions/accepted/plain.cpp.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<16)
	writer := bufio.NewWriter(os.Stdout)
	defer writer.Flush()
	next := func() int {
		value, c := 0, byte(0)
		for c, _ = reader.ReadByte(); c < '0' || c > '9'; c, _ = reader.ReadByte() {
		}
		for ; c >= '0' && c <= '9'; c, _ = reader.ReadByte() {
			value = value*10 + int(c-'0')
		}
		return value
	}
	tests := next()
	for test := 1; test <= tests; test++ {
		n, m := next(), next()
		width := n + 1
		outCount := make([]int, n+1)
		incoming := make([][]int, n+1)
		for k := 0; k < m; k++ {
			source, target := next(), next()
			outCount[source]++
			incoming[target] = append(incoming[target], source)
		}
		x, y := next(), next()
		won := make([]bool, 2*width*width)
		movesLeft := make([]int, 2*width*width)
		queue := make([]int, 0, 2*width*width)
		for b := 1; b <= n; b++ {
			for a := 1; a <= n; a++ {
				here := (b*width + a) * 2
				movesLeft[here] = outCount[b]
				if b == a || outCount[b] == 0 {
					won[here] = true
					queue = append(queue, here)
				}
				if b == a {
					won[here+1] = true
					queue = append(queue, here+1)
				}
			}
		}
		for head := 0; head < len(queue); head++ {
			position := queue[head]
			b, a := position/2/width, position/2%width
			if position%2 == 1 {
				for _, source := range incoming[b] {
					before := (source*width + a) * 2
					if source != a {
						movesLeft[before]--
						if movesLeft[before] == 0 && !won[before] {
							won[before] = true
							queue = append(queue, before)
						}
					}
				}
			} else {
				for _, source := range incoming[a] {
					before := (b*width+source)*2 + 1
					if source != b && !won[before] {
						won[before] = true
						queue = append(queue, before)
					}
				}
			}
		}
		answer := "Yes"
		if won[(x*width+y)*2] {
			answer = "No"
		}
		fmt.Fprintf(writer, "Case #%d: %s\n", test, answer)
	}
}
