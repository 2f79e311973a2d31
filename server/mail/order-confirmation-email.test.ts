import { describe, expect, it } from "vitest";
import { orderConfirmationMessage, renderOrderConfirmation } from "./order-confirmation-email.ts";
import type { OrderConfirmationPayload } from "./mail-kinds.ts";
import { renderMail } from "./render-mail.ts";

const order = {
  id: "5d0f6a0e-8a55-4e0b-9d43-2f1c8a7b9e10",
  reference: "SF-7K3Q9",
  buyerName: "Ana García",
  buyerEmail: "ana@example.com",
  language: "es" as const,
  totalCents: 4491,
  currency: "USD",
};
const films = [
  { childName: "Lucía", language: "es" as const },
  { childName: "Tom", language: "en" as const },
];
const orderUrl = "https://shop.example/orders/SF-7K3Q9?token=abc&x=1";

const payload = (language: "en" | "es") =>
  orderConfirmationMessage({ ...order, language }, films, orderUrl)
    .payload as unknown as OrderConfirmationPayload;

describe("orderConfirmationMessage", () => {
  it("makes one outbox row per order, to the buyer, in the order's language", () => {
    expect(orderConfirmationMessage(order, films, orderUrl)).toEqual({
      kind: "order_confirmation",
      dedupeKey: `order_confirmation:${order.id}`,
      orderId: order.id,
      recipient: "ana@example.com",
      language: "es",
      payload: {
        reference: "SF-7K3Q9",
        buyerName: "Ana García",
        films,
        totalCents: 4491,
        currency: "USD",
        orderUrl,
      },
    });
  });
});

describe("renderOrderConfirmation", () => {
  it("writes the Spanish e-mail in Spanish, naming each film's language in Spanish", () => {
    const mail = renderOrderConfirmation(payload("es"), "es");

    expect(mail.subject).toBe("Tu pedido SF-7K3Q9 está confirmado");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Hola, Ana García:");
      expect(part).toContain("Referencia del pedido: SF-7K3Q9");
      expect(part).toContain("Un video para Lucía, en español");
      expect(part).toContain("Un video para Tom, en inglés");
      expect(part).toContain("Total pagado: $44.91");
      expect(part).toContain("suelen llegar en menos de 3 horas, y hasta en 24 horas en plena temporada");
    }
    expect(mail.text).toContain(`Ver tu pedido: ${orderUrl}`);
    expect(mail.html).toContain('<html lang="es"');
    expect(mail.html).toContain(`href="https://shop.example/orders/SF-7K3Q9?token=abc&amp;x=1"`);
  });

  it("writes the English e-mail in English", () => {
    const mail = renderOrderConfirmation(payload("en"), "en");

    expect(mail.subject).toBe("Your order SF-7K3Q9 is confirmed");
    expect(mail.html).toContain('<html lang="en"');
    expect(mail.text).toContain("A video for Lucía, in Spanish");
    expect(mail.text).toContain("A video for Tom, in English");
    expect(mail.text).toContain("Total paid: $44.91");
    expect(mail.text).toContain("usually arrive within 3 hours, and up to 24 hours in peak season");
    expect(mail.text).toContain(`View your order: ${orderUrl}`);
  });

  it("escapes what the buyer typed, so a name cannot become markup", () => {
    const hostile = {
      ...payload("en"),
      buyerName: `Eve "&" O'Neil`,
      films: [{ childName: "<script>alert(1)</script>", language: "en" as const }],
    };
    const mail = renderOrderConfirmation(hostile, "en");

    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("A video for &lt;script&gt;alert(1)&lt;/script&gt;, in English");
    expect(mail.html).toContain("Hello Eve &quot;&amp;&quot; O&#39;Neil,");
    // The text part is plain text: it shows the name as typed.
    expect(mail.text).toContain("A video for <script>alert(1)</script>, in English");
  });

  it("is what renderMail gives for the kind", () => {
    expect(renderMail("order_confirmation", payload("es"), "es")).toEqual(
      renderOrderConfirmation(payload("es"), "es"),
    );
  });
});
