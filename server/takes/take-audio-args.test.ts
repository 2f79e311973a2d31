// The name recording's ffmpeg commands as arrays: what is read, how, and what is written.
import { describe, expect, it } from "vitest";
import { measureArgs, normaliseArgs, parseMeasure, trimArgs } from "./take-audio-args.ts";

describe("the name recording's ffmpeg commands", () => {
  it("decodes at most 30 s of the upload's first audio stream, as the container sniffed and from local files only, and trims silence at both ends", () => {
    const args = trimArgs("/up/in", "matroska", "/w/trimmed.wav");
    expect(args.slice(0, 12)).toEqual([
      "-v",
      "error",
      "-t",
      "30",
      "-protocol_whitelist",
      "file,pipe",
      "-f",
      "matroska",
      "-i",
      "/up/in",
      "-map",
      "0:a:0",
    ]);
    expect(args[args.indexOf("-af") + 1]).toBe(
      "aformat=sample_fmts=fltp:channel_layouts=mono," +
        "silenceremove=start_periods=1:start_duration=0.02:start_threshold=-50dB,areverse," +
        "silenceremove=start_periods=1:start_duration=0.02:start_threshold=-50dB,areverse," +
        "pan=stereo|c0=c0|c1=c0,aresample=48000",
    );
    expect(args.slice(-3)).toEqual(["wav", "-y", "/w/trimmed.wav"]);
  });

  it("measures with loudnorm and reads its JSON, or nothing from a silent clip", () => {
    expect(measureArgs("/w/t.wav")).toEqual([
      "-v",
      "info",
      "-protocol_whitelist",
      "file,pipe",
      "-f",
      "wav",
      "-i",
      "/w/t.wav",
      "-af",
      "apad=pad_len=19200,loudnorm=I=-16:TP=-1.5:LRA=11:print_format=json",
      "-f",
      "null",
      "-",
    ]);
    const printed = `Duration: 00:00:01.19\n[Parsed_loudnorm_0 @ 0x1] \n{\n\t"input_i" : "-37.94",\n\t"input_tp" : "-3.07",\n\t"input_lra" : "0.00",\n\t"input_thresh" : "-47.94",\n\t"target_offset" : "0.06"\n}\n`;
    expect(parseMeasure(printed)).toEqual({ input_i: "-37.94", input_tp: "-3.07" });
    expect(parseMeasure(printed.replace("-37.94", "-inf"))).toBeNull();
    expect(parseMeasure("no measure")).toBeNull();
  });

  it("applies the measured gain evenly, limits the peaks at -1.5 dBFS and writes 48 kHz stereo WAV", () => {
    expect(normaliseArgs("/w/t.wav", { input_i: "-37.94", input_tp: "-3.07" }, "/w/out.wav")).toEqual([
      "-v",
      "error",
      "-protocol_whitelist",
      "file,pipe",
      "-f",
      "wav",
      "-i",
      "/w/t.wav",
      "-af",
      "volume=21.94dB,alimiter=limit=0.8414:attack=1:release=50:level=false,aresample=48000",
      "-ar",
      "48000",
      "-ac",
      "2",
      "-c:a",
      "pcm_s16le",
      "-f",
      "wav",
      "-y",
      "/w/out.wav",
    ]);
  });
});
