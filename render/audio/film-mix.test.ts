import { describe, expect, it } from "vitest";
import {
  encodePiecesArgs,
  levelledMixesArgs,
  measureMixesArgs,
  measuredLoudness,
  mixGain,
  type MixInput,
} from "./film-mix.ts";

const input = {
  music: "music.flac",
  musicLoudness: -17.3,
  musicFrom: 96_000,
  musicSamples: 4_800_000,
  voice: "voice.wav",
  voiceFrom: 240_000,
  voiceSamples: 480_000,
  voiceDelay: 144_000,
  samples: 624_000,
};
const graphOf = (args: string[]) => args[args.indexOf("-filter_complex") + 1] ?? "";
const levelledMixArgs = (piece: MixInput & { gainDb: number; output: string }) => levelledMixesArgs([piece]);

describe("a piece of the film's mix", () => {
  const args = levelledMixArgs({ ...input, gainDb: 1.5, output: "piece.f32" });
  const graph = graphOf(args);

  it("reads the music from its place in the template's timeline, looped, and the voice from its place in the film", () => {
    expect(args.slice(2, 12)).toEqual([
      ...["-stream_loop", "-1", "-ss", "2.000000", "-i", "music.flac"],
      ...["-ss", "5.000000", "-i", "voice.wav"],
    ]);
    expect(graph).toContain("[0:a]atrim=end_sample=624000,");
  });

  it("takes only the piece's voice, after the silence before it, and pads it to the piece's length", () => {
    expect(graph).toContain(
      "atrim=end_sample=480000,asetpts=PTS-STARTPTS,adelay=delays=3000.000,apad=whole_len=624000,",
    );
    expect(graphOf(levelledMixArgs({ ...input, voiceDelay: 0, gainDb: 0, output: "p" }))).not.toContain(
      "adelay",
    );
  });

  it("brings the template's music to −32 LUFS whatever its own level, and leaves music it could not measure alone", () => {
    expect(graph).toMatch(/channel_layouts=stereo,volume=-14\.70dB\[music0\]/);
    expect(graphOf(levelledMixArgs({ ...input, musicLoudness: undefined, gainDb: 0, output: "p" }))).toMatch(
      /channel_layouts=stereo,volume=0\.00dB\[music0\]/,
    );
  });

  it("ducks the music with the voice as the compressor's key, and adds the voice in both channels at full level", () => {
    expect(graph).toContain(
      "acompressor=threshold=0.1:ratio=3:attack=5:release=100,aformat=sample_fmts=fltp,pan=stereo|c0=c0|c1=c0,aformat=sample_fmts=fltp,asplit=2[voice0][key0]",
    );
    expect(graph).toMatch(/\[music0\]\[key0\]sidechaincompress=threshold=[\d.]+:ratio=\d+/);
    expect(graph).toContain("[bed0][voice0]amerge=inputs=2,pan=stereo|c0=c0+c2|c1=c1+c3,");
  });

  it("sets the film's gain, limits the peaks without the limiter's own level-up, and writes raw float PCM", () => {
    expect(graph).toMatch(/,volume=1\.50dB,alimiter=limit=0\.\d+:attack=2:release=50:level=0\[out0\]$/);
    expect(args.slice(-12)).toEqual([
      ...["-map", "[out0]"],
      ...["-c:a", "pcm_f32le", "-f", "f32le", "-ar", "48000", "-ac", "2"],
      ...["-y", "piece.f32"],
    ]);
  });

  it("measures the same mix without its lead, writing nothing", () => {
    const measure = measureMixesArgs([{ ...input, skip: 144_000 }]);
    expect(graphOf(measure)).toBe(
      graph.replace(/,volume=[^;]*\[out0\]$/, ",atrim=start_sample=144000,ebur128@m0=framelog=verbose[out0]"),
    );
    expect(measure.slice(-5)).toEqual(["-map", "[out0]", "-f", "null", "-"]);
  });

  it("encodes raw PCM as the film's AAC in ADTS, whose packets join without decoding", () => {
    expect(encodePiecesArgs([{ input: "in.f32", output: "out.aac" }])).toEqual([
      ...["-v", "error", "-f", "f32le", "-ar", "48000", "-ac", "2", "-i", "in.f32"],
      ...["-map", "0:a", "-c:a", "aac", "-aac_coder", "fast", "-b:a", "160k", "-f", "adts", "-y", "out.aac"],
    ]);
  });
});

describe("several pieces in one ffmpeg", () => {
  const later = { ...input, musicFrom: 720_000, voiceFrom: 960_000 };

  it("gives each piece its own inputs, labels and output, in order", () => {
    const args = levelledMixesArgs([
      { ...input, gainDb: 1.5, output: "a.f32" },
      { ...later, gainDb: 1.5, output: "b.f32" },
    ]);
    expect(args.filter((arg) => arg === "-i")).toHaveLength(4);
    const seeks = args.flatMap((arg, at) => (arg === "-ss" ? [args[at + 1]] : []));
    expect(seeks).toEqual(["2.000000", "5.000000", "15.000000", "20.000000"]);
    const graph = graphOf(args);
    expect(graph).toContain("[2:a]atrim=end_sample=624000,");
    expect(graph).toContain("[bed1][voice1]amerge");
    expect(args.filter((arg) => arg.startsWith("[out"))).toEqual(["[out0]", "[out1]"]);
    expect(args.slice(-1)).toEqual(["b.f32"]);
  });

  it("reads each measured piece's loudness by its meter's name, the last summary of each", () => {
    const summary = (meter: string, i: string) =>
      `[${meter} @ 0x1] Summary:\n\n  Integrated loudness:\n    I:         ${i} LUFS\n    Threshold: -28.2 LUFS\n`;
    const printed =
      summary("ebur128@m0", "-70.0") +
      summary("ebur128@m1", "-70.0") +
      "size=N/A time=00:00:04.00 bitrate=N/A\n" +
      summary("ebur128@m0", "-21.8") +
      summary("ebur128@m1", "-31.8");
    expect(measuredLoudness(printed, 0)).toBe(-21.8);
    expect(measuredLoudness(printed, 1)).toBe(-31.8);
    expect(measuredLoudness(printed, 2)).toBeUndefined();
  });
});

describe("music that starts over within a piece", () => {
  it("dips to silence and back over 30 ms either side of where it starts over, instead of jumping", () => {
    const graph = graphOf(levelledMixArgs({ ...input, musicSamples: 336_000, gainDb: 0, output: "p" }));
    expect(graph).toContain(
      "dB,aeval=exprs=val(0)*min(1\\,abs(t-5.000000)/0.03)|val(1)*min(1\\,abs(t-5.000000)/0.03)[music0]",
    );
    expect(graph.match(/aeval/g)).toHaveLength(1);
  });
});

describe("mixGain", () => {
  it("brings the measured mix to −16 LUFS", () => {
    expect(mixGain(-18.2)).toBeCloseTo(2.2, 5);
    expect(mixGain(-12)).toBe(-4);
  });

  it("leaves a silent or unmeasured mix alone, and never goes past ±20 dB", () => {
    expect(mixGain(undefined)).toBe(0);
    expect(mixGain(-70)).toBe(0);
    expect(mixGain(-50)).toBe(20);
    expect(mixGain(30)).toBe(-20);
  });
});
