// A card's lines are drawn on its art once they have faded in (card-args.ts: cardArt), and on each
// frame only while they fade: the frames must be exactly those of every line drawn on every frame.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FROM_RGB } from "../ffmpeg/colour.ts";
import { packagedFfmpeg } from "../ffmpeg/locate-ffmpeg.ts";
import { santaSprites, writeSantaSprites } from "../santa/santa-sprites.ts";
import { bakedFrom, cardSegmentArgs, type CardSegment } from "./card-args.ts";
import { fontFile } from "./fonts.ts";

const FRAMES = 60;
const scratch = mkdtempSync(path.join(os.tmpdir(), "card-lines-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let art: string;
beforeAll(async () => {
  // Santa's layers as a prepared template has them.
  await writeSantaSprites(scratch, "/usr/bin/ffmpeg", { timeoutSeconds: 60 });
  // A gradient, so a line drawn in the wrong place or at the wrong strength changes the frame.
  art = path.join(scratch, "art.png");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1d3b2a"/><stop offset="1" stop-color="#f4e2b8"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(art);
}, 120_000);

/** Two lines drawn on the art early in the scene, and one that is still fading in at its end. */
function card(): CardSegment {
  const line = (text: string, baseline: number, appearAt: number) => {
    const textFile = path.join(scratch, `${baseline}.txt`);
    writeFileSync(textFile, text);
    return {
      text,
      font: "bold" as const,
      size: 80,
      colour: "#c0392b",
      outline: "#fff6dc",
      centreX: 1360,
      baseline,
      appearAt,
      textFile,
      fontFile: fontFile("bold"),
    };
  };
  const sprites = santaSprites(scratch);
  return {
    background: art,
    frames: FRAMES,
    lines: [line("Olivia", 260, 0.1), line("José O'Connor", 420, 0.5), line("Snow", 580, 1.8)],
    santa: {
      head: sprites.head,
      hand: sprites.hand,
      faceSheet: sprites.faceSheet,
      faceTrack: [
        { eyes: "open", mouth: "closed", frames: 25 },
        { eyes: "open", mouth: "ah", frames: 35 },
      ],
    },
    fades: { in: true, out: true },
    output: "unused",
  };
}

/** Each frame's MD5, as ffmpeg draws the graph, before any encoder. */
function frameHashes(ffmpeg: string, args: readonly string[], graph: string): string[] {
  const inputs = args.slice(0, args.indexOf("-filter_complex"));
  const out = execFileSync(
    ffmpeg,
    [
      ...inputs,
      "-filter_complex",
      graph,
      "-map",
      "[out]",
      "-frames:v",
      String(FRAMES),
      // Every frame the graph makes, whatever its timestamp (the scene's clock repeats some).
      "-vsync",
      "passthrough",
      "-f",
      "framemd5",
      "-",
    ],
    { encoding: "utf8" },
  );
  return out
    .split("\n")
    .filter((row) => row && !row.startsWith("#"))
    .map((row) => row.split(",").at(-1)!.trim());
}

describe.each([
  ["Debian's ffmpeg 5.1", "/usr/bin/ffmpeg"],
  ["the npm package's ffmpeg 4.1", packagedFfmpeg() ?? "missing"],
])("a card's lines, drawn by %s", (_, ffmpeg) => {
  it("are the frames of every line drawn on every frame from its appearance, fade and all", () => {
    const segment = card();
    expect(segment.lines.map(bakedFrom).filter((frame) => frame < FRAMES)).toHaveLength(2);
    const args = cardSegmentArgs(segment);
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).toContain("concat=n=3");
    // The reference: the art repeated as it is, and each line drawn on each frame once it appears.
    const chains = graph.split(";");
    const artEnd = chains.findIndex((chain) => chain.endsWith("[bg]"));
    const reference = [
      `[0:v]${FROM_RGB},format=yuv420p,loop=loop=${FRAMES - 1}:size=1:start=0,setpts=N/(30*TB)[bg]`,
      ...chains.slice(artEnd + 1),
    ]
      .join(";")
      .replaceAll(/\*lt\(n\\,\d+\)/g, "");
    expect(reference).not.toContain("alpha=1");

    const drawn = frameHashes(ffmpeg, args, graph);
    expect(drawn).toHaveLength(FRAMES);
    // Frames change as the lines fade in and Santa breathes: a comparison of one frame repeated proves nothing.
    expect(new Set(drawn).size).toBeGreaterThan(FRAMES / 2);
    expect(drawn).toEqual(frameHashes(ffmpeg, args, reference));
  });
});
