// A page that arrives with the answer to what the visitor did (a form posted before the page's
// modules ran) starts at that answer, and the modules starting later leave the focus and the scroll
// where the visitor has put them since: a tap then lands where it was aimed (decision 036).
import { orderCard, signIn, uniqueEmail } from "./support/account.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { holdModules } from "./support/hydration.ts";
import { oneLanguage, t } from "./support/i18n.ts";
import { seedOrder } from "./support/seed-order.ts";

test.use({ viewport: { width: 390, height: 700 } });

// The language changes nothing this test checks: once, in English (decision 070).
for (const lang of oneLanguage("en")) {
  test(`an answer that came with the page is focused as it loads, and hydrating it moves nothing (${lang})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`arrival-${lang}`);
    await signIn(page, email, lang);
    // Placed while signed in: an unpaid order shows in My Orders only then (decision 042).
    for (const name of ["Ana", "Tom", "Eve"])
      await seedOrder(page.request, lang, 1, { email, childNames: [name] });
    await page.reload();
    const release = await holdModules(page);

    // Cancel on the first card, before any module runs: the form posts and the answer is a new page.
    const ana = orderCard(page, lang, "Ana");
    await ana.getByRole("button", { name: t(lang, "account.orders.cancel") }).click();
    const question = ana.getByTestId("cancel-confirmation").getByRole("heading");
    await expect(question).toBeFocused();

    // The visitor scrolls down to the last card and presses Pay while the modules are on their way.
    const pay = orderCard(page, lang, "Eve").getByRole("button", {
      name: t(lang, "account.orders.pay", { total: "$24.95" }),
    });
    await pay.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const box = await pay.boundingBox();
    if (!box) throw new Error("Pay is not on screen");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(pay).toBeFocused();

    release();
    await waitForHydration(page);
    // Hydration's effects ran before its fibers were visible; a frame more lets any scroll land.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await expect(pay).toBeFocused();

    // The press ends where it began: the order is paid for.
    await page.mouse.up();
    await expect(page).toHaveURL(/\/checkout\/test\//);
  });
}
