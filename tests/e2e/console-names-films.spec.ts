// The name library reaches the film: an operator files a recording of a name, then two paid orders
// render on the film server (short template), one for that name and one for a name with no
// recording. Santa speaks in both; where his line says the name (found by its caption), the first
// film has the recording (a tone here) in his voice's place: its pitch is far louder there than in
// his other lines, and in the other film it is not.
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

/** The "name" recorded here is a bright tone, easy to find in the music and the voice. */
const TONE_HZ = 1200;
const files = mkdtempSync(path.join(os.tmpdir(), "console-names-films-"));

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
  const cues = [...vtt.matchAll(/(\d\d):(\d\d):(\d\d\.\d{3}) --> .*\n(.+)/g)].map((match) => ({
    start: Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]),
    text: match[4] ?? "",
  }));
  return { file, cues };
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

test("a recorded name is said in the next film of that name, where Santa's line says it", async ({
  page,
}) => {
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
