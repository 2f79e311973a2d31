import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_QUEUE_QUERY, parseQueueQuery, type QueueQuery } from "#domain/console-queue.ts";
import type { Language } from "#domain/language.ts";
import type { OrderState } from "#domain/order-states.ts";
import type { ProductionMode } from "#domain/production-mode.ts";
import { normaliseName } from "#render/normalise-name.ts";
import type { Db } from "../db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { films, orders } from "../db/schema.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { createOrder } from "../orders/create-order.ts";
import { confirmPayment } from "../payments/take-payment.ts";
import { findQueuePage, queueBatches, type QueueRow } from "./queue.repository.ts";

interface Placed {
  email: string;
  names: string[];
  languages?: Language[];
  state?: OrderState;
  day: string;
  mode?: ProductionMode;
}

async function place(db: Db, { email, names, languages, state = "paid", day, mode }: Placed) {
  const base = anOrder(names.length, { buyerEmail: email });
  const order = {
    ...base,
    films: base.films.map((film, index) => ({
      ...film,
      childName: names[index]!,
      language: languages?.[index] ?? film.language,
    })),
  };
  const { order: row } = await createOrder(db, {
    idempotencyKey: randomUUID(),
    order,
    price: priceOf(order),
    language: "en",
  });
  // Spread over the day by a random number of seconds, so orders of one day still sort apart.
  const createdAt = new Date(Date.parse(`${day}T00:00:00Z`) + Math.floor(Math.random() * 86_000) * 1000);
  await db
    .update(orders)
    .set({ state, createdAt, productionMode: mode ?? null })
    .where(eq(orders.id, row.id));
  return row;
}

const query = (search: string): QueueQuery => parseQueueQuery(new URLSearchParams(search));
const references = (rows: QueueRow[]) => rows.map((row) => row.reference);

describe.each(testDatabaseDrivers())("the console's queue on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let jose: QueueRow["reference"];
  let twins: QueueRow["reference"];

  beforeAll(async () => {
    const { db } = database();
    jose = (
      await place(db, {
        email: "Marta.Garcia@Example.com",
        names: ["José María", "Lucía"],
        languages: ["es", "es"],
        state: "in_production",
        day: "2026-12-10",
        mode: "manual",
      })
    ).reference;
    twins = (
      await place(db, {
        email: "ada@example.com",
        names: ["Mia", "Leo"],
        languages: ["en", "es"],
        state: "ready",
        day: "2026-12-01",
        mode: "automatic",
      })
    ).reference;
    await place(db, {
      email: "ben@example.com",
      names: ["Jose"],
      state: "awaiting_payment",
      day: "2026-11-30",
    });
    await place(db, {
      email: "under_score@example.com",
      names: ["Zoë"],
      state: "cancelled",
      day: "2026-12-24",
    });
    // 56 more, one a day before the others, so the queue has a second page.
    for (let index = 0; index < 56; index += 1) {
      const day = new Date(Date.parse("2026-09-01T00:00:00Z") + index * 86_400_000)
        .toISOString()
        .slice(0, 10);
      await place(db, { email: `parent-${index}@example.com`, names: [`Child ${index}`], day });
    }
  });

  it("shows the newest orders first, 50 to a page, with counts per state", async () => {
    const page = await findQueuePage(database().db, DEFAULT_QUEUE_QUERY);
    expect(page.total).toBe(60);
    expect(page.rows).toHaveLength(50);
    expect(page.rows[0]?.buyerEmail).toBe("under_score@example.com");
    const created = page.rows.map((row) => row.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(page.counts).toEqual({
      awaiting_payment: 1,
      paid: 56,
      in_production: 1,
      ready: 1,
      delivered: 0,
      cancelled: 1,
      refunded: 0,
    });
  });

  it("gives the rest on the next page, none twice", async () => {
    const first = await findQueuePage(database().db, DEFAULT_QUEUE_QUERY);
    const second = await findQueuePage(database().db, query("page=2"));
    expect(second.rows).toHaveLength(10);
    expect(new Set([...references(first.rows), ...references(second.rows)]).size).toBe(60);
    expect((await findQueuePage(database().db, query("page=3"))).rows).toEqual([]);
  });

  it("lists each order's films in the buyer's order, with their language and render state", async () => {
    const page = await findQueuePage(database().db, query(`q=${jose}`));
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      reference: jose,
      buyerName: "Ada Parent",
      state: "in_production",
      productionMode: "manual",
      films: [
        { childName: "José María", language: "es", renderState: null, renderProgress: 0 },
        { childName: "Lucía", language: "es", renderState: null, renderProgress: 0 },
      ],
    });
    expect(page.rows[0]?.totalCents).toBeGreaterThan(0);
  });

  it("filters by state, and counts the other states under the other filters", async () => {
    const page = await findQueuePage(database().db, query("state=ready"));
    expect(references(page.rows)).toEqual([twins]);
    expect(page.total).toBe(1);
    expect(page.counts.paid).toBe(56);

    const december = await findQueuePage(database().db, query("state=ready&from=2026-11-01"));
    expect(december.counts).toMatchObject({ paid: 0, ready: 1, in_production: 1, cancelled: 1 });
  });

  it("filters by the days an order was made, both ends included (UTC)", async () => {
    const page = await findQueuePage(database().db, query("from=2026-12-01&to=2026-12-10"));
    expect(references(page.rows).sort()).toEqual([jose, twins].sort());
  });

  it("filters by a film's language and by the production mode the order was paid in", async () => {
    const spanish = await findQueuePage(database().db, query("language=es&from=2026-11-01"));
    expect(references(spanish.rows).sort()).toEqual([jose, twins].sort());
    const manual = await findQueuePage(database().db, query("mode=manual"));
    expect(references(manual.rows)).toEqual([jose]);
  });

  it("finds an order by the start of its reference, in any case, with or without SF-", async () => {
    for (const typed of [jose, jose.toLowerCase(), jose.slice(3, 7).toLowerCase()]) {
      expect(references((await findQueuePage(database().db, query(`q=${typed}`))).rows)).toContain(jose);
    }
  });

  it("finds an order by part of the buyer's address, in any case", async () => {
    const page = await findQueuePage(database().db, query("q=marta.GARCIA"));
    expect(references(page.rows)).toEqual([jose]);
  });

  it("finds a child's name with or without its accents, in any case", async () => {
    const { db } = database();
    const names = async (q: string) =>
      (await findQueuePage(db, query(`q=${encodeURIComponent(q)}`))).rows.flatMap((row) =>
        row.films.map((film) => film.childName),
      );
    expect(await names("jose")).toEqual(expect.arrayContaining(["José María", "Jose"]));
    expect(await names("JOSÉ")).toEqual(expect.arrayContaining(["José María", "Jose"]));
    expect(await names("lucia")).toContain("Lucía");
    expect(await names("zoe")).toEqual(["Zoë"]);
    expect(await names("jose   maria")).toEqual(["José María", "Lucía"]);
  });

  it("reads % and _ in a search as themselves", async () => {
    expect(references((await findQueuePage(database().db, query("q=_"))).rows)).toHaveLength(1);
    expect((await findQueuePage(database().db, query("q=%25"))).total).toBe(0);
  });

  it("sorts by total, by buyer and by state in the order an order lives through them", async () => {
    const { db } = database();
    const byTotal = (await findQueuePage(db, query("sort=total&from=2026-11-01"))).rows;
    expect(byTotal.map((row) => row.totalCents)).toEqual(
      byTotal.map((row) => row.totalCents).sort((a, b) => b - a),
    );
    const byBuyer = (await findQueuePage(db, query("sort=buyer&from=2026-11-01"))).rows;
    expect(byBuyer.map((row) => row.buyerEmail)).toEqual([
      "ada@example.com",
      "ben@example.com",
      "Marta.Garcia@Example.com",
      "under_score@example.com",
    ]);
    const byState = (await findQueuePage(db, query("sort=state&direction=desc&from=2026-11-01"))).rows;
    expect(byState.map((row) => row.state)).toEqual([
      "cancelled",
      "ready",
      "in_production",
      "awaiting_payment",
    ]);
  });

  it("gives the whole filtered queue in batches, in the page's order", async () => {
    const { db } = database();
    const pages = [
      ...(await findQueuePage(db, query("sort=buyer"))).rows,
      ...(await findQueuePage(db, query("sort=buyer&page=2"))).rows,
    ];
    const batches: QueueRow[][] = [];
    for await (const batch of queueBatches(db, query("sort=buyer"), 7)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
    expect(references(batches.flat())).toEqual(references(pages));

    const filtered: QueueRow[] = [];
    for await (const batch of queueBatches(db, query("q=jose&sort=created"), 1)) filtered.push(...batch);
    expect(filtered.map((row) => row.buyerEmail)).toEqual(["Marta.Garcia@Example.com", "ben@example.com"]);
  });

  it("keeps the production mode an order was paid in", async () => {
    const { db } = database();
    const paid = async (automatic: boolean) => {
      const row = await place(db, {
        email: "mode@example.com",
        names: ["Mode"],
        state: "awaiting_payment",
        day: "2025-01-01",
      });
      // Automatic mode's render jobs go nowhere here: only the mode the order keeps is looked at.
      const production = automatic
        ? ({ mode: "automatic", renderJobs: { send: async () => null } } as const)
        : ({ mode: "manual" } as const);
      await confirmPayment(
        { db, publicUrl: "http://shop.test", production },
        { orderId: row.id, externalEventId: randomUUID() },
      );
      return row.reference;
    };
    const manual = await paid(false);
    const automatic = await paid(true);
    const modeOf = async (mode: string) =>
      references((await findQueuePage(db, query(`q=mode%40example&mode=${mode}`))).rows);
    expect(await modeOf("manual")).toEqual([manual]);
    expect(await modeOf("automatic")).toEqual([automatic]);
  });

  it("keeps the child's name key as normaliseName reads the name, whoever writes it", async () => {
    const { db } = database();
    const written = ["  Ñoño  Pérez ", "ÇAĞRI", "Jose\u0301", "Chloé O'Connor", "Åsa-Lill"];
    const order = await place(db, { email: "key@example.com", names: ["Key"], day: "2025-01-02" });
    const [film] = await db.select({ id: films.id }).from(films).where(eq(films.orderId, order.id));
    for (const name of written) {
      const [row] = await db
        .update(films)
        .set({ childName: name })
        .where(eq(films.id, film!.id))
        .returning({ key: films.childNameKey });
      expect(row?.key).toBe(normaliseName(name));
    }
  });
});
