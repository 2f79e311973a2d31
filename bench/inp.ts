// `npm run bench:inp`: Interaction to Next Paint of the landing page's first taps (a question of the
// FAQ, an example card, the language switch, "add another child") on a phone with its CPU slowed
// four times, measured by web-vitals in Debian's Chromium. Each round loads a fresh page per tap,
// taps in turn, so the host's load falls on every tap alike; medians per tap and language.
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium.ts";
import { CPU_SLOWDOWN, landingTaps, measureFirstTap, type TapTiming } from "../tests/e2e/support/inp.ts";
import { median } from "./lib/lighthouse.ts";
import { startShopServer } from "./lib/shop-server.ts";
import { hostLoadLine } from "./lib/host-load.ts";
import { execFileSync } from "node:child_process";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3296;
const ROUNDS = Number(process.env.BENCH_RUNS ?? 8);
/** The goal for each first tap. */
const GOAL_MS = 100;

execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
const server = await startShopServer(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const startLoad = loadavg();
try {
  const taps = (["en", "es"] as const).flatMap((lang) => landingTaps(lang).map((tap) => ({ lang, tap })));
  const timings = new Map<string, TapTiming[]>(taps.map(({ lang, tap }) => [`${tap.name} (${lang})`, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { lang, tap } of taps) {
      timings.get(`${tap.name} (${lang})`)!.push(await measureFirstTap(browser, server.origin, tap));
    }
    process.stderr.write(`  round ${round + 1} of ${ROUNDS} done\n`);
  }
  const ms = (value: number) => String(Math.round(value));
  console.log(
    `INP of the first tap on /, phone (412×823, touch, CPU ${CPU_SLOWDOWN}× slower), web-vitals, ${ROUNDS} rounds, medians`,
  );
  console.log(`${hostLoadLine(startLoad)}\n`);
  console.log("| tap | INP ms (range) | input delay ms | processing ms | presentation delay ms | goal |");
  console.log("|---|---|---|---|---|---|");
  const rows = [...timings].map(([name, runs]) => {
    const of = (pick: (timing: TapTiming) => number) => median(runs.map(pick));
    const inps = runs.map((timing) => timing.inpMs);
    return {
      name,
      inpMs: of((timing) => timing.inpMs),
      range: [Math.min(...inps), Math.max(...inps)],
      inputDelayMs: of((timing) => timing.inputDelayMs),
      processingMs: of((timing) => timing.processingMs),
      presentationDelayMs: of((timing) => timing.presentationDelayMs),
      runs,
    };
  });
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${ms(row.inpMs)} (${ms(row.range[0]!)}–${ms(row.range[1]!)}) | ${ms(row.inputDelayMs)} | ${ms(row.processingMs)} | ${ms(row.presentationDelayMs)} | ${row.inpMs < GOAL_MS ? "under" : "OVER"} ${GOAL_MS} ms |`,
    );
  }
  writeFileSync(
    path.join(ROOT, "bench", "results", "inp-latest.json"),
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: { start: startLoad, end: loadavg() }, cpuSlowdown: CPU_SLOWDOWN, rounds: ROUNDS, rows }, null, 2)}\n`,
  );
} finally {
  await browser.close();
  await server.stop();
}
