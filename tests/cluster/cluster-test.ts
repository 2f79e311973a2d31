// `npm run test:cluster` (issue 32, item 3; decisions 051, 053, 054, 055): the shop as a cluster on
// loopback (PostgreSQL, an S3-API server, Debian's nginx round-robin over two web processes, two
// workers, a real SMTP server), used through nginx as buyers and an operator use it, while one web
// process is killed mid-upload and one worker mid-render. Then every order must have been delivered
// exactly once, each film must answer a range through both web processes, the name the operator
// recorded must be in its film, the bucket must hold exactly what the database names, and a session
// made on one web process must work on the other; apart, a second process on one PGlite folder must
// refuse to start. Prints its figures (also in test-results/cluster-latest.json); exits 1 on a failure.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { payInTestMode } from "../../bench/lib/place-order.ts";
import { ensurePostgres } from "../../scripts/ensure-postgres.ts";
import { freePort, startTestSmtpServer } from "#server/mail/smtp-server.test-support.ts";
import { S3RVER_KEYS, startS3TestServer } from "#server/storage/s3-test-server.test-support.ts";
import { writeToneWav } from "../e2e/support/name-tone.ts";
import { freshDatabase } from "../fresh-database.ts";
import { checkBucket } from "./bucket-checks.ts";
import { killARenderingWorker } from "./cluster-kills.ts";
import { poolProblems, TEST_APPLICATION_NAME, watchCluster } from "./cluster-monitor.ts";
import { clusterEnv } from "./cluster-settings.ts";
import { deliveryProblems, readFilms, unsentMail } from "./delivery-checks.ts";
import { nameToneRatios, rangeProblems } from "./film-checks.ts";
import { consolePage, saveNameRecording, signInOn } from "./operator-console.ts";
import { orderThroughAKill } from "./ordering-through-a-kill.ts";
import { secondProcessOnOneFolder } from "./pglite-refusal.ts";
import { startRoundRobin } from "./round-robin-nginx.ts";
import { shopProcess, type ShopProcess } from "./shop-process.ts";
import { storeShortTemplate } from "./stored-template-seed.ts";
import { waitFor } from "./wait-for.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const ORDERS = 4;
const PHOTOS_PER_ORDER = 2;
const OPERATOR = "operator@cluster.example";
/** Four short films on two cores, one of them rendered twice, at a busy machine's pace. */
const DELIVERY_TIMEOUT_MS = 240_000;
/** A line saying the recorded name is this much louder at the recording's pitch than a line without it. */
const NAME_HEARD_RATIO = 4;

const started = performance.now();
const seconds = () => Number(((performance.now() - started) / 1000).toFixed(1));
const work = mkdtempSync(path.join(tmpdir(), "santa-cluster-"));
const logDir = path.join(work, "logs");
mkdirSync(logDir);
const failures: string[] = [];
const check = (ok: boolean, failure: string) => ok || failures.push(failure);
const cleanups: (() => Promise<unknown>)[] = [];
const shops: ShopProcess[] = [];
const figures: Record<string, unknown> = { orders: ORDERS };

let cleaned: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
  })();
  return cleaned;
}
// Whatever ends this process, no shop process (each leads its own group, with its ffmpeg) outlives it.
process.once("exit", () => {
  for (const shop of shops) {
    try {
      if (shop.pid) process.kill(-shop.pid, "SIGKILL");
    } catch {
      // gone already
    }
  }
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

if (!existsSync(path.join(ROOT, "build", "server", "index.js"))) {
  console.log("Building the shop (npm run build)…");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
}

try {
  const s3 = await startS3TestServer();
  cleanups.push(() => s3.stop());
  const smtp = await startTestSmtpServer();
  cleanups.push(() => smtp.close());
  const database = await freshDatabase(ensurePostgres(), "cluster");
  cleanups.push(() => database.drop());
  Object.assign(process.env, S3RVER_KEYS);
  await storeShortTemplate(s3.location);
  const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const publicOrigin = `http://127.0.0.1:${nginxPort}`;
  const env = clusterEnv({
    publicOrigin,
    databaseUrl: database.url,
    storage: s3.location,
    smtpUrl: smtp.url,
    operators: [OPERATOR],
  });
  const member = (name: string, role: "web" | "worker", port?: number) =>
    shopProcess({ name, role, port, env, logDir, dataDir: path.join(work, name) });
  const webs = [member("web-a", "web", portA), member("web-b", "web", portB)];
  const workers = [member("worker-1", "worker"), member("worker-2", "worker")];
  shops.push(...webs, ...workers);
  cleanups.push(() => Promise.all(shops.map((shop) => shop.kill())));
  const nginx = await startRoundRobin(work, nginxPort, [portA, portB]);
  cleanups.push(() => nginx.stop());
  const monitor = await watchCluster(database.url, () => [
    ...shops,
    { name: "nginx", pid: nginx.process.pid },
  ]);
  cleanups.push(() => monitor.stop());
  const client = new pg.Client({ connectionString: database.url, application_name: TEST_APPLICATION_NAME });
  await client.connect();
  cleanups.push(() => client.end());
  figures.setupSeconds = seconds();

  await Promise.all(shops.map((shop) => shop.start()));
  await waitFor(
    "nginx to answer",
    () =>
      fetch(`${publicOrigin}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    30_000,
  );
  figures.clusterUpSeconds = seconds();
  const [webA, webB] = webs as [ShopProcess, ShopProcess];

  // The operator signs in on one web process; the session works on the other.
  const cookie = await signInOn(webA.origin!, OPERATOR, smtp.received);
  check(
    (await consolePage(webB.origin!, "/console", cookie)).status === 200,
    "web-a's session is not an operator's on web-b",
  );
  check(
    (await consolePage(webB.origin!, "/console", undefined)).status === 404,
    "web-b opens the console to anybody",
  );
  // …and records a name on web-a, which web-b's name library then lists.
  const recordedName = `Zebulon ${randomBytes(3).toString("hex").replace(/\d/g, "k")}`;
  const tone = path.join(work, "name.wav");
  writeToneWav(tone);
  check(
    (await saveNameRecording(webA.origin!, cookie, recordedName, tone)) === 200,
    "the name recording was not saved",
  );
  check(
    (await consolePage(webB.origin!, "/console/names", cookie)).html.includes(recordedName),
    "web-b's name library lacks the name web-a recorded",
  );

  // Buyers order through nginx, one of them while a web process is killed under their photo.
  const buyers = Array.from({ length: ORDERS }, (_, index) => `buyer-${index + 1}@cluster.example`);
  const children = [recordedName, "Quinby", "Mia", "Leo"];
  const ordering = await orderThroughAKill({
    origin: publicOrigin,
    webs,
    orders: buyers.map((buyerEmail, index) => ({ buyerEmail, childName: children[index]! })),
    photosPerOrder: PHOTOS_PER_ORDER,
    beforeKill: monitor.sample,
  });
  failures.push(...ordering.problems);
  figures.webKilledMidUpload = ordering.figures;
  const paidAt = performance.now();
  await Promise.all(ordering.checkouts.map((checkout) => payInTestMode(checkout)));

  // A worker is lost while it renders; the other takes its film up once its heartbeat stops.
  const { victim, progress } = await killARenderingWorker(workers, client, monitor.sample);
  figures.workerKilledMidRender = {
    process: victim.name,
    filmsRenderingPercent: progress,
    afterPaymentSeconds: Number(((performance.now() - paidAt) / 1000).toFixed(1)),
  };
  const pglite = secondProcessOnOneFolder(path.join(work, "pglite"), logDir, (shop) => shops.push(shop));
  // Awaited below; a failure before then must not end the process as an unhandled rejection.
  pglite.catch(() => undefined);

  await waitFor(
    "every order delivered and every e-mail sent",
    async () =>
      (await readFilms(client)).filter((film) => film.orderState === "delivered").length === ORDERS &&
      (await unsentMail(client)) === 0,
    DELIVERY_TIMEOUT_MS,
    1000,
  );
  figures.paymentToLastDeliverySeconds = Number(((performance.now() - paidAt) / 1000).toFixed(1));
  const films = await readFilms(client);
  failures.push(...deliveryProblems(films, { buyers, photosPerFilm: PHOTOS_PER_ORDER }, smtp.received));
  const attempts = films.map((film) => film.renderAttempts).sort();
  check(
    JSON.stringify(attempts) === JSON.stringify([...Array<number>(ORDERS - 1).fill(1), 2]),
    `render attempts per film ${attempts.join(", ")}: the killed render should be the one film begun twice`,
  );

  for (const film of films) {
    for (const web of webs)
      failures.push(...(await rangeProblems(web.origin!, film.deliveryToken ?? "", film.videoBytes ?? 0)));
  }
  const filmOf = (child: string) => films.find((film) => film.childName === child)?.deliveryToken ?? "";
  const heard = await nameToneRatios(
    publicOrigin,
    filmOf(recordedName),
    recordedName,
    path.join(work, "named.mp4"),
  );
  const control = await nameToneRatios(
    publicOrigin,
    filmOf("Quinby"),
    "Quinby",
    path.join(work, "control.mp4"),
  );
  check(
    heard.length > 0 && heard.every((ratio) => ratio > NAME_HEARD_RATIO),
    `the recorded name is not heard in its film (${heard.join(", ")})`,
  );
  check(
    control.every((ratio) => ratio < 2),
    `the tone is heard in a film of a name without recording (${control.join(", ")})`,
  );
  figures.nameToneRatios = {
    recorded: heard.map((r) => Number(r.toFixed(1))),
    withoutRecording: control.map((r) => Number(r.toFixed(1))),
  };

  const bucket = await checkBucket(s3.client, s3.location.bucket, database.url, client);
  failures.push(...bucket.problems);
  figures.bucket = { objects: bucket.objects, byFolder: bucket.byFolder };

  const lock = await pglite;
  failures.push(...lock.problems);
  figures.pgliteRefusalSeconds = Number(lock.seconds.toFixed(1));

  monitor.sample();
  for (const shop of shops.filter((each) => each.pid)) {
    const code = await shop.stop();
    check(code === 0, `${shop.name} stopped with ${code} after SIGTERM, not 0`);
  }
  await monitor.stop();
  figures.kills = { web: 1, worker: 1 };
  figures.peakMemoryMb = monitor.peakMemoryMb();
  figures.peakDatabaseConnections = monitor.peakConnections();
  const pools = monitor.peakConnectionsPerPool();
  figures.peakConnectionsPerPool = pools;
  failures.push(...poolProblems(pools));
  figures.requestsPerWebProcess = Object.fromEntries(
    webs.map((web) => [web.name, nginx.requestsPerUpstream().get(new URL(web.origin!).host) ?? 0]),
  );
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  figures.elapsedSeconds = seconds();
  figures.loadAverage = loadavg().map((load) => Number(load.toFixed(2)));
  // A failed run's processes' logs outlive the temp folder, for a look, until the next run.
  const kept = path.join(ROOT, "test-results", "cluster-logs");
  rmSync(kept, { recursive: true, force: true });
  if (failures.length > 0) {
    cpSync(logDir, kept, { recursive: true });
    figures.logs = kept;
  }
  await cleanUp();
  rmSync(work, { recursive: true, force: true });
}

mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
writeFileSync(
  path.join(ROOT, "test-results", "cluster-latest.json"),
  `${JSON.stringify({ date: new Date().toISOString(), passed: failures.length === 0, ...figures, failures }, null, 2)}\n`,
);
console.log(JSON.stringify(figures, null, 2));
if (failures.length > 0) {
  console.error(`\nThe cluster test failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(
  `\nThe cluster held: ${ORDERS} orders delivered once each through one web and one worker killed, in ${figures.elapsedSeconds} s.`,
);
process.exit(0);
