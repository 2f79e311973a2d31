// Polly's speech marks (one JSON object a line, times in milliseconds) as word spans and visemes.
import type { VisemeTiming, WordTiming } from "./voice-engine.ts";

interface SpeechMark {
  time: number;
  type: string;
  value: string;
}

function isSpeechMark(value: unknown): value is SpeechMark {
  if (typeof value !== "object" || value === null) return false;
  const mark = value as Record<string, unknown>;
  return typeof mark.time === "number" && typeof mark.type === "string" && typeof mark.value === "string";
}

export interface SpeechMarks {
  words: WordTiming[];
  visemes: VisemeTiming[];
}

/**
 * Word and viseme marks of one phrase. Polly gives a word's start only: it ends where the next word
 * starts, the last one where the audio ends (`durationSeconds`). Lines that are not marks are
 * skipped rather than fatal: the timings move Santa's mouth, the audio is what must not be lost.
 */
export function parseSpeechMarks(text: string, durationSeconds: number): SpeechMarks {
  const marks: SpeechMark[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const mark: unknown = JSON.parse(line);
      if (isSpeechMark(mark)) marks.push(mark);
    } catch {
      // A torn line: the rest still count.
    }
  }
  const seconds = (milliseconds: number) => Math.min(durationSeconds, Math.max(0, milliseconds / 1000));
  const wordMarks = marks.filter((mark) => mark.type === "word").sort((a, b) => a.time - b.time);
  const words = wordMarks.map((mark, index) => ({
    text: mark.value,
    start: seconds(mark.time),
    end: seconds(wordMarks[index + 1]?.time ?? durationSeconds * 1000),
  }));
  const visemes = marks
    .filter((mark) => mark.type === "viseme")
    .sort((a, b) => a.time - b.time)
    .map((mark) => ({ viseme: mark.value, time: seconds(mark.time) }));
  return { words, visemes };
}
