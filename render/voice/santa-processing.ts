// "Santa processing": the offline voice made warmer, with a small room around it, in the renderer's own
// process (decision 083; ffmpeg did it until then, one process a phrase). The settings are part of
// the voice's name, so a phrase cached with other settings is not reused. Pure.
import { applyBiquad, highPass, lowShelf, peaking } from "../audio/biquad.ts";
import { resample } from "../audio/resample.ts";

export interface SantaSettings {
  /** Below this the voice is cut (12 dB an octave): rumble, not voice. */
  highPassHz: number;
  /** dB below `bassHz`, a low shelf of `bassQ`: chest. */
  bassGain: number;
  bassHz: number;
  bassQ: number;
  /** dB around `presenceHz`, a band of `presenceQ` (negative: the robotic edge is softened). */
  presenceGain: number;
  presenceHz: number;
  presenceQ: number;
  /** Early reflections of a small room: delays in ms and their levels, added to the voice at `directLevel`. */
  roomDelays: readonly number[];
  roomDecays: readonly number[];
  directLevel: number;
  /** The whole scaled by this, leaving room for the reflections. */
  outputLevel: number;
}

/**
 * The settings chosen by measurement (decision 044): `version` changes whenever they or their
 * processing do. Version 2 left the loudness to the film (render/audio/phrase-audio.ts, decision 046);
 * version 3 is the same chain in the renderer (083). The engines lower their own pitch (formants kept):
 * a shift here cost recognised words (044).
 */
export const SANTA_VOICE = {
  version: 3,
  settings: {
    highPassHz: 70,
    bassGain: 3,
    bassHz: 150,
    // ffmpeg's `bass` at w=0.7, the shelf decision 044 chose, which counts its Q √2 smaller than the cookbook.
    bassQ: 0.7 * Math.SQRT2,
    presenceGain: -2,
    presenceHz: 2500,
    presenceQ: 1,
    roomDelays: [17, 29],
    roomDecays: [0.12, 0.08],
    directLevel: 0.95,
    outputLevel: 0.9,
  } satisfies SantaSettings,
};

/** The processed phrase's sample rate: the film's, so the mix does not resample it again. */
export const SANTA_RATE = 48000;

/** A phrase (−1 to 1, at `rate`) as Santa says it: 16-bit samples at SANTA_RATE, as long as it was and the room's last reflection. */
export function santaProcessing(samples: Float64Array, rate: number, settings: SantaSettings): Int16Array {
  const voice = resample(samples, rate, SANTA_RATE);
  applyBiquad(voice, highPass(settings.highPassHz, SANTA_RATE));
  applyBiquad(voice, lowShelf(settings.bassHz, settings.bassGain, SANTA_RATE, settings.bassQ));
  applyBiquad(voice, peaking(settings.presenceHz, settings.presenceGain, SANTA_RATE, settings.presenceQ));
  // The room: each reflection is the voice a few ms late, added to the voice itself; the last one
  // rings on after the voice stops.
  const delays = settings.roomDelays.map((ms) => Math.trunc((ms * SANTA_RATE) / 1000));
  const room = new Float64Array(voice.length + Math.max(0, ...delays));
  for (let i = 0; i < voice.length; i++) room[i] = (voice[i] as number) * settings.directLevel;
  for (const [r, delay] of delays.entries()) {
    const decay = settings.roomDecays[r] as number;
    for (let i = 0; i < voice.length; i++)
      room[i + delay] = (room[i + delay] as number) + (voice[i] as number) * decay;
  }
  const out = new Int16Array(room.length);
  const scale = settings.outputLevel * 32768;
  for (let i = 0; i < room.length; i++)
    out[i] = Math.max(-32768, Math.min(32767, Math.round((room[i] as number) * scale)));
  return out;
}
