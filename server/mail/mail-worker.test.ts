import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { startPgBoss } from "../db/pg-boss-adapter.ts";
import { outbox } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { createOrder } from "../orders/create-order.ts";
import { confirmPayment } from "../payments/take-payment.ts";
import { startJobQueues } from "../job-queues.ts";
import { jobTable } from "../jobs.ts";
import { MAIL_QUEUE, startMailSweep, type MailSweep } from "./mail-worker.ts";
import { createMailTransport } from "./mail-transport.ts";
import { orderConfirmationMessage } from "./order-confirmation-email.ts";
import { freePort, startTestSmtpServer } from "./smtp-server.test-support.ts";

const FROM = "Magic Santa Video <orders@magicsantavideo.example>";
const SILENT = pino({ level: "silent" });
const SWEEP_MS = 200;
const mailQueue = jobTable[MAIL_QUEUE];
// The shop's mail.send queue with retries and polls fast enough for a test.
const FAST_MAIL_TABLE = {
  [MAIL_QUEUE]: {
    ...mailQueue,
    jobSettings: { ...mailQueue.jobSettings, retryDelay: 1, retryDelayMax: 1 },
    work: { ...mailQueue.work, pollingIntervalSeconds: 0.5 },
  },
};
const TIMEOUT = { timeout: 60_000 };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms`);
    await pause(100);
  }
}

/** A confirmation row for a made-up order, as the payment transaction would write it. */
async function addConfirmation(db: Db): Promise<string> {
  const order = {
    id: randomUUID(),
    reference: "SF-TEST1",
    buyerName: "Ada Parent",
    buyerEmail: "ada@example.com",
    language: "en" as const,
    totalCents: 2495,
    currency: "USD",
  };
  const message = orderConfirmationMessage(
    order,
    [{ childName: "Sam", language: "en" }],
    "https://shop.example/o",
  );
  const [row] = await db
    .insert(outbox)
    .values({ ...message, orderId: null })
    .returning({ id: outbox.id });
  if (!row) throw new Error("not inserted");
  return row.id;
}

const messageIdOf = (outboxId: string) => `<${outboxId}@magicsantavideo.example>`;

describe.each(testDatabaseDrivers())("mail worker on $kind", (driver) => {
  const database = useTestDatabase(driver);

  async function startBoss(): Promise<PgBoss> {
    const boss = await startPgBoss(database(), { supervise: false, schedule: false });
    cleanups.push(() => boss.stop({ graceful: true, timeout: 5_000 }));
    return boss;
  }

  /** A process's mailer: the mail.send worker and the sweep, on a boss of its own unless given one. */
  async function startWorker(smtpUrl: string, boss?: PgBoss): Promise<MailSweep> {
    const { db } = database();
    const transport = createMailTransport({ smtpUrl, from: FROM, outboxDir: "unused" });
    cleanups.push(transport.close);
    const jobs = await startJobQueues({
      boss: boss ?? (await startBoss()),
      table: FAST_MAIL_TABLE,
      // A follow-up, as the shop's mailer has one (it keeps the claim until the follow-up is done);
      // what the shop's does, delivering an order, is the films' and tested there (render-job.test.ts).
      deps: { db, transport, logger: SILENT, afterSent: async () => {} },
      logger: SILENT,
    });
    cleanups.push(jobs.stop);
    const sweep = startMailSweep({ db, jobs, logger: SILENT, sweepMs: SWEEP_MS });
    cleanups.push(sweep.stop);
    return sweep;
  }

  async function outboxRow(id: string) {
    const [row] = await database().db.select().from(outbox).where(eq(outbox.id, id));
    return row;
  }

  it("sends the confirmation a payment wrote, once, in the order's language", TIMEOUT, async () => {
    const { db } = database();
    const smtp = await startTestSmtpServer();
    cleanups.push(smtp.close);
    const order = anOrder(2, { buyerName: "Ana García", buyerEmail: "ana@example.com" });
    const { order: created } = await createOrder(db, {
      idempotencyKey: randomUUID(),
      order,
      price: priceOf(order),
      language: "es",
    });
    const worker = await startWorker(smtp.url);

    await confirmPayment(
      { db, publicUrl: "https://shop.example", production: { mode: "manual" } },
      { orderId: created.id, externalEventId: randomUUID() },
    );
    worker.wake();

    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe(`Tu pedido ${created.reference} está confirmado`);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("ana@example.com");
    expect(mail?.html).toContain('<html lang="es"');
    expect(mail?.html).toContain("Un video para Child 1, en inglés");
    expect(mail?.text).toContain("Un video para Child 2, en español");
    expect(mail?.text).toContain(`Ver tu pedido: https://shop.example/orders/${created.accessToken}`);

    const [row] = await db.select().from(outbox).where(eq(outbox.orderId, created.id));
    await until(async () => Boolean((await outboxRow(row?.id ?? ""))?.sentAt));
    // Several sweeps and polls later, still one e-mail.
    await pause(1_000);
    expect(smtp.received).toHaveLength(1);
    expect(mail?.messageId).toBe(messageIdOf(row?.id ?? ""));
  });

  it("keeps an e-mail while the SMTP server is down and sends it once when it is back", TIMEOUT, async () => {
    const { db } = database();
    const port = await freePort();
    const id = await addConfirmation(db);
    await startWorker(`smtp://127.0.0.1:${port}`);

    await until(async () => ((await outboxRow(id))?.attempts ?? 0) >= 2);
    expect(await outboxRow(id)).toMatchObject({
      sentAt: null,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });

    const smtp = await startTestSmtpServer(port);
    cleanups.push(smtp.close);
    await smtp.waitFor(1);
    await until(async () => Boolean((await outboxRow(id))?.sentAt));
    await pause(1_500);

    expect(smtp.received.map((mail) => mail.messageId)).toEqual([messageIdOf(id)]);
    expect(await outboxRow(id)).toMatchObject({ lastError: null });
  });

  it(
    "finishes what a crash interrupted after an e-mail left, without sending it again",
    TIMEOUT,
    async () => {
      const { db } = database();
      const smtp = await startTestSmtpServer();
      cleanups.push(smtp.close);
      const id = await addConfirmation(db);
      // A killed worker's trace: marked sent the moment the server accepted it, its follow-up never
      // recorded, its claim run out.
      await db
        .update(outbox)
        .set({ sentAt: new Date(), claimedUntil: new Date(Date.now() - 1_000) })
        .where(eq(outbox.id, id));

      await startWorker(smtp.url);

      await until(async () => (await outboxRow(id))?.claimedUntil === null);
      await pause(1_000);
      expect(smtp.received).toHaveLength(0);
    },
  );

  it("sends each row once when two workers share the database", TIMEOUT, async () => {
    const { db } = database();
    const smtp = await startTestSmtpServer();
    cleanups.push(smtp.close);
    const ids: string[] = [];
    for (let count = 0; count < 6; count += 1) ids.push(await addConfirmation(db));

    const workers = await Promise.all([startWorker(smtp.url), startWorker(smtp.url)]);
    for (const worker of workers) worker.wake();

    // Written with no wake-up, as after a crash between the commit and the call: the sweep finds it.
    ids.push(await addConfirmation(db));

    await smtp.waitFor(ids.length);
    await until(async () => {
      const rows = await db.select().from(outbox).where(inArray(outbox.id, ids));
      return rows.every((row) => row.sentAt);
    });
    await pause(1_500);

    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(ids.map(messageIdOf).sort());
  });
});
