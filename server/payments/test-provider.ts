// Test mode, the default without a Stripe key: the shop's own checkout page, where no money moves.
import { randomBytes } from "node:crypto";
import type { PaymentProvider, RefundInput } from "./payment-provider.ts";

export const TEST_SESSION_PREFIX = "test_cs_";

export interface TestPaymentProvider extends PaymentProvider {
  /** Every refund asked for, once per idempotency key, as Stripe would count them. */
  readonly refunds: readonly (RefundInput & { refundId: string })[];
}

export function createTestProvider(publicUrl: string): TestPaymentProvider {
  const refunds: (RefundInput & { refundId: string })[] = [];
  return {
    kind: "test",
    refunds,
    createCheckout() {
      const sessionId = `${TEST_SESSION_PREFIX}${randomBytes(16).toString("base64url")}`;
      return Promise.resolve({ sessionId, url: `${publicUrl}/checkout/test/${sessionId}` });
    },
    // The test checkout page pays only the order's latest session: an earlier one is closed already.
    expireCheckout: () => Promise.resolve("not_open"),
    refund(input) {
      const earlier = refunds.find((refund) => refund.idempotencyKey === input.idempotencyKey);
      const refund = earlier ?? { ...input, refundId: `test_re_${randomBytes(12).toString("base64url")}` };
      if (!earlier) refunds.push(refund);
      return Promise.resolve({ refundId: refund.refundId, status: "succeeded" });
    },
  };
}
