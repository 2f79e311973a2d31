// Running ffmpeg and ffprobe: rasterizing SVG, encoding within a byte budget, and recording what was written.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const FFMPEG = "ffmpeg";
const FFPROBE = "ffprobe";

export function ffmpeg(args: string[]): void {
  execFileSync(FFMPEG, ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export function probe(file: string): { width: number; height: number; codec: string } {
  const out = execFileSync(
    FFPROBE,
    [
      "-v",
      "error",
      "-select_streams",
      "v:0",
      "-show_entries",
      "stream=width,height,codec_name",
      "-of",
      "json",
      file,
    ],
    { encoding: "utf8" },
  );
  const stream = (JSON.parse(out) as { streams: { width: number; height: number; codec_name: string }[] })
    .streams[0];
  if (!stream) throw new Error(`no video stream in ${file}`);
  return { width: stream.width, height: stream.height, codec: stream.codec_name };
}

export function size(file: string): number {
  return fs.statSync(file).size;
}

/** Encodes with each setting in turn (best quality first) until the file fits; throws if none does. */
export function encodeWithin(
  file: string,
  limit: number,
  settings: number[],
  encode: (setting: number) => void,
): number {
  for (const setting of settings) {
    encode(setting);
    if (size(file) <= limit) return setting;
  }
  throw new Error(`${path.basename(file)} is ${size(file)} bytes, over its budget of ${limit}`);
}

export const written: { file: string; encoder: string; setting: string }[] = [];
export function record(file: string, encoder: string, setting: string): void {
  written.push({ file, encoder, setting });
}

/**
 * Rasterizes an SVG with ffmpeg's librsvg decoder to a PNG (RGBA). The decoder hands over cairo's
 * premultiplied pixels labelled as straight alpha, which greys every soft edge, so undo that first.
 */
export function rasterize(svgText: string, pngFile: string): void {
  const svgFile = pngFile.replace(/\.png$/, ".svg");
  fs.writeFileSync(svgFile, svgText);
  ffmpeg([
    "-i",
    svgFile,
    "-vf",
    "unpremultiply=inplace=1,format=rgba",
    "-frames:v",
    "1",
    "-update",
    "1",
    pngFile,
  ]);
}

export const BT709 = [
  "-colorspace",
  "bt709",
  "-color_primaries",
  "bt709",
  "-color_trc",
  "bt709",
  "-color_range",
  "tv",
];
export const TO_YUV420 =
  "scale=out_color_matrix=bt709:out_range=tv:flags=lanczos+accurate_rnd+full_chroma_int,format=yuv420p";
export const QUIET_MUX = ["-map_metadata", "-1", "-fflags", "+bitexact", "-an"];
