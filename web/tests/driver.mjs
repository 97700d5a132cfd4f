// Driving the page (web/) in headless Chromium, for the browser tests, the
// measurements and the screenshots: a static server of the built page on
// 127.0.0.1 (it stops with close()), Debian's chromium through
// puppeteer-core, every request outside the page's origin recorded, and the
// page's own controls.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import puppeteer from "puppeteer-core";

// Command-line options --name value.
export function options(defaults) {
  const result = { ...defaults };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) result[argv[i].replace(/^--/, "")] = argv[i + 1];
  return result;
}

const kTypes = {
  ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
  ".json": "application/json", ".wasm": "application/wasm", ".in": "text/plain",
};

// Serves `folder` on 127.0.0.1 at a free port.
export async function serve(folder) {
  const root = path.resolve(folder);
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    const file = path.join(root, name.endsWith("/") ? name + "index.html" : name);
    const found = file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    response.writeHead(found ? 200 : 404, { "Content-Type": kTypes[path.extname(file)] || "application/octet-stream" });
    response.end(found ? fs.readFileSync(file) : "");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

export async function launch(chromium) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "page-chromium-"));
  const browser = await puppeteer.launch({
    executablePath: chromium, userDataDir: profile, headless: true,
    args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  return { browser, close: async () => (await browser.close(), fs.rmSync(profile, { recursive: true, force: true })) };
}

// A tab that records in `foreign` every request outside `origin` (the
// page's and its worker's: Chromium reports both to the page), and the
// page's errors in `errors`. (Requests are watched, not intercepted: an
// intercepted worker request can stall.)
export async function tab(browser, origin, foreign, errors) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  page.on("request", (request) => {
    const url = request.url();
    const own = url.startsWith(origin + "/") || url.startsWith("blob:" + origin) || url.startsWith("data:") ||
      url === "about:blank";
    if (!own) foreign.push(url);
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("workercreated", (worker) => worker.on("console", (m) => m.type() === "error" && errors.push(m.text())));
  return page;
}

export function base64url(text) {
  return Buffer.from(text, "utf8").toString("base64url");
}

// Opens the page on `input` of `problem` (and test K) by its link, and
// waits until it has solved it and shown the test.
export async function open(page, origin, problem, input, test = 0) {
  await page.goto("about:blank");
  const link = `${origin}/#problem=${problem}&input=${base64url(input)}${test ? `&test=${test}` : ""}`;
  await page.goto(link);
  await page.waitForSelector("body[data-ready=true]", { timeout: 600000 });
  await page.waitForFunction(() => document.body.dataset.listed === document.body.dataset.solved, { timeout: 600000 });
}

// The page on `problem`, opened afresh unless it already is.
export async function onProblem(page, origin, problem) {
  const ready = await page.evaluate((problem) => document.body?.dataset.ready === "true" &&
    document.getElementById("problem").value === problem, problem).catch(() => false);
  if (ready) return;
  await page.goto("about:blank");
  await page.goto(`${origin}/#problem=${problem}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 600000 });
}

// Does `act` (a click, a choice) and waits until the page has solved a new
// input, listed every answer and shown the test it opens on (if it has one).
export async function solveBy(page, act) {
  const before = await page.$eval("body", (body) => body.dataset.solved);
  await act();
  await page.waitForFunction((before) => {
    const solved = document.body.dataset.solved;
    return solved !== before && document.body.dataset.listed === solved &&
      (document.querySelector("li[data-test]") === null || (document.body.dataset.shown || "").startsWith(solved + ":"));
  }, { timeout: 600000 }, before);
}

// The answers the page shows: [{test, answer}].
export function answers(page) {
  return page.evaluate(() => [...document.querySelectorAll("li[data-test]")].map((li) =>
    ({ test: Number(li.dataset.test), answer: li.dataset.answer })));
}

// Chooses test K and waits until its explanation, picture and play are there.
export async function choose(page, test) {
  const generation = await page.$eval("body", (body) => body.dataset.solved);
  await page.$eval("body", (body) => delete body.dataset.shown);
  await page.click(`#answers li[data-test="${test}"]`);
  await page.waitForSelector(`body[data-shown="${generation}:${test}"]`, { timeout: 120000 });
}

// The position shown (its value: winner, moves, exact, goal, goalMoves) and
// the moves listed (choices: each with the value of where it leads), as data.
export function position(page) {
  return page.evaluate(() => {
    const data = (element) => ({
      winner: element.dataset.winner, moves: Number(element.dataset.moves), exact: element.dataset.exact === "true",
      goal: element.dataset.goal, goalMoves: Number(element.dataset.goalMoves),
    });
    const shown = document.getElementById("position");
    return {
      position: shown.dataset.position, mover: shown.dataset.mover, ...data(shown),
      visited: document.getElementById("visited").textContent,
      choices: [...document.querySelectorAll("#moves button")].map((button) => ({
        ...data(button), to: button.dataset.to, left: Number(button.dataset.left), reply: button.dataset.reply === "true",
        enabled: !button.disabled, label: button.textContent,
      })),
    };
  });
}

function shows(page) {
  return page.$eval("body", (body) => Number(body.dataset.shows || 0));
}

// Waits until the page, after its show number `after`, shows a position
// where `side` moves, or the end.
export async function yourTurn(page, side, after) {
  await page.waitForFunction(
    (side, after) => {
      const shown = document.getElementById("position");
      return Number(document.body.dataset.shows || 0) > after &&
        (shown.dataset.mover === "" || shown.dataset.mover === side);
    },
    { timeout: 60000, polling: 4 }, side, after);
}

// Plays `side` from `start` (null: the start in the box): chooses it in
// the page and waits for its first turn.
export async function playAs(page, side, start = null) {
  if (start !== null) await page.$eval("#start-choice", (input, start) => (input.value = start), start);
  const after = await shows(page);
  await page.select("#side", side);
  await yourTurn(page, side, after);
}

// Plays move `index` of the list, and waits for the player's next turn.
export async function playMove(page, side, index) {
  const after = await shows(page);
  await page.evaluate((index) => document.querySelectorAll("#moves button")[index].click(), index);
  await yourTurn(page, side, after);
}

// A program's run: {status, out, err}.
export function run(program, args, input = "") {
  const result = spawnSync(program, args, { input, encoding: "utf8", maxBuffer: 1 << 30 });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

// The problems, in the registry's order (harness/problems.hpp includes each
// folder's problem.hpp), and what the page's tests know of each
// (problems/<name>/page.test.mjs), by name.
export async function problemTests(source) {
  const registry = fs.readFileSync(path.join(source, "harness/problems.hpp"), "utf8");
  const names = [...registry.matchAll(/^#include "problems\/([^/"]+)\/problem\.hpp"$/gm)].map((match) => match[1]);
  const modules = await Promise.all(names.map((name) => import(path.join(source, "problems", name, "page.test.mjs"))));
  return Object.fromEntries(names.map((name, k) => [name, modules[k]]));
}
