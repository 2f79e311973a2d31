// A prepared template as rendering sees it: the manifest, where its prepared media lie, what preparing
// measured (prepare-template.ts makes one). Paths only: nothing here reads or writes a file.
import path from "node:path";
import type { Language } from "#domain/language.ts";
import type { ParameterSets } from "../ffmpeg/parameter-sets.ts";
import type { Manifest } from "../manifest/manifest-schema.ts";
import type { SharedShots, SharedTemplateName } from "./shared-templates.ts";

export interface PreparedTemplate {
  /** Its name where machines share it: `<manifest id>/<content key>`. */
  name: SharedTemplateName;
  manifest: Manifest;
  /** The template's own folder: manifest, captions, and any media an operator put there. */
  templateDir: string;
  /** The prepared media. */
  dir: string;
  /** The SPS/PPS every segment of a film from this template must have. */
  parameterSets: ParameterSets;
  /** Each storyline's music loudness (LUFS) per language, measured once: the mix sets its level from it. */
  musicLoudness: Record<string, number>;
  storylineIds: string[];
  /** Santa's shots of this prepared template kept where other machines find them, when shared. */
  shots?: SharedShots;
}

export function clipPath(template: PreparedTemplate, sceneId: string): string {
  return path.join(template.dir, "clips", `${sceneId}.mp4`);
}

/** The `index`th GOP of a fixed clip, as its own file (prepare-args.ts: clipChunksArgs). */
export function clipChunkPath(template: PreparedTemplate, sceneId: string, index: number): string {
  return path.join(template.dir, "clips", sceneId, `${String(index).padStart(4, "0")}.mp4`);
}

export function artPath(template: PreparedTemplate, art: string): string {
  return path.join(template.dir, "art", `${art.replace(/[^a-zA-Z0-9-]/g, "_")}.png`);
}

export function audioPath(template: PreparedTemplate, storylineId: string, language: Language): string {
  return path.join(template.dir, "audio", `${storylineId}-${language}.flac`);
}

/** The storyline's music loudness in `language`, when preparing could measure it. */
export function musicLoudnessOf(
  template: PreparedTemplate,
  storylineId: string,
  language: Language,
): number | undefined {
  return template.musicLoudness[`${storylineId}/${language}`];
}

export function storylineSeconds(manifest: Manifest, storylineId: string): number {
  const storyline = manifest.storylines.find((s) => s.id === storylineId);
  return (storyline?.scenes ?? []).reduce((sum, id) => sum + (manifest.scenes[id]?.seconds ?? 0), 0);
}

/** Where a template is prepared: its name where machines share it, and its folder under DATA_DIR. */
export type PreparedLocation = Pick<PreparedTemplate, "name" | "dir">;
