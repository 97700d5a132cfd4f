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
        enabled: !button.disabled, label: button.textContent, mark: button.querySelector("b")?.textContent ?? "",
        perfect: button.dataset.perfect === "true",
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

// Numbers that look random, the same at every run from the same seed:
// random(k) is one of 0..k-1 (a linear congruential generator's high bits).
export function seeded(seed) {
  let state = seed >>> 0;
  return (k) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * k);
  };
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

// What overlaps on the board's drawing, in words: a text of a vertex (its
// name, pieces, mark) over another text, out of its vertex's outline, over
// another vertex, or under an edge or an arrowhead (points along each
// edge's path and around each arrowhead, every 2 px).
export function boardOverlaps(page) {
  return page.evaluate(() => {
    const svg = document.querySelector("#board svg");
    if (!svg) return [];
    const rect = (element) => element.getBoundingClientRect();
    const inside = (r, x, y, margin = 0.5) =>
      x > r.left + margin && x < r.right - margin && y > r.top + margin && y < r.bottom - margin;
    const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const nodes = [...svg.querySelectorAll("g.node")].map((node) => ({
      name: node.querySelector("title").textContent, shape: node.querySelector("ellipse, polygon"),
      texts: [...node.querySelectorAll("text")].map((text) => ({ text: text.textContent, box: rect(text) })),
    }));
    const texts = nodes.flatMap((node) => node.texts.map((text) => ({ ...text, node })));
    const found = [];
    texts.forEach((a, i) => texts.slice(i + 1).forEach((b) => {
      if (meet(a.box, b.box)) found.push(`"${a.text}" (${a.node.name}) over "${b.text}" (${b.node.name})`);
    }));
    for (const { text, box, node } of texts) {
      const outline = rect(node.shape);
      const corners = [[box.left, box.top], [box.right, box.top], [box.left, box.bottom], [box.right, box.bottom]];
      const [cx, cy, rx, ry] = [(outline.left + outline.right) / 2, (outline.top + outline.bottom) / 2,
        outline.width / 2, outline.height / 2];
      const within = node.shape.tagName === "ellipse"
        ? corners.every(([x, y]) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1.02)
        : corners.every(([x, y]) => x >= outline.left - 0.5 && x <= outline.right + 0.5 && y >= outline.top - 0.5 &&
          y <= outline.bottom + 0.5);
      if (!within) found.push(`"${text}" (${node.name}) out of its vertex`);
      for (const other of nodes)
        if (other !== node && meet(box, rect(other.shape))) found.push(`"${text}" (${node.name}) over vertex ${other.name}`);
    }
    const scale = svg.getScreenCTM().a;
    for (const edge of svg.querySelectorAll("g.edge")) {
      const name = edge.querySelector("title").textContent;
      const points = [];
      for (const path of edge.querySelectorAll("path")) {
        const length = path.getTotalLength(), ctm = path.getScreenCTM();
        for (let at = 0; at <= length; at += 2 / scale) points.push(path.getPointAtLength(at).matrixTransform(ctm));
      }
      for (const head of edge.querySelectorAll("polygon")) {
        const ctm = head.getScreenCTM(), corners = [...head.points].map((p) => p.matrixTransform(ctm));
        corners.forEach((p, k) => {
          const q = corners[(k + 1) % corners.length], steps = Math.ceil(Math.hypot(q.x - p.x, q.y - p.y) / 2);
          for (let s = 0; s <= steps; ++s) points.push({ x: p.x + ((q.x - p.x) * s) / steps, y: p.y + ((q.y - p.y) * s) / steps });
        });
      }
      for (const { text, box, node } of texts)
        if (points.some(({ x, y }) => inside(box, x, y))) found.push(`edge ${name} over "${text}" (${node.name})`);
    }
    return found;
  });
}

// The smallest text on screen in `selector`'s drawings and elements, in
// pixels: an SVG text's font size times its drawing's scale on screen, an
// element's own font size.
export function smallestText(page, selector) {
  return page.evaluate((selector) => {
    let smallest = Infinity, where = "";
    const shown = (element) => element.getClientRects().length > 0;
    for (const root of document.querySelectorAll(selector)) {
      for (const text of [...root.querySelectorAll("svg text")].filter(shown)) {
        const px = parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a;
        if (px < smallest) [smallest, where] = [px, `"${text.textContent}"`];
      }
      for (const element of [root, ...root.querySelectorAll("*")]) {
        if (element.closest("svg") || !shown(element)) continue;
        if (![...element.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim() !== "")) continue;
        const px = parseFloat(getComputedStyle(element).fontSize);
        if (px < smallest) [smallest, where] = [px, `${element.tagName.toLowerCase()} "${element.textContent.slice(0, 30)}"`];
      }
    }
    return { px: smallest, where };
  }, selector);
}
