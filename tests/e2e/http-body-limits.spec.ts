// Bodies over their limit are refused before the router reads them (decision 021): 200 MB to a
// form, to the payment webhook and to the order answers 413 with the shop's page in the visitor's
// language, the server goes on answering, and a page's script shows the refusal. A path with a
// broken `%` escape is the shop's 400 page, not a 500.
import http from "node:http";
import { Readable } from "node:stream";
import type { Locator } from "@playwright/test";
import { actAsVisitor } from "./support/account.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { inLang, oneLanguage, t, type Lang } from "./support/i18n.ts";
import { SHOP_URL } from "./support/servers.ts";

const MB = 1024 * 1024;

/** `bytes` of body made as it is sent: neither side ever holds more than a chunk of it. */
function generated(bytes: number): ReadableStream {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return Readable.toWeb(
    Readable.from(
      (function* () {
        for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
      })(),
    ),
  ) as ReadableStream;
}

async function postGenerated(path: string, contentType: string, bytes: number) {
  const response = await fetch(`${SHOP_URL}${path}`, {
    method: "POST",
    body: generated(bytes),
    duplex: "half",
    headers: { "content-type": contentType },
  } as RequestInit);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Puts a long value in a field at once (typing 100 KB would take most of a test's time). */
async function typeAtOnce(field: Locator, value: string) {
  await field.evaluate((input, text) => ((input as HTMLInputElement).value = text), value);
}

async function shopStillAnswers() {
  const response = await fetch(`${SHOP_URL}/privacy`);
  expect(response.status).toBe(200);
}

const TARGETS: { path: string; type: string; lang: Lang }[] = [
  { path: "/account/sign-in", type: "application/x-www-form-urlencoded", lang: "en" },
  { path: "/payments/stripe/webhook", type: "application/json", lang: "en" },
  { path: "/order?lang=es", type: "application/x-www-form-urlencoded", lang: "es" },
];

test.describe("request bodies over their limit", () => {
  for (const { path, type, lang } of TARGETS) {
    test(`200 MB sent to ${path} without a length: 413, the translated page, the shop still up`, async () => {
      const answer = await postGenerated(path, type, 200 * MB);
      expect(answer.status).toBe(413);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.text).toContain(t(lang, "refused.413.title"));
      expect(answer.text).toContain(`<html lang="${lang}"`);
      await shopStillAnswers();
    });
  }

  test("the script's submission (.data) gets the refusal as an error its page can show", async () => {
    const answer = await postGenerated("/account.data", "application/x-www-form-urlencoded", 200 * MB);
    expect(answer.status).toBe(413);
    expect(answer.headers.get("x-remix-response")).toBe("yes");
    expect(answer.text).toContain("ErrorResponse");
    await shopStillAnswers();
  });

  test("an upload whose declared length is over the order's own limit is refused before its body", async () => {
    const request = http.request(`${SHOP_URL}/order`, {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=----refused",
        "content-length": String(400 * MB),
      },
    });
    request.flushHeaders();
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request.once("response", (response) => resolve(response.statusCode));
      request.once("error", reject);
    });
    request.destroy();
    expect(status).toBe(413);
    await shopStillAnswers();
  });

  // The refusal works alike in both languages: once, in Spanish (decision 070).
  for (const lang of oneLanguage("es")) {
    test(`a form too large to send shows the refusal, with and without the page's script (${lang})`, async ({
      page,
      browser,
    }) => {
      // Sign-in posts whatever is typed (its check is the server's): 100 KB in the address field.
      const tooLong = `${"a".repeat(100 * 1024)}@example.com`;
      await actAsVisitor(page);
      await page.goto(inLang("/account", lang));
      await waitForHydration(page);
      await typeAtOnce(page.getByLabel(t(lang, "account.signIn.email"), { exact: true }), tooLong);
      await page.getByRole("button", { name: t(lang, "account.signIn.submit") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "refused.413.title"));
      await expect(page.getByText(t(lang, "refused.413.text"))).toBeVisible();

      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        const plain = await noScript.newPage();
        await actAsVisitor(plain);
        await plain.goto(`${SHOP_URL}${inLang("/account", lang)}`);
        await typeAtOnce(plain.getByLabel(t(lang, "account.signIn.email"), { exact: true }), tooLong);
        const [response] = await Promise.all([
          plain.waitForResponse((candidate) => candidate.request().method() === "POST"),
          plain.getByRole("button", { name: t(lang, "account.signIn.submit") }).click(),
        ]);
        expect(response.status()).toBe(413);
        await expect(plain.getByRole("heading", { level: 1 })).toHaveText(t(lang, "refused.413.title"));
        await expect(plain).toHaveTitle(t(lang, "meta.refused.413.title"));
      } finally {
        await noScript.close();
      }
    });
  }
});

test.describe("paths that do not decode", () => {
  for (const path of ["/assets/entry%zz.js", "/favicon%E0%A4%A.svg", "/%zz.css", "/films/%ZZ"]) {
    test(`${path} is the shop's 400 page`, async () => {
      const response = await fetch(`${SHOP_URL}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(t("en", "refused.400.title"));
    });
  }

  test("in the visitor's language", async ({ page }) => {
    const response = await page.goto(`/foo%zz.svg?lang=es`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "refused.400.title"));
    await expect(page).toHaveTitle(t("es", "meta.refused.400.title"));
  });
});
