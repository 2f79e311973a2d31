// Which ffmpeg binary to run: FFMPEG_PATH, else `ffmpeg` on PATH, else the one inside our npm dependency.
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FfmpegMissing } from "../errors.ts";

export interface FfmpegLocation {
  /** The value of FFMPEG_PATH, read by the caller (render/ does not read the environment). */
  ffmpegPathEnv?: string;
  /** The value of PATH. */
  pathEnv?: string;
  /** The npm package's binary; defaults to `packagedFfmpeg()`. */
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
  for (const dir of (pathEnv ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, "ffmpeg");
    if (isExecutable(candidate)) return candidate;
  }
  if (packaged && isExecutable(packaged)) return packaged;
  throw new FfmpegMissing("not on PATH, FFMPEG_PATH unset, and @ffmpeg-installer/linux-x64 is not installed");
}
