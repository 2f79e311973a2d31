// The bodies the form fuzzing sends (app/routes/forms.fuzz.test.ts): fast-check arbitraries shaped
// like the shop's forms, valid and hostile. How they travel is form-posts.test-support.ts.
import fc from "fast-check";
import { childInput } from "#domain/child-details.ts";
import { LANGUAGES } from "#domain/language.ts";
import {
  AGE_RANGE,
  EYE_COLOURS,
  HAIR_COLOURS,
  MAX_FILMS_PER_ORDER,
  TEXT_LIMITS,
} from "#domain/order-schema.ts";
import { buyerSchema, STORED_DETAILS, storedFilmSchema } from "#server/db/stored-rows-fuzz.test-support.ts";

/** The saved-child form's fields: a child profile holds no wishes, message or language. */
export const CHILD_FIELDS = new Set([
  "childName",
  "age",
  "eyeColour",
  "eyeColourOther",
  "hairColour",
  "hairColourOther",
]);

// ---- What is sent -------------------------------------------------------------------------------

export type Field = [name: string, value: string];

/** Text a parent, a browser or an attacker might send: plain, unicode, control characters, huge. */
export const anyText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "",
      "   ",
      "\u0000",
      "<script>alert(1)</script>",
      "'; drop table orders; --",
      "%00%ff",
      "\u202e\u200b\ufeff",
      "👨‍👩‍👧‍👦".repeat(50),
      "-1",
      "1e400",
      "NaN",
      "[object Object]",
      "a".repeat(5_000),
    ),
  },
  // Far past every text limit; the form's own limits or the body's answer, never a crash.
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 200_000 }).map((length) => "é".repeat(length)) },
);

export const nameLike = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("Mia", "José", "Zoë Ann", "李小龙", "Ø", "  Leo  ") },
  { weight: 2, arbitrary: anyText },
);
export const ageLike = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: AGE_RANGE.min, max: AGE_RANGE.max }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 30 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom("6.5", " 7 ", "", "x", "1e1", "0x7") },
  { weight: 1, arbitrary: anyText },
);
export const choiceOf = (choices: readonly string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...choices) }, { weight: 1, arbitrary: anyText });
export const emailLike = fc.oneof(
  { weight: 3, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom("ADA@Example.COM", " ada@example.com ", "a@b", "@", "a@b@c.d") },
  { weight: 1, arbitrary: anyText },
);
export const checkbox = fc.constantFrom("on", "", "off", "true", "yes");

/** One child's fields as the order form names them, each kept or dropped. */
export function filmFields(index: number): fc.Arbitrary<Field[]> {
  const prefix = `films.${index}.`;
  const fields: Record<string, fc.Arbitrary<string>> = {
    childName: nameLike,
    age: ageLike,
    eyeColour: choiceOf([...EYE_COLOURS]),
    eyeColourOther: anyText,
    hairColour: choiceOf([...HAIR_COLOURS]),
    hairColourOther: anyText,
    achievements: anyText,
    wishes: anyText,
    message: anyText,
    childEmail: fc.oneof(fc.constant(""), emailLike),
    language: choiceOf([...LANGUAGES, "fr"]),
    photos: fc.oneof(fc.uuid(), anyText),
  };
  return fc
    .record(fields, { requiredKeys: ["childName", "age", "eyeColour", "hairColour", "language"] })
    .map((record) =>
      Object.entries(record).flatMap(([name, value]): Field[] =>
        value === undefined ? [] : [[`${prefix}${name}`, value]],
      ),
    );
}

/** Unknown names, duplicates of known ones, indexes past the limits. */
export const strayFields: fc.Arbitrary<Field[]> = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(
        "buyerEmail",
        "films.0.childName",
        "films.0.age",
        `films.${MAX_FILMS_PER_ORDER}.childName`,
        "films.99999999999.age",
        "films.-1.childName",
        "films..childName",
        "films.0",
        "__proto__",
        "constructor",
        "films.0.__proto__",
        "draftKey",
        "intent",
      ),
      anyText,
    ),
    anyText,
  ),
  { maxLength: 6 },
);

export const orderForm: fc.Arbitrary<Field[]> = fc
  .tuple(
    fc.oneof(fc.uuid(), anyText),
    fc
      .integer({ min: 1, max: 3 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => filmFields(i)))),
    nameLike,
    emailLike,
    checkbox,
    checkbox,
    fc.oneof(
      { weight: 4, arbitrary: fc.constant("submit") },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "add-film",
          "remove-film:0",
          "remove-film:7",
          "remove-photo:0:x",
          "remove-photo:",
          "",
        ),
      },
      { weight: 1, arbitrary: anyText },
    ),
    strayFields,
  )
  .map(([draftKey, children, buyerName, buyerEmail, adult, terms, intent, stray]) => [
    ["draftKey", draftKey] as Field,
    ...children.flat(),
    ["buyerName", buyerName] as Field,
    ["buyerEmail", buyerEmail] as Field,
    ["confirmsAdult", adult] as Field,
    ["acceptsTerms", terms] as Field,
    ["intent", intent] as Field,
    ...stray,
  ])
  .chain((fields) => fc.subarray(fields, { minLength: Math.max(0, fields.length - 3) }));

// ---- Forms the schemas accept, in every shape of text they accept --------------------------------

/** Text of up to `max` characters with something besides spaces: any script, emoji, combining marks. */
export const validText = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: "grapheme", minLength: 1, maxLength: max }),
      fc.string({ unit: "binary", minLength: 1, maxLength: max }),
    )
    .filter((text) => text.trim().length > 0);

export const validColour = (choices: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...choices.filter((choice) => choice !== "other")).map((choice) => [choice, ""] as const),
    validText(TEXT_LIMITS.colourOther).map((words) => ["other", words] as const),
  );

/** A child's details as the form names them, kept only when the film schema accepts them. */
export function validChild(prefix: string): fc.Arbitrary<Field[]> {
  return fc
    .record({
      childName: validText(TEXT_LIMITS.childName),
      age: fc.integer({ min: AGE_RANGE.min, max: AGE_RANGE.max }).map(String),
      eye: validColour(EYE_COLOURS),
      hair: validColour(HAIR_COLOURS),
      achievements: fc.oneof(fc.constant(""), validText(TEXT_LIMITS.achievements)),
      wishes: fc.oneof(fc.constant(""), validText(TEXT_LIMITS.wishes)),
      message: fc.oneof(fc.constant(""), validText(TEXT_LIMITS.message)),
      language: fc.constantFrom(...LANGUAGES),
    })
    .map(({ eye, hair, ...rest }) => ({
      ...rest,
      eyeColour: eye[0],
      eyeColourOther: eye[1],
      hairColour: hair[0],
      hairColourOther: hair[1],
    }))
    .filter((child) => storedFilmSchema.safeParse(childInput(child as never, STORED_DETAILS)).success)
    .map((child) => Object.entries(child).map(([name, value]): Field => [`${prefix}${name}`, value]));
}

export const validEmail = fc
  .emailAddress()
  .filter((email) => buyerSchema.shape.buyerEmail.safeParse(email).success);

/** A buyer's name the schema keeps: one of NUL characters alone is none (they are dropped). */
const validBuyerName = validText(TEXT_LIMITS.buyerName).filter(
  (name) => buyerSchema.shape.buyerName.safeParse(name).success,
);

export const validOrderForm: fc.Arbitrary<Field[]> = fc
  .tuple(
    fc.uuid(),
    fc
      .integer({ min: 1, max: 2 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => validChild(`films.${i}.`)))),
    validBuyerName,
    validEmail,
  )
  .map(([draftKey, children, buyerName, buyerEmail]) => [
    ["draftKey", draftKey] as Field,
    ...children.flat(),
    ["buyerName", buyerName] as Field,
    ["buyerEmail", buyerEmail] as Field,
    ["confirmsAdult", "on"] as Field,
    ["acceptsTerms", "on"] as Field,
    ["intent", "submit"] as Field,
  ]);
