// Santa in his study saying a fixed scene's line (render/film/santa-shots.ts says where): the same
// voice makes the same shot in every film, so a shot is named by its voice and kept beside the prepared
// template, encoded only by the first film that needs it (decision 052).
import { createHash } from "node:crypto";
import path from "node:path";
import type { CardSegment } from "./card-args.ts";
import type { FaceRun, VoiceFrame } from "../santa/mouth-shapes.ts";
import type { SantaSprites } from "../santa/santa-sprites.ts";

/** The shot's name: its frames' voice, rounded past what the face track can show. */
export function santaShotKey(voice: readonly VoiceFrame[]): string {
  return createHash("sha256")
    .update(JSON.stringify(voice.map((v) => [v.rms.toFixed(4), v.crossings.toFixed(3)])))
    .digest("hex")
    .slice(0, 24);
}

export function santaShotPath(templateDir: string, key: string): string {
  return path.join(templateDir, "santa-shots", `${key}.mp4`);
}

/** The shot as a segment: the study, Santa's moving layers and his face track, cut in without fades. */
export function santaShotSegment(
  sprites: SantaSprites,
  faceTrack: readonly FaceRun[],
  frames: number,
  output: string,
): CardSegment {
  return {
    background: sprites.study,
    frames,
    lines: [],
    santa: { head: sprites.head, hand: sprites.hand, faceSheet: sprites.faceSheet, faceTrack },
    fades: { in: false, out: false },
    output,
  };
}
