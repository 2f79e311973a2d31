// The landing-page issue's comparison (issue 16), for `npm run bench:web`: our pages beside the same
// landing page built as a client-rendered SPA and a floor with no script, in one interleaved run.
import { loadavg } from "node:os";
import path from "node:path";
import { hostLoadLine } from "./host-load.ts";
import { interleavedRuns, summarise, type ArmSummary } from "./interleaved.ts";
import { startStaticServer } from "./static-server.ts";

const PEER_FOLDER = path.resolve(import.meta.dirname, "..", "..", "..", "shared", "peers", "spa-landing");

/**
 * Our landing page's HTML with every script taken out: what the browser must do for the document
 * alone (its poster and images included, fetched from our server), the floor under any script.
 */
function floorPage(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}

/**
 * The landing-page issue's comparison, in one interleaved run: the main-thread work of our `/` and
 * `/privacy` beside the same landing page built as a client-rendered SPA (../shared/peers/spa-landing,
 * served compressed) and the floor, with the ratios the issue sets as goals.
 */
export async function mainThreadComparison(origin: string, rounds: number) {
  const peer = await startStaticServer({ folder: PEER_FOLDER });
  const floor = await startStaticServer({
    html: floorPage(await (await fetch(`${origin}/`)).text()),
    assetsFrom: origin,
  });
  try {
    const arms = [
      { name: "ours /", url: `${origin}/` },
      { name: "ours /privacy", url: `${origin}/privacy` },
      { name: "peer SPA /", url: `${peer.origin}/` },
      { name: "floor (our / with no script)", url: `${floor.origin}/` },
    ];
    const startLoad = loadavg();
    const runs = await interleavedRuns(arms, rounds, (message) => process.stderr.write(`${message}\n`));
    const summaries = arms.map((arm) => summarise(arm.name, runs.get(arm.name) ?? []));
    const ms = (value: number) => Math.round(value).toLocaleString("en-US");
    console.log(
      `\nMain-thread work, Lighthouse mobile (simulated throttling, performance only), ${rounds} interleaved rounds, medians`,
    );
    console.log(`${hostLoadLine(startLoad)}\n`);
    console.log("| page | main-thread work ms (range) | script ms | style + layout ms | other ms | TBT ms |");
    console.log("|---|---|---|---|---|---|");
    for (const row of summaries) {
      console.log(
        `| ${row.name} | ${ms(row.totalMs)} (${ms(row.totalRange[0])}–${ms(row.totalRange[1])}) | ${ms(row.scriptMs)} | ${ms(row.styleLayoutMs)} | ${ms(row.otherMs)} | ${ms(row.tbtMs)} |`,
      );
    }
    const [home, privacy, spa] = summaries as [ArmSummary, ArmSummary, ArmSummary];
    const ratios = {
      homeWork: home.totalMs / spa.totalMs,
      privacyWork: privacy.totalMs / spa.totalMs,
      homeTbt: spa.tbtMs > 0 ? home.tbtMs / spa.tbtMs : 0,
    };
    console.log(`\nours / ÷ peer: main-thread work ${ratios.homeWork.toFixed(2)} (goal at most 0.50)`);
    console.log(
      `ours /privacy ÷ peer: main-thread work ${ratios.privacyWork.toFixed(2)} (goal at most 0.33)`,
    );
    console.log(`ours / ÷ peer: TBT ${ratios.homeTbt.toFixed(2)} (goal at most 0.25)`);
    return { rounds: rounds, loadAverage: { start: startLoad, end: loadavg() }, summaries, ratios };
  } finally {
    await peer.stop();
    await floor.stop();
  }
}
