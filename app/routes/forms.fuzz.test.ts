// Form fuzzing (issue 17): arbitrary bodies, shaped like the forms and hostile (huge and unicode
// text, missing, duplicated and unknown fields, wrong types, bodies that are not forms at all), sent
// through the real route actions with real services. No post may end in a 500 or a thrown error,
// and every row the shop stored afterwards passes the domain's zod schema unchanged.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childInput } from "../../domain/child-details.ts";
import { LANGUAGES } from "../../domain/language.ts";
import {
  AGE_RANGE,
  EYE_COLOURS,
  HAIR_COLOURS,
  MAX_FILMS_PER_ORDER,
  TEXT_LIMITS,
} from "../../domain/order-schema.ts";
import {
  anOrderFor,
  signedIn,
  TEST_PUBLIC_URL,
  testAuth,
  uniqueEmail,
} from "../../server/accounts/account-data.test-support.ts";
import { syncChildProfiles } from "../../server/accounts/child-profile-sync.ts";
import { parseConfig } from "../../server/config.ts";
import { testDatabaseDrivers, useTestDatabase } from "../../server/db/databases.test-support.ts";
import {
  buyerSchema,
  childProfileCount,
  childProfileIdOf,
  expectStoredRowsValid,
  orderCount,
  STORED_DETAILS,
  storedFilmSchema,
} from "../../server/db/stored-rows-fuzz.test-support.ts";
import { createTestProvider } from "../../server/payments/test-provider.ts";
import { CLIENT_IP_HEADER } from "../../server/request-headers.ts";
import type { Services } from "../../server/services.ts";
import { createDiskStorage } from "../../server/storage/disk-storage.ts";
import { servicesContext } from "../services-context.ts";
import { action as accountAction } from "./account.tsx";
import { action as orderAction } from "./order.tsx";

const PUBLIC_URL = TEST_PUBLIC_URL;
// Test-mode payments on purpose: the checkout is not what is fuzzed here.
const config = parseConfig({ PUBLIC_URL, PAYMENTS: "test" });
// Each property's runs, per database: enough to meet the hostile shapes, few enough for `npm test`.
const RUNS = 40;
const FUZZ_TIMEOUT = 180_000;

/** The saved-child form's fields: a child profile holds no wishes, message or language. */
const CHILD_FIELDS = new Set([
  "childName",
  "age",
  "eyeColour",
  "eyeColourOther",
  "hairColour",
  "hairColourOther",
]);

// ---- What is sent -------------------------------------------------------------------------------

type Field = [name: string, value: string];

/** Text a parent, a browser or an attacker might send: plain, unicode, control characters, huge. */
const anyText = fc.oneof(
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

const nameLike = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("Mia", "José", "Zoë Ann", "李小龙", "Ø", "  Leo  ") },
  { weight: 2, arbitrary: anyText },
);
const ageLike = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: AGE_RANGE.min, max: AGE_RANGE.max }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 30 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom("6.5", " 7 ", "", "x", "1e1", "0x7") },
  { weight: 1, arbitrary: anyText },
);
const choiceOf = (choices: readonly string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...choices) }, { weight: 1, arbitrary: anyText });
const emailLike = fc.oneof(
  { weight: 3, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom("ADA@Example.COM", " ada@example.com ", "a@b", "@", "a@b@c.d") },
  { weight: 1, arbitrary: anyText },
);
const checkbox = fc.constantFrom("on", "", "off", "true", "yes");

/** One child's fields as the order form names them, each kept or dropped. */
function filmFields(index: number): fc.Arbitrary<Field[]> {
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
const strayFields: fc.Arbitrary<Field[]> = fc.array(
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

const orderForm: fc.Arbitrary<Field[]> = fc
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
const validText = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: "grapheme", minLength: 1, maxLength: max }),
      fc.string({ unit: "binary", minLength: 1, maxLength: max }),
    )
    .filter((text) => text.trim().length > 0);

const validColour = (choices: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...choices.filter((choice) => choice !== "other")).map((choice) => [choice, ""] as const),
    validText(TEXT_LIMITS.colourOther).map((words) => ["other", words] as const),
  );

/** A child's details as the form names them, kept only when the film schema accepts them. */
function validChild(prefix: string): fc.Arbitrary<Field[]> {
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

const validEmail = fc.emailAddress().filter((email) => buyerSchema.shape.buyerEmail.safeParse(email).success);

const validOrderForm: fc.Arbitrary<Field[]> = fc
  .tuple(
    fc.uuid(),
    fc
      .integer({ min: 1, max: 2 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => validChild(`films.${i}.`)))),
    validText(TEXT_LIMITS.buyerName),
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

/** How the fields travel: as the form says (multipart or urlencoded), or as something else. */
type Encoding = "multipart" | "urlencoded" | "json" | "text" | "none" | "lying-multipart";
const encoding = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Encoding>("multipart") },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Encoding>("urlencoded", "json", "text", "none", "lying-multipart"),
  },
);

let clients = 0;

function post(url: string, fields: Field[], how: Encoding, headers: Record<string, string> = {}): Request {
  clients += 1;
  const init = {
    method: "POST",
    // Each post from its own address: the per-address limits are other tests' subject.
    headers: new Headers({
      origin: PUBLIC_URL,
      [CLIENT_IP_HEADER]: `198.51.${clients % 250}.${clients % 200}`,
      ...headers,
    }),
  };
  let body: BodyInit | undefined;
  if (how === "multipart") {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    body = form;
  } else if (how === "urlencoded") {
    body = new URLSearchParams(fields);
  } else if (how === "json") {
    body = JSON.stringify(Object.fromEntries(fields));
    init.headers.set("content-type", "application/json");
  } else if (how === "text") {
    body = fields.map(([name, value]) => `${name}=${value}`).join("\n");
    init.headers.set("content-type", "text/plain");
  } else if (how === "lying-multipart") {
    body = new URLSearchParams(fields).toString();
    init.headers.set("content-type", "multipart/form-data; boundary=----never-sent");
  }
  return new Request(url, { ...init, body });
}

// ---- How the route answered ---------------------------------------------------------------------

/** The HTTP status the route's answer becomes; a thrown error (a 500) fails the property. */
async function statusOf(answer: Promise<unknown>): Promise<number> {
  try {
    const value = await answer;
    if (value instanceof Response) return value.status;
    const init = (value as { init?: { status?: number } | null } | null)?.init;
    return init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } } | null)?.init;
    if (init?.status !== undefined && (thrown as { type?: string }).type === "DataWithResponseInit")
      return init.status;
    throw thrown;
  }
}

// ---- What was stored ----------------------------------------------------------------------------

// ---- The properties -----------------------------------------------------------------------------

describe.each(testDatabaseDrivers())("forms fuzzed through the route actions on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let folder: string;
  let shop: Services;
  let context: RouterContextProvider;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "forms-fuzz-"));
    // As start-services.ts makes it: the order form's photos wait there.
    await mkdir(path.join(folder, "tmp"));
    const { db } = database();
    const payments = createTestProvider(PUBLIC_URL);
    shop = {
      config,
      db,
      storage: createDiskStorage(path.join(folder, "files")),
      payments,
      checkout: { db, payments, publicUrl: PUBLIC_URL },
      uploadsTmpDir: path.join(folder, "tmp"),
      auth: testAuth(db),
      wakeMailer: () => {},
    } as unknown as Services;
    context = new RouterContextProvider();
    context.set(servicesContext, shop);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const args = (request: Request) => ({ context, request, url: new URL(request.url), params: {} }) as never;

  it("the order form: no 500, and every order stored is a valid one", { timeout: FUZZ_TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(orderForm, encoding, async (fields, how) => {
        const status = await statusOf(orderAction(args(post(`${PUBLIC_URL}/order`, fields, how))));
        expect(status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    await expectStoredRowsValid(shop.db);
  });

  it(
    "the order form: what the schema accepts becomes an order, stored as typed",
    { timeout: FUZZ_TIMEOUT },
    async () => {
      await fc.assert(
        fc.asyncProperty(validOrderForm, async (fields) => {
          const status = await statusOf(orderAction(args(post(`${PUBLIC_URL}/order`, fields, "multipart"))));
          // Created: on to the payment.
          expect(status).toBeGreaterThanOrEqual(300);
          expect(status).toBeLessThan(400);
        }),
        { numRuns: RUNS / 2 },
      );
      await expectStoredRowsValid(shop.db);
      expect(await orderCount(shop.db)).toBeGreaterThanOrEqual(RUNS / 2);
    },
  );

  it(
    "the sign-in form: no 500, and links go only to valid addresses",
    { timeout: FUZZ_TIMEOUT },
    async () => {
      const signInForm = fc
        .tuple(
          emailLike,
          fc.oneof(fc.constant("/account"), anyText),
          fc.constantFrom("sign-in", "", "profile.save"),
          strayFields,
        )
        .map(([email, next, intent, stray]): Field[] => [
          ["intent", intent],
          ["email", email],
          ["next", next],
          ...stray,
        ])
        .chain((fields) => fc.subarray(fields, { minLength: Math.max(0, fields.length - 2) }));
      await fc.assert(
        fc.asyncProperty(signInForm, encoding, async (fields, how) => {
          const status = await statusOf(accountAction(args(post(`${PUBLIC_URL}/account`, fields, how))));
          expect(status).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
      await expectStoredRowsValid(shop.db);
    },
  );

  it(
    "the profile and saved-child forms: no 500, and every saved profile is a valid one",
    { timeout: FUZZ_TIMEOUT },
    async () => {
      const { db } = database();
      const parentEmail = uniqueEmail("fuzz-profile");
      // A paid order's child becomes a profile at sign-in: the saved-child form edits that one.
      await anOrderFor(db, parentEmail, ["Mia"]);
      const parent = await signedIn(db, shop.auth, parentEmail);
      await syncChildProfiles(db, parent.user);
      const cookie = parent.headers.get("cookie") ?? "";
      const mia = await childProfileIdOf(db, parent.user.id);
      if (!mia) throw new Error("the paid order saved no child profile");
      const profileForm = fc
        .tuple(
          fc.oneof(
            fc
              .tuple(
                nameLike,
                emailLike,
                fc.oneof(fc.constantFrom("", "+34 612 345 678", "00 1 305 555 0142"), anyText),
              )
              .map(([fullName, email, phone]): Field[] => [
                ["intent", "profile.save"],
                ["fullName", fullName],
                // Mostly the account's own address: a new one starts an e-mail change instead.
                ["email", email.length % 3 === 0 ? email : parent.user.email],
                ["phone", phone],
              ]),
            fc
              .tuple(
                nameLike,
                ageLike,
                choiceOf([...EYE_COLOURS]),
                anyText,
                choiceOf([...HAIR_COLOURS]),
                anyText,
                // A new child mostly; another's id or nonsense now and then.
                fc.oneof(
                  { weight: 4, arbitrary: fc.constant("") },
                  { weight: 1, arbitrary: fc.oneof(fc.uuid(), anyText) },
                ),
              )
              .map(([childName, age, eye, eyeOther, hair, hairOther, id]): Field[] => [
                ["intent", "child.save"],
                ["id", id],
                ["childName", childName],
                ["age", age],
                ["eyeColour", eye],
                ["eyeColourOther", eyeOther],
                ["hairColour", hair],
                ["hairColourOther", hairOther],
              ]),
          ),
          strayFields,
        )
        .map(([fields, stray]) => [...fields, ...stray])
        .chain((fields) => fc.subarray(fields, { minLength: Math.max(1, fields.length - 2) }));
      await fc.assert(
        fc.asyncProperty(profileForm, encoding, async (fields, how) => {
          const request = post(`${PUBLIC_URL}/account?tab=profile`, fields, how, { cookie });
          const status = await statusOf(accountAction(args(request)));
          expect(status).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
      // Children the schema accepts are saved, and read back as they were typed.
      const childForm = validChild("").map((fields): Field[] => [
        ["intent", "child.save"],
        ["id", mia],
        ...fields.filter(([name]) => CHILD_FIELDS.has(name)),
      ]);
      await fc.assert(
        fc.asyncProperty(childForm, async (fields) => {
          const request = post(`${PUBLIC_URL}/account?tab=profile`, fields, "multipart", { cookie });
          const answer = (await accountAction(args(request))) as { profile?: { outcome?: string } };
          expect(answer.profile?.outcome).toBe("saved");
        }),
        { numRuns: RUNS / 2 },
      );
      await expectStoredRowsValid(db);
      expect(await childProfileCount(db, parent.user.id)).toBe(1);
    },
  );

  it(
    "the correction form: no 500, and every corrected film is a valid one",
    { timeout: FUZZ_TIMEOUT },
    async () => {
      const { db } = database();
      const email = uniqueEmail("fuzz-correct");
      const order = await anOrderFor(db, email, ["Mia", "Leo"]);
      const parent = await signedIn(db, shop.auth, email);
      const cookie = parent.headers.get("cookie") ?? "";
      const correctionForm = fc
        .tuple(
          fc.oneof(fc.constantFrom("1", "2"), fc.constantFrom("0", "3", "-1", "1.5", "x", "")),
          fc.oneof(fc.constant(order.reference), anyText),
          nameLike,
          ageLike,
          choiceOf([...EYE_COLOURS]),
          anyText,
          choiceOf([...HAIR_COLOURS]),
          anyText,
          anyText,
          anyText,
          anyText,
          strayFields,
        )
        .map(
          ([
            film,
            reference,
            childName,
            age,
            eye,
            eyeOther,
            hair,
            hairOther,
            achievements,
            wishes,
            message,
            stray,
          ]): Field[] => [
            ["intent", "order.correct"],
            ["reference", reference],
            ["film", film],
            ["childName", childName],
            ["age", age],
            ["eyeColour", eye],
            ["eyeColourOther", eyeOther],
            ["hairColour", hair],
            ["hairColourOther", hairOther],
            ["achievements", achievements],
            ["wishes", wishes],
            ["message", message],
            ...stray,
          ],
        )
        .chain((fields) => fc.subarray(fields, { minLength: Math.max(1, fields.length - 2) }));
      await fc.assert(
        fc.asyncProperty(correctionForm, encoding, async (fields, how) => {
          const request = post(`${PUBLIC_URL}/account?tab=orders`, fields, how, { cookie });
          const status = await statusOf(accountAction(args(request)));
          expect(status).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
      await expectStoredRowsValid(db);
    },
  );
});
