import { describe, expect, it } from "vitest";
import { isDraftKey } from "./order-draft.ts";
import { MAX_PHOTOS_PER_FILM } from "./shop.ts";
import { MAX_FILMS_PER_ORDER, TEXT_LIMITS } from "./order-schema.ts";
import {
  applyIntent,
  emptyDraft,
  emptyFilm,
  readOrderForm,
  validateDraft,
  type FilmDraft,
  type OrderDraft,
} from "./order-form-data.ts";

const mia: FilmDraft = {
  ...emptyFilm("en"),
  childName: "Mia",
  age: "6",
  eyeColour: "blue",
  hairColour: "other",
  hairColourOther: "strawberry blonde",
};

const completeDraft = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
  films: [mia],
  buyerName: "Maria Garcia",
  buyerEmail: "maria@example.com",
  confirmsAdult: true,
  acceptsTerms: true,
  ...overrides,
});

const errorsOf = (draft: OrderDraft) => {
  const result = validateDraft(draft);
  return result.ok ? {} : result.errors;
};

const tokens = (count: number) => Array.from({ length: count }, (_, index) => `token-${index}`);

describe("readOrderForm", () => {
  it("reads every field of every film, the buyer, the key and the intent", () => {
    const { draftKey, draft, intent } = readOrderForm([
      ["draftKey", "key-1"],
      ["films.0.childName", "Mia"],
      ["films.0.namePronunciation", "Mee-ah"],
      ["films.0.age", "6"],
      ["films.0.achievements", "Tidied up"],
      ["films.0.eyeColour", "other"],
      ["films.0.eyeColourOther", "violet"],
      ["films.0.hairColour", "red"],
      ["films.0.hairColourOther", ""],
      ["films.0.wishes", "A bike"],
      ["films.0.message", "Be kind"],
      ["films.0.childEmail", "mia@example.com"],
      ["films.0.language", "es"],
      ["films.0.photos", "b"],
      ["films.0.photos", "a"],
      ["buyerName", "Maria"],
      ["buyerEmail", "maria@example.com"],
      ["confirmsAdult", "on"],
      ["acceptsTerms", "on"],
      ["intent", "submit"],
    ]);
    expect(draftKey).toBe("key-1");
    expect(intent).toEqual({ kind: "submit" });
    expect(draft).toEqual({
      films: [
        {
          childName: "Mia",
          namePronunciation: "Mee-ah",
          age: "6",
          achievements: "Tidied up",
          eyeColour: "other",
          eyeColourOther: "violet",
          hairColour: "red",
          hairColourOther: "",
          wishes: "A bike",
          message: "Be kind",
          childEmail: "mia@example.com",
          language: "es",
          photos: ["b", "a"],
        },
      ],
      buyerName: "Maria",
      buyerEmail: "maria@example.com",
      confirmsAdult: true,
      acceptsTerms: true,
    });
  });

  it("leaves unticked boxes false and missing fields empty", () => {
    const { draftKey, draft } = readOrderForm([["films.0.childName", "Mia"]]);
    expect(draftKey).toBe("");
    expect(draft.confirmsAdult).toBe(false);
    expect(draft.acceptsTerms).toBe(false);
    expect(draft.films[0]).toMatchObject({ childName: "Mia", age: "", photos: [] });
  });

  it("drops garbage and impossible indexes, and closes the gaps between films", () => {
    const { draft } = readOrderForm([
      ["films.2.childName", "Leo"],
      ["films.0.childName", "Mia"],
      [`films.${MAX_FILMS_PER_ORDER}.childName`, "Eleventh"],
      ["films.99999999999999999999.childName", "Huge"],
      ["films.-1.childName", "Negative"],
      ["films.1e1.childName", "Exponent"],
      ["films.x.childName", "Letter"],
      ["films.0.constructor", "Sneaky"],
      ["films.0.childName.extra", "Deep"],
      ["films", "Bare"],
      ["somethingElse", "Ignored"],
    ]);
    expect(draft.films.map((film) => film.childName)).toEqual(["Mia", "Leo"]);
    expect(draft.films[0]).not.toHaveProperty("constructor", "Sneaky");
  });

  it("keeps each photo once, and at most one more than allowed so validation can name the limit", () => {
    const fields = [...tokens(20), "token-0"].map((token): [string, string] => ["films.0.photos", token]);
    const { draft } = readOrderForm(fields);
    expect(draft.films[0]?.photos).toHaveLength(MAX_PHOTOS_PER_FILM + 1);
    expect(
      errorsOf(completeDraft({ films: draft.films.map((film) => ({ ...mia, photos: film.photos })) })),
    ).toEqual({ "films.0.photos": "order.error.photos" });
  });

  it("reads every intent, and treats a missing or unknown one as submit", () => {
    const intentOf = (value?: string) => readOrderForm(value === undefined ? [] : [["intent", value]]).intent;
    expect(intentOf("add-film")).toEqual({ kind: "add-film" });
    expect(intentOf("remove-film:1")).toEqual({ kind: "remove-film", index: 1 });
    expect(intentOf("remove-photo:0:abc:def")).toEqual({ kind: "remove-photo", index: 0, token: "abc:def" });
    expect(intentOf("remove-film:abc")).toEqual({ kind: "submit" });
    expect(intentOf("remove-photo:0:")).toEqual({ kind: "submit" });
    expect(intentOf("launch")).toEqual({ kind: "submit" });
    expect(intentOf()).toEqual({ kind: "submit" });
  });
});

describe("applyIntent", () => {
  it("adds a film in the site's language, up to the limit", () => {
    const two = applyIntent(emptyDraft("en"), { kind: "add-film" }, "es");
    expect(two.films.map((film) => film.language)).toEqual(["en", "es"]);
    let full = emptyDraft("en");
    for (let press = 0; press < MAX_FILMS_PER_ORDER + 3; press++) {
      full = applyIntent(full, { kind: "add-film" }, "en");
    }
    expect(full.films).toHaveLength(MAX_FILMS_PER_ORDER);
  });

  it("removes the chosen film but never the last one", () => {
    const draft = completeDraft({ films: [mia, { ...mia, childName: "Leo" }] });
    const one = applyIntent(draft, { kind: "remove-film", index: 0 }, "en");
    expect(one.films.map((film) => film.childName)).toEqual(["Leo"]);
    expect(applyIntent(one, { kind: "remove-film", index: 0 }, "en").films).toHaveLength(1);
    expect(applyIntent(draft, { kind: "remove-film", index: 7 }, "en").films).toHaveLength(2);
  });

  it("removes one photo from one film", () => {
    const draft = completeDraft({
      films: [
        { ...mia, photos: ["a", "b"] },
        { ...mia, photos: ["a"] },
      ],
    });
    const after = applyIntent(draft, { kind: "remove-photo", index: 0, token: "a" }, "en");
    expect(after.films.map((film) => film.photos)).toEqual([["b"], ["a"]]);
  });

  it("gives a draft without films one empty film, and leaves the rest alone on submit", () => {
    const after = applyIntent(completeDraft({ films: [] }), { kind: "submit" }, "es");
    expect(after.films).toEqual([emptyFilm("es")]);
    expect(after.buyerName).toBe("Maria Garcia");
  });
});

describe("validateDraft", () => {
  it("accepts a complete draft and returns the order the server stores", () => {
    const result = validateDraft(completeDraft({ films: [{ ...mia, photos: ["a", "b"], childEmail: " " }] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.films[0]).toMatchObject({
      childName: "Mia",
      age: 6,
      eyeColour: { choice: "blue" },
      hairColour: { choice: "other", other: "strawberry blonde" },
      childEmail: undefined,
      photoIds: ["a", "b"],
    });
  });

  it("names every missing field of an empty form with the form's field names", () => {
    expect(errorsOf(emptyDraft("en"))).toEqual({
      "films.0.childName": "order.error.required",
      "films.0.age": "order.error.age",
      "films.0.eyeColour": "order.error.choice",
      "films.0.hairColour": "order.error.choice",
      buyerName: "order.error.required",
      buyerEmail: "order.error.email",
      confirmsAdult: "order.error.adult",
      acceptsTerms: "order.error.terms",
    });
  });

  it("asks for the colour in words when 'other' is chosen", () => {
    expect(errorsOf(completeDraft({ films: [{ ...mia, eyeColour: "other", eyeColourOther: " " }] }))).toEqual(
      {
        "films.0.eyeColourOther": "order.error.required",
      },
    );
  });

  it("takes ages 0 to 120 only, as whole numbers, and never reads a blank age as 0", () => {
    const withAge = (age: string) => errorsOf(completeDraft({ films: [{ ...mia, age }] }));
    expect(withAge("0")).toEqual({});
    expect(withAge("120")).toEqual({});
    for (const age of ["121", "-1", "6.5", "six", "", "  "]) {
      expect(withAge(age), age).toEqual({ "films.0.age": "order.error.age" });
    }
  });

  it("enforces every length limit on its field", () => {
    const long = (limit: number) => "x".repeat(limit + 1);
    expect(
      errorsOf(
        completeDraft({
          films: [
            mia,
            {
              ...mia,
              childName: long(TEXT_LIMITS.childName),
              achievements: long(TEXT_LIMITS.achievements),
              wishes: long(TEXT_LIMITS.wishes),
              message: long(TEXT_LIMITS.message),
              hairColourOther: long(TEXT_LIMITS.colourOther),
              childEmail: `${long(TEXT_LIMITS.email)}@example.com`,
            },
          ],
          buyerName: long(TEXT_LIMITS.buyerName),
        }),
      ),
    ).toEqual({
      "films.1.childName": "order.error.tooLong",
      "films.1.achievements": "order.error.tooLong",
      "films.1.wishes": "order.error.tooLong",
      "films.1.message": "order.error.tooLong",
      "films.1.hairColourOther": "order.error.tooLong",
      "films.1.childEmail": "order.error.tooLong",
      buyerName: "order.error.tooLong",
    });
  });

  it(`allows ${MAX_PHOTOS_PER_FILM} photos a film, not ${MAX_PHOTOS_PER_FILM + 1}`, () => {
    const withPhotos = (count: number) =>
      errorsOf(completeDraft({ films: [{ ...mia, photos: tokens(count) }] }));
    expect(withPhotos(MAX_PHOTOS_PER_FILM)).toEqual({});
    expect(withPhotos(MAX_PHOTOS_PER_FILM + 1)).toEqual({ "films.0.photos": "order.error.photos" });
  });

  it("needs both of the buyer's boxes ticked and a valid address, trimmed", () => {
    expect(errorsOf(completeDraft({ confirmsAdult: false, acceptsTerms: false }))).toEqual({
      confirmsAdult: "order.error.adult",
      acceptsTerms: "order.error.terms",
    });
    expect(errorsOf(completeDraft({ buyerEmail: "maria@" }))).toEqual({ buyerEmail: "order.error.email" });
    const result = validateDraft(completeDraft({ buyerEmail: " maria@example.com " }));
    expect(result.ok && result.order.buyerEmail).toBe("maria@example.com");
  });

  it("refuses a language or colour that is not on the list", () => {
    expect(errorsOf(completeDraft({ films: [{ ...mia, language: "fr", eyeColour: "purple" }] }))).toEqual({
      "films.0.eyeColour": "order.error.choice",
      "films.0.language": "order.error.choice",
    });
  });

  it("reports a draft without films on the form as a whole", () => {
    expect(errorsOf(completeDraft({ films: [] }))).toEqual({ form: "order.error.films" });
  });
});

describe("isDraftKey", () => {
  it("takes the UUIDs browsers and the server make, and nothing else", () => {
    expect(isDraftKey("0b6d8f52-3c1e-4f7a-9b2d-5e8c1a7f3d40")).toBe(true);
    expect(isDraftKey("0B6D8F52-3C1E-4F7A-9B2D-5E8C1A7F3D40")).toBe(true);
    for (const typed of [
      "",
      "draft",
      "0b6d8f52-3c1e-4f7a-9b2d-5e8c1a7f3d4",
      "0b6d8f52-3c1e-4f7a-9b2d-5e8c1a7f3d40x",
    ]) {
      expect(isDraftKey(typed)).toBe(false);
    }
  });
});
