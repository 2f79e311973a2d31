import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FfmpegMissing } from "../runs/errors.ts";
import { locateFfprobe } from "./locate-ffmpeg.ts";
import { ffprobeArgs, parseProbeOutput, probeMedia } from "./probe-media.ts";

const dir = await mkdtemp(path.join(tmpdir(), "probe-media-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("ffprobeArgs", () => {
  it("asks for the container, duration and each stream's kind and codec as JSON", () => {
    expect(ffprobeArgs("/tmp/film.mp4")).toEqual([
      "-v",
      "error",
      "-print_format",
      "json",
      "-show_entries",
      "format=format_name,duration:format_tags=major_brand:stream=codec_type,codec_name,pix_fmt,width,height:stream_disposition=attached_pic",
      "/tmp/film.mp4",
    ]);
  });
});

describe("parseProbeOutput", () => {
  it("reads ffprobe's JSON, and nothing from a file it could not name", () => {
    const json = JSON.stringify({
      streams: [
        {
          codec_name: "h264",
          codec_type: "video",
          width: 1920,
          height: 1080,
          pix_fmt: "yuv420p",
          disposition: { attached_pic: 0 },
        },
        { codec_name: "aac", codec_type: "audio", disposition: { attached_pic: 0 } },
      ],
      format: { format_name: "mov,mp4,m4a,3gp,3g2,mj2", duration: "2.000000", tags: { major_brand: "isom" } },
    });
    expect(parseProbeOutput(json)).toEqual({
      formats: ["mov", "mp4", "m4a", "3gp", "3g2", "mj2"],
      majorBrand: "isom",
      durationSeconds: 2,
      streams: [
        {
          type: "video",
          codec: "h264",
          pixelFormat: "yuv420p",
          width: 1920,
          height: 1080,
          attachedPicture: false,
        },
        { type: "audio", codec: "aac", attachedPicture: false },
      ],
    });
    expect(parseProbeOutput("{}")).toBeUndefined();
    expect(parseProbeOutput("")).toBeUndefined();
  });
});

describe("probeMedia", () => {
  it("probes a real film with Debian's ffprobe and with the npm package's", async () => {
    const film = path.join(dir, "film.mp4");
    execFileSync("/usr/bin/ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=s=160x90:d=1",
      "-f",
      "lavfi",
      "-i",
      "sine=d=1",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      film,
    ]);
    for (const ffprobe of ["/usr/bin/ffprobe", locateFfprobe({ pathEnv: "/nowhere" })]) {
      const probed = await probeMedia(ffprobe, film);
      expect(probed?.formats).toContain("mp4");
      expect(probed?.streams.map((stream) => `${stream.type}:${stream.codec}`)).toEqual([
        "video:h264",
        "audio:aac",
      ]);
      expect(probed?.durationSeconds).toBeCloseTo(1, 1);
    }
  });

  it("answers none for a file that is no media, and throws when there is no ffprobe", async () => {
    const junk = path.join(dir, "junk.mp4");
    await writeFile(junk, "not a film at all");
    expect(await probeMedia("/usr/bin/ffprobe", junk)).toBeUndefined();
    await expect(probeMedia("/nowhere/ffprobe", junk)).rejects.toThrow(FfmpegMissing);
  });
});

describe("locateFfprobe", () => {
  it("takes the one beside FFMPEG_PATH, then PATH, then the npm package", () => {
    expect(locateFfprobe({ ffmpegPathEnv: "/usr/bin/ffmpeg" })).toBe("/usr/bin/ffprobe");
    expect(locateFfprobe({ ffmpegPathEnv: "/opt/none/ffmpeg", pathEnv: "/nowhere:/usr/bin" })).toBe(
      "/usr/bin/ffprobe",
    );
    expect(locateFfprobe({ pathEnv: "/nowhere" })).toMatch(/@ffprobe-installer\/linux-x64\/ffprobe$/);
    expect(() => locateFfprobe({ pathEnv: "/nowhere", packaged: "/nowhere/ffprobe" })).toThrow(FfmpegMissing);
  });
});
