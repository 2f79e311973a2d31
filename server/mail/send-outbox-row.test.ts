import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { MAIL_SEND_LIMIT_MS } from "./mail-transport.ts";
import { interruptedOutboxIds, MAX_SEND_ATTEMPTS, unsentOutboxIds } from "./outbox.repository.ts";
import { sendOutboxRow } from "./send-outbox-row.ts";

async function addMessage(db: Db, values: Partial<typeof outbox.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: "order_confirmation",
      dedupeKey: `test:${randomUUID()}`,
      recipient: "parent@example.com",
      language: "en",
      ...values,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("not inserted");
  return row.id;
}

async function row(db: Db, id: string) {
  const [found] = await db.select().from(outbox).where(eq(outbox.id, id));
  return found;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `condition` becomes true within `timeoutMs` (checked every 20 ms). */
async function becomes(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await pause(20);
  }
  return true;
}

describe.each(testDatabaseDrivers())("sending the outbox on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("lists unsent rows oldest first, leaving out sent and given-up rows", async () => {
    const { db } = database();
    await db.delete(outbox);
    const older = await addMessage(db, { createdAt: new Date("2025-12-01T10:00:00Z") });
    const newer = await addMessage(db, { createdAt: new Date("2025-12-01T11:00:00Z") });
    await addMessage(db, { sentAt: new Date() });
    await addMessage(db, { attempts: MAX_SEND_ATTEMPTS, lastError: "Error: mailbox unavailable" });
    const retried = await addMessage(db, { attempts: 3, createdAt: new Date("2025-12-01T12:00:00Z") });

    expect(await unsentOutboxIds(db, 10)).toEqual([older, newer, retried]);
    expect(await unsentOutboxIds(db, 1)).toEqual([older]);
  });

  it("sends a row once and records when", async () => {
    const { db } = database();
    const id = await addMessage(db);
    const sent: string[] = [];
    const send = async (message: { id: string }) => {
      sent.push(message.id);
    };

    expect(await sendOutboxRow(db, id, send)).toMatchObject({ outcome: "sent" });
    expect(await sendOutboxRow(db, id, send)).toEqual({ outcome: "already_sent" });
    expect(sent).toEqual([id]);
    expect((await row(db, id))?.sentAt).toBeInstanceOf(Date);
    expect(await unsentOutboxIds(db, 100)).not.toContain(id);
    expect(await sendOutboxRow(db, randomUUID(), send)).toEqual({ outcome: "not_found" });
  });

  it("counts a failed send and keeps the row for the next try", async () => {
    const { db } = database();
    const id = await addMessage(db);
    const failing = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
    };

    const first = await sendOutboxRow(db, id, failing);
    await sendOutboxRow(db, id, failing);

    expect(first.outcome).toBe("failed");
    expect(await row(db, id)).toMatchObject({
      sentAt: null,
      attempts: 2,
      lastError: "Error: connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(await unsentOutboxIds(db, 100)).toContain(id);

    expect(await sendOutboxRow(db, id, async () => {})).toMatchObject({ outcome: "sent" });
    expect(await row(db, id)).toMatchObject({ attempts: 2, lastError: null });
  });

  it("lets only one of two concurrent senders send a row", async () => {
    const { db } = database();
    const id = await addMessage(db);
    let sends = 0;
    const slowSend = async () => {
      sends += 1;
      await pause(300);
    };

    const outcomes = await Promise.all([sendOutboxRow(db, id, slowSend), sendOutboxRow(db, id, slowSend)]);

    expect(sends).toBe(1);
    const names = outcomes.map((result) => result.outcome).sort();
    // The first claim holds while its send is under way, on either driver.
    expect(names).toEqual(["busy", "sent"]);
  });

  it("sends a row again once a crashed worker's claim has run out, and not before", async () => {
    const { db } = database();
    const id = await addMessage(db);
    // A worker claimed the row and died before it could record anything.
    await db
      .update(outbox)
      .set({ claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(outbox.id, id));
    expect(await sendOutboxRow(db, id, async () => {})).toEqual({ outcome: "busy" });

    await db
      .update(outbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    expect(await sendOutboxRow(db, id, async () => {})).toMatchObject({ outcome: "sent" });
    expect(await row(db, id)).toMatchObject({ claimedUntil: null });
  });

  it("forgets a sign-in link once it is sent: the database keeps no usable link", async () => {
    const { db } = database();
    const payload = {
      url: "http://shop.test/account/sign-in?token=secret",
      expiresAt: "2099-01-01T00:00:00Z",
    };
    const link = await addMessage(db, { kind: "sign_in_link", payload });
    const confirmation = await addMessage(db, { payload: { reference: "SF-AAAAA" } });
    await sendOutboxRow(db, link, async (sent) => expect(sent.payload).toEqual(payload));
    await sendOutboxRow(db, confirmation, async () => {});
    expect((await row(db, link))?.payload).toEqual({});
    expect((await row(db, confirmation))?.payload).toEqual({ reference: "SF-AAAAA" });
  });

  it("holds the row for longer than the transport may take to send it", async () => {
    const { db } = database();
    const id = await addMessage(db);
    let claimedFor = 0;
    await sendOutboxRow(db, id, async (_row, signal) => {
      const [claim] = await db
        .select({ seconds: sql<number>`extract(epoch from ${outbox.claimedUntil} - now())::float8` })
        .from(outbox)
        .where(eq(outbox.id, id));
      claimedFor = claim?.seconds ?? 0;
      expect(signal.aborted).toBe(false);
    });
    // The transport gives up at MAIL_SEND_LIMIT_MS (its signal), so no second worker can start
    // sending the row while the first one still might.
    expect(claimedFor * 1000).toBeGreaterThan(MAIL_SEND_LIMIT_MS);
  });

  it("finishes a sent e-mail's follow-up that a crash interrupted, without sending it again", async () => {
    const { db } = database();
    const id = await addMessage(db);
    const sent: string[] = [];
    const send = async (message: { id: string }) => void sent.push(message.id);
    let followUps = 0;
    const followUp = async (tx: Db) => {
      await tx.execute(sql`select 1`);
      followUps += 1;
    };

    // The server accepted the e-mail, the row was marked sent, and the worker died in its follow-up.
    await expect(
      sendOutboxRow(db, id, send, async () => {
        throw new Error("killed");
      }),
    ).rejects.toThrow("killed");
    expect(await row(db, id)).toMatchObject({ sentAt: expect.any(Date), claimedUntil: expect.any(Date) });
    expect(await unsentOutboxIds(db, 100)).not.toContain(id);
    // Until the dead worker's claim runs out, nobody touches the row.
    expect(await interruptedOutboxIds(db, 100)).not.toContain(id);
    expect(await sendOutboxRow(db, id, send, followUp)).toEqual({ outcome: "already_sent" });

    await db
      .update(outbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    expect(await interruptedOutboxIds(db, 100)).toContain(id);
    expect(await sendOutboxRow(db, id, send, followUp)).toEqual({ outcome: "followed_up" });

    expect(sent).toEqual([id]);
    expect(followUps).toBe(1);
    expect(await row(db, id)).toMatchObject({ sentAt: expect.any(Date), claimedUntil: null });
    expect(await interruptedOutboxIds(db, 100)).not.toContain(id);
    expect(await sendOutboxRow(db, id, send, followUp)).toEqual({ outcome: "already_sent" });
    expect(followUps).toBe(1);
  });
});

// PGlite is one connection in this process: whatever runs there runs before the mark, on any code.
// So this one is for a server's pool only.
describe.each(testDatabaseDrivers().filter((driver) => driver.kind === "postgres"))(
  "outbox repository on a PostgreSQL server's pool",
  (driver) => {
    const database = useTestDatabase(driver);

    it(
      "marks a row sent as soon as the server accepted it, while other work holds every other connection",
      async () => {
        const opened = database();
        if (opened.kind !== "postgres") throw new Error("a PostgreSQL pool is needed");
        const { db, client: pool } = opened;
        const id = await addMessage(db);
        const held: pg.PoolClient[] = [];
        let poolTaken!: () => void;
        const taken = new Promise<void>((resolve) => (poolTaken = resolve));
        let followedUp = false;

        const sending = sendOutboxRow(
          db,
          id,
          async () => {
            // While the e-mail is on its way, other work (requests, jobs) takes every free connection.
            while (pool.idleCount > 0 || pool.totalCount < pool.options.max!) held.push(await pool.connect());
            poolTaken();
          },
          async (tx) => {
            await tx.execute(sql`select 1`);
            followedUp = true;
          },
        );
        await taken;
        const observer = held[0]!;
        const markedWhileBusy = await becomes(async () => {
          const seen = await observer.query<{ sent: boolean }>(
            "select sent_at is not null as sent from outbox where id = $1",
            [id],
          );
          return seen.rows[0]?.sent === true;
        }, 5_000);
        const settledWhileBusy = await Promise.race([
          sending.then(() => true),
          pause(1_000).then(() => false),
        ]);
        for (const connection of held) connection.release();
        const outcome = await sending.catch((error: unknown) => error);

        expect(markedWhileBusy).toBe(true);
        expect(settledWhileBusy).toBe(true);
        expect(outcome).toMatchObject({ outcome: "sent" });
        expect(followedUp).toBe(true);
        expect(await row(db, id)).toMatchObject({ claimedUntil: null });
      },
      // Longer than the waits above, so that a mark stuck behind the pool fails on them, not on this.
      20_000,
    );
  },
);
