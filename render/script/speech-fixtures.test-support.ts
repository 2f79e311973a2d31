// A fixed phrase and three scenes, the small script the timeline and the speech rules are tested on.
import type { Phrase } from "./assemble-script.ts";

export const phrase = (scene: string, line: string, at?: number): Phrase => ({
  scene,
  line,
  speak: line,
  parts: [{ speak: line }],
  caption: line,
  kind: "fixed",
  ...(at !== undefined ? { at } : {}),
});

export const scenes = [
  { id: "intro", kind: "fixed", seconds: 60 },
  { id: "title", kind: "title", seconds: 5 },
  { id: "finale", kind: "fixed", seconds: 30 },
];
