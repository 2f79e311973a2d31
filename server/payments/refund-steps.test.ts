import { describe, expect, it } from "vitest";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { eventsOf, newEmail, placeOrder, stateOf } from "../orders/placed-order.test-support.ts";
import { finishRefund, startRefund, undoRefund } from "./refund-steps.ts";

describe.each(testDatabaseDrivers())("the refund steps on $kind", (driver) => {
  const database = useTestDatabase(driver);

  describe("refunding a paid order", () => {
    it("marks it refunded before the money moves, counts the attempts, and records the ending", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { state: "paid" });

      const first = await startRefund(db, email, order.reference);
      expect(first).toMatchObject({ outcome: "started", attempt: 1, order: { state: "refunded" } });
      expect(await startRefund(db, email, order.reference)).toEqual({
        outcome: "not_allowed",
        state: "refunded",
      });
      await undoRefund(db, email, order.id, "card_declined");
      expect(await stateOf(db, order.id)).toBe("paid");

      expect(await startRefund(db, email, order.reference)).toMatchObject({ attempt: 2 });
      await finishRefund(db, email, {
        orderId: order.id,
        provider: "test",
        refundId: "test_re_1",
        status: "succeeded",
        amountCents: 2495,
      });
      expect(await stateOf(db, order.id)).toBe("refunded");
      expect((await eventsOf(db, order.id)).map((event) => [event.type, event.data])).toEqual([
        ["order_created", expect.anything()],
        ["refund_requested", { from: "paid", to: "refunded", by: "customer", attempt: 1, amountCents: 2495 }],
        ["refund_failed", { from: "refunded", to: "paid", reason: "card_declined" }],
        ["refund_requested", { from: "paid", to: "refunded", by: "customer", attempt: 2, amountCents: 2495 }],
        ["refunded", { provider: "test", refundId: "test_re_1", status: "succeeded", amountCents: 2495 }],
      ]);
    });

    it("refuses an unpaid order, an order in production and another customer's order", async () => {
      const { db } = database();
      const email = newEmail();
      const unpaid = await placeOrder(db, email);
      const making = await placeOrder(db, email, { state: "in_production" });
      expect(await startRefund(db, email, unpaid.reference)).toMatchObject({ outcome: "not_allowed" });
      expect(await startRefund(db, email, making.reference)).toMatchObject({ outcome: "not_allowed" });
      const paid = await placeOrder(db, email, { state: "paid" });
      expect(await startRefund(db, newEmail(), paid.reference)).toEqual({ outcome: "not_found" });
      await expect(undoRefund(db, newEmail(), paid.id, "x")).rejects.toThrow();
      await expect(
        finishRefund(db, newEmail(), {
          orderId: paid.id,
          provider: "test",
          refundId: "r",
          status: "x",
          amountCents: 1,
        }),
      ).rejects.toThrow();
      expect(await stateOf(db, paid.id)).toBe("paid");
    });
  });
});
