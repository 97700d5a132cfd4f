// The page's worker: the engine (engine.mjs, the project's C++ compiled to
// WebAssembly) and Graphviz (viz.js) run here, so the page never freezes.
// Requests are {id, op, ...}; each gets {id, result} (or {id, error}), and
// a long one {id, progress: {...}} on the way.
import createEngine from "./engine.mjs";

// When the engine cannot load (engine.wasm missing, cut short or not
// WebAssembly), every request says so in plain words; WebAssembly's own
// message goes to the console.
const kNoEngine = "The engine (engine.wasm) could not be loaded, so nothing can be solved here. " +
  "Build the page again (cmake --build build-web --target web), check that engine.wasm is served " +
  "beside index.html, and reload.";
const engine = createEngine({ printErr: (text) => console.warn(text) }).catch((error) => {
  console.warn(`engine.wasm: ${error && error.message ? error.message : error}`);
  throw new Error(kNoEngine);
});
let session = null;
let viz = null;  // Graphviz, loaded at the first drawing
const utf8 = new TextDecoder();

// How long the engine solves between two progress messages (ms): the page
// lists a message's answers while the engine solves the next ones.
const kSlice = 20;
// How long the worker looks for the first test to show (ms).
const kFirstLookMs = 30;

// Hands `bytes` to a session, written once into its memory, and reads them.
function load(into, problem, bytes) {
  into.input(bytes.length).set(bytes);
  return JSON.parse(into.load(problem));
}

// The browser compiles the engine's code quickly, then optimizes what runs
// hot: a fresh page's first big input runs longer than the next (docs/web.md). So once loaded, the worker solves 2000 small games of each
// problem in a session of its own, a problem at a time (requests wait for
// one at most).
async function warmUp() {
  const module = await engine;
  for (const problem of JSON.parse(module.problems())) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const games = [];
    for (let seed = 1; seed <= 50; ++seed) games.push(module.randomInput(problem, seed).replace(/^\d+\n/, ""));
    const bytes = new TextEncoder().encode(`${40 * games.length}\n${Array(40).fill(games.join("")).join("")}`);
    const warm = new module.Session();
    load(warm, problem, bytes);
    while (warm.solve(1000).length > 0);
    warm.delete();
  }
}
warmUp().catch(() => {});  // a failed load is reported at the first request

const operations = {
  // Reads the input (its UTF-8 bytes) and solves every test; the judge's
  // answer lines go out as they come, in progress messages.
  async solve({ problem, bytes }, progress) {
    const start = performance.now();
    const loaded = load(session, problem, bytes);
    let done = 0;
    for (let bytes; (bytes = session.solve(kSlice)).length > 0;) {
      const lines = utf8.decode(bytes);
      for (let at = lines.indexOf("\n"); at >= 0; at = lines.indexOf("\n", at + 1)) ++done;
      progress({ done, total: loaded.tests, lines });
    }
    return { tests: loaded.tests, error: loaded.error, ms: performance.now() - start };
  },
  explain: ({ test, format }) => JSON.parse(session.explain(test, format)),
  async draw({ test }) {
    const dot = JSON.parse(session.explain(test, "dot"));
    if (!dot.drawn) return { why: dot.why };
    if (!viz) viz = await (await import("./viz.js")).instance();
    return { svg: viz.renderString(dot.text, { format: "svg" }), dot: dot.text };
  },
  certificate: () => session.certificate(),
  check: ({ certificate }) => JSON.parse(session.check(certificate)),
  play: ({ test }) => JSON.parse(session.play(test)),
  board: () => JSON.parse(session.board()),
  // An SVG of a dot text laid out by one of Graphviz's engines (dot, neato):
  // the page's board, and the picture in another layout (app.js, kLayouts).
  async render({ dot, engine = "dot" }) {
    if (!viz) viz = await (await import("./viz.js")).instance();
    return viz.renderString(dot, { format: "svg", engine });
  },
  start: ({ choice }) => JSON.parse(session.start(choice)),
  view: ({ position }) => JSON.parse(session.view(position)),
  // The first of tests 1..tests drawn, playable and not over from the start
  // (1 when none is). Looking at a test solves it again (explain's dot solves
  // before it sizes the picture), so the search stops after kFirstLookMs.
  first({ tests }) {
    const deadline = performance.now() + kFirstLookMs;
    for (let test = 1; test <= tests && performance.now() < deadline; ++test) {
      if (!JSON.parse(session.explain(test, "dot")).drawn || !JSON.parse(session.play(test)).ok) continue;
      const start = JSON.parse(session.start(""));
      if (!start.error && JSON.parse(session.view(start.position)).mover !== "") return test;
    }
    return 1;
  },
  random: ({ problem, seed }) => engine.then((module) => module.randomInput(problem, seed)),
};

self.onmessage = async ({ data }) => {
  const { id, op } = data;
  try {
    const module = await engine;
    if (!session) session = new module.Session();
    const result = await operations[op](data, (progress) => self.postMessage({ id, progress }));
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
};
