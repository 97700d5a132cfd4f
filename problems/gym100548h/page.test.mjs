// gym100548h on the page, for its browser tests (web/tests/browser.test.mjs): what
// the shared tests need to know of it, and its own tests.
import assert from "node:assert/strict";

export const sides = ["Bob", "Alice"];
// Starts to play from: the input's own.
export const starts = () => [""];
export const malformed = "1\n3 2\n1 2\n2 x\n1 3\n";
// The legend's own mark: positions Alice cannot force to an end.
export const legendMark = /"-": /;
// What the board shows of a position: Bob's vertex, then Alice's.
export const piecesOf = (position) => position.slice(1).split(",").map((vertex) => [vertex]);
// Larger games, for the board at its largest (40 vertices at most are
// drawn): random graphs of 30 and 40 vertices, Bob on 1 and Alice on n.
// `random(k)`: one of 0..k-1.
export function largeGames(random) {
  return [[30, 60], [40, 90]].map(([n, m]) => {
    const edges = new Set();
    while (edges.size < m) {
      const [from, to] = [random(n) + 1, random(n) + 1];
      if (from !== to) edges.add(`${from} ${to}`);
    }
    return `1\n${n} ${m}\n${[...edges].join("\n")}\n1 ${n}\n`;
  });
}
// The screenshot of docs/web.md and the README (web/tests/screenshots.mjs):
// the test of its statement sample, the side played, the moves played.
export const screenshot = { test: 3, side: "Alice", moves: [0] };
// A move played, as the list of moves played words it.
export const playedMove = /^\d+ -> \d+, now Bob on \d+ and Alice on \d+$/;

// Its own tests, registered by the shared file with its helpers (ctx).
export function tests(test, ctx) {
  const { driver } = ctx;
  test("a graph too big for the board: the board says so, and the list of moves still plays", async () => {
    const { page, server } = ctx;
    const n = 50;  // a path 1 -> 2 -> ... -> 50, Bob on 1, Alice on 50
    const edges = Array.from({ length: n - 1 }, (_, k) => `${k + 1} ${k + 2}\n`).join("");
    await driver.open(page, server.origin, "gym100548h", `1\n${n} ${n - 1}\n${edges}1 ${n}\n`);
    await driver.playAs(page, "Bob");
    assert.match(await page.$eval("#board-note", (e) => e.textContent), /at most 40 vertices and 200 edges \(this one: 50 and 49\)/);
    assert.match(await page.$eval("#board-title", (e) => e.textContent), /choose it in the list below/);
    const before = (await driver.position(page)).position;
    await driver.playMove(page, "Bob", 0);
    assert.notEqual((await driver.position(page)).position, before);
  });
}
