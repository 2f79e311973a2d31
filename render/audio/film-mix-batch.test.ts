// Several pieces of the film's sound measured, mixed, then encoded, by one ffmpeg each time
// (film-audio.ts, fixed-sound.ts): each piece must come out exactly as it does from an ffmpeg of its own.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { packagedFfmpeg } from "../ffmpeg/locate-ffmpeg.ts";
import { encodePiecesArgs, levelledMixesArgs, measureMixesArgs, measuredLoudness } from "./film-mix.ts";

const work = mkdtempSync(path.join(tmpdir(), "film-mix-batch-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each([
  ["Debian's ffmpeg", "/usr/bin/ffmpeg"],
  ["the npm package's ffmpeg 4.1", packagedFfmpeg() ?? "missing"],
])("pieces of the mix made together by %s", (_, ffmpeg) => {
  const dir = path.join(work, path.basename(path.dirname(ffmpeg)));
  const run = (args: string[]) => execFileSync(ffmpeg, ["-nostdin", ...args], { stdio: "pipe" });
  const printed = (args: string[]) => spawnSync(ffmpeg, ["-nostdin", ...args], { encoding: "utf8" }).stderr;
  const file = (name: string) => path.join(dir, name);

  it("measures each piece, writes its mix and its AAC, byte for byte as one ffmpeg per piece does", () => {
    execFileSync("mkdir", ["-p", dir]);
    // A chord for the music, a warbling tone with gaps for Santa's voice.
    run([
      "-f",
      "lavfi",
      "-i",
      "aevalsrc=0.2*sin(2*PI*262*t)+0.1*sin(2*PI*392*t):s=48000:d=12:c=stereo",
      "-y",
      file("music.flac"),
    ]);
    run([
      "-f",
      "lavfi",
      "-i",
      "aevalsrc=0.5*sin(2*PI*(180+40*sin(6*t))*t)*gt(sin(2*PI*t/3)\\,0):s=48000:d=12",
      "-y",
      file("voice.wav"),
    ]);
    const piece = (at: number, from: number, samples: number) => ({
      music: file("music.flac"),
      musicLoudness: -20,
      musicFrom: from,
      musicSamples: 12 * 48000,
      voice: file("voice.wav"),
      voiceFrom: from + 4800,
      voiceSamples: samples - 9600,
      voiceDelay: 0,
      samples,
      gainDb: 1.5 - at,
      output: file(`together-${at}.f32`),
    });
    const pieces = [piece(0, 0, 96_000), piece(1, 150_000, 130_000), piece(2, 400_000, 48_000)];
    // The music at another level in each, so a piece's loudness read in another's place would show.
    const measures = pieces.map((one, at) => ({ ...one, musicLoudness: -30 + 8 * at, skip: 4800 * at }));
    const together = printed(measureMixesArgs(measures));
    for (const [at, one] of measures.entries()) {
      const alone = measuredLoudness(printed(measureMixesArgs([one])), 0);
      expect(alone).toBeGreaterThan(-40);
      expect(measuredLoudness(together, at)).toBe(alone);
    }
    expect(new Set(pieces.map((_, at) => measuredLoudness(together, at))).size).toBe(pieces.length);

    run(levelledMixesArgs(pieces));
    for (const [at, one] of pieces.entries()) {
      run(levelledMixesArgs([{ ...one, output: file(`alone-${at}.f32`) }]));
      const alone = readFileSync(file(`alone-${at}.f32`));
      expect(alone.length).toBe(one.samples * 2 * 4);
      expect(readFileSync(one.output).equals(alone)).toBe(true);
    }

    run(
      encodePiecesArgs(pieces.map((one, at) => ({ input: one.output, output: file(`together-${at}.aac`) }))),
    );
    for (const [at, one] of pieces.entries()) {
      run(encodePiecesArgs([{ input: one.output, output: file(`alone-${at}.aac`) }]));
      const alone = readFileSync(file(`alone-${at}.aac`));
      expect(alone.length).toBeGreaterThan(1000);
      expect(readFileSync(file(`together-${at}.aac`)).equals(alone)).toBe(true);
    }
  });
});
