// The film's captions: the storyline's WebVTT in the film's language with the child's details filled in.
import { fillPlaceholders, type Placeholders } from "../scenes/card-layout.ts";

/** Cue text is markup in WebVTT: `<`, `&` and `>` must be entities, or a name could open a tag. */
function escapeCueText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Replaces placeholders in cue text only (never in the header or timings); line breaks become spaces. */
export function fillCaptions(vtt: string, values: Placeholders): string {
  const safe = {
    name: escapeCueText(values.name.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim()),
    age: values.age,
    years: escapeCueText(values.years),
  };
  return vtt
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (line.includes("-->") || line.startsWith("WEBVTT") ? line : fillPlaceholders(line, safe)))
    .join("\n");
}

const TIMING = /^(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3}) --> (?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})(?: .*)?$/;

function seconds(h: string | undefined, m: string, s: string, ms: string): number {
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** Problems that would make a player reject the file or show a cue past the film's end; empty when valid. */
export function captionProblems(vtt: string, filmSeconds: number): string[] {
  const problems: string[] = [];
  const lines = vtt.split("\n");
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? "")) problems.push("the first line is not WEBVTT");
  let previousStart = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.includes("-->")) continue;
    const match = TIMING.exec(line);
    if (!match) {
      problems.push(`line ${index + 1}: bad timing "${line}"`);
      continue;
    }
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match as unknown as string[];
    const start = seconds(h1, m1 as string, s1 as string, ms1 as string);
    const end = seconds(h2, m2 as string, s2 as string, ms2 as string);
    if (end <= start) problems.push(`line ${index + 1}: ends before it starts`);
    if (start < previousStart) problems.push(`line ${index + 1}: out of order`);
    if (end > filmSeconds + 0.001) problems.push(`line ${index + 1}: ends after the film`);
    if (!(lines[index + 1] ?? "").trim()) problems.push(`line ${index + 1}: a cue without text`);
    previousStart = start;
  }
  return problems;
}
