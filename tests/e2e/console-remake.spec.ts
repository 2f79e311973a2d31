// A delivered film's name in the console's name library, in Chromium: on the list of names Santa
// cannot say yet, its order linked; once recorded, its film queued to be made again from one button,
// by keyboard, once however often it is pressed (this shop renders nothing: the order's state says
// it). axe runs on the library at each step.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectNoViolations, VIEWPORTS } from "./support/axe.ts";
import { expect, tabTo, test, waitForHydration, SCREENSHOTS } from "./support/fixtures.ts";
import { inLang, t } from "./support/i18n.ts";
import { nameEntry, openLibrary, uniqueName } from "./support/name-library.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";

const files = mkdtempSync(path.join(os.tmpdir(), "console-remake-"));

// A delivered film: an uploaded one, since this shop renders nothing (the browser suite's three films
// are films.spec.ts's, decision 070). Once, in English: the Spanish copy is the dictionaries' test's.
for (const lang of ["en"] as const) {
  test(`a delivered film's name is on the list, and once recorded the button makes the film again (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const name = uniqueName();
    const film = path.join(files, `${name.key.replace(/ /g, "-")}.mp4`);
    const wav = path.join(files, `${name.key.replace(/ /g, "-")}-name.wav`);
    execFileSync("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=640x360:d=2:r=25", "-f", "lavfi"],
      ...["-i", "sine=d=2", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-shortest", film],
    ]);
    execFileSync("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=f=300:d=1", "-y", wav]);
    await page.goto(await seedPaidOrder(page.request, lang, 1, { childNames: [name.accented] }));
    const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
    await signInAsOperator(page, lang);

    const orderPage = `/console/orders/${reference}`;
    await page.goto(orderPage);
    await page.getByText(t(lang, "console.upload.title")).click();
    await page.getByLabel(t(lang, "console.upload.file", { name: name.accented })).setInputFiles(film);
    await page.getByRole("button", { name: t(lang, "console.upload.submit") }).click();
    await expect(page).toHaveURL(/\?uploaded=1$/);
    const state = page.getByTestId("order-state");
    await expect(async () => {
      await page.reload();
      await expect(state).toHaveText(t(lang, "console.state.delivered"), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Delivered, said as written: on the list, its order linked.
    await openLibrary(page, lang);
    await waitForHydration(page);
    const entry = nameEntry(page, "waiting", lang, name.key);
    await expect(entry).toContainText(t(lang, "console.names.films.one", { count: 1 }));
    const link = entry
      .getByRole("list", { name: t(lang, "console.names.ordersOf", { name: name.accented }) })
      .getByRole("link", { name: reference });
    await expect(link).toHaveAttribute("href", orderPage);
    await expect(nameEntry(page, "remake", lang, name.key)).toHaveCount(0);
    await expectNoViolations(page);

    await entry.getByText(t(lang, "console.names.record.summary", { name: name.accented })).click();
    await entry.getByLabel(t(lang, "console.names.upload.file")).setInputFiles(wav);
    await entry.getByRole("button", { name: t(lang, "console.names.upload.submit") }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      t(lang, "console.names.result.saved", {
        name: name.accented,
        language: t(lang, `console.language.${lang}`),
      }),
    );

    // Recorded: off the list, and its film offered to be made again, by keyboard.
    await expect(nameEntry(page, "waiting", lang, name.key)).toHaveCount(0);
    const remake = nameEntry(page, "remake", lang, name.key);
    await expect(remake.getByRole("link", { name: reference })).toHaveAttribute("href", orderPage);
    await expectNoViolations(page);
    await remake.screenshot({ path: `${SCREENSHOTS}/names-remake-entry-${lang}.png` });
    const button = remake.getByRole("button", { name: t(lang, "console.names.remake.submit.one") });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const notice = page.getByRole("status").first();
    await expect(notice).toHaveText(
      t(lang, "console.names.result.remade.one", { count: 1, name: name.accented }),
    );
    await expect(notice).toBeFocused();
    await expect(remake).toHaveCount(0);
    await expectNoViolations(page);

    // The same button pressed again (a page opened before, or a second operator): nothing more.
    const again = await page.request.post(inLang("/console/names", lang), {
      multipart: { intent: "remake", language: lang, key: name.key, spelling: name.accented },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(await again.text()).toContain(t(lang, "console.names.result.remadeNone", { name: name.accented }));

    // The film is queued to be made again: the order back in production (nothing renders here).
    await page.goto(orderPage);
    await expect(state).toHaveText(t(lang, "console.state.in_production"));

    for (const { name: size, width, height } of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await page.goto(inLang("/console/names", lang));
      await page.screenshot({ path: `${SCREENSHOTS}/names-remake-${lang}-${size}.png`, fullPage: true });
    }
  });
}
