// An upload's container from its first bytes: each container the recording form takes, made by
// ffmpeg, is known; playlists, lists and anything else ffmpeg could be led by are not.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sniffAudioContainer } from "./audio-container.ts";
import { ffconcatList, hlsPlaylist } from "./red-team-uploads.test-support.ts";

const dir = await mkdtemp(path.join(os.tmpdir(), "audio-container-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function made(muxer: string, codec: string[] = []): Promise<Uint8Array> {
  const file = path.join(dir, `sound-${muxer}`);
  const tone = ["-f", "lavfi", "-i", "sine=f=300:d=0.5"];
  execFileSync("/usr/bin/ffmpeg", ["-v", "error", ...tone, ...codec, "-f", muxer, "-y", file]);
  return readFile(file);
}

describe("sniffAudioContainer", () => {
  it("knows each container the form takes by its bytes, and names the demuxer to read it with", async () => {
    const opus = ["-c:a", "libopus"];
    expect(sniffAudioContainer(await made("wav"))).toBe("wav");
    expect(sniffAudioContainer(await made("mp3"))).toBe("mp3");
    expect(sniffAudioContainer(await made("mp3", ["-id3v2_version", "0"]))).toBe("mp3");
    expect(sniffAudioContainer(await made("adts"))).toBe("aac");
    expect(sniffAudioContainer(await made("ogg", opus))).toBe("ogg");
    expect(sniffAudioContainer(await made("flac"))).toBe("flac");
    expect(sniffAudioContainer(await made("ipod"))).toBe("mov");
    expect(sniffAudioContainer(await made("mp4"))).toBe("mov");
    expect(sniffAudioContainer(await made("webm", opus))).toBe("matroska");
    expect(sniffAudioContainer(await made("aiff"))).toBe("aiff");
  });

  it("refuses playlists, lists, images, text and files too short to tell", () => {
    const refused = [
      hlsPlaylist("/srv/shop/films/be/film.mp4"),
      ffconcatList("/srv/shop/film.mp4"),
      Buffer.from("v=0\r\no=- 0 0 IN IP4 127.0.0.1\r\n"),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from("RIFF\0\0\0\0AVI LIST"),
      Buffer.from("not a sound at all"),
      Buffer.from([0xff]),
      Buffer.alloc(0),
    ];
    expect(refused.map((bytes) => sniffAudioContainer(bytes))).toEqual(refused.map(() => undefined));
  });
});
