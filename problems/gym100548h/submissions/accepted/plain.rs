// gym100548h in Rust: retrograde analysis over (Bob's vertex, Alice's
// vertex, mover) from the positions Alice has won, as
// problems/gym100548h/submissions/accepted/plain.cpp.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut numbers = text.split_ascii_whitespace().map(|word| word.parse::<usize>().unwrap());
    let mut next = move || numbers.next().unwrap();
    let tests = next();
    let mut answers = String::new();
    for test in 1..=tests {
        let (n, m) = (next(), next());
        let width = n + 1;
        let mut out_count = vec![0usize; n + 1];
        let mut incoming = vec![Vec::new(); n + 1];
        for _ in 0..m {
            let (source, target) = (next(), next());
            out_count[source] += 1;
            incoming[target].push(source);
        }
        let (x, y) = (next(), next());
        let mut won = vec![false; 2 * width * width];
        let mut moves_left = vec![0usize; 2 * width * width];
        let mut queue = Vec::new();
        for b in 1..=n {
            for a in 1..=n {
                let here = (b * width + a) * 2;
                moves_left[here] = out_count[b];
                if b == a || out_count[b] == 0 {
                    won[here] = true;
                    queue.push(here);
                }
                if b == a {
                    won[here + 1] = true;
                    queue.push(here + 1);
                }
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let position = queue[head];
            head += 1;
            let (b, a) = (position / 2 / width, position / 2 % width);
            if position % 2 == 1 {
                for &source in &incoming[b] {
                    let before = (source * width + a) * 2;
                    if source != a {
                        moves_left[before] -= 1;
                        if moves_left[before] == 0 && !won[before] {
                            won[before] = true;
                            queue.push(before);
                        }
                    }
                }
            } else {
                for &source in &incoming[a] {
                    let before = (b * width + source) * 2 + 1;
                    if source != b && !won[before] {
                        won[before] = true;
                        queue.push(before);
                    }
                }
            }
        }
        let escapes = !won[(x * width + y) * 2];
        answers.push_str(&format!("Case #{}: {}\n", test, if escapes { "Yes" } else { "No" }));
    }
    io::stdout().write_all(answers.as_bytes()).unwrap();
}
