import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RGBA_LAYER } from "../ffmpeg/colour.ts";
import { packagedFfmpeg } from "../ffmpeg/locate-ffmpeg.ts";
import { SHEET_FACES, sheetRow } from "./face-track.ts";
import { FACE_BOX } from "./santa-layout.ts";
import { santaSprites, writeSantaSprites } from "./santa-sprites.ts";

const work = mkdtempSync(path.join(os.tmpdir(), "face-sheet-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * One frame of `input` through `filter`, as raw YUV with alpha: in a `-filter_complex` graph, as a
 * scene's layers are (ffmpeg 4.1 scales with other flags under `-vf`).
 */
function pixels(ffmpeg: string, input: string, filter: string): Buffer {
  return execFileSync(
    ffmpeg,
    [
      ...["-v", "error", "-i", input, "-filter_complex", `[0:v]${filter}[out]`, "-map", "[out]"],
      ...["-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "yuva420p", "-"],
    ],
    { maxBuffer: 1 << 26 },
  );
}

describe.each([
  ["Debian's ffmpeg", "/usr/bin/ffmpeg"],
  ["the npm package's ffmpeg 4.1", packagedFfmpeg() ?? "missing"],
])("Santa's face sheet, made by %s", (_, ffmpeg) => {
  it("crops to each face with the very pixels of its sprite converted as a layer", async () => {
    const dir = path.join(work, path.basename(path.dirname(ffmpeg)));
    await writeSantaSprites(dir, ffmpeg, { timeoutSeconds: 60 });
    const sprites = santaSprites(dir);
    const { width, height } = FACE_BOX;
    for (const { eyes, mouth } of SHEET_FACES) {
      const row = pixels(
        ffmpeg,
        sprites.faceSheet,
        `crop=w=${width}:h=${height}:x=0:y=${sheetRow(eyes, mouth) * height}`,
      );
      const own = pixels(ffmpeg, sprites.face(eyes, mouth), RGBA_LAYER);
      expect(row.length, `${eyes} eyes, ${mouth} mouth`).toBe(width * height * 2.5);
      expect(row.equals(own), `${eyes} eyes, ${mouth} mouth`).toBe(true);
    }
    // Faces differ from one another: a sheet of one face repeated would pass the loop above.
    const [first, second] = [SHEET_FACES[0], SHEET_FACES[1]].map((face) =>
      pixels(ffmpeg, sprites.face(face!.eyes, face!.mouth), RGBA_LAYER),
    );
    expect(first!.equals(second!)).toBe(false);
  });
});
