// The console's queue as an operator uses it, in both languages: finding an order by reference,
// e-mail and child's name; filters that live in the URL; the page without JavaScript and with the
// keyboard alone; axe; and the CSV of a filtered view.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { uniqueEmail } from "./support/account.ts";
import { expectNoViolations } from "./support/axe.ts";
import { expect, tabTo, test, waitForHydration } from "./support/fixtures.ts";
import { oneLanguage, t, type Lang } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";

/** A paid order with a name to find (accented) and one a spreadsheet would run as a formula. */
async function seedQueueOrder(page: Page, lang: Lang) {
  const tag = randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 6)
    .padEnd(6, "q");
  const email = uniqueEmail(`queue-${lang}`);
  const formula = `=SUM(1+1)${tag}`;
  const child = `José ${tag}`;
  await page.goto(await seedPaidOrder(page.request, lang, 2, { email, childNames: [formula, child] }));
  const reference = ((await page.getByTestId("order-reference").textContent()) ?? "").trim();
  expect(reference).toMatch(/^SF-/);
  return { reference, email, child, formula, tag };
}

async function search(page: Page, lang: Lang, words: string) {
  await page.getByRole("searchbox", { name: t(lang, "console.queue.filter.q") }).fill(words);
  await page.getByRole("button", { name: t(lang, "console.queue.filter.apply") }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words).replace(/%20/g, "(\\+|%20)")}`));
}

const orderLink = (page: Page, reference: string) => page.getByRole("link", { name: reference, exact: true });

// Search, filters and the keyboard work alike in both languages: once, in English (decision 070).
for (const lang of oneLanguage("en")) {
  test.describe(`the console's queue (${lang})`, () => {
    test("an operator finds an order by reference, e-mail and child's name, and exports it", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const order = await seedQueueOrder(page, lang);
      await signInAsOperator(page, lang);
      await page.goto("/console");
      await expect(
        page.getByRole("heading", { level: 1, name: t(lang, "console.queue.title") }),
      ).toBeVisible();

      await search(page, lang, order.reference.slice(3).toLowerCase());
      await expect(orderLink(page, order.reference)).toBeVisible();

      await search(page, lang, order.email.split("@")[0]!.toUpperCase());
      await expect(orderLink(page, order.reference)).toBeVisible();

      await search(page, lang, `jose ${order.tag}`);
      await expect(orderLink(page, order.reference)).toBeVisible();
      const row = page.getByRole("row").filter({ has: orderLink(page, order.reference) });
      await expect(row).toContainText(order.child);
      await expect(row).toContainText(t(lang, "console.state.paid"));
      await expect(page.getByRole("table")).toHaveCount(1);
      await expectNoViolations(page);

      // The CSV of the same view: the operator's language, the order, the formula made text.
      const href = await page
        .getByRole("link", { name: t(lang, "console.queue.export") })
        .getAttribute("href");
      expect(href).toContain(`q=jose`);
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-disposition"]).toMatch(
        /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      const bytes = await response.body();
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
      expect(lines[0]).toContain(t(lang, "console.queue.csv.reference"));
      expect(lines[0]).toContain(t(lang, "console.queue.csv.buyerEmail"));
      const line = lines.find((candidate) => candidate.startsWith(order.reference));
      expect(line).toContain(order.email);
      expect(line).toContain(`,'${order.formula}; ${order.child},`);
    });

    test("filters live in the URL: they survive a reload and work without JavaScript", async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const order = await seedQueueOrder(page, lang);
      await signInAsOperator(page, lang);
      await page.goto("/console");
      await page
        .getByRole("combobox", { name: t(lang, "console.queue.filter.state"), exact: true })
        .selectOption("paid");
      await page
        .getByRole("combobox", { name: t(lang, "console.queue.filter.language"), exact: true })
        .selectOption(lang);
      await search(page, lang, order.tag);
      await expect(page).toHaveURL(/state=paid/);
      await page.reload();
      await expect(
        page.getByRole("combobox", { name: t(lang, "console.queue.filter.state"), exact: true }),
      ).toHaveValue("paid");
      await expect(
        page.getByRole("combobox", { name: t(lang, "console.queue.filter.language"), exact: true }),
      ).toHaveValue(lang);
      await expect(page.getByRole("searchbox", { name: t(lang, "console.queue.filter.q") })).toHaveValue(
        order.tag,
      );
      await expect(orderLink(page, order.reference)).toBeVisible();
      // The state's count links keep the other filters: "Cancelled" has none of these.
      await page
        .getByRole("navigation", { name: t(lang, "console.queue.states") })
        .getByRole("link", { name: t(lang, "console.state.cancelled") })
        .click();
      await expect(page.getByText(t(lang, "console.queue.empty"))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`q=${order.tag}`));

      const plain = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      try {
        const noScript = await plain.newPage();
        await noScript.goto("/console");
        await noScript
          .getByRole("searchbox", { name: t(lang, "console.queue.filter.q") })
          .fill(order.reference);
        await noScript.getByRole("searchbox", { name: t(lang, "console.queue.filter.q") }).press("Enter");
        await expect(noScript).toHaveURL(new RegExp(`q=${order.reference}`));
        await expect(orderLink(noScript, order.reference)).toBeVisible();
        // Sorting is a link too.
        await noScript.getByRole("link", { name: t(lang, "console.queue.col.total") }).click();
        await expect(noScript).toHaveURL(/sort=total/);
        await expect(
          noScript.getByRole("columnheader", { name: t(lang, "console.queue.col.total") }),
        ).toHaveAttribute("aria-sort", "descending");
        await expect(orderLink(noScript, order.reference)).toBeVisible();
      } finally {
        await plain.close();
      }
    });

    test("the keyboard alone finds an order and opens it", async ({ page }) => {
      test.setTimeout(90_000);
      const order = await seedQueueOrder(page, lang);
      await signInAsOperator(page, lang);
      await page.goto("/console");
      await waitForHydration(page);
      const searchbox = page.getByRole("searchbox", { name: t(lang, "console.queue.filter.q") });
      await tabTo(page, searchbox);
      await page.keyboard.type(order.reference);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`q=${order.reference}`));
      await tabTo(page, orderLink(page, order.reference), { limit: 60 });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/console/orders/${order.reference}$`));
    });
  });
}
