// Santa's cloud neural voice: Amazon Polly through its official SDK (decision 045). One phrase is two
// SynthesizeSpeech calls on the same SSML, one for the audio (Ogg Vorbis, decoded here to WAV), one
// for its word and viseme marks, both under one deadline of the engine's own.
import { PollyClient, PollyServiceException, SynthesizeSpeechCommand } from "@aws-sdk/client-polly";
import type { VoiceId } from "@aws-sdk/client-polly";
import type { Language } from "#domain/language.ts";
import { FfmpegFailed } from "../runs/errors.ts";
import { decodeOggToPcm } from "./decode-speech.ts";
import { monoPcmWav } from "./pcm-wav.ts";
import { pollySsml } from "./polly-ssml.ts";
import { checkSpeech } from "./wav-audio.ts";
import { parseSpeechMarks } from "./polly-speech-marks.ts";
import type { SpeechRequest, SynthesisedSpeech, VoiceEngine } from "./voice-engine.ts";
import { VoiceFailed } from "./voice-failed.ts";

export interface PollySettings {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Polly voice ids ("Gregory", "Andres"…), one per language; a language without one is not spoken. */
  voices: Partial<Record<Language, string>>;
  /** The most one phrase may take, both calls together, before the next voice speaks it. */
  timeoutSeconds: number;
  /** Where the SDK sends its requests instead of Polly's regional endpoint (the tests' stand-in). */
  endpoint?: string;
  /** The ffmpeg binary that decodes the audio. */
  ffmpeg: string;
}

const ENGINE_ID = "polly";
/** Neural voices give Ogg Vorbis at 24 kHz (PCM only at 16 kHz); Vorbis also keeps marks and audio aligned. */
const SAMPLE_RATE = 24_000;

/** The HTTP status of a refusal, when the SDK heard one. */
function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof PollyServiceException) return error.$metadata.httpStatusCode;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  return metadata?.httpStatusCode;
}

function isInvalidSsml(error: unknown): boolean {
  return error instanceof PollyServiceException && error.name === "InvalidSsmlException";
}

function failureOf(error: unknown): VoiceFailed {
  if (error instanceof VoiceFailed) return error;
  const status = httpStatusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (status !== undefined && status >= 400)
    return new VoiceFailed(ENGINE_ID, "refused", `HTTP ${status}: ${message}`);
  return new VoiceFailed(ENGINE_ID, "failed", message);
}

/**
 * Runs `work` with a signal that aborts at the deadline or when the caller's signal does, and
 * settles then even if the work does not notice (a body that stops arriving half way).
 */
async function withinDeadline<T>(
  seconds: number,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let stop: (failure: VoiceFailed) => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    stop = (failure) => {
      reject(failure);
      controller.abort(failure);
    };
  });
  const timer = setTimeout(
    () => stop(new VoiceFailed(ENGINE_ID, "timeout", `no answer within ${seconds} s`)),
    seconds * 1000,
  );
  const cancel = () => stop(new VoiceFailed(ENGINE_ID, "failed", "cancelled"));
  if (outer?.aborted) cancel();
  outer?.addEventListener("abort", cancel, { once: true });
  try {
    return await Promise.race([work(controller.signal), stopped]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", cancel);
  }
}

export function createPollyVoice(settings: PollySettings): VoiceEngine {
  const client = new PollyClient({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // One retry on a throttle or a 5xx; the deadline bounds both.
    maxAttempts: 2,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });

  async function audioOf(ssml: string, voice: string, signal: AbortSignal): Promise<Uint8Array> {
    const answer = await client.send(
      new SynthesizeSpeechCommand({
        Engine: "neural",
        OutputFormat: "ogg_vorbis",
        SampleRate: String(SAMPLE_RATE),
        TextType: "ssml",
        Text: ssml,
        VoiceId: voice as VoiceId,
      }),
      { abortSignal: signal },
    );
    return (await answer.AudioStream?.transformToByteArray()) ?? new Uint8Array();
  }

  async function marksOf(ssml: string, voice: string, signal: AbortSignal): Promise<string> {
    const answer = await client.send(
      new SynthesizeSpeechCommand({
        Engine: "neural",
        OutputFormat: "json",
        SpeechMarkTypes: ["word", "viseme"],
        TextType: "ssml",
        Text: ssml,
        VoiceId: voice as VoiceId,
      }),
      { abortSignal: signal },
    );
    return (await answer.AudioStream?.transformToString("utf8")) ?? "";
  }

  async function speechOf(ogg: Uint8Array, signal: AbortSignal): Promise<Uint8Array> {
    if (ogg.length === 0) throw new VoiceFailed(ENGINE_ID, "empty-audio", "the service sent no bytes");
    let pcm: Uint8Array;
    try {
      pcm = await decodeOggToPcm(settings.ffmpeg, ogg, SAMPLE_RATE, signal);
    } catch (error) {
      if (error instanceof FfmpegFailed)
        throw new VoiceFailed(ENGINE_ID, "not-audio", `${ogg.length} bytes that do not decode as Ogg audio`);
      throw error;
    }
    return pcm;
  }

  return {
    id: ENGINE_ID,
    voice: (language) => settings.voices[language],
    async synthesise(request: SpeechRequest, signal?: AbortSignal): Promise<SynthesisedSpeech> {
      const voice = settings.voices[request.language];
      if (!voice)
        throw new VoiceFailed(ENGINE_ID, "not-configured", `no Polly voice for ${request.language}`);
      const pronunciations = request.pronunciations ?? [];
      const spoken = async (ssml: string, deadline: AbortSignal): Promise<SynthesisedSpeech> => {
        // The marks are for Santa's mouth: without them the phrase is still spoken, so their
        // failure costs the timings, not the audio.
        const marks = marksOf(ssml, voice, deadline).catch(() => undefined);
        const pcm = await speechOf(await audioOf(ssml, voice, deadline), deadline);
        const timings = await marks;
        const wav = monoPcmWav(pcm, SAMPLE_RATE);
        // No samples, or silence, is empty audio by the same measure as every other voice.
        checkSpeech(ENGINE_ID, wav);
        if (timings === undefined) return { wav };
        const { words, visemes } = parseSpeechMarks(timings, pcm.length / 2 / SAMPLE_RATE);
        return { wav, words, visemes };
      };
      try {
        return await withinDeadline(settings.timeoutSeconds, signal, async (deadline) => {
          try {
            return await spoken(pollySsml(request.text, pronunciations), deadline);
          } catch (error) {
            // Polly refuses IPA outside the voice's phoneme set: the name is then said from its
            // respelling (or as written) by the same voice, rather than the phrase by another voice.
            if (!isInvalidSsml(error) || !pronunciations.some((entry) => entry.ipa?.trim())) throw error;
            const withoutIpa = pronunciations.map(({ ipa: _ipa, ...entry }) => entry);
            return await spoken(pollySsml(request.text, withoutIpa), deadline);
          }
        });
      } catch (error) {
        throw failureOf(error);
      }
    },
  };
}
