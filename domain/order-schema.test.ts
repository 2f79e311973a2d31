import { describe, expect, it } from "vitest";
import { MAX_PHOTOS_PER_FILM } from "./shop.ts";
import {
  MAX_FILMS_PER_ORDER,
  TEXT_LIMITS,
  orderSchema,
  type FilmInput,
  type OrderInput,
} from "./order-schema.ts";

const film = (overrides: Partial<FilmInput> = {}): FilmInput => ({
  childName: "Emma",
  age: 6,
  eyeColour: { choice: "blue" },
  hairColour: { choice: "other", other: "strawberry blonde" },
  language: "en",
  ...overrides,
});

const order = (overrides: Partial<OrderInput> = {}): OrderInput => ({
  films: [film()],
  buyerName: "Maria Garcia",
  buyerEmail: "maria@example.com",
  confirmsAdult: true,
  acceptsTerms: true,
  ...overrides,
});

const errorsOf = (input: OrderInput) => {
  const result = orderSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the order schema", () => {
  it("accepts a complete order and trims its text", () => {
    const result = orderSchema.parse(order({ buyerName: "  Maria Garcia  " }));
    expect(result.buyerName).toBe("Maria Garcia");
    expect(result.films[0]?.photoIds).toEqual([]);
  });

  it("takes the age as a whole number from 0 to 120, from form text too", () => {
    expect(orderSchema.parse(order({ films: [film({ age: "0" })] })).films[0]?.age).toBe(0);
    expect(orderSchema.parse(order({ films: [film({ age: "120" })] })).films[0]?.age).toBe(120);
    expect(errorsOf(order({ films: [film({ age: 121 })] }))).toEqual({ "films.0.age": "order.error.age" });
    expect(errorsOf(order({ films: [film({ age: 6.5 })] }))).toEqual({ "films.0.age": "order.error.age" });
    expect(errorsOf(order({ films: [film({ age: -1 })] }))).toEqual({ "films.0.age": "order.error.age" });
  });

  it("names each missing or wrong field with a translation key", () => {
    expect(
      errorsOf(
        order({
          films: [film({ childName: "  ", hairColour: { choice: "other" } })],
          buyerEmail: "maria@",
          confirmsAdult: false as true,
          acceptsTerms: false as true,
        }),
      ),
    ).toEqual({
      "films.0.childName": "order.error.required",
      "films.0.hairColour.other": "order.error.required",
      buyerEmail: "order.error.email",
      confirmsAdult: "order.error.adult",
      acceptsTerms: "order.error.terms",
    });
  });

  it("takes how the name is said as the lexicon takes a respelling: words, at most 80 characters", () => {
    const said = (namePronunciation: string) =>
      orderSchema.parse(order({ films: [film({ namePronunciation })] })).films[0]?.namePronunciation;
    expect(said("Shiv-awn")).toBe("Shiv-awn");
    expect(said("  O' Sheel \n ah ")).toBe("O' Sheel ah");
    expect(said("Zoé-Ñu")).toBe("Zoé-Ñu");
    expect(said("   ")).toBeUndefined();
    expect(orderSchema.parse(order()).films[0]?.namePronunciation).toBeUndefined();
    expect(said("a".repeat(TEXT_LIMITS.namePronunciation))).toHaveLength(80);
    for (const refused of ["Shiv-awn!", "Shiv2", "<b>Shiv</b>", "shiv.awn", "Shiv_awn"])
      expect(errorsOf(order({ films: [film({ namePronunciation: refused })] }))).toEqual({
        "films.0.namePronunciation": "order.error.respelling",
      });
    expect(errorsOf(order({ films: [film({ namePronunciation: "a".repeat(81) })] }))).toEqual({
      "films.0.namePronunciation": "order.error.tooLong",
    });
  });

  it("enforces every length limit", () => {
    const tooLong = "x".repeat(TEXT_LIMITS.wishes + 1);
    expect(errorsOf(order({ films: [film({ wishes: tooLong })] }))).toEqual({
      "films.0.wishes": "order.error.tooLong",
    });
  });

  it(`allows 0 to ${MAX_PHOTOS_PER_FILM} photos a film and 1 to ${MAX_FILMS_PER_ORDER} films`, () => {
    const photos = (count: number) => Array.from({ length: count }, (_, index) => `photo-${index}`);
    expect(errorsOf(order({ films: [film({ photoIds: photos(MAX_PHOTOS_PER_FILM) })] }))).toEqual({});
    expect(errorsOf(order({ films: [film({ photoIds: photos(MAX_PHOTOS_PER_FILM + 1) })] }))).toEqual({
      "films.0.photoIds": "order.error.photos",
    });
    expect(errorsOf(order({ films: [] }))).toEqual({ films: "order.error.films" });
  });

  it("treats an empty child e-mail as none, and checks a given one", () => {
    expect(
      orderSchema.parse(order({ films: [film({ childEmail: "" })] })).films[0]?.childEmail,
    ).toBeUndefined();
    expect(errorsOf(order({ films: [film({ childEmail: "kid@" })] }))).toEqual({
      "films.0.childEmail": "order.error.email",
    });
  });
});
