// The other pages and the frame around them: legal pages, /order, 404 and the error screen, the
// footer, sitemap.xml, robots.txt and the structured data for search engines. The account's tabs
// are in account-tabs.spec.ts.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { LANGS, PRICE, inLang, landing, privacy, t, terms } from "./support/i18n.ts";
import { SHOP_URL } from "./support/servers.ts";
import { shopConfig } from "./support/shop-config.ts";

/** Text that would show a contact placeholder that was never filled in, e.g. "{ordersEmail}". */
const PLACEHOLDER = /\{\w+\}/;

async function mainText(page: Page): Promise<string> {
  return page.getByRole("main").innerText();
}

for (const lang of LANGS) {
  test.describe(`legal pages (${lang})`, () => {
    test("/privacy has its 16 numbered sections and the configured contact details", async ({ page }) => {
      const response = await page.goto(inLang("/privacy", lang));
      expect(response?.status()).toBe(200);
      const policy = privacy[lang];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
      const sections = page.locator("[data-legal-section]");
      await expect(sections).toHaveCount(16);
      expect(policy.sections).toHaveLength(16);
      await expect(sections.getByRole("heading", { level: 2 })).toHaveText(
        policy.sections.map((section, index) => `${index + 1}. ${section.heading}`),
      );
      // The table of contents links to every section.
      const contents = page.getByRole("navigation", {
        name: `${t(lang, "legal.contents")} ${policy.title}`,
        exact: true,
      });
      await expect(contents.getByRole("link")).toHaveCount(16);

      const contact = sections.last();
      await expect(contact).toContainText(shopConfig.CONTACT_EMAIL_ORDERS);
      await expect(page.getByRole("main")).toContainText(shopConfig.CONTACT_EMAIL_ORDERS);
      if (lang === "en") {
        await expect(contact).toContainText(shopConfig.CONTACT_EMAIL_MARKETING);
        await expect(contact).toContainText(shopConfig.CONTACT_PHONE);
        await expect(contact).toContainText(shopConfig.CONTACT_ADDRESS);
      }
      expect(await mainText(page)).not.toMatch(PLACEHOLDER);
    });

    test("/terms has the Terms and Conditions and the Terms of Service with 10 sections", async ({
      page,
    }) => {
      const response = await page.goto(inLang("/terms", lang));
      expect(response?.status()).toBe(200);
      const { conditions, service } = terms[lang];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(conditions.title);
      if (lang === "en")
        expect([conditions.title, service.title]).toEqual(["Terms and Conditions", "Terms of Service"]);
      const conditionsArticle = page.getByRole("article", { name: conditions.title });
      const serviceArticle = page.getByRole("article", { name: service.title });
      await expect(serviceArticle.getByRole("heading", { level: 2, name: service.title })).toBeVisible();
      await expect(conditionsArticle.locator("[data-legal-section]")).toHaveCount(conditions.sections.length);
      // Each document has its own table of contents, named after it.
      for (const document of [conditions, service]) {
        const contents = page.getByRole("navigation", {
          name: `${t(lang, "legal.contents")} ${document.title}`,
          exact: true,
        });
        await expect(contents.getByRole("link")).toHaveCount(document.sections.length);
      }
      const serviceSections = serviceArticle.locator("[data-legal-section]");
      await expect(serviceSections).toHaveCount(10);
      await expect(serviceSections.getByRole("heading", { level: 3 })).toHaveText(
        service.sections.map((section, index) => `${index + 1}. ${section.heading}`),
      );
      await expect(serviceSections.last()).toContainText(shopConfig.CONTACT_EMAIL_ORDERS);
      expect(await mainText(page)).not.toMatch(PLACEHOLDER);
    });
  });

  test.describe(`order, 404 and error pages (${lang})`, () => {
    test("/order is a page of its own holding the order section", async ({ page }) => {
      const response = await page.goto(inLang("/order", lang));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(t(lang, "meta.order.title"));
      const section = page.locator("#reserve-form");
      await expect(section).toBeVisible();
      await expect(section.getByRole("heading", { level: 1 })).toHaveText(t(lang, "order.title"));
      await expect(section).toContainText(t(lang, "order.price", { price: PRICE }));
      await expect(section.getByRole("link", { name: shopConfig.CONTACT_EMAIL_ORDERS })).toHaveAttribute(
        "href",
        `mailto:${shopConfig.CONTACT_EMAIL_ORDERS}`,
      );
    });

    test("an unknown path answers 404 with a way home, and logs the path in the console", async ({
      page,
    }) => {
      const logged: string[] = [];
      page.on("console", (message) => logged.push(message.text()));
      const path = `/no-such-page-${lang}`;
      const response = await page.goto(inLang(path, lang));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "notFound.title"));
      if (lang === "en")
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page).toHaveTitle(t(lang, "meta.notFound.title"));
      // The 404 status keeps it out of search indexes; a second "noindex" signal is not sent (decision 002).
      await expect(page.locator("meta[name=robots]")).toHaveCount(0);
      await expect.poll(() => logged.some((line) => line.includes(path))).toBe(true);

      const home = page.getByRole("main").getByRole("link", { name: t(lang, "notFound.home"), exact: true });
      await expect(home).toHaveAttribute("href", "/");
      await waitForHydration(page);
      await home.click();
      await expect(page).toHaveURL(`${SHOP_URL}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero.title"));
    });

    test("a failure shows the error screen with status 500 and no stack trace", async ({ page }) => {
      const response = await page.goto(inLang("/__fault", lang));
      expect(response?.status()).toBe(500);
      const html = await response!.text();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "error.title"));
      if (lang === "en")
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
      await expect(page.getByRole("main")).toContainText(t(lang, "error.text"));
      await expect(page.getByRole("main").getByRole("link", { name: t(lang, "error.home") })).toHaveAttribute(
        "href",
        "/",
      );
      // The header and footer still frame the page, in its language.
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("footer")).toContainText(t(lang, "footer.privacy"));

      const shown = await page.locator("body").innerText();
      for (const text of [shown, html]) {
        expect(text).not.toContain("Deliberate failure");
        expect(text).not.toMatch(/\bat \S+ \(?(file:|\/|node:)/);
        expect(text).not.toMatch(/\.(ts|tsx|js):\d+:\d+/);
        expect(text).not.toContain("/work/");
      }
    });
  });

  test.describe(`footer and structured data (${lang})`, () => {
    test("the footer links every page, the FAQ, e-mail and three social networks, with this year", async ({
      page,
    }) => {
      await page.goto(inLang("/privacy", lang));
      const footer = page.locator("footer");
      const link = (name: string) => footer.getByRole("link", { name, exact: true });
      await expect(link(t(lang, "nav.home"))).toHaveAttribute("href", "/");
      await expect(link(t(lang, "nav.order"))).toHaveAttribute("href", "/order");
      await expect(link(t(lang, "nav.account"))).toHaveAttribute("href", "/account");
      await expect(link(t(lang, "footer.faqs"))).toHaveAttribute("href", "/#faq");
      await expect(link(t(lang, "footer.privacy"))).toHaveAttribute("href", "/privacy");
      await expect(link(t(lang, "footer.terms"))).toHaveAttribute("href", "/terms");
      await expect(link(shopConfig.CONTACT_EMAIL_MARKETING)).toHaveAttribute(
        "href",
        `mailto:${shopConfig.CONTACT_EMAIL_MARKETING}`,
      );
      const social = [
        [t(lang, "social.facebook"), shopConfig.SOCIAL_FACEBOOK_URL],
        [t(lang, "social.instagram"), shopConfig.SOCIAL_INSTAGRAM_URL],
        [t(lang, "social.youtube"), shopConfig.SOCIAL_YOUTUBE_URL],
      ] as const;
      for (const [name, href] of social) {
        await expect(link(name)).toHaveAttribute("href", href);
        await expect(link(name)).toHaveAttribute("target", "_blank");
        await expect(link(name)).toHaveAttribute("rel", /noopener/);
      }
      const year = new Date().getFullYear();
      await expect(footer).toContainText(t(lang, "footer.copyright", { year, brand: t(lang, "brand.name") }));
      await expect(footer).toContainText(String(year));

      // The links lead where they say, in the same language.
      await waitForHydration(page);
      await link(t(lang, "footer.terms")).click();
      await expect(page).toHaveURL(`${SHOP_URL}/terms`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms[lang].conditions.title);
      await link(t(lang, "nav.order")).click();
      await expect(page).toHaveURL(`${SHOP_URL}/order`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "order.title"));
      await link(t(lang, "footer.faqs")).click();
      await expect(page).toHaveURL(`${SHOP_URL}/#faq`);
      await expect(page.getByRole("heading", { name: t(lang, "faq.title") })).toBeInViewport();
      await link(t(lang, "nav.account")).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "account.title"));
    });

    test("JSON-LD: a Product at 24.95 USD and an FAQPage with the 21 questions", async ({ page }) => {
      await page.goto(inLang("/", lang));
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      const product = blocks.find((block) => block["@type"] === "Product") as
        { name: string; offers: { price: string; priceCurrency: string } } | undefined;
      expect(product).toBeDefined();
      expect(product?.name).toBe(t(lang, "brand.name"));
      expect(product?.offers.price).toBe("24.95");
      expect(product?.offers.priceCurrency).toBe("USD");

      const faq = blocks.find((block) => block["@type"] === "FAQPage") as
        { inLanguage: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      expect(faq).toBeDefined();
      expect(faq?.inLanguage).toBe(lang);
      expect(faq?.mainEntity).toHaveLength(21);
      expect(faq?.mainEntity.map((question) => question.name)).toEqual(
        landing[lang].faq.flatMap((category) => category.items.map((item) => item.question)),
      );
    });
  });
}

test("a browser whose year differs from the server's (New Year's Eve) still hydrates cleanly", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // A year ahead of the server: the footer's copyright year is the one place that reads the clock.
  await page.clock.setFixedTime(Date.now() + 366 * 24 * 60 * 60 * 1000);
  await page.goto("/privacy");
  await waitForHydration(page);
  await expect(page.locator("footer")).toContainText(
    t("en", "footer.copyright", { year: new Date().getFullYear(), brand: t("en", "brand.name") }),
  );
  expect(errors).toEqual([]);
});

test("sitemap.xml lists every page in both languages with hreflang alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const pages = ["/", "/order", "/account", "/privacy", "/terms"];
  expect(locs.sort()).toEqual(
    pages.flatMap((path) => [`${SHOP_URL}${path}`, `${SHOP_URL}${path}?lang=es`]).sort(),
  );
  for (const path of pages) {
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SHOP_URL}${path}?lang=es"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SHOP_URL}${path}"/>`);
  }
});

test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/text\/plain/);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Allow: /");
  expect(text).toContain("Disallow: /__fault");
  expect(text).toContain(`Sitemap: ${SHOP_URL}/sitemap.xml`);
});
