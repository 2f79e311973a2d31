// Orders for tests, made through the shared schema so they are exactly what the form would send.
import { orderSchema, type Order, type OrderInput } from "#domain/order-schema.ts";
import { priceOrder, type OrderPrice } from "#domain/pricing.ts";

export function anOrder(filmCount = 1, overrides: Partial<OrderInput> = {}): Order {
  return orderSchema.parse({
    films: Array.from({ length: filmCount }, (_, index) => ({
      childName: `Child ${index + 1}`,
      age: 5 + index,
      achievements: "Tidied the toy box every evening",
      eyeColour: { choice: "blue" },
      hairColour: { choice: "other", other: "auburn" },
      wishes: "A red bicycle",
      language: index % 2 === 0 ? "en" : "es",
    })),
    buyerName: "Ada Parent",
    buyerEmail: "ada@example.com",
    confirmsAdult: true,
    acceptsTerms: true,
    ...overrides,
  });
}

export function priceOf(order: Order): OrderPrice {
  return priceOrder(order.films.length, 20);
}
