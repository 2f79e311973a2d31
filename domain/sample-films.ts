// The addresses of the landing page's sample films: `/samples/<card>-<language>.mp4` and `.vtt`.
import { LANGUAGES, type Language } from "./language.ts";
import { EXAMPLE_DURATIONS } from "./shop.ts";

export type SampleFileKind = "mp4" | "vtt";

/** `index` is 0-based, in the example cards' order; the address counts from 1 like the cards. */
export function samplePath(index: number, language: Language, kind: SampleFileKind): string {
  return `/samples/${index + 1}-${language}.${kind}`;
}

/** Reads a sample's file name back; undefined for anything that is not one. */
export function parseSampleFile(
  file: string,
): { index: number; language: Language; kind: SampleFileKind } | undefined {
  const match = /^(\d)-([a-z]{2})\.(mp4|vtt)$/.exec(file);
  if (!match) return undefined;
  const index = Number(match[1]) - 1;
  const language = LANGUAGES.find((candidate) => candidate === match[2]);
  if (!language || index < 0 || index >= EXAMPLE_DURATIONS.length) return undefined;
  return { index, language, kind: match[3] as SampleFileKind };
}
