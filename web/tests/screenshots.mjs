// The screenshots of docs/web.md and the README: each problem's page on a
// test of its statement sample, a few moves into a game (still going, so
// the board shows the moves and what each leads to).
//   node web/tests/screenshots.mjs --page build-web/web [--out docs]
import fs from "node:fs";
import path from "node:path";
import * as driver from "./driver.mjs";

const args = driver.options({ page: "build-web/web", chromium: "/usr/bin/chromium", out: "docs" });
const source = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
// Each problem's test, the side played, and the moves played (indices in the
// list): its page.test.mjs's screenshot.
const shots = Object.entries(await driver.problemTests(source)).map(([problem, tests]) => ({ problem, ...tests.screenshot }));

const server = await driver.serve(args.page);
const chromium = await driver.launch(args.chromium);
try {
  const page = await driver.tab(chromium.browser, server.origin, [], []);
  for (const shot of shots) {
    const input = fs.readFileSync(path.join(source, "samples", shot.problem, "statement.in"), "utf8");
    await driver.open(page, server.origin, shot.problem, input, shot.test);
    await driver.playAs(page, shot.side);
    for (const index of shot.moves) {
      const shown = await driver.position(page);
      if (shown.mover === "") break;
      await driver.playMove(page, shot.side, Math.min(index, shown.choices.length - 1));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));  // the fragment written
    const file = path.join(args.out, `web_${shot.problem}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
} finally {
  await chromium.close();
  server.close();
}
