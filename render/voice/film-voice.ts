// Santa's phrases for one film said aloud: the shop's recording of the words where Santa recorded
// them, else through the voice order (render/voice/speak-in-order.ts), with the shop's recording of
// the child's name put where a phrase says the name, and every phrase
// trimmed and brought to the film's sample rate and one loudness for the voice stem.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "#domain/language.ts";
import { FfmpegFailed, FfmpegKilled, NameRecordingUnreadable, NoVoice } from "../runs/errors.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import { levelPhrase, trimSilence } from "../audio/phrase-audio.ts";
import { STEM_RATE, stemFormatArgs } from "../audio/voice-stem.ts";
import type { Phrase } from "../script/assemble-script.ts";
import { hasWords } from "../script/spoken-text.ts";
import { runLimited } from "../runs/run-limited.ts";
import { NoVoiceSpoke, speakInOrder, type Fallback } from "./speak-in-order.ts";
import type { Pronunciation, VoiceEngine } from "./voice-engine.ts";
import { monoSamplesAt } from "./wav-audio.ts";

export interface FilmVoice {
  /** Tried for every phrase in this order (the cloud voice, then the offline ones), best first. */
  engines: readonly VoiceEngine[];
  /** The shop's recording of the child's name, said wherever a phrase says the name. */
  nameRecording?: string;
  /**
   * The shop's recording of these exact words, when Santa recorded them (a fixed line): a file the
   * render may read, or undefined to have a voice say them.
   */
  recordedLine?: (words: string) => Promise<string | undefined>;
  pronunciations?: readonly Pronunciation[];
}

export interface SaidPhrase {
  phrase: Phrase;
  /** Mono 16-bit at the film's rate (STEM_RATE). */
  samples: Int16Array;
  /** Who said it: an engine's id and voice, or "recording" when the name was the recording alone. */
  engine: string;
  voice: string;
  fellBack: Fallback[];
  /** The phrase cache's keys of what was said from the child's details, for the film's row to name. */
  personalPhrases: string[];
}

/** Engines answer in parallel up to this many phrases at once: two cores, and a cloud call waits on the network. */
const AT_ONCE = 2;

export async function sayPhrases(input: {
  ffmpeg: string;
  phrases: readonly Phrase[];
  language: Language;
  voice: FilmVoice;
  /** Scratch folder for conversions. */
  work: string;
  timeoutSeconds: number;
  signal?: AbortSignal;
}): Promise<SaidPhrase[]> {
  const { ffmpeg, language, voice, work, timeoutSeconds, signal } = input;
  let conversions = 0;

  /** A WAV at the film's rate and the phrases' level: as it is when it is at that rate, through ffmpeg otherwise. */
  async function filmSamples(wav: Uint8Array | string, step: string): Promise<Int16Array> {
    if (typeof wav !== "string") {
      const direct = monoSamplesAt(wav, STEM_RATE);
      if (direct) return trimSilence(levelPhrase(direct));
    }
    const index = conversions++;
    const source = typeof wav === "string" ? wav : path.join(work, `voice-${index}-in.wav`);
    if (typeof wav !== "string") await writeFile(source, wav);
    const output = path.join(work, `voice-${index}.wav`);
    await runFfmpeg(ffmpeg, stemFormatArgs(source, output), { step, timeoutSeconds, signal });
    return trimSilence(
      levelPhrase(monoSamplesAt(new Uint8Array(await readFile(output)), STEM_RATE) ?? new Int16Array()),
    );
  }

  const name = voice.nameRecording;
  const nameSamples = name
    ? filmSamples(name, "reading the name recording")
        .catch((error: unknown) => {
          throw new NameRecordingUnreadable(name, error instanceof Error ? error.message : String(error));
        })
        .then((samples) => {
          if (samples.length === 0) throw new NameRecordingUnreadable(name, "no audio in it");
          return samples;
        })
    : undefined;

  // The same words said twice in one film (a photo line, a sibling's fixed line) are synthesised once.
  const said = new Map<string, Promise<Omit<SaidPhrase, "phrase">>>();
  function say(text: string, fixedLine: boolean) {
    const asked = `${fixedLine ? "fixed" : "personal"}|${text}`;
    let answer = said.get(asked);
    if (!answer) {
      answer = (async () => {
        const recorded = await voice.recordedLine?.(text);
        const fellBack: Fallback[] = [];
        if (recorded) {
          // A recording that cannot be read is passed over for the voices, and the console says so.
          const samples = await filmSamples(recorded, "reading a recorded line").catch((error: unknown) => {
            if (!(error instanceof FfmpegFailed)) throw error;
            fellBack.push({ engine: "recording", reason: "not-audio", detail: error.message });
            return new Int16Array();
          });
          if (samples.length > 0)
            return { samples, engine: "recording", voice: "", fellBack, personalPhrases: [] };
          if (fellBack.length === 0)
            fellBack.push({ engine: "recording", reason: "empty-audio", detail: recorded });
        }
        try {
          const spoken = await speakInOrder(
            voice.engines,
            {
              language,
              text,
              fixedLine,
              ...(voice.pronunciations && { pronunciations: voice.pronunciations }),
            },
            signal,
          );
          const samples = await filmSamples(spoken.speech.wav, `converting ${spoken.engine} speech`);
          return {
            samples,
            engine: spoken.engine,
            voice: spoken.voice,
            fellBack: [...fellBack, ...spoken.fellBack],
            personalPhrases: !fixedLine && spoken.speech.storedAs ? [spoken.speech.storedAs] : [],
          };
        } catch (error) {
          if (error instanceof NoVoiceSpoke) throw new NoVoice(text, error.message);
          throw error;
        }
      })();
      said.set(asked, answer);
    }
    return answer;
  }

  async function sayPhrase(phrase: Phrase): Promise<SaidPhrase> {
    const saysName = phrase.parts.some((part) => part.slot === "name");
    if (!nameSamples || !saysName) return { phrase, ...(await say(phrase.speak, phrase.kind === "fixed")) };
    // The recording in place of the name; the words around it, the line's own, synthesised on their own.
    const parts = await Promise.all(
      phrase.parts.map(async (part) => {
        if (part.slot === "name")
          return {
            samples: await nameSamples,
            engine: "recording",
            voice: "",
            fellBack: [],
            personalPhrases: [],
          };
        return hasWords(part.speak) ? say(part.speak.trim(), true) : undefined;
      }),
    );
    const present = parts.filter((part) => part !== undefined);
    const samples = new Int16Array(present.reduce((sum, part) => sum + part.samples.length, 0));
    let at = 0;
    for (const part of present) {
      samples.set(part.samples, at);
      at += part.samples.length;
    }
    const synthesised = present.find((part) => part.engine !== "recording");
    return {
      phrase,
      samples,
      engine: synthesised?.engine ?? "recording",
      voice: synthesised?.voice ?? "",
      fellBack: synthesised?.fellBack ?? [],
      personalPhrases: [],
    };
  }

  try {
    return await runLimited(
      input.phrases.map((phrase) => () => sayPhrase(phrase)),
      AT_ONCE,
      signal,
    );
  } catch (error) {
    // A render cancelled while Santa speaks ends as one cancelled while ffmpeg encodes: retried later.
    if (signal?.aborted && !(error instanceof FfmpegKilled))
      throw new FfmpegKilled("Santa's voice", "cancelled");
    throw error;
  }
}
