// The red team's "recordings" (issue 42): a few bytes of text that ffmpeg, left to guess the format,
// follows to a media file already on the server's disk and decodes as the operator's take.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

/** A sound file on the server's disk that no operator uploaded: a tone of `seconds`, as MP3. */
export function serverMediaFile(folder: string, name = "server-media.mp3", seconds = 2): string {
  const file = path.join(folder, name);
  const tone = `sine=f=300:d=${seconds}`;
  execFileSync("/usr/bin/ffmpeg", ["-v", "error", "-f", "lavfi", "-i", tone, "-y", file]);
  return file;
}

/** An HLS playlist whose one segment is `target`, by its absolute path. */
export function hlsPlaylist(target: string): Buffer {
  return Buffer.from(`#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n${target}\n#EXT-X-ENDLIST\n`);
}

/** An ffconcat list naming `target`: ffmpeg's safe mode takes a bare name beside the list itself. */
export function ffconcatList(target: string): Buffer {
  return Buffer.from(`ffconcat version 1.0\nfile ${path.basename(target)}\n`);
}

/** Writes `bytes` as an upload named like the multipart reader's, with no extension to go by. */
export function anUpload(folder: string, bytes: Buffer, name: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
}
