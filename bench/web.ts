// `npm run bench:web`: builds, serves the production build, and reports what each page costs a
// phone: compressed HTML, JavaScript and CSS bytes, as the browser would download them.
import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3299;
const ORIGIN = `http://localhost:${PORT}`;
const PAGES = ["/", "/order", "/account", "/privacy", "/terms", "/no-such-page"];
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

function assetUrls(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|import "([^"]+\.js)"/g)) js.add((match[1] ?? match[2])!);
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(match[1]!);
  return { js: [...js], css: [...css] };
}

async function bytesOf(urls: string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(async (url) => (await transfer(new URL(url, ORIGIN).href)).bytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await transfer(`${ORIGIN}/robots.txt`);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error("the server did not start");
}

execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), NODE_ENV: "production", LOG_LEVEL: "warn" },
  stdio: "inherit",
});

try {
  await waitForServer();
  const rows = [];
  for (const page of PAGES) {
    for (const language of LANGUAGES) {
      const url = `${ORIGIN}${page}${language === "en" ? "" : `?lang=${language}`}`;
      const document = await transfer(url);
      const assets = assetUrls(await decodedHtml(url));
      rows.push({
        page,
        language,
        status: document.status,
        encoding: document.encoding,
        htmlBytes: document.bytes,
        jsBytes: await bytesOf(assets.js),
        jsFiles: assets.js.length,
        cssBytes: await bytesOf(assets.css),
      });
    }
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`Compressed transfer sizes (Accept-Encoding: ${ACCEPT_ENCODING}), KB = 1024 bytes\n`);
  console.log("| page | lang | status | HTML KB | JS KB (files) | CSS KB |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.language} | ${row.status} | ${kb(row.htmlBytes)} (${row.encoding}) | ${kb(row.jsBytes)} (${row.jsFiles}) | ${kb(row.cssBytes)} |`,
    );
  }
  const home = rows.find((row) => row.page === "/" && row.language === "en")!;
  console.log(
    `\nJavaScript on /: ${kb(home.jsBytes)} KB of a ${kb(JS_BUDGET_BYTES)} KB budget (target 115 KB).`,
  );
  writeFileSync(
    path.join(ROOT, "bench", "results", "web-latest.json"),
    `${JSON.stringify({ date: new Date().toISOString(), acceptEncoding: ACCEPT_ENCODING, rows }, null, 2)}\n`,
  );
} finally {
  server.kill();
}
