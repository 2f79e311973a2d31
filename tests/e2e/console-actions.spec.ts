// An operator's actions on an order, in both languages, on the shop server (manual production):
// a child's name fixed on a paid order, a note added, production started by hand; a paid order
// cancelled and refunded, which its buyer then reads on their own order page.
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe.ts";
import { expect, test, SCREENSHOTS } from "./support/fixtures.ts";
import { oneLanguage, t, type Lang } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";

/** A paid order of one film for `child`: its reference and the buyer's order page. */
async function paidOrder(page: Page, lang: Lang, child: string) {
  const orderPath = await seedPaidOrder(page.request, lang, 1, { childNames: [child] });
  await page.goto(orderPath);
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
  expect(reference).toMatch(/^SF-/);
  return { reference, orderPath };
}

const notice = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

// The language changes nothing this test checks: once, in Spanish (decision 070).
for (const lang of oneLanguage("es")) {
  test(`an operator fixes a child's name, adds a note and starts production (${lang})`, async ({ page }) => {
    // Four actions, two full-page screenshots and an axe scan: 20–25 s on a quiet host, 33 s once
    // beside a render, past the default 30 s.
    test.setTimeout(90_000);
    const { reference } = await paidOrder(page, lang, "Mai");
    await signInAsOperator(page, lang);
    await page.goto(`/console/orders/${reference}`);
    await expect(page.getByTestId("order-state")).toHaveText(t(lang, "console.state.paid"));

    const correction = page.locator("details", {
      has: page.getByText(t(lang, "console.actions.correct.open", { name: "Mai" })),
    });
    await correction.locator("summary").click();
    await correction.getByLabel(t(lang, "order.field.childName")).fill("Maïa");
    await correction.getByRole("button", { name: t(lang, "console.actions.correct.submit") }).click();
    await expect(notice(page)).toHaveText(t(lang, "console.actions.result.corrected", { name: "Maïa" }));

    const note = `Buyer phoned about the spelling (${lang}).`;
    await page.getByLabel(t(lang, "console.actions.note"), { exact: true }).fill(note);
    await page.getByRole("button", { name: t(lang, "console.actions.note.submit") }).click();
    await expect(notice(page)).toHaveText(t(lang, "console.actions.result.noteAdded"));
    await expect(page.getByRole("region", { name: t(lang, "console.order.timeline") })).toContainText(note);

    await page.screenshot({ path: `${SCREENSHOTS}/actions-paid-${lang}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/actions-paid-${lang}-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoViolations(page);

    await page.getByRole("button", { name: t(lang, "console.actions.start") }).click();
    await expect(notice(page)).toHaveText(t(lang, "console.actions.result.started.one", { count: 1 }));
    await expect(page.getByTestId("order-state")).toHaveText(t(lang, "console.state.in_production"));
    // Production started: neither a second start nor a refund is offered any more.
    await expect(page.getByRole("button", { name: t(lang, "console.actions.start") })).toHaveCount(0);
    await expect(page.getByRole("button", { name: t(lang, "console.actions.refund") })).toHaveCount(0);
  });

  test(`an operator cancels and refunds a paid order, and its buyer sees it refunded (${lang})`, async ({
    page,
  }) => {
    const { reference, orderPath } = await paidOrder(page, lang, "Leo");
    const operator = await signInAsOperator(page, lang);
    await page.goto(`/console/orders/${reference}`);

    const refund = page.getByRole("button", { name: t(lang, "console.actions.refund") });
    // Not ticked: the browser holds the form back, and nothing changes.
    await refund.click();
    await expect(page.getByTestId("order-state")).toHaveText(t(lang, "console.state.paid"));

    await page.getByRole("checkbox", { name: t(lang, "console.actions.confirm") }).check();
    await refund.click();
    await expect(notice(page)).toHaveText(t(lang, "console.actions.result.refunded"));
    await expect(page.getByTestId("order-state")).toHaveText(t(lang, "console.state.refunded"));
    // The history names the operator who asked, and records the provider's refund.
    const timeline = page.getByRole("region", { name: t(lang, "console.order.timeline") });
    await expect(timeline).toContainText(operator);
    await expect(timeline).toContainText(t(lang, "console.order.event.refunded").split(" ")[0] ?? "");

    await page.goto(orderPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "confirmation.title.refunded"));
  });
}
