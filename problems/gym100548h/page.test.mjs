// gym100548h on the page, for its browser tests (web/tests/browser.test.mjs): what
// the shared tests need to know of it, and its own tests.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";

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

// Its own tests, registered by the shared file with its helpers (ctx).
export function tests(test, ctx) {
  const { driver, source, native, file, judge, explainText, statement, noise, fits, oracle, typeStart, expectStartRefused,
    kEndless } = ctx;
  // The page on gym100548h, solving `input` given to its file chooser.
  const upload = async (page, server, name, input) => {
    await driver.onProblem(page, server.origin, "gym100548h");
    await page.$eval("#file", (element) => (element.value = ""));
    const chooser = await page.$("#file");
    await driver.solveBy(page, () => chooser.uploadFile(file(name, input)));
  };
  // A fresh page at `address`, once ready.
  const visit = async (page, address) => {
    await page.goto("about:blank");
    await page.goto(address);
    await page.waitForSelector("body[data-ready=true]");
  };
  test("an input of 30000 tests and an error, from a file: each answer its element, the Test box past the list", async () => {
    const { page, server } = ctx;
    const statement = fs.readFileSync(path.join(source, "samples/gym100548h/statement.in"), "utf8").split("\n");
    const tests = statement.slice(1).join("\n").trimEnd();
    const input = `30001\n${Array(10000).fill(tests).join("\n")}\n3 2\n1 2\n`;  // the last test cut short
    const expected = judge("gym100548h", input);
    assert.equal(expected.lines.length, 30000);
    await upload(page, server, "many.in", input);
    const shown = await driver.answers(page);
    assert.deepEqual(shown.map((a) => a.answer), expected.lines);
    assert.deepEqual(shown.map((a) => a.test), expected.lines.map((_, k) => k + 1));
    assert.equal(await page.$eval("#error", (e) => e.textContent), expected.error);
    assert.equal(await page.$$eval("#answers li", (items) => items.length), 1000, "the first 1000 listed");
    const generation = await page.$eval("body", (body) => body.dataset.solved);
    await page.$eval("#test-number", (box) => ((box.value = "25000"), box.dispatchEvent(new Event("change"))));
    await page.waitForSelector(`body[data-shown="${generation}:25000"]`);
    assert.equal(await page.$eval("#test-title", (e) => e.textContent), `Test 25000: ${expected.lines[24999]}`);
    assert.equal(await page.$eval("#explanation", (e) => e.textContent), explainText("gym100548h", input, 25000));
  });

  test("the link explain --format link prints opens its input at its test", async () => {
    const { page, server } = ctx;
    const input = fs.readFileSync(path.join(source, "samples/gym100548h/statement.in"), "utf8");
    const link = driver.run(native("tools/explain"), ["gym100548h", "--format", "link", "--test", "3",
      "--page-address", `${server.origin}/`], input).out.trim();
    await visit(page, link);
    assert.deepEqual((await driver.answers(page)).map((a) => a.answer), judge("gym100548h", input).lines);
    assert.equal(await page.$eval("#test-title", (e) => e.textContent), "Test 3: Case #3: Yes");
    assert.equal(await page.$eval("#explanation", (e) => e.textContent), explainText("gym100548h", input, 3));
  });

  test("a link whose input is not base64url: the link's own error, the address kept", async () => {
    const { page, server } = ctx;
    const address = `${server.origin}/#problem=gym100548h&input=%%%***`;
    await visit(page, address);
    await new Promise((resolve) => setTimeout(resolve, 400));  // longer than the page waits to write its address
    assert.equal(await page.evaluate(() => location.href), address);
    const said = await page.$eval("main", (main) => main.innerText);
    assert.match(said, /not base64url/);
    assert.doesNotMatch(said, /gym100548h: /, "no judge error about an input the link does not hold");
  });

  test("a long error line wraps inside its column", async () => {
    const { page, server } = ctx;
    const input = Buffer.concat([Buffer.from("2\n3 2\n1 2\n2 3\n1 3\n"), noise(20000, 7).map((b) => (b < 48 ? b + 128 : b))]);
    await upload(page, server, "binary.in", input);
    assert.match(await page.$eval("#error", (e) => e.textContent), /^gym100548h: test 2/);
    assert.ok(await fits(page, "#error"), "the error line is not cut");
    const [error, column] = await page.evaluate(() =>
      ["error", "input-section"].map((id) => document.getElementById(id).getBoundingClientRect().right));
    assert.ok(error <= column + 1, `the error line ends at ${error}, its column at ${column}`);
  });

  test("an input of 5 MB: the notice standing for it in the box is shown whole", async () => {
    const { page, server } = ctx;
    const tests = 420000;  // 12 bytes each: 5 MB
    const input = `${tests}\n${"2 1\n1 2\n1 2\n".repeat(tests)}`;
    // From a file: pasted, the box would take Chromium many seconds to lay
    // out before the page replaces it with the same notice.
    await upload(page, server, "big.in", input);
    const notice = await page.evaluate(() => [...document.querySelectorAll("#input-section *")]
      .find((e) => e.children.length === 0 && e.offsetParent !== null && e.textContent.includes("MB is loaded"))?.id);
    assert.ok(notice, "a notice in the page's text says the input is loaded");
    assert.ok(await fits(page, `#${notice}`), "the notice is not cut");
    assert.match(await page.$eval(`#${notice}`, (e) => e.textContent), /Type or paste here to replace it\.$/);
  });

  test("a file that is not UTF-8: the link holds the bytes the engine read", async () => {
    const { page, server } = ctx;
    const bytes = noise(3000, 28);
    await upload(page, server, "noise.in", bytes);
    const error = await page.$eval("#error", (e) => e.textContent);
    await page.waitForFunction(() => document.getElementById("link").href.includes("input="));
    const link = await page.$eval("#link", (a) => a.href);
    const linked = Buffer.from(new URLSearchParams(new URL(link).hash.slice(1)).get("input"), "base64url");
    assert.ok(linked.equals(bytes), `the link holds ${linked.length} bytes, not the file's ${bytes.length}`);
    await visit(page, link);
    assert.equal(await page.$eval("#error", (e) => e.textContent), error, "the link's input reads as the file did");
  });

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
