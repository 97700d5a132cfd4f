// hdu5165 on the page, for its browser tests (web/tests/browser.test.mjs): what
// the shared tests need to know of it, and its own tests.
import assert from "node:assert/strict";

export const sides = ["Alice", "Bob"];
// Starts to play from: every value, and the odd ones.
export function starts(input) {
  const n = input.split(/\s+/).filter((t) => t !== "").map(Number)[1];
  return ["", Array.from({ length: n }, (_, v) => v + 1).filter((v) => v % 2).join(" ")];
}
export const malformed = "3\n2 1\n1 1\n3 1\n1 2 3\n2 1\n1 7\n";
// What the board shows of a position: the values in its cells.
export const piecesOf = (position) => position.slice(1).split(",");
// Starts the game does not have, and what the message beside each says.
export const badStarts = [["1 2 9", "no value 9 in this test: an array is values from 1 to 5"],
  ["0", "no value 0 in this test: an array is values from 1 to 5"], ["1 2 3 4 5 1", "has 5 values, not 6"]];
// A funnel game: n values, m functions, each sending 1 to 1 and every
// other value i to i - 1 - (one of 0..step-1), at least 1. Alice wins
// (every value ends at 1), but the sets reachable are too many to search
// once n and m are some tens: the page shows her bound. `random(k)`: one
// of 0..k-1.
function funnel(random, n, m, step) {
  const functions = Array.from({ length: m }, () =>
    Array.from({ length: n }, (_, i) => Math.max(1, i - random(step))).join(" "));
  return `1\n${n} ${m}\n${functions.join("\n")}\n`;
}
// A larger game, for the board: 30 values in rows of cells, 20 functions.
export const largeGames = (random) => [funnel(random, 30, 20, 8)];
// The screenshot of docs/web.md and the README (web/tests/screenshots.mjs):
// the test of its statement sample, the side played, the moves played.
export const screenshot = { test: 4, side: "Alice", moves: [0] };
// A test whose layered picture (570 x 1724 points) is too tall to read whole,
// and a start whose pair is drawn near its bottom.
export const tallPicture = { test: 5, side: "Alice", start: "1 2" };
// A move played, as the list of moves played words it: one function (and
// those that do the same), and the values it leads to.
export const playedMove = /^f_\d+( \(f_\d+(, f_\d+)* (does|do) the same\))?, the values become \{\d+(, \d+)*\}$/;

// Its own tests, registered by the shared file with its helpers (ctx).
export function tests(test, ctx) {
  const { driver } = ctx;
  test("hdu5165: a game too big to search exactly shows Alice's bound, \"win in ≤K\", on the board and in the list, and each of her moves lowers it", async () => {
    const { page, server } = ctx;
    const input = funnel(driver.seeded(5), 30, 20, 8);
    await driver.open(page, server.origin, "hdu5165", input);
    const marksOf = (shown, wins) => {
      const best = (wins ? Math.min : Math.max)(...shown.choices.map((c) => c.moves));
      for (const c of shown.choices) {
        assert.equal(c.perfect, c.moves === best, `${c.label}: perfect when its count is the ${wins ? "least" : "most"}`);
        assert.equal(c.mark, `${c.perfect ? "★ " : ""}${wins ? "win" : "lose"} in ${c.exact ? "" : "≤"}${c.moves}`, c.label);
        if (!c.exact) assert.match(c.label, /within at most \d+ moves? \(the bound of her pair-by-pair strategy/, c.label);
      }
      return shown.choices.filter((c) => !c.exact).length;
    };
    const boardMarks = () => page.$$eval("#board .board-mark.outcome", (marks) => marks.map((mark) => mark.textContent));
    let bounds = 0;
    await driver.playAs(page, "Alice", "");
    for (let k = 0; k < 4; ++k) {
      const shown = await driver.position(page);
      if (k === 0) assert.ok(!shown.exact && shown.winner === "Alice", `the start's count is a bound: ${shown.position}`);
      if (shown.mover === "" || shown.exact) break;  // a set small enough to search
      assert.match(await page.$eval("#outcome", (e) => e.textContent), /within at most \d+ moves/);
      bounds += marksOf(shown, true);
      assert.deepEqual(await boardMarks(), shown.choices.map((c) => c.mark), "the board's marks are the list's");
      // Alice's perfect move leads to a set of count K; whatever Bob replies, the count is then K - 1 at most.
      const best = shown.choices.findIndex((c) => c.perfect);
      await driver.playMove(page, "Alice", best);
      const now = await driver.position(page);
      assert.ok(now.moves >= 0 && now.moves <= shown.choices[best].moves - 1,
        `${shown.position} to ${shown.choices[best].to} (${shown.choices[best].mark}), then ${now.position}: ${now.moves}`);
    }
    await driver.playAs(page, "Bob", "");  // the page plays Alice first
    const bob = await driver.position(page);
    assert.ok(!bob.exact, bob.position);
    bounds += marksOf(bob, false);
    assert.deepEqual(await boardMarks(), bob.choices.map((c) => c.mark), "Bob's marks on the board are the list's");
    assert.ok(bounds >= 40, `${bounds} moves marked with a bound`);
  });
}
