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
// The screenshots the tests take, kept (ctest: the build's web-artifacts/).
const artifacts = args.artifacts || path.join(args.native, "web-artifacts");
fs.mkdirSync(artifacts, { recursive: true });
const source = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const native = (name) => path.join(args.native, name);
// The problems, in the registry's order (harness/problems.hpp), and what
// the tests know of each: problems/<name>/page.test.mjs (its sides, starts,
// a malformed input, how a position places the pieces; its own tests).
const kPages = await driver.problemTests(source);
const kProblems = Object.keys(kPages);
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

// ------------------------------------------------------------------ play --

// The brute force's values of positions of test `test` of `input`.
function oracle(problem, input, positions, test = 1) {
  const result = driver.run(native("web/play_oracle"), [problem, file("oracle.in", input), String(test)], positions.join("\n") + "\n");
  assert.equal(result.status, 0, result.err);
  return result.out.trim().split("\n").map((line) => {
    const [winner, moves, goal, goalMoves, inTrap] = line.split(" ");
    return { winner, moves: Number(moves), goal: goal === "-" ? "" : goal, goalMoves: Number(goalMoves), inTrap: inTrap === "1" };
  });
}

// A board mark read back: {star, wins, count, bound} with count the moves
// in all ("now": 0; bound: "≤", at most), or {goal, left} toward the target
// of a game of targets, or "∞"; null for a text that is none of boardMark's.
function readMark(text) {
  const found = text.match(/^(★ )?(win|lose)(?: in (≤)?(\d+)| (now)|: (\S+) (?:in (\d+)|(now))| (∞))$/);
  if (!found) return null;
  const [, star, word, bound, count, now, goal, left, reached, endless] = found;
  return { star: !!star, wins: word === "win", count: count ? Number(count) : now ? 0 : endless ? "∞" : undefined,
    bound: !!bound, goal, left: left ? Number(left) : reached ? 0 : undefined };
}

// How good a move is for `mover` by the brute force's value of where it
// leads (higher is better), as the page ranks moves: a finite win, fewest
// moves first (toward the target, in a game of targets); an endless win;
// an unknown; an endless loss; a finite loss, most moves first. `left`: the
// moves left toward the goal of the position moved from (PlayMove::left).
function rank(mover, value, left) {
  const far = 1e18, key = left >= 0 ? left : far;
  if (value.winner === mover) return [value.moves >= 0 ? 4 : 3, -key];
  if (value.winner === "") return [2, 0];
  return [value.moves >= 0 ? 0 : 1, key];
}

// The marks of the moves from position `at` (the board's or the list's:
// {to, mark, perfect}) against the brute force's `values` (position ->
// value): win or lose for the mover, the moves in all (toward the target in
// a game of targets, where the position's target is the brute force's), or
// ∞; the star and `perfect` exactly on the moves of the best rank.
function expectMarksOfTheBruteForce(problem, where, at, marks, values) {
  const place = kPages[problem].placeOf || ((position) => position);
  const goal = values.get(at.position);
  const left = (to) => {
    const value = values.get(to);
    return value.moves >= 0 ? value.moves : goal.goalMoves >= 0 ? (place(to) === goal.goal ? 0 : value.goalMoves)
      : value.inTrap ? 0 : -1;
  };
  const ranks = marks.map((m) => rank(at.mover, values.get(m.to), left(m.to)));
  const best = ranks.reduce((a, b) => (b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]) ? b : a), [-1, 0]);
  marks.forEach((m, k) => {
    const value = values.get(m.to), shown = readMark(m.mark), of = `${where}: the mark "${m.mark}" of ${m.to}`;
    assert.ok(shown, of);
    assert.equal(shown.wins, value.winner === at.mover, `${of}: win or lose`);
    if (value.moves >= 0) assert.deepEqual([shown.count, shown.bound], [value.moves, false], `${of}: the moves in all`);
    else if (goal.goalMoves >= 0) assert.deepEqual([shown.goal, shown.left], [goal.goal, left(m.to)], `${of}: to the target`);
    else assert.equal(shown.count, "∞", `${of}: endless`);
    const perfect = ranks[k][0] === best[0] && ranks[k][1] === best[1];
    assert.equal(m.perfect, perfect, `${of}: marked perfect exactly when it is`);
    assert.equal(shown.star, perfect, `${of}: a star exactly when perfect`);
  });
  return marks.filter((m) => m.perfect).length;
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

test("every move annotation and mark on small games is the brute force's value of the position it leads to", async () => {
  let checked = 0, ties = 0;
  for (const problem of kProblems)
    for (let seed = 1; seed <= kSeeds; ++seed) {
      const input = await drawn(problem, seed);
      for (const start of kPages[problem].starts(input))
        for (const side of kPages[problem].sides) {
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
          const valued = new Map(positions.map((position, k) => [position, values[k]]));
          for (const shown of seen.filter((shown) => shown.mover !== ""))
            ties += expectMarksOfTheBruteForce(problem, `${problem} seed ${seed} at ${shown.position}`, shown,
              shown.choices, valued) > 1;
        }
    }
  assert.ok(checked > 500, `${checked} annotations checked`);
  assert.ok(ties > 10, `${ties} positions of more than one perfect move`);
});

test("the losing side played at random loses within the announced count, or never wins an endless game", async () => {
  let games = 0;
  for (const problem of kProblems)
    for (let seed = 1; seed <= kSeeds; ++seed) {
      const input = await drawn(problem, seed);
      for (let game = 0; game < kGames; ++game) {
        const first = (await driver.position(page)).winner;
        const loser = kPages[problem].sides.find((side) => side !== first);
        const seen = await playGame(loser, null, anyMove, kEndless);
        const where = `${problem} seed ${seed} game ${game}`;
        for (let k = 1; k < seen.length; ++k) {
          const [before, now] = [seen[k - 1], seen[k]];
          assert.equal(now.winner, first, `${where}: move ${k}: the winner stays`);
          if (before.moves >= 0) assert.ok(now.moves >= 0 && now.moves <= before.moves - 2 ||
            (now.mover === "" && now.moves <= before.moves - 1), `${where}: move ${k}: ${before.moves} then ${now.moves}`);
          // Games of targets: the target is reached within its count, or
          // nearer (placeOf: where a position's piece is).
          const token = kPages[problem].placeOf || ((position) => position);
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
  const inputs = Object.fromEntries(kProblems.map((problem) => [problem, kPages[problem].malformed]));
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
  const shown = await page.$$eval("#game, #position, #history, #board, #undo, #restart",
    (elements) => elements.filter((e) => e.offsetParent !== null).map((e) => e.id));
  assert.deepEqual(shown, [], `${label}: no game shown (no position, history, board, Undo or Restart)`);
}

// A fresh page at `address`, once ready.
async function visit(address) {
  await page.goto("about:blank");
  await page.goto(address);
  await page.waitForSelector("body[data-ready=true]");
}

// The page on `problem`, solving `input` given to its file chooser.
async function upload(problem, name, input) {
  await driver.onProblem(page, server.origin, problem);
  await page.$eval("#file", (element) => (element.value = ""));
  const chooser = await page.$("#file");
  await driver.solveBy(page, () => chooser.uploadFile(file(name, input)));
}

// A statement sample's count of tests and its tests' text.
function statementTests(problem) {
  const [count, ...lines] = statement(problem).split("\n");
  return { count: Number(count), tests: lines.join("\n").trimEnd(), firstLine: lines[0] };
}

test("an input of 30000 tests and an error, from a file: each answer its element, the Test box past the list", async () => {
  for (const problem of kProblems) {
    const { count, tests, firstLine } = statementTests(problem);
    const copies = Math.ceil(30000 / count);
    const input = `${copies * count + 1}\n${Array(copies).fill(tests).join("\n")}\n${firstLine}\n`;  // the last test cut short
    const expected = judge(problem, input);
    assert.equal(expected.lines.length, copies * count, problem);
    await upload(problem, "many.in", input);
    const shown = await driver.answers(page);
    assert.deepEqual(shown.map((a) => a.answer), expected.lines, problem);
    assert.deepEqual(shown.map((a) => a.test), expected.lines.map((_, k) => k + 1), problem);
    assert.equal(await page.$eval("#error", (e) => e.textContent), expected.error, problem);
    assert.equal(await page.$$eval("#answers li", (items) => items.length), 1000, `${problem}: the first 1000 listed`);
    const generation = await page.$eval("body", (body) => body.dataset.solved);
    await page.$eval("#test-number", (box) => ((box.value = "25000"), box.dispatchEvent(new Event("change"))));
    await page.waitForSelector(`body[data-shown="${generation}:25000"]`);
    assert.equal(await page.$eval("#test-title", (e) => e.textContent), `Test 25000: ${expected.lines[24999]}`, problem);
    assert.equal(await page.$eval("#explanation", (e) => e.textContent), explainText(problem, input, 25000), problem);
  }
});

test("the link explain --format link prints opens its input at its test", async () => {
  for (const problem of kProblems) {
    const input = statement(problem);
    const link = driver.run(native("tools/explain"), [problem, "--format", "link", "--test", "3",
      "--page-address", `${server.origin}/`], input).out.trim();
    await visit(link);
    const expected = judge(problem, input).lines;
    assert.deepEqual((await driver.answers(page)).map((a) => a.answer), expected, problem);
    assert.equal(await page.$eval("#test-title", (e) => e.textContent), `Test 3: ${expected[2]}`, problem);
    assert.equal(await page.$eval("#explanation", (e) => e.textContent), explainText(problem, input, 3), problem);
  }
});

test("a link whose input is not base64url: the link's own error, the address kept", async () => {
  for (const problem of kProblems) {
    const address = `${server.origin}/#problem=${problem}&input=%%%***`;
    await visit(address);
    await new Promise((resolve) => setTimeout(resolve, 400));  // longer than the page waits to write its address
    assert.equal(await page.evaluate(() => location.href), address, problem);
    const said = await page.$eval("main", (main) => main.innerText);
    assert.match(said, /not base64url/, problem);
    assert.ok(!said.includes(`${problem}: `), `${problem}: no judge error about an input the link does not hold`);
  }
});

test("a long error line wraps inside its column", async () => {
  for (const problem of kProblems) {
    const { count, tests } = statementTests(problem);
    const binary = noise(20000, 7).map((b) => (b < 48 ? b + 128 : b));  // one token of 20000 bytes
    await upload(problem, "binary.in", Buffer.concat([Buffer.from(`${count + 1}\n${tests}\n`), binary]));
    assert.ok((await page.$eval("#error", (e) => e.textContent)).startsWith(`${problem}: test ${count + 1}`), problem);
    assert.ok(await fits(page, "#error"), `${problem}: the error line is not cut`);
    const [error, column] = await page.evaluate(() =>
      ["error", "input-section"].map((id) => document.getElementById(id).getBoundingClientRect().right));
    assert.ok(error <= column + 1, `${problem}: the error line ends at ${error}, its column at ${column}`);
  }
});

test("an input of 5 MB: the notice standing for it in the box is shown whole", async () => {
  for (const problem of kProblems) {
    const { count, tests } = statementTests(problem);
    const copies = Math.ceil(5e6 / (tests.length + 1));
    // From a file: pasted, the box would take Chromium many seconds to lay
    // out before the page replaces it with the same notice.
    await upload(problem, "big.in", `${copies * count}\n${`${tests}\n`.repeat(copies)}`);
    const notice = await page.evaluate(() => [...document.querySelectorAll("#input-section *")]
      .find((e) => e.children.length === 0 && e.offsetParent !== null && e.textContent.includes("MB is loaded"))?.id);
    assert.ok(notice, `${problem}: a notice in the page's text says the input is loaded`);
    assert.ok(await fits(page, `#${notice}`), `${problem}: the notice is not cut`);
    assert.match(await page.$eval(`#${notice}`, (e) => e.textContent), /Type or paste here to replace it\.$/, problem);
  }
});

test("a file that is not UTF-8: the link holds the bytes the engine read", async () => {
  const bytes = noise(3000, 28);
  for (const problem of kProblems) {
    await driver.onProblem(page, server.origin, problem);
    const before = await page.$eval("#link", (a) => a.href);  // a link of an earlier input
    await upload(problem, "noise.in", bytes);
    const error = await page.$eval("#error", (e) => e.textContent);
    await page.waitForFunction((before) => document.getElementById("link").href !== before &&
      document.getElementById("link").href.includes("input="), {}, before);
    const link = await page.$eval("#link", (a) => a.href);
    const linked = Buffer.from(new URLSearchParams(new URL(link).hash.slice(1)).get("input"), "base64url");
    assert.ok(linked.equals(bytes), `${problem}: the link holds ${linked.length} bytes, not the file's ${bytes.length}`);
    await visit(link);
    assert.equal(await page.$eval("#error", (e) => e.textContent), error, `${problem}: the link's input reads as the file did`);
  }
});

test("a start the game does not have: its message beside the start box, which stays to be corrected; a link's the same", async () => {
  for (const problem of kProblems.filter((name) => kPages[name].badStarts)) {
    const input = statement(problem), side = kPages[problem].sides[0], test = judge(problem, input).lines.length;
    await driver.open(page, server.origin, problem, input, test);
    await driver.playAs(page, side, "");
    const start = (await driver.position(page)).position;
    for (const [bad, why] of kPages[problem].badStarts) {
      await typeStart(bad);
      await expectStartRefused(`${problem} "${bad}"`, why);
    }
    const after = await page.$eval("body", (body) => Number(body.dataset.shows || 0));
    await typeStart("");
    await driver.yourTurn(page, side, after);
    assert.equal((await driver.position(page)).position, start, `${problem}: corrected in place`);
    assert.equal(await page.$eval("#start-error", (e) => e.textContent), "", `${problem}: the message goes with the mistake`);
    const [bad, why] = kPages[problem].badStarts[0];
    await visit(`${server.origin}/#problem=${problem}&input=${driver.base64url(input)}&test=${test}&side=${side}` +
      `&start=${encodeURIComponent(bad).replace(/%20/g, "+")}`);
    await expectStartRefused(`${problem}: a link's start "${bad}"`, why);
  }
});

// ------------------------------------------------------- nothing silent --

// The page opened afresh on `problem` (no input kept from earlier tests).
const fresh = (problem) => visit(`${server.origin}/#problem=${problem}`);

test("no silent no-op: a test out of range says so; an input of no complete test shows no test, the input's column kept", async () => {
  for (const problem of kProblems) {
    const { count, firstLine } = statementTests(problem);
    await driver.open(page, server.origin, problem, statement(problem), 1);
    await page.$eval("#test-number", (box, past) => ((box.value = past), box.dispatchEvent(new Event("change"))),
      String(count + 4));
    assert.equal(await page.$eval("#test-note", (e) => (e.offsetParent !== null ? e.textContent : "")),
      `There is no test ${count + 4}: the input has ${count} tests, 1 to ${count}.`, problem);
    const column = () => page.$eval("#input-section", (e) => e.getBoundingClientRect().width);
    const shown = await column();
    await page.$eval("#input", (box, input) => (box.value = input), `1\n${firstLine}\n`);
    await driver.solveBy(page, () => page.click("#solve"));
    assert.ok(await page.$eval("#test-view", (e) => e.hidden), `${problem}: no test view`);
    assert.equal(await column(), shown, `${problem}: the input's column keeps its width`);
  }
});

test("each problem keeps its own input when the Problem selector changes; a sample loaded instead says so", async () => {
  const [first, second] = kProblems;
  await fresh(first);
  const typed = kPages[first].malformed;  // typed, not solved yet
  await page.$eval("#input", (box, typed) => (box.value = typed), typed);
  await driver.solveBy(page, () => page.select("#problem", second));
  assert.equal(await page.$eval("#input", (e) => e.value), statement(second));
  assert.match(await page.$eval("#input-note", (e) => e.offsetParent !== null ? e.textContent : ""), /statement's sample/);
  await driver.solveBy(page, () => page.select("#problem", first));
  assert.equal(await page.$eval("#input", (e) => e.value), typed, "the typed input is back");
  assert.deepEqual((await driver.answers(page)).map((a) => a.answer), judge(first, typed).lines);
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
      const scrolls = element.matches("textarea, #picture, #picture *, #board, #board *");
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
        const side = kPages[problem].sides[0];
        await driver.playAs(page, side);
        if ((await driver.position(page)).mover !== "") await driver.playMove(page, side, 0);
        assert.deepEqual(await cutOff(), [], `${problem} at ${width} px`);
      }
    }
  } finally {
    await page.setViewport({ width: 1400, height: 1000 });
  }
});

test("the picture's legend says what its edges, outlines and marks mean, and the board's its marks", async () => {
  for (const problem of kProblems) {
    await driver.open(page, server.origin, problem, statement(problem));
    const legend = await page.$eval("#legend", (e) => (e.offsetParent !== null ? e.innerText : ""));
    for (const mark of ["Dashed grey edge", "Solid black edge", "Thick green edge", "Thick black outline", "Red outline"])
      assert.ok(legend.includes(mark), `${problem}: ${mark}`);
    if (kPages[problem].legendMark) assert.match(legend, kPages[problem].legendMark);
    const board = await page.$eval("#board-legend", (e) => (e.offsetParent !== null ? e.innerText : ""));
    for (const mark of ["★, green: a perfect move", "\"win in 3\"", "∞: the game never ends"])
      assert.ok(board.includes(mark), `${problem}: the board's legend: ${mark}`);
  }
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

// --------------------------------------------------- at 1280 px and 390 px --

// Screenshots of the page, kept as the tests' artifacts (docs/web.md).
const screenshot = (name) => page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });

// The picture's box: whether the picture is whole in it (nothing to scroll
// to), and whether a node marking the position played is in view; null
// without a picture.
function pictureBox() {
  return page.evaluate(() => {
    const box = document.getElementById("picture"), svg = box.querySelector("svg");
    if (!svg || box.offsetParent === null) return null;
    const [frame, drawn] = [box.getBoundingClientRect(), svg.getBoundingClientRect()];
    const within = (r) => r.left >= frame.left - 1 && r.right <= frame.right + 1 && r.top >= frame.top - 1 &&
      r.bottom <= frame.bottom + 1;
    const marked = [...svg.querySelectorAll("g.node.current")].map((node) => node.getBoundingClientRect());
    return { whole: box.scrollWidth <= box.clientWidth + 1 && box.scrollHeight <= box.clientHeight + 1 && within(drawn),
      scrolls: box.scrollHeight > box.clientHeight + 1, marked: marked.length,
      markedInView: marked.length === 0 || marked.some(within), size: [drawn.width, drawn.height, frame.width, frame.height] };
  });
}

// The board's marks against the list of moves: the same text, read as the
// list's values say (win or lose, the moves in all or toward the target,
// the perfect ones).
async function expectBoardSaysWhatTheListSays(where) {
  const shown = await driver.position(page);
  const list = await page.$$eval("#moves button", (buttons) => buttons.map((button) => ({
    mark: button.querySelector("b").textContent, left: Number(button.dataset.left), perfect: button.dataset.perfect === "true",
  })));
  const marks = await boardMoves();
  if (marks.length === 0) return 0;  // the board is not drawn (a graph too big)
  assert.deepEqual(marks.map((m) => m.index).sort((a, b) => a - b), list.map((_, k) => k), `${where}: every move on the board`);
  for (const m of marks) {
    const of = `${where}: board mark "${m.mark}" of ${m.to}`, item = list[m.index], read = readMark(m.mark);
    assert.equal(m.mark, item.mark, `${of}: the list's`);
    assert.ok(read, of);
    assert.equal(read.wins, m.winner === shown.mover, `${of}: win or lose`);
    if (m.moves >= 0) assert.deepEqual([read.count, read.bound], [m.moves, !m.exact], `${of}: moves in all (≤: a bound)`);
    else if (shown.goalMoves >= 0) assert.deepEqual([read.goal, read.left], [shown.goal, item.left], `${of}: to the target`);
    else assert.equal(read.count, "∞", `${of}: endless`);
    assert.equal(m.perfect, item.perfect, `${of}: perfect as in the list`);
    assert.equal(read.star, item.perfect, `${of}: a star when perfect`);
  }
  assert.ok(list.some((item) => item.perfect), `${where}: a perfect move`);
  return marks.length;
}

test("at 1280 and 390 px, each test of each statement sample: the picture whole, or readable, or why it is not drawn (and no empty box); the board's marks the list's; nothing on the board overlapping; the problem's own notes; a bad start", async () => {
  let boards = 0, notes = null;  // notes: each problem's name and note on play, as its page.js says them
  try {
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      await page.setViewport({ width, height });
      for (const problem of kProblems) {
        const input = statement(problem), side = kPages[problem].sides[0];
        await driver.open(page, server.origin, problem, input);
        notes ??= Object.fromEntries(await page.evaluate(async (problems) => Promise.all(problems.map(async (name) => {
          const { source, playNote } = (await import(`./problems/${name}/page.js`)).default;
          return [name, { source, playNote }];
        })), kProblems));
        const text = await page.$eval("main", (main) => main.innerText);
        for (const other of kProblems)
          if (other !== problem) assert.ok(!text.includes(notes[other].source), `${problem}'s page names ${notes[other].source}`);
        if (notes[problem].playNote) assert.ok(text.includes(notes[problem].playNote), `${problem}: its note on play`);
        for (let test = 1; test <= judge(problem, input).lines.length; ++test) {
          await driver.choose(page, test);
          const where = `${problem} test ${test} at ${width} px`, box = await pictureBox();
          if (box && width === 1280) {
            assert.ok(box.whole, `${where}: the picture whole in its box (${box.size})`);
            const smallest = await driver.smallestText(page, "#picture");
            assert.ok(smallest.px >= 9, `${where}: the whole picture's text of ${smallest.px} px: ${smallest.where}`);
          }
          if (box) assert.ok(box.markedInView, `${where}: the position played in view`);
          else {
            assert.match(await page.$eval("#picture-note", (e) => e.textContent), /^Not drawn: ./, `${where}: why not drawn`);
            assert.equal(await page.$eval("#picture", (e) => e.getBoundingClientRect().height), 0, `${where}: no empty box`);
          }
          if (width === 390) {
            const smallest = await driver.smallestText(page, "body");
            assert.ok(smallest.px >= 9, `${where}: text of ${smallest.px} px: ${smallest.where}`);
          }
          if (!(await page.$eval("#game", (e) => e.offsetParent !== null))) continue;  // not played
          await driver.playAs(page, side);
          for (let k = 0; k < 3; ++k) {
            const at = `${where}, ${(await driver.position(page)).position}`;
            assert.deepEqual(await driver.boardOverlaps(page), [], `${at}: overlaps on the board`);
            boards += await expectBoardSaysWhatTheListSays(at);
            const shown = await driver.position(page);
            if (shown.mover !== side) break;
            await driver.playMove(page, side, Math.max(0, shown.choices.findIndex((c) => !c.reply)));  // not always the best
          }
        }
        await screenshot(`${problem}-${width}`);
        const bad = kPages[problem].badStarts?.[0];  // [a start, what its message says]
        if (bad) {
          await typeStart(bad[0]);
          await expectStartRefused(`${problem} "${bad[0]}" at ${width} px`, bad[1]);
          await screenshot(`${problem}-${width}-bad-start`);
        }
      }
    }
  } finally {
    await page.setViewport({ width: 1400, height: 1000 });
  }
  assert.ok(boards > 20, `${boards} board marks checked`);
});

test("each problem's picture: another layout only where the layered one does not read whole; zoomed in, it keeps the position played in view, and Fit makes it whole again; the moves played, in order, each as its problem words it", async () => {
  let relaid = 0;
  for (const problem of kProblems) {
    // tallPicture: a test (and start) whose layered picture is too tall to read whole; else the screenshot's test.
    const { sides, playedMove, screenshot: shot, tallPicture } = kPages[problem];
    const { test: at, side, start = null } = tallPicture ?? shot, where = `${problem} test ${at}`;
    await driver.open(page, server.origin, problem, statement(problem), at);
    await driver.playAs(page, side, start);
    const text = async () => (await driver.smallestText(page, "#picture")).px;
    assert.ok((await pictureBox()).whole && (await text()) >= 9, `${where}: the picture starts whole, its text ${await text()} px`);
    if (await page.$eval("#layout", (menu) => menu.value) !== "layered") {
      ++relaid;
      await page.$eval("#picture svg", (svg) => (svg.dataset.before = "yes"));
      await page.select("#layout", "layered");
      await page.waitForFunction(() => document.querySelector("#picture svg")?.dataset.before === undefined);
      assert.ok((await pictureBox()).whole && (await text()) < 9, `${where}: the layered picture, whole, has text of ${await text()} px`);
    }
    for (let k = 0; k < 8 && ((await text()) < 12 || !(await pictureBox()).scrolls); ++k) await page.click("#zoom-in");
    assert.ok((await text()) >= 12 && (await pictureBox()).scrolls, `${where}: zoomed in, readable and taller than its box`);
    let marked = 0;
    for (let k = 0; k < 6; ++k) {
      const box = await pictureBox();
      assert.ok(box.markedInView, `${where}, move ${k}: the position played in view`);
      marked += box.marked > 0;
      const shown = await driver.position(page);
      if (shown.mover === "") break;
      await driver.playMove(page, side, shown.choices.length - 1);
    }
    assert.ok(marked >= 2, `${where}: ${marked} positions marked in the picture`);
    const played = await page.$$eval("#history li", (items) => items.map((item) => item.textContent));
    const line = new RegExp(`^(${sides.join("|")})( \\(you\\))?: (.*)\\.$`);
    assert.ok(played.length >= 2, `${where}: ${played.length} moves listed`);
    played.forEach((item, k) => {
      const [, mover, you, move] = item.match(line) ?? [];
      assert.ok(mover && (k === 0 || !played[k - 1].startsWith(mover)), `${where}: move ${k + 1}: ${item}`);
      assert.equal(Boolean(you), mover === side, `${where}: "(you)" on the player's moves: ${item}`);
      assert.match(move, playedMove, `${where}: move ${k + 1}`);
    });
    await page.click("#zoom-fit");
    assert.ok((await pictureBox()).whole, `${where}: whole again`);
  }
  assert.ok(relaid > 0, "a picture laid out other than layered");
});

// The board's box: how wide it is, the drawing in it and what it can pan;
// the page's own width against the window's.
function boardBox() {
  return page.evaluate(() => {
    const box = document.getElementById("board"), svg = box.querySelector("svg");
    const drawn = svg ? svg.getBoundingClientRect() : null;
    return {
      page: document.documentElement.scrollWidth, window: innerWidth, box: box.clientWidth, right: box.getBoundingClientRect().right,
      content: box.scrollWidth, pans: ["auto", "scroll"].includes(getComputedStyle(box).overflowX),
      drawn: drawn && [Math.round(drawn.width), Math.round(drawn.height)], layout: svg?.dataset.layout,
    };
  });
}

test("at 1280 and 390 px, larger games (boards of 20 to 40 vertices, long rows of cells): the page never scrolls sideways, the board's text is 9 px or more and its box pans what it does not show; nothing on the board overlapping; its marks the list's", async (t) => {
  let games = 0;
  try {
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      await page.setViewport({ width, height });
      for (const problem of kProblems)
        for (const [k, input] of (kPages[problem].largeGames?.(driver.seeded(40)) || []).entries()) {
          const where = `${problem} large game ${k + 1} at ${width} px`, side = kPages[problem].sides[0];
          await driver.open(page, server.origin, problem, input);
          await driver.playAs(page, side, "");
          for (let move = 0; move < 2; ++move) {
            const at = `${where}, ${(await driver.position(page)).position}`, box = await boardBox();
            assert.ok(box.page <= box.window, `${at}: the page is ${box.page} px wide in a window of ${box.window}`);
            assert.ok(box.right <= box.window + 1, `${at}: the board's box ends at ${box.right} px`);
            assert.ok(box.content <= box.box + 1 || box.pans, `${at}: the board is ${box.content} px wide in a box of ${box.box} that does not pan`);
            const smallest = await driver.smallestText(page, "#board");
            assert.ok(smallest.px >= 9, `${at}: text of ${smallest.px} px on the board: ${smallest.where}`);
            assert.deepEqual(await driver.boardOverlaps(page), [], `${at}: overlaps on the board`);
            assert.ok((await expectBoardSaysWhatTheListSays(at)) > 0, `${at}: moves on the board`);
            t.diagnostic(`${at}: board ${box.drawn ? `${box.drawn.join("x")} px, ${box.layout}` : "of cells"}, ` +
              `in a box of ${box.box} px${box.content > box.box + 1 ? `, panning ${box.content - box.box} px` : ""}; ` +
              `smallest text ${smallest.px.toFixed(1)} px`);
            const shown = await driver.position(page);
            if (shown.mover !== side) break;
            await driver.playMove(page, side, shown.choices.findIndex((c) => c.perfect));
          }
          ++games;
        }
    }
  } finally {
    await page.setViewport({ width: 1400, height: 1000 });
  }
  assert.ok(games >= 2 * kProblems.length, `${games} larger games`);
});

test("on a phone the board comes before the explanation, and a button under the answers goes to it", async () => {
  try {
    for (const [width, height] of [[390, 844], [1280, 800]]) {
      await page.setViewport({ width, height });
      for (const problem of kProblems) {
        await driver.open(page, server.origin, problem, statement(problem));
        const button = await page.$eval("#to-board", (e) => e.offsetParent !== null);
        const top = (id) => page.$eval(`#${id}`, (e) => e.getBoundingClientRect().top + scrollY);
        if (width === 1280) {
          assert.ok(!button, `${problem} at 1280 px: no button to the board`);
          continue;
        }
        assert.ok(button, `${problem}: a button to the board`);
        const [board, explanation] = [await top("board-title"), await top("explanation")];
        assert.ok(board < explanation, `${problem}: the board at ${board} px, the explanation at ${explanation} px`);
        await page.click("#to-board");
        await page.waitForFunction(() => {
          const r = document.getElementById("board-title").getBoundingClientRect();
          return r.top >= 0 && r.top < innerHeight / 2;
        }, { timeout: 5000 });
      }
    }
  } finally {
    await page.setViewport({ width: 1400, height: 1000 });
  }
});

test("at 1280 and 390 px, the sample menu names the sample the input is, and none once the input is another", async () => {
  const [first, second] = kProblems, menu = () => page.$eval("#sample", (e) => e.value);
  const other = samples(first).map((s) => s.name.replace(/\.in$/, "")).find((name) => name !== "statement");
  try {
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      await page.setViewport({ width, height });
      await fresh(first);
      assert.equal(await menu(), "statement", "the statement's sample, opened on");
      await driver.solveBy(page, () => page.select("#sample", other));
      assert.equal(await menu(), other);
      await page.type("#input", "1");
      assert.equal(await menu(), "", "typed in: no sample");
      await driver.solveBy(page, () => page.click("#solve"));
      assert.equal(await menu(), "", "the typed input solved");
      await driver.solveBy(page, () => page.select("#problem", second));
      assert.equal(await menu(), "statement", `${second}: its statement's sample`);
      await driver.solveBy(page, () => page.click("#random"));
      assert.equal(await menu(), "", "a random game");
      await driver.solveBy(page, () => page.select("#problem", first));
      assert.equal(await menu(), "", `${first}: its typed input back`);
    }
  } finally {
    await page.setViewport({ width: 1400, height: 1000 });
  }
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

// ------------------------------------------------------------- the board --

// The moves on the board: [{index, to, winner, moves, exact, playable, mark, perfect}], mark
// being the text it shows and perfect whether it is marked so.
function boardMoves() {
  return page.$$eval("#board [data-index]", (elements) => elements.map((element) => ({
    index: Number(element.dataset.index), to: element.dataset.to, winner: element.dataset.winner,
    moves: Number(element.dataset.moves), exact: element.dataset.exact === "true",
    playable: element.getAttribute("tabindex") === "0" || (element.tagName === "BUTTON" && !element.disabled),
    mark: element.querySelector(".board-mark.outcome").textContent, perfect: element.classList.contains("perfect"),
  })));
}

// What the board shows of the position: the pieces' vertices (Bob's then
// Alice's, or the token's then the vertices marked visited), or the values
// in the cells; each problem's piecesOf says the same from the position.
function boardPieces() {
  return page.evaluate(() => {
    const named = (selector) => [...document.querySelectorAll(`#board ${selector}`)].map((node) =>
      node.querySelector("title").textContent).sort();
    if (document.querySelector("#board .cells")) return [...document.querySelectorAll("#board > p .cell")].map((c) => c.textContent);
    return document.querySelector("#board g.token") ? [named("g.token"), named("g.visited")] : [named("g.Bob"), named("g.Alice")];
  });
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

test("a full game of each problem played on the board, by clicks and keys: every mark and reply the brute force's, nothing overlapping", async () => {
  let games = 0, moves = 0;
  for (const problem of kProblems)
    for (let seed = 1, played = 0; played < 3; ++seed) {
      const input = await drawn(problem, seed);
      const first = (await driver.position(page)).winner;
      const side = kPages[problem].sides.find((one) => one !== first);  // the loser: the game ends when it can
      await driver.playAs(page, side);
      const trail = [];  // at the player's turns: the position, the board's moves, the move made, the reply
      let over = false;
      for (let k = 0; k < kEndless && !over; ++k) {
        const shown = await driver.position(page);
        if ((over = shown.mover === "")) break;
        const marks = await boardMoves();
        const where = `${problem} seed ${seed} at ${shown.position}`;
        assert.deepEqual(await boardPieces(), kPages[problem].piecesOf(shown.position), `${where}: the pieces on the board`);
        assert.deepEqual(marks.map((m) => m.to).sort(), shown.choices.map((c) => c.to).sort(), `${where}: every move on the board`);
        assert.ok(marks.every((m) => m.playable), `${where}: every move playable`);
        assert.deepEqual(await driver.boardOverlaps(page), [], `${where}: overlaps on the board`);
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
        expectMarksOfTheBruteForce(problem, `${where}, on the board`, at, marks, values);
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

// ----------------------------------------------------- each problem's own --

// What the problems' own tests (problems/<name>/page.test.mjs) use of this
// file: the page and the server once opened, and the helpers.
const ctx = {
  get page() { return page; },
  get server() { return server; },
  driver, source, native, file, judge, explainText, statement, noise, fits, oracle, typeStart, expectStartRefused,
  kEndless,
};
for (const problem of kProblems) kPages[problem].tests?.(test, ctx);

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
