// Does not compile: a name never declared.
fn main() { println!("{}", undeclared_name); }
