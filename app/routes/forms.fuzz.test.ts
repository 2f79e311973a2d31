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
import { EYE_COLOURS, HAIR_COLOURS } from "#domain/order-schema.ts";
import {
  anOrderFor,
  signedIn,
  TEST_PUBLIC_URL,
  testAuth,
  uniqueEmail,
} from "#server/accounts/account-data.test-support.ts";
import { syncChildProfiles } from "#server/accounts/child-profile-sync.ts";
import { parseConfig } from "#server/config.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import {
  childProfileCount,
  childProfileIdOf,
  expectStoredRowsValid,
  orderCount,
} from "#server/db/stored-rows-fuzz.test-support.ts";
import { createTestProvider } from "#server/payments/test-provider.ts";
import type { Services } from "#server/services.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import { servicesContext } from "../services-context.ts";
import { action as accountAction } from "./account.tsx";
import {
  CHILD_FIELDS,
  type Field,
  anyText,
  nameLike,
  ageLike,
  choiceOf,
  emailLike,
  strayFields,
  orderForm,
  validChild,
  validOrderForm,
} from "./form-bodies.test-support.ts";
import { encoding, post, statusOf } from "./form-posts.test-support.ts";
import { action as orderAction } from "./order.tsx";

const PUBLIC_URL = TEST_PUBLIC_URL;
// Test-mode payments on purpose: the checkout is not what is fuzzed here.
const config = parseConfig({ PUBLIC_URL, PAYMENTS: "test" });
// Each property's runs, per database: enough to meet the hostile shapes, few enough for `npm test`.
const RUNS = 40;
const FUZZ_TIMEOUT = 180_000;

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
      // Manual production: nothing here pays, and a paid order would wait for an operator.
      checkout: {
        db,
        payments,
        publicUrl: PUBLIC_URL,
        production: { mode: "manual" },
      } satisfies Services["checkout"],
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
