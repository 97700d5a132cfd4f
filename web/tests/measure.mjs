// Measures the page (web/) against the native tools at the benchmark rows
// (bench/bench_driver --list, the judge-size rows; each input handed to the
// page as a file chosen), and writes the table
// into docs/web.md between its markers:
//   node web/tests/measure.mjs --page build-web/web --native build [--rows 0-29] [--docs docs/web.md]
// Per row, best of 3: the native explain --format cert (wall-clock and CPU
// time of the whole process, input on a pipe, as the page gets its input
// whole); the page, from the file chosen until every test's answer is
// shown (input sent to the worker, solved, the first 1000 listed, any other
// in the Test box), and until every answer has its element (the others are
// built in idle time: docs/web.md); the same answers as the first input
// of a fresh tab (one run); the first test shown
// (explanation, picture, play ready); the slowest of 8 moves played against
// the page (click to the page's reply shown). And the page's load from a
// local server until its first sample is solved and drawn.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as driver from "./driver.mjs";

const args = driver.options({ page: "build-web/web", native: "build", chromium: "/usr/bin/chromium", rows: "0-29",
  docs: "docs/web.md", reps: "3" });
const [first, last] = args.rows.split("-").map(Number);
const reps = Number(args.reps);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "page-measure-"));
const native = (name) => path.join(args.native, name);

const rows = driver.run(native("bench/bench_driver"), ["--list"]).out.trim().split("\n").map((line) => {
  const [index, problem, family, size, tests] = line.split(/ {2,}/);
  return { index: Number(index), problem, family, size, tests: tests.replace("T=", "") };
});

// The best of `reps` runs of explain --format cert on the row's input: wall
// and CPU (user + system) milliseconds.
function nativeExplain(problem, file) {
  let best = { wall: Infinity, cpu: Infinity };
  for (let k = 0; k < reps; ++k) {
    const start = process.hrtime.bigint();
    const run = spawnSync("/usr/bin/time", ["-f", "%U %S", native("tools/explain"), problem, "--format", "cert"],
      { input: fs.readFileSync(file), stdio: ["pipe", "ignore", "pipe"], encoding: "utf8" });
    const wall = Number(process.hrtime.bigint() - start) / 1e6;
    const [user, system] = run.stderr.trim().split("\n").pop().split(" ").map(Number);
    best = { wall: Math.min(best.wall, wall), cpu: Math.min(best.cpu, (user + system) * 1000) };
  }
  return best;
}

const dataset = (page, name) => page.$eval("body", (body, name) => Number(body.dataset[name]), name);

async function measureRow(page, origin, row) {
  const file = path.join(scratch, `row${row.index}.in`);
  fs.writeFileSync(file, driver.run(native("bench/bench_driver"), ["--dump", String(row.index)]).out);
  const input = fs.readFileSync(file, "utf8");
  const explain = nativeExplain(row.problem, file);
  // The row as the first input of a fresh tab (after its statement sample):
  // the engine's code for it not yet optimized by the browser.
  const fresh = await driver.tab(page.browser(), origin, [], []);
  await driver.onProblem(fresh, origin, row.problem);
  await driver.solveBy(fresh, async () => (await fresh.$("#file")).uploadFile(file));
  const cold = await dataset(fresh, "answeredMs");
  await fresh.close();
  await driver.onProblem(page, origin, row.problem);
  const chooser = await page.$("#file");
  let answered = Infinity, listed = Infinity, shown = Infinity;
  for (let k = 0; k < reps; ++k) {
    await page.$eval("#file", (element) => (element.value = ""));
    await driver.solveBy(page, () => chooser.uploadFile(file));
    answered = Math.min(answered, await dataset(page, "answeredMs"));
    listed = Math.min(listed, await dataset(page, "listedMs"));
    shown = Math.min(shown, await dataset(page, "testMs"));
  }
  const judge = driver.run(native(row.problem), [], input).out.trim().split("\n");
  const answers = (await driver.answers(page)).map((a) => a.answer);
  if (JSON.stringify(answers) !== JSON.stringify(judge)) throw new Error(`row ${row.index}: the page's answers differ`);
  // Moves of the side the page lets the player have (its first side).
  const moves = [];
  const side = await page.$eval("#side", (select) => (document.getElementById("play-board").hidden ? "" : select.value));
  for (let k = 0; k < 8 && side; ++k) {
    const now = await driver.position(page);
    if (now.mover !== side || !now.choices.length) break;
    await driver.playMove(page, side, 0);
    moves.push(await dataset(page, "moveMs"));
  }
  return { explain, cold, answered, listed, shown, move: moves.length ? Math.max(...moves) : null };
}

async function pageLoad(page, origin) {
  let best = Infinity;
  for (let k = 0; k < reps; ++k) {
    await page.goto("about:blank");
    await page.goto(`${origin}/`);
    await page.waitForSelector("body[data-ready=true]");
    best = Math.min(best, await dataset(page, "readyMs"));
  }
  return best;
}

const ms = (value) => (value === null ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0));
const server = await driver.serve(args.page);
const chromium = await driver.launch(args.chromium);
const page = await driver.tab(chromium.browser, server.origin, [], []);
const lines = [
  "| row | problem | family | size | T | native explain cert, wall (CPU) ms | page answers all, ms | page / native wall | in a fresh tab, ms (/ native) | every answer's element, ms | first test shown, ms | slowest of 8 moves, ms |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
];
try {
  for (const row of rows.filter((r) => r.index >= first && r.index <= last)) {
    const m = await measureRow(page, server.origin, row);
    lines.push(`| ${row.index} | ${row.problem} | ${row.family} | ${row.size} | ${row.tests} | ${ms(m.explain.wall)} (${ms(m.explain.cpu)}) | ` +
      `${ms(m.answered)} | ${(m.answered / m.explain.wall).toFixed(2)}x | ${ms(m.cold)} (${(m.cold / m.explain.wall).toFixed(1)}x) | ${ms(m.listed)} | ${ms(m.shown)} | ${ms(m.move)} |`);
    console.log(lines[lines.length - 1]);
  }
  const load = await pageLoad(page, server.origin);
  lines.push("", `Page load (a fresh tab, to the statement sample of the problem it opens on, solved and drawn): ${ms(load)} ms, best of ${reps}.`);
  console.log(lines[lines.length - 1]);
} finally {
  await chromium.close();
  server.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
const stamp = `Measured ${new Date().toISOString().slice(0, 10)} by web/tests/measure.mjs on ${os.cpus().length} cores (${os.cpus()[0].model}).`;
const docs = fs.readFileSync(args.docs, "utf8");
const [begin, end] = ["<!-- measurements begin -->", "<!-- measurements end -->"];
if (docs.includes(begin)) {
  const table = [begin, stamp, "", ...lines, end].join("\n");
  fs.writeFileSync(args.docs, docs.slice(0, docs.indexOf(begin)) + table + docs.slice(docs.indexOf(end) + end.length));
}
