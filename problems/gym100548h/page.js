// gym100548h on the page (web/app.js): its name, sides and texts, how a
// move reads, and its board: the directed graph with Bob's and Alice's
// pieces on their vertices. Positions are "B3,5" (Bob to move, Bob on 3,
// Alice on 5) or "A3,5" (harness/play.hpp).

// The numbers of a judge input of one test (session.board(), the test's
// judge input), after the test count.
const numbers = (input) => input.split(/\s+/).filter((t) => t !== "").slice(1).map(Number);
// Bob's and Alice's vertices in a position.
const pieces = (position) => position.slice(1).split(",");

export default {
  source: "Gym 100548 H",
  title: "The Problem to Make You Happy",
  // The page opens on this problem when its link names none.
  opensThePage: true,
  sides: ["Bob", "Alice"],
  start: "",  // the input fixes the start
  // What each mark of explain's picture means (problems/gym100548h/explain.cpp).
  legend: (common) => [
    "A node is a position (Bob's vertex, Alice's vertex): an ellipse when Bob moves, a box when Alice moves; " +
      "\"caught\": both pieces on one vertex.",
    ...common,
    "Thick black outline: the start, (x, y) with Bob to move.",
    "Number (when Alice wins): the moves left under perfect play; \"-\": Alice cannot force the end from there.",
    "\"Bob stuck\", \"Alice stuck\": the player to move there has no move.",
  ],

  moveText(move) {
    const [bob, alice] = pieces(move.to);
    return `${move.label.replace(/^\w+ /, "")}, now Bob on ${bob} and Alice on ${alice}`;
  },

  board: {
    // What the board shows (its legend's first lines; app.js adds the marks').
    legend: ["Bob's piece blue, Alice's orange, both on one vertex purple; yellow or green: the vertices the player " +
      "to move can go to."],
    // {n, edges}: edges as 1-based [from, to].
    read(input) {
      const [n, count, ...rest] = numbers(input);
      return { n, edges: Array.from({ length: count }, (_, k) => [rest[2 * k], rest[2 * k + 1]]) };
    },
    // The graph, vertices named as positions name them: its size and its
    // lines of dot.
    graph(game) {
      const dot = [];
      for (let v = 1; v <= game.n; ++v) dot.push(`  "${v}";`);
      for (const [from, to] of game.edges) dot.push(`  "${from}" -> "${to}";`);
      return { vertices: game.n, edges: game.edges.length, dot };
    },
    // The pieces on the graph's vertices: Bob's and Alice's.
    pieces(position) {
      const [bob, alice] = pieces(position);
      return new Map([[bob, "Bob"], [alice, alice === bob ? "Bob, Alice" : "Alice"]]);
    },
    // The vertex a move takes the mover's piece to.
    target: (move) => move.label.match(/-> (\S+)/)[1],
  },
};
