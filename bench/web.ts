// `npm run bench:web`: builds and serves the production build, then reports what each page costs a
// phone (compressed bytes; Lighthouse scores and timings, median of 3 runs), the main-thread work of
// `/` and `/privacy` beside the SPA peer and a no-script floor (interleaved), and how many requests
// a second our server answers for `/` beside nginx serving the same bytes.
import { execFileSync } from "node:child_process";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium.ts";
import { waitForHydration } from "../tests/e2e/support/hydration.ts";
import { writeFileSync } from "node:fs";
import http from "node:http";
import { brotliCompressSync } from "node:zlib";
import path from "node:path";
import { loadavg } from "node:os";
import { timeUntilChristmas } from "#domain/countdown.ts";
import { setTimeout as sleep } from "node:timers/promises";
import { figuresOf, lighthouseReport, median, type LighthouseFigures } from "./lib/lighthouse.ts";
import { startNginx } from "./lib/nginx.ts";
import { startShopServer } from "./lib/shop-server.ts";
import { mainThreadComparison } from "./lib/peer-comparison.ts";
import { measureThroughput, type Throughput } from "./lib/throughput.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3299;
const NGINX_PORT = 3298;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Rounds of the interleaved comparison with the SPA peer: each runs Lighthouse on four pages. */
const AB_ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 10);
const ORIGIN = `http://localhost:${PORT}`;
/** Every page by default; `BENCH_PAGES=/,/order` measures some of them. */
const PAGES = process.env.BENCH_PAGES?.split(",") ?? [
  "/",
  "/order",
  "/account",
  "/privacy",
  "/terms",
  "/no-such-page",
];
const LANGUAGES = ["en", "es"];
const ACCEPT_ENCODING = "br, gzip";
/** Budget from the storefront issue: compressed JavaScript on `/`. */
const JS_BUDGET_BYTES = 130 * 1024;

interface Transfer {
  status: number;
  encoding: string;
  bytes: number;
  body: string;
}

/** Fetches without decoding, so the byte count is what crosses the network. */
function transfer(url: string): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": ACCEPT_ENCODING } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers["content-encoding"] ?? "identity"),
            bytes: raw.length,
            body: raw.toString("latin1"),
          });
        });
      })
      .on("error", reject);
  });
}

async function decodedHtml(url: string): Promise<string> {
  const response = await fetch(url);
  return response.text();
}

/** The stylesheet written into the page (decision 008), compressed alone: part of the HTML's bytes. */
function inlineCssBytes(html: string): number {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  return css ? brotliCompressSync(css).length : 0;
}

/**
 * The scripts and stylesheets a browser really loads for a page, JavaScript included (its modules
 * start after the first paint, decision 007): Debian's Chromium opens it, waits until React has
 * hydrated it, then until the network is idle.
 */
async function loadedAssets(browser: Browser, url: string): Promise<{ js: string[]; css: string[] }> {
  const page = await browser.newPage();
  const js = new Set<string>();
  const css = new Set<string>();
  page.on("request", (request) => {
    if (!request.url().startsWith(ORIGIN)) return;
    if (request.resourceType() === "script") js.add(request.url());
    if (request.resourceType() === "stylesheet") css.add(request.url());
  });
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.close();
  return { js: [...js], css: [...css] };
}

async function bytesOf(urls: string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(async (url) => (await transfer(new URL(url, ORIGIN).href)).bytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Spanish is reached as a visitor's crawler would: by the page's own hreflang alternate. */
async function spanishUrl(englishUrl: string): Promise<string> {
  const html = await decodedHtml(englishUrl);
  const match = /<link[^>]+rel="alternate"[^>]+hrefLang="es"[^>]+href="([^"]+)"/i.exec(html);
  if (!match) throw new Error(`no hreflang="es" alternate on ${englishUrl}`);
  return match[1]!.replaceAll("&amp;", "&");
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (pick: (figures: LighthouseFigures) => number) => median(runs.map(pick));
  const categories = Object.keys(runs[0]!.scores);
  return {
    scores: Object.fromEntries(categories.map((id) => [id, of((figures) => figures.scores[id] ?? 0)])),
    mainThread: {
      totalMs: of((figures) => figures.mainThread.totalMs),
      scriptMs: of((figures) => figures.mainThread.scriptMs),
      styleLayoutMs: of((figures) => figures.mainThread.styleLayoutMs),
      otherMs: of((figures) => figures.mainThread.otherMs),
    },
    fcpMs: of((figures) => figures.fcpMs),
    lcpMs: of((figures) => figures.lcpMs),
    tbtMs: of((figures) => figures.tbtMs),
    cls: of((figures) => figures.cls),
    bytes: {
      js: of((figures) => figures.bytes.js),
      css: of((figures) => figures.bytes.css),
      html: of((figures) => figures.bytes.html),
    },
  };
}

async function lighthouseTable() {
  const rows: { page: string; language: string; url: string; figures: LighthouseFigures }[] = [];
  for (const page of PAGES) {
    const english = `${ORIGIN}${page}`;
    for (const [language, url] of [
      ["en", english],
      ["es", await spanishUrl(english)],
    ] as const) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(figuresOf(await lighthouseReport(url)));
      rows.push({ page, language, url, figures: medianFigures(runs) });
      process.stderr.write(`  lighthouse: ${page} ${language} done\n`);
    }
  }
  const categories = Object.keys(rows[0]!.figures.scores);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"}, mobile, simulated throttling`);
  console.log(
    `host load average (1, 5, 15 min): ${loadavg()
      .map((value) => value.toFixed(2))
      .join(", ")}\n`,
  );
  console.log(
    `| page | lang | ${categories.join(" | ")} | FCP ms | LCP ms | TBT ms | CLS | JS KB | CSS KB | HTML KB |`,
  );
  console.log(`|---|---|${categories.map(() => "---|").join("")}---|---|---|---|---|---|---|`);
  for (const { page, language, figures } of rows) {
    const scores = categories.map((id) => figures.scores[id]).join(" | ");
    console.log(
      `| ${page} | ${language} | ${scores} | ${Math.round(figures.fcpMs)} | ${Math.round(figures.lcpMs)} | ${Math.round(figures.tbtMs)} | ${figures.cls.toFixed(3)} | ${kb(figures.bytes.js)} | ${kb(figures.bytes.css)} | ${kb(figures.bytes.html)} |`,
    );
  }
  return rows;
}

/** Every cached response must still be right for its visitor: language and a live countdown. */
async function checkResponses() {
  const spanish = await (await fetch(ORIGIN, { headers: { Cookie: "language=es" } })).text();
  const english = await (await fetch(ORIGIN)).text();
  if (!spanish.includes('lang="es"') || !english.includes('lang="en"'))
    throw new Error("a cached page has the wrong language");
  const unit = (name: string) =>
    Number(new RegExp(`data-unit="${name}"[^>]*><span[^>]*>([\\d,]+)<`).exec(english)?.[1]?.replace(",", ""));
  const shown = ((unit("days") * 24 + unit("hours")) * 60 + unit("minutes")) * 60 + unit("seconds");
  const left = timeUntilChristmas(new Date());
  const expected = ((left.days * 24 + left.hours) * 60 + left.minutes) * 60 + left.seconds;
  if (!(Math.abs(shown - expected) <= 2)) throw new Error(`the countdown is off by ${shown - expected} s`);
}

async function throughputComparison() {
  const ours: Throughput = await measureThroughput(`${ORIGIN}/`, THROUGHPUT_SECONDS);
  await checkResponses();
  const html = await decodedHtml(`${ORIGIN}/`);
  const nginx = startNginx(html, NGINX_PORT);
  let theirs: Throughput;
  try {
    await sleep(500);
    theirs = await measureThroughput(`http://127.0.0.1:${NGINX_PORT}/`, THROUGHPUT_SECONDS);
  } finally {
    nginx.kill();
  }
  const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
  console.log(`\nThroughput of GET / (10 connections, ${THROUGHPUT_SECONDS} s, Accept-Encoding: gzip)\n`);
  console.log("| server | requests/s | p99 ms | non-2xx | errors |");
  console.log("|---|---|---|---|---|");
  for (const [name, figures] of [
    ["ours", ours],
    ["nginx", theirs],
  ] as const) {
    console.log(
      `| ${name} | ${Math.round(figures.requestsPerSecond)} | ${figures.p99Ms} | ${figures.non2xx} | ${figures.errors} |`,
    );
  }
  console.log(`\nours / nginx = ${ratio.toFixed(2)} (target at least 0.5)`);
  return { ours, nginx: theirs, ratio };
}

execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
const server = await startShopServer(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

try {
  const rows = [];
  for (const page of PAGES) {
    for (const language of LANGUAGES) {
      const url = `${ORIGIN}${page}${language === "en" ? "" : `?lang=${language}`}`;
      const document = await transfer(url);
      const assets = await loadedAssets(browser, url);
      rows.push({
        page,
        language,
        status: document.status,
        encoding: document.encoding,
        htmlBytes: document.bytes,
        jsBytes: await bytesOf(assets.js),
        jsFiles: assets.js.length,
        cssBytes: await bytesOf(assets.css),
        inlineCssBytes: inlineCssBytes(await decodedHtml(url)),
      });
    }
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`Compressed transfer sizes (Accept-Encoding: ${ACCEPT_ENCODING}), KB = 1024 bytes\n`);
  console.log("| page | lang | status | HTML KB | of which inline CSS | JS KB (files) | CSS files KB |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.language} | ${row.status} | ${kb(row.htmlBytes)} (${row.encoding}) | ${kb(row.inlineCssBytes)} | ${kb(row.jsBytes)} (${row.jsFiles}) | ${kb(row.cssBytes)} |`,
    );
  }
  const home = rows.find((row) => row.page === "/" && row.language === "en");
  if (home)
    console.log(
      `\nJavaScript on /: ${kb(home.jsBytes)} KB of a ${kb(JS_BUDGET_BYTES)} KB budget (target 115 KB).`,
    );
  const lighthouseRows = RUNS > 0 ? await lighthouseTable() : [];
  const mainThread = AB_ROUNDS > 0 ? await mainThreadComparison(ORIGIN, AB_ROUNDS) : undefined;
  const throughput = await throughputComparison();
  writeFileSync(
    path.join(ROOT, "bench", "results", "web-latest.json"),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        loadAverage: loadavg(),
        acceptEncoding: ACCEPT_ENCODING,
        rows,
        lighthouse: lighthouseRows,
        mainThread,
        throughput,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await browser.close();
  await server.stop();
}
