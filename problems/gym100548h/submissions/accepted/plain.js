// gym100548h in JavaScript (node): retrograde analysis over (Bob's vertex,
// Alice's vertex, mover) from the positions Alice has won, as
// problems/gym100548h/submissions/accepted/plain.cpp.
const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter((word) => word.length > 0).map(Number);
let at = 0;
const next = () => data[at++];
const answers = [];
const tests = next();
for (let test = 1; test <= tests; ++test) {
  const n = next(), m = next(), width = n + 1;
  const outCount = new Int32Array(n + 1);
  const incoming = Array.from({ length: n + 1 }, () => []);
  for (let k = 0; k < m; ++k) {
    const source = next(), target = next();
    outCount[source]++;
    incoming[target].push(source);
  }
  const x = next(), y = next();
  const won = new Uint8Array(2 * width * width);
  const movesLeft = new Int32Array(2 * width * width);
  const queue = new Int32Array(2 * width * width);
  let head = 0, tail = 0;
  for (let b = 1; b <= n; ++b)
    for (let a = 1; a <= n; ++a) {
      const here = (b * width + a) * 2;
      movesLeft[here] = outCount[b];
      if (b === a || outCount[b] === 0) { won[here] = 1; queue[tail++] = here; }
      if (b === a) { won[here + 1] = 1; queue[tail++] = here + 1; }
    }
  while (head < tail) {
    const position = queue[head++], b = Math.floor(position / 2 / width), a = Math.floor(position / 2) % width;
    if (position % 2 === 1) {
      for (const source of incoming[b]) {
        const before = (source * width + a) * 2;
        if (source !== a && --movesLeft[before] === 0 && !won[before]) { won[before] = 1; queue[tail++] = before; }
      }
    } else {
      for (const source of incoming[a]) {
        const before = (b * width + source) * 2 + 1;
        if (source !== b && !won[before]) { won[before] = 1; queue[tail++] = before; }
      }
    }
  }
  answers.push(`Case #${test}: ${won[(x * width + y) * 2] ? "No" : "Yes"}`);
}
process.stdout.write(answers.join("\n") + "\n");
