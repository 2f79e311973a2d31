// Encodes the master into the hero videos (whole and narrow), the posters and the social card,
// and pictures into WebP.
import os from "node:os";
import path from "node:path";
import { NARROW_FILM } from "#app/features/landing/hero-film.ts";
import { LIMITS, MEDIA, W } from "./config.ts";
import { BT709, encodeWithin, ffmpeg, QUIET_MUX, record, size, TO_YUV420 } from "./ffmpeg.ts";
import { OG_FRAME } from "./snow-sleigh.ts";

/**
 * The hero's loop twice: whole, and the narrow centre a phone's tall hero shows of it (object-fit:
 * cover). Each in H.264 and VP9, the narrow one with a budget in proportion to its width, so both
 * are of one quality.
 */
export function encodeHero(master: string, tmp: string): void {
  encodeHeroFilm(master, tmp, "hero", TO_YUV420, LIMITS.videoTarget);
  encodeHeroFilm(
    master,
    tmp,
    "hero-narrow",
    `crop=${NARROW_FILM.width}:${NARROW_FILM.height},${TO_YUV420}`,
    Math.round((LIMITS.videoTarget * NARROW_FILM.width) / W),
  );
}

function encodeHeroFilm(master: string, tmp: string, name: string, vf: string, target: number): void {
  const mp4 = path.join(MEDIA, `${name}.mp4`);
  const crf264 = encodeWithin(mp4, target, [24, 26, 28, 30, 32, 34], (crf) =>
    ffmpeg([
      "-i",
      master,
      "-vf",
      vf,
      "-c:v",
      "libx264",
      "-preset",
      "slower",
      "-profile:v",
      "high",
      "-crf",
      String(crf),
      "-x264-params",
      "keyint=240:min-keyint=240:scenecut=0:aq-mode=3",
      ...BT709,
      "-movflags",
      "+faststart",
      ...QUIET_MUX,
      mp4,
    ]),
  );
  record(mp4, "libx264", `crf ${crf264}, preset slower, high profile, yuv420p, faststart`);

  const webm = path.join(MEDIA, `${name}.webm`);
  const passlog = path.join(tmp, `vp9-${name}`);
  const crfVp9 = encodeWithin(webm, target, [32, 35, 38, 41, 44, 47], (crf) => {
    const common = [
      "-i",
      master,
      "-vf",
      vf,
      "-c:v",
      "libvpx-vp9",
      "-crf",
      String(crf),
      "-b:v",
      "0",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-row-mt",
      "1",
      "-g",
      "240",
      "-auto-alt-ref",
      "1",
      "-lag-in-frames",
      "25",
      "-passlogfile",
      passlog,
      ...BT709,
    ];
    ffmpeg([...common, "-pass", "1", "-an", "-f", "null", os.devNull]);
    ffmpeg([...common, "-pass", "2", ...QUIET_MUX, webm]);
  });
  record(webm, "libvpx-vp9", `crf ${crfVp9}, two-pass constant quality, yuv420p`);
  for (const file of [mp4, webm]) {
    if (size(file) > LIMITS.video) throw new Error(`${file} exceeds ${LIMITS.video} bytes`);
  }
}

export function encodeWebp(
  input: string,
  out: string,
  limit: number,
  vf: string | null,
  preset: "picture" | "drawing",
): void {
  const quality = encodeWithin(out, limit, [86, 82, 78, 74, 70, 65, 60, 55, 50], (q) =>
    ffmpeg([
      "-i",
      input,
      ...(vf ? ["-vf", vf] : []),
      "-frames:v",
      "1",
      "-c:v",
      "libwebp",
      "-preset",
      preset,
      "-quality",
      String(q),
      "-compression_level",
      "6",
      "-pix_fmt",
      "yuv420p",
      ...QUIET_MUX,
      out,
    ]),
  );
  record(out, "libwebp", `quality ${quality}`);
}

export function encodePosters(master: string, tmp: string): void {
  const frame0 = path.join(tmp, "poster.png");
  ffmpeg(["-i", master, "-frames:v", "1", "-update", "1", frame0]);

  encodeWebp(frame0, path.join(MEDIA, "hero-poster.webp"), LIMITS.poster, null, "picture");
  encodeWebp(
    frame0,
    path.join(MEDIA, "hero-poster-640.webp"),
    LIMITS.poster,
    "scale=640:360:flags=lanczos",
    "picture",
  );

  const avif = path.join(MEDIA, "hero-poster.avif");
  const crf = encodeWithin(avif, LIMITS.poster, [26, 30, 34, 38, 42], (q) =>
    ffmpeg([
      "-i",
      frame0,
      "-vf",
      TO_YUV420,
      "-frames:v",
      "1",
      "-c:v",
      "libaom-av1",
      "-still-picture",
      "1",
      "-crf",
      String(q),
      "-cpu-used",
      "4",
      ...BT709,
      ...QUIET_MUX,
      "-f",
      "avif",
      avif,
    ]),
  );
  record(avif, "libaom-av1", `still picture, crf ${crf}, yuv420p`);
}

export function encodeOg(master: string): void {
  // A frame of the same night scene with the sleigh in the sky, cropped to the 1.91:1 social card.
  const og = path.join(MEDIA, "og-image.jpg");
  const q = encodeWithin(og, LIMITS.og, [2, 3, 4, 5, 6, 8], (quality) =>
    ffmpeg([
      "-i",
      master,
      "-vf",
      `select='eq(n,${OG_FRAME})',scale=1200:675:flags=lanczos,crop=1200:630:0:30,format=yuvj420p`,
      "-frames:v",
      "1",
      "-c:v",
      "mjpeg",
      "-q:v",
      String(quality),
      "-update",
      "1",
      ...QUIET_MUX,
      og,
    ]),
  );
  record(og, "mjpeg", `q:v ${q}, yuvj420p`);
}
