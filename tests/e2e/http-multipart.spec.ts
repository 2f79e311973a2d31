// Multipart bodies that are broken as multipart (decision 021): no boundary, a part that never
// ends, 10,000 tiny fields. Every form that takes files answers each with a clear 4xx in the
// visitor's language and goes on serving; the photo picker's answer is a key its script translates.
import type { APIRequestContext } from "@playwright/test";
import { PHOTO_ERROR_KEYS } from "#domain/photo-rules.ts";
import { randomClientIp } from "./support/account.ts";
import { expect, test } from "./support/fixtures.ts";
import { inLang, t, type Lang } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { SHOP_URL } from "./support/servers.ts";

const BOUNDARY = "----malformed-7MA4YWxkTrZu0gW";
const DRAFT_KEY = "4b0c5a0e-0d1e-4d0e-8a7e-1f6b2c3d4e5f";
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** Each broken body, with the status class and the message key the forms answer it with. */
const BROKEN = [
  { name: "no boundary", type: "multipart/form-data", body: `--x\r\n\r\n`, status: 400 },
  {
    name: "a part that never ends",
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body:
      part("draftKey", DRAFT_KEY) +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n${"\xff".repeat(4000)}`,
    status: 400,
  },
  {
    name: "10,000 tiny fields",
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body:
      Array.from({ length: 10_000 }, (_, index) => part(`f${index}`, "v")).join("") + `--${BOUNDARY}--\r\n`,
    status: 413,
  },
  {
    name: "a message of 20,000 characters",
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: part("draftKey", DRAFT_KEY) + part("films.0.message", "x".repeat(20_000)) + `--${BOUNDARY}--\r\n`,
    status: 413,
    formKey: "order.error.fieldTooLarge",
  },
] as const;

async function post(request: APIRequestContext, path: string, type: string, body: string) {
  return request.post(path, {
    headers: { "content-type": type, "x-forwarded-for": randomClientIp(), origin: SHOP_URL },
    data: Buffer.from(body, "latin1"),
    maxRedirects: 0,
  });
}

async function shopStillAnswers(request: APIRequestContext) {
  expect((await request.get("/privacy")).status()).toBe(200);
}

for (const broken of BROKEN) {
  test(`the photo picker answers ${broken.name} with ${broken.status} and a key it translates`, async ({
    request,
  }) => {
    const response = await post(request, "/order/photos", broken.type, broken.body);
    expect(response.status()).toBe(broken.status);
    const { error } = (await response.json()) as { error: (typeof PHOTO_ERROR_KEYS)[number] };
    expect(PHOTO_ERROR_KEYS).toContain(error);
    expect(t("es", error)).not.toBe(t("en", error));
    await shopStillAnswers(request);
  });

  for (const lang of ["en", "es"] as Lang[]) {
    test(`the order form without scripts answers ${broken.name} with ${broken.status}, its message in ${lang}`, async ({
      request,
    }) => {
      const response = await post(request, inLang("/order", lang), broken.type, broken.body);
      expect(response.status()).toBe(broken.status);
      const page = await response.text();
      expect(page).toContain(`<html lang="${lang}"`);
      const key =
        "formKey" in broken
          ? broken.formKey
          : broken.status === 413
            ? "photo.error.request"
            : "photo.error.upload";
      expect(page).toContain(t(lang, key));
      await shopStillAnswers(request);
    });
  }
}

test("the name library answers each broken upload with 4xx and its message", async ({ page }) => {
  await signInAsOperator(page, "es");
  for (const broken of BROKEN) {
    const response = await post(page.request, "/console/names?lang=es", broken.type, broken.body);
    expect(response.status(), broken.name).toBeGreaterThanOrEqual(400);
    expect(response.status(), broken.name).toBeLessThan(500);
    const key = broken.status === 413 ? "console.names.error.tooBig" : "console.names.error.upload";
    expect(await response.text(), broken.name).toContain(t("es", key, { mb: 20 }).split("{")[0]!);
  }
  await page.goto(`${SHOP_URL}/console/names`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
