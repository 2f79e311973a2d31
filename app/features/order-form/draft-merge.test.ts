import { describe, expect, it } from "vitest";
import { emptyDraft, type OrderDraft } from "#domain/order-draft.ts";
import { mergeTypedDraft } from "./draft-merge.ts";

const served = emptyDraft("en");
const withName = (draft: OrderDraft, childName: string): OrderDraft => ({
  ...draft,
  films: draft.films.map((film, index) => (index === 0 ? { ...film, childName } : film)),
});

describe("the draft the form starts from when its scripts wake", () => {
  it("takes every field the parent typed or ticked before the scripts started", () => {
    const typed: OrderDraft = {
      ...withName(served, "Olivia"),
      buyerName: "Ana",
      acceptsTerms: true,
    };
    expect(mergeTypedDraft(served, typed)).toEqual(typed);
  });

  it("fills the form from the kept draft, and the page's own typing wins over it", () => {
    const kept: OrderDraft = {
      ...withName(served, "Mia"),
      films: [...withName(served, "Mia").films, { ...served.films[0]!, childName: "Leo", photos: ["tok"] }],
      buyerEmail: "ana@example.com",
    };
    const typed = { ...served, buyerName: "Ana" };
    const merged = mergeTypedDraft(served, typed, kept);
    expect(merged.films.map((film) => film.childName)).toEqual(["Mia", "Leo"]);
    expect(merged.films[1]?.photos).toEqual(["tok"]);
    expect(merged.buyerEmail).toBe("ana@example.com");
    expect(merged.buyerName).toBe("Ana");
    expect(mergeTypedDraft(served, withName(served, "Olivia"), kept).films[0]?.childName).toBe("Olivia");
  });

  it("keeps what the server sent where nothing was typed", () => {
    const answered = withName(served, "Lucía");
    expect(mergeTypedDraft(answered, answered)).toEqual(answered);
  });
});
