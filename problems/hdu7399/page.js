// hdu7399 on the page (web/app.js): its name, sides and texts, how a move
// reads, and its board: the bipartite graph (GG's u's boxes, YY's v's
// ellipses) with the token and the vertices visited in this round.
// Positions are "u1;u0,u1,v2": the token's vertex, then the vertices
// visited since the last full round (harness/play.hpp).

// The numbers of a judge input of one test (session.board(), the test's
// judge input), after the test count.
const numbers = (input) => input.split(/\s+/).filter((t) => t !== "").slice(1).map(Number);

export default {
  source: "HDU 7399",
  title: "Game, start!",
  tooltip: "博弈，启动!",
  sides: ["GG", "YY"],
  start: "the start vertex (none: u0)",
  // What each mark of explain's picture means (problems/hdu7399/explain.cpp).
  legend: (common) => [
    "A node is a vertex: a box for GG's (u), a circle for YY's (v); the token moves along the edges.",
    ...common,
    "Number (when GG wins): the most moves it takes her to bring the token to her first target (thick outline). " +
      "Once a game is played below, her green moves are those toward the target she chases in it now.",
    "Thick black outline: GG's first target (Yes), or the dead end, the trap's entry and the vertex it keeps away (No).",
    "When a dead end decides (No), no strategy is drawn: every edge is solid black.",
    "Dashed blue outline: the vertices visited since the last full round of the game you play.",
  ],
  // The picture's edges that are GG's moves: when she wins, the page draws
  // green those toward the target she chases now (the view's strategy).
  strategyEdge: (name) => name.startsWith("u"),

  moveText: (move) => `the token ${move.label.replace(" -> ", " to ")}`,

  board: {
    // What the board shows (its legend's first lines; app.js adds the marks').
    legend: [
      "Boxes: GG's vertices (u), ellipses: YY's (v); the token orange with a red outline; dashed blue outline: the " +
        "vertices visited in this round; yellow or green: the vertices the token can go to.",
      "When GG wins the game never ends, and a move's mark says when the token reaches her next target: " +
        "\"win: u1 in 2\", within 2 moves; \"now\": with this move.",
    ],
    // {n, m, gg, yy}: each vertex's out-neighbours, 0-based.
    read(input) {
      const [n, m, ...rest] = numbers(input);
      let at = 0;  // each list: its length, then its vertices
      const list = () => {
        const start = at + 1;
        at = start + rest[at];
        return rest.slice(start, at);
      };
      const gg = Array.from({ length: n }, list);
      return { n, m, gg, yy: Array.from({ length: m }, list) };
    },
    // The graph, vertices named as positions name them: its size and its
    // lines of dot.
    graph(game) {
      const us = game.gg.map((_, i) => `"u${i}"`), vs = game.yy.map((_, j) => `"v${j}"`);
      const dot = ["  rankdir=LR;", `  { rank=same; node [shape=box]; ${us.join("; ")}; }`, `  { rank=same; ${vs.join("; ")}; }`];
      game.gg.forEach((out, i) => out.forEach((j) => dot.push(`  "u${i}" -> "v${j}";`)));
      game.yy.forEach((out, j) => out.forEach((i) => dot.push(`  "v${j}" -> "u${i}";`)));
      return { vertices: game.n + game.m, edges: [...game.gg, ...game.yy].reduce((sum, out) => sum + out.length, 0), dot };
    },
    // The pieces on the graph's vertices: the token.
    pieces: (position) => new Map([[position.split(";")[0], "token"]]),
    // The vertex a move takes the token to.
    target: (move) => move.label.match(/-> (\S+)/)[1],
  },
};
