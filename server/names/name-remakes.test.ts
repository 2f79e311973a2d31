// "Make the films again" from the name library on both databases, with a real job queue: a delivered
// film whose name the voices said as written is made again once the name is fixed, under its link
// and with its e-mail again, once per fix however often the button is pressed.
import { and, eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anOrderFor, uniqueEmail } from "../accounts/account-data.test-support.ts";
import { runOrderAction } from "../console/actions/run-order-action.ts";
import type { Db } from "../db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { startPgBoss } from "../db/pg-boss-adapter.ts";
import { outbox } from "../db/schema.ts";
import { finishRender } from "../films/finish-render.ts";
import { markDelivered } from "../films/order-delivered.ts";
import { renderedFiles } from "../films/ready-film.test-support.ts";
import { RENDER_QUEUE } from "../films/render-job.ts";
import { startRender } from "../films/start-render.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { createTestProvider } from "../payments/test-provider.ts";
import { loadNameLibrary } from "./name-library.ts";
import { savePronunciation } from "./name-pronunciations.ts";
import { makeNameFilmsAgain } from "./name-remakes.ts";

const PUBLIC_URL = "http://shop.test";
const by = { operator: "elf@console.example" };
const XIMENA = { language: "en", nameKey: "ximena" } as const;

describe.each(testDatabaseDrivers())("making a fixed name's films again on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let boss: PgBoss;
  beforeAll(async () => {
    boss = await startPgBoss(database(), { supervise: false, schedule: false });
    await boss.createQueue(RENDER_QUEUE, { policy: "exclusive" });
  });
  afterAll(async () => {
    await boss.stop({ graceful: false });
  });

  const deps = () => ({ db: database().db, renderJobs: boss });
  const jobsFor = async (filmId: string) =>
    (await boss.findJobs(RENDER_QUEUE, {})).filter(
      (job) => (job.data as { filmId: string }).filmId === filmId,
    );
  const deliveryMails = async (db: Db, orderId: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, "film_ready")));

  /** What the renderer does with each queued film of the order: the film recorded with new files. */
  async function renderQueued(db: Db, orderId: string) {
    const taken = await boss.fetch(RENDER_QUEUE, { batchSize: 50 });
    if (taken.length > 0)
      await boss.complete(
        RENDER_QUEUE,
        taken.map((job) => job.id),
      );
    for (const film of (await findOrder(db, { id: orderId }))!.films) {
      if (film.renderState !== "queued" || !(await startRender(db, film.id))) continue;
      await finishRender({ db, publicUrl: PUBLIC_URL }, film.id, renderedFiles());
    }
  }

  /** A paid order for Ximena (in English) and Leo, made and delivered. */
  async function deliveredOrder(db: Db) {
    const order = await anOrderFor(db, uniqueEmail("remake"), ["Ximena", "Leo"]);
    const actionDeps = {
      db,
      payments: createTestProvider(PUBLIC_URL),
      renderJobs: boss,
      publicUrl: PUBLIC_URL,
      wakeMailer: () => {},
    };
    await runOrderAction(actionDeps, by, { intent: "production.start", reference: order.reference });
    await renderQueued(db, order.id);
    await db.transaction((tx) => markDelivered(tx, order.id));
    return (await findOrder(db, { id: order.id }))!;
  }

  it("remakes a delivered film of the name once it is fixed, once however often it is asked, and lists it no more", async () => {
    const { db } = database();
    const order = await deliveredOrder(db);
    expect(order.state).toBe("delivered");
    const ximena = order.films.find((film) => film.childName === "Ximena")!;
    expect(ximena.language).toBe("en");
    const mailsBefore = (await deliveryMails(db, order.id)).length;

    // Said as written, delivered: on the worklist; with nothing fixed, nothing to make again.
    const waiting = (await loadNameLibrary(db)).waiting.find((name) => name.nameKey === "ximena");
    expect(waiting).toMatchObject({ language: "en", films: 1, references: [order.reference] });
    expect(await makeNameFilmsAgain(deps(), by, XIMENA)).toEqual({ queued: 0 });
    expect(await jobsFor(ximena.id)).toHaveLength(1);

    await savePronunciation(db, {
      language: "en",
      spelling: "Ximena",
      respelling: "hee-may-nah",
      ipa: "",
      operator: by.operator,
    });
    const fixed = await loadNameLibrary(db);
    expect(fixed.waiting.map((name) => name.nameKey)).not.toContain("ximena");
    expect(fixed.toMakeAgain.find((name) => name.nameKey === "ximena")).toMatchObject({ films: 1 });

    // Two operators at once, then a second click: the film is queued once.
    const [first, second] = await Promise.all([
      makeNameFilmsAgain(deps(), by, XIMENA),
      makeNameFilmsAgain(deps(), by, XIMENA),
    ]);
    expect(first.queued + second.queued).toBe(1);
    expect(await makeNameFilmsAgain(deps(), by, XIMENA)).toEqual({ queued: 0 });
    const during = (await findOrder(db, { id: order.id }))!;
    expect(during.state).toBe("in_production");
    expect(during.films.map((film) => [film.childName, film.renderState])).toEqual([
      ["Ximena", "queued"],
      ["Leo", "ready"],
    ]);
    expect((await jobsFor(ximena.id)).map((job) => job.state).sort()).toEqual(["completed", "created"]);
    expect(during.events.slice(-2).map((event) => [event.type, event.data])).toEqual([
      ["remake_started", { from: "delivered", to: "in_production", film: 1, by, reason: "rerender" }],
      ["render_requested", { film: 1, by }],
    ]);
    // Queued, the film takes the fix up itself: it is on neither list.
    const queued = await loadNameLibrary(db);
    expect([...queued.waiting, ...queued.toMakeAgain].map((name) => name.nameKey)).not.toContain("ximena");

    // Made again after the fix: the same link, the e-mail again, and off the list for good.
    await renderQueued(db, order.id);
    const after = (await findOrder(db, { id: order.id }))!;
    expect(after.state).toBe("ready");
    expect(after.films[0]!.deliveryToken).toBe(ximena.deliveryToken);
    expect((await deliveryMails(db, order.id)).length).toBeGreaterThan(mailsBefore);
    const made = await loadNameLibrary(db);
    expect([...made.waiting, ...made.toMakeAgain].map((name) => name.nameKey)).not.toContain("ximena");
    expect(await makeNameFilmsAgain(deps(), by, XIMENA)).toEqual({ queued: 0 });
    expect(await jobsFor(ximena.id)).toHaveLength(2);
  });
});
