// hdu7399 on the page, for its browser tests (web/tests/browser.test.mjs): what
// the shared tests need to know of it, and its own tests.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";

export const sides = ["GG", "YY"];
// Starts to play from: u0 and v0.
export const starts = () => ["u0", "v0"];
export const malformed = "1\n1 1\n1 5\n1 0\n";
// Where a position's token is: GG's targets are vertices.
export const placeOf = (position) => position.split(";")[0];
// What the board shows of a position: the token's vertex, then those visited.
export function piecesOf(position) {
  const [token, visited] = position.split(";");
  return [[token], visited.split(",").sort()];
}
// Starts the game does not have, and what the message beside each says.
export const badStarts = [["u9", 'no vertex "u9"']];
// A larger game, for the board at its largest (40 vertices at most are
// drawn): 20 u's and 20 v's, two edges out of each. `random(k)`: one of
// 0..k-1.
export function largeGames(random) {
  const lists = (count, other) => Array.from({ length: count }, () => {
    const out = new Set();
    while (out.size < 2) out.add(random(other));
    return `2 ${[...out].join(" ")}`;
  });
  return [`1\n20 20\n${lists(20, 20).join("\n")}\n${lists(20, 20).join("\n")}\n`];
}
// The screenshot of docs/web.md and the README (web/tests/screenshots.mjs):
// the test of its statement sample, the side played, the moves played.
export const screenshot = { test: 4, side: "GG", moves: [0] };
// A move played, as the list of moves played words it.
export const playedMove = /^the token [uv]\d+ to [uv]\d+( \(the round is full\))?$/;

// Its own tests, registered by the shared file with its helpers (ctx).
export function tests(test, ctx) {
  const { driver, source, native, file, judge, explainText, statement, noise, fits, oracle, typeStart, expectStartRefused,
    kEndless } = ctx;
  test("hdu7399: the board tells a fast move from a slow one, and the perfect vertex plays the fastest", async () => {
    const { page, server } = ctx;
    await driver.open(page, server.origin, "hdu7399", statement("hdu7399"), 4);
    await driver.playAs(page, "GG");
    await driver.playMove(page, "GG", 0);  // u0 to v0, YY's reply to u2: three moves to u1, within 1, 3 and 5
    const marks = await page.$$eval("#board g.node.move", (nodes) => nodes.map((node) =>
      `${node.querySelector("title").textContent} ${node.querySelector(".board-mark.outcome").textContent}`));
    assert.deepEqual(marks.sort(), ["v1 ★ win: u1 in 1", "v2 win: u1 in 3", "v3 win: u1 in 5"]);
    const after = await page.$eval("body", (body) => Number(body.dataset.shows || 0));
    await page.click("#board g.node.perfect");
    await driver.yourTurn(page, "GG", after);
    assert.match(await page.$eval("#history", (e) => e.innerText), /GG \(you\): the token u2 to v1\.\s+YY: the token v1 to u1\./);
  });

  test("hdu7399: the picture's green moves are GG's toward the target chased now", async () => {
    const { page, server } = ctx;
    const input = statement("hdu7399");
    await driver.open(page, server.origin, "hdu7399", input, 4);  // Yes: GG chases one target after another
    await driver.playAs(page, "GG");
    const goals = new Set(), seen = [];
    for (let k = 0; k < kEndless; ++k) {
      const shown = await driver.position(page);
      const chasing = await page.$$eval("#picture g.edge.chasing title", (titles) => titles.map((t) => t.textContent));
      const token = shown.position.split(";")[0];
      const from = chasing.filter((edge) => edge.startsWith(`${token}->`));
      if (token !== shown.goal) assert.equal(from.length, 1, `${shown.position}: one green move from the token's vertex`);
      seen.push({ shown, from: from[0] });
      goals.add(shown.goal);
      await driver.playMove(page, "GG", Math.floor(Math.random() * shown.choices.length));
    }
    assert.ok(goals.size > 1, "the target changed during the game");
    // The green move from the token's vertex brings it one move nearer its target.
    const checked = seen.filter(({ from }) => from);
    const ends = checked.map(({ shown, from }) => shown.choices.find((c) => c.to.startsWith(from.split("->")[1] + ";")).to);
    const after = oracle("hdu7399", input, ends, 4);
    checked.forEach(({ shown, from }, k) => {
      const reached = from.split("->")[1] === shown.goal;
      assert.ok(reached || (after[k].goal === shown.goal && after[k].goalMoves === shown.goalMoves - 1),
        `${shown.position}: ${from} toward ${shown.goal} (${shown.goalMoves} moves): then ${after[k].goal} within ${after[k].goalMoves}`);
    });
    assert.ok(checked.length >= kEndless / 2);
  });
}
