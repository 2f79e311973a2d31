// Test mode, the default without a Stripe key: the shop's own checkout page, where no money moves.
import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./payment-provider.ts";

export const TEST_SESSION_PREFIX = "test_cs_";

export function createTestProvider(publicUrl: string): PaymentProvider {
  return {
    kind: "test",
    createCheckout() {
      const sessionId = `${TEST_SESSION_PREFIX}${randomBytes(16).toString("base64url")}`;
      return Promise.resolve({ sessionId, url: `${publicUrl}/checkout/test/${sessionId}` });
    },
  };
}
