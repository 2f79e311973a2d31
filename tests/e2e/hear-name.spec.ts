// "Hear Santa say it" (issue 44), as a parent uses it, in both languages and by keyboard alone: the
// button beside the child's name asks for the name first, then plays Santa's greeting of it in the
// film's language (real audio: its length and loudness read by ffprobe and ebur128), and the form
// passes axe with it; with the parent's spelling of how the name sounds ("How do you say it?") the
// greeting is another one, and a spelling the voices cannot take is refused. Without scripts the
// button says that it needs them, and the spelling is a field of the form.
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { expectNoViolations } from "./support/axe.ts";
import { heard } from "./support/film-audio.ts";
import { inLang, t } from "./support/i18n.ts";
import { childGroup } from "./support/order-form.ts";

for (const lang of ["en", "es"] as const) {
  test(`a parent hears Santa say the child's name before paying, by keyboard alone (${lang})`, async ({
    page,
  }) => {
    await page.goto(inLang("/order", lang));
    await waitForHydration(page);
    const child = childGroup(page, lang, 1);
    const hear = child.getByRole("button", { name: t(lang, "order.hear.button") });
    await expect(hear).toHaveAccessibleName(lang === "en" ? /^Hear/ : /^Escucha/);

    // Tapped before a name is typed: it asks for the name.
    await hear.click();
    await expect(child.getByRole("status")).toHaveText(t(lang, "order.hear.nameFirst"));

    const name = child.getByLabel(t(lang, "order.field.childName"));
    await name.pressSequentially("Siobhán");
    await page.keyboard.press("Tab");
    await expect(hear).toBeFocused();
    const answered = page.waitForResponse((response) => response.url().endsWith("/order/greeting"));
    await page.keyboard.press("Enter");
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("audio/mp4");
    // The page read the body as a blob to play it; the same question again gets the stored greeting.
    const again = await page.request.post("/order/greeting", {
      form: { name: "Siobhán", language: lang },
      headers: { origin: new URL(page.url()).origin },
    });
    const { seconds, lufs } = heard(await again.body());
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(8);
    expect(lufs).toBeGreaterThan(-30);
    // Played: the button offers to hear it again, and keeps the focus.
    const hearAgain = child.getByRole("button", { name: t(lang, "order.hear.again") });
    await expect(hearAgain).toBeFocused();

    // The parent writes how the name sounds: Santa says it that way, another greeting than before.
    const spelling = child.getByLabel(t(lang, "order.field.namePronunciation"), { exact: false });
    await spelling.fill("Shiv-awn");
    const spelt = page.waitForResponse((response) => response.url().endsWith("/order/greeting"));
    await hearAgain.click();
    const spoken = await spelt;
    expect(spoken.status()).toBe(200);
    expect(spoken.request().postData()).toContain("Shiv-awn");
    const asks: Record<string, string>[] = [{}, { respelling: "Shiv-awn" }];
    const [written, respelt] = await Promise.all(
      asks.map(async (extra) =>
        (
          await page.request.post("/order/greeting", {
            form: { name: "Siobhán", language: lang, ...extra },
            headers: { origin: new URL(page.url()).origin },
          })
        ).body(),
      ),
    );
    expect(respelt!.equals(written!)).toBe(false);
    expect(heard(respelt!).seconds).toBeGreaterThan(1.5);

    // A spelling the voices cannot take is refused in the page's language, before anything is said.
    await spelling.fill("Shiv<awn>");
    await hearAgain.click();
    await expect(child.getByRole("status").first()).toHaveText(t(lang, "order.error.respelling"));
    await expectNoViolations(page, { include: "form" });
  });
}

test("without scripts the button is off and says it needs them", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(inLang("/order", "en"));
  const child = childGroup(page, "en", 1);
  await expect(child.getByRole("button", { name: t("en", "order.hear.button") })).toBeDisabled();
  // A browser with scripts turned off shows what <noscript> holds (Playwright's switch leaves it text).
  expect(await child.locator("noscript").textContent()).toContain(t("en", "order.hear.needsScript"));
  // How the name is said is a plain field of the form: sent with it, no scripts needed.
  const spelling = child.getByLabel(t("en", "order.field.namePronunciation"), { exact: false });
  await expect(spelling).toHaveAttribute("name", "films.0.namePronunciation");
  await expect(spelling).toBeEnabled();
  await context.close();
});
