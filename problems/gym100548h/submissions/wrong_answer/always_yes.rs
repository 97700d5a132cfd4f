// A wrong gym100548h answer in Rust: "Yes" to every test.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let tests: usize = text.split_ascii_whitespace().next().unwrap().parse().unwrap();
    for test in 1..=tests {
        println!("Case #{}: Yes", test);
    }
}
