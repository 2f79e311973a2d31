import { describe, expect, it } from "vitest";
import { isDrawnInFilm, withoutDirectionControls } from "./film-text.ts";
import { validateDraft } from "./order-form-data.ts";
import { emptyDraft, type OrderDraft } from "./order-draft.ts";

const order = (film: Partial<OrderDraft["films"][number]>): OrderDraft => {
  const draft = emptyDraft("en");
  return {
    ...draft,
    films: [
      { ...draft.films[0]!, childName: "Mia", age: "6", eyeColour: "blue", hairColour: "red", ...film },
    ],
    buyerName: "Ana",
    buyerEmail: "ana@example.com",
    confirmsAdult: true,
    acceptsTerms: true,
  };
};

describe("text a film can draw", () => {
  it("draws Latin, Greek, Cyrillic, Armenian and Georgian letters with their accents, digits and emoji", () => {
    for (const text of ["Olivia", "Zoë", "Łucja", "José\u0301", "Дарья", "Νίκος", "Անի", "ნინო", "Mia 🎄 3!"])
      expect(isDrawnInFilm(text), text).toBe(true);
  });

  it("does not draw Devanagari, Thai, Han, Hebrew or Arabic", () => {
    for (const text of ["ओलिविया", "สมชาย", "李小龙", "שרה", "محمد"])
      expect(isDrawnInFilm(text), text).toBe(false);
  });

  it("drops every mark that changes the direction of a line, and keeps joiners", () => {
    expect(withoutDirectionControls("\u202EaiviLO\u202C \u2067Mia\u2069\u200F")).toBe("aiviLO Mia");
    expect(withoutDirectionControls("a\u200Db\u200Cc")).toBe("a\u200Db\u200Cc");
  });
});

describe("the order form's check of a child's text", () => {
  it("refuses a name or message the film cannot draw, with its own message, before payment", () => {
    const result = validateDraft(order({ childName: "ओलिविया", message: "สุขสันต์วันคริสต์มาส" }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors["films.0.childName"]).toBe("order.error.script");
      expect(result.errors["films.0.message"]).toBe("order.error.script");
    }
  });

  it("keeps a name as typed once its direction marks are gone", () => {
    const result = validateDraft(order({ childName: "\u202EMia\u202C", wishes: "\u2066A kite\u2069" }));
    expect(result.ok && result.order.films[0]?.childName).toBe("Mia");
    expect(result.ok && result.order.films[0]?.wishes).toBe("A kite");
  });
});
