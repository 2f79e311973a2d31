// English in Festival's kal_diphone (festvox-kallpc16k, a US male diphone voice), with each word's span.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "#domain/language.ts";
import { withEngineFolder } from "./engine-files.ts";
import { applyRespellings } from "./pronounce.ts";
import { festivalSessions } from "./festival-session.ts";
import type { VoiceEngine, WordTiming } from "./voice-engine.ts";
import { checkSpeech } from "./wav-audio.ts";
import { VoiceFailed } from "./voice-failed.ts";

export const FESTIVAL_VOICE = "kal_diphone";
/** kal speaks around 105 Hz; 85 Hz is lower and older, and still recognised (decision 044). */
export const FESTIVAL_F0_MEAN = 85;

/**
 * Festival reads bytes, not Unicode: letters lose their accents ("Zoë" → "Zoe") and what is left
 * outside ASCII becomes a space, so a name in another script is skipped rather than read as noise.
 */
export function festivalText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A Scheme string literal: a path is all that goes in one, the text stays in its file. */
function schemeString(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** What a Festival process runs once, before its first phrase: Santa's voice. */
export function festivalSetup(): string {
  return [
    `(voice_${FESTIVAL_VOICE})`,
    // Lowering the voice here keeps its formants, which the ffmpeg pitch shift would move (decision 044).
    `(set! int_lr_params '((target_f0_mean ${FESTIVAL_F0_MEAN}) (target_f0_std 12) (model_f0_mean 170) (model_f0_std 34)))`,
  ].join("\n");
}

/**
 * The Scheme of one phrase: read the text file, synthesise, save the WAV, and print one WORD line per
 * word with the start of its first segment and the end of its last. The process says phrases in turn
 * (festival-session.ts), so the last phrase's utterance is forgotten first: a phrase Festival fails to
 * say leaves no WAV, never the one before.
 */
export function festivalPhrase(textFile: string, wavFile: string): string {
  return [
    `(set! santa_utt nil)`,
    `(set! santa_text nil)`,
    `(set! santa_fd (fopen ${schemeString(textFile)} "rb"))`,
    `(set! santa_text (fread 100000 santa_fd))`,
    `(fclose santa_fd)`,
    `(set! santa_utt (utt.synth (eval (list 'Utterance 'Text santa_text))))`,
    `(utt.save.wave santa_utt ${schemeString(wavFile)} 'riff)`,
    `(mapcar (lambda (w) (format t "WORD\\t%s\\t%f\\t%f\\n" (item.name w)` +
      ` (item.feat w "R:SylStructure.daughter1.daughter1.segment_start")` +
      ` (item.feat w "R:SylStructure.daughtern.daughtern.segment_end"))) (utt.relation.items santa_utt 'Word))`,
  ].join("\n");
}

/** The words Festival printed; a word without segments (punctuation read as nothing) is left out. */
export function parseFestivalWords(stdout: string): WordTiming[] {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("WORD\t"))
    .map((line) => {
      const [, text = "", start, end] = line.split("\t");
      return { text, start: Number(start), end: Number(end) };
    })
    .filter((word) => Number.isFinite(word.start) && Number.isFinite(word.end) && word.end > word.start);
}

export interface FestivalOptions {
  /** The festival binary; Debian's on PATH by default. */
  binary?: string;
  timeoutSeconds?: number;
}

export function createFestivalEngine({
  binary = "festival",
  timeoutSeconds = 30,
}: FestivalOptions = {}): VoiceEngine {
  const id = "festival";
  const say = festivalSessions(id, binary, festivalSetup());
  return {
    id,
    voice: (language: Language) => (language === "en" ? FESTIVAL_VOICE : undefined),
    async synthesise(request, signal) {
      if (request.language !== "en")
        throw new VoiceFailed(id, "not-configured", `no ${request.language} voice`);
      const text = festivalText(applyRespellings(request.text, request.pronunciations));
      if (!/[A-Za-z0-9]/.test(text)) throw new VoiceFailed(id, "empty-audio", "nothing Festival can read");
      return withEngineFolder(async (folder) => {
        const textFile = path.join(folder, "text.txt");
        const wavFile = path.join(folder, "speech.wav");
        await writeFile(textFile, text, "latin1");
        const { stdout, stderr } = await say(festivalPhrase(textFile, wavFile), {
          timeoutSeconds,
          ...(signal && { signal }),
        });
        const wav = await readFile(wavFile).catch(() => {
          // Festival reports a Scheme error (no kal_diphone voice, say) on stderr and still exits 0.
          throw new VoiceFailed(id, "failed", `no WAV written: ${stderr.trim().slice(-500)}`);
        });
        checkSpeech(id, wav);
        return { wav: new Uint8Array(wav), words: parseFestivalWords(stdout.toString("latin1")) };
      });
    },
  };
}
