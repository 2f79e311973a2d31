// "Santa processing": the offline voice made lower and warmer with ffmpeg, as arguments built by pure
// functions. The settings are part of the voice's name, so a phrase cached with other settings is not reused.
export interface SantaSettings {
  /** Below 1 lowers the pitch (and the formants) by this factor; the tempo is put back, so timings hold. */
  pitch: number;
  /** dB at `bassHz`, a low shelf: chest. */
  bassGain: number;
  bassHz: number;
  /** dB at `presenceHz` (negative: the robotic edge is softened). */
  presenceGain: number;
  presenceHz: number;
  /** Early reflections of a small room: delays in ms and their levels. */
  roomDelays: readonly number[];
  roomDecays: readonly number[];
}

/**
 * The settings chosen by measurement (decision 044): `version` changes whenever they do. Version 2
 * leaves the loudness to the film (render/audio/phrase-audio.ts): loudnorm's single pass left phrases
 * shorter than its 3 s window 15 dB quieter than the long ones (decision 046).
 */
export const SANTA_VOICE = {
  version: 2,
  settings: {
    // The engines lower their own pitch (formants kept); a shift here cost recognised words (decision 044).
    pitch: 1,
    bassGain: 3,
    bassHz: 150,
    presenceGain: -2,
    presenceHz: 2500,
    roomDelays: [17, 29],
    roomDecays: [0.12, 0.08],
  } satisfies SantaSettings,
};

/** The processed phrase's sample rate: the film's, so the mix does not resample it again. */
export const SANTA_RATE = 48000;

const num = (value: number) => String(Math.round(value * 10000) / 10000);

export function santaFilter(settings: SantaSettings): string {
  const { pitch, bassGain, bassHz, presenceGain, presenceHz, roomDelays, roomDecays } = settings;
  return [
    `aresample=${SANTA_RATE}`,
    // Played slower by `pitch`, then sped back by 1/pitch: lower, and just as long.
    ...(pitch === 1
      ? []
      : [`asetrate=${num(SANTA_RATE * pitch)}`, `aresample=${SANTA_RATE}`, `atempo=${num(1 / pitch)}`]),
    "highpass=f=70",
    `bass=g=${num(bassGain)}:f=${num(bassHz)}:w=0.7`,
    `equalizer=f=${num(presenceHz)}:t=q:w=1:g=${num(presenceGain)}`,
    ...(roomDelays.length === 0
      ? []
      : [`aecho=0.95:0.9:${roomDelays.map(num).join("|")}:${roomDecays.map(num).join("|")}`]),
  ].join(",");
}

export function santaProcessingArgs({
  input,
  output,
  settings,
}: {
  input: string;
  output: string;
  settings: SantaSettings;
}): string[] {
  return [
    "-v",
    "error",
    "-i",
    input,
    "-af",
    santaFilter(settings),
    "-ac",
    "1",
    "-c:a",
    "pcm_s16le",
    "-f",
    "wav",
    "-y",
    output,
  ];
}
