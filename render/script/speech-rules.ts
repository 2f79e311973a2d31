// The rules a script keeps on the timeline: how much of the film Santa speaks, his longest silence, and
// no line running past a fixed scene's clip.
import type { SpeechTimeline } from "./speech-timeline.ts";

export interface SpeechRules {
  /** Share of the film's running time with Santa speaking, from 0 to 1. */
  minSpeakingShare: number;
  maxSilenceSeconds: number;
}

/** Issue 30: in the long films Santa speaks for 40% of the time and is never silent for more than 45 s. */
export const LONG_FILM_RULES: SpeechRules = { minSpeakingShare: 0.4, maxSilenceSeconds: 45 };

export interface SpeechFigures {
  speakingSeconds: number;
  share: number;
  longestSilence: { seconds: number; from: number };
}

export function speechFigures(timeline: SpeechTimeline): SpeechFigures {
  const speakingSeconds = timeline.phrases.reduce((sum, p) => sum + (p.end - p.start), 0);
  let longestSilence = { seconds: 0, from: 0 };
  let previousEnd = 0;
  for (const { start, end } of [...timeline.phrases, { start: timeline.seconds, end: timeline.seconds }]) {
    if (start - previousEnd > longestSilence.seconds)
      longestSilence = { seconds: start - previousEnd, from: previousEnd };
    previousEnd = Math.max(previousEnd, end);
  }
  return { speakingSeconds, share: speakingSeconds / timeline.seconds, longestSilence };
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** What breaks the rules, in words a script writer can act on; empty when none. Overruns are always checked. */
export function speechProblems(timeline: SpeechTimeline, rules?: SpeechRules): string[] {
  const problems = timeline.scenes
    .filter((scene) => scene.overrun > 0)
    .map(
      (scene) =>
        `scene "${scene.id}": speech runs ${round(scene.overrun)} s past its ${scene.seconds} s clip`,
    );
  if (!rules) return problems;
  const { speakingSeconds, share, longestSilence } = speechFigures(timeline);
  if (share < rules.minSpeakingShare) {
    problems.push(
      `Santa speaks ${round(speakingSeconds)} s of ${round(timeline.seconds)} s (${Math.round(share * 100)}%), under ${rules.minSpeakingShare * 100}%`,
    );
  }
  if (longestSilence.seconds > rules.maxSilenceSeconds) {
    problems.push(
      `${round(longestSilence.seconds)} s without a line from ${round(longestSilence.from)} s, over ${rules.maxSilenceSeconds} s`,
    );
  }
  return problems;
}
