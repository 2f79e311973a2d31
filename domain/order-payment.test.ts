import { describe, expect, it } from "vitest";
import { pendingPaymentSession, rejectedPaymentNotice, type PaymentHistoryRow } from "./order-payment.ts";

const row = (type: string, data: Record<string, unknown> = {}): PaymentHistoryRow => ({ type, data });
const session = (sessionId: string) => ({ provider: "stripe", sessionId });

describe("pendingPaymentSession", () => {
  it("names the session whose bank payment is on its way while the order awaits payment", () => {
    const history = [row("checkout_started", session("cs_1")), row("payment_pending", session("cs_1"))];
    expect(pendingPaymentSession("awaiting_payment", history)).toBe("cs_1");
    // Paid (or cancelled) meanwhile: nothing is pending any more.
    expect(pendingPaymentSession("paid", history)).toBeUndefined();
    expect(pendingPaymentSession("cancelled", history)).toBeUndefined();
  });

  it("forgets a bank payment that failed or was rejected, and only that one", () => {
    const failed = [row("payment_pending", session("cs_1")), row("payment_failed", session("cs_1"))];
    expect(pendingPaymentSession("awaiting_payment", failed)).toBeUndefined();
    const another = [
      ...failed,
      row("payment_pending", session("cs_2")),
      row("payment_failed", session("cs_9")),
    ];
    expect(pendingPaymentSession("awaiting_payment", another)).toBe("cs_2");
    const rejected = [row("payment_pending", session("cs_3")), row("payment_rejected", session("cs_3"))];
    expect(pendingPaymentSession("awaiting_payment", rejected)).toBeUndefined();
  });
});

describe("rejectedPaymentNotice", () => {
  it("tells the latest rejection until a new checkout or a payment makes it history", () => {
    const paidTwice = [
      row("checkout_started", session("cs_1")),
      row("checkout_started", session("cs_2")),
      row("paid"),
      row("payment_rejected", { ...session("cs_1"), reason: "already_paid" }),
    ];
    expect(rejectedPaymentNotice(paidTwice)).toBe("already_paid");
    expect(rejectedPaymentNotice([...paidTwice, row("production_started")])).toBe("already_paid");

    const mismatch = [
      row("checkout_started", session("cs_1")),
      row("payment_rejected", { reason: "amount_mismatch" }),
    ];
    expect(rejectedPaymentNotice(mismatch)).toBe("amount_mismatch");
    expect(rejectedPaymentNotice([...mismatch, row("checkout_started", session("cs_2"))])).toBeUndefined();
    expect(rejectedPaymentNotice([...mismatch, row("paid")])).toBeUndefined();
  });

  it("says nothing without a rejection, or for a reason it does not know", () => {
    expect(rejectedPaymentNotice([row("order_created"), row("paid")])).toBeUndefined();
    expect(rejectedPaymentNotice([row("payment_rejected", { reason: "other" })])).toBeUndefined();
  });
});
