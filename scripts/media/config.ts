// Where the media go, the hero's size and frame rate, and the byte budget of every file.
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const PUBLIC = path.join(ROOT, "public");
export const MEDIA = path.join(PUBLIC, "media");

export const W = 1280;
export const H = 720;
export const FPS = 24;
export const FRAMES = 240; // 10 s; every motion in the hero has a period that divides 240 frames, so the loop is seamless

export const KB = 1024;
export const LIMITS = {
  video: 1536 * KB, // hard cap per file
  videoTarget: 1000 * KB, // the CRF search stops at the first quality under this
  poster: 40 * KB,
  example: 25 * KB,
  og: 120 * KB,
  favicon: 1 * KB,
};
