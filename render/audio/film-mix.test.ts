import { describe, expect, it } from "vitest";
import { filmMixArgs, measureMixArgs, mixGain } from "./film-mix.ts";

const input = { music: "music.flac", musicLoudness: -17.3, voice: "voice.wav", seconds: 27.4 };
const graphOf = (args: string[]) => args[args.indexOf("-filter_complex") + 1] ?? "";

describe("the film's mix", () => {
  const args = filmMixArgs({ ...input, gainDb: 1.5, output: "audio.m4a" });
  const graph = graphOf(args);

  it("loops the music under a film grown longer than it, and cuts the mix at the film's length", () => {
    expect(args.slice(2, 8)).toEqual(["-stream_loop", "-1", "-i", "music.flac", "-i", "voice.wav"]);
    expect(graph).toContain("[0:a]atrim=end=27.400,");
    expect(args[args.indexOf("-t") + 1]).toBe("27.400");
  });

  it("brings the template's music to −32 LUFS whatever its own level, and leaves music it could not measure alone", () => {
    expect(graph).toMatch(/channel_layouts=stereo,volume=-14\.70dB\[music\]/);
    expect(graphOf(filmMixArgs({ ...input, musicLoudness: undefined, gainDb: 0, output: "a.m4a" }))).toMatch(
      /channel_layouts=stereo,volume=0\.00dB\[music\]/,
    );
  });

  it("ducks the music with the voice as the compressor's key, and adds the voice in both channels at full level", () => {
    expect(graph).toContain(
      "[1:a]aresample=48000,acompressor=threshold=0.1:ratio=3:attack=5:release=100,aformat=sample_fmts=fltp,pan=stereo|c0=c0|c1=c0,aformat=sample_fmts=fltp,asplit=2[voice][key]",
    );
    expect(graph).toMatch(/\[music\]\[key\]sidechaincompress=threshold=[\d.]+:ratio=\d+/);
    expect(graph).toContain("[bed][voice]amerge=inputs=2,pan=stereo|c0=c0+c2|c1=c1+c3,");
  });

  it("sets the measured gain, limits the peaks without the limiter's own level-up, and encodes the film's AAC", () => {
    expect(graph).toMatch(/,volume=1\.50dB,alimiter=limit=0\.\d+:attack=2:release=50:level=0\[out\]$/);
    expect(args.slice(-14)).toEqual([
      ...["-c:a", "aac", "-aac_coder", "fast", "-b:a", "160k", "-ar", "48000", "-ac", "2"],
      ...["-f", "mp4", "-y", "audio.m4a"],
    ]);
  });

  it("measures the very same mix first, writing nothing", () => {
    const measure = measureMixArgs(input);
    expect(graphOf(measure)).toBe(graph.replace(/,volume=[^;]*\[out\]$/, ",ebur128=framelog=verbose[out]"));
    expect(measure.slice(-4)).toEqual(["27.400", "-f", "null", "-"]);
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
