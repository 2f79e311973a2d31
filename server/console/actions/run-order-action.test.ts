// The operator's actions on both databases, with a real job queue and the payment providers the
// shop runs on (test mode, and Stripe's SDK against the local stand-in): what each one changes, the
// event naming the operator, and what the rules refuse.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderActionsAllowed } from "#domain/console-actions.ts";
import type { Correction } from "#domain/customer-order.ts";
import { anOrderFor, uniqueEmail } from "../../accounts/account-data.test-support.ts";
import { renderedFiles } from "../../films/ready-film.test-support.ts";
import type { Db } from "../../db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "../../db/databases.test-support.ts";
import { startPgBoss } from "../../db/pg-boss-adapter.ts";
import { films, outbox } from "../../db/schema.ts";
import { markDelivered } from "../../films/order-delivered.ts";
import { findReadyFilm } from "../../films/film-renders.repository.ts";
import { finishRender } from "../../films/finish-render.ts";
import { RENDER_QUEUE } from "../../films/render-job.ts";
import { startRender } from "../../films/start-render.ts";
import { findOrder } from "../../orders/order-loaders.repository.ts";
import { eventsOf, newEmail, placeOrder, stateOf } from "../../orders/placed-order.test-support.ts";
import type { PaymentProvider } from "../../payments/payment-provider.ts";
import { startCheckout } from "../../payments/checkout.ts";
import { confirmPayment } from "../../payments/take-payment.ts";
import { refundKey } from "../../payments/refunds.ts";
import { startRefund } from "../../payments/refund-steps.ts";
import { startStripeStandIn, type StripeStandIn } from "../../payments/stripe-stand-in.test-support.ts";
import { createStripeProvider, stripeClient } from "../../payments/stripe-provider.ts";
import { createTestProvider } from "../../payments/test-provider.ts";
import { runOrderAction, type OrderActionDeps } from "./run-order-action.ts";

const PUBLIC_URL = "http://shop.test";
// The shop in manual production mode: a payment queues no render.
const MANUAL = { mode: "manual" } as const;
const by = { operator: "elf@console.example" };

describe.each(testDatabaseDrivers())("the operator's actions on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let boss: PgBoss;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    boss = await startPgBoss(database(), { supervise: false, schedule: false });
    await boss.createQueue(RENDER_QUEUE, { policy: "exclusive" });
    standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await boss.stop({ graceful: false });
    await standIn.close();
  });

  function depsWith(payments: PaymentProvider = createTestProvider(PUBLIC_URL)) {
    const deps = {
      db: database().db,
      payments,
      renderJobs: boss,
      publicUrl: PUBLIC_URL,
      woken: 0,
      wakeMailer: () => void (deps.woken += 1),
    };
    return deps satisfies OrderActionDeps;
  }

  const jobsFor = async (filmId: string) =>
    (await boss.findJobs(RENDER_QUEUE, {})).filter(
      (job) => (job.data as { filmId: string }).filmId === filmId,
    );

  /** What the renderer does with each queued film: its job taken, the film recorded with new files. */
  async function renderQueued(db: Db, orderId: string) {
    const done = [];
    const taken = await boss.fetch(RENDER_QUEUE, { batchSize: 50 });
    if (taken.length > 0)
      await boss.complete(
        RENDER_QUEUE,
        taken.map((job) => job.id),
      );
    for (const film of (await findOrder(db, { id: orderId }))!.films) {
      if (film.renderState !== "queued" || !(await startRender(db, film.id))) continue;
      const files = renderedFiles();
      done.push(await finishRender({ db, publicUrl: PUBLIC_URL }, film.id, files));
    }
    return done;
  }

  const deliveryMails = async (db: Db, orderId: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, "film_ready")));

  it("starts production by hand: every film queued with its job, the order in production, the operator named", async () => {
    const deps = depsWith();
    const order = await anOrderFor(deps.db, uniqueEmail("start"), ["Mia", "Leo"]);
    const request = { intent: "production.start", reference: order.reference } as const;

    expect(await runOrderAction(deps, by, request)).toEqual({ outcome: "started", films: 2 });
    const after = (await findOrder(deps.db, { id: order.id }))!;
    expect(after.state).toBe("in_production");
    expect(after.films.map((film) => film.renderState)).toEqual(["queued", "queued"]);
    for (const film of after.films) expect(await jobsFor(film.id)).toHaveLength(1);
    expect(after.events.at(-1)).toMatchObject({
      type: "production_started",
      data: { from: "paid", to: "in_production", by },
    });
    expect(await runOrderAction(deps, by, request)).toEqual({ outcome: "not_allowed" });
    expect(await runOrderAction(deps, by, { ...request, reference: "SF-NONE0" })).toEqual({
      outcome: "not_found",
    });
  });

  it("cancels an unpaid order, and refunds a paid one in full through the provider", async () => {
    const deps = depsWith();
    const unpaid = await placeOrder(deps.db, newEmail());
    const paid = await placeOrder(deps.db, newEmail(), { state: "paid" });

    expect(await runOrderAction(deps, by, { intent: "order.cancel", reference: unpaid.reference })).toEqual({
      outcome: "cancelled",
    });
    expect((await eventsOf(deps.db, unpaid.id)).at(-1)).toMatchObject({ type: "cancelled", data: { by } });

    expect(await runOrderAction(deps, by, { intent: "order.cancel", reference: paid.reference })).toEqual({
      outcome: "refunded",
    });
    expect(await stateOf(deps.db, paid.id)).toBe("refunded");
    const payments = deps.payments as ReturnType<typeof createTestProvider>;
    expect(payments.refunds.map((refund) => [refund.amountCents, refund.idempotencyKey])).toEqual([
      [paid.totalCents, refundKey(paid.id, 1)],
    ]);
    expect((await eventsOf(deps.db, paid.id)).slice(-2).map((event) => [event.type, event.data.by])).toEqual([
      ["refund_requested", by],
      ["refunded", undefined],
    ]);

    const making = await anOrderFor(deps.db, uniqueEmail("making"), ["Ana"]);
    await runOrderAction(deps, by, { intent: "production.start", reference: making.reference });
    expect(await runOrderAction(deps, by, { intent: "order.cancel", reference: making.reference })).toEqual({
      outcome: "not_allowed",
    });
    expect(payments.refunds).toHaveLength(1);
  });

  it("completes a refund interrupted after Stripe refunded, with the same key, never a second refund", async () => {
    const payments = createStripeProvider(stripeClient("sk_test_standin", standIn.url));
    const deps = depsWith(payments);
    const { db } = deps;
    const order = await placeOrder(db, newEmail());
    await startCheckout({ db, payments, publicUrl: PUBLIC_URL }, order.accessToken);
    const sessionId = (await findOrder(db, { id: order.id }))!.paymentSessionId!;
    standIn.paySession(sessionId, order.totalCents);
    await confirmPayment(
      { db, publicUrl: PUBLIC_URL, production: MANUAL },
      { orderId: order.id, externalEventId: `evt_${randomUUID()}` },
    );

    // The interrupted attempt: marked refunded, Stripe asked and answering, then the process died.
    const started = await startRefund(db, by, order.reference);
    expect(started).toMatchObject({ outcome: "started", attempt: 1 });
    await payments.refund({
      orderId: order.id,
      paymentSessionId: sessionId,
      amountCents: order.totalCents,
      reason: "requested_by_customer",
      idempotencyKey: refundKey(order.id, 1),
    });
    const detail = (await findOrder(db, { id: order.id }))!;
    expect(orderActionsAllowed(detail).retryRefund).toBe(true);

    const retry = { intent: "refund.retry", reference: order.reference } as const;
    expect(await runOrderAction(deps, by, retry)).toEqual({ outcome: "refunded" });
    const refunds = standIn.requests.filter(
      (request) => request.path === "/v1/refunds" && request.idempotencyKey === refundKey(order.id, 1),
    );
    expect(refunds.map((request) => request.replayed)).toEqual([false, true]);
    expect(refunds[1]?.answer?.id).toBe(refunds[0]?.answer?.id);
    const events = await eventsOf(db, order.id);
    expect(events.filter((event) => event.type === "refunded")).toHaveLength(1);
    expect(await runOrderAction(deps, by, retry)).toEqual({ outcome: "not_allowed" });
    expect(orderActionsAllowed({ ...detail, events }).retryRefund).toBe(false);
  });

  it("a correction after delivery makes the film again under the same link and delivers it once more", async () => {
    const deps = depsWith();
    const { db } = deps;
    const order = await anOrderFor(db, uniqueEmail("again"), ["Zoe", "Leo"]);
    await runOrderAction(deps, by, { intent: "production.start", reference: order.reference });
    await renderQueued(db, order.id);
    expect(await deliveryMails(db, order.id)).toHaveLength(3);
    await db.transaction((tx) => markDelivered(tx, order.id));
    const before = (await findOrder(db, { id: order.id }))!;
    const [zoe] = before.films;

    const correction: Correction = {
      childName: "Zoë",
      namePronunciation: undefined,
      age: 7,
      achievements: zoe!.achievements ?? "",
      eyeColour: { choice: zoe!.eyeColour, other: "" },
      hairColour: { choice: "other", other: "auburn" },
      wishes: zoe!.wishes ?? "",
      message: zoe!.message ?? "",
    };
    expect(
      await runOrderAction(deps, by, {
        intent: "film.correct",
        reference: order.reference,
        film: 1,
        correction,
      }),
    ).toEqual({ outcome: "corrected", childName: "Zoë", remake: true });
    const during = (await findOrder(db, { id: order.id }))!;
    expect(during.state).toBe("in_production");
    expect(during.films[0]).toMatchObject({ childName: "Zoë", age: 7, renderState: "queued" });
    expect(during.films[0]!.deliveryToken).toBe(zoe!.deliveryToken);
    expect((await jobsFor(zoe!.id)).map((job) => job.state).sort()).toEqual(["completed", "created"]);
    expect(during.events.slice(-2).map((event) => [event.type, event.data])).toEqual([
      ["remake_started", { from: "delivered", to: "in_production", film: 1, by, reason: "correction" }],
      ["corrected", { film: 1, fields: ["childName", "age"], remake: true, by }],
    ]);
    // While the new film is made, the family's link keeps the film they had.
    expect((await findReadyFilm(db, zoe!.deliveryToken!))?.videoKey).toBe(zoe!.videoKey);

    const [finished] = await renderQueued(db, order.id);
    expect(finished).toEqual({
      outcome: "saved",
      orderReady: true,
      replaced: { videoKey: zoe!.videoKey, captionsKey: zoe!.captionsKey },
    });
    const after = (await findOrder(db, { id: order.id }))!;
    expect(after.state).toBe("ready");
    expect(after.films[0]!.deliveryToken).toBe(zoe!.deliveryToken);
    expect(after.films[0]!.videoKey).not.toBe(zoe!.videoKey);
    const mails = await deliveryMails(db, order.id);
    expect(mails).toHaveLength(6);
    expect(mails.filter((mail) => mail.dedupeKey.includes(":round-2"))).toHaveLength(3);
  });

  it("re-renders a finished film, resends the delivery e-mail and replaces a private link", async () => {
    const deps = depsWith();
    const { db } = deps;
    const order = await anOrderFor(db, uniqueEmail("links"), ["Mia"]);
    const { reference } = order;
    await runOrderAction(deps, by, { intent: "production.start", reference });
    await renderQueued(db, order.id);
    const film = (await findOrder(db, { id: order.id }))!.films[0]!;

    expect(await runOrderAction(deps, by, { intent: "email.resend", reference })).toEqual({
      outcome: "email_resent",
      recipients: 2,
    });
    expect(deps.woken).toBe(1);
    expect(
      (await deliveryMails(db, order.id)).filter((mail) => mail.dedupeKey.includes(":resent-1")),
    ).toHaveLength(2);

    expect(await runOrderAction(deps, by, { intent: "film.reissueLink", reference, film: 1 })).toEqual({
      outcome: "link_reissued",
      childName: "Mia",
    });
    const [row] = await db.select().from(films).where(eq(films.id, film.id));
    expect(row!.deliveryToken).not.toBe(film.deliveryToken);
    expect(await findReadyFilm(db, film.deliveryToken!)).toBeUndefined();
    expect(await findReadyFilm(db, row!.deliveryToken!)).toBeDefined();

    expect(await runOrderAction(deps, by, { intent: "film.rerender", reference, film: 1 })).toEqual({
      outcome: "rerender_queued",
      childName: "Mia",
    });
    expect(await stateOf(db, order.id)).toBe("in_production");
    expect(await runOrderAction(deps, by, { intent: "film.rerender", reference, film: 1 })).toEqual({
      outcome: "not_allowed",
    });
    expect(await runOrderAction(deps, by, { intent: "email.resend", reference })).toEqual({
      outcome: "not_allowed",
    });
    expect((await eventsOf(db, order.id)).slice(-4).map((event) => event.type)).toEqual([
      "email_resent",
      "link_reissued",
      "remake_started",
      "render_requested",
    ]);
  });

  it("adds an internal note to the history, on any order", async () => {
    const deps = depsWith();
    const order = await placeOrder(deps.db, newEmail(), { state: "cancelled" });
    const note = {
      intent: "note.add",
      reference: order.reference,
      text: "Buyer phoned: wrong e-mail.",
    } as const;
    expect(await runOrderAction(deps, by, note)).toEqual({ outcome: "note_added" });
    expect((await eventsOf(deps.db, order.id)).at(-1)).toMatchObject({
      type: "note_added",
      data: { by, text: "Buyer phoned: wrong e-mail." },
    });
  });
});
