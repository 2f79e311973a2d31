// Santa rasterised once per prepared template: his study (with him at his desk), his moving layers (head,
// hand) and one sprite per face (eyes × mouth), stacked into the sheet the face track crops from.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import { faceSheetArgs } from "./face-sheet.ts";
import { faceSpriteName, SHEET_FACES } from "./face-track.ts";
import { EYES, MOUTHS } from "./mouth-shapes.ts";
import { faceSvg, handSvg, headSvg, santaAtDeskSvg, studySvg } from "./santa-art.ts";

export interface SantaSprites {
  /** Santa at his desk in his study, full frame: the shots of the fixed scenes in which he speaks. */
  study: string;
  head: string;
  hand: string;
  face: (eyes: (typeof EYES)[number], mouth: (typeof MOUTHS)[number]) => string;
  /** Every face, one under another in SHEET_FACES's order (face-sheet.ts). */
  faceSheet: string;
}

/** Where a prepared template keeps Santa's sprites (under its folder `dir`). */
export function santaSprites(dir: string): SantaSprites {
  const folder = path.join(dir, "santa");
  return {
    study: path.join(folder, "study.png"),
    head: path.join(folder, "head.png"),
    hand: path.join(folder, "hand.png"),
    face: (eyes, mouth) => path.join(folder, faceSpriteName(eyes, mouth)),
    faceSheet: path.join(folder, "faces.nut"),
  };
}

export async function writeSantaSprites(
  dir: string,
  ffmpeg: string,
  run: { timeoutSeconds: number; signal?: AbortSignal },
): Promise<void> {
  const sprites = santaSprites(dir);
  await mkdir(path.dirname(sprites.head), { recursive: true });
  const drawings: [svg: string, file: string][] = [
    [headSvg(), sprites.head],
    [handSvg(), sprites.hand],
    ...EYES.flatMap((eyes) =>
      MOUTHS.map((mouth): [string, string] => [faceSvg(eyes, mouth), sprites.face(eyes, mouth)]),
    ),
  ];
  await Promise.all([
    ...drawings.map(([svg, file]) => sharp(Buffer.from(svg)).png().toFile(file)),
    sharp(Buffer.from(studySvg()))
      .composite([{ input: Buffer.from(santaAtDeskSvg()) }])
      .png()
      .toFile(sprites.study),
  ]);
  await runFfmpeg(
    ffmpeg,
    faceSheetArgs(
      SHEET_FACES.map(({ eyes, mouth }) => sprites.face(eyes, mouth)),
      sprites.faceSheet,
    ),
    { step: "stacking Santa's faces", ...run },
  );
}
