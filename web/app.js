// The page: a judge input in, each test's answer, explain's text and
// picture, and play against perfect replies. The engine runs in worker.js;
// the page's state lives in the URL fragment (docs/web.md):
//   #problem=P&input=I&test=K&side=S&start=C&moves=0.2.1
// I is the judge input's bytes in base64url (exactly the bytes the engine
// read, UTF-8 or not), C the start choice, moves the indices of the moves
// played, each in the list of moves of its position.
//
// The page names no problem: the problems are the registry's
// (problems/index.json, harness/problems.hpp), and what the page shows of
// each (its name, sides, texts, how a move reads, its board) is its
// problems/<name>/page.js.

// name -> the problem's page.js (its default export), in the registry's
// order; filled by loadProblems.
const pages = {};
const kLongestLinkedInput = 1 << 16;  // bytes of input a link holds
const kLongestBoxedInput = 1 << 18;   // characters of input the text box shows
const kFirstLooked = 50;              // tests looked at for the first to show (drawn, playable, not over)

const $ = (id) => document.getElementById(id);

// ------------------------------------------------------------- the worker --

const worker = new Worker("worker.js", { type: "module" });
const pending = new Map();
let nextId = 0;
worker.onmessage = ({ data }) => {
  const call = pending.get(data.id);
  if (data.progress) return call.progress && call.progress(data.progress);
  pending.delete(data.id);
  if ("error" in data) call.reject(new Error(data.error));
  else call.resolve(data.result);
};
// A request to the worker; `transfer`: buffers handed over, not copied.
function ask(op, args = {}, progress = null, transfer = []) {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, progress });
    worker.postMessage({ id, op, ...args }, transfer);
  });
}

// ------------------------------------------------------------- the state --

// input: the input as text (for the box); bytes: its length in bytes;
// linked: its bytes when a link can hold them (null: too long).
// sample: the name of the sample the input is ("" when it is none).
const state = { problem: "", input: "", bytes: 0, linked: null, sample: "", test: 0, side: "", start: "", moves: [] };
let own = null;     // the bytes of the input solved last (the worker takes the ones it is handed)
const kept = {};    // problem -> {input, bytes, sample}: each problem's own input, while the page is open
let answers = [];   // the judge's answer lines
let play = null;    // {positions: [text], views: [view]} of the test played
let generation = 0; // bumped by every new input: late answers of an old one are dropped
let solveStarted = 0; // when the last input was handed over (data-listed-ms counts from it)

// Text as its UTF-8 bytes say, a byte order mark kept (the judges skip it);
// `strictUtf8` tells whether bytes are UTF-8 at all.
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });
const strictUtf8 = new TextDecoder("utf-8", { ignoreBOM: true, fatal: true });
const isUtf8 = (bytes) => { try { strictUtf8.decode(bytes); return true; } catch { return false; } };

function base64url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
// The bytes a base64url text stands for; throws on any other character
// (atob alone would let spaces and "+" through).
function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error("not base64url");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// The state the address holds; {bytes} of the link's input, {error} when
// the link's input cannot be read, {} when it holds none.
function readFragment() {
  const fields = new URLSearchParams(location.hash.slice(1));
  if (pages[fields.get("problem")]) state.problem = fields.get("problem");
  state.test = Number(fields.get("test")) || 0;
  state.side = fields.get("side") || "";
  state.start = fields.get("start") || "";
  state.moves = (fields.get("moves") || "").split(".").filter((m) => m !== "").map(Number);
  if (!fields.has("input")) return {};
  try {
    return { bytes: fromBase64url(fields.get("input")) };
  } catch {
    return { error: "The link's input is not base64url (letters, digits, - and _ only), so there is nothing to solve. " +
      "Paste the input, choose a file or a sample; the address keeps the link until then." };
  }
}

// The fragment follows the state a moment later (Chrome slows down a page
// that rewrites its address at every move).
let fragmentTimer = null;
function writeFragment() {
  clearTimeout(fragmentTimer);
  fragmentTimer = setTimeout(writeFragmentNow, 150);
}

function writeFragmentNow() {
  const fields = new URLSearchParams({ problem: state.problem });
  const linked = state.linked !== null;
  if (linked) fields.set("input", base64url(state.linked));
  if (state.test) fields.set("test", state.test);
  if (play) {
    fields.set("side", state.side);
    if (state.start) fields.set("start", state.start);
    if (state.moves.length) fields.set("moves", state.moves.join("."));
  }
  history.replaceState(null, "", "#" + fields.toString());
  $("link").href = location.href;
  $("link").textContent = linked ? "Link to this position" : "Link (the input is too long to go in it)";
}

// --------------------------------------------------------- the problems --

// Each problem's page.js, the Problem selector's options, the title, and
// the problem the page opens on when its link names none (the one whose
// page.js says so, else the first).
async function loadProblems() {
  const names = await (await fetch("problems/index.json")).json();
  const loaded = await Promise.all(names.map((name) => import(`./problems/${name}/page.js`)));
  names.forEach((name, k) => (pages[name] = loaded[k].default));
  const select = $("problem");
  for (const name of names) {
    const option = new Option(`${pages[name].source} ${pages[name].title}`, name);
    if (pages[name].tooltip) option.title = pages[name].tooltip;
    select.add(option);
  }
  document.title = `Game-graph explorer: ${names.map((name) => pages[name].source).join(", ")}`;
  state.problem = names.find((name) => pages[name].opensThePage) || names[0];
}

// ------------------------------------------------------------ the input --

async function loadSamples() {
  const index = await (await fetch("samples/index.json")).json();
  const select = $("sample");
  select.replaceChildren(new Option("a sample of the repository…", ""));
  for (const name of index[state.problem]) select.add(new Option(name, name));
}

async function loadSample(name, note = "") {
  const bytes = new Uint8Array(await (await fetch(`samples/${state.problem}/${name}.in`)).arrayBuffer());
  await solve(utf8.decode(bytes), false, bytes, note, name);
}

async function drawRandom() {
  const seed = Number($("seed").value) || 0;
  await solve(await ask("random", { problem: state.problem, seed }));
}

// Puts `input` in the box, unless it is too long for one: Chromium takes
// many seconds to lay out a text box of megabytes, and the page would freeze.
// The notice under the box says what the box does not show.
function showInBox(input, utf8Text, note = "") {
  const box = $("input");
  const boxed = input.length <= kLongestBoxedInput;
  if (boxed && box.value !== input) box.value = input;
  if (!boxed) box.value = "";
  box.placeholder = boxed ? "" : "Type or paste an input here to replace the one loaded.";
  const notes = note ? [note] : [];
  if (!boxed) notes.push(`An input of ${(state.bytes / 1e6).toFixed(1)} MB is loaded, too long to show here ` +
    "(a text box that long would freeze the page). Type or paste here to replace it.");
  if (!utf8Text) notes.push("The input is not UTF-8 text: the box shows each byte that is not as \ufffd, and Solve " +
    "would judge the box's text; the answers and the link are those of the input's own bytes.");
  $("input-note").textContent = notes.join(" ");
  $("input-note").hidden = notes.length === 0;
  boxStandsFor = boxed ? null : input;
}
let boxStandsFor = null;  // the long input the empty box stands for

// The Solve button: the box's text, or the long input it stands for.
function boxedInput() {
  const text = $("input").value;
  return text === "" && boxStandsFor !== null ? boxStandsFor : text;
}

async function loadFile(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  await solve(utf8.decode(bytes), false, bytes);
}

// Solves `input` (shown in the box; the box's own text when it comes from
// there), every test, then shows the test asked for. (A text box turns
// line ends into LF: a sample, a file or a link is solved as its bytes are.)
// The sample menu names `sample`, the sample the input is, if it is one.
async function solve(input, keepPlay = false, bytes = new TextEncoder().encode(input), note = "", sample = "") {
  const mine = ++generation;
  state.sample = sample;
  $("sample").value = sample;
  const started = (solveStarted = performance.now());
  state.input = input;
  state.bytes = bytes.length;
  own = bytes.slice();  // before the worker takes them
  state.linked = bytes.length <= kLongestLinkedInput ? own : null;
  const utf8Text = isUtf8(bytes);
  const progress = $("progress");
  // The worker starts on the input while the page clears the last one's
  // answers (a fresh list: emptying one of 10^5 elements takes longer).
  const solved = ask("solve", { problem: state.problem, bytes }, ({ done, total, lines }) => {
    if (mine !== generation) return;
    addAnswers(lines);
    progress.max = total;
    progress.value = done;
    $("status").textContent = `Solving: ${done} of ${total} tests`;
  }, [bytes.buffer]);
  showInBox(input, utf8Text, note);
  if (!keepPlay) Object.assign(state, { test: 0, side: "", start: "", moves: [] });
  play = null;
  answers = [];
  unlisted = 0;
  $("answers").replaceChildren();
  $("answers-rest").replaceWith(Object.assign(document.createElement("ul"), { id: "answers-rest", hidden: true }));
  $("answers").classList.remove("long");
  $("error").textContent = "";
  $("test-view").hidden = $("to-board").hidden = true;
  progress.hidden = false;
  progress.value = 0;
  $("status").textContent = "Reading the input…";
  const result = await solved;
  if (mine !== generation) return;
  progress.hidden = true;
  showAnswers(result);
  document.body.dataset.answeredMs = (performance.now() - started).toFixed(1);
  if (answers.length > 0) {
    const asked = state.test >= 1 && state.test <= answers.length;
    const first = asked ? state.test : await ask("first", { tests: Math.min(answers.length, kFirstLooked) });
    if (mine !== generation) return;
    await selectTest(first, keepPlay);
    if (!asked && first > 1) $("test-note").textContent = `Test ${first} is shown first: ` +
      `the tests before it cannot be drawn or are over from the start. Choose any test in the list.`;
  } else writeFragment();
}

function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// The answers of the next tests, as the worker sends them (the page lists
// them while the worker solves the next ones): one element per test,
// data-test="K" data-answer="<the judge's line>". The first kListed are
// shown (numbered when the line is not), the Test box shows any other. The
// others' elements go in a hidden list in idle time: building 10^5 of them
// takes longer than solving their tests. body[data-listed] tells when every
// test has its element.
const kListed = 1000;
let unlisted = 0;  // answers[unlisted..] have no element yet
let listing = false;  // listRest is called at the next idle time

function addAnswers(chunk) {
  for (let at = 0, end; (end = chunk.indexOf("\n", at)) >= 0; at = end + 1) answers.push(chunk.slice(at, end));
  let listed = "";
  for (; unlisted < Math.min(answers.length, kListed); ++unlisted) {
    const shown = escapeHtml(answers[unlisted]);
    listed += `<li data-test="${unlisted + 1}" data-answer="${shown}">` +
      `${shown.startsWith("Case #") ? shown : `${unlisted + 1}. ${shown}`}</li>`;
  }
  if (listed) $("answers").insertAdjacentHTML("beforeend", listed);
  $("answers").classList.toggle("long", answers.length > 100);
  if (unlisted < answers.length && !listing) listing = requestIdleCallback(listRest) > 0;
}

// In batches of a few milliseconds, so the worker's next answers wait little.
function listRest(idle) {
  while (unlisted < answers.length && idle.timeRemaining() > 4) {
    let rest = "";
    for (const end = Math.min(answers.length, unlisted + 1000); unlisted < end; ++unlisted)
      rest += `<li data-test="${unlisted + 1}" data-answer="${escapeHtml(answers[unlisted])}"></li>`;
    $("answers-rest").insertAdjacentHTML("beforeend", rest);
  }
  listing = unlisted < answers.length && requestIdleCallback(listRest) > 0;
  markListed();
}

// Once the input is solved and every answer has its element.
function markListed() {
  if (document.body.dataset.solved !== String(generation) || unlisted < answers.length) return;
  document.body.dataset.listedMs = (performance.now() - solveStarted).toFixed(1);
  document.body.dataset.listed = String(generation);
}

// A line the page says instead of answers (in the error line's place).
function showError(text) {
  $("error").textContent = text;
  $("error").hidden = false;
}

function showAnswers(result) {
  $("error").textContent = result.error;
  $("error").hidden = result.error === "";
  const what = (result.error === "" ? "" : " before the error") +
    (answers.length > kListed ? ` (the first ${kListed} listed; the Test box shows any other)` : "");
  $("status").textContent = `${answers.length} ${answers.length === 1 ? "test" : "tests"} solved${what} in ${result.ms.toFixed(0)} ms.`;
  $("status").dataset.solvedMs = result.ms.toFixed(1);
  document.body.dataset.solved = String(generation);
  markListed();
}

// ------------------------------------------------------------- one test --

async function selectTest(test, keepPlay = false) {
  const mine = generation;
  const started = performance.now();
  if (!keepPlay) Object.assign(state, { side: "", start: "", moves: [] });
  state.test = test;
  for (const item of $("answers").querySelectorAll(".selected")) item.classList.remove("selected");
  const item = $("answers").children[test - 1];  // none past the first kListed
  if (item) item.classList.add("selected");
  $("test-view").hidden = false;
  $("to-board").hidden = false;  // on a phone only (style.css)
  $("test-title").textContent = `Test ${test}: ${answers[test - 1]}`;
  $("test-number").value = test;
  $("test-number").max = answers.length;
  $("test-note").textContent = "";
  const [text, picture, ready] = [
    await ask("explain", { test, format: "text" }),
    await ask("draw", { test }),
    await ask("play", { test }),
  ];
  if (mine !== generation || state.test !== test) return;
  $("explanation").textContent = text.text;
  await showPicture(picture, () => mine === generation && state.test === test);
  if (mine !== generation || state.test !== test) return;
  $("certificate-result").textContent = "";
  delete $("certificate-result").dataset.status;  // and no certificate of another input
  $("certificate-download").hidden = true;
  await startPlay(ready);
  document.body.dataset.testMs = (performance.now() - started).toFixed(1);
  document.body.dataset.shown = `${generation}:${test}`;
}

// Shows explain's picture: laid out as explain's dot says, unless that does
// not read whole in its box, then in the layout that reads best (kLayouts);
// the Layout menu gives any other.
async function showPicture(picture, still) {
  drawing = picture.svg ? { dot: picture.dot, svgs: { layered: picture.svg } } : null;
  $("picture").innerHTML = picture.svg || "";
  $("picture-note").textContent = picture.svg ? "" : `Not drawn: ${picture.why}. Play still works below.`;
  $("legend").hidden = $("zoom").hidden = !picture.svg;
  if (picture.svg) {
    const box = $("picture");
    const room = { width: box.clientWidth - 1, height: parseFloat(getComputedStyle(box).maxHeight) - 2 };
    const least = phone.matches ? kReadablePx / measureSvg(picture.svg).smallest : 0;  // as zoomPicture starts it
    const layout = await chooseLayout(drawing, room, least);
    if (!still()) return;
    showLayout(layout);
  }
  $("legend-items").replaceChildren(...pages[state.problem].legend(kCommonLegend).map((text) => {
    const item = document.createElement("li");
    item.textContent = text;
    return item;
  }));
}

// ------------------------------------------------------------ layouts --

// How the page lays out a drawing (explain's picture, the board), by
// Graphviz: as its dot says (layered: dot's ranks), the same turned a
// quarter (the ranks the other way), or compact (neato: the vertices
// spread both ways, the edges routed around them). A drawing is laid out
// as its dot says when that reads whole in its room; else the page tries
// the others and takes the one that does best (chooseLayout).
const kLayouts = [
  { name: "layered", text: "layered", engine: "dot", attributes: () => "" },
  { name: "turned", text: "layered, turned", engine: "dot",
    attributes: (dot) => `rankdir=${/\brankdir\s*=\s*"?(LR|RL)/.test(dot) ? "TB" : "LR"};` },
  { name: "compact", text: "compact", engine: "neato", attributes: () => 'overlap=false; splines=true; sep="+4";' },
];
// Explain's picture of the test shown: {dot, svgs: layout -> its SVG (null:
// Graphviz could not), layout: the one shown}.
let drawing = null;

// The SVG of `drawing` (its dot) laid out as `layout`, rendered once.
async function layOut(drawing, layout) {
  if (!(layout in drawing.svgs)) {
    const { engine, attributes } = kLayouts.find((one) => one.name === layout);
    const dot = drawing.dot.replace(/\}\s*$/, `  ${attributes(drawing.dot)}\n}\n`);
    drawing.svgs[layout] = await ask("render", { dot, engine }).catch(() => null);
  }
  return drawing.svgs[layout];
}

// A drawing's size in its units and its smallest text, read from its SVG.
function measureSvg(svg) {
  const [, , width, height] = svg.match(/viewBox="([^"]*)"/)[1].split(/[\s,]+/).map(Number);
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((found) => Number(found[1]));
  return { width, height, smallest: sizes.length > 0 ? Math.min(...sizes) : 14 };
}

// How a drawing of {width, height} units shows in a room of {width, height}
// pixels: `whole`, the scale that fits it whole (at most its natural size);
// `scale`, the one it is shown at (`whole`, but at least `least`); and
// `key`, how well it shows: that scale times the share of it in view, a
// part cut off sideways counting twice (the page scrolls down, but a box
// sideways only).
function showing(size, room, least) {
  const whole = Math.min(kNatural, room.width / size.width, room.height / size.height), scale = Math.max(whole, least);
  const across = Math.min(1, room.width / (size.width * scale)), down = Math.min(1, room.height / (size.height * scale));
  return { whole, scale, key: across * across * down * scale };
}

// The layout of `drawing` for `room`: the dot's own when it is whole in the
// room with its smallest text (`smallest` units, else the drawing's own) of
// kReadablePx or more; else the one that shows best (showing, shown at
// `least` at least), another than the dot's own only when it does 10%
// better.
async function chooseLayout(drawing, room, least, smallest = 0) {
  const own = measureSvg(drawing.svgs.layered);
  if (showing(own, room, least).whole * (smallest || own.smallest) >= kReadablePx) return "layered";
  let best = { layout: "layered", key: showing(own, room, least).key };
  for (const { name } of kLayouts.slice(1)) {
    const svg = await layOut(drawing, name);
    const key = svg && showing(measureSvg(svg), room, least).key;
    if (key > 1.1 * best.key) best = { layout: name, key };
  }
  return best.layout;
}

// Shows explain's picture laid out as `layout`, at its start (zoomPicture).
function showLayout(layout) {
  drawing.layout = $("layout").value = layout;
  $("picture").innerHTML = drawing.svgs[layout];
  zoomPicture("start");
}

// The sizes of pictures (explain's, the board): Graphviz draws in points,
// kNatural pixels each at the drawing's own size; no text is smaller than
// kReadablePx pixels on a phone (a window narrower than 40em, as style.css
// says).
const kNatural = 4 / 3, kReadablePx = 9;
const phone = matchMedia("(max-width: 40em)");

// Sets an SVG's size to `scale` pixels per unit of its drawing (at least:
// whole pixels).
function scaleSvg(svg, scale) {
  const { width, height } = svg.viewBox.baseVal;
  svg.style.width = `${Math.ceil(width * scale)}px`;
  svg.style.height = `${Math.ceil(height * scale)}px`;
  svg.dataset.scale = scale;
}

// Zooms explain's picture: "start" whole in its box (at most its own size),
// but on a phone at least readable (the box pans); "fit" whole; a number:
// by that factor, the box's centre kept, unless the position played would
// leave the view (scrollToPlayed).
function zoomPicture(how) {
  const box = $("picture"), svg = box.querySelector("svg");
  if (!svg) return;
  const { width, height } = svg.viewBox.baseVal;
  const fit = Math.min(kNatural, (box.clientWidth - 1) / width, (parseFloat(getComputedStyle(box).maxHeight) - 2) / height);
  const smallest = Math.min(...[...svg.querySelectorAll("text")].map((text) => parseFloat(getComputedStyle(text).fontSize)));
  const now = Number(svg.dataset.scale) || fit;
  const scale = how === "start" ? (phone.matches ? Math.max(fit, kReadablePx / smallest) : fit)
    : how === "fit" ? fit : Math.max(fit, Math.min(now * how, 4 * kNatural));
  const [x, y] = [(box.scrollLeft + box.clientWidth / 2) / now, (box.scrollTop + box.clientHeight / 2) / now];
  scaleSvg(svg, scale);
  box.scrollLeft = x * scale - box.clientWidth / 2;
  box.scrollTop = y * scale - box.clientHeight / 2;
  scrollToPlayed();
}

// What the marks of explain's picture mean, as every problem draws them
// (each problem's page.js legend adds its own and may leave one out).
const kCommonLegend = [
  "Green fill: the winner's region (positions the winner wins from); red fill: the loser's.",
  "Thick green edge: the winner's strategy, the move it makes at each position of her or his region.",
  "Solid black edge: a move of the loser inside the winner's region; every one is drawn, since the strategy answers each.",
  "Dashed grey edge: any other move (the winner's moves the strategy does not use, moves outside the winner's region).",
  "Red outline: the position of the game you play (below).",
];
async function checkCertificate() {
  $("certificate-result").textContent = "Checking…";
  delete $("certificate-result").dataset.status;
  const certificate = await ask("certificate");
  const { status, message } = await ask("check", { certificate });
  const download = $("certificate-download");
  URL.revokeObjectURL(download.href);
  download.href = URL.createObjectURL(new Blob([certificate], { type: "text/plain" }));
  download.hidden = false;
  $("certificate-result").textContent =
    status === 0 ? "Accepted: the certificate proves every answer (check_certificate)." : message;
  $("certificate-result").dataset.status = status;
}

// ----------------------------------------------------------------- play --

async function startPlay(ready) {
  const info = pages[state.problem];
  $("play").hidden = false;
  $("play-note").textContent = ready.ok ? "" : `Not played: ${ready.why}.`;
  $("play-board").hidden = !ready.ok;
  if (!ready.ok) return writeFragment();
  const side = $("side");
  side.replaceChildren(...info.sides.map((name) => new Option(`I play ${name}`, name)));
  if (!info.sides.includes(state.side)) state.side = info.sides[0];
  side.value = state.side;
  $("start-choice").hidden = !info.start;
  $("start-choice").placeholder = info.start;
  $("start-choice").value = state.start;
  await loadBoard();
  const started = await ask("start", { choice: state.start });
  $("start-error").textContent = started.error;
  $("game").hidden = started.error !== "";
  if (started.error) {
    // The box stays to be corrected; no game is shown, no position marked.
    play = null;
    $("position").removeAttribute("data-position");
    for (const id of ["moves", "history"]) $(id).replaceChildren();
    highlight({ nodes: [], visited: [] });
    return writeFragment();
  }
  play = { positions: [started.position], views: [] };
  const moves = state.moves;
  state.moves = [];
  for (const index of moves) if (!(await move(index, false))) break;
  await show();
}

// The view of the position played now.
async function current() {
  const at = play.positions.length - 1;
  if (!play.views[at]) play.views[at] = await ask("view", { position: play.positions[at] });
  return play.views[at];
}

// Plays move `index` of the current position; false if there is none.
async function move(index, showIt = true) {
  const view = await current();
  if (!Number.isInteger(index) || index < 0 || index >= view.moves.length) return false;
  play.positions.push(view.moves[index].to);
  state.moves.push(index);
  if (showIt) await show();
  return true;
}

// Shows the current position; the page moves when it is its side's turn.
let shown = null;  // the view shown
async function show() {
  const mine = generation;
  const view = await current();
  if (mine !== generation) return;
  if (view.error) {
    $("play-note").textContent = view.error;
    return;
  }
  const position = $("position");
  position.textContent = view.position;
  Object.assign(position.dataset, outcomeData(view.outcome), { position: view.position, mover: view.mover });
  $("outcome").textContent = view.mover
    ? `${view.mover} to move. Under perfect play: ${view.outcome.text}.`
    : `The game is over: ${view.outcome.text}.`;
  $("visited").hidden = view.visited.length === 0;
  const rounds = state.moves.filter((index, k) => play.views[k].moves[index].label.endsWith("(the round is full)")).length;
  $("visited").textContent = `Visited since the last full round: ${view.visited.join(", ")}; full rounds: ${rounds}.`;
  shown = view;
  showMoves(view);
  await showBoard(view);
  if (shown !== view) return;  // a later position is shown
  showHistory();
  highlight(view);
  writeFragment();
  document.body.dataset.position = view.position;
  document.body.dataset.shows = String(Number(document.body.dataset.shows || 0) + 1);
  const theirs = view.mover !== "" && view.mover !== state.side;
  const game = play, at = play.positions.length;
  const still = () => mine === generation && play === game && play.positions.length === at;
  if (theirs && view.reply >= 0) setTimeout(() => still() && move(view.reply), 0);
  else if (clicked !== null) document.body.dataset.moveMs = (performance.now() - clicked).toFixed(1), (clicked = null);
}

// When the player last clicked a move: the page's reply is timed from there.
let clicked = null;

// The player's move `index` (a button, the board).
function playersMove(index) {
  clicked = performance.now();
  move(index);
}

function outcomeData(outcome) {
  return {
    winner: outcome.winner, moves: outcome.moves, exact: outcome.exact,
    goal: outcome.goal, goalMoves: outcome.goal_moves,
  };
}

// Lists of more moves than this are drawn where in view only (style.css).
const kLongList = 20;

function showMoves(view) {
  const yours = view.mover === state.side;
  const list = $("moves");
  list.replaceChildren();
  view.moves.forEach((m, index) => {
    const button = document.createElement("button");
    button.append(Object.assign(document.createElement("b"), { textContent: boardMark(m, view) }),
      ` — ${moveText(m)}: ${m.outcome.text}${m.perfect ? " (perfect)" : ""}`);
    button.disabled = !yours;
    button.classList.toggle("perfect", m.perfect);
    Object.assign(button.dataset, outcomeData(m.outcome), { index, to: m.to, left: m.left, reply: index === view.reply,
      perfect: m.perfect });
    button.onclick = () => playersMove(index);
    const item = document.createElement("li");
    item.append(button);
    list.append(item);
  });
  list.classList.toggle("long", view.moves.length > kLongList);
  $("moves-title").textContent = yours ? "Your moves, with what each leads to under perfect play:"
    : view.mover ? `${view.mover}'s moves (the page plays them):` : "No moves: the game is over.";
}

function showHistory() {
  const list = $("history");
  list.replaceChildren();
  state.moves.forEach((index, k) => {
    const item = document.createElement("li");
    const mover = play.views[k].mover;
    item.textContent = `${mover}${mover === state.side ? " (you)" : ""}: ${moveText(play.views[k].moves[index])}.`;
    list.append(item);
  });
}

// A move in words: what was played and the position it led to.
function moveText(move) {
  return pages[state.problem].moveText(move);
}

// ------------------------------------------------------------- the board --

// The game itself, beside the picture of its positions, as the problem's
// page.js draws it: a graph with the pieces on its vertices (board.graph,
// pieces, target), or elements of its own (board.show). Every move is on it:
// a vertex to click, or an element, each marked with what it leads to for
// the player moving, under perfect play (boardMark), the perfect ones green
// with a star. Tab reaches the moves, Enter plays one. Graphs of more than
// kBoardVertices vertices or kBoardEdges edges are not drawn (the list of
// moves still plays them).
const kBoardVertices = 40, kBoardEdges = 200, kBoardCells = 20;
// A vertex holds its text in three lines kBoardLine units apart, its pieces,
// its name (Graphviz's) and its move's mark, so that no edge or arrowhead
// runs over them: Graphviz ends the edges at the vertex's outline. The
// vertices are sized for the widest line met, and drawn again when a wider
// one comes.
const kBoardFont = 10, kBoardLine = 13;
let board = null;  // {game, dot, svg, layout, why, width: the room of a line, in units} of the test played

async function loadBoard() {
  const input = await ask("board");
  const page = pages[state.problem].board;
  const game = input === null ? null : page.read(input);
  board = { game, dot: [], svg: "", layout: "", why: "", width: 0 };
  $("board").replaceChildren();
  if (!game || !page.graph) return;
  const { vertices, edges, dot } = page.graph(game);
  if (vertices > kBoardVertices || edges > kBoardEdges)
    board.why = `The board is drawn for games of at most ${kBoardVertices} vertices and ${kBoardEdges} edges ` +
      `(this one: ${vertices} and ${edges}); play with the list of moves below.`;
  else await drawBoard(dot, 60);
}

// Draws the graph, the problem's lines of dot, with room in each vertex for
// three lines `width` units wide: an ellipse through the corners of their box.
// Laid out as the dot says when it is whole in its room (boardRoom) with
// marks of kReadablePx; else in the layout that shows best there
// (chooseLayout: what is cut off sideways counts twice, as the page scrolls
// down but the board's box pans sideways).
async function drawBoard(dot, width) {
  const inches = (units) => ((units * Math.SQRT2) / 72).toFixed(3);
  board.dot = dot;
  board.width = width;
  const drawn = { dot: ["digraph board {", "  bgcolor=transparent; pad=0.2; nodesep=0.3; ranksep=0.45;",
    `  node [fontname="Helvetica", fontsize=12, shape=ellipse, style=filled, fillcolor="#ffffff", ` +
      `width=${inches(width + 4)}, height=${inches(3 * kBoardLine)}, fixedsize=true];`,
    '  edge [color="#777777", arrowsize=0.7];', ...dot, "}"].join("\n"), svgs: {} };
  drawn.svgs.layered = await layOut(drawn, "layered");
  board.layout = await chooseLayout(drawn, boardRoom(), kReadablePx / kBoardFont, kBoardFont);
  board.svg = drawn.svgs[board.layout];
  $("board").replaceChildren();
}

// The board's room: its column's width, and most of the window's height.
function boardRoom() {
  return { width: $("play-board").clientWidth, height: 0.8 * innerHeight };
}

// The board's scale: whole in its room, at most its natural size, and never
// smaller than marks of kReadablePx (then the page scrolls down to it, or its
// box sideways).
function boardScale(svg) {
  return showing(svg.viewBox.baseVal, boardRoom(), kReadablePx / kBoardFont).scale;
}

// What a move leads to, for the player making it, in a few characters: "win
// in 3", "lose now" (the move ends the game), "win in ≤7" (a bound), "lose
// ∞" (the game never ends); in a game of targets, the moves until the
// token is on the winner's target: "win: u1 in 2", "win: u1 now". A star
// for a perfect move.
function boardMark(m, view) {
  const { winner, moves, exact } = m.outcome, goal = view.outcome.goal;
  if (winner === "") return "?";
  const count = moves >= 0 ? (moves === 0 ? " now" : ` in ${exact ? "" : "≤"}${moves}`)
    : view.outcome.goal_moves >= 0 && m.left >= 0 ? `: ${goal} ${m.left === 0 ? "now" : `in ${m.left}`}` : " ∞";
  return `${m.perfect ? "★ " : ""}${winner === view.mover ? "win" : "lose"}${count}`;
}

// Makes `element` a move of the board: data as the moves list's buttons
// carry it, and clickable (Enter, Space) at the player's turn.
function boardMove(element, m, index, yours) {
  Object.assign(element.dataset, outcomeData(m.outcome), { index, to: m.to, perfect: m.perfect });
  element.setAttribute("aria-label", `${moveText(m)}: ${m.outcome.text}${m.perfect ? " (perfect)" : ""}`);
  element.classList.toggle("perfect", m.perfect);
  if (!yours) return;
  element.classList.add("playable");
  element.setAttribute("tabindex", "0");
  element.setAttribute("role", "button");
  element.onclick = () => playersMove(index);
  element.onkeydown = (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    playersMove(index);
  };
}

async function showBoard(view) {
  const holder = $("board");
  holder.hidden = !board || !board.game;
  if (holder.hidden) return;
  const yours = view.mover === state.side;
  const page = pages[state.problem].board;
  $("board-note").textContent = board.why;
  if (page.show) {
    const shown = page.show(view, yours, { mark: (m) => boardMark(m, view), boardMove, cellsPerRow: kBoardCells });
    $("board").replaceChildren(...shown.elements);
    $("board").classList.toggle("long", view.moves.length > kLongList);
    $("board-title").textContent = shown.title;
    return;
  }
  $("board-title").textContent = view.mover === "" ? "The game is over." : !yours ? `${view.mover} moves (the page plays).`
    : board.svg ? `Your move, ${view.mover}: click a marked vertex (or Tab to it and press Enter).`
    : `Your move, ${view.mover}: choose it in the list below.`;
  const game = board;
  while (board.svg) {
    if (!holder.querySelector("svg")) {
      holder.innerHTML = board.svg;
      const svg = holder.querySelector("svg");
      scaleSvg(svg, boardScale(svg));
      svg.dataset.layout = board.layout;
    }
    const widest = markBoard(holder, view, yours, page);
    if (widest <= board.width) return;
    await drawBoard(board.dot, Math.ceil(widest) + 2);
    if (board !== game || shown !== view) return;  // another test or position is shown since
  }
}

// Marks the pieces and the moves on the board's vertices; returns the widest
// line of text in a vertex (units).
function markBoard(holder, view, yours, page) {
  const pieces = page.pieces(view.position);
  const targets = new Map(view.moves.map((m, index) => [page.target(m), index]));
  let widest = 0;
  for (const node of holder.querySelectorAll("g.node")) {
    const name = node.querySelector("title").textContent;
    for (const old of node.querySelectorAll(".board-mark")) old.remove();
    for (const mark of ["move", "playable", "perfect", "visited", ...pieces.values()].flatMap((text) => text.split(", ")))
      node.classList.remove(mark);
    for (const attribute of ["tabindex", "role", "aria-label", "data-index", "data-to", "data-winner", "data-moves",
      "data-exact", "data-goal", "data-goal-moves", "data-perfect"]) node.removeAttribute(attribute);
    node.onclick = node.onkeydown = null;
    const box = node.querySelector("ellipse, polygon").getBBox();
    const line = (text, y, kind) => {
      const label = document.createElementNS("http://www.w3.org/2000/svg", "text");
      label.textContent = text;
      label.setAttribute("x", box.x + box.width / 2);
      label.setAttribute("y", box.y + box.height / 2 + y);
      label.setAttribute("text-anchor", "middle");
      label.setAttribute("dominant-baseline", "central");
      label.setAttribute("class", `board-mark ${kind}`);
      node.append(label);
      widest = Math.max(widest, label.getComputedTextLength());
    };
    for (const text of node.querySelectorAll("text")) widest = Math.max(widest, text.getComputedTextLength());
    const piece = pieces.get(name);
    if (piece) {
      for (const one of piece.split(", ")) node.classList.add(one);
      line(piece, -kBoardLine, "piece");
    }
    if (view.visited.includes(name)) node.classList.add("visited");
    if (targets.has(name)) {
      const index = targets.get(name), m = view.moves[index];
      node.classList.add("move");
      line(boardMark(m, view), kBoardLine, "outcome");
      boardMove(node, m, index, yours);
    }
  }
  return widest;
}

// The nodes of the picture that show the position.
function highlight(view) {
  const svg = $("picture").querySelector("svg");
  if (!svg) return;
  const marks = new Map([...view.visited.map((id) => [id, "visited"]), ...view.nodes.map((id) => [id, "current"])]);
  for (const node of svg.querySelectorAll("g.node")) {
    const mark = marks.get(node.querySelector("title").textContent);
    node.classList.toggle("current", mark === "current");
    node.classList.toggle("visited", mark === "visited");
  }
  // Games of targets, the winner's: her green moves are those toward the
  // target the play chases now (explain draws those toward the first); the
  // problem's page.js says which edges of the picture are her moves.
  if (view.strategy && view.strategy.length > 0) {
    const chasing = new Set(view.strategy);
    for (const edge of svg.querySelectorAll("g.edge")) {
      const name = edge.querySelector("title").textContent;
      edge.classList.toggle("chasing", chasing.has(name));
      edge.classList.toggle("not-chasing", pages[state.problem].strategyEdge(name) && !chasing.has(name));
    }
  }
  scrollToPlayed();
}

// A picture taller or wider than its box scrolls to the first node marking
// the position played, unless it is in view.
function scrollToPlayed() {
  const marked = $("picture").querySelector("svg g.node.current");
  if (!marked) return;
  const box = $("picture").getBoundingClientRect(), node = marked.getBoundingClientRect();
  if (node.top < box.top || node.bottom > box.bottom) $("picture").scrollTop += node.top - box.top - (box.height - node.height) / 2;
  if (node.left < box.left || node.right > box.right) $("picture").scrollLeft += node.left - box.left - (box.width - node.width) / 2;
}

async function undo() {
  if (!play) return;
  // Back to the last position where it was the player's turn.
  while (state.moves.length > 0) {
    state.moves.pop();
    play.positions.pop();
    play.views.length = play.positions.length;
    if ((await current()).mover === state.side) break;
  }
  await show();
}

async function restart() {
  if (!play) return;
  play.positions.length = 1;
  play.views.length = 1;
  state.moves = [];
  await show();
}

async function newStart() {
  state.side = $("side").value;
  state.start = $("start-choice").value.trim();
  state.moves = [];
  await startPlay(await ask("play", { test: state.test }));
}

// ---------------------------------------------------------------- wiring --

// Keeps the input of the problem left: the box's text as it is (typed and
// not solved yet, too), or the input solved when the box shows it or
// stands for it.
function keepInput() {
  const text = $("input").value;
  const unchanged = boxStandsFor !== null ? text === "" : text === state.input;
  kept[state.problem] = unchanged && own ? { input: state.input, bytes: own, sample: state.sample } : { input: text };
}

// The problem shown, its samples and its own note on play.
async function chooseProblem(problem) {
  state.problem = problem;
  $("problem").value = problem;
  $("play-hint").textContent = [kPlayHint, pages[problem].playNote || ""].join(" ").trim();
  $("board-legend").replaceChildren(...[...pages[problem].board.legend, ...kBoardLegend].map((text) =>
    Object.assign(document.createElement("li"), { textContent: text })));
  await loadSamples();
}
const kPlayHint = "Moves are counted for both players: \"within 5 moves\" is five moves in all.";
// What the board's marks mean (boardMark), after what each problem's page.js
// says of its pieces.
const kBoardLegend = [
  "Each move on the board is marked with what it leads to for the player making it, under perfect play: win or " +
    "lose, and in how many moves in all (\"win in 3\"; \"lose now\": the move ends the game; ≤: at most; ∞: the " +
    "game never ends).",
  "★, green: a perfect move, the fastest win or the longest resistance (the page plays one of them for its side).",
  "Tab reaches the moves, Enter plays one.",
];

async function main() {
  await loadProblems();
  const linked = readFragment();
  await chooseProblem(state.problem);
  $("problem").onchange = async () => {
    keepInput();
    await chooseProblem($("problem").value);
    const mine = kept[state.problem];
    if (mine) await solve(mine.input, false, mine.bytes ? mine.bytes.slice() : undefined, "", mine.sample);
    else await loadSample("statement", `${$("problem").selectedOptions[0].textContent}: its statement's sample, ` +
      "as you have given no input of this problem yet. Each problem keeps its own input while the page is open.");
  };
  $("solve").onclick = () => solve(boxedInput());
  // The sample menu follows the box: typing in it makes the input no sample.
  $("input").oninput = () => ($("sample").value = $("input").value === state.input ? state.sample : "");
  $("file").onchange = () => $("file").files.length && loadFile($("file").files[0]);
  $("sample").onchange = () => $("sample").value && loadSample($("sample").value);
  $("random").onclick = drawRandom;
  $("test-number").onchange = () => {
    const test = Number($("test-number").value);
    if (Number.isInteger(test) && test >= 1 && test <= answers.length) return selectTest(test);
    $("test-note").textContent = `There is no test ${$("test-number").value}: the input has ${answers.length} ` +
      `${answers.length === 1 ? "test" : "tests"}, 1 to ${answers.length}.`;
  };
  $("answers").onclick = ({ target }) => {
    const item = target.closest("li[data-test]");
    if (item) selectTest(Number(item.dataset.test));
  };
  $("check").onclick = checkCertificate;
  $("zoom-fit").onclick = () => zoomPicture("fit");
  $("zoom-in").onclick = () => zoomPicture(1.5);
  $("zoom-out").onclick = () => zoomPicture(1 / 1.5);
  $("layout").replaceChildren(...kLayouts.map(({ name, text }) => new Option(text, name)));
  $("layout").onchange = async () => {
    const layout = $("layout").value, shownNow = drawing;
    if (!drawing) return;
    const svg = await layOut(drawing, layout);
    if (drawing !== shownNow) return;
    if (!svg) return ($("layout").value = drawing.layout);  // Graphviz could not: the one shown stays
    showLayout(layout);
    if (play && shown) highlight(shown);
  };
  $("to-board").onclick = () => $("play").scrollIntoView();
  $("side").onchange = newStart;
  $("start-choice").onchange = newStart;
  $("undo").onclick = undo;
  $("restart").onclick = restart;
  if (linked.bytes) {
    await solve(utf8.decode(linked.bytes), true, linked.bytes);
  } else if (linked.error) {
    showError(linked.error);
  } else {
    await loadSample("statement");
  }
  document.body.dataset.readyMs = performance.now().toFixed(0);
  document.body.dataset.ready = "true";
}

// A failure of the engine or the page: said in one line, never silent.
window.addEventListener("unhandledrejection", ({ reason }) => {
  $("status").textContent = `Error: ${reason && reason.message ? reason.message : reason}`;
});

main();
