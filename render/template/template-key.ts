// The content key of a prepared template: what decides the prepared files, and nothing else, so every
// machine that prepares the same template names it alike and can take another's (decision 055).
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "#domain/language.ts";
import { loudnessArgs } from "../audio/measure-loudness.ts";
import { FILM, GOP_FRAMES } from "../ffmpeg/encoder-settings.ts";
import type { Manifest } from "../manifest/manifest-schema.ts";
import { faceSheetArgs } from "../santa/face-sheet.ts";
import { clipChunksArgs, fixedClipArgs, storylineAudioArgs } from "./prepare-args.ts";
import { placeholderMusicArgs } from "./placeholder-media.ts";

/**
 * Raised when what preparing writes changes in a way its commands below do not show (the drawn
 * footage, the art, Santa's sprites), so that no machine takes a template prepared by older code.
 */
export const PREPARE_VERSION = 11;

/** A source file's SHA-256 in hex, or null when the template folder lacks it and its placeholder is made. */
export type SourceDigests = Readonly<Record<string, string | null>>;

/** The files of the template folder that preparing reads: each scene's footage or art, each storyline's music. */
export function templateSources(manifest: Manifest): string[] {
  const files = [
    ...Object.values(manifest.scenes).flatMap((scene) =>
      scene.kind === "fixed"
        ? [scene.clip]
        : scene.kind === "photos"
          ? [scene.art, scene.emptyArt]
          : [scene.art],
    ),
    ...manifest.storylines.flatMap((s) => LANGUAGES.map((l) => s.languages[l].audio)),
  ];
  return [...new Set(files)].sort();
}

/**
 * Preparing's ffmpeg commands on stand-in paths: a change to the encoder's settings, the picture's
 * size or rate, the audio's format, the chunks' cuts or how Santa's faces are stacked changes the
 * key without anyone raising PREPARE_VERSION. The ffmpeg build is left out: both builds write the
 * same locked bitstream (decision 010).
 */
function prepareCommands(): string[][] {
  return [
    fixedClipArgs({ file: "source" }, GOP_FRAMES, "clip.mp4"),
    fixedClipArgs({ lavfi: "footage" }, GOP_FRAMES, "clip.mp4"),
    clipChunksArgs("clip.mp4", 2 * GOP_FRAMES, "chunks"),
    storylineAudioArgs("music", 1, "audio.flac", true),
    placeholderMusicArgs(262, "phrase.flac"),
    loudnessArgs("audio.flac"),
    faceSheetArgs(["face.png"], "faces.nut"),
  ];
}

/**
 * The key: the parsed manifest (so reformatting the file changes nothing), the source files' contents
 * (not their sizes and times, which differ between machines), PREPARE_VERSION and preparing's commands.
 */
export function templateContentKey(manifest: Manifest, sources: SourceDigests): string {
  const files = templateSources(manifest).map((file) => [file, sources[file] ?? null]);
  return createHash("sha256")
    .update(JSON.stringify([PREPARE_VERSION, FILM, prepareCommands(), manifest, files]))
    .digest("hex")
    .slice(0, 32);
}

export async function fileDigest(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Reads the template folder's source files (an operator's footage, art and music) for the key. */
export async function sourceDigests(templateDir: string, manifest: Manifest): Promise<SourceDigests> {
  const entries = await Promise.all(
    templateSources(manifest).map(async (file) => {
      try {
        return [file, await fileDigest(path.join(templateDir, file))] as const;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [file, null] as const;
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries);
}
