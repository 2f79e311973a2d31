// Santa's script for one film, said and placed: every phrase said by the voice order, the personal
// scenes grown to what he says, the film planned on that timeline, the voice stem written, and the
// captions made in the film's language and placed on its scenes in every other one.
import type { ScriptChild } from "./script/slot-values.ts";
import { mkdir, open } from "node:fs/promises";
import path from "node:path";
import type { FilmSpeech } from "#domain/film-speech.ts";
import { LANGUAGES, type Language } from "#domain/language.ts";
import { STEM_RATE, voiceStem, type StemPhrase } from "./audio/voice-stem.ts";
import { ManifestInvalid } from "./runs/errors.ts";
import { FILM } from "./ffmpeg/encoder-settings.ts";
import { captionProblems } from "./film/captions.ts";
import { planFilm, type FilmPlan } from "./film/film-plan.ts";
import { placeOnScenes, speechCaptions } from "./film/speech-captions.ts";
import type { ChildDetails } from "./script/child-details.ts";
import { assembleScript, type Phrase } from "./script/assemble-script.ts";
import { estimateSpeechSeconds } from "./script/speaking-time.ts";
import {
  LEAD_IN_SECONDS,
  placeSpeech,
  slotReadings,
  type SlotReading,
  type SpeechTimeline,
} from "./script/speech-timeline.ts";
import type { PreparedTemplate } from "./template/prepared-template.ts";
import { sayPhrases, type FilmVoice, type SaidPhrase } from "./voice/film-voice.ts";
import { monoPcmWavHeader } from "./voice/pcm-wav.ts";
import { voiceFrames, type VoiceFrame } from "./santa/mouth-shapes.ts";
import type { Fallback } from "./voice/speak-in-order.ts";

export interface SpokenScript {
  plan: FilmPlan;
  filmSeconds: number;
  /** Santa's voice alone, exactly as long as the film (`voice.wav` in the work folder). */
  stemFile: string;
  /** The voice's loudness and hiss on each video frame of the film: what moves Santa's mouth. */
  voiceFrames: VoiceFrame[];
  /** When Santa says each slot's value, from its scene's start: the cards keep pace with him. */
  readings: SlotReading[];
  /** WebVTT in the film's language, and in each other one. */
  captions: string;
  otherCaptions: { language: Language; text: string }[];
  speech: FilmSpeech;
  /** The phrase cache's keys of what Santa said from the child's details, once each. */
  personalPhrases: string[];
}

export async function speakScript(input: {
  ffmpeg: string;
  template: PreparedTemplate;
  storyline: string;
  language: Language;
  child: ChildDetails;
  /** The parent's choice of eye colour, which Santa may say. */
  eyeColour: ScriptChild["eyeColour"];
  photoCount: number;
  voice: FilmVoice;
  /** The render's work folder. */
  work: string;
  timeoutSeconds: number;
  signal?: AbortSignal;
}): Promise<SpokenScript> {
  const { template, language, work } = input;
  const storyline = template.manifest.storylines.find((s) => s.id === input.storyline);
  if (!storyline)
    throw new RangeError(`No storyline "${input.storyline}" in template ${template.manifest.id}`);
  const scriptChild = { ...input.child, photoCount: input.photoCount, eyeColour: input.eyeColour };
  const phrasesIn = (lang: Language) =>
    assembleScript(
      storyline.languages[lang].script,
      storyline.scenes,
      lang,
      scriptChild,
      template.manifest.languages[lang].texts,
    );
  const voiceWork = path.join(work, "voice");
  await mkdir(voiceWork, { recursive: true });
  const said = await sayPhrases({
    ffmpeg: input.ffmpeg,
    phrases: phrasesIn(language),
    language,
    voice: input.voice,
    work: voiceWork,
    timeoutSeconds: input.timeoutSeconds,
    ...(input.signal && { signal: input.signal }),
  });
  const samplesOf = new Map(said.map((s) => [s.phrase, s.samples]));
  const timeline = placeSpeech(
    said.map((s) => s.phrase),
    storyline.scenes.map((id) => {
      const scene = template.manifest.scenes[id] as (typeof template.manifest.scenes)[string];
      return { id, kind: scene.kind, seconds: scene.seconds };
    }),
    (phrase) => (samplesOf.get(phrase)?.length ?? 0) / STEM_RATE,
  );
  const plan = planFilm(template.manifest, storyline.id, input.photoCount, {
    seconds: new Map(timeline.scenes.map((scene) => [scene.id, scene.seconds])),
    photoCuts: photoCuts(timeline),
  });
  const filmSeconds = plan.frames / FILM.fps;

  const stemFile = path.join(work, "voice.wav");
  const frames = await writeStem(
    stemFile,
    timeline.phrases.map(({ phrase, start }) => ({ start, samples: samplesOf.get(phrase) as Int16Array })),
    filmSeconds,
  );

  const checked = (vtt: string, lang: Language) => {
    const problems = captionProblems(vtt, filmSeconds);
    if (problems.length > 0)
      throw new ManifestInvalid(
        template.templateDir,
        `storylines.${storyline.id}.${lang}.script`,
        problems.join("; "),
      );
    return vtt;
  };
  return {
    plan,
    filmSeconds,
    stemFile,
    voiceFrames: frames,
    readings: slotReadings(timeline),
    captions: checked(speechCaptions(timeline.phrases, filmSeconds), language),
    // Families who read another language get its lines, placed in this film's scenes.
    otherCaptions: LANGUAGES.filter((other) => other !== language).map((other) => ({
      language: other,
      text: checked(
        speechCaptions(
          placeOnScenes(phrasesIn(other), timeline.scenes, (phrase: Phrase) =>
            estimateSpeechSeconds(phrase.speak, other),
          ),
          filmSeconds,
        ),
        other,
      ),
    })),
    speech: filmSpeech(said, timeline),
    personalPhrases: [...new Set(said.flatMap((s) => s.personalPhrases))],
  };
}

/** Writes the voice stem a second at a time, measuring each video frame of it on the way. */
async function writeStem(
  file: string,
  phrases: readonly StemPhrase[],
  seconds: number,
): Promise<VoiceFrame[]> {
  const frames: VoiceFrame[] = [];
  const out = await open(file, "w");
  try {
    await out.write(monoPcmWavHeader(2 * Math.round(seconds * STEM_RATE), STEM_RATE));
    for (const chunk of voiceStem(phrases, seconds)) {
      // Chunks are whole frames (STEM_CHUNK), so measuring them one by one measures the same frames.
      frames.push(...voiceFrames(chunk, STEM_RATE / FILM.fps));
      await out.write(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
  } finally {
    await out.close();
  }
  return frames;
}

/** Frames into the photos scene where each photo after the first starts: just before its line. */
function photoCuts(timeline: SpeechTimeline): number[] {
  const lines = timeline.phrases.filter(({ phrase }) => phrase.photo !== undefined && phrase.photo > 0);
  const scene = timeline.scenes.find((s) => s.id === lines[0]?.phrase.scene);
  if (!scene) return [];
  return lines.map(({ start }) => Math.round((start - LEAD_IN_SECONDS - scene.start) * FILM.fps));
}

function filmSpeech(said: readonly SaidPhrase[], timeline: SpeechTimeline): FilmSpeech {
  const voices = new Map<string, FilmSpeech["voices"][number]>();
  const fallbacks = new Map<string, Fallback>();
  for (const { engine, voice, fellBack } of said) {
    const key = `${engine}|${voice}`;
    const entry = voices.get(key) ?? { engine, voice, phrases: 0 };
    entry.phrases += 1;
    voices.set(key, entry);
    for (const fallback of fellBack) fallbacks.set(`${fallback.engine}|${fallback.reason}`, fallback);
  }
  return {
    voices: [...voices.values()],
    fallbacks: [...fallbacks.values()],
    spokenSeconds: timeline.phrases.reduce((sum, { start, end }) => sum + end - start, 0),
  };
}
