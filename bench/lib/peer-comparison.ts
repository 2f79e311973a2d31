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

/** How much of the peer's main-thread work and TBT a page does. */
function shareOf(page: ArmSummary, peer: ArmSummary) {
  return { work: page.totalMs / peer.totalMs, tbt: peer.tbtMs > 0 ? page.tbtMs / peer.tbtMs : 0 };
}

/**
 * The landing-page issue's comparison, in one interleaved run: the main-thread work of our `/` and
 * `/privacy` beside the same landing page built as a client-rendered SPA (../shared/peers/spa-landing,
 * served compressed) and the floor, with the ratios the issue sets as goals.
 *
 * Our pages send a Cross-Origin-Opener-Policy, so Lighthouse's tab opens them in a fresh renderer
 * while a page without one reuses the renderer of the tab's `about:blank`, which costs less. The
 * peer and the floor are therefore measured twice: as a plain static host serves them, and with our
 * header, where every page starts as ours does and as any page reached from another site does
 * (decision 038).
 */
export async function mainThreadComparison(origin: string, rounds: number) {
  const home = await fetch(`${origin}/`);
  const opener = home.headers.get("cross-origin-opener-policy");
  if (!opener) throw new Error(`${origin}/ sent no Cross-Origin-Opener-Policy to compare like for like`);
  const ourHeader = { "cross-origin-opener-policy": opener };
  const floorHtml = floorPage(await home.text());
  const servers = [
    await startStaticServer({ folder: PEER_FOLDER }),
    await startStaticServer({ html: floorHtml, assetsFrom: origin }),
    await startStaticServer({ folder: PEER_FOLDER }, { headers: ourHeader }),
    await startStaticServer({ html: floorHtml, assetsFrom: origin }, { headers: ourHeader }),
  ];
  const [peer, floor, peerLikeOurs, floorLikeOurs] = servers.map((server) => server.origin);
  try {
    const arms = [
      { name: "ours /", url: `${origin}/` },
      { name: "ours /privacy", url: `${origin}/privacy` },
      { name: "peer SPA /", url: `${peer}/` },
      { name: "floor (our / with no script)", url: `${floor}/` },
      { name: "peer SPA /, our COOP", url: `${peerLikeOurs}/` },
      { name: "floor, our COOP", url: `${floorLikeOurs}/` },
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
    const [ours, privacy, spa, bare, spaLikeOurs, bareLikeOurs] = summaries as [
      ArmSummary,
      ArmSummary,
      ArmSummary,
      ArmSummary,
      ArmSummary,
      ArmSummary,
    ];
    const ratios = {
      asTheIssueSetsThem: {
        home: shareOf(ours, spa),
        privacy: shareOf(privacy, spa),
        floor: shareOf(bare, spa),
      },
      likeForLike: {
        home: shareOf(ours, spaLikeOurs),
        privacy: shareOf(privacy, spaLikeOurs),
        floor: shareOf(bareLikeOurs, spaLikeOurs),
      },
    };
    for (const [heading, set] of [
      ["the peer and the floor as a static host serves them", ratios.asTheIssueSetsThem],
      [`every page with our Cross-Origin-Opener-Policy (${opener})`, ratios.likeForLike],
    ] as const) {
      console.log(`\n÷ peer, ${heading}:`);
      console.log(`  ours /: main-thread work ${set.home.work.toFixed(2)} (goal at most 0.50)`);
      console.log(`  ours /privacy: main-thread work ${set.privacy.work.toFixed(2)} (goal at most 0.33)`);
      console.log(`  ours /: TBT ${set.home.tbt.toFixed(2)} (goal at most 0.25)`);
      console.log(
        `  floor, no script at all: main-thread work ${set.floor.work.toFixed(2)}, TBT ${set.floor.tbt.toFixed(2)}`,
      );
    }
    return { rounds: rounds, loadAverage: { start: startLoad, end: loadavg() }, summaries, ratios };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
