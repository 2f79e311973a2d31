// The name library in Chromium: the names of paid orders that Santa cannot say yet, spellings that
// differ in capitals and accents as one entry; recording one with Chromium's fake microphone, by
// keyboard alone (the level meter moves, the take plays back, then it is saved and listed as
// recorded); teaching the voices a name's respelling, hearing a voice say it before saving, by
// keyboard; uploading a file on a page without JavaScript, and a file that is no sound refused.
// A delivered film's name and its remake: console-remake.spec.ts. axe runs on the pages with
// JavaScript: it is a script itself.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";
import { expectNoViolations, VIEWPORTS } from "./support/axe.ts";
import { expect, tabTo, test, waitForHydration, SCREENSHOTS } from "./support/fixtures.ts";
import { t } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { nameEntry, openLibrary, uniqueName } from "./support/name-library.ts";

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
});

const files = mkdtempSync(path.join(os.tmpdir(), "console-names-"));

// The list of names waiting and Santa learning one work alike in both languages: once, in Spanish.
// Each voice saying a respelled name, below, is each language's own (decision 070).
for (const lang of ["es"] as const) {
  test(`the names of paid orders wait as one entry per name, and Santa learns one by keyboard (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = uniqueName();
    await seedPaidOrder(page.request, lang, 1, { childNames: [name.accented] });
    await seedPaidOrder(page.request, lang, 1, { childNames: [name.plain] });
    await signInAsOperator(page, lang);
    await openLibrary(page, lang);
    await waitForHydration(page);

    const entry = nameEntry(page, "waiting", lang, name.key);
    await expect(entry).toHaveCount(1);
    // The entry is headed by one of its spellings (the most used; here each is used once).
    const shown = (await entry.getByRole("heading", { level: 4 }).textContent()) ?? "";
    expect([name.accented, name.plain]).toContain(shown);
    await expect(entry).toContainText(name.accented);
    await expect(entry).toContainText(name.plain);
    await expect(entry).toContainText(t(lang, "console.names.films.other", { count: 2 }));
    await expectNoViolations(page);

    // Keyboard alone from the entry on (the list above it grows with every other test's orders):
    // open it, record, watch the meter, stop, listen, save.
    await entry.getByText(t(lang, "console.names.record.summary", { name: shown })).focus();
    await page.keyboard.press("Enter");
    const record = entry.getByRole("button", { name: t(lang, "console.names.recorder.start") });
    await tabTo(page, record);
    await page.keyboard.press("Enter");
    const meter = entry.getByRole("meter", { name: t(lang, "console.names.recorder.level") });
    const levels: number[] = [];
    await expect
      .poll(
        async () => {
          levels.push(await meter.evaluate((element: HTMLMeterElement) => element.value));
          return new Set(levels).size;
        },
        { timeout: 6_000, intervals: [100] },
      )
      .toBeGreaterThan(2);
    expect(Math.max(...levels)).toBeGreaterThan(0);
    // Chromium's fake microphone beeps now and then and is silent between: the take goes on until
    // the meter has heard a beep, so the take holds one (a silent take is rightly refused).
    await expect
      .poll(
        async () => {
          levels.push(await meter.evaluate((element: HTMLMeterElement) => element.value));
          return Math.max(...levels);
        },
        { timeout: 7_000, intervals: [50] },
      )
      .toBeGreaterThan(0.2);
    await expect(entry.getByRole("status").first()).not.toBeEmpty();
    // The same button stops the take, the focus still on it.
    await expect(entry.getByRole("button", { name: t(lang, "console.names.recorder.stop") })).toBeFocused();
    await page.keyboard.press("Enter");

    const playback = entry.getByLabel(t(lang, "console.names.recorder.playback"));
    await expect(playback).toBeVisible();
    await expectNoViolations(page);
    await expect
      .poll(() => playback.evaluate((audio: HTMLAudioElement) => audio.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const save = entry.getByRole("button", { name: t(lang, "console.names.recorder.save") });
    await tabTo(page, save);
    await page.keyboard.press("Enter");

    const notice = page.getByRole("status").filter({ hasText: shown }).first();
    await expect(notice).toHaveText(
      t(lang, "console.names.result.saved", {
        name: shown,
        language: t(lang, `console.language.${lang}`),
      }),
    );
    await expect(notice).toBeFocused();
    await expect(nameEntry(page, "waiting", lang, name.key)).toHaveCount(0);
    const recorded = page
      .getByRole("region", { name: t(lang, "console.names.recorded.title") })
      .getByRole("listitem")
      .filter({ hasText: name.plain })
      .filter({ hasText: name.accented });
    await expect(recorded).toHaveCount(1);
    const heading = (await recorded.getByRole("heading", { level: 4 }).textContent()) ?? "";
    const player = recorded.getByLabel(t(lang, "console.names.play", { name: heading }));
    const audio = await page.request.get((await player.getAttribute("src")) ?? "");
    expect(audio.status()).toBe(200);
    expect(audio.headers()["content-type"]).toBe("audio/wav");
    await expectNoViolations(page);

    // For the people who look at the screen: a phone and a desktop.
    for (const { name: size, width, height } of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SCREENSHOTS}/names-${lang}-${size}.png`, fullPage: true });
    }
  });
}

for (const lang of ["en", "es"] as const) {
  test(`an operator hears each voice say a name as respelled, by keyboard, then saves it (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = uniqueName();
    await seedPaidOrder(page.request, lang, 1, { childNames: [name.accented] });
    await signInAsOperator(page, lang);
    await openLibrary(page, lang);
    await waitForHydration(page);

    const entry = nameEntry(page, "waiting", lang, name.key);
    await entry.getByText(t(lang, "console.names.said.summary", { name: name.accented })).focus();
    await page.keyboard.press("Enter");
    const respelling = entry.getByLabel(t(lang, "console.names.said.respelling"));
    await tabTo(page, respelling);
    await page.keyboard.type("ho seh");
    // The first voice the films try for this language (Festival in English, espeak-ng in Spanish).
    const engine =
      lang === "en" ? "console.order.voice.engine.festival" : "console.order.voice.engine.espeakNg";
    const listen = entry.getByRole("button", {
      name: t(lang, "console.names.listen.with", { engine: t(lang, engine) }),
    });
    await tabTo(page, listen);
    await page.keyboard.press("Enter");
    await expect(entry.getByRole("status")).toHaveText(
      t(lang, "console.names.listen.ready", { engine: t(lang, engine) }),
      { timeout: 30_000 },
    );
    const heard = entry.getByLabel(t(lang, "console.names.listen.player", { engine: t(lang, engine) }));
    // The browser decodes what the voice said: a second or so of speech, not an empty file.
    await expect
      .poll(() => heard.evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: 10_000 })
      .toBeGreaterThan(0.3);
    await expectNoViolations(page);

    const save = entry.getByRole("button", { name: t(lang, "console.names.said.save") });
    await tabTo(page, save);
    await page.keyboard.press("Enter");
    const notice = page.getByRole("status").filter({ hasText: name.accented }).first();
    await expect(notice).toHaveText(
      t(lang, "console.names.result.pronounced", {
        name: name.accented,
        language: t(lang, `console.language.${lang}`),
      }),
    );
    const said = page
      .getByRole("region", { name: t(lang, "console.names.said.title") })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 4, name: name.accented }) });
    await expect(said).toContainText("ho seh");
    await expectNoViolations(page);

    // Markup is no respelling: refused in the operator's language, and the saved one stays.
    await said.getByText(t(lang, "console.names.said.summary", { name: name.accented })).click();
    await said.getByLabel(t(lang, "console.names.said.respelling")).fill("<break/>");
    await said.getByRole("button", { name: t(lang, "console.names.said.save") }).click();
    await expect(page.getByRole("alert")).toHaveText(t(lang, "console.names.error.respelling", { max: 80 }));
    await expect(
      page
        .getByRole("region", { name: t(lang, "console.names.said.title") })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 4, name: name.accented }) }),
    ).toContainText("ho seh");

    for (const { name: size, width, height } of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SCREENSHOTS}/names-said-${lang}-${size}.png`, fullPage: true });
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The upload and its refusal work alike in both languages: once, in English (decision 070).
  for (const lang of ["en"] as const) {
    test(`an operator adds a name by uploading a file, and a file that is no sound is refused (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const name = uniqueName();
      const wav = path.join(files, `${name.key.replace(/ /g, "-")}.wav`);
      execFileSync("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=f=300:d=1", "-y", wav]);
      await signInAsOperator(page, lang);
      await openLibrary(page, lang);

      const add = page.getByRole("region", { name: t(lang, "console.names.add.title") });
      await add.getByLabel(t(lang, "console.names.add.name")).fill(name.accented);
      await add.getByLabel(t(lang, "console.names.add.language")).selectOption(lang);
      await add.getByLabel(t(lang, "console.names.upload.file")).setInputFiles({
        name: "name.txt",
        mimeType: "audio/wav",
        buffer: Buffer.from("not a sound at all"),
      });
      await add.getByRole("button", { name: t(lang, "console.names.upload.submit") }).click();
      await expect(page.getByRole("alert")).toHaveText(t(lang, "console.names.error.notAudio"));

      const again = page.getByRole("region", { name: t(lang, "console.names.add.title") });
      await again.getByLabel(t(lang, "console.names.add.name")).fill(name.accented);
      await again.getByLabel(t(lang, "console.names.add.language")).selectOption(lang);
      await again.getByLabel(t(lang, "console.names.upload.file")).setInputFiles(wav);
      await again.getByRole("button", { name: t(lang, "console.names.upload.submit") }).click();
      await expect(page.getByRole("status").first()).toHaveText(
        t(lang, "console.names.result.saved", {
          name: name.accented,
          language: t(lang, `console.language.${lang}`),
        }),
      );
      const recorded = page
        .getByRole("region", { name: t(lang, "console.names.recorded.title") })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 4, name: name.accented }) });
      await expect(recorded).toHaveCount(1);
    });
  }
});
