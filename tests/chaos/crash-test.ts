// `npm run test:chaos`: the crash test. Buyers post orders with photos at once to the production
// server on a PostgreSQL server, the server is killed with SIGKILL at random moments (while the
// orders arrive, and again while they are paid) and started again, for several rounds; then what
// every buyer saw is checked against the database, the files and the SMTP server's mailbox.
// `--short` (inside `npm test`): fewer orders, one round. `CHAOS_SEED` replays a run's choices.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import pg from "pg";
import { ensurePostgres } from "../../scripts/ensure-postgres.ts";
import { startTestSmtpServer } from "#server/mail/smtp-server.test-support.ts";
import { jpegPhotos } from "../e2e/support/photos.ts";
import { freshDatabase } from "../fresh-database.ts";
import { AnswerCounter, newSubmission, payOrder, submitOrder, type Submission } from "./chaos-buyers.ts";
import { judge, readOutbox, readShopFacts } from "./chaos-checks.ts";
import { chaosServer, type ChaosServer } from "./chaos-server.ts";
import { seededRandom } from "./seeded-random.ts";
import { ageFiles, runScheduledJobsNow } from "./time-passes.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const PORT = Number(process.env.CHAOS_PORT ?? 3950);
/** How long the mailer may take to send what is left once the shop runs undisturbed. */
const SETTLE_TIMEOUT_MS = 120_000;
/**
 * An e-mail a killed process was sending waits for its claim (120 s) and its mail.send job's expiry
 * (300 s) plus pg-boss's next maintenance: the full run waits for those too, to see each one leave once.
 */
const HELD_MAIL_TIMEOUT_MS = 600_000;
/** Longer than any clean-up's grace period (decision 024): the leftovers of the kills are all old. */
const AFTER_HOURS_MS = 3 * 60 * 60 * 1000;
/**
 * The shop's scheduled clean-ups of leftovers (server/jobs.ts), run once more after the restart; the
 * temp folder is cleared by the restart itself (each process clears its own, decision 053).
 */
const CLEAN_UP_QUEUES = ["storage.sweep-orphans"];

const { values: options } = parseArgs({
  allowNegative: true,
  options: {
    short: { type: "boolean", default: false },
    orders: { type: "string" },
    rounds: { type: "string" },
    "held-mail": { type: "boolean" },
  },
});
const ORDERS = Number(options.orders ?? (options.short ? 30 : 100));
const ROUNDS = Number(options.rounds ?? (options.short ? 1 : 3));
const WAIT_FOR_HELD_MAIL = options["held-mail"] ?? !options.short;
const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const random = seededRandom(seed);
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

interface Kill {
  round: number;
  phase: "orders" | "payments";
  afterAnswers: number;
  delayMs: number;
}

/**
 * Waits until `threshold` answers have arrived, and a little more, then kills the shop and starts
 * it again: the buyers still waiting lose their connections and press again.
 */
async function killAfter(
  server: ChaosServer,
  answers: AnswerCounter,
  kill: Kill,
  kills: Kill[],
): Promise<void> {
  await answers.reached(kill.afterAnswers);
  await sleep(kill.delayMs);
  await server.kill();
  kills.push({ ...kill, afterAnswers: answers.answers });
  await server.start();
}

/**
 * Waits until every e-mail is sent, or (`includingHeld` false) every one but those a killed process
 * still holds, which leave once its claim and its job run out.
 */
async function settleMail(databaseUrl: string, includingHeld: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + (includingHeld ? HELD_MAIL_TIMEOUT_MS : SETTLE_TIMEOUT_MS);
    while (Date.now() < deadline) {
      const waiting = (await readOutbox(client)).filter(
        (row) => !row.sent && (includingHeld || !row.blocked),
      );
      if (waiting.length === 0) return;
      await sleep(includingHeld ? 2_000 : 250);
    }
  } finally {
    await client.end();
  }
}

async function countHeldMail(databaseUrl: string): Promise<{ held: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return { held: (await readOutbox(client)).filter((row) => !row.sent && row.blocked).length };
  } finally {
    await client.end();
  }
}

const started = performance.now();
const work = mkdtempSync(path.join(tmpdir(), "santa-chaos-"));
const dataDir = path.join(work, "data");
const logDir = path.join(work, "logs");
mkdirSync(logDir);
console.log(`Crash test: ${ORDERS} orders × ${ROUNDS} rounds, seed ${seed}, files in ${work}`);

const photos = await jpegPhotos(3, "chaos");
const database = await freshDatabase(ensurePostgres(), "chaos");
const smtp = await startTestSmtpServer();
const server = chaosServer({ port: PORT, dataDir, databaseUrl: database.url, smtpUrl: smtp.url, logDir });
const submissions: Submission[] = [];
const kills: Kill[] = [];
let passed = false;

try {
  await server.start();
  for (let round = 1; round <= ROUNDS; round += 1) {
    const batch = Array.from({ length: ORDERS }, (_, index) =>
      newSubmission(round, index, {
        // One in ten forms is sent with the terms unticked: the shop must refuse it, crash or not.
        valid: random() >= 0.1,
        photoCount: between(1, photos.length),
        // Four in five buyers pay: the others leave orders awaiting payment, which must stay so.
        pays: random() < 0.8,
      }),
    );
    submissions.push(...batch);

    const orderAnswers = new AnswerCounter();
    const orderKill = killAfter(
      server,
      orderAnswers,
      { round, phase: "orders", afterAnswers: between(1, Math.ceil(ORDERS * 0.6)), delayMs: between(0, 50) },
      kills,
    );
    await Promise.all(
      batch.map((submission) => submitOrder(server.origin, submission, photos, orderAnswers)),
    );
    await orderKill;

    const payers = batch.filter((submission) => submission.outcome === "accepted" && submission.pays);
    const paymentAnswers = new AnswerCounter();
    const paymentKill =
      payers.length > 0
        ? killAfter(
            server,
            paymentAnswers,
            {
              round,
              phase: "payments",
              afterAnswers: between(1, Math.ceil(payers.length * 0.6)),
              delayMs: between(0, 20),
            },
            kills,
          )
        : Promise.resolve();
    await Promise.all(payers.map((submission) => payOrder(server.origin, submission, paymentAnswers)));
    await paymentKill;
    console.log(
      `  round ${round}: ${batch.filter((submission) => submission.outcome === "accepted").length} accepted, ${payers.length} paid, killed after ${kills
        .filter((kill) => kill.round === round)
        .map((kill) => `${kill.afterAnswers} ${kill.phase === "orders" ? "order" : "payment"} answers`)
        .join(" and ")}`,
    );
  }

  // One calm restart, as if hours had passed (the clean-ups keep young files): what the shop does at
  // start runs, the mailer sends what is left, the hourly clean-ups run now, and the shop stops on
  // its own terms before everything is read.
  await server.stop();
  await ageFiles(dataDir, AFTER_HOURS_MS);
  await server.start();
  await settleMail(database.url, false);
  const heldMail = (await countHeldMail(database.url)).held;
  if (WAIT_FOR_HELD_MAIL && heldMail > 0) {
    console.log(
      `  waiting for ${heldMail} e-mails a killed server was sending (up to ${HELD_MAIL_TIMEOUT_MS / 60_000} min)…`,
    );
    const waitStarted = performance.now();
    await settleMail(database.url, true);
    console.log(`  …they left after ${((performance.now() - waitStarted) / 1000).toFixed(0)} s`);
  }
  const cleanUps = await runScheduledJobsNow(database.url, CLEAN_UP_QUEUES);
  console.log(`  clean-ups: ${cleanUps.map((run) => `${run.queue} ${run.outcome}`).join(", ")}`);
  await server.stop();
  const facts = await readShopFacts(
    database.url,
    dataDir,
    smtp.received.map((mail) => mail.messageId ?? ""),
  );
  const { counts, violations } = judge(submissions, facts, { allMailSent: WAIT_FOR_HELD_MAIL });

  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nhost load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" / ")}; ${seconds.toFixed(0)} s`,
  );
  console.log(`server starts ${server.starts}, SIGKILLs ${kills.length}`);
  for (const [name, value] of Object.entries(counts)) console.log(`  ${name.padEnd(30)} ${value}`);
  mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "test-results", options.short ? "chaos-short.json" : "chaos-latest.json"),
    `${JSON.stringify({ date: new Date().toISOString(), seed, orders: ORDERS, rounds: ROUNDS, kills, counts, violations, loadAverage: loadavg() }, null, 2)}\n`,
  );
  if (violations.length > 0) {
    console.error(`\nThe crash test found ${violations.length} broken promises:`);
    for (const violation of violations.slice(0, 40)) console.error(`  - ${violation}`);
    console.error(`Replay with CHAOS_SEED=${seed}; the servers' logs are in ${logDir}`);
  } else {
    console.log("\nEverything every buyer saw holds: nothing lost, nothing doubled, nothing left behind.");
    passed = true;
  }
} finally {
  await server.kill();
  await smtp.close().catch(() => undefined);
  if (passed) {
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  } else {
    console.error(`The database ${new URL(database.url).pathname.slice(1)} is kept for a look.`);
  }
}
process.exit(passed ? 0 : 1);
