// The magic book shows the whole child: photos made by sharp with a red "head" near their top, a phone's
// portrait and landscapes, keep the head whole in the scaled photo and in the first and last frames of
// its motion, as ffmpeg draws them with the film's own filter.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { motionFilter } from "./card-args.ts";
import { PHOTO_BOX, photoMotion } from "./photo-motion.ts";
import { scalePhoto } from "./scale-photo.ts";

const FFMPEG = "/usr/bin/ffmpeg";
const scratch = mkdtempSync(path.join(os.tmpdir(), "scale-photo-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Head {
  x: number;
  y: number;
  radius: number;
}

/** A child on a green lawn: a blue body standing under a red head, as a parent's JPEG. */
async function childPhoto(name: string, width: number, height: number, head: Head): Promise<string> {
  const body = { width: head.radius * 3, top: head.y + head.radius * 1.2 };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#5d8a5a"/>
    <rect x="${head.x - body.width / 2}" y="${body.top}" width="${body.width}" height="${height - body.top - 20}" fill="#2040c0"/>
    <circle cx="${head.x}" cy="${head.y}" r="${head.radius}" fill="#e61428"/>
  </svg>`;
  const file = path.join(scratch, `${name}.jpg`);
  await sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toFile(file);
  return file;
}

interface Picture {
  data: Buffer;
  width: number;
  height: number;
}

async function pixels(file: string): Promise<Picture> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Whether the red head is seen whole: its pixels exist, none touches the picture's edge (a head cut by
 * the edge does), and they fill a round, disc-shaped area. The blurred, dimmed matte is never this red.
 */
function headSeenWhole({ data, width, height }: Picture): string {
  let count = 0;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
      if (r < 170 || g > 90 || b > 100) continue;
      count += 1;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  if (count === 0) return "no head";
  if (left === 0 || top === 0 || right === width - 1 || bottom === height - 1) return "head cut by the edge";
  const [across, down] = [right - left + 1, bottom - top + 1];
  if (Math.abs(across - down) > 0.15 * Math.max(across, down)) return `head not round (${across}×${down})`;
  if (count < 0.6 * (Math.PI / 4) * across * down) return "head partly hidden";
  return "whole";
}

const FRAMES = 25;

/** The first and last frames of the photo's motion in its box, drawn by ffmpeg with the film's filter. */
function motionEnds(scaled: string, motion: ReturnType<typeof photoMotion>, name: string): [string, string] {
  const dir = path.join(scratch, `${name}-frames`);
  mkdirSync(dir, { recursive: true });
  execFileSync(FFMPEG, [
    "-v",
    "error",
    "-loop",
    "1",
    "-i",
    scaled,
    "-filter_complex",
    `[0:v]${motionFilter(motion, FRAMES)}[moved]`,
    "-map",
    "[moved]",
    "-frames:v",
    String(FRAMES),
    "-start_number",
    "0",
    path.join(dir, "%02d.png"),
  ]);
  return [path.join(dir, "00.png"), path.join(dir, `${String(FRAMES - 1).padStart(2, "0")}.png`)];
}

describe("a photo in the magic book", () => {
  const photos = [
    // A phone held upright: the head 3–12% down a 9:16 picture.
    { name: "portrait 9:16", width: 1080, height: 1920, head: { x: 540, y: 170, radius: 110 } },
    // A camera's 4:3 landscape, the child's head 2–11% down.
    { name: "landscape 4:3", width: 1600, height: 1200, head: { x: 700, y: 80, radius: 55 } },
    // A phone held sideways, the head near the top and right.
    { name: "landscape 16:9", width: 1920, height: 1080, head: { x: 1500, y: 70, radius: 50 } },
  ];

  for (const photo of photos)
    for (const index of [0, 1])
      it(`keeps the head of a ${photo.name} photo whole, scaled and through its motion (photo ${index + 1})`, async () => {
        const name = `${photo.name.replace(/\W+/g, "-")}-${index}`;
        const file = await childPhoto(name, photo.width, photo.height, photo.head);
        const motion = photoMotion(index, photo);
        const scaled = path.join(scratch, `${name}-scaled.jpg`);
        await scalePhoto(file, motion, scaled);

        const picture = await pixels(scaled);
        expect([picture.width, picture.height]).toEqual([motion.scaled.width, motion.scaled.height]);
        expect(headSeenWhole(picture)).toBe("whole");
        const [first, last] = motionEnds(scaled, motion, name);
        for (const frame of [first, last]) {
          const seen = await pixels(frame);
          expect([seen.width, seen.height]).toEqual([PHOTO_BOX.width, PHOTO_BOX.height]);
          expect(headSeenWhole(seen), path.basename(frame)).toBe("whole");
        }
      });
});
