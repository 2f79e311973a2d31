import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { ORDER_ERROR_KEYS } from "#domain/order-schema.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the en and es dictionaries", () => {
  it("have exactly the same keys", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it("have no empty message", () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(es)]) {
      expect(text.trim(), key).not.toBe("");
    }
  });

  it("use the same placeholders in both languages", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it("really translate: Spanish differs from English outside names and brands", () => {
    const same = (Object.keys(en) as (keyof typeof en)[]).filter((key) => en[key] === es[key]);
    expect(same.sort()).toEqual(
      [
        "brand.name",
        "footer.legal",
        "social.facebook",
        "social.instagram",
        "social.youtube",
        // Units and symbols, the same in both languages.
        "devOutbox.kilobytes",
        "console.dashboard.wait.days",
        "console.dashboard.wait.hours",
        "console.dashboard.wait.minutes",
        "console.order.film.fileSize",
        "console.order.film.none",
        // An event type the console does not know yet, shown as the history names it.
        "console.order.event.other",
        // Words Spanish spells as English does.
        "console.dashboard.chart.total",
        "console.mode.manual",
        "console.order.subtotal",
        "console.order.total",
      ].sort(),
    );
  });
});

describe("the order form's error messages", () => {
  it("exist in both languages for every error the order schema can raise", () => {
    for (const key of ORDER_ERROR_KEYS) {
      expect(en[key], key).toBeTruthy();
      expect(es[key], key).toBeTruthy();
    }
  });
});
