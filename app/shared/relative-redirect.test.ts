import { describe, expect, it } from "vitest";
import { relativeRedirect } from "./relative-redirect.ts";

describe("a redirect within the shop", () => {
  it("is a path, whatever address PUBLIC_URL names", () => {
    expect(relativeRedirect("http://localhost:3000/checkout/test/test_cs_1", "http://localhost:3000")).toBe(
      "/checkout/test/test_cs_1",
    );
    expect(relativeRedirect("https://shop.example/orders/tok?paid=1#next", "https://shop.example")).toBe(
      "/orders/tok?paid=1#next",
    );
    expect(relativeRedirect("/orders/tok", "https://shop.example")).toBe("/orders/tok");
  });

  it("leaves another site's address, or another port's, as it is", () => {
    const stripe = "https://checkout.stripe.com/c/pay/cs_test_1";
    expect(relativeRedirect(stripe, "https://shop.example")).toBe(stripe);
    expect(relativeRedirect("http://localhost:3001/x", "http://localhost:3000")).toBe(
      "http://localhost:3001/x",
    );
  });
});
