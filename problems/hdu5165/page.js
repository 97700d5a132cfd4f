// hdu5165 on the page (web/app.js): its name, sides and texts, how a move
// reads, and its board: the array's values as cells, and a choice per
// function (those that give the same values together), each with the
// values it leads to. Positions are sets of values, "A1,3" (Alice to move,
// the values 1 and 3; harness/play.hpp).

// The numbers of a judge input of one test (session.board(), the test's
// judge input), after the test count.
const numbers = (input) => input.split(/\s+/).filter((t) => t !== "").slice(1).map(Number);
// The values of a position.
const values = (position) => position.slice(1).split(",");

export default {
  source: "HDU 5165",
  title: "Funny Game",
  sides: ["Alice", "Bob"],
  start: "the array's values (none: 1 to n)",
  // What each mark of explain's picture means (problems/hdu5165/explain.cpp).
  legend: (common) => [
    "A node is a pair of values of the array: a box when Alice moves, an ellipse when Bob moves; " +
      "\"merged\": the pair made one value. Edge labels: the functions that make the move.",
    ...common.filter((text) => !text.startsWith("Red outline")),
    "Number (when Alice wins): the most moves she needs to merge the pair.",
    "Thick black outline (when Bob wins): the pair he keeps apart.",
    "Red outline: the pairs of values of the position you play (below).",
  ],
  playNote: "In HDU 5165 a position is a set of values; the count is exact when the sets it leads to are few " +
    "enough to search, and otherwise it is the bound of Alice's pair-by-pair strategy (\"at most\"): " +
    "exact distances over so many sets are out of reach.",

  // One move, whichever of the functions listed makes it.
  moveText(move) {
    const [first, ...same] = move.label.split(", ");
    return `${first}${same.length ? ` (${same.join(", ")} ${same.length === 1 ? "does" : "do"} the same)` : ""}, ` +
      `the values become {${values(move.to).join(", ")}}`;
  },

  board: {
    // {n, functions}: functions[k][i - 1] = f_{k+1}(i).
    read(input) {
      const [n, m, ...rest] = numbers(input);
      return { n, functions: Array.from({ length: m }, (_, k) => rest.slice(k * n, (k + 1) * n)) };
    },
    // What the board shows (its legend's first lines; app.js adds the marks').
    legend: ["The cells: the array's values. Each button is a function (those giving the same values together) " +
      "with the values it leads to."],
    // The board's elements and title; `tools` are the page's (app.js): mark
    // (a move's), boardMove and cellsPerRow.
    show(view, yours, { mark, boardMove, cellsPerRow }) {
      // At most cellsPerRow cells a row: a judge-size game has up to 100
      // values and 100 functions, 10^4 cells at every move.
      const cells = (shown) => {
        const row = document.createElement("span");
        row.className = "cells";
        for (const value of shown.slice(0, cellsPerRow))
          row.append(Object.assign(document.createElement("span"), { className: "cell", textContent: value }));
        if (shown.length > cellsPerRow) row.append(` and ${shown.length - cellsPerRow} more`);
        return row;
      };
      const now = document.createElement("p");
      now.append("The array's values now: ", cells(values(view.position)));
      const choices = document.createElement("ol");
      choices.className = "choices";
      view.moves.forEach((m, index) => {
        const button = document.createElement("button");
        const [first, ...same] = m.label.split(", ");
        button.append(`${first}${same.length ? ` (or ${same.join(", ")})` : ""} → `, cells(values(m.to)),
          " ", Object.assign(document.createElement("span"), { className: "board-mark outcome", textContent: mark(m) }));
        button.disabled = !yours;
        boardMove(button, m, index, yours);
        button.removeAttribute("role");
        const item = document.createElement("li");
        item.append(button);
        choices.append(item);
      });
      const title = view.mover === "" ? "The game is over: one value is left." : yours
        ? `Your move, ${view.mover}: choose a function (each shows the values it leads to, and what for you).`
        : `${view.mover} moves (the page plays).`;
      return { elements: [now, choices], title };
    },
  },
};
