// Santa's face, frame by frame, from his voice (pure). No engine we use gives visemes for every phrase
// (a recording has none, the offline voices none), so the mouth is read from the voice itself: how loud
// each frame is, and how hissy (its zero-crossing rate: "s", "f" and "ee" cross zero far more often than
// "ah" or "oo"). He blinks on a seeded schedule, the same for the same film.
import { seeded } from "#art/svg.ts";

export const MOUTHS = ["closed", "mm", "ee", "ah", "oh", "oo"] as const;
export type Mouth = (typeof MOUTHS)[number];
export const EYES = ["open", "half", "closed"] as const;
export type Eyes = (typeof EYES)[number];

/** One video frame's worth of the voice. */
export interface VoiceFrame {
  /** Root mean square of the frame's samples, 0–1 of full scale. */
  rms: number;
  /** Sign changes per sample, 0–1. */
  crossings: number;
}

/** −46 dBFS: quieter is silence and the mouth is closed (the stem is digital silence between lines). */
const SILENT_RMS = 0.005;
const HISSY = 0.16;
/** A shape is held at least this many frames: a mouth that changes every 33 ms flickers. */
const HOLD_FRAMES = 2;

/** Whether Santa's voice is heard on this frame: his mouth opens, and he is on screen. */
export function isSpeaking(frame: VoiceFrame): boolean {
  return frame.rms >= SILENT_RMS;
}

/** Loudness and hiss of each `samplesPerFrame` block of 16-bit samples. */
export function voiceFrames(samples: Int16Array, samplesPerFrame: number): VoiceFrame[] {
  const frames: VoiceFrame[] = [];
  for (let start = 0; start < samples.length; start += samplesPerFrame) {
    const end = Math.min(samples.length, start + samplesPerFrame);
    let sum = 0;
    let crossings = 0;
    for (let i = start; i < end; i += 1) {
      const value = (samples[i] as number) / 32768;
      sum += value * value;
      if (i > start && (samples[i] as number) >= 0 !== (samples[i - 1] as number) >= 0) crossings += 1;
    }
    const count = end - start;
    frames.push({ rms: Math.sqrt(sum / count), crossings: count > 1 ? crossings / (count - 1) : 0 });
  }
  return frames;
}

/** The mouth for one frame, its loudness measured against the loudest frame of the same stretch of speech. */
function shapeOf(frame: VoiceFrame, loudest: number): Mouth {
  if (!isSpeaking(frame)) return "closed";
  const level = frame.rms / loudest;
  if (frame.crossings > HISSY) return level > 0.3 ? "ee" : "mm";
  if (level < 0.2) return "mm";
  if (level < 0.45) return frame.crossings > HISSY / 2 ? "oo" : "oh";
  return "ah";
}

/** A mouth per frame: closed in silence, one of five open shapes in speech, none held for less than two frames. */
export function mouthShapes(frames: readonly VoiceFrame[]): Mouth[] {
  const loudest = Math.max(SILENT_RMS * 4, ...frames.map((frame) => frame.rms));
  const shapes = frames.map((frame) => shapeOf(frame, loudest));
  for (let i = 1; i < shapes.length; i += 1) {
    const previous = shapes[i - 1] as Mouth;
    const held = shapes.slice(Math.max(0, i - HOLD_FRAMES), i).every((shape) => shape === previous);
    // Speech never closes for one frame only, and a shape is not dropped before it was seen.
    if (shapes[i] !== previous && !held && previous !== "closed") shapes[i] = previous;
  }
  return shapes;
}

/** Eyes per frame: open, with a blink (half, closed, closed, half) every 2.5 to 5.5 seconds. */
export function blinks(frameCount: number, fps: number, seed: number): Eyes[] {
  const eyes: Eyes[] = Array.from({ length: frameCount }, () => "open");
  const next = seeded(seed + 1);
  const blink: Eyes[] = ["half", "closed", "closed", "half"];
  for (
    let at = Math.round(fps * (0.8 + next() * 2));
    at < frameCount;
    at += Math.round(fps * (2.5 + next() * 3))
  )
    blink.forEach((state, i) => {
      if (at + i < frameCount) eyes[at + i] = state;
    });
  return eyes;
}

export interface FaceRun {
  eyes: Eyes;
  mouth: Mouth;
  frames: number;
}

/** Frames with the same face joined into runs: what the face track shows, and for how long. */
export function faceRuns(eyes: readonly Eyes[], mouths: readonly Mouth[]): FaceRun[] {
  const runs: FaceRun[] = [];
  for (let i = 0; i < Math.min(eyes.length, mouths.length); i += 1) {
    const face = { eyes: eyes[i] as Eyes, mouth: mouths[i] as Mouth };
    const last = runs.at(-1);
    if (last && last.eyes === face.eyes && last.mouth === face.mouth) last.frames += 1;
    else runs.push({ ...face, frames: 1 });
  }
  return runs;
}
