// Renders real films from the short test template with both ffmpeg builds and checks them as a player would.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FfmpegKilled, FfmpegMissing, PhotoUnreadable } from "./errors.ts";
import { filterValue } from "./ffmpeg/filter-escape.ts";
import { fontFile } from "./fonts.ts";
import { renderFilm, storylineForSibling, type RenderFilmInput } from "./render-film.ts";
import { cardLines } from "./scenes/card-layout.ts";
import { type PreparedTemplate, artPath, clipPath } from "./template/prepare-template.ts";
import {
  FFMPEG_BUILDS,
  ffprobe,
  frameHashes,
  killOurFfmpeg,
  shortTemplate,
  testPhoto,
  topLevelBoxes,
} from "./render-film.test-support.ts";

const CHILD = {
  name: "José O'Connor",
  age: 7,
  achievements: "Learned to ride a bike\nHelped Grandma bake cookies",
  wishes: "A red bicycle\nA puppy 🐶",
  message: 'Zoë: 100% {} \\ "quotes" — you are amazing!',
};

// A work dir with the characters ffmpeg's filter syntax treats specially.
const scratch = mkdtempSync(path.join(os.tmpdir(), "render it's:a,b "));
let photos: string[] = [];

beforeAll(async () => {
  photos = await Promise.all([
    testPhoto(path.join(scratch, "landscape.jpg"), 4000, 3000, 1),
    testPhoto(path.join(scratch, "portrait.jpg"), 1500, 2000, 2),
    testPhoto(path.join(scratch, "wide.jpg"), 3840, 1200, 3),
  ]);
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function input(
  template: PreparedTemplate,
  ffmpeg: string,
  name: string,
  extra: Partial<RenderFilmInput> = {},
): RenderFilmInput {
  const dir = path.join(scratch, name);
  return {
    ffmpeg,
    template,
    storyline: "sleigh",
    language: "en",
    child: CHILD,
    photos,
    workDir: path.join(dir, "work"),
    outputPath: path.join(dir, "out", "film.mp4"),
    ...extra,
  };
}

describe.each(FFMPEG_BUILDS)("a film rendered with $label", ({ path: ffmpeg, label }) => {
  let template: PreparedTemplate;
  let film: Awaited<ReturnType<typeof renderFilm>>;
  let work: string;
  const percents: number[] = [];

  beforeAll(async () => {
    template = await shortTemplate();
    const name = label.startsWith("Debian") ? "debian" : "npm";
    const nameRecording = path.join(scratch, `${name}-name.wav`);
    // Stands in for a recording of the name: a short two-tone chime.
    execFileSync("/usr/bin/ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "sine=f=660:d=0.6,afade=t=out:st=0.4:d=0.2",
      "-y",
      nameRecording,
    ]);
    const options = input(template, ffmpeg, name, { nameRecording, onProgress: (p) => percents.push(p) });
    work = path.join(options.workDir, "film-render");
    film = await renderFilm(options);
  }, 180_000);

  it("is Full HD H.264 High at 30 fps with 48 kHz AAC and a caption track, as long as the manifest says", () => {
    const { streams, format } = ffprobe(film.videoPath);
    const video = streams.find((s) => s.codec_type === "video");
    const audio = streams.find((s) => s.codec_type === "audio");
    expect(video).toMatchObject({
      codec_name: "h264",
      profile: "High",
      pix_fmt: "yuv420p",
      width: 1920,
      height: 1080,
      r_frame_rate: "30/1",
    });
    expect(audio).toMatchObject({ codec_name: "aac", sample_rate: "48000" });
    expect(streams.some((s) => s.codec_type === "subtitle" && s.codec_name === "mov_text")).toBe(true);
    expect(film.durationSeconds).toBe(26);
    expect(Math.abs(Number(format.duration) - 26)).toBeLessThanOrEqual(1 / 30);
    expect(Math.abs(Number(video?.duration) - Number(audio?.duration))).toBeLessThanOrEqual(0.05);
  });

  it(
    "starts with its index (moov before mdat) and decodes without a single error",
    { timeout: 60_000 },
    () => {
      const boxes = topLevelBoxes(film.videoPath);
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
      const errors = execFileSync(
        "/usr/bin/ffmpeg",
        ["-v", "error", "-i", film.videoPath, "-f", "null", "-"],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      expect(errors).toBe("");
    },
  );

  it(
    "shows every frame exactly as its own segment decodes it, across every join",
    { timeout: 120_000 },
    () => {
      const segments = readdirSync(path.join(work, "segments")).sort();
      const storyline = template.manifest.storylines.find((s) => s.id === "sleigh");
      const files: string[] = [];
      for (const sceneId of storyline?.scenes ?? []) {
        if (template.manifest.scenes[sceneId]?.kind === "fixed") files.push(clipPath(template, sceneId));
        else
          files.push(
            ...segments
              .filter((f) => f.endsWith(`-${sceneId}.mp4`))
              .map((f) => path.join(work, "segments", f)),
          );
      }
      const expected = files.flatMap(frameHashes);
      expect(expected).toHaveLength(26 * 30);
      expect(frameHashes(film.videoPath)).toEqual(expected);
    },
  );

  it("writes WebVTT captions beside the film with the name filled in, and the other language's too", () => {
    const vtt = readFileSync(film.captionsPath, "utf8");
    expect(vtt.startsWith("WEBVTT\n")).toBe(true);
    expect(vtt).toContain("Hello, José O'Connor! You are 7 now!");
    expect(vtt).not.toContain("{name}");
    expect(film.otherCaptions).toEqual([
      { language: "es", path: film.captionsPath.replace(/\.vtt$/, ".es.vtt") },
    ]);
    const spanish = readFileSync(film.otherCaptions[0]!.path, "utf8");
    expect(spanish.startsWith("WEBVTT\n")).toBe(true);
    expect(spanish).toContain("¡Hola, José O'Connor!");
    // The same storyline's cues: the Spanish captions start and end where the English ones do.
    const timings = (text: string) => text.split("\n").filter((line) => line.includes("-->"));
    expect(timings(spanish)).toEqual(timings(vtt));
    expect(readdirSync(path.dirname(film.videoPath)).sort()).toEqual(["film.es.vtt", "film.mp4", "film.vtt"]);
  });

  it("reports progress rising to 100", () => {
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it(
    "draws the name with its accent and apostrophe, like a reference frame drawn from the same text",
    { timeout: 60_000 },
    () => {
      // 1.5 s into the title card (3–5 s): both lines fully faded in, the fade out not yet begun.
      const frame = path.join(scratch, `${label}-title.png`);
      execFileSync("/usr/bin/ffmpeg", [
        "-v",
        "error",
        "-ss",
        "4.5",
        "-i",
        film.videoPath,
        "-frames:v",
        "1",
        "-y",
        frame,
      ]);
      const reference = (name: string) => {
        const file = path.join(scratch, `${label}-ref-${name.length}-${name.charCodeAt(3)}.png`);
        const draws = cardLines("title", { ...CHILD, name }, template.manifest.languages.en, "en").map(
          (line, at) => {
            const text = path.join(scratch, `${label}-ref-${at}.txt`);
            writeFileSync(text, line.text);
            return `drawtext=fontfile=${filterValue(fontFile(line.font))}:textfile=${filterValue(text)}:fontsize=${line.size}:fontcolor=0x${line.colour.slice(1)}:borderw=${Math.max(2, Math.round(line.size / 24))}:bordercolor=0x${line.outline.slice(1)}:x=${line.centreX}-text_w/2:y=${line.baseline}-max_glyph_a`;
          },
        );
        const titleArt =
          template.manifest.scenes.title?.kind === "title" ? template.manifest.scenes.title.art : "";
        execFileSync("/usr/bin/ffmpeg", [
          "-v",
          "error",
          "-i",
          artPath(template, titleArt),
          "-vf",
          draws.join(","),
          "-frames:v",
          "1",
          "-y",
          file,
        ]);
        return file;
      };
      // PSNR over the title's banner, where the name and age are drawn.
      const score = (a: string, b: string) => {
        const result = execFileSync(
          "sh",
          [
            "-c",
            `/usr/bin/ffmpeg -i "$1" -i "$2" -filter_complex "[0:v]crop=1600:420:160:300,format=yuv444p[a];[1:v]crop=1600:420:160:300,format=yuv444p[b];[a][b]psnr" -f null - 2>&1`,
            "sh",
            a,
            b,
          ],
          { encoding: "utf8" },
        );
        return Number(/average:([\d.]+|inf)/.exec(result)?.[1]);
      };
      const same = score(frame, reference(CHILD.name));
      const unaccented = score(frame, reference("Jose O'Connor"));
      expect(same).toBeGreaterThan(30);
      expect(same).toBeGreaterThan(unaccented + 1);
    },
  );
});

describe("bad input", () => {
  let template: PreparedTemplate;
  beforeAll(async () => {
    template = await shortTemplate();
  }, 180_000);
  const ffmpeg = "/usr/bin/ffmpeg";

  it("refuses a missing photo and a corrupt one, naming the file", async () => {
    const missing = path.join(scratch, "nowhere.jpg");
    await expect(
      renderFilm(input(template, ffmpeg, "missing", { photos: [photos[0] as string, missing] })),
    ).rejects.toThrow(PhotoUnreadable);
    const corrupt = path.join(scratch, "corrupt.jpg");
    writeFileSync(corrupt, readFileSync(photos[0] as string).subarray(0, 2000));
    const error = await renderFilm(input(template, ffmpeg, "corrupt", { photos: [corrupt] })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PhotoUnreadable);
    expect((error as PhotoUnreadable).photo).toBe(corrupt);
  });

  it("says ffmpeg is missing when the binary is not there", async () => {
    await expect(renderFilm(input(template, "/nonexistent/ffmpeg", "no-ffmpeg"))).rejects.toThrow(
      FfmpegMissing,
    );
  });

  it("renders a 200-character name, an empty message and no photos (the magic book)", async () => {
    const child = {
      ...CHILD,
      name: `${"Maximiliano".repeat(18)}xy`,
      message: "",
      achievements: "",
      wishes: "",
    };
    expect(child.name).toHaveLength(200);
    const film = await renderFilm(
      input(template, ffmpeg, "long-name", {
        child,
        photos: [],
        storyline: storylineForSibling(template, 1),
        language: "es",
      }),
    );
    const { streams, format } = ffprobe(film.videoPath);
    expect(Math.abs(Number(format.duration) - 26)).toBeLessThanOrEqual(1 / 30);
    // No name recording: the audio is the track the template encoded once, as long as the film.
    const video = streams.find((s) => s.codec_type === "video");
    const audio = streams.find((s) => s.codec_type === "audio");
    expect(audio).toMatchObject({ codec_name: "aac", sample_rate: "48000" });
    expect(Math.abs(Number(video?.duration) - Number(audio?.duration))).toBeLessThanOrEqual(0.05);
    expect(readFileSync(film.captionsPath, "utf8")).toContain(child.name);
  }, 120_000);

  it("fails as killed when ffmpeg is killed mid-render, and a second attempt leaves one film", async () => {
    const options = input(template, ffmpeg, "killed");
    let killed = 0;
    const first = renderFilm({
      ...options,
      onProgress: (percent) => {
        // Again at every report: a process caught just as it finishes exits cleanly anyway.
        if (percent >= 20) killed += killOurFfmpeg();
      },
    });
    await expect(first).rejects.toThrow(FfmpegKilled);
    expect(killed).toBeGreaterThan(0);
    const film = await renderFilm(options);
    expect(readdirSync(path.dirname(film.videoPath)).sort()).toEqual(["film.es.vtt", "film.mp4", "film.vtt"]);
    expect(
      execFileSync("/usr/bin/ffmpeg", ["-v", "error", "-i", film.videoPath, "-f", "null", "-"], {
        encoding: "utf8",
      }),
    ).toBe("");
  }, 120_000);
});
