// `npm run bench:console`: the console's queue with 10,000 orders. Fills a fresh database with
// generated orders (1–3 films, every state, 60 days, both languages) in bulk, then times the first
// page, a state and date filter, a search by child name and by e-mail, the last page and a CSV
// export, each run interleaved with the others; on a PostgreSQL server (Debian's, started here
// when it can be) and on embedded PGlite. The target is under 100 ms each on PostgreSQL.
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { parseQueueQuery, queueFilters, type QueueQuery } from "#domain/console-queue.ts";
import type { RenderState } from "#domain/film-render.ts";
import type { Language } from "#domain/language.ts";
import type { OrderState } from "#domain/order-states.ts";
import { priceOrder } from "#domain/pricing.ts";
import { ensurePostgres } from "../scripts/ensure-postgres.ts";
import { findQueuePage } from "#server/console/queue.repository.ts";
import { queueCsv } from "#server/console/queue-csv.ts";
import { MEMORY, migrate, openDatabase, type Database } from "#server/db/client.ts";
import { films, orders } from "#server/db/schema.ts";
import { REFERENCE_ALPHABET } from "#server/orders/reference.ts";
import { median } from "./lib/lighthouse.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const TARGET_MS = 100;
const DAY = 86_400_000;

// Names as families type them: accents, two-word names, English and Spanish.
const CHILDREN = [
  "José",
  "José María",
  "María",
  "Lucía",
  "Sofía",
  "Mateo",
  "Martín",
  "Valentina",
  "Nicolás",
  "Camila",
  "Ángel",
  "Inés",
  "Zoë",
  "Chloé",
  "Olivia",
  "Liam",
  "Noah",
  "Emma",
  "Ava",
  "Oliver",
  "Mia",
  "Leo",
  "Ana",
  "Hugo",
  "Daniela",
  "Jose",
  "Jack",
  "Isla",
  "Amelia",
  "Ethan",
];
const SURNAMES = [
  "garcia",
  "martinez",
  "lopez",
  "smith",
  "jones",
  "brown",
  "perez",
  "taylor",
  "sanchez",
  "wilson",
];
// Where a season's orders are: mostly delivered, some on their way, some never paid.
const STATES: [OrderState, number][] = [
  ["delivered", 55],
  ["ready", 5],
  ["in_production", 5],
  ["paid", 5],
  ["awaiting_payment", 15],
  ["cancelled", 10],
  ["refunded", 5],
];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function weightedState(): OrderState {
  let roll = Math.random() * 100;
  for (const [state, weight] of STATES) {
    roll -= weight;
    if (roll < 0) return state;
  }
  return "delivered";
}

/** The n-th reference in the shop's alphabet: unique without a draw. */
function referenceNumber(n: number): string {
  let letters = "";
  for (let rest = n, place = 0; place < 5; place += 1, rest = Math.floor(rest / 32)) {
    letters = REFERENCE_ALPHABET[rest % 32] + letters;
  }
  return `SF-${letters}`;
}

function renderOf(state: OrderState): { renderState: RenderState | null; renderProgress: number } {
  if (state === "ready" || state === "delivered") return { renderState: "ready", renderProgress: 100 };
  if (state === "in_production") {
    const rendering = Math.random() < 0.5;
    return rendering
      ? { renderState: "rendering", renderProgress: Math.floor(Math.random() * 100) }
      : { renderState: Math.random() < 0.1 ? "failed" : "queued", renderProgress: 0 };
  }
  return { renderState: null, renderProgress: 0 };
}

/** 10,000 orders and their films, written a thousand orders at a time. */
async function fill(database: Database): Promise<{ films: number; seconds: number }> {
  const started = performance.now();
  const now = Date.now();
  let filmCount = 0;
  for (let start = 0; start < ORDERS; start += 1000) {
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const filmRows: (typeof films.$inferInsert)[] = [];
    for (let index = start; index < Math.min(ORDERS, start + 1000); index += 1) {
      const id = randomUUID();
      const state = weightedState();
      const language: Language = Math.random() < 0.55 ? "en" : "es";
      const count = 1 + Math.floor(Math.random() ** 2 * 3);
      const price = priceOrder(count, 20);
      const createdAt = new Date(now - Math.floor(Math.random() * 60 * DAY));
      const paid = !["awaiting_payment", "cancelled"].includes(state);
      const surname = pick(SURNAMES);
      orderRows.push({
        id,
        reference: referenceNumber(index),
        idempotencyKey: randomUUID(),
        accessToken: randomBytes(16).toString("base64url"),
        state,
        buyerName: `${pick(CHILDREN)} ${surname[0]!.toUpperCase()}${surname.slice(1)}`,
        buyerEmail: `${surname}.${index}@example.com`,
        language,
        subtotalCents: price.subtotalCents,
        discountCents: price.discountCents,
        totalCents: price.totalCents,
        createdAt,
        paidAt: paid ? new Date(createdAt.getTime() + 60_000) : null,
        productionMode: paid ? (Math.random() < 0.7 ? "automatic" : "manual") : null,
      });
      for (let position = 1; position <= count; position += 1) {
        filmRows.push({
          orderId: id,
          position,
          childName: pick(CHILDREN),
          age: 3 + Math.floor(Math.random() * 9),
          eyeColour: "brown",
          hairColour: "black",
          language: Math.random() < 0.8 ? language : language === "en" ? "es" : "en",
          ...renderOf(state),
        });
      }
    }
    await database.db.insert(orders).values(orderRows);
    await database.db.insert(films).values(filmRows);
    filmCount += filmRows.length;
  }
  await database.db.execute(sql`analyze`);
  return { films: filmCount, seconds: (performance.now() - started) / 1000 };
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const query = (search: string): QueueQuery => parseQueueQuery(new URLSearchParams(search));

const CASES: { name: string; run: (database: Database) => Promise<number> }[] = [
  {
    name: "first page",
    run: async ({ db }) => (await findQueuePage(db, query(""))).rows.length,
  },
  {
    name: "state + dates",
    run: async ({ db }) =>
      (await findQueuePage(db, query(`state=delivered&from=${daysAgo(30)}&to=${daysAgo(10)}`))).rows.length,
  },
  {
    name: "child name",
    run: async ({ db }) => (await findQueuePage(db, query("q=jose"))).rows.length,
  },
  {
    name: "e-mail",
    run: async ({ db }) => (await findQueuePage(db, query("q=garcia.12"))).rows.length,
  },
  {
    name: "last page",
    run: async ({ db }) => (await findQueuePage(db, query(`page=${Math.ceil(ORDERS / 50)}`))).rows.length,
  },
  {
    name: "CSV, 7 days",
    run: async ({ db }) => {
      const filtered = query(`from=${daysAgo(7)}`);
      const stream = queueCsv(
        db,
        { ...queueFilters(filtered), sort: filtered.sort, direction: filtered.direction },
        {
          header: ["reference", "children"],
          cells: (row) => [row.reference, row.films.map((film) => film.childName).join("; ")],
        },
      );
      return (await new Response(stream).text()).split("\r\n").length - 2;
    },
  },
];

interface Timing {
  name: string;
  rows: number;
  medianMs: number;
  maxMs: number;
}

async function measure(database: Database): Promise<Timing[]> {
  for (const item of CASES) await item.run(database); // warm-up: plans and caches
  const times = CASES.map(() => [] as number[]);
  const rows = CASES.map(() => 0);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, item] of CASES.entries()) {
      const started = performance.now();
      rows[index] = await item.run(database);
      times[index]!.push(performance.now() - started);
    }
  }
  return CASES.map((item, index) => ({
    name: item.name,
    rows: rows[index]!,
    medianMs: median(times[index]!),
    maxMs: Math.max(...times[index]!),
  }));
}

/** A fresh database on the local PostgreSQL server, when one can be started here. */
function freshPostgresDatabase(): { url: string; drop: () => void } | undefined {
  try {
    const serverUrl = ensurePostgres();
    const name = `bench_console_${Date.now()}`;
    execFileSync("psql", [serverUrl, "-qc", `create database ${name}`], { stdio: "ignore" });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const drop = () =>
      execFileSync("psql", [serverUrl, "-qc", `drop database if exists ${name} with (force)`], {
        stdio: "ignore",
      });
    return { url: url.toString(), drop };
  } catch {
    return undefined;
  }
}

async function bench(kind: Database["kind"], databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl, dataDir: MEMORY });
  try {
    await migrate(database);
    const filled = await fill(database);
    console.log(
      `${kind}: ${ORDERS} orders and ${filled.films} films written in ${filled.seconds.toFixed(1)} s`,
    );
    return { database: kind, films: filled.films, timings: await measure(database) };
  } finally {
    await database.close();
  }
}

const results = [];
const postgres = freshPostgresDatabase();
if (postgres) {
  try {
    results.push(await bench("postgres", postgres.url));
  } finally {
    postgres.drop();
  }
} else console.log("(no PostgreSQL server here: measured on PGlite only)");
results.push(await bench("pglite"));

const loadAverage = loadavg().map((load) => Number(load.toFixed(2)));
console.log(
  `\nhost load average ${loadAverage.join(" / ")}; ${RUNS} runs each, interleaved; target < ${TARGET_MS} ms`,
);
console.log("database  | case          | rows  | median ms | max ms");
for (const result of results) {
  for (const timing of result.timings) {
    console.log(
      `${result.database.padEnd(9)} | ${timing.name.padEnd(13)} | ${String(timing.rows).padStart(5)} | ${timing.medianMs.toFixed(1).padStart(9)} | ${timing.maxMs.toFixed(1).padStart(6)}`,
    );
  }
}
writeFileSync(
  path.join(ROOT, "bench", "results", "console-latest.json"),
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage, orders: ORDERS, runs: RUNS, targetMs: TARGET_MS, results }, null, 2)}\n`,
);
