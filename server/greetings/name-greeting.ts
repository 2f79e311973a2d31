// "Hear Santa say the name" (issue 44): the greeting a parent asks for before paying, said as the
// film will say it (the shop's recording of the name, else the voices in the films' order with the
// parent's spelling of how it sounds, else the library's pronunciation: decision 071) and kept in file storage by everything that makes it sound as it does,
// so the same greeting is made once. Greetings are in a swept folder no row names: each goes within
// two hours (the orphan sweep's hourly round and grace), paid or not, and is made again if asked.
// The voices run at the lowest CPU priority with a short wait: a busy shop answers "try again in a
// moment" instead of slowing a customer's film.
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GreetingRequest } from "#domain/name-greeting.ts";
import { STEM_RATE } from "#render/audio/voice-stem.ts";
import { runFfmpeg } from "#render/ffmpeg/run-ffmpeg.ts";
import { inBackground } from "#render/runs/background-priority.ts";
import { NoVoice } from "#render/runs/errors.ts";
import { sayPhrases } from "#render/voice/film-voice.ts";
import { monoPcmWav } from "#render/voice/pcm-wav.ts";
import type { VoiceEngine } from "#render/voice/voice-engine.ts";
import type { Db } from "../db/client.ts";
import { createFilmNames } from "../names/film-names.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { GREETING_EXTENSION, GREETING_PREFIX, greetingEncodeArgs } from "./greeting-audio-args.ts";
import { greetingPhrase } from "./greeting-words.ts";

/** Greetings made at once by one process: one core's worth, the other left to the films. */
const AT_ONCE = 1;
/** Parents waiting for that one, each for at most the wait; more are told to try again at once. */
const WAITING_AT_MOST = 4;

/** How long a parent waits before hearing "try again in a moment". */
export const GREETING_WAIT_SECONDS = 8;

/** The shop is busy: too many greetings being made, or the voices gave way to films for too long. */
export class GreetingBusy extends Error {
  constructor(why: string) {
    super(why);
    this.name = "GreetingBusy";
  }
}

/** No voice could say it (none installed, or each failed): the page says the preview is unavailable. */
export class GreetingUnavailable extends Error {
  constructor(why: string) {
    super(why);
    this.name = "GreetingUnavailable";
  }
}

export interface GreetingDeps {
  db: Db;
  storage: Pick<FileStorage, "read" | "put" | "size">;
  /** The films' voices, best first (server/films/santa-voices.ts). */
  voices: readonly VoiceEngine[];
  ffmpeg: string;
  /** Scratch space for the recording's copy and the encoding. */
  workDir: string;
}

let making = 0;
const waiting: (() => void)[] = [];

/** A turn to make a greeting before `signal` ends it; refused at once when too many already wait. */
async function turn(signal: AbortSignal): Promise<() => void> {
  const done = () => {
    making--;
    waiting.shift()?.();
  };
  if (making < AT_ONCE) {
    making++;
    return done;
  }
  if (waiting.length >= WAITING_AT_MOST) throw new GreetingBusy(`${waiting.length} parents waiting`);
  await new Promise<void>((resolve, reject) => {
    const go = () => {
      signal.removeEventListener("abort", giveUp);
      resolve();
    };
    const giveUp = () => {
      waiting.splice(waiting.indexOf(go), 1);
      reject(new GreetingBusy(`no turn within ${GREETING_WAIT_SECONDS} s`));
    };
    waiting.push(go);
    signal.addEventListener("abort", giveUp, { once: true });
  });
  // The one who finished handed its place on: still counted as making.
  return done;
}

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** The greeting's storage key: stored there already, or made and stored now. */
export async function greetingAudio(deps: GreetingDeps, request: GreetingRequest): Promise<string> {
  const { language, name, respelling } = request;
  await mkdir(deps.workDir, { recursive: true });
  const work = await mkdtemp(path.join(deps.workDir, "greeting-"));
  try {
    const names = createFilmNames({ db: deps.db, storage: deps.storage });
    const [recording, pronunciation] = await Promise.all([
      names.recording(language, name, work),
      names.pronunciation(language, name, respelling),
    ]);
    const key = `${GREETING_PREFIX}/${sha256(
      JSON.stringify([
        language,
        name.normalize("NFC"),
        recording ? sha256(await readFile(recording)) : null,
        pronunciation ?? null,
        deps.voices.map((engine) => [engine.id, engine.voice(language) ?? null]),
      ]),
    )}${GREETING_EXTENSION}`;
    if ((await deps.storage.size(key)) !== undefined) return key;

    const signal = AbortSignal.timeout(GREETING_WAIT_SECONDS * 1000);
    const finished = await turn(signal);
    try {
      // Another parent's ask for the same greeting may have made it while this one waited.
      if ((await deps.storage.size(key)) !== undefined) return key;
      const bytes = await inBackground(async () => {
        const [said] = await sayPhrases({
          ffmpeg: deps.ffmpeg,
          phrases: [greetingPhrase(language, name)],
          language,
          voice: {
            engines: deps.voices,
            ...(recording && { nameRecording: recording }),
            ...(pronunciation && { pronunciations: [pronunciation] }),
          },
          work,
          timeoutSeconds: GREETING_WAIT_SECONDS,
          signal,
        });
        const samples = said?.samples ?? new Int16Array();
        const wav = path.join(work, "greeting.wav");
        const encoded = path.join(work, `greeting${GREETING_EXTENSION}`);
        await writeFile(
          wav,
          monoPcmWav(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength), STEM_RATE),
        );
        await runFfmpeg(deps.ffmpeg, greetingEncodeArgs(wav, encoded), {
          step: "encoding a greeting",
          timeoutSeconds: GREETING_WAIT_SECONDS,
          signal,
        });
        return new Uint8Array(await readFile(encoded));
      }).catch((error: unknown) => {
        if (signal.aborted) throw new GreetingBusy(`not said within ${GREETING_WAIT_SECONDS} s`);
        if (error instanceof NoVoice) throw new GreetingUnavailable(error.message);
        throw error;
      });
      await deps.storage.put(key, bytes);
      return key;
    } finally {
      finished();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
