// hdu5165 on the page, for its browser tests (web/tests/browser.test.mjs): what
// the shared tests need to know of it, and its own tests.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";

export const sides = ["Alice", "Bob"];
// Starts to play from: every value, and the odd ones.
export function starts(input) {
  const n = input.split(/\s+/).filter((t) => t !== "").map(Number)[1];
  return ["", Array.from({ length: n }, (_, v) => v + 1).filter((v) => v % 2).join(" ")];
}
export const malformed = "3\n2 1\n1 1\n3 1\n1 2 3\n2 1\n1 7\n";
// What the board shows of a position: the values in its cells.
export const piecesOf = (position) => position.slice(1).split(",");
// A start the game does not have, and what the message beside it says.
export const badStart = ["1 2 9", "no value 9 in this test"];
// The screenshot of docs/web.md and the README (web/tests/screenshots.mjs):
// the test of its statement sample, the side played, the moves played.
export const screenshot = { test: 4, side: "Alice", moves: [0] };

// Its own tests, registered by the shared file with its helpers (ctx).
export function tests(test, ctx) {
  const { driver, source, native, file, judge, explainText, statement, noise, fits, oracle, typeStart, expectStartRefused,
    kEndless } = ctx;
  test("a start the game does not have: its message beside the start box, which stays to be corrected", async () => {
    const { page, server } = ctx;
    await driver.open(page, server.origin, "hdu5165", statement("hdu5165"), 4);
    await driver.playAs(page, "Alice", "");
    for (const [bad, value] of [["1 2 9", 9], ["0", 0]]) {
      await typeStart(bad);
      await expectStartRefused(`hdu5165 "${bad}"`, `no value ${value} in this test: an array is values from 1 to 5`);
    }
    const after = await page.$eval("body", (body) => Number(body.dataset.shows || 0));
    await typeStart("1 2");
    await driver.yourTurn(page, "Alice", after);
    assert.equal((await driver.position(page)).position, "A1,2", "corrected in place");
    assert.equal(await page.$eval("#start-error", (e) => e.textContent), "", "the message goes with the mistake");

    // A link with a bad start lands in the same state.
    await page.goto("about:blank");
    await page.goto(`${server.origin}/#problem=hdu5165&input=${driver.base64url(statement("hdu5165"))}&test=4&side=Alice&start=1+2+9`);
    await page.waitForSelector("body[data-ready=true]");
    await expectStartRefused("a link's start", "no value 9");
  });

  test("hdu5165: the picture starts whole; zoomed in, it scrolls to the position played; the moves played say who moved and to what", async () => {
    const { page, server } = ctx;
    await driver.open(page, server.origin, "hdu5165", statement("hdu5165"), 5);
    const onScreen = () => page.evaluate(() => {
      const box = document.getElementById("picture").getBoundingClientRect();
      const nodes = [...document.querySelectorAll("#picture .node.current")].map((node) => node.getBoundingClientRect());
      return nodes.length > 0 && nodes.some((node) => node.top >= box.top && node.bottom <= box.bottom &&
        node.left >= box.left && node.right <= box.right);
    });
    const scrolls = () => page.$eval("#picture", (e) => e.scrollHeight > e.clientHeight + 1);
    const text = async () => (await driver.smallestText(page, "#picture")).px;
    await driver.playAs(page, "Alice", "1 2");  // a pair drawn near the picture's bottom
    assert.ok(!(await scrolls()), "the picture (1724 points high) starts whole in its box");
    const whole = await text();
    for (let k = 0; k < 6 && (await text()) < 12; ++k) await page.click("#zoom-in");
    assert.ok((await text()) >= 12 && (await scrolls()), `zoomed in from text of ${whole} px: readable, taller than its box`);
    for (let k = 0; k < 6; ++k) {
      assert.ok(await onScreen(), `move ${k}: a marked pair in view`);
      const shown = await driver.position(page);
      if (shown.mover === "") break;
      await driver.playMove(page, "Alice", shown.choices.length - 1);
    }
    const played = await page.$$eval("#history li", (items) => items.map((item) => item.textContent));
    assert.ok(played.length >= 2, played.join("\n"));
    played.forEach((line, k) => {
      assert.match(line, k % 2 === 0 ? /^Alice \(you\): f_\d+/ : /^Bob: f_\d+/, line);
      assert.match(line, /the values become \{[\d, ]+\}\.$/, line);
      assert.doesNotMatch(line, /f_\d+, f_\d+/, `${line}: one move, not two`);
    });
    await page.click("#zoom-fit");
    assert.ok(!(await scrolls()), "whole again");
  });

  test("no silent no-op: a test out of range, an array longer than n, the column kept, no empty picture box", async () => {
    const { page, server } = ctx;
    await driver.open(page, server.origin, "hdu5165", statement("hdu5165"), 4);
    await page.$eval("#test-number", (box) => ((box.value = "9"), box.dispatchEvent(new Event("change"))));
    assert.match(await page.$eval("#test-note", (e) => (e.offsetParent !== null ? e.textContent : "")),
      /There is no test 9: the input has 5 tests/);
    await driver.playAs(page, "Alice", "");
    await typeStart("1 2 3 4 5 1");
    await expectStartRefused("an array of 6 values", "has 5 values, not 6");
    const column = () => page.$eval("#input-section", (e) => e.getBoundingClientRect().width);
    const shown = await column();
    await page.$eval("#input", (box) => (box.value = "1\n2 1\n"));  // no complete test: no test view
    await driver.solveBy(page, () => page.click("#solve"));
    assert.ok(await page.$eval("#test-view", (e) => e.hidden));
    assert.equal(await column(), shown, "the input's column keeps its width");
    await driver.open(page, server.origin, "hdu5165", statement("hdu5165"), 1);  // n = 1: nothing to draw
    assert.match(await page.$eval("#picture-note", (e) => e.textContent), /^Not drawn/);
    assert.equal(await page.$eval("#picture", (e) => e.getBoundingClientRect().height), 0, "no empty box");
  });
}
