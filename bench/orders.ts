// `npm run bench:orders`: how long the server takes to accept one order with 10 phone photos of 12
// megapixels (the form posted without JavaScript, photos and all in one request), median over runs,
// and the server's peak memory while 10 such orders arrive at once; on embedded PGlite (the default)
// and on a PostgreSQL server (where Debian's can be started here).
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { ensurePostgres } from "../scripts/ensure-postgres.ts";
import { median } from "./lib/lighthouse.ts";
import { PHONE_PHOTO, phonePhoto } from "./lib/phone-photos.ts";
import { startShopServer } from "./lib/shop-server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3297;
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PHOTOS = 10;
const CONCURRENT_ORDERS = 10;
const TARGETS = { medianSeconds: 2.5, peakRssMb: 300 };

function orderForm(photos: Buffer[]): FormData {
  const form = new FormData();
  form.set("draftKey", randomUUID());
  form.set("films.0.childName", "Mia");
  form.set("films.0.age", "6");
  form.set("films.0.eyeColour", "brown");
  form.set("films.0.hairColour", "black");
  form.set("films.0.language", "en");
  for (const [index, photo] of photos.entries()) {
    form.append(
      "films.0.photoFiles",
      new Blob([new Uint8Array(photo)], { type: "image/jpeg" }),
      `IMG_${1000 + index}.JPG`,
    );
  }
  form.set("buyerName", "Bench Parent");
  form.set("buyerEmail", "bench@example.com");
  form.set("confirmsAdult", "on");
  form.set("acceptsTerms", "on");
  form.set("intent", "submit");
  return form;
}

/** Seconds from the first byte sent to the redirect to payment. */
async function placeOrder(photos: Buffer[]): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}/order`, {
    method: "POST",
    body: orderForm(photos),
    redirect: "manual",
  });
  const seconds = (performance.now() - started) / 1000;
  const location = response.headers.get("location") ?? "";
  if (response.status !== 302 || !location.includes("/checkout/")) {
    throw new Error(
      `The order was not accepted: ${response.status} ${location} ${(await response.text()).slice(0, 300)}`,
    );
  }
  return seconds;
}

/** The process's resident memory now, in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
}

if (!existsSync(path.join(ROOT, "build", "server", "index.js"))) {
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
}
console.log(`Making ${PHOTOS} phone photos of ${PHONE_PHOTO.width}×${PHONE_PHOTO.height} with EXIF and GPS…`);
const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, index) => phonePhoto(index + 1)));
const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024;

/** Samples the server's resident memory while `work` runs: the peak while the orders arrive. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 20);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/** A fresh database on the local PostgreSQL server, when one can be started here. */
function freshPostgresDatabase(): string | undefined {
  try {
    const serverUrl = ensurePostgres();
    const name = `bench_orders_${Date.now()}`;
    execFileSync("psql", [serverUrl, "-qc", `create database ${name}`], { stdio: "ignore" });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  } catch {
    return undefined;
  }
}

async function measure(database: "pglite" | "postgres", databaseUrl?: string) {
  const server = await startShopServer(PORT, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const pid = server.process.pid ?? 0;
    await placeOrder(photos); // warm-up: first use of sharp and the database
    const idleMb = rssMb(pid);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await placeOrder(photos));
    const started = performance.now();
    const { result: together, peakMb } = await peakRssDuring(pid, () =>
      Promise.all(Array.from({ length: CONCURRENT_ORDERS }, () => placeOrder(photos))),
    );
    const wallSeconds = (performance.now() - started) / 1000;
    return {
      database,
      acceptSeconds: { median: median(times), min: Math.min(...times), max: Math.max(...times) },
      concurrent: { orders: CONCURRENT_ORDERS, wallSeconds, slowestSeconds: Math.max(...together) },
      rssMb: { idleAfterWarmUp: idleMb, peakWhileConcurrent: peakMb },
    };
  } finally {
    await server.stop();
  }
}

const results = [await measure("pglite")];
const postgresUrl = freshPostgresDatabase();
if (postgresUrl) results.push(await measure("postgres", postgresUrl));
else console.log("(no PostgreSQL server here: measured on PGlite only)");

const round = (value: number) => value.toFixed(2);
const loadAverage = loadavg().map((load) => Number(load.toFixed(2)));
console.log(`\nhost load average ${loadAverage.join(" / ")}`);
console.log(
  `${PHOTOS} photos of ${round(megabytes / PHOTOS)} MB each per order; ${RUNS} runs; targets: median ≤ ${TARGETS.medianSeconds} s, peak RSS ≤ ${TARGETS.peakRssMb} MB`,
);
console.log("database  | median s | min s | max s | 10 at once s | idle RSS MB | peak RSS MB (10 at once)");
for (const row of results) {
  console.log(
    `${row.database.padEnd(9)} | ${round(row.acceptSeconds.median).padStart(8)} | ${round(row.acceptSeconds.min).padStart(5)} | ${round(row.acceptSeconds.max).padStart(5)} | ${round(row.concurrent.wallSeconds).padStart(12)} | ${row.rssMb.idleAfterWarmUp.toFixed(0).padStart(11)} | ${row.rssMb.peakWhileConcurrent.toFixed(0).padStart(11)}`,
  );
}
const figures = {
  date: new Date().toISOString(),
  loadAverage,
  photosPerOrder: PHOTOS,
  photoMegabytes: Number((megabytes / PHOTOS).toFixed(2)),
  runs: RUNS,
  results,
  targets: TARGETS,
};
writeFileSync(
  path.join(ROOT, "bench", "results", "orders-latest.json"),
  `${JSON.stringify(figures, null, 2)}\n`,
);
