// The language switch: EN → ES changes the page at once (the tapped language marked chosen even
// before the new words arrive), is remembered in localStorage and a cookie, is served by the
// server on the next visit (no flash of English), and works without JS.
import { blockThirdParties, expect, test, waitForHydration } from "./support/fixtures.ts";
import { SHOP_URL } from "./support/servers.ts";
import { t, terms } from "./support/i18n.ts";

const switchTo = (lang: "en" | "es") => `header nav[aria-label] a[hreflang=${lang}]:visible`;

test("switching EN → ES changes the text and <html lang>, and saves the choice", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "hero.title"));
  const language = page.getByRole("navigation", { name: t("en", "nav.language") });
  await expect(language.getByRole("link", { name: /en/i }).first()).toHaveAttribute("aria-current", "true");

  await page.locator(switchTo("es")).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "hero.title"));
  await expect(page.getByRole("link", { name: t("es", "hero.order") })).toBeVisible();
  await expect(page.locator("section#faq h2")).toHaveText(t("es", "faq.title"));
  await expect(page).toHaveTitle(t("es", "meta.home.title"));
  await expect(page).toHaveURL(/[?&]lang=es/);
  await expect(page.locator(switchTo("es"))).toHaveAttribute("aria-current", "true");

  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
  const cookie = (await context.cookies(SHOP_URL)).find((c) => c.name === "language");
  expect(cookie?.value).toBe("es");

  // Back to English the same way.
  await page.locator(switchTo("en")).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "hero.title"));
  await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("en");
});

test("on a slow connection the tapped language is marked chosen at once, before the page changes", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  // The page's words in the other language arrive two seconds after they are asked for.
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.locator(switchTo("es")).click();
  await expect(page.locator(switchTo("es"))).toHaveAttribute("aria-current", "true", { timeout: 1000 });
  await expect(page.locator(switchTo("en"))).not.toHaveAttribute("aria-current", "true");
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator(switchTo("es"))).toHaveAttribute("aria-current", "true");
});

test("after a reload the server renders Spanish, with no flash of English", async ({ page, context }) => {
  await page.goto("/privacy");
  await waitForHydration(page);
  await page.locator(switchTo("es")).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // A fresh request without ?lang, carrying only the cookie: the raw HTML is already Spanish.
  const cookies = await context.cookies(SHOP_URL);
  const header = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  expect(header).toContain("language=es");
  const response = await page.request.get("/", { headers: { cookie: header } });
  const html = await response.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain(`<title>${t("es", "meta.home.title")}</title>`);
  expect(html).toContain(t("es", "hero.title"));
  expect(html).not.toContain(t("en", "hero.title"));

  // And in the browser: reload the page without the parameter.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "hero.title"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "hero.title"));
});

test("a choice saved only in localStorage is honoured on the next visit", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => localStorage.setItem("language", "es"));
  await context.clearCookies();
  await page.goto("/account");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "account.title"));
  const cookie = (await context.cookies(SHOP_URL)).find((c) => c.name === "language");
  expect(cookie?.value).toBe("es");
});

for (const path of ["/", "/order", "/account", "/privacy", "/terms"]) {
  test(`${path} names its English and Spanish alternates (hreflang)`, async ({ page }) => {
    for (const lang of ["en", "es"] as const) {
      await page.goto(`${path}?lang=${lang}`);
      const alternate = (hreflang: string) =>
        page.locator(`head link[rel=alternate][hreflang="${hreflang}"]`);
      await expect(alternate("en")).toHaveAttribute("href", `${SHOP_URL}${path}`);
      await expect(alternate("es")).toHaveAttribute("href", `${SHOP_URL}${path}?lang=es`);
      await expect(alternate("x-default")).toHaveAttribute("href", `${SHOP_URL}${path}`);
      await expect(page.locator("head link[rel=canonical]")).toHaveAttribute(
        "href",
        lang === "en" ? `${SHOP_URL}${path}` : `${SHOP_URL}${path}?lang=es`,
      );
    }
  });
}

test("the switch works without JavaScript, through its links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: SHOP_URL });
  await blockThirdParties(context);
  try {
    const page = await context.newPage();
    await page.goto("/terms");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.en.conditions.title);

    await page.locator(switchTo("es")).click();
    await expect(page).toHaveURL(/\/terms\?lang=es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.es.conditions.title);
    await expect(page.locator("footer")).toContainText(t("es", "footer.privacy"));

    // The server saved the choice in the cookie: the next page is Spanish without the parameter.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "hero.title"));

    await page.locator(switchTo("en")).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "hero.title"));
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "account.title"));
  } finally {
    await context.close();
  }
});

for (const lang of ["en", "es"] as const) {
  test(`moving between the shop and the account without a reload brings each one's words (${lang})`, async ({
    page,
  }) => {
    // The shop's pages carry only the shop's messages; the account's come with the first page under it.
    await page.goto(lang === "en" ? "/" : "/?lang=es");
    await waitForHydration(page);
    const navigation = page.getByRole("banner").getByRole("navigation", { name: t(lang, "nav.main") });
    await navigation.getByRole("link", { name: t(lang, "nav.account") }).click();
    await expect(page).toHaveURL(/\/account/);
    await expect(page.getByRole("heading", { name: t(lang, "account.signIn.title") })).toBeVisible();
    await expect(page.getByRole("button", { name: t(lang, "account.signIn.submit") })).toBeVisible();

    await navigation.getByRole("link", { name: t(lang, "nav.home") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero.title"));
    await expect(page.getByRole("heading", { name: t(lang, "faq.title") })).toBeVisible();
  });
}
