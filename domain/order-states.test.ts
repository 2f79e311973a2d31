import { describe, expect, it } from "vitest";
import { ORDER_STATES, nextState } from "./order-states.ts";

describe("the order lifecycle", () => {
  it("goes from awaiting payment to delivered in order", () => {
    expect(nextState("awaiting_payment", "pay")).toBe("paid");
    expect(nextState("paid", "start_production")).toBe("in_production");
    expect(nextState("in_production", "film_ready")).toBe("ready");
    expect(nextState("ready", "deliver")).toBe("delivered");
  });

  it("is paid exactly once", () => {
    for (const state of ORDER_STATES.filter((state) => state !== "awaiting_payment")) {
      expect(nextState(state, "pay"), state).toBeUndefined();
    }
  });

  it("allows cancelling an unpaid order and refunding a paid one, never once production starts", () => {
    expect(nextState("awaiting_payment", "cancel")).toBe("cancelled");
    expect(nextState("paid", "refund")).toBe("refunded");
    for (const state of ["in_production", "ready", "delivered"] as const) {
      expect(nextState(state, "refund"), state).toBeUndefined();
      expect(nextState(state, "cancel"), state).toBeUndefined();
    }
  });
});
