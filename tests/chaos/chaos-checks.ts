// What the crash test reads back once the shop has settled (the database, the files under
// DATA_DIR, the SMTP server's mailbox) and its verdict: what every buyer saw must hold, nothing
// doubled, nothing left behind. Reading is apart from judging, so the rules read as a list.
import { readdir } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { MARKER_KEY } from "#server/storage/storage-marker.ts";
import { TEMPLATES_PREFIX } from "#server/templates/stored-templates.ts";
import type { Submission } from "./chaos-buyers.ts";

export interface OrderFacts {
  state: string;
  films: number;
  photos: number;
  confirmations: number;
  /** film.render jobs per film of the order (any state). */
  renderJobsPerFilm: number[];
}

export interface ShopFacts {
  /** Orders by the form's draft key (the idempotency key). */
  orders: Map<string, OrderFacts[]>;
  /** Storage keys the database knows of (photos and thumbnails, staged or claimed). */
  storedKeys: Set<string>;
  /** Files under DATA_DIR/files, as storage keys. */
  files: string[];
  /** Files left in the upload temp folder (originals, with their EXIF and GPS). */
  tempFiles: string[];
  outbox: { id: string; sent: boolean; blocked: boolean }[];
  /** Arrivals at the SMTP server by Message-ID's outbox id. */
  mailArrivals: Map<string, number>;
}

async function filesUnder(root: string, base = root): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full, base)));
    else found.push(path.relative(base, full));
  }
  return found;
}

/** Unsent outbox rows, each with whether a killed process's claim or job still holds it back. */
const OUTBOX_QUERY = `
  select o.id, o.sent_at is not null as sent,
    (o.claimed_until > now() or exists (
      select 1 from pgboss.job j
      where j.name = 'mail.send' and j.state = 'active' and j.data->>'outboxId' = o.id::text
    )) as blocked
  from outbox o`;

export async function readOutbox(client: pg.Client): Promise<ShopFacts["outbox"]> {
  return (await client.query<{ id: string; sent: boolean; blocked: boolean }>(OUTBOX_QUERY)).rows;
}

export async function readShopFacts(
  databaseUrl: string,
  dataDir: string,
  mailMessageIds: string[],
): Promise<ShopFacts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orderRows = await client.query<{
      id: string;
      idempotency_key: string;
      state: string;
      films: number;
      photos: number;
      confirmations: number;
    }>(`
      select o.id, o.idempotency_key, o.state,
        (select count(*)::int from films f where f.order_id = o.id) as films,
        (select count(*)::int from photos p join films f on f.id = p.film_id where f.order_id = o.id) as photos,
        (select count(*)::int from outbox m where m.order_id = o.id and m.kind = 'order_confirmation')
          as confirmations
      from orders o`);
    const jobRows = await client.query<{ order_id: string; jobs: number }>(`
      select f.order_id, count(j.id)::int as jobs
      from films f left join pgboss.job j on j.name = 'film.render' and j.data->>'filmId' = f.id::text
      group by f.order_id, f.id`);
    const jobsByOrder = new Map<string, number[]>();
    for (const row of jobRows.rows) {
      jobsByOrder.set(row.order_id, [...(jobsByOrder.get(row.order_id) ?? []), row.jobs]);
    }
    const orders = new Map<string, OrderFacts[]>();
    for (const row of orderRows.rows) {
      const facts = { ...row, renderJobsPerFilm: jobsByOrder.get(row.id) ?? [] };
      orders.set(row.idempotency_key, [...(orders.get(row.idempotency_key) ?? []), facts]);
    }
    const keys = await client.query<{ storage_key: string; thumbnail_key: string }>(
      "select storage_key, thumbnail_key from photos",
    );
    // The storage's marker belongs to its row (decision 053): the one file that is no photo.
    const marker = await client.query("select 1 from storage_marker");
    const mailArrivals = new Map<string, number>();
    for (const messageId of mailMessageIds) {
      // The shop writes <outbox id@domain>.
      const id = /^<?([^@>]+)@/.exec(messageId)?.[1] ?? messageId;
      mailArrivals.set(id, (mailArrivals.get(id) ?? 0) + 1);
    }
    const files = await filesUnder(path.join(dataDir, "files"));
    return {
      orders,
      storedKeys: new Set([
        ...keys.rows.flatMap((row) => [row.storage_key, row.thumbnail_key]),
        ...(marker.rowCount ? [MARKER_KEY] : []),
        // A prepared template and Santa's shots belong to its content key, not to a row (decision 055).
        ...files.filter((file) => file.startsWith(`${TEMPLATES_PREFIX}/`)),
      ]),
      files,
      tempFiles: await filesUnder(path.join(dataDir, "tmp")),
      outbox: await readOutbox(client),
      mailArrivals,
    };
  } finally {
    await client.end();
  }
}

export interface ChaosCounts {
  submissions: number;
  accepted: number;
  refused: number;
  /** The refusals' statuses, e.g. "400×3": a limit that refuses good forms shows here. */
  refusedWith: string;
  unknown: number;
  unknownThatExist: number;
  pressedAgain: number;
  busyAnswers: number;
  serverErrors: number;
  paid: number;
  paymentsUnknown: number;
  ordersInDatabase: number;
  photosInOrders: number;
  renderJobs: number;
  confirmationsQueued: number;
  emailsReceived: number;
  emailsHeldByAKilledServer: number;
  orphanFiles: number;
  missingFiles: number;
  tempLeftovers: number;
}

export interface Verdict {
  counts: ChaosCounts;
  /** Each broken promise, in words; empty when everything held. */
  violations: string[];
}

/** The rules: what each buyer saw holds in the database, and nothing is doubled or left behind. */
export function judge(
  submissions: Submission[],
  facts: ShopFacts,
  /** True once the run has waited out the claims of killed servers: then every e-mail must have left. */
  { allMailSent }: { allMailSent: boolean },
): Verdict {
  const violations: string[] = [];
  const fail = (message: string) => violations.push(message);
  let unknownThatExist = 0;
  let photosInOrders = 0;
  let renderJobs = 0;
  let confirmationsQueued = 0;

  for (const submission of submissions) {
    const name = `order ${submission.round}-${submission.index} (${submission.draftKey})`;
    const copies = facts.orders.get(submission.draftKey) ?? [];
    if (copies.length > 1) fail(`${name} exists ${copies.length} times`);
    const order = copies[0];
    if (submission.outcome === "accepted" && !order) fail(`${name} was accepted but does not exist`);
    if (submission.outcome === "refused" && order) fail(`${name} was refused but exists`);
    // Every limit this test meets answers "busy, try again", which the buyer does: a good form refused
    // means the crash (or a limit that should not trip here) turned a buyer away.
    if (submission.outcome === "refused" && submission.valid) {
      fail(`${name} was a good form, refused with ${submission.lastStatus}`);
    }
    if (submission.outcome === "unknown" && order) unknownThatExist += 1;
    if (!order) continue;
    photosInOrders += order.photos;
    renderJobs += order.renderJobsPerFilm.reduce((sum, jobs) => sum + jobs, 0);
    confirmationsQueued += order.confirmations;
    if (submission.outcome === "accepted" && order.photos !== submission.photoCount) {
      fail(`${name} has ${order.photos} of its ${submission.photoCount} photos`);
    }
    const paid = order.state !== "awaiting_payment";
    if (submission.payment === "paid" && !paid) fail(`${name} was paid but is ${order.state}`);
    if (!submission.payment && paid) fail(`${name} was never paid but is ${order.state}`);
    if (paid) {
      if (order.confirmations !== 1) fail(`${name} is paid with ${order.confirmations} confirmations queued`);
      if (order.renderJobsPerFilm.some((jobs) => jobs !== 1)) {
        fail(`${name} is paid with render jobs per film ${JSON.stringify(order.renderJobsPerFilm)}`);
      }
    } else {
      if (order.confirmations !== 0)
        fail(`${name} is unpaid with ${order.confirmations} confirmations queued`);
      if (order.renderJobsPerFilm.some((jobs) => jobs !== 0)) fail(`${name} is unpaid with render jobs`);
    }
  }
  const known = new Set(submissions.map((submission) => submission.draftKey));
  for (const key of facts.orders.keys()) if (!known.has(key)) fail(`an order no buyer sent exists (${key})`);

  for (const submission of submissions) {
    for (const status of submission.serverErrors) {
      fail(`order ${submission.round}-${submission.index} was answered ${status}`);
    }
  }

  let emailsReceived = 0;
  const outboxIds = new Set(facts.outbox.map((row) => row.id));
  for (const [id, arrivals] of facts.mailArrivals) {
    emailsReceived += arrivals;
    // SMTP has no two-phase commit: a message accepted just before the kill, its row not yet marked
    // sent, leaves again (with the same Message-ID) once the killed server's claim runs out.
    if (arrivals > 1) fail(`the e-mail ${id} arrived ${arrivals} times (same Message-ID)`);
    if (!outboxIds.has(id)) fail(`an e-mail arrived that the outbox does not hold (${id})`);
  }
  for (const row of facts.outbox) {
    if (row.sent && !facts.mailArrivals.has(row.id))
      fail(`the e-mail ${row.id} is marked sent, never arrived`);
    if (!row.sent && (allMailSent || !row.blocked)) fail(`the e-mail ${row.id} is still unsent`);
  }

  const orphans = facts.files.filter((file) => !facts.storedKeys.has(file));
  if (orphans.length > 0) {
    fail(
      `${orphans.length} files under DATA_DIR/files belong to nothing, e.g. ${orphans.slice(0, 3).join(", ")}`,
    );
  }
  const onDisk = new Set(facts.files);
  const missing = [...facts.storedKeys].filter((key) => !onDisk.has(key));
  if (missing.length > 0) fail(`${missing.length} files the database lists are missing`);
  if (facts.tempFiles.length > 0) {
    fail(`${facts.tempFiles.length} upload temp files were left behind, e.g. ${facts.tempFiles[0]}`);
  }

  const count = (outcome: Submission["outcome"]) =>
    submissions.filter((submission) => submission.outcome === outcome).length;
  return {
    violations,
    counts: {
      submissions: submissions.length,
      accepted: count("accepted"),
      refused: count("refused"),
      refusedWith: statusTally(submissions.filter((submission) => submission.outcome === "refused")),
      unknown: count("unknown"),
      unknownThatExist,
      pressedAgain: submissions.filter((submission) => submission.cutOff > 0).length,
      busyAnswers: submissions.reduce((sum, submission) => sum + submission.busy, 0),
      serverErrors: submissions.reduce((sum, submission) => sum + submission.serverErrors.length, 0),
      paid: submissions.filter((submission) => submission.payment === "paid").length,
      paymentsUnknown: submissions.filter((submission) => submission.payment === "unknown").length,
      ordersInDatabase: [...facts.orders.values()].reduce((sum, copies) => sum + copies.length, 0),
      photosInOrders,
      renderJobs,
      confirmationsQueued,
      emailsReceived,
      emailsHeldByAKilledServer: facts.outbox.filter((row) => !row.sent && row.blocked).length,
      orphanFiles: orphans.length,
      missingFiles: missing.length,
      tempLeftovers: facts.tempFiles.length,
    },
  };
}

function statusTally(submissions: Submission[]): string {
  const tally = new Map<number, number>();
  for (const { lastStatus = 0 } of submissions) tally.set(lastStatus, (tally.get(lastStatus) ?? 0) + 1);
  return [...tally].map(([status, times]) => `${status}×${times}`).join(", ") || "none";
}
