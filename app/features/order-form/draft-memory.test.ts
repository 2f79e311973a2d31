// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { emptyDraft, type OrderDraft } from "#domain/order-draft.ts";
import {
  DRAFT_LIFETIME_MS,
  forgetDraft,
  forgetStaleDraft,
  keepDraft,
  keptDraft,
  staleDraftOptions,
} from "./draft-memory.ts";

const KEY = "0b7d8c1e-6a57-4c1f-9a3e-2f4d5b6c7d8e";
const draft: OrderDraft = {
  ...emptyDraft("es"),
  films: [
    {
      ...emptyDraft("es").films[0]!,
      childName: "Siobhán",
      age: "6",
      photos: ["a".repeat(22), "b".repeat(22)],
    },
    { ...emptyDraft("es").films[0]!, childName: "Leo", eyeColour: "other", eyeColourOther: "violeta" },
  ],
  buyerName: "Ana",
  confirmsAdult: true,
};

afterEach(() => localStorage.clear());

describe("the order form kept in the browser", () => {
  it("gives back the draft and its key as they were kept, for a day", () => {
    keepDraft({ draftKey: KEY, draft }, 1_000);
    expect(keptDraft(1_000 + DRAFT_LIFETIME_MS - 1)).toEqual({ draftKey: KEY, draft });
  });

  it("forgets a draft older than a day, and one forgotten on purpose", () => {
    keepDraft({ draftKey: KEY, draft }, 1_000);
    expect(keptDraft(1_000 + DRAFT_LIFETIME_MS)).toBeUndefined();
    expect(localStorage.length).toBe(0);
    keepDraft({ draftKey: KEY, draft });
    forgetDraft();
    expect(keptDraft()).toBeUndefined();
  });

  it("reads back nothing from a damaged or foreign value, and drops unknown fields", () => {
    localStorage.setItem("order-draft", "{not json");
    expect(keptDraft()).toBeUndefined();
    localStorage.setItem(
      "order-draft",
      JSON.stringify({
        savedAt: Date.now(),
        fields: [
          ["draftKey", KEY],
          ["films.0.childName", "Mia"],
          ["films.0.script", "<b>"],
          ["films.99999.childName", "x"],
        ],
      }),
    );
    const kept = keptDraft();
    expect(kept?.draft.films).toHaveLength(1);
    expect(kept?.draft.films[0]).not.toHaveProperty("script");
    expect(kept?.draft.films[0]?.childName).toBe("Mia");
  });

  it("is forgotten past its day on any page, as written into the page (no import, no outer name)", () => {
    // The page-start script runs the function's source with its options, as this does.
    const forget = new Function(`(${forgetStaleDraft.toString()})(${JSON.stringify(staleDraftOptions)})`);
    keepDraft({ draftKey: KEY, draft });
    forget();
    expect(keptDraft()).toEqual({ draftKey: KEY, draft });
    keepDraft({ draftKey: KEY, draft }, Date.now() - DRAFT_LIFETIME_MS);
    forget();
    expect(localStorage.getItem("order-draft")).toBeNull();
    localStorage.setItem("order-draft", "{not json");
    forget();
    expect(localStorage.getItem("order-draft")).toBeNull();
    localStorage.setItem("language", "es");
    forget();
    expect(localStorage.getItem("language")).toBe("es");
  });
});
