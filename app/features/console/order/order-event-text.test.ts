// The timeline's words for each kind of history row: who did it and what it says, data included.
import { describe, expect, it } from "vitest";
import { en } from "../../../i18n/en.ts";
import { es } from "../../../i18n/es.ts";
import { fillPlaceholders, translate, type MessageValues } from "../../../i18n/translate.ts";
import type { Dictionary, MessageKey } from "../../../i18n/en.ts";
import { consoleFormats } from "./console-formats.ts";
import { eventActor, eventSentence } from "./order-event-text.ts";

const films = [{ position: 1, child: { childName: "Mia" } }] as never;

function words(dictionary: Dictionary, locale: string) {
  const t = (key: MessageKey, values?: MessageValues) => translate(dictionary, key, values);
  return {
    t,
    money: (cents: number) => `$${(cents / 100).toFixed(2)}`,
    plural: (base: string, count: number) => t(`${base}.${count === 1 ? "one" : "other"}` as MessageKey),
    ...consoleFormats(locale),
  } as never;
}

const say = (type: string, data: Record<string, unknown>, dictionary: Dictionary = en, locale = "en-US") =>
  eventSentence({ type, data }, films, words(dictionary, locale));

describe("the order's timeline in words", () => {
  it("names the operator, the customer or the system", () => {
    expect(eventActor({ type: "note_added", data: { by: { operator: "elf@x.example" } } })).toEqual({
      kind: "operator",
      email: "elf@x.example",
    });
    expect(eventActor({ type: "cancelled", data: { by: "customer" } })).toEqual({ kind: "customer" });
    expect(eventActor({ type: "order_created", data: {} })).toEqual({ kind: "customer" });
    expect(eventActor({ type: "paid", data: {} })).toEqual({ kind: "system" });
    expect(eventActor({ type: "production_started", data: {} })).toEqual({ kind: "system" });
  });

  it("says what happened with the row's amounts, films, fields and text", () => {
    expect(say("order_created", { films: 2, totalCents: 4491 })).toBe("Order placed: 2 films, $44.91");
    expect(say("refund_requested", { amountCents: 4491, attempt: 2 })).toBe(
      "Refund of $44.91 requested (attempt 2)",
    );
    expect(say("corrected", { film: 1, fields: ["childName", "age"], remake: true })).toBe(
      "Corrected film 1 (Mia): Child's name, Age; the film is made again",
    );
    expect(say("remake_started", { film: 1, reason: "upload" })).toBe(
      "Back into production for film 1 (Mia): a finished film uploaded",
    );
    expect(say("film_uploaded", { film: 1, bytes: 12_400_000, durationMs: 61_400 })).toBe(
      "Finished film uploaded for film 1 (Mia) (12.4 MB, 61 s)",
    );
    expect(say("email_resent", { recipients: 1 })).toBe("Delivery e-mail sent again to 1 recipient");
    expect(say("note_added", { text: "Called the buyer" })).toBe("Note: Called the buyer");
    expect(say("something_new", {})).toBe("something_new");
  });

  it("speaks Spanish too", () => {
    expect(say("film_uploaded", { film: 1, bytes: 12_400_000, durationMs: 61_400 }, es, "es-US")).toBe(
      fillPlaceholders(es["console.order.event.film_uploaded"], {
        film: "video 1 (Mia)",
        size: "12.4",
        seconds: "61",
      }),
    );
  });
});
