// Small media files made with Debian's ffmpeg for the upload tests: a film the shop accepts and
// the kinds an operator might send by mistake.
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const picture = ["-f", "lavfi", "-i", "testsrc2=s=320x180:d=2:r=25"];
const sound = ["-f", "lavfi", "-i", "sine=f=440:d=2"];

function ffmpeg(args: string[]): void {
  execFileSync("/usr/bin/ffmpeg", ["-v", "error", "-y", ...args], { stdio: "pipe" });
}

export interface MediaSamples {
  /** H.264 video and AAC sound in MP4, two seconds: what the shop takes. */
  good: string;
  vp9Webm: string;
  silentMp4: string;
  mp3: string;
  pngNamedMp4: string;
  /** H.264 and AAC, but in a Matroska file. */
  h264Mkv: string;
}

export async function makeMediaSamples(dir: string): Promise<MediaSamples> {
  const file = (name: string) => path.join(dir, name);
  const samples: MediaSamples = {
    good: file("good.mp4"),
    vp9Webm: file("vp9.webm"),
    silentMp4: file("silent.mp4"),
    mp3: file("sound.mp3"),
    pngNamedMp4: file("picture.mp4"),
    h264Mkv: file("h264.mkv"),
  };
  const h264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"];
  ffmpeg([...picture, ...sound, ...h264, "-c:a", "aac", "-shortest", samples.good]);
  ffmpeg([
    ...picture,
    ...sound,
    "-c:v",
    "libvpx-vp9",
    "-deadline",
    "realtime",
    "-c:a",
    "libopus",
    samples.vp9Webm,
  ]);
  ffmpeg([...picture, ...h264, samples.silentMp4]);
  ffmpeg([...sound, samples.mp3]);
  ffmpeg([...picture, ...sound, ...h264, "-c:a", "aac", "-shortest", samples.h264Mkv]);
  const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  await writeFile(samples.pngNamedMp4, png);
  return samples;
}
