// What a render does with input it cannot use as it is: a missing or corrupt photo, no ffmpeg, a
// 200-character name with nothing else said, and ffmpeg killed mid-render. Debian's ffmpeg alone:
// the input is the subject here, not the build (render-film.test.ts renders with both).
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FfmpegKilled, FfmpegMissing, PhotoUnreadable } from "./runs/errors.ts";
import { renderFilm, storylineForSibling } from "./render-film.ts";
import type { PreparedTemplate } from "./template/prepared-template.ts";
import {
  TEST_CHILD,
  cuesOf,
  ffprobe,
  killOurFfmpeg,
  shortTemplate,
  scratchWithPhotos,
} from "./render-film.test-support.ts";

const { scratch, photos, input } = scratchWithPhotos();

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

  it("says ffmpeg is missing when the binary is not there", { timeout: 60_000 }, async () => {
    await expect(renderFilm(input(template, "/nonexistent/ffmpeg", "no-ffmpeg"))).rejects.toThrow(
      FfmpegMissing,
    );
  });

  it("renders a 200-character name, an empty message and no photos (the magic book), Santa saying his fixed lines instead", async () => {
    const child = {
      ...TEST_CHILD,
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
    expect(Math.abs(Number(format.duration) - film.durationSeconds)).toBeLessThanOrEqual(1 / 30);
    const video = streams.find((s) => s.codec_type === "video");
    const audio = streams.find((s) => s.codec_type === "audio");
    expect(audio).toMatchObject({ codec_name: "aac", sample_rate: "48000" });
    expect(Math.abs(Number(video?.duration) - Number(audio?.duration))).toBeLessThanOrEqual(0.05);
    // Santa does not read out 200 letters: he greets the child without the name, which the card shows.
    const captions = readFileSync(film.captionsPath, "utf8");
    expect(captions).not.toContain("Maximiliano");
    expect(cuesOf(captions).length).toBeGreaterThanOrEqual(9);
    expect(film.speech.voices.map((voice) => voice.engine)).toEqual(["espeak-ng"]);
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
  }, 300_000);
});
