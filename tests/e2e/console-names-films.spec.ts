// The name library reaches the film: an operator files a recording of a name, then two paid orders
// render on the film server (short template), one for that name and one for a name with no
// recording. Their sound is the same music, except around the template's name cue, where Santa
// says the recorded name: the audio there differs far more than anywhere else.
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

/** The short template's first storyline (an order's only film) says the name here. */
const NAME_CUE_SECONDS = 3.6;
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

/** A second of the film's sound from `at`, as mono float samples. */
function soundAt(film: string, at: number): Float32Array {
  const raw = execFileSync("ffmpeg", [
    ...["-v", "error", "-ss", String(at), "-t", "1", "-i", film],
    ...["-vn", "-ac", "1", "-ar", "48000", "-f", "f32le", "-"],
  ]);
  return new Float32Array(raw.buffer, raw.byteOffset, Math.floor(raw.byteLength / 4));
}

function rmsDifference(a: Float32Array, b: Float32Array): number {
  const length = Math.min(a.length, b.length);
  let sum = 0;
  for (let index = 0; index < length; index += 1) sum += ((a[index] ?? 0) - (b[index] ?? 0)) ** 2;
  return Math.sqrt(sum / length);
}

test("a recorded name is said in the next film of that name, at the template's cue", async ({ page }) => {
  test.setTimeout(600_000);
  const recordedName = `Zebulon ${tag()}`;
  const otherName = `Quinby ${tag()}`;
  const recording = path.join(files, "name.wav");
  // A bright tone, easy to hear against the music: the recording of the name.
  execFileSync("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=f=1200:d=1.2", "-y", recording]);

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

  const atCue = rmsDifference(soundAt(said, NAME_CUE_SECONDS), soundAt(silent, NAME_CUE_SECONDS));
  const elsewhere = rmsDifference(soundAt(said, MUSIC_ONLY_SECONDS), soundAt(silent, MUSIC_ONLY_SECONDS));
  console.log(`name cue: RMS difference ${atCue.toFixed(4)} at the cue, ${elsewhere.toFixed(4)} elsewhere`);
  expect(atCue).toBeGreaterThan(0.02);
  expect(atCue).toBeGreaterThan(elsewhere * 5);
});
