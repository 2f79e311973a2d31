// A child's correction, the one path for My Orders and the console, on both databases with the real
// render queue: what the customer's rules allow, what changes, and that a film made already is made
// again, the family keeping theirs until the new one is recorded and its e-mail written.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { correctionSchema, type Correction } from "#domain/customer-order.ts";
import { anOrderFor, uniqueEmail } from "../accounts/account-data.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { films, outbox } from "../db/schema.ts";
import { markDelivered } from "../films/order-delivered.ts";
import { findReadyFilm } from "../films/film-renders.repository.ts";
import { finishRender } from "../films/finish-render.ts";
import { queueProduction } from "../films/production.ts";
import { useRenderQueue } from "../films/render-queue.test-support.ts";
import { renderedFiles } from "../films/ready-film.test-support.ts";
import { RENDER_QUEUE } from "../films/render-job.ts";
import { startRender } from "../films/start-render.ts";
import { cancelUnpaidOrder } from "./customer-changes.ts";
import { correctFilm } from "./film-correction.ts";
import { findOrder, type FilmRow } from "./order-loaders.repository.ts";
import { eventsOf, hoursAfterPayment, newEmail, placeOrder } from "./placed-order.test-support.ts";

const PUBLIC_URL = "http://shop.test";

/** A correction that leaves every detail of `film` as it is. */
const sameDetails = (film: FilmRow): Correction => ({
  childName: film.childName,
  namePronunciation: film.namePronunciation ?? undefined,
  age: film.age,
  achievements: film.achievements ?? "",
  eyeColour: { choice: film.eyeColour, other: film.eyeColourOther ?? "" },
  hairColour: { choice: film.hairColour, other: film.hairColourOther ?? "" },
  wishes: film.wishes ?? "",
  message: film.message ?? "",
});

const correction = (childName: string, overrides: Record<string, unknown> = {}): Correction =>
  correctionSchema.parse({
    childName,
    age: 5,
    achievements: "Tidied the toy box every evening",
    eyeColour: { choice: "blue" },
    hairColour: { choice: "other", other: "auburn" },
    wishes: "A red bicycle",
    ...overrides,
  });

describe.each(testDatabaseDrivers())("a child's correction on $kind", (driver) => {
  const database = useTestDatabase(driver);
  const renderQueue = useRenderQueue(database);

  const asCustomer = (
    email: string,
    { now, ...change }: { reference: string; position: number; correction: Correction; now: Date },
  ) =>
    correctFilm(
      { db: database().db, renderJobs: renderQueue.jobs() },
      { by: "customer", email, now },
      change,
    );

  /** The renderer's part for one queued film: claimed, then recorded with new files. */
  async function render(filmId: string) {
    const { db } = database();
    const taken = await renderQueue.jobs().fetch(RENDER_QUEUE, { batchSize: 50 });
    if (taken.length > 0)
      await renderQueue.jobs().complete(
        RENDER_QUEUE,
        taken.map((job) => job.id),
      );
    if (!(await startRender(db, filmId))) throw new Error(`film ${filmId} was not queued`);
    const files = renderedFiles();
    return finishRender({ db, publicUrl: PUBLIC_URL }, filmId, files);
  }

  const deliveryMails = (orderId: string) =>
    database()
      .db.select({ dedupeKey: outbox.dedupeKey })
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, "film_ready")));

  it("a customer's correction after delivery makes the film again and delivers it once more", async () => {
    const { db } = database();
    const email = uniqueEmail("remade");
    const order = await anOrderFor(db, email, ["Zoe"]);
    await db.transaction((tx) => queueProduction(tx, renderQueue.jobs(), order.id));
    const [zoe] = (await findOrder(db, { id: order.id }))!.films;
    await render(zoe!.id);
    await db.transaction((tx) => markDelivered(tx, order.id));
    const delivered = (await findOrder(db, { id: order.id }))!.films[0]!;
    expect(await deliveryMails(order.id)).toHaveLength(2);

    const result = await asCustomer(email, {
      reference: order.reference,
      position: 1,
      correction: { ...sameDetails(delivered), childName: "Zoë" },
      now: new Date(),
    });
    expect(result).toEqual({ outcome: "corrected", remake: true, changed: ["childName"] });
    const during = (await findOrder(db, { id: order.id }))!;
    expect(during.state).toBe("in_production");
    expect(during.films[0]).toMatchObject({ childName: "Zoë", renderState: "queued" });
    expect((await renderQueue.jobsFor(zoe!.id)).map((job) => job.state).sort()).toEqual([
      "completed",
      "created",
    ]);
    expect(during.events.slice(-2).map((event) => [event.type, event.data])).toEqual([
      [
        "remake_started",
        { from: "delivered", to: "in_production", film: 1, by: "customer", reason: "correction" },
      ],
      ["corrected", { film: 1, fields: ["childName"], remake: true }],
    ]);
    // While the new film is made, the family's link keeps the film they had.
    expect((await findReadyFilm(db, delivered.deliveryToken!))?.videoKey).toBe(delivered.videoKey);

    expect(await render(zoe!.id)).toMatchObject({ outcome: "saved", orderReady: true });
    const after = (await findOrder(db, { id: order.id }))!;
    expect(after.state).toBe("ready");
    expect(after.films[0]!.deliveryToken).toBe(delivered.deliveryToken);
    expect(after.films[0]!.videoKey).not.toBe(delivered.videoKey);
    const mails = await deliveryMails(order.id);
    expect(mails.filter((mail) => mail.dedupeKey.includes(":round-2"))).toHaveLength(2);
  });

  it("refuses a customer's correction while that film is being rendered, changing nothing", async () => {
    const { db } = database();
    const email = uniqueEmail("rendering");
    const order = await anOrderFor(db, email, ["Ivy"]);
    await db.transaction((tx) => queueProduction(tx, renderQueue.jobs(), order.id));
    const [ivy] = (await findOrder(db, { id: order.id }))!.films;
    await startRender(db, ivy!.id);

    const change = { reference: order.reference, position: 1, now: new Date() };
    expect(
      await asCustomer(email, { ...change, correction: { ...sameDetails(ivy!), childName: "Ivy Rose" } }),
    ).toEqual({
      outcome: "refused",
      reason: "rendering",
    });
    const [row] = await db.select().from(films).where(eq(films.id, ivy!.id));
    expect(row).toMatchObject({ childName: "Ivy", renderState: "rendering" });
    expect((await eventsOf(db, order.id)).map((event) => event.type)).not.toContain("corrected");
  });

  describe("correcting a child's details", () => {
    it("changes the film within 24 hours of payment and names the changed fields, not their values", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { filmCount: 2, state: "paid" });
      // How the parent said each name: a form posted with the spelling cleared clears it (decision 071).
      await db.update(films).set({ namePronunciation: "Chai-ld" }).where(eq(films.orderId, order.id));

      const result = await asCustomer(email, {
        reference: order.reference,
        position: 2,
        correction: correction("Leonor", { age: 6, eyeColour: { choice: "green" } }),
        now: hoursAfterPayment(23.5),
      });
      expect(result).toEqual({
        outcome: "corrected",
        remake: false,
        changed: ["childName", "namePronunciation", "eyeColour"],
      });
      const found = await findOrder(db, { reference: order.reference }, { owner: email });
      expect(found?.films[1]).toMatchObject({
        childName: "Leonor",
        namePronunciation: null,
        age: 6,
        eyeColour: "green",
      });
      expect(found?.films[0]).toMatchObject({ childName: "Child 1", namePronunciation: "Chai-ld" });
      const corrected = (await eventsOf(db, order.id)).at(-1);
      expect(corrected).toMatchObject({
        type: "corrected",
        data: { film: 2, fields: ["childName", "namePronunciation", "eyeColour"], remake: false },
      });
    });

    it("takes the form's spelling of the name: written, kept with a corrected name, cleared when blank", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { state: "paid" });
      const change = { reference: order.reference, position: 1, now: hoursAfterPayment(1) };
      const said = async () =>
        (await findOrder(db, { reference: order.reference }, { owner: email }))?.films[0];

      const spelt = correction("Siobhán", { namePronunciation: "Shiv-awn" });
      expect(await asCustomer(email, { ...change, correction: spelt })).toMatchObject({
        changed: ["childName", "namePronunciation"],
      });
      expect(await said()).toMatchObject({ childName: "Siobhán", namePronunciation: "Shiv-awn" });
      // A name's accent corrected with the spelling left in the form: the spelling stays.
      const accent = correction("Siobhan", { namePronunciation: "Shiv-awn" });
      expect(await asCustomer(email, { ...change, correction: accent })).toMatchObject({
        changed: ["childName"],
      });
      expect(await said()).toMatchObject({ childName: "Siobhan", namePronunciation: "Shiv-awn" });
      // The field emptied: said as written again, the name kept.
      expect(await asCustomer(email, { ...change, correction: correction("Siobhan") })).toMatchObject({
        changed: ["namePronunciation"],
      });
      expect(await said()).toMatchObject({ childName: "Siobhan", namePronunciation: null });
    });

    it("refuses after the window, on a cancelled order and for another customer, changing nothing", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { state: "paid" });
      const late = { reference: order.reference, position: 1, correction: correction("Late") };

      expect(await asCustomer(email, { ...late, now: hoursAfterPayment(24.01) })).toEqual({
        outcome: "refused",
        reason: "window_passed",
      });
      expect(await asCustomer(newEmail(), { ...late, now: hoursAfterPayment(1) })).toEqual({
        outcome: "not_found",
      });
      expect(await asCustomer(email, { ...late, position: 9, now: hoursAfterPayment(1) })).toEqual({
        outcome: "not_found",
      });
      const unpaid = await placeOrder(db, email);
      await cancelUnpaidOrder(db, email, unpaid.reference);
      expect(
        await asCustomer(email, { ...late, reference: unpaid.reference, now: hoursAfterPayment(1) }),
      ).toEqual({ outcome: "refused", reason: "closed" });

      const [film] = await db.select().from(films).where(eq(films.orderId, order.id));
      expect(film?.childName).toBe("Child 1");
      expect((await eventsOf(db, order.id)).map((event) => event.type)).toEqual(["order_created"]);
    });

    it("records that the film will be made again once production has started", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { state: "in_production" });
      expect(
        await asCustomer(email, {
          reference: order.reference,
          position: 1,
          correction: correction("Mía"),
          now: hoursAfterPayment(3),
        }),
      ).toEqual({ outcome: "corrected", remake: true, changed: ["childName"] });
      expect((await eventsOf(db, order.id)).at(-1)?.data).toEqual({
        film: 1,
        fields: ["childName"],
        remake: true,
      });
    });

    it("writes no event when nothing changed", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { state: "paid" });
      expect(
        await asCustomer(email, {
          reference: order.reference,
          position: 1,
          correction: correction("Child 1"),
          now: hoursAfterPayment(1),
        }),
      ).toEqual({ outcome: "corrected", remake: false, changed: [] });
      expect((await eventsOf(db, order.id)).map((event) => event.type)).toEqual(["order_created"]);
    });
  });
});
