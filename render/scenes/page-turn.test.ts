import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { packagedFfmpeg } from "../ffmpeg/locate-ffmpeg.ts";
import { drawPageTurn, PAGE_TURN, TURN_SIZE, turnInputArgs, turnStages, turnStill } from "./page-turn.ts";
import { BOOK_PAGE, PHOTO_BOX, photoMotion } from "./photo-motion.ts";

describe("turnStages", () => {
  it("starts with the page lying flat and ends with it edge-on at the spine, narrowing all the way", () => {
    const stages = turnStages(7, 990);
    expect(stages[0]).toEqual({ width: 990, shade: 0, shadow: 0 });
    expect(stages.at(-1)!.width).toBe(0);
    for (let at = 1; at < stages.length; at += 1)
      expect(stages[at]!.width).toBeLessThan(stages[at - 1]!.width);
    // The shadow is deepest half-way, and gone once the page stands edge-on.
    expect(Math.max(...stages.map((stage) => stage.shadow))).toBe(stages[3]!.shadow);
    expect(stages.at(-1)!.shadow).toBe(0);
  });
});

describe("turnStill", () => {
  /** A 40×20 page, its left half red and right half blue. */
  const page = {
    width: 40,
    height: 20,
    data: Buffer.from(
      Array.from({ length: 40 * 20 }, (_, at) => (at % 40 < 20 ? [200, 0, 0] : [0, 0, 200])).flat(),
    ),
  };
  const LIFT = (still: Buffer) => (still.length / 4 / page.width - page.height) / 2;
  const pixel = (still: Buffer, x: number, y: number) => [
    ...still.subarray((y * page.width + x) * 4, (y * page.width + x) * 4 + 4),
  ];

  it("shows the page exactly as it lay at the turn's start, so the cut from the last photo does not jump", () => {
    const still = turnStill(page, { width: 40, shade: 0, shadow: 0 });
    const lift = LIFT(still);
    expect(pixel(still, 5, lift + 10)).toEqual([200, 0, 0, 255]);
    expect(pixel(still, 35, lift + 10)).toEqual([0, 0, 200, 255]);
    // Nothing above or below the page.
    expect(pixel(still, 35, lift - 1)[3]).toBe(0);
  });

  it("half-way, squeezes the page towards the spine, makes its far edge taller, darkens it and shadows the page beneath", () => {
    const still = turnStill(page, { width: 20, shade: 0.3, shadow: 0.5 });
    const lift = LIFT(still);
    // Both halves of the page are still there, narrowed into the first 20 columns, and darker.
    expect(pixel(still, 2, lift + 10)[0]).toBeGreaterThan(100);
    expect(pixel(still, 2, lift + 10)[0]).toBeLessThan(200);
    expect(pixel(still, 18, lift + 10)[2]).toBeGreaterThan(100);
    // The far edge reaches above the page's top; the spine does not.
    expect(pixel(still, 19, lift - 1)[3]).toBe(255);
    expect(pixel(still, 0, lift - 1)[3]).toBe(0);
    // Beyond it, the page beneath shows through a shadow that fades away from the edge.
    const shadow = [20, 30].map((x) => pixel(still, x, lift + 10));
    expect(shadow[0]![3]).toBeGreaterThan(shadow[1]![3]!);
    expect(shadow[0]!.slice(0, 3)).toEqual([0, 0, 0]);
  });

  it("draws a still into a buffer that held another one exactly as into a fresh one", () => {
    const stages = turnStages(7, page.width);
    const shared = turnStill(page, stages[1]!);
    for (const stage of [stages[5]!, stages[0]!, stages[6]!])
      expect(turnStill(page, stage, shared).equals(turnStill(page, stage))).toBe(true);
  });
});

describe("drawPageTurn", () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "page-turn-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each([
    ["Debian's ffmpeg 5.1", "/usr/bin/ffmpeg"],
    ["the npm package's ffmpeg 4.1", packagedFfmpeg() ?? "missing"],
  ])("writes stills that ffmpeg reads as the turn, one frame each, in order (%s)", async (_, ffmpeg) => {
    // The book's page: a gradient, so a still read from the wrong place in the file shows.
    const page = {
      width: BOOK_PAGE.width,
      height: BOOK_PAGE.height,
      data: Buffer.from(
        Array.from({ length: BOOK_PAGE.width * BOOK_PAGE.height }, (_, at) => [
          at % 251,
          Math.floor(at / BOOK_PAGE.width) % 253,
          90,
        ]).flat(),
      ),
    };
    const motion = photoMotion(0, { width: 800, height: 600 });
    const photo = path.join(scratch, "photo.jpg");
    await sharp({
      create: {
        width: motion.scaled.width,
        height: motion.scaled.height,
        channels: 3,
        background: "#c02020",
      },
    })
      .jpeg()
      .toFile(photo);
    const dir = path.join(scratch, ffmpeg.replaceAll("/", "_"));
    mkdirSync(dir);
    const file = await drawPageTurn(page, { file: photo, motion }, dir);

    const frame = TURN_SIZE.width * TURN_SIZE.height * 4;
    const read = execFileSync(
      ffmpeg,
      ["-v", "error", ...turnInputArgs(file), "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"],
      { maxBuffer: 64 << 20 },
    );
    expect(read.length).toBe(PAGE_TURN.stills * frame);
    // The first still is the page as it lay, the last the page edge-on: nothing of it left.
    const lift = (TURN_SIZE.height - BOOK_PAGE.height) / 2;
    const at = (still: number, x: number, y: number) => {
      const offset = still * frame + ((y + lift) * TURN_SIZE.width + x) * 4;
      return [...read.subarray(offset, offset + 4)];
    };
    expect(at(0, 7, 5)).toEqual([
      ...page.data.subarray((5 * page.width + 7) * 3, (5 * page.width + 7) * 3 + 3),
      255,
    ]);
    expect(at(0, PHOTO_BOX.x - BOOK_PAGE.x + 100, PHOTO_BOX.y - BOOK_PAGE.y + 100).slice(0, 3)).toEqual([
      expect.closeTo(192, -1),
      expect.closeTo(32, -1),
      expect.closeTo(32, -1),
    ]);
    expect(at(PAGE_TURN.stills - 1, page.width - 1, 5)[3]).toBe(0);
  });
});
