// `npm run bench:orders`: how long the server takes to accept one order with 10 phone photos of 12
// megapixels (the form posted without JavaScript, photos and all in one request), median over runs,
// and the server's peak memory while 10 such orders arrive at once.
import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { withAllocatorEnv } from "../server/allocator-env.ts";
import { median } from "./lib/lighthouse.ts";
import { PHONE_PHOTO, phonePhoto } from "./lib/phone-photos.ts";

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

/** The kernel's record of the most memory the process ever held (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(ORIGIN)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error("The server did not start");
}

if (!existsSync(path.join(ROOT, "build", "server", "index.js"))) {
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
}
console.log(`Making ${PHOTOS} phone photos of ${PHONE_PHOTO.width}×${PHONE_PHOTO.height} with EXIF and GPS…`);
const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, index) => phonePhoto(index + 1)));
const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024;

const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: ROOT,
  env: withAllocatorEnv({
    ...process.env,
    PORT: String(PORT),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PUBLIC_URL: ORIGIN,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-orders-")),
  }),
  stdio: "inherit",
});

try {
  await waitForServer();
  const pid = server.pid ?? 0;
  const idleMb = peakRssMb(pid);
  await placeOrder(photos); // warm-up: first use of sharp and the database
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await placeOrder(photos));
  const sequentialPeakMb = peakRssMb(pid);
  const started = performance.now();
  const together = await Promise.all(Array.from({ length: CONCURRENT_ORDERS }, () => placeOrder(photos)));
  const concurrentSeconds = (performance.now() - started) / 1000;
  const peakMb = peakRssMb(pid);

  const figures = {
    date: new Date().toISOString(),
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
    photosPerOrder: PHOTOS,
    photoMegabytes: Number((megabytes / PHOTOS).toFixed(2)),
    runs: RUNS,
    acceptSeconds: { median: median(times), min: Math.min(...times), max: Math.max(...times) },
    concurrent: {
      orders: CONCURRENT_ORDERS,
      wallSeconds: concurrentSeconds,
      slowestSeconds: Math.max(...together),
    },
    rssMb: { idle: idleMb, peakSequential: sequentialPeakMb, peak: peakMb },
    targets: TARGETS,
  };
  const round = (value: number) => value.toFixed(2);
  console.log(`\nhost load average ${figures.loadAverage.join(" / ")}`);
  console.log(`one order, ${PHOTOS} photos of ${round(figures.photoMegabytes)} MB (${RUNS} runs):`);
  console.log(
    `  median ${round(figures.acceptSeconds.median)} s (min ${round(figures.acceptSeconds.min)}, max ${round(figures.acceptSeconds.max)}) — target ≤ ${TARGETS.medianSeconds} s`,
  );
  console.log(
    `${CONCURRENT_ORDERS} orders at once: all accepted in ${round(concurrentSeconds)} s; server peak RSS ${peakMb.toFixed(0)} MB (idle ${idleMb.toFixed(0)} MB) — target ≤ ${TARGETS.peakRssMb} MB`,
  );
  writeFileSync(
    path.join(ROOT, "bench", "results", "orders-latest.json"),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
} finally {
  server.kill("SIGTERM");
}
