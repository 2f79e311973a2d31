// The lines of a storyline that Santa says the same to every child, as the shop's Santa records
// them: fixed lines, each form of a photos line, and the fallbacks said in a personal line's place.
import type { StorylineScript } from "./script-schema.ts";

export interface FixedLine {
  /** The script's line id; a photos line's forms are `<id>-1`, `<id>-2`… */
  id: string;
  /** The words, as a voice says them and a recording must say them. */
  words: string;
  /** Said only in place of a personal line whose slot cannot be said. */
  fallback?: true;
}

/** In the order the film says them (a fallback right after the line it stands in for); the same words once. */
export function fixedLinesOf(script: StorylineScript, storylineScenes: readonly string[]): FixedLine[] {
  const lines: FixedLine[] = [];
  const seen = new Set<string>();
  const add = (line: FixedLine) => {
    if (seen.has(line.words)) return;
    seen.add(line.words);
    lines.push(line);
  };
  const addFallback = (id: string) => {
    const words = script.fallbacks[id];
    if (words) add({ id, words, fallback: true });
  };
  for (const scene of storylineScenes) {
    for (const line of script.scenes[scene] ?? []) {
      if (line.kind === "fixed") add({ id: line.id, words: line.say });
      if (line.kind === "photos")
        line.say.forEach((words, index) => add({ id: `${line.id}-${index + 1}`, words }));
      if (line.kind !== "fixed") addFallback(line.fallback);
    }
  }
  return lines;
}
