// The name library reaches the film: an operator files a recording of a name, then two paid orders
// render on the film server (short template), one for that name and one for a name with no
// recording. Their sound is the same music, except around the template's name cue, where Santa
// says the recorded name (a tone here): its pitch is far louder there, and only there.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { FILM_URL } from "./support/servers.ts";

test.use({ baseURL: FILM_URL });

/** The short template's first storyline (an order's only film) says the name at these seconds. */
const NAME_CUES = [3.6, 24.5];
/** The "name" recorded here is a bright tone, easy to find in the music. */
const TONE_HZ = 1200;
/** Music only, in both films. */
const MUSIC_ONLY_SECONDS = 14;
const files = mkdtempSync(path.join(os.tmpdir(), "console-names-films-"));

const tag = () => [...randomBytes(5)].map((byte) => "bcdfghklmnprstvz"[byte % 16]).join("");

/** Waits for the order's film and saves it; returns its path. */
async function renderedFilm(request: APIRequestContext, orderPath: string, file: string): Promise<string> {
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
  return file;
}

/**
 * How loud a second of the film's sound is from `at`, in a narrow band around the recording's
 * pitch: two encodes of one track are not sample-aligned, their loudness there is the same.
 */
function toneLevelAt(film: string, at: number): number {
  const raw = execFileSync("ffmpeg", [
    ...["-v", "error", "-ss", String(at), "-t", "1", "-i", film, "-vn", "-ac", "1", "-ar", "48000"],
    ...["-af", `bandpass=f=${TONE_HZ}:width_type=q:width=8`, "-f", "f32le", "-"],
  ]);
  const samples = new Float32Array(raw.buffer, raw.byteOffset, Math.floor(raw.byteLength / 4));
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

test("a recorded name is said in the next film of that name, at the template's cue", async ({ page }) => {
  test.setTimeout(600_000);
  const recordedName = `Zebulon ${tag()}`;
  const otherName = `Quinby ${tag()}`;
  const recording = path.join(files, "name.wav");
  execFileSync("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", `sine=f=${TONE_HZ}:d=1.2`, "-y", recording]);

  await signInAsOperator(page, "en");
  const saved = await page.request.post("/console/names", {
    multipart: {
      intent: "save",
      language: "en",
      spelling: recordedName,
      audio: { name: "name.wav", mimeType: "audio/wav", buffer: readFileSync(recording) },
    },
  });
  expect(saved.status()).toBe(200);

  const withName = await seedPaidOrder(page.request, "en", 1, { childNames: [recordedName] });
  const withoutName = await seedPaidOrder(page.request, "en", 1, { childNames: [otherName] });
  const said = await renderedFilm(page.request, withName, path.join(files, "said.mp4"));
  const silent = await renderedFilm(page.request, withoutName, path.join(files, "silent.mp4"));

  const ratio = (at: number) => toneLevelAt(said, at) / toneLevelAt(silent, at);
  const atCues = NAME_CUES.map(ratio);
  const elsewhere = ratio(MUSIC_ONLY_SECONDS);
  console.log(
    `name cues: ${atCues.map((r) => r.toFixed(1)).join(", ")}× the level, ${elsewhere.toFixed(2)}× elsewhere`,
  );
  for (const atCue of atCues) expect(atCue).toBeGreaterThan(4);
  expect(elsewhere).toBeGreaterThan(0.7);
  expect(elsewhere).toBeLessThan(1.4);
});
