// Renders a short-template film and looks at Santa in it as a viewer would: his mouth open on a spoken
// word, closed in a pause, where his drawing puts it; the child's portrait; his study; his magic book.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderFilm } from "./render-film.ts";
import { shortTemplate, testPhoto } from "./render-film.test-support.ts";
import { artPath, type PreparedTemplate } from "./template/prepared-template.ts";
import { offlineVoices } from "./voice/offline-voices.ts";
import { portraitColours } from "#domain/child-colours.ts";
import { PORTRAIT_SAMPLES } from "#art/child-portrait.ts";
import { colourDistance, sampleColour } from "./santa/child-portrait.test-support.ts";
import { FACE_BOX, HAND_BOX, HAND_REACH, HEAD_BOX, MOUTH_BOX } from "./santa/santa-layout.ts";
import { FILM } from "./ffmpeg/encoder-settings.ts";
import { BOOK_PAGE, PHOTO_BOX } from "./scenes/photo-motion.ts";
import { LEAD_IN_SECONDS } from "./script/speech-timeline.ts";
import { santaSprites } from "./santa/santa-sprites.ts";
import { cardLines } from "./scenes/card-layout.ts";
import { PAGE_TEXT_WIDTH } from "./santa/santa-layout.ts";

const FFMPEG = "/usr/bin/ffmpeg";
/** Green eyes and red hair, as a parent choosing "other" and typing "auburn" would get them. */
const LOOKS = portraitColours({ eyeColour: "green", hairColour: "other", hairColourOther: "auburn" });
const CHILD = {
  name: "Maya",
  age: 6,
  achievements: "Learned to swim",
  wishes: "A kite",
  message:
    "You were so kind to your new classmate this year. Keep shining, and keep helping your little brother with his reading.",
};
const scratch = mkdtempSync(path.join(os.tmpdir(), "santa-on-screen-"));
let template: PreparedTemplate;
let film: Awaited<ReturnType<typeof renderFilm>>;

/** Around the mouth, wide enough for every place his breathing and swaying take it. */
const WINDOW = {
  left: MOUTH_BOX.x - 8,
  top: MOUTH_BOX.y - 8,
  width: MOUTH_BOX.width + 16,
  height: MOUTH_BOX.height + 16,
};

async function windowOf(png: Buffer | string): Promise<Buffer> {
  return sharp(png).removeAlpha().extract(WINDOW).raw().toBuffer();
}

/** The film's picture at `seconds`, as a PNG. */
function grab(seconds: number): Buffer {
  return execFileSync(
    FFMPEG,
    [
      "-v",
      "error",
      "-ss",
      seconds.toFixed(3),
      "-i",
      film.videoPath,
      "-frames:v",
      "1",
      "-f",
      "image2pipe",
      "-c:v",
      "png",
      "-",
    ],
    { maxBuffer: 1 << 26 },
  );
}

function frameAt(seconds: number): Promise<Buffer> {
  return windowOf(grab(seconds));
}

/** Mean absolute difference per channel, 0–255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}

/**
 * Santa with his mouth closed over the photos' art, drawn by sharp from the same sprites, at every place
 * the head can be (even pixels, as ffmpeg's overlay places layers on a 4:2:0 picture).
 */
async function closedMouthReferences(): Promise<Buffer[]> {
  const sprites = santaSprites(template.dir);
  const scene = template.manifest.scenes.photos;
  if (scene?.kind !== "photos") throw new Error("the short template has a photos scene");
  const art = artPath(template, scene.art);
  const references: Buffer[] = [];
  for (const dx of [-4, -2, 0, 2, 4])
    for (const dy of [-4, -2, 0, 2])
      references.push(
        await windowOf(
          await sharp(art)
            .composite([
              { input: sprites.head, left: HEAD_BOX.x + dx, top: HEAD_BOX.y + dy },
              { input: sprites.face("open", "closed"), left: FACE_BOX.x + dx, top: FACE_BOX.y + dy },
            ])
            .png()
            .toBuffer(),
        ),
      );
  return references;
}

/** The stem's loudness in each 30th of a second. */
function stemLevels(): number[] {
  const raw = execFileSync(
    FFMPEG,
    [
      "-v",
      "error",
      "-i",
      path.join(scratch, "work", "film-render", "voice.wav"),
      "-f",
      "f32le",
      "-ac",
      "1",
      "-ar",
      "48000",
      "-",
    ],
    { maxBuffer: 1 << 28 },
  );
  const samples = new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
  const levels: number[] = [];
  for (let at = 0; at < samples.length; at += 1600) {
    const part = samples.subarray(at, at + 1600);
    levels.push(Math.sqrt(part.reduce((sum, s) => sum + s * s, 0) / part.length));
  }
  return levels;
}

/** The film's captions, each with its start and end in seconds. */
function filmCues(): { start: number; end: number; text: string }[] {
  const vtt = readFileSync(film.captionsPath, "utf8");
  return [...vtt.matchAll(/(\d\d):(\d\d):(\d\d\.\d{3}) --> (\d\d):(\d\d):(\d\d\.\d{3})\n(.*)/g)].map((m) => ({
    start: Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]),
    end: Number(m[4]) * 3600 + Number(m[5]) * 60 + Number(m[6]),
    text: m[7] ?? "",
  }));
}

beforeAll(async () => {
  template = await shortTemplate(FFMPEG);
  const photos = [
    await testPhoto(path.join(scratch, "a.jpg"), 1600, 1200, 4),
    await testPhoto(path.join(scratch, "b.jpg"), 1200, 1600, 5),
  ];
  film = await renderFilm({
    ffmpeg: FFMPEG,
    template,
    storyline: "sleigh",
    language: "en",
    child: CHILD,
    looks: LOOKS,
    photos,
    voice: { engines: offlineVoices() },
    workDir: path.join(scratch, "work"),
    outputPath: path.join(scratch, "out", "film.mp4"),
  });
}, 240_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("Santa on screen in the photos scene", () => {
  it("has his mouth open on a spoken word and closed, as drawn, in the pause after his last photo line", async () => {
    const cues = filmCues();
    const photoLines = cues.filter((cue) => cue.text.startsWith("Look at this"));
    const last = photoLines.at(-1)!;
    const next = cues[cues.indexOf(last) + 1]!;
    const levels = stemLevels();

    // Inside a word: the loudest frame of the last photo line. In the pause: halfway to the next line,
    // where the stem is silent for a third of a second on either side.
    const loudest = levels.reduce(
      (best, level, frame) =>
        frame / 30 >= last.start && frame / 30 < last.end && level > best.level ? { frame, level } : best,
      { frame: 0, level: 0 },
    );
    const word = (loudest.frame + 0.5) / 30;
    const pause = (last.end + next.start) / 2 - 0.3;
    const around = levels.slice(Math.round((pause - 0.33) * 30), Math.round((pause + 0.33) * 30));
    expect(Math.max(...around)).toBe(0);

    const references = await closedMouthReferences();
    const [speaking, silent] = [await frameAt(word), await frameAt(pause)];
    const nearest = (frame: Buffer) =>
      Math.min(...references.map((reference) => difference(frame, reference)));
    console.log({
      word,
      pause,
      silent: nearest(silent),
      speaking: nearest(speaking),
      between: difference(speaking, silent),
    });
    expect(nearest(silent)).toBeLessThan(4);
    expect(nearest(speaking)).toBeGreaterThan(12);
    expect(difference(speaking, silent)).toBeGreaterThan(12);
    // Santa's drawings for the references and two frames decoded by ffmpeg: seconds on a busy machine.
  }, 60_000);
});

describe("the child's portrait in Santa's book", () => {
  it("has the eye and hair colours the parent chose, in the film's title scene", async () => {
    const vtt = readFileSync(film.captionsPath, "utf8");
    // The title scene is where Santa first says the child's name.
    const [, h = "0", m = "0", s = "0"] = /(\d\d):(\d\d):(\d\d\.\d{3}) --> .*\nHi, Maya!/.exec(vtt) ?? [];
    const png = grab(Number(h) * 3600 + Number(m) * 60 + Number(s) + 0.5);
    expect(colourDistance(await sampleColour(png, PORTRAIT_SAMPLES.eyes), LOOKS.eyes)).toBeLessThan(8);
    expect(colourDistance(await sampleColour(png, PORTRAIT_SAMPLES.hair), LOOKS.hair as string)).toBeLessThan(
      8,
    );
  });
});

describe("Santa in a fixed scene", () => {
  it("is in his study while he says the scene's line, and the footage shows once he is quiet", async () => {
    const vtt = readFileSync(film.captionsPath, "utf8");
    const [, start = "0", end = "0"] =
      /00:00:(\d\d\.\d{3}) --> 00:00:(\d\d\.\d{3})\nOff we fly!/.exec(vtt) ?? [];
    const levels = stemLevels();
    // The middle scene: its line, then at least two seconds of footage before the next scene's line.
    const quiet = Number(end) + 2.3;
    expect(Math.max(...levels.slice(Math.round(Number(end) * 30) + 3, Math.round((quiet + 0.2) * 30)))).toBe(
      0,
    );
    // Santa's desk and the study around it: no footage of ours has them.
    const DESK = { left: 0, top: 860, width: 900, height: 200 };
    const deskOf = async (png: Buffer) => sharp(png).removeAlpha().extract(DESK).raw().toBuffer();
    const study = await deskOf(await sharp(santaSprites(template.dir).study).png().toBuffer());
    const speaking = difference(await deskOf(grab((Number(start) + Number(end)) / 2)), study);
    const afterwards = difference(await deskOf(grab(quiet)), study);
    expect(speaking).toBeLessThan(3);
    expect(afterwards).toBeGreaterThan(15);
  });
});

describe("the photos in Santa's magic book", () => {
  it("go from one to the next as a page turns, Santa's hand on it, the page lifting off the second photo, never through black", async () => {
    const second = filmCues().filter((cue) => cue.text.startsWith("Look at this"))[1]!;
    // The second photo's segment starts just before its line (speak-script.ts: photoCuts).
    const cut = Math.round((second.start - LEAD_IN_SECONDS) * FILM.fps) / FILM.fps;
    const strip = (left: number) => ({
      left,
      top: PHOTO_BOX.y + 40,
      width: 60,
      height: PHOTO_BOX.height - 80,
    });
    const [nearSpine, farEdge] = [strip(PHOTO_BOX.x + 20), strip(PHOTO_BOX.x + PHOTO_BOX.width - 140)];
    const meanOf = async (png: Buffer, area: typeof nearSpine) => {
      // stats() reads the input, not the pipeline's output: the area is cut out first.
      const { channels } = await sharp(await sharp(png).removeAlpha().extract(area).png().toBuffer()).stats();
      return channels.map((channel) => channel.mean);
    };
    /** The largest difference of one channel's mean, 0–255. */
    const apart = (a: number[], b: number[]) => Math.max(...a.map((value, i) => Math.abs(value - b[i]!)));
    const before = grab(cut - 0.2);
    const midTurn = grab(cut + 0.28);
    const turned = grab(cut + 0.64);
    // Half-way, the photo beneath shows at the page's far side, while the page still covers the spine.
    expect(apart(await meanOf(midTurn, farEdge), await meanOf(turned, farEdge))).toBeLessThan(15);
    expect(apart(await meanOf(midTurn, farEdge), await meanOf(before, farEdge))).toBeGreaterThan(30);
    expect(apart(await meanOf(midTurn, nearSpine), await meanOf(turned, nearSpine))).toBeGreaterThan(30);
    // The book stays lit throughout: no fade to black between the photos.
    const page = { left: BOOK_PAGE.x, top: BOOK_PAGE.y, width: BOOK_PAGE.width, height: BOOK_PAGE.height };
    const brightness = async (png: Buffer) => (await meanOf(png, page)).reduce((sum, c) => sum + c, 0) / 3;
    const lit = await brightness(before);
    for (let at = cut - 0.4; at < cut + 0.8; at += 0.08)
      expect(await brightness(grab(at))).toBeGreaterThan(lit * 0.7);

    // Santa's hand goes to the page as it turns: his mitten covers the desk's edge by the book then,
    // and is back by his inkwell before and after.
    const byTheBook = {
      left: HAND_BOX.x + HAND_REACH.x + 130,
      top: HAND_BOX.y + HAND_REACH.y + 90,
      width: 50,
      height: 45,
    };
    const [restBefore, reaching, restAfter] = await Promise.all(
      [cut - 1, cut + 0.28, cut + 1.3].map((at) => meanOf(grab(at), byTheBook)),
    );
    expect(apart(reaching!, restBefore!)).toBeGreaterThan(40);
    expect(apart(reaching!, restAfter!)).toBeGreaterThan(40);
    expect(apart(restBefore!, restAfter!)).toBeLessThan(10);
  }, 60_000);
});

describe("the message Santa reads", () => {
  it("is written on the page as he reads it: its first line there early on, its last once he reaches it", async () => {
    const cues = filmCues();
    const first = cues.findIndex((cue) => cue.text.startsWith("Listen:"));
    // A long phrase's caption is cut into cues: the phrase runs to the last one before the next line.
    const reading = cues
      .slice(first)
      .filter((cue, at, all) => at === 0 || cue.start - all[at - 1]!.end < 0.05);
    const [start, end] = [reading[0]!.start, reading.at(-1)!.end];
    const lines = cardLines("message", CHILD, template.manifest.languages.en, "en");
    expect(lines.length).toBeGreaterThan(3);
    const band = (line: (typeof lines)[number]) => ({
      left: line.centreX - PAGE_TEXT_WIDTH / 2,
      top: Math.round(line.baseline - 0.9 * line.size),
      width: PAGE_TEXT_WIDTH,
      height: Math.round(1.1 * line.size),
    });
    const bandOf = async (png: Buffer | string, line: (typeof lines)[number]) =>
      sharp(png).removeAlpha().extract(band(line)).raw().toBuffer();
    // The page as drawn, before anything is written on it.
    const scene = template.manifest.scenes.message;
    const art = artPath(template, scene && "art" in scene ? scene.art : "");
    const written = async (png: Buffer, line: (typeof lines)[number]) =>
      difference(await bandOf(png, line), await bandOf(art, line));
    const early = grab(start + 0.3 * (end - start));
    // The last cue is held a little past the voice, which the scene's tail outlasts.
    const late = grab(end - 0.4);
    const [top, bottom] = [lines[0]!, lines.at(-1)!];
    const seen = {
      earlyTop: await written(early, top),
      earlyBottom: await written(early, bottom),
      lateBottom: await written(late, bottom),
    };
    console.log(seen);
    expect(seen.earlyTop).toBeGreaterThan(6);
    expect(seen.earlyBottom).toBeLessThan(3);
    expect(seen.lateBottom).toBeGreaterThan(6);
  });
});
