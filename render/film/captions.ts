// A WebVTT file checked as a player would read it: the film's captions are refused before they ship
// when a cue is out of order, empty, or past the film's end.
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
