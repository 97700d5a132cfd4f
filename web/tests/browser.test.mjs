// The page (web/) in headless Chromium, against the native build:
//   node browser.test.mjs --page BUILD-WEB/web --native BUILD --chromium /usr/bin/chromium
// (ctest -L web runs it after building the page). For every sample and for
// small games the page draws from seeds, the answers it shows are the judge
// program's lines, its explanation text is explain's and its certificate is
// accepted by the native check_certificate; every move annotation equals the
// brute force's value of the position it leads to (play_oracle); an input of
// more tests than the page lists has an element per answer; the losing
// side played at random loses within the announced count (or, where the win
// is endless, the winner stays the winner); malformed input shows the
// judge's error line and keeps the text; links of explain --format link
// open their input; and no request leaves the page's origin.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import * as driver from "./driver.mjs";

const args = driver.options({ page: "build-web/web", native: "build", chromium: "/usr/bin/chromium" });
const source = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const native = (name) => path.join(args.native, name);
const kProblems = ["hdu5165", "hdu7399", "gym100548h"];
const kSeeds = 8;        // small games drawn per problem
const kGames = 2;        // random games played per problem and small game
const kPlayed = 8;       // moves played per game to check annotations
const kEndless = 16;     // moves watched where the win is endless
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "page-test-"));

let server, chromium, page;
const foreign = [], errors = [];

before(async () => {
  server = await driver.serve(args.page);
  chromium = await driver.launch(args.chromium);
  page = await driver.tab(chromium.browser, server.origin, foreign, errors);
});
after(async () => {
  await chromium.close();
  server.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

function file(name, text) {
  const where = path.join(scratch, name);
  fs.writeFileSync(where, text);
  return where;
}

// What the judge program prints for an input: its lines and its error line.
function judge(problem, input) {
  const result = driver.run(native(problem), [], input);
  return { lines: result.out.split("\n").filter((line) => line !== ""), error: result.err.trim() };
}

function explainText(problem, input, test) {
  return driver.run(native("tools/explain"), [problem, "--test", String(test)], input).out;
}

// The page's answers, error line and, for the first tests, explanation
// text and certificate, against the native programs.
async function expectPageAgreesWithNative(problem, input, label, explained = 4) {
  const expected = judge(problem, input);
  const shown = await driver.answers(page);
  assert.deepEqual(shown.map((a) => a.answer), expected.lines, `${label}: answers`);
  assert.deepEqual(shown.map((a) => a.test), expected.lines.map((_, k) => k + 1), `${label}: data-test`);
  assert.equal(await page.$eval("#error", (e) => e.textContent), expected.error, `${label}: error line`);
  const boxed = input.replace(/\r\n?/g, "\n");  // as a text box holds it
  assert.equal(await page.$eval("#input", (e) => e.value), boxed, `${label}: the input in the box`);
  for (let test = 1; test <= Math.min(explained, shown.length); ++test) {
    await driver.choose(page, test);
    const text = await page.$eval("#explanation", (e) => e.textContent);
    assert.equal(text, explainText(problem, input, test), `${label}: test ${test}'s explanation`);
  }
  if (shown.length > 0 && expected.error === "") await expectCertificateAccepted(problem, input, label);
}

async function expectCertificateAccepted(problem, input, label) {
  // A result left from an earlier input must not answer the wait below.
  await page.$eval("#certificate-result", (e) => delete e.dataset.status);
  await page.click("#check");
  await page.waitForSelector("#certificate-result[data-status]");
  const certificate = await page.$eval("#certificate-download", async (a) => (await fetch(a.href)).text());
  assert.equal(await page.$eval("#certificate-result", (e) => e.dataset.status), "0", `${label}: the page's check`);
  const checked = driver.run(native("tools/check_certificate"), [problem, file("input", input), file("cert", certificate)]);
  assert.equal(checked.status, 0, `${label}: check_certificate: ${checked.err}`);
  const blocks = certificate.split("\n").filter((line) => line.startsWith("test ")).length;
  assert.equal(blocks, (await driver.answers(page)).length, `${label}: a block per test`);
}

// A small game the page draws from a seed: its judge input.
async function drawn(problem, seed) {
  await driver.onProblem(page, server.origin, problem);
  await page.$eval("#seed", (input, seed) => (input.value = seed), String(seed));
  await driver.solveBy(page, () => page.click("#random"));
  return page.$eval("#input", (e) => e.value);
}

function samples(problem) {
  const folder = path.join(source, "samples", problem);
  return fs.readdirSync(folder).filter((name) => name.endsWith(".in")).sort()
    .map((name) => ({ name, input: fs.readFileSync(path.join(folder, name), "utf8") }));
}

test("every sample: the judge's answers and error line, explain's text, a certificate check_certificate accepts", async () => {
  for (const problem of kProblems)
    for (const { name, input } of samples(problem)) {
      await driver.onProblem(page, server.origin, problem);
      await driver.solveBy(page, () => page.select("#sample", name.replace(/\.in$/, "")));
      await expectPageAgreesWithNative(problem, input, `${problem}/${name}`);
    }
});

test("small games drawn from seeds: the judge's answers, explain's text, an accepted certificate", async () => {
  for (const problem of kProblems)
    for (let seed = 1; seed <= kSeeds; ++seed) {
      const input = await drawn(problem, seed);
      await expectPageAgreesWithNative(problem, input, `${problem} seed ${seed}`);
    }
});

test("an input of 30000 tests and an error, from a file: each answer its element, the Test box past the list", async () => {
  const statement = fs.readFileSync(path.join(source, "samples/gym100548h/statement.in"), "utf8").split("\n");
  const tests = statement.slice(1).join("\n").trimEnd();
  const input = `30001\n${Array(10000).fill(tests).join("\n")}\n3 2\n1 2\n`;  // the last test cut short
  const expected = judge("gym100548h", input);
  assert.equal(expected.lines.length, 30000);
  await driver.onProblem(page, server.origin, "gym100548h");
  await page.$eval("#file", (element) => (element.value = ""));
  const chooser = await page.$("#file");
  await driver.solveBy(page, () => chooser.uploadFile(file("many.in", input)));
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

// ------------------------------------------------------------------ play --

const kSides = { hdu5165: ["Alice", "Bob"], hdu7399: ["GG", "YY"], gym100548h: ["Bob", "Alice"] };

// The brute force's values of positions of test `test` of `input`.
function oracle(problem, input, positions, test = 1) {
  const result = driver.run(native("web/play_oracle"), [problem, file("oracle.in", input), String(test)], positions.join("\n") + "\n");
  assert.equal(result.status, 0, result.err);
  return result.out.trim().split("\n").map((line) => {
    const [winner, moves, goal, goalMoves, inTrap] = line.split(" ");
    return { winner, moves: Number(moves), goal: goal === "-" ? "" : goal, goalMoves: Number(goalMoves), inTrap: inTrap === "1" };
  });
}

// A random move of the list.
const anyMove = (shown) => Math.floor(Math.random() * shown.choices.length);

// Plays `side` with `choose` picking the moves, at most `most` of them;
// returns every position shown at the player's turn, each with the move
// then played (chosen).
async function playGame(side, start, choose, most) {
  await driver.playAs(page, side, start);
  const seen = [];
  for (let k = 0; k < most; ++k) {
    const shown = await driver.position(page);
    seen.push(shown);
    if (shown.mover === "") break;
    shown.chosen = shown.choices[choose(shown)];
    await driver.playMove(page, side, shown.choices.indexOf(shown.chosen));
  }
  return seen;
}

// Starts to play from: hdu5165 every value and the odd ones, hdu7399 u0
// and v0, gym100548h the input's own.
function starts(problem, input) {
  if (problem === "gym100548h") return [""];
  const numbers = input.split(/\s+/).filter((t) => t !== "").map(Number);
  if (problem === "hdu5165") {
    const n = numbers[1];
    return ["", Array.from({ length: n }, (_, v) => v + 1).filter((v) => v % 2).join(" ")];
  }
  return ["u0", "v0"];
}

test("every move annotation on small games is the brute force's value of the position it leads to", async () => {
  let checked = 0;
  for (const problem of kProblems)
    for (let seed = 1; seed <= kSeeds; ++seed) {
      const input = await drawn(problem, seed);
      for (const start of starts(problem, input))
        for (const side of kSides[problem]) {
          const seen = await playGame(side, start, anyMove, kPlayed);
          const positions = seen.flatMap((shown) => [shown.position, ...shown.choices.map((m) => m.to)]);
          const values = oracle(problem, input, positions);
          let at = 0;
          for (const shown of seen)
            for (const item of [shown, ...shown.choices]) {
              const value = values[at++], where = `${problem} seed ${seed} from ${start || "the start"}: ${item.label || shown.position}`;
              assert.equal(item.winner, value.winner, where);
              assert.equal(item.moves, value.moves, where);
              assert.ok(item.exact, where);
              assert.equal(item.goal, value.goal, where);
              assert.equal(item.goalMoves, value.goalMoves, where);
              if (item.to && value.inTrap) assert.equal(item.left, 0, `${where}: inside the trap`);
              ++checked;
            }
        }
    }
  assert.ok(checked > 500, `${checked} annotations checked`);
});

test("the losing side played at random loses within the announced count, or never wins an endless game", async () => {
  let games = 0;
  for (const problem of kProblems)
    for (let seed = 1; seed <= kSeeds; ++seed) {
      const input = await drawn(problem, seed);
      for (let game = 0; game < kGames; ++game) {
        const first = (await driver.position(page)).winner;
        const loser = kSides[problem].find((side) => side !== first);
        const seen = await playGame(loser, null, anyMove, kEndless);
        const where = `${problem} seed ${seed} game ${game}`;
        for (let k = 1; k < seen.length; ++k) {
          const [before, now] = [seen[k - 1], seen[k]];
          assert.equal(now.winner, first, `${where}: move ${k}: the winner stays`);
          if (before.moves >= 0) assert.ok(now.moves >= 0 && now.moves <= before.moves - 2 ||
            (now.mover === "" && now.moves <= before.moves - 1), `${where}: move ${k}: ${before.moves} then ${now.moves}`);
          // hdu7399 Yes: the target is reached within its count, or nearer.
          const token = (position) => position.split(";")[0];
          const reached = [token(before.chosen.to), token(now.position)].includes(before.goal);
          if (before.goalMoves >= 0) assert.ok(reached ? before.goalMoves <= 2 || token(before.chosen.to) === before.goal
            : now.goal === before.goal && now.goalMoves <= before.goalMoves - 2,
            `${where}: move ${k}: ${before.goal} within ${before.goalMoves}, then ${now.goal} within ${now.goalMoves}`);
        }
        const last = seen[seen.length - 1];
        if (seen[0].moves >= 0) assert.equal(last.mover, "", `${where}: over within ${seen[0].moves} moves`);
        ++games;
      }
    }
  assert.ok(games >= kProblems.length * kSeeds * kGames);
});

// --------------------------------------------------------------- the rest --

test("malformed input typed in the box: the judge's error line, the text kept", async () => {
  const inputs = {
    hdu5165: "3\n2 1\n1 1\n3 1\n1 2 3\n2 1\n1 7\n",
    hdu7399: "1\n1 1\n1 5\n1 0\n",
    gym100548h: "1\n3 2\n1 2\n2 x\n1 3\n",
  };
  for (const problem of kProblems) {
    await driver.onProblem(page, server.origin, problem);
    await page.$eval("#input", (box) => (box.value = ""));
    await page.type("#input", inputs[problem]);
    await driver.solveBy(page, () => page.click("#solve"));
    const expected = judge(problem, inputs[problem]);
    assert.ok(expected.error.startsWith(`${problem}: `), expected.error);
    assert.equal(await page.$eval("#error", (e) => e.textContent), expected.error, problem);
    assert.deepEqual((await driver.answers(page)).map((a) => a.answer), expected.lines, problem);
    assert.equal(await page.$eval("#input", (e) => e.value), inputs[problem], problem);
  }
});

test("the link explain --format link prints opens its input at its test", async () => {
  const input = fs.readFileSync(path.join(source, "samples/gym100548h/statement.in"), "utf8");
  const link = driver.run(native("tools/explain"), ["gym100548h", "--format", "link", "--test", "3",
    "--page-address", `${server.origin}/`], input).out.trim();
  await page.goto("about:blank");
  await page.goto(link);
  await page.waitForSelector("body[data-ready=true]");
  assert.deepEqual((await driver.answers(page)).map((a) => a.answer), judge("gym100548h", input).lines);
  assert.equal(await page.$eval("#test-title", (e) => e.textContent), "Test 3: Case #3: Yes");
  assert.equal(await page.$eval("#explanation", (e) => e.textContent), explainText("gym100548h", input, 3));
});

// ------------------------------------------------ mistakes a newcomer makes --

const statement = (problem) => fs.readFileSync(path.join(source, "samples", problem, "statement.in"), "utf8");

// Bytes that look random, the same at every run.
function noise(length, seed) {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; ++i) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

// Whether the element is laid out and its text fits its box (nothing cut off).
function fits(page, selector) {
  return page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return element.offsetParent !== null && box.width > 0 && element.scrollWidth <= element.clientWidth + 1 &&
      element.scrollHeight <= element.clientHeight + 1;
  });
}

// Types `text` in the start box and leaves it, as a player does.
async function typeStart(text) {
  await page.click("#start-choice", { clickCount: 3 });
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

// The start box is there to correct; the message is beside it; the picture
// marks no position.
async function expectStartRefused(label, why) {
  await page.waitForFunction((why) => document.getElementById("play").innerText.includes(why), { timeout: 10000 }, why);
  assert.ok(await page.$eval("#start-choice", (box) => box.offsetParent !== null && !box.disabled),
    `${label}: the start box is shown`);
  assert.ok((await page.$eval("#start-error", (e) => e.offsetParent !== null ? e.textContent : "")).includes(why),
    `${label}: the message beside the box`);
  assert.equal(await page.$$eval("#picture .node.current", (nodes) => nodes.length), 0, `${label}: no position marked`);
  assert.equal(await page.$$eval("#moves button", (buttons) => buttons.length), 0, `${label}: no moves offered`);
}

test("a start the game does not have: its message beside the start box, which stays to be corrected", async () => {
  await driver.open(page, server.origin, "hdu5165", statement("hdu5165"), 4);
  await driver.playAs(page, "Alice", "");
  for (const bad of ["1 2 9", "0"]) {
    await typeStart(bad);
    await expectStartRefused(`hdu5165 "${bad}"`, "values from 1 to 5");
  }
  const after = await page.$eval("body", (body) => Number(body.dataset.shows || 0));
  await typeStart("1 2");
  await driver.yourTurn(page, "Alice", after);
  assert.equal((await driver.position(page)).position, "A1,2", "corrected in place");
  assert.equal(await page.$eval("#start-error", (e) => e.textContent), "", "the message goes with the mistake");

  await driver.open(page, server.origin, "hdu7399", statement("hdu7399"), 1);
  await driver.playAs(page, "GG", "");
  await typeStart("u9");
  await expectStartRefused("hdu7399 u9", "u9");

  // A link with a bad start lands in the same state.
  await page.goto("about:blank");
  await page.goto(`${server.origin}/#problem=hdu5165&input=${driver.base64url(statement("hdu5165"))}&test=4&side=Alice&start=1+2+9`);
  await page.waitForSelector("body[data-ready=true]");
  await expectStartRefused("a link's start", "values from 1 to 5");
});

test("a link whose input is not base64url: the link's own error, the address kept", async () => {
  const address = `${server.origin}/#problem=gym100548h&input=%%%***`;
  await page.goto("about:blank");
  await page.goto(address);
  await page.waitForSelector("body[data-ready=true]");
  await new Promise((resolve) => setTimeout(resolve, 400));  // longer than the page waits to write its address
  assert.equal(await page.evaluate(() => location.href), address);
  const said = await page.$eval("main", (main) => main.innerText);
  assert.match(said, /not base64url/);
  assert.doesNotMatch(said, /gym100548h: /, "no judge error about an input the link does not hold");
});

test("a long error line wraps inside its column", async () => {
  const input = Buffer.concat([Buffer.from("2\n3 2\n1 2\n2 3\n1 3\n"), noise(20000, 7).map((b) => (b < 48 ? b + 128 : b))]);
  await driver.onProblem(page, server.origin, "gym100548h");
  await page.$eval("#file", (element) => (element.value = ""));
  const chooser = await page.$("#file");
  await driver.solveBy(page, () => chooser.uploadFile(file("binary.in", input)));
  assert.match(await page.$eval("#error", (e) => e.textContent), /^gym100548h: test 2/);
  assert.ok(await fits(page, "#error"), "the error line is not cut");
  const [error, column] = await page.evaluate(() =>
    ["error", "input-section"].map((id) => document.getElementById(id).getBoundingClientRect().right));
  assert.ok(error <= column + 1, `the error line ends at ${error}, its column at ${column}`);
});

test("an input of 5 MB: the notice standing for it in the box is shown whole", async () => {
  await driver.onProblem(page, server.origin, "gym100548h");
  const tests = 420000;  // 12 bytes each: 5 MB
  const input = `${tests}\n${"2 1\n1 2\n1 2\n".repeat(tests)}`;
  // From a file: pasted, the box would take Chromium many seconds to lay
  // out before the page replaces it with the same notice.
  await page.$eval("#file", (element) => (element.value = ""));
  const chooser = await page.$("#file");
  await driver.solveBy(page, () => chooser.uploadFile(file("big.in", input)));
  const notice = await page.evaluate(() => [...document.querySelectorAll("#input-section *")]
    .find((e) => e.children.length === 0 && e.offsetParent !== null && e.textContent.includes("MB is loaded"))?.id);
  assert.ok(notice, "a notice in the page's text says the input is loaded");
  assert.ok(await fits(page, `#${notice}`), "the notice is not cut");
  assert.match(await page.$eval(`#${notice}`, (e) => e.textContent), /Type or paste here to replace it\.$/);
});

test("a file that is not UTF-8: the link holds the bytes the engine read", async () => {
  const bytes = noise(3000, 28);
  await driver.onProblem(page, server.origin, "gym100548h");
  await page.$eval("#file", (element) => (element.value = ""));
  const chooser = await page.$("#file");
  await driver.solveBy(page, () => chooser.uploadFile(file("noise.in", bytes)));
  const error = await page.$eval("#error", (e) => e.textContent);
  await page.waitForFunction(() => document.getElementById("link").href.includes("input="));
  const link = await page.$eval("#link", (a) => a.href);
  const linked = Buffer.from(new URLSearchParams(new URL(link).hash.slice(1)).get("input"), "base64url");
  assert.ok(linked.equals(bytes), `the link holds ${linked.length} bytes, not the file's ${bytes.length}`);
  await page.goto("about:blank");
  await page.goto(link);
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.$eval("#error", (e) => e.textContent), error, "the link's input reads as the file did");
});

// ------------------------------------------------------- nothing silent --

// The page opened afresh on `problem` (no input kept from earlier tests).
async function fresh(problem) {
  await page.goto("about:blank");
  await page.goto(`${server.origin}/#problem=${problem}`);
  await page.waitForSelector("body[data-ready=true]");
}

test("each problem keeps its own input when the Problem selector changes; a sample loaded instead says so", async () => {
  await fresh("hdu5165");
  const typed = "2\n2 1\n2 1\n3 1\n1 1 2\n";  // typed, not solved yet
  await page.$eval("#input", (box, typed) => (box.value = typed), typed);
  await driver.solveBy(page, () => page.select("#problem", "hdu7399"));
  assert.equal(await page.$eval("#input", (e) => e.value), statement("hdu7399"));
  assert.match(await page.$eval("#input-note", (e) => e.offsetParent !== null ? e.textContent : ""), /statement's sample/);
  await driver.solveBy(page, () => page.select("#problem", "hdu5165"));
  assert.equal(await page.$eval("#input", (e) => e.value), typed, "the typed input is back");
  assert.deepEqual((await driver.answers(page)).map((a) => a.answer), judge("hdu5165", typed).lines);
  assert.equal(await page.$eval("#input-note", (e) => e.textContent), "", "no sample to announce");
});

// Every element laid out at the window's width: none wider than its box or
// past the window (text boxes and the picture scroll by design: only their
// edges are checked).
function cutOff() {
  return page.evaluate(() => {
    const cut = [];
    for (const element of document.querySelectorAll("body *")) {
      if (element.closest("svg, option") || element.offsetParent === null) continue;
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}${element.id ? "#" + element.id : ""} "${element.textContent.slice(0, 40)}"`;
      const scrolls = element.matches("textarea, #picture, #picture *");
      if (!scrolls && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        cut.push(`${name}: ${element.scrollWidth} px of text in ${element.clientWidth}`);
      if (box.right > innerWidth + 1 && !element.closest("#picture")) cut.push(`${name}: ends at ${box.right} px`);
    }
    if (document.documentElement.scrollWidth > innerWidth) cut.push("the page scrolls sideways");
    return cut;
  });
}

test("nothing is cut off at 1280 px and at 390 px, on each problem's sample, a game begun", async () => {
  try {
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      await page.setViewport({ width, height });
      for (const problem of kProblems) {
        await driver.open(page, server.origin, problem, statement(problem));
        const side = kSides[problem][0];
        await driver.playAs(page, side);
        if ((await driver.position(page)).mover !== "") await driver.playMove(page, side, 0);
        assert.deepEqual(await cutOff(), [], `${problem} at ${width} px`);
      }
    }
  } finally {
    await page.setViewport({ width: 1400, height: 1000 });
  }
});

test("the picture's legend says what its edges, outlines and marks mean", async () => {
  for (const problem of kProblems) {
    await driver.open(page, server.origin, problem, statement(problem));
    const legend = await page.$eval("#legend", (e) => (e.offsetParent !== null ? e.innerText : ""));
    for (const mark of ["Dashed grey edge", "Solid black edge", "Thick green edge", "Thick black outline", "Red outline"])
      assert.ok(legend.includes(mark), `${problem}: ${mark}`);
    if (problem === "gym100548h") assert.match(legend, /"-": /);
  }
});

test("hdu5165: the picture scrolls to the position played, and the moves played say who moved and to what", async () => {
  await driver.open(page, server.origin, "hdu5165", statement("hdu5165"), 5);
  const onScreen = () => page.evaluate(() => {
    const box = document.getElementById("picture").getBoundingClientRect();
    const nodes = [...document.querySelectorAll("#picture .node.current")].map((node) => node.getBoundingClientRect());
    return nodes.length > 0 && nodes.some((node) => node.top >= box.top && node.bottom <= box.bottom &&
      node.left >= box.left && node.right <= box.right);
  });
  await driver.playAs(page, "Alice", "1 2");  // a pair drawn near the picture's bottom
  assert.ok(await page.$eval("#picture", (e) => e.scrollHeight > e.clientHeight), "a picture taller than its box");
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
});

test("a sample opens on its first test that can be drawn and played", async () => {
  for (const problem of kProblems) {
    await driver.open(page, server.origin, problem, statement(problem));
    const drawn = driver.run(native("tools/explain"), [problem, "--format", "dot"], statement(problem)).err;
    const first = Number((drawn.match(/drew test (\d+)/) || [])[1]);
    const shown = Number(await page.$eval("#test-number", (e) => e.value));
    assert.ok(shown >= first, `${problem}: test ${shown} shown, not drawable before ${first}`);
    assert.ok(await page.$("#picture svg"), `${problem}: test ${shown} drawn`);
    assert.notEqual((await driver.position(page)).mover, "", `${problem}: test ${shown} not over from the start`);
    if (shown > 1) assert.match(await page.$eval("#test-note", (e) => e.textContent), new RegExp(`Test ${shown} is shown first`));
  }
});

test("no silent no-op: a test out of range, an array longer than n, the column kept, no empty picture box", async () => {
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

test("an engine that cannot load: said in plain words", async () => {
  for (const [name, wasm] of [["missing", null], ["broken", Buffer.from("not WebAssembly")]]) {
    const folder = path.join(scratch, `page-${name}`);
    fs.cpSync(args.page, folder, { recursive: true });
    if (wasm) fs.writeFileSync(path.join(folder, "engine.wasm"), wasm);
    else fs.rmSync(path.join(folder, "engine.wasm"));
    const broken = await driver.serve(folder);
    const tab = await driver.tab(chromium.browser, broken.origin, [], []);
    try {
      await tab.goto(`${broken.origin}/`);
      await tab.waitForFunction(() => /engine/.test(document.getElementById("status").textContent), { timeout: 30000 });
      const said = await tab.$eval("main", (main) => main.innerText);
      assert.match(said, /engine \(engine\.wasm\) could not be loaded/, name);
      assert.doesNotMatch(said, /Aborted|RuntimeError|CompileError/, `${name}: no raw WebAssembly message`);
    } finally {
      await tab.close();
      broken.close();
    }
  }
});

test("hdu7399: the picture's green moves are GG's toward the target chased now", async () => {
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

// ------------------------------------------------------------- the board --

// The moves on the board: [{index, to, winner, moves, exact, playable}].
function boardMoves() {
  return page.$$eval("#board [data-index]", (elements) => elements.map((element) => ({
    index: Number(element.dataset.index), to: element.dataset.to, winner: element.dataset.winner,
    moves: Number(element.dataset.moves), exact: element.dataset.exact === "true",
    playable: element.getAttribute("tabindex") === "0" || (element.tagName === "BUTTON" && !element.disabled),
  })));
}

// What the board shows of the position: the pieces' vertices (gym100548h
// Bob's then Alice's, hdu7399 the token's, then the vertices marked visited),
// hdu5165 the values in the cells.
function boardPieces() {
  return page.evaluate(() => {
    const named = (selector) => [...document.querySelectorAll(`#board ${selector}`)].map((node) =>
      node.querySelector("title").textContent).sort();
    if (document.querySelector("#board .cells")) return [...document.querySelectorAll("#board > p .cell")].map((c) => c.textContent);
    return document.querySelector("#board g.token") ? [named("g.token"), named("g.visited")] : [named("g.Bob"), named("g.Alice")];
  });
}

// The same, from the position's text (harness/play.hpp).
function piecesOf(problem, position) {
  if (problem === "hdu5165") return position.slice(1).split(",");
  if (problem === "gym100548h") return position.slice(1).split(",").map((vertex) => [vertex]);
  const [token, visited] = position.split(";");
  return [[token], visited.split(",").sort()];
}

// Plays board move `index`: a click, or Tab from the side selector to it
// and Enter.
async function playOnBoard(index, byKeyboard) {
  const selector = `#board [data-index="${index}"]`;
  if (!byKeyboard) return page.click(selector);
  await page.focus("#side");
  for (let tabs = 0; tabs < 80; ++tabs) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((index) => document.activeElement?.dataset.index === String(index), index))
      return page.keyboard.press("Enter");
  }
  assert.fail(`Tab never reached board move ${index}`);
}

test("a full game of each problem played on the board, by clicks and keys: every mark and reply the brute force's", async () => {
  let games = 0, moves = 0;
  for (const problem of kProblems)
    for (let seed = 1, played = 0; played < 3; ++seed) {
      const input = await drawn(problem, seed);
      const first = (await driver.position(page)).winner;
      const side = kSides[problem].find((one) => one !== first);  // the loser: the game ends when it can
      await driver.playAs(page, side);
      const trail = [];  // at the player's turns: the position, the board's moves, the move made, the reply
      let over = false;
      for (let k = 0; k < kEndless && !over; ++k) {
        const shown = await driver.position(page);
        if ((over = shown.mover === "")) break;
        const marks = await boardMoves();
        const where = `${problem} seed ${seed} at ${shown.position}`;
        assert.deepEqual(await boardPieces(), piecesOf(problem, shown.position), `${where}: the pieces on the board`);
        assert.deepEqual(marks.map((m) => m.to).sort(), shown.choices.map((c) => c.to).sort(), `${where}: every move on the board`);
        assert.ok(marks.every((m) => m.playable), `${where}: every move playable`);
        const pick = marks[Math.floor(Math.random() * marks.length)];
        const after = await page.$eval("body", (body) => Number(body.dataset.shows || 0));
        await playOnBoard(pick.index, k % 2 === 1);
        await driver.yourTurn(page, side, after);
        trail.push({ at: shown, marks, to: pick.to, next: (await driver.position(page)).position });
        ++moves;
      }
      if (trail.length === 0) continue;  // the page's first moves ended the game
      const positions = trail.flatMap((t) => [t.at.position, t.to, t.next, ...t.marks.map((m) => m.to)]);
      const values = new Map(oracle(problem, input, positions).map((value, k) => [positions[k], value]));
      for (const { at, marks, to, next } of trail) {
        const where = `${problem} seed ${seed} at ${at.position}`;
        assert.equal(at.winner, values.get(at.position).winner, `${where}: the position's winner`);
        assert.equal(at.moves, values.get(at.position).moves, `${where}: the position's count`);
        for (const m of marks) {
          assert.equal(m.winner, values.get(m.to).winner, `${where}: the mark of ${m.to}`);
          assert.equal(m.moves, values.get(m.to).moves, `${where}: the count of ${m.to}`);
          assert.ok(m.exact, where);
        }
        if (next === to) continue;  // the player's move ended the game
        const [move, reply] = [values.get(to), values.get(next)];
        assert.equal(reply.winner, move.winner, `${where}: the page's reply ${to} -> ${next} keeps the winner`);
        if (move.moves >= 0) assert.equal(reply.moves, move.moves - 1, `${where}: the reply ${to} -> ${next} is perfect`);
      }
      if (values.get(trail[0].at.position).moves >= 0) assert.ok(over, `${problem} seed ${seed}: the game played to its end`);
      ++games, ++played;
    }
  assert.ok(games === kProblems.length * 3 && moves > 30, `${games} games, ${moves} moves`);
});

test("a graph too big for the board: the board says so, and the list of moves still plays", async () => {
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

// ------------------------------------------------------------- at the end --

test("no request left the page's origin, and the page logged no error", () => {
  assert.deepEqual(foreign, []);
  assert.deepEqual(errors, []);
});

test("the watch on requests sees one outside the origin, from the page and from a worker", async () => {
  const outside = "http://127.0.0.2:9/";  // nothing listens there
  const seen = [];
  const probe = await driver.tab(chromium.browser, server.origin, seen, []);
  await probe.goto(`${server.origin}/`);
  await probe.evaluate(async (outside) => {
    await fetch(outside + "page").catch(() => {});
    const code = `fetch("${outside}worker").catch(() => {}).then(() => postMessage(0));`;
    const worker = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
    await new Promise((resolve) => (worker.onmessage = resolve));
  }, outside);
  await probe.close();
  assert.deepEqual(seen.sort(), [outside + "page", outside + "worker"]);
});
