import { describe, expect, it } from "vitest";
import { ORDER_STATES, nextState } from "./order-states.ts";

describe("the order lifecycle", () => {
  it("goes from awaiting payment to delivered in order", () => {
    expect(nextState("awaiting_payment", "paid")).toBe("paid");
    expect(nextState("paid", "production_started")).toBe("in_production");
    expect(nextState("in_production", "film_ready")).toBe("ready");
    expect(nextState("ready", "delivered")).toBe("delivered");
  });

  it("is paid exactly once", () => {
    for (const state of ORDER_STATES.filter((state) => state !== "awaiting_payment")) {
      expect(nextState(state, "paid"), state).toBeUndefined();
    }
  });

  it("allows cancelling an unpaid order and refunding a paid one, never once production starts", () => {
    expect(nextState("awaiting_payment", "cancelled")).toBe("cancelled");
    expect(nextState("paid", "refund_requested")).toBe("refunded");
    for (const state of ["in_production", "ready", "delivered"] as const) {
      expect(nextState(state, "refund_requested"), state).toBeUndefined();
      expect(nextState(state, "cancelled"), state).toBeUndefined();
    }
  });

  it("puts a refunded order back to paid only when its refund failed", () => {
    expect(nextState("refunded", "refund_failed")).toBe("paid");
    for (const state of ORDER_STATES.filter((state) => state !== "refunded")) {
      expect(nextState(state, "refund_failed"), state).toBeUndefined();
    }
  });

  it("takes a ready or delivered order back into production only to make a film again", () => {
    expect(nextState("ready", "remake_started")).toBe("in_production");
    expect(nextState("delivered", "remake_started")).toBe("in_production");
    for (const state of ORDER_STATES.filter((state) => state !== "ready" && state !== "delivered")) {
      expect(nextState(state, "remake_started"), state).toBeUndefined();
    }
  });
});
