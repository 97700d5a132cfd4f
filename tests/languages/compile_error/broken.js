// Does not compile: a syntax error.
console.log("Case #1: Yes";
