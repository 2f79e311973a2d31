import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deliveredLoudnessArgs, parseDeliveredLoudness } from "../audio/measure-loudness.ts";
import { createEspeakEngine } from "./espeak-engine.ts";
import { createFestivalEngine } from "./festival-engine.ts";
import { SANTA_RATE, SANTA_VOICE, santaProcessing } from "./santa-processing.ts";
import { withSantaProcessing } from "./santa-voice.ts";
import { monoSamplesAt, monoSound, readWav } from "./wav-audio.ts";

const settings = SANTA_VOICE.settings;

/** Decision 044's chain as ffmpeg ran it, one process a phrase, until decision 083: the reference. */
const FFMPEG_CHAIN =
  "aresample=48000,highpass=f=70,bass=g=3:f=150:w=0.7,equalizer=f=2500:t=q:w=1:g=-2,aecho=0.95:0.9:17|29:0.12|0.08";

/** How far `ours` is from `reference`, in dB below the reference's power, over the samples both have. */
function differenceDb(reference: Int16Array, ours: Int16Array): number {
  let signal = 0;
  let difference = 0;
  for (let i = 0; i < Math.min(reference.length, ours.length); i++) {
    signal += (reference[i] as number) ** 2;
    difference += ((reference[i] as number) - (ours[i] as number)) ** 2;
  }
  return 10 * Math.log10(difference / signal);
}

describe("santaProcessing", { timeout: 60_000 }, () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it.each([
    ["Festival (16 kHz)", createFestivalEngine(), "en"],
    ["espeak-ng (22.05 kHz)", createEspeakEngine(), "es"],
  ] as const)("sounds as ffmpeg's filters made Santa sound, from %s", async (_name, engine, language) => {
    const raw = await engine.synthesise({ language, text: "Hello Oliver, you learned to ride a bicycle." });
    const folder = await mkdtemp(path.join(tmpdir(), "santa-test-"));
    folders.push(folder);
    await writeFile(path.join(folder, "raw.wav"), raw.wav);
    spawnSync(
      "/usr/bin/ffmpeg",
      ["-v", "error", "-i", "raw.wav", "-af", FFMPEG_CHAIN, "-ac", "1", "ff.wav"],
      {
        cwd: folder,
      },
    );
    const reference = monoSamplesAt(new Uint8Array(await readFile(path.join(folder, "ff.wav"))), SANTA_RATE)!;
    const { samples, sampleRate } = monoSound(raw.wav)!;
    const ours = santaProcessing(samples, sampleRate, settings);

    // As long as the phrase, and the room's last reflection (29 ms) after it, as ffmpeg's was.
    expect(ours.length).toBe(
      Math.ceil((samples.length * SANTA_RATE) / sampleRate) + Math.trunc(0.029 * SANTA_RATE),
    );
    expect(ours.length).toBe(reference.length);
    // The resampling differs a little (ffmpeg interpolates between its filter's phases): far below hearing.
    expect(differenceDb(reference, ours)).toBeLessThan(-38);
  });
});

describe("Festival with the Santa processing", { timeout: 60_000 }, () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  /** EBU R 128 integrated loudness and true peak, as ffmpeg's ebur128 filter measures them. */
  async function loudness(wav: Uint8Array): Promise<{ integrated: number; truePeak: number }> {
    const folder = await mkdtemp(path.join(tmpdir(), "santa-test-"));
    folders.push(folder);
    const file = path.join(folder, "santa.wav");
    await writeFile(file, wav);
    const { stderr } = spawnSync(
      "/usr/bin/ffmpeg",
      ["-hide_banner", "-nostats", ...deliveredLoudnessArgs(file)],
      {
        encoding: "utf8",
      },
    );
    return parseDeliveredLoudness(stderr) ?? { integrated: Number.NaN, truePeak: Number.NaN };
  }

  it("is as long as the engine's phrase, keeps its word timings, and is not clipped", async () => {
    const festival = createFestivalEngine();
    const santa = withSantaProcessing(festival);
    const request = {
      language: "en" as const,
      text: "Hello Oliver, this year you learned to ride a bicycle.",
    };
    const raw = await festival.synthesise(request);
    const processed = await santa.synthesise(request);

    expect(santa.voice("en")).toBe(`kal_diphone+santa${SANTA_VOICE.version}`);
    const before = readWav(raw.wav)!;
    const after = readWav(processed.wav)!;
    expect(after.sampleRate).toBe(48000);
    expect(after.channels).toBe(1);
    expect(Math.abs(after.seconds - before.seconds)).toBeLessThan(0.1);
    expect(processed.words).toEqual(raw.words);

    // About −23 LUFS and −4.7 dBTP: the film levels each phrase itself (render/audio/phrase-audio.ts).
    const { integrated, truePeak } = await loudness(processed.wav);
    expect(integrated).toBeGreaterThan(-40);
    expect(truePeak).toBeLessThanOrEqual(-1);
  });
});
