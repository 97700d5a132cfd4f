// A wrong gym100548h answer in JavaScript: "Yes" to every test.
const tests = Number(require("fs").readFileSync(0, "utf8").trim().split(/\s+/)[0]);
const lines = [];
for (let test = 1; test <= tests; ++test) lines.push(`Case #${test}: Yes`);
console.log(lines.join("\n"));
