import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { MAX_SEND_ATTEMPTS, sendOutboxRow, unsentOutboxIds } from "./outbox.repository.ts";

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

describe.each(testDatabaseDrivers())("outbox repository on $kind", (driver) => {
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

    expect(await sendOutboxRow(db, id, send)).toEqual({ outcome: "sent" });
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

    expect(await sendOutboxRow(db, id, async () => {})).toEqual({ outcome: "sent" });
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
    expect(await sendOutboxRow(db, id, async () => {})).toEqual({ outcome: "sent" });
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
});
