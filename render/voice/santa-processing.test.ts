import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deliveredLoudnessArgs, parseDeliveredLoudness } from "../audio/measure-loudness.ts";
import { createFestivalEngine } from "./festival-engine.ts";
import { SANTA_VOICE, santaFilter, santaProcessingArgs } from "./santa-processing.ts";
import { withSantaProcessing } from "./santa-voice.ts";
import { readWav } from "./wav-audio.ts";

const settings = SANTA_VOICE.settings;

describe("santaFilter", () => {
  it("lowers the pitch and puts the tempo back, then equalises and adds a room (the film sets the loudness)", () => {
    expect(santaFilter({ ...settings, pitch: 0.96 }).split(",")).toEqual([
      "aresample=48000",
      "asetrate=46080",
      "aresample=48000",
      "atempo=1.0417",
      "highpass=f=70",
      "bass=g=3:f=150:w=0.7",
      "equalizer=f=2500:t=q:w=1:g=-2",
      "aecho=0.95:0.9:17|29:0.12|0.08",
    ]);
  });

  it("leaves out the pitch shift at 1 (Santa's own setting) and the room without reflections", () => {
    expect(santaFilter(settings)).not.toMatch(/asetrate|atempo/);
    const plain = santaFilter({ ...settings, roomDelays: [], roomDecays: [] });
    expect(plain).not.toMatch(/asetrate|atempo|aecho/);
  });

  it("writes a mono 16-bit WAV at the film's rate", () => {
    expect(santaProcessingArgs({ input: "/in.wav", output: "/out.wav", settings })).toEqual([
      "-v",
      "error",
      "-i",
      "/in.wav",
      "-af",
      santaFilter(settings),
      "-ac",
      "1",
      "-c:a",
      "pcm_s16le",
      "-f",
      "wav",
      "-y",
      "/out.wav",
    ]);
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
    const santa = withSantaProcessing(festival, { ffmpeg: "/usr/bin/ffmpeg" });
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
