// Santa's faces as one sheet in the film's colours, made once per prepared template from the face
// sprites: each sprite converted on its own, exactly as a layer is (ffmpeg/colour.ts), then stacked,
// so a row cropped from the sheet has the very pixels of its sprite. Raw YUV with alpha in NUT: read
// without decoding a PNG or converting a pixel.
import { RGBA_LAYER } from "../ffmpeg/colour.ts";

export function faceSheetArgs(sprites: readonly string[], output: string): string[] {
  const converted = sprites.map((_, at) => `[${at}:v]${RGBA_LAYER}[f${at}]`);
  const stacked = `${sprites.map((_, at) => `[f${at}]`).join("")}vstack=inputs=${sprites.length}[sheet]`;
  return [
    "-v",
    "error",
    ...sprites.flatMap((sprite) => ["-i", sprite]),
    "-filter_complex",
    [...converted, stacked].join(";"),
    "-map",
    "[sheet]",
    "-frames:v",
    "1",
    "-c:v",
    "rawvideo",
    "-pix_fmt",
    "yuva420p",
    "-f",
    "nut",
    "-y",
    output,
  ];
}
