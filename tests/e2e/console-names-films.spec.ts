// The name library reaches the film, in each language: an operator records a name in the console
// (Chromium's microphone plays a tone file), then two paid orders render on the film server (short
// template), one for that name and one for a name with no recording. Santa speaks in both; where his
// line says the name (found by its caption), the first film has the recording (the tone) in his
// voice's place: its pitch is far louder there than in his other lines, and in the other film it is not.
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { inLang, t, type Lang } from "./support/i18n.ts";
import { captionCues, toneLevelAt, writeToneWav } from "./support/name-tone.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { FILM_URL } from "./support/servers.ts";

const files = mkdtempSync(path.join(os.tmpdir(), "console-names-films-"));
// What the fake microphone hears, over and over: the tone, then a little silence.
const microphone = path.join(files, "microphone.wav");
writeToneWav(microphone);

test.use({
  baseURL: FILM_URL,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-audio-capture=${microphone}`,
    ],
  },
});

const tag = () => [...randomBytes(5)].map((byte) => "bcdfghklmnprstvz"[byte % 16]).join("");

interface Film {
  file: string;
  /** Each caption's start, and its text. */
  cues: { start: number; text: string }[];
}

/** Waits for the order's film and saves it with its captions. */
async function renderedFilm(request: APIRequestContext, orderPath: string, file: string): Promise<Film> {
  let filmPath = "";
  await expect
    .poll(
      async () => {
        const html = await (await request.get(orderPath)).text();
        filmPath = /\/films\/[\w-]{22}/.exec(html)?.[0] ?? "";
        return filmPath;
      },
      { timeout: 300_000, intervals: [3_000] },
    )
    .not.toBe("");
  const video = await request.get(`${filmPath}/video.mp4`);
  expect(video.status()).toBe(200);
  writeFileSync(file, await video.body());
  const vtt = await (await request.get(`${filmPath}/captions.vtt`)).text();
  return { file, cues: captionCues(vtt) };
}

/** Records the name in the console's "Add a name" form, by the browser's microphone, and saves it. */
async function recordName(page: Page, lang: Lang, name: string) {
  await page.goto(inLang("/console/names", lang));
  await waitForHydration(page);
  const add = page.getByRole("region", { name: t(lang, "console.names.add.title") });
  await add.getByLabel(t(lang, "console.names.add.name")).fill(name);
  await add.getByLabel(t(lang, "console.names.add.language")).selectOption(lang);
  await add.getByRole("button", { name: t(lang, "console.names.recorder.start") }).click();
  // A second and a half: the tone and part of its silence, within the name's 5 s.
  await page.waitForTimeout(1_500);
  await add.getByRole("button", { name: t(lang, "console.names.recorder.stop") }).click();
  await expect(add.getByLabel(t(lang, "console.names.recorder.playback"))).toBeVisible();
  await add.getByRole("button", { name: t(lang, "console.names.recorder.save") }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    t(lang, "console.names.result.saved", { name, language: t(lang, `console.language.${lang}`) }),
  );
}

for (const lang of ["en", "es"] as const) {
  test(`a name recorded in the console is said in the next film of that name, where Santa's line says it (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const recordedName = `Zebulon ${tag()}`;
    const otherName = `Quinby ${tag()}`;
    await signInAsOperator(page, lang);
    await recordName(page, lang, recordedName);

    const withName = await seedPaidOrder(page.request, lang, 1, { childNames: [recordedName] });
    const withoutName = await seedPaidOrder(page.request, lang, 1, { childNames: [otherName] });
    const said = await renderedFilm(page.request, withName, path.join(files, `said-${lang}.mp4`));
    const silent = await renderedFilm(page.request, withoutName, path.join(files, `silent-${lang}.mp4`));

    // How much brighter the tone's band is in the lines that say the name than in the first line, which does not.
    const contrast = (film: Film, name: string) => {
      const named = film.cues.filter((cue) => cue.text.includes(name));
      expect(named.length).toBeGreaterThan(0);
      const plain = film.cues[0]!;
      expect(plain.text).not.toContain(name);
      return named.map((cue) => toneLevelAt(film.file, cue.start) / toneLevelAt(film.file, plain.start));
    };
    const withRecording = contrast(said, recordedName);
    const withoutRecording = contrast(silent, otherName);
    console.log(
      `name lines: ${withRecording.map((r) => r.toFixed(1)).join(", ")}× the first line's level with the recording, ${withoutRecording.map((r) => r.toFixed(1)).join(", ")}× without`,
    );
    for (const ratio of withRecording) expect(ratio).toBeGreaterThan(4);
    for (const ratio of withoutRecording) expect(ratio).toBeLessThan(2);
  });
}
