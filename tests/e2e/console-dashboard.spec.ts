// The console's dashboard in both languages: today's paid order in the chart drawn on the server
// (also with JavaScript off), the same numbers in its table, axe, the keyboard, and the privacy
// policy's configured retention periods.
import { expectNoViolations } from "./support/axe.ts";
import { expect, test, SCREENSHOTS } from "./support/fixtures.ts";
import { LANGS, inLang, oneLanguage, privacy, t } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { fillPlaceholders } from "#app/i18n/translate.ts";

const today = () => new Date().toISOString().slice(0, 10);

// The chart, the table, the phone and the keyboard work alike in both languages: once, in Spanish
// (decision 070). The privacy policy's words are each language's own.
for (const lang of oneLanguage("es")) {
  test.describe(`the console's dashboard (${lang})`, () => {
    test("charts today's paid orders on the server, the table says the same, and it passes axe", async ({
      page,
    }) => {
      await signInAsOperator(page, lang);
      await seedPaidOrder(page.request, lang, 1);

      const response = await page.goto(inLang("/console/dashboard", lang));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "console.dashboard.title"));
      const figure = page.getByRole("figure", {
        name: t(lang, "console.dashboard.chart.title", { days: 30 }),
      });
      await expect(figure).toBeVisible();
      const charts = figure.getByRole("img");
      await expect(charts).toHaveCount(2);
      await expect(charts.first()).toHaveAccessibleName(/\S/);

      // Today's bar holds at least the order just paid, and the table's row for today agrees.
      const bar = figure.locator(`svg[data-chart] [data-day="${today()}"]`).first();
      const ordersToday = Number(await bar.getAttribute("data-value"));
      expect(ordersToday).toBeGreaterThanOrEqual(1);
      await figure.getByText(t(lang, "console.dashboard.chart.table")).click();
      const row = figure.locator(`[data-chart-table] tr[data-day="${today()}"]`);
      await expect(row.locator("td").first()).toHaveText(String(ordersToday));

      await expect(
        page.getByRole("heading", { name: t(lang, "console.dashboard.failed.title") }),
      ).toBeVisible();
      await expect(
        page.getByRole("heading", { name: t(lang, "console.dashboard.unsent.title") }),
      ).toBeVisible();
      await expect(
        page.getByRole("heading", { name: t(lang, "console.dashboard.retention.title") }),
      ).toBeVisible();
      await expectNoViolations(page);
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${lang}-desktop.png`, fullPage: true });
    });

    test("on a phone the page itself does not scroll sideways, and it passes axe", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAsOperator(page, lang);
      await seedPaidOrder(page.request, lang, 1);
      await page.goto(inLang("/console/dashboard", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "console.dashboard.title"));
      // On a phone the tables scroll sideways inside their panels; the page itself does not.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoViolations(page);
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${lang}-390.png`, fullPage: true });
    });

    test("without JavaScript, the same chart comes from the HTML alone", async ({ page, browser }) => {
      await signInAsOperator(page, lang);
      await seedPaidOrder(page.request, lang, 1);
      await page.goto(inLang("/console/dashboard", lang));
      const bar = page.locator(`svg[data-chart] [data-day="${today()}"]`).first();
      const ordersToday = Number(await bar.getAttribute("data-value"));
      expect(ordersToday).toBeGreaterThanOrEqual(1);

      // With the operator's cookies and no script, at least as many: other tests pay orders meanwhile.
      const plain = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      try {
        const noScript = await plain.newPage();
        await noScript.goto(inLang("/console/dashboard", lang));
        const chart = noScript.locator("svg[data-chart]").first();
        await expect(chart).toBeVisible();
        const plainBar = chart.locator(`[data-day="${today()}"]`);
        expect(Number(await plainBar.getAttribute("data-value"))).toBeGreaterThanOrEqual(ordersToday);
        await expect(plainBar.locator("rect")).toHaveAttribute("height", /^[1-9]/);
      } finally {
        await plain.close();
      }
    });

    test("the keyboard reaches every link of the dashboard", async ({ page }) => {
      await signInAsOperator(page, lang);
      await page.goto(inLang("/console/dashboard", lang));
      const main = page.getByRole("main");
      const links = await main
        .getByRole("link")
        .evaluateAll((found) => found.map((link) => (link as HTMLAnchorElement).href));
      const reached = new Set<string>();
      for (let step = 0; step < links.length + 60 && reached.size < new Set(links).size; step += 1) {
        await page.keyboard.press("Tab");
        const href = await page.evaluate(() =>
          document.activeElement instanceof HTMLAnchorElement ? document.activeElement.href : "",
        );
        if (links.includes(href)) reached.add(href);
      }
      expect([...reached].sort()).toEqual([...new Set(links)].sort());
    });
  });
}

for (const lang of LANGS) {
  test(`the privacy policy states the configured retention periods (${lang})`, async ({ page }) => {
    await page.goto(inLang("/privacy", lang));
    const retention = privacy[lang].sections.flatMap((section) => section.list ?? []);
    for (const item of retention.filter((text) => /\{(photosDays|filmDays)\}/.test(text))) {
      await expect(page.getByRole("main")).toContainText(
        fillPlaceholders(item, { photosDays: 30, filmDays: 90 }),
      );
    }
  });
}
