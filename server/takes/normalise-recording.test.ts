// Real recordings made with ffmpeg (a voice-like tone in silence, in every container the form takes,
// an image, a speech too long, only silence), normalised with both ffmpeg builds and measured with
// ffmpeg's own meters; the red team's playlists, which ffmpeg would follow to a file on the disk.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FFMPEG_BUILDS } from "#render/render-film.test-support.ts";
import { parseProbe } from "#render/film/probe-film.ts";
import { NAME_LOUDNESS } from "./take-audio-args.ts";
import { normaliseRecording, RecordingRejected } from "./normalise-recording.ts";
import { anUpload, ffconcatList, hlsPlaylist, serverMediaFile } from "./red-team-uploads.test-support.ts";

const DEBIAN_FFMPEG = "/usr/bin/ffmpeg";
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "name-recording-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function ffmpeg(args: string[]): string {
  return execFileSync(DEBIAN_FFMPEG, ["-hide_banner", "-nostdin", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** A quiet 44.1 kHz stereo "voice" (a warbling tone with noise) with `before` and `after` seconds of silence. */
function sayName(
  file: string,
  { before = 1, sound = 1.2, after = 1.5, format = "wav", codec = [] as string[] } = {},
): string {
  const voice = `sine=f=220:r=44100:d=${sound},volume=0.08,vibrato=f=5:d=0.5`;
  const graph = [
    `anoisesrc=r=44100:a=0.02:d=${sound}[noise]`,
    `${voice}[tone]`,
    "[tone][noise]amix=inputs=2,aformat=channel_layouts=stereo[said]",
    `aevalsrc=0|0:s=44100:d=${before}[lead]`,
    `aevalsrc=0|0:s=44100:d=${after}[tail]`,
    "[lead][said][tail]concat=n=3:v=0:a=1[out]",
  ].join(";");
  ffmpeg(["-v", "error", "-filter_complex", graph, "-map", "[out]", ...codec, "-f", format, "-y", file]);
  return file;
}

/** What ffmpeg's own meters say of a file: length, sample rate, channels and integrated loudness. */
function measure(file: string) {
  // ffmpeg writes its meters to stderr; spawnSync keeps it where execFileSync would drop it.
  const { stderr } = spawnSync(
    DEBIAN_FFMPEG,
    ["-hide_banner", "-nostats", "-i", file, "-af", "ebur128", "-f", "null", "-"],
    { encoding: "utf8" },
  );
  const probe = parseProbe(stderr);
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  return {
    seconds: probe.durationSeconds,
    sampleRate: probe.audio?.sampleRate,
    stereo: /Audio: pcm_s16le.*stereo/.test(stderr),
    integrated: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
  };
}

describe.each(FFMPEG_BUILDS)("normaliseRecording with $label", ({ path: binary }) => {
  it("trims the silence around the name and brings it to 48 kHz stereo at the film's loudness", async () => {
    const input = sayName(path.join(dir, `quiet-${path.basename(binary)}.wav`));
    const { file, seconds } = await normaliseRecording({ ffmpeg: binary, input, workDir: dir });
    const result = measure(file);
    expect(seconds).toBeGreaterThan(1.1);
    expect(seconds).toBeLessThan(1.3);
    expect(result.seconds).toBeCloseTo(seconds, 1);
    expect(result.sampleRate).toBe(48_000);
    expect(result.stereo).toBe(true);
    expect(Math.abs(result.integrated - NAME_LOUDNESS.integrated)).toBeLessThan(1);
    // The intermediate file is gone: only the input and the result are left.
    expect((await readdir(dir)).filter((name) => name.includes(".trimmed."))).toEqual([]);
  });

  it("keeps a short name, shorter than one of the loudness meter's 400 ms blocks", async () => {
    const input = sayName(path.join(dir, `short-${path.basename(binary)}.wav`), { sound: 0.25 });
    const { file, seconds } = await normaliseRecording({ ffmpeg: binary, input, workDir: dir });
    expect(seconds).toBeGreaterThan(0.2);
    expect(seconds).toBeLessThan(0.35);
    expect(measure(file).sampleRate).toBe(48_000);
  });

  it("reads a name in each container the form takes: what browsers record, phones save and editors export", async () => {
    const containers = [
      // LAME asserts on the float graph's exact zeros: it is given whole numbers.
      { extension: "mp3", format: "mp3", codec: ["-sample_fmt", "s16p"] },
      { extension: "ogg", format: "ogg", codec: ["-c:a", "libopus"] },
      { extension: "flac", format: "flac" },
      { extension: "m4a", format: "ipod" },
      { extension: "webm", format: "webm", codec: ["-c:a", "libopus"] },
      { extension: "aac", format: "adts" },
      { extension: "aiff", format: "aiff" },
    ];
    for (const { extension, format, codec } of containers) {
      // Named without an extension, as the upload is stored: the bytes alone say what it is.
      const input = sayName(path.join(dir, `${extension}-${path.basename(binary)}`), { format, codec });
      const { seconds } = await normaliseRecording({ ffmpeg: binary, input, workDir: dir });
      expect({ extension, seconds: Math.round(seconds * 10) / 10 }).toEqual({ extension, seconds: 1.2 });
    }
    // Seven recordings, three ffmpeg runs each: a second or two alone, longer on a busy machine.
  }, 30_000);

  it("refuses the red team's HLS playlist and an ffconcat list naming a media file on the server, storing nothing", async () => {
    const target = serverMediaFile(dir, `server-media-${path.basename(binary)}.mp3`);
    for (const [label, bytes] of [
      ["hls", hlsPlaylist(target)],
      ["ffconcat", ffconcatList(target)],
    ] as const) {
      const input = anUpload(dir, bytes, `${label}-${path.basename(binary)}`);
      const workDir = path.join(dir, `work-${label}-${path.basename(binary)}`);
      const refusal = await normaliseRecording({ ffmpeg: binary, input, workDir }).catch(
        (error: unknown) => error,
      );
      expect({ label, refusal }).toMatchObject({ label, refusal: { key: "console.names.error.notAudio" } });
      expect(await readdir(workDir).catch(() => [])).toEqual([]);
    }
  });

  it("refuses an image, however it is named", async () => {
    const png = path.join(dir, `name-${path.basename(binary)}.png`);
    ffmpeg(["-v", "error", "-f", "lavfi", "-i", "color=c=red:s=64x64", "-frames:v", "1", "-y", png]);
    await expect(normaliseRecording({ ffmpeg: binary, input: png, workDir: dir })).rejects.toMatchObject({
      key: "console.names.error.notAudio",
    });
  });

  it("refuses a recording that is too long to be a name, and one with nothing said", async () => {
    const long = sayName(path.join(dir, `long-${path.basename(binary)}.ogg`), { sound: 6.5, format: "ogg" });
    await expect(normaliseRecording({ ffmpeg: binary, input: long, workDir: dir })).rejects.toMatchObject({
      key: "console.names.error.tooLong",
    });
    const silent = path.join(dir, `silent-${path.basename(binary)}.wav`);
    ffmpeg([
      "-v",
      "error",
      "-filter_complex",
      "aevalsrc=0|0:s=44100:d=3[out]",
      "-map",
      "[out]",
      "-y",
      silent,
    ]);
    const refusal = await normaliseRecording({ ffmpeg: binary, input: silent, workDir: dir }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RecordingRejected);
    expect(refusal).toMatchObject({ key: "console.names.error.silent" });
  });
});
