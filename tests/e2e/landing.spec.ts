// The landing page: its ten sections in the spec's order, with the real copy in each language.
import { EXAMPLE_DURATIONS } from "#domain/shop.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { LANGS, PRICE, inLang, landing, t } from "./support/i18n.ts";

const SECTION_ORDER = [
  "hero-title",
  "how-title",
  "journey-title",
  "countdown-title",
  "examples-title",
  "values-title",
  "testimonials-title",
  "faq-title",
  "order-title",
  "cta-title",
];

for (const lang of LANGS) {
  test.describe(`landing page (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(inLang("/", lang));
    });

    test("shows the ten sections in order, each with its title", async ({ page }) => {
      const main = page.getByRole("main");
      const sections = main.locator(":scope > section");
      await expect(sections).toHaveCount(10);
      expect(await sections.evaluateAll((all) => all.map((s) => s.getAttribute("aria-labelledby")))).toEqual(
        SECTION_ORDER,
      );
      const titles = [
        t(lang, "hero.title"),
        t(lang, "how.title"),
        t(lang, "journey.title"),
        t(lang, "countdown.title"),
        t(lang, "examples.title"),
        t(lang, "values.title"),
        t(lang, "testimonials.title"),
        t(lang, "faq.title"),
        t(lang, "order.title"),
        t(lang, "cta.title"),
      ];
      for (const [index, title] of titles.entries()) {
        await expect(sections.nth(index).getByRole("heading", { name: title, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero.title"));
    });

    test("hero: the price badge, its copy and two buttons to the order form and to how it works", async ({
      page,
    }) => {
      const hero = page.locator("section[aria-labelledby=hero-title]");
      await expect(hero.getByText(t(lang, "hero.badge", { price: PRICE }), { exact: true })).toBeVisible();
      await expect(hero).toContainText(PRICE);
      await expect(hero).toContainText(t(lang, "hero.description"));
      await expect(hero).toContainText(t(lang, "hero.secure"));
      await expect(hero).toContainText(t(lang, "hero.fast", { hours: 3 }));

      const order = hero.getByRole("link", { name: t(lang, "hero.order"), exact: true });
      const how = hero.getByRole("link", { name: t(lang, "hero.how"), exact: true });
      await expect(order).toHaveAttribute("href", /#reserve-form$/);
      await expect(how).toHaveAttribute("href", /#how-it-works$/);

      await waitForHydration(page);
      await how.click();
      await expect(page).toHaveURL(/#how-it-works$/);
      await expect(
        page.locator("#how-it-works").getByRole("heading", { name: t(lang, "how.title") }),
      ).toBeInViewport();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);

      await page.getByRole("link", { name: t(lang, "hero.order"), exact: true }).click();
      await expect(page).toHaveURL(/#reserve-form$/);
      await expect(
        page.locator("#reserve-form").getByRole("heading", { name: t(lang, "order.title") }),
      ).toBeInViewport();
      // Following the button keeps the page in its language.
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });

    test.describe("with motion allowed", () => {
      // The suite's default is reduced motion (decision 032), under which the film never starts.
      test.use({ reducedMotion: "no-preference" });

      test("hero: a muted looping background video over a poster image", async ({ page }) => {
        const hero = page.locator("section[aria-labelledby=hero-title]");
        const video = hero.locator("video");
        await expect(video).toHaveCount(1);
        expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop }))).toEqual({
          muted: true,
          loop: true,
        });
        const poster = hero.locator("img[src*='hero-poster']");
        await expect(poster).toBeVisible();
        await expect
          .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        // After the page has loaded, the film itself starts playing, silently, and loops.
        await expect
          .poll(() => video.evaluate((v: HTMLVideoElement) => !!v.currentSrc && !v.paused && v.muted), {
            timeout: 10_000,
          })
          .toBe(true);
      });
    });

    test("how it works has 4 steps and the journey 6, with the real copy", async ({ page }) => {
      const how = page.locator("#how-it-works ol > li");
      await expect(how).toHaveCount(4);
      for (const [index, step] of landing[lang].howItWorks.entries()) {
        await expect(how.nth(index)).toContainText(t(lang, "how.step", { number: index + 1 }));
        await expect(how.nth(index).getByRole("heading")).toHaveText(step.title);
        await expect(how.nth(index)).toContainText(step.description);
      }
      const journey = page.locator("section[aria-labelledby=journey-title] ol > li");
      await expect(journey).toHaveCount(6);
      for (const [index, step] of landing[lang].journey.entries()) {
        await expect(journey.nth(index).getByRole("heading")).toHaveText(step.title);
        if (step.highlight) await expect(journey.nth(index)).toContainText(step.highlight);
      }
    });

    test("the countdown shows days, hours, minutes and seconds", async ({ page }) => {
      const timer = page.getByRole("timer");
      await expect(timer).toHaveAccessibleName(t(lang, "countdown.title"));
      const units = timer.locator("[data-unit]");
      await expect(units).toHaveCount(4);
      expect(await units.evaluateAll((all) => all.map((u) => u.getAttribute("data-unit")))).toEqual([
        "days",
        "hours",
        "minutes",
        "seconds",
      ]);
      for (const unit of ["days", "hours", "minutes", "seconds"] as const) {
        const label = timer.locator(`[data-unit=${unit}] span`).nth(1);
        const one = t(lang, `countdown.${unit}.one`);
        const other = t(lang, `countdown.${unit}.other`);
        expect([one, other]).toContain((await label.textContent())?.trim());
        await expect(timer.locator(`[data-unit=${unit}] span`).first()).toHaveText(/^\d+$/);
      }
    });

    test("six example cards with their titles and durations in order", async ({ page }) => {
      const cards = page.locator("section[aria-labelledby=examples-title] li");
      await expect(cards).toHaveCount(6);
      await expect(cards.getByTestId("duration")).toHaveText([
        "2:20",
        "3:00",
        "2:15",
        "2:20",
        "2:45",
        "2:15",
      ]);
      for (const [index, film] of landing[lang].examples.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading")).toHaveText(film.title);
        await expect(card).toContainText(film.description);
        await expect(
          card.getByRole("link", { name: t(lang, "examples.watch", { title: film.title }) }),
        ).toBeVisible();
        // Screen readers hear the duration as words too.
        await expect(card).toContainText(
          t(lang, "examples.duration", { duration: EXAMPLE_DURATIONS[index] ?? "" }),
        );
        await expect(card.locator("img")).toHaveAttribute("src", `/media/example-${index + 1}.webp`);
      }
    });

    test("five values and three testimonials, each rated 5 out of 5 stars", async ({ page }) => {
      const values = page.locator("section[aria-labelledby=values-title] li");
      await expect(values).toHaveCount(5);
      await expect(values.getByRole("heading")).toHaveText(landing[lang].values.map((value) => value.title));

      const testimonials = page.locator("section[aria-labelledby=testimonials-title] li");
      await expect(testimonials).toHaveCount(3);
      for (const [index, testimonial] of landing[lang].testimonials.entries()) {
        const item = testimonials.nth(index);
        await expect(
          item.getByRole("img", { name: t(lang, "testimonials.rating", { rating: 5 }), exact: true }),
        ).toBeVisible();
        await expect(item.locator("svg")).toHaveCount(5);
        await expect(item).toContainText(testimonial.name);
        await expect(item).toContainText(testimonial.location);
        await expect(item.locator("blockquote")).toHaveText(testimonial.text);
      }
      const rating = lang === "en" ? "5 out of 5 stars" : "5 de 5 estrellas";
      await expect(page.getByRole("img", { name: rating, exact: true })).toHaveCount(3);
    });

    test("FAQ: 21 questions in five categories of 4, 4, 6, 5 and 2", async ({ page }) => {
      const faq = page.locator("section#faq");
      const categories = faq.locator("[data-faq-category]");
      await expect(categories).toHaveCount(5);
      const content = landing[lang].faq;
      expect(content.map((category) => category.items.length)).toEqual([4, 4, 6, 5, 2]);
      for (const [index, category] of content.entries()) {
        const shown = categories.nth(index);
        await expect(shown.getByRole("heading")).toHaveText(category.title);
        await expect(shown.locator("details > summary")).toHaveText(
          category.items.map((item) => item.question),
        );
      }
      await expect(faq.locator("details")).toHaveCount(21);
      // All collapsed at first.
      await expect(faq.locator("details[open]")).toHaveCount(0);
    });

    test("order section #reserve-form titled Join Santa's magical list, then the final call to action", async ({
      page,
    }) => {
      const order = page.locator("section#reserve-form");
      await expect(order.getByRole("heading", { level: 2 })).toHaveText(t(lang, "order.title"));
      expect(t(lang, "order.title")).toBe(
        lang === "en" ? "Join Santa's magical list" : "Únete a la lista mágica de Santa",
      );
      await expect(order).toContainText(t(lang, "order.price", { price: PRICE }));
      await expect(order).toContainText(t(lang, "order.description", { photos: 10 }));

      const cta = page.locator("section[aria-labelledby=cta-title]");
      await expect(cta).toContainText(t(lang, "cta.description"));
      await expect(cta.getByRole("link", { name: t(lang, "cta.button") })).toHaveAttribute(
        "href",
        /#reserve-form$/,
      );
    });
  });
}
