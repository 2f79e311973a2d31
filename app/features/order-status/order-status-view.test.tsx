// @vitest-environment jsdom
// The order page while a bank payment is on its way offers no "Pay now" (a second payment would
// follow the first), and tells the buyer about a payment the shop is returning, in both languages.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import type { Language } from "#domain/language.ts";
import { en, type MessageKey } from "../../i18n/en.ts";
import { es } from "../../i18n/es.ts";
import { LanguageProvider } from "../../i18n/language-provider.tsx";
import { translate } from "../../i18n/translate.ts";
import type { OrderStatus } from "./order-status.ts";
import { OrderStatusView } from "./order-status-view.tsx";

afterEach(cleanup);

function statusOf(state: OrderStatus["order"]["state"], payment: OrderStatus["payment"]) {
  return {
    order: {
      reference: "SF-7K3Q9",
      state,
      language: "en" as const,
      buyerEmail: "ada@example.com",
      subtotalCents: 2495,
      discountCents: 0,
      totalCents: 2495,
    },
    films: [],
    ordersEmail: "orders@example.com",
    payment,
    cancelledPayment: false,
    returnedFromPayment: false,
  };
}

function renderPage(status: ReturnType<typeof statusOf>, language: Language = "en") {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LanguageProvider language={language} messages={language === "es" ? es : en}>
          <OrderStatusView status={status} payFailed={false} />
        </LanguageProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const text = (key: MessageKey, language: Language = "en") =>
  translate(language === "es" ? es : en, key, { total: "$24.95" });
const payButton = () => screen.queryByRole("button", { name: /Pay|Pagar/ });

describe("the order page's payment", () => {
  it("offers Pay now while the order awaits payment", () => {
    renderPage(statusOf("awaiting_payment", { pending: false }));
    expect(payButton()).not.toBeNull();
    expect(screen.queryByTestId("payment-pending")).toBeNull();
  });

  for (const language of ["en", "es"] as const) {
    it(`hides Pay now and says the bank payment is on its way (${language})`, () => {
      renderPage(statusOf("awaiting_payment", { pending: true }), language);
      expect(payButton()).toBeNull();
      expect(screen.getByTestId("payment-pending").textContent).toBe(
        text("confirmation.paymentPending", language),
      );
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
        text("confirmation.title.confirming", language),
      );
    });
  }

  it("tells the buyer a second payment goes back, and offers paying again after a wrong amount", () => {
    renderPage(statusOf("paid", { pending: false, rejected: "already_paid" }));
    expect(screen.getByTestId("payment-rejected").textContent).toBe(
      text("confirmation.rejected.already_paid"),
    );
    cleanup();
    renderPage(statusOf("awaiting_payment", { pending: false, rejected: "amount_mismatch" }), "es");
    expect(screen.getByTestId("payment-rejected").textContent).toBe(
      text("confirmation.rejected.amount_mismatch", "es"),
    );
    expect(payButton()).not.toBeNull();
  });
});
