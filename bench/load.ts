// `npm run bench:load`: the shop under load on loopback. `GET /`, `GET /order` and order creation
// without photos (the form posted as a browser without JavaScript posts it), 10 connections each:
// requests per second, p50 and p99 latency, errors, and the server's memory (peak resident while
// each load ran, and the process's high-water mark); the two pages beside Debian's nginx serving
// the same HTML, interleaved run by run so that both meet the same host load.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { median } from "./lib/lighthouse.ts";
import { startNginx } from "./lib/nginx.ts";
import { startShopServer } from "./lib/shop-server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3951;
const NGINX_PORTS = { "/": 3952, "/order": 3953 } as const;
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const NGINX = "/usr/sbin/nginx";
const BOUNDARY = "----bench-load-boundary";

type Target = "GET /" | "GET /order" | "POST /order";

interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not what the page or the order should give, plus socket errors and timeouts. */
  errors: number;
  requests: number;
  /** The server's peak resident memory while this load ran (ours only). */
  peakRssMb?: number;
}

/** The order form's text fields as multipart, one film and no photos, with a fresh draft key each time. */
function orderBody(draftKey: string): string {
  const fields: [string, string][] = [
    ["draftKey", draftKey],
    ["films.0.childName", "Mia"],
    ["films.0.age", "6"],
    ["films.0.eyeColour", "brown"],
    ["films.0.hairColour", "black"],
    ["films.0.language", "en"],
    ["buyerName", "Bench Parent"],
    ["buyerEmail", "bench@example.com"],
    ["confirmsAdult", "on"],
    ["acceptsTerms", "on"],
    ["intent", "submit"],
  ];
  const parts = fields.map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}

let buyer = 0;
/**
 * Every order comes from its own address (X-Forwarded-For, with TRUST_PROXY=1), as many buyers'
 * orders do: the per-connection limits are not what this measures.
 */
function nextOrderRequest(request: autocannon.Request): autocannon.Request {
  buyer += 1;
  return {
    ...request,
    body: orderBody(crypto.randomUUID()),
    headers: {
      ...request.headers,
      "x-forwarded-for": `10.${(buyer >> 16) & 255}.${(buyer >> 8) & 255}.${buyer & 255}`,
    },
  };
}

function rssMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  return Number(line?.[1] ?? 0) / 1024;
}

async function load(url: string, target: Target, pid?: number): Promise<LoadFigures> {
  let peakMb = pid ? rssMb(pid, "VmRSS") : 0;
  const sampler = pid ? setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid, "VmRSS"))), 20) : undefined;
  const posting = target === "POST /order";
  try {
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { "accept-encoding": "gzip" },
      ...(posting && {
        requests: [
          {
            method: "POST",
            headers: {
              "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
              // A browser sends its page's origin with a form post; the shop checks it.
              origin: ORIGIN,
            },
            setupRequest: nextOrderRequest,
          },
        ],
      }),
    });
    // A created order answers with the way to pay; a page answers 200.
    const expected = posting ? "302" : "200";
    const answered = Object.values(result.statusCodeStats ?? {}).reduce(
      (sum, stat) => sum + (stat.count ?? 0),
      0,
    );
    const good = result.statusCodeStats?.[expected]?.count ?? 0;
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: answered - good + result.errors + result.timeouts,
      requests: answered,
      ...(pid && { peakRssMb: Math.max(peakMb, rssMb(pid, "VmRSS")) }),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** One order, checked by hand before the load: the form is accepted and leads to payment. */
async function checkOrderCreation(): Promise<void> {
  const response = await fetch(`${ORIGIN}/order`, {
    method: "POST",
    body: orderBody(crypto.randomUUID()),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, origin: ORIGIN },
    redirect: "manual",
  });
  const location = response.headers.get("location") ?? "";
  if (response.status !== 302 || !location.includes("/checkout/")) {
    throw new Error(`An order without photos was not accepted: ${response.status} ${location}`);
  }
}

if (!existsSync(path.join(ROOT, "build", "server", "index.js"))) {
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
}
const withNginx = existsSync(NGINX);
if (!withNginx) console.log(`nginx is missing (sudo apt-get install -y nginx): measuring ours only.`);

const server = await startShopServer(PORT, { TRUST_PROXY: "1" });
const pid = server.process.pid ?? 0;
const nginxServers: { stop(): void }[] = [];
// The peak so far is the start's own (migrations, the first page rendered): kept apart from the load's.
const startHighWaterMb = rssMb(pid, "VmHWM");
try {
  await checkOrderCreation();
  const idleRssMb = rssMb(pid, "VmRSS");
  const nginxOrigins: Partial<Record<keyof typeof NGINX_PORTS, string>> = {};
  if (withNginx) {
    for (const [page, port] of Object.entries(NGINX_PORTS) as [keyof typeof NGINX_PORTS, number][]) {
      // The very HTML our server answers, served as a static file.
      const html = await (await fetch(`${ORIGIN}${page}`)).text();
      const nginx = startNginx(html, port);
      nginxServers.push({ stop: () => nginx.kill() });
      nginxOrigins[page] = `http://127.0.0.1:${port}`;
    }
    await sleep(500);
  }

  const runs: Record<string, LoadFigures[]> = {};
  const note = (name: string, figures: LoadFigures) => (runs[name] ??= []).push(figures);
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of ["/", "/order"] as const) {
      note(`ours GET ${page}`, await load(`${ORIGIN}${page}`, `GET ${page}`, pid));
      const nginx = nginxOrigins[page];
      if (nginx) note(`nginx GET ${page}`, await load(`${nginx}/`, `GET ${page}`));
    }
    note("ours POST /order", await load(`${ORIGIN}/order`, "POST /order", pid));
    process.stderr.write(`  run ${run} of ${RUNS} done\n`);
  }

  const loadAverage = loadavg().map((value) => Number(value.toFixed(2)));
  const rows = Object.entries(runs).map(([name, figures]) => ({
    name,
    requestsPerSecond: median(figures.map((figure) => figure.requestsPerSecond)),
    p50Ms: median(figures.map((figure) => figure.p50Ms)),
    p99Ms: median(figures.map((figure) => figure.p99Ms)),
    errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
    requests: figures.reduce((sum, figure) => sum + figure.requests, 0),
    peakRssMb: figures.some((figure) => figure.peakRssMb !== undefined)
      ? Math.max(...figures.map((figure) => figure.peakRssMb ?? 0))
      : undefined,
  }));
  const highWaterMb = rssMb(pid, "VmHWM");
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per load, median of ${RUNS} interleaved runs; host load average ${loadAverage.join(" / ")}`,
  );
  console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL server" : "embedded PGlite"}\n`);
  console.log("| load | requests/s | p50 ms | p99 ms | errors / requests | peak RSS MB |");
  console.log("| ---- | ---------- | ------ | ------ | ----------------- | ----------- |");
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} / ${row.requests} | ${row.peakRssMb?.toFixed(0) ?? "–"} |`,
    );
  }
  console.log(
    `\nserver memory: idle ${idleRssMb.toFixed(0)} MB; high-water mark ${startHighWaterMb.toFixed(0)} MB once started, ${highWaterMb.toFixed(0)} MB at the end`,
  );
  for (const page of ["/", "/order"]) {
    const ours = rows.find((row) => row.name === `ours GET ${page}`);
    const theirs = rows.find((row) => row.name === `nginx GET ${page}`);
    if (ours && theirs) {
      console.log(
        `GET ${page}: ours / nginx = ${(ours.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)}`,
      );
    }
  }
  writeFileSync(
    path.join(ROOT, "bench", "results", "load-latest.json"),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        loadAverage,
        connections: CONNECTIONS,
        seconds: SECONDS,
        runs: RUNS,
        database: process.env.DATABASE_URL ? "postgres" : "pglite",
        rows,
        rssMb: { idle: idleRssMb, highWaterMarkAfterStart: startHighWaterMb, highWaterMark: highWaterMb },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  for (const nginx of nginxServers) nginx.stop();
  await server.stop();
}
