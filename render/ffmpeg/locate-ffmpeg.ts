// Which ffmpeg (and ffprobe) binary to run: FFMPEG_PATH, else the one on PATH, else the one inside our
// npm dependency.
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FfmpegMissing } from "../runs/errors.ts";

export interface FfmpegLocation {
  /** The value of FFMPEG_PATH, read by the caller (render/ does not read the environment). */
  ffmpegPathEnv?: string;
  /** The value of PATH. */
  pathEnv?: string;
  /** The npm package's binary; defaults to `packagedFfmpeg()` (or `packagedFfprobe()`). */
  packaged?: string;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The static ffmpeg 4.1 of `@ffmpeg-installer/linux-x64`, so a fresh machine renders without a
 * system ffmpeg. Undefined when the package is not installed (another platform).
 */
export function packagedFfmpeg(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve("@ffmpeg-installer/linux-x64/package.json");
    return path.join(path.dirname(manifest), "ffmpeg");
  } catch {
    return undefined;
  }
}

function onPath(name: string, pathEnv: string | undefined): string | undefined {
  return (pathEnv ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(isExecutable);
}

export function locateFfmpeg({
  ffmpegPathEnv,
  pathEnv,
  packaged = packagedFfmpeg(),
}: FfmpegLocation): string {
  if (ffmpegPathEnv) {
    // An explicit choice that does not work is an error, not a reason to silently use another build.
    if (!isExecutable(ffmpegPathEnv))
      throw new FfmpegMissing(`FFMPEG_PATH=${ffmpegPathEnv} is not executable`);
    return ffmpegPathEnv;
  }
  const found = onPath("ffmpeg", pathEnv);
  if (found) return found;
  if (packaged && isExecutable(packaged)) return packaged;
  throw new FfmpegMissing("not on PATH, FFMPEG_PATH unset, and @ffmpeg-installer/linux-x64 is not installed");
}

/** The static ffprobe of `@ffprobe-installer/linux-x64` (the ffmpeg package ships none). */
export function packagedFfprobe(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve("@ffprobe-installer/linux-x64/package.json");
    return path.join(path.dirname(manifest), "ffprobe");
  } catch {
    return undefined;
  }
}

/**
 * ffprobe: the one beside FFMPEG_PATH (the same build, when it ships one), else on PATH, else the
 * npm package's. Only files are probed, so any working build will do.
 */
export function locateFfprobe({
  ffmpegPathEnv,
  pathEnv,
  packaged = packagedFfprobe(),
}: FfmpegLocation): string {
  const beside = ffmpegPathEnv && path.join(path.dirname(ffmpegPathEnv), "ffprobe");
  if (beside && isExecutable(beside)) return beside;
  const found = onPath("ffprobe", pathEnv);
  if (found) return found;
  if (packaged && isExecutable(packaged)) return packaged;
  throw new FfmpegMissing(
    "no ffprobe beside FFMPEG_PATH or on PATH, and @ffprobe-installer/linux-x64 is not installed",
  );
}

/** ffmpeg and ffprobe as a process found them (server/start-services.ts), handed to whoever runs them. */
export interface FfmpegTools {
  ffmpeg(): string;
  ffprobe(): string;
}

/**
 * Each binary looked for on first use and remembered. A search that finds nothing throws FfmpegMissing
 * and is made again at the next use: the shop starts without ffmpeg, and a render fails, retryably.
 */
export function ffmpegTools(where: Omit<FfmpegLocation, "packaged">): FfmpegTools {
  let ffmpeg: string | undefined;
  let ffprobe: string | undefined;
  return {
    ffmpeg: () => (ffmpeg ??= locateFfmpeg(where)),
    ffprobe: () => (ffprobe ??= locateFfprobe(where)),
  };
}
