import { describe, expect, it } from "vitest";
import type { RenderState } from "./film-render.ts";
import { filmActionsAllowed, noteSchema, orderActionsAllowed, refundInterrupted } from "./console-actions.ts";
import { ORDER_STATES, type OrderState } from "./order-states.ts";

const film = (renderState: RenderState | null, deliveryToken: string | null = null) => ({
  position: 1,
  renderState,
  deliveryToken,
});
const order = (state: OrderState, renderState: RenderState | null = null, events: string[] = []) => ({
  state,
  films: [film(renderState)],
  events: events.map((type) => ({ type })),
});

describe("what an operator may do with an order", () => {
  it("offers each order action only in the states the lifecycle allows it", () => {
    const table = Object.fromEntries(
      ORDER_STATES.map((state) => {
        const allowed = orderActionsAllowed(order(state));
        return [state, [allowed.startProduction, allowed.cancel ?? null, allowed.resendEmail]];
      }),
    );
    expect(table).toEqual({
      awaiting_payment: [false, "cancel", false],
      paid: [true, "refund", false],
      in_production: [false, null, false],
      ready: [false, null, true],
      delivered: [false, null, true],
      cancelled: [false, null, false],
      refunded: [false, null, false],
    });
    for (const state of ORDER_STATES) expect(orderActionsAllowed(order(state)).note).toBe(true);
  });

  it("starts production by hand only while some film of the paid order is not queued", () => {
    expect(orderActionsAllowed(order("paid", "queued")).startProduction).toBe(false);
    expect(orderActionsAllowed(order("paid", null)).startProduction).toBe(true);
  });

  it("offers to complete a refund whose ending the history lacks, and no other", () => {
    expect(refundInterrupted(order("refunded", null, ["paid", "refund_requested"]))).toBe(true);
    expect(refundInterrupted(order("refunded", null, ["refund_requested", "refunded"]))).toBe(false);
    expect(refundInterrupted(order("paid", null, ["refund_requested", "refund_failed"]))).toBe(false);
    const again = ["refund_requested", "refund_failed", "refund_requested"];
    expect(orderActionsAllowed(order("refunded", null, again)).retryRefund).toBe(true);
  });
});

describe("what an operator may do with a film", () => {
  it("re-renders a finished or failed film of an order in production or made", () => {
    for (const state of ORDER_STATES) {
      for (const render of [null, "queued", "rendering", "ready", "failed"] as const) {
        const expected =
          ["in_production", "ready", "delivered"].includes(state) &&
          (render === "ready" || render === "failed");
        expect(filmActionsAllowed({ state }, film(render)).rerender, `${state} ${render}`).toBe(expected);
      }
    }
  });

  it("corrects any film of an open order except the one being rendered right now", () => {
    expect(filmActionsAllowed({ state: "paid" }, film(null)).correct).toBe(true);
    expect(filmActionsAllowed({ state: "delivered" }, film("ready")).correct).toBe(true);
    expect(filmActionsAllowed({ state: "in_production" }, film("rendering")).correct).toBe(false);
    expect(filmActionsAllowed({ state: "cancelled" }, film(null)).correct).toBe(false);
    expect(filmActionsAllowed({ state: "refunded" }, film(null)).correct).toBe(false);
  });

  it("replaces the private link of a ready film only", () => {
    expect(filmActionsAllowed({ state: "delivered" }, film("ready", "tok")).reissueLink).toBe(true);
    expect(filmActionsAllowed({ state: "in_production" }, film("queued", "tok")).reissueLink).toBe(false);
    expect(filmActionsAllowed({ state: "delivered" }, film("ready", null)).reissueLink).toBe(false);
  });
});

describe("an internal note", () => {
  it("is trimmed and holds 1 to 2000 characters", () => {
    expect(noteSchema.parse("  Called the buyer.  ")).toBe("Called the buyer.");
    expect(noteSchema.safeParse("   ").success).toBe(false);
    expect(noteSchema.safeParse("x".repeat(2000)).success).toBe(true);
    expect(noteSchema.safeParse("x".repeat(2001)).success).toBe(false);
  });
});
