// The sound of a film's fixed spans, the same in every film of a template, storyline, language and
// voice: the fixed lines mixed with the music at the film's gain, limited, and encoded as AAC pieces
// (audio/sound-spans.ts), with the mixed samples around their joins that a film's own pieces end and
// start with. Made by the first film that needs it, kept with the prepared template and in file
// storage beside Santa's shots, and fetched by other machines (decision 075).
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Language } from "#domain/language.ts";
import {
  DUCKING,
  MIX_LEVELS,
  VOICE_COMPRESSION,
  encodePiecesArgs,
  levelledMixesArgs,
  measureMixesArgs,
  measuredLoudness,
  mixGain,
  type MixInput,
} from "../audio/film-mix.ts";
import { RAW_SAMPLE_BYTES, readPcm, readStem } from "../audio/raw-pcm.ts";
import {
  JOIN_MARGIN,
  MIX_OVERRUN,
  MIX_PREROLL,
  MUSIC_CROSSFADE,
  type SoundSpan,
} from "../audio/sound-spans.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import { FILM } from "../ffmpeg/encoder-settings.ts";
import {
  audioPath,
  musicLoudnessOf,
  storylineSeconds,
  type PreparedTemplate,
} from "../template/prepared-template.ts";

/** Changes when what the pieces hold changes, so pieces made the old way are not joined to new ones. */
const SOUND_VERSION = 1;

export interface FixedSound {
  gainDb: number;
  /** A fixed span's encoded piece (ADTS), by the span's index in the film's spans. */
  piece(span: number): string;
  /** The mix leading into a fixed span: JOIN_MARGIN + MUSIC_CROSSFADE samples before it, JOIN_MARGIN into it. */
  lead(span: number): Promise<Float32Array>;
  /** The mix at a fixed span's end, from JOIN_MARGIN before its hand-over to its last sample. */
  tail(span: number): Promise<Float32Array>;
  /** Where the lead's samples from JOIN_MARGIN before the span lie (raw PCM), for the tests to compare. */
  leadAt(span: number): EdgeAt;
  tailAt(span: number): EdgeAt;
}

export interface EdgeAt {
  file: string;
  /** In samples. */
  offset: number;
  samples: number;
}

export interface SoundSource {
  ffmpeg: string;
  template: PreparedTemplate;
  storyline: string;
  language: Language;
  /** The voice stem, as long as the film. */
  stemFile: string;
  spans: readonly SoundSpan[];
  /** The render's scratch folder. */
  work: string;
  timeoutSeconds: number;
}

/** The music and voice of a piece of the mix (film-mix.ts). */
export function mixSource(
  source: SoundSource,
): Pick<MixInput, "music" | "musicLoudness" | "musicSamples" | "voice"> {
  const { template, storyline, language } = source;
  return {
    music: audioPath(template, storyline, language),
    musicLoudness: musicLoudnessOf(template, storyline, language),
    // Prepared as long as the storyline (template/storyline-music.ts).
    musicSamples: Math.round(storylineSeconds(template.manifest, storyline) * FILM.audioRate),
    voice: source.stemFile,
  };
}

const leadLength = JOIN_MARGIN + MUSIC_CROSSFADE + JOIN_MARGIN;
const tailLength = (span: SoundSpan) =>
  span.handOver === undefined ? 0 : span.to - span.handOver + JOIN_MARGIN;
/** Music alone before a fixed span, mixed for its lead; none before the film's start. */
const preroll = (span: SoundSpan) => Math.min(MIX_PREROLL, span.musicFrom);

/** The fixed sound of this film's spans: kept, fetched, or made now. */
export async function fixedSound(source: SoundSource, signal?: AbortSignal): Promise<FixedSound> {
  const { template, spans } = source;
  const fixed = spans.flatMap((span, index) => (span.kind === "fixed" ? [{ span, index }] : []));
  const key = await soundKey(source, fixed);
  const dir = path.join(template.dir, "sound", key);
  const files = (index: number) => ({
    piece: path.join(dir, `${index}.aac`),
    edges: path.join(dir, `${index}.edges.f32`),
  });
  const shared = template.shots;
  const storedAs = (file: string) => `sound-${key}-${path.basename(file)}`;
  if (!existsSync(path.join(dir, "sound.json"))) {
    const building = `${dir}.building-${randomUUID()}`;
    await mkdir(building, { recursive: true });
    try {
      const inBuilding = (file: string) => path.join(building, path.basename(file));
      const names = [
        ...fixed.flatMap(({ index }) => Object.values(files(index))),
        path.join(dir, "sound.json"),
      ];
      let fetched = shared !== undefined;
      for (const file of names) fetched &&= await shared!.fetch(storedAs(file), inBuilding(file));
      if (!fetched) {
        await makeFixedSound(source, fixed, building, signal);
        for (const file of names) await shared?.keep(storedAs(file), inBuilding(file));
      }
      await rename(building, dir).catch(async (error: unknown) => {
        // Another render made or fetched the same sound meanwhile: theirs is as good as ours.
        if (!existsSync(path.join(dir, "sound.json"))) throw error;
        await rm(building, { recursive: true, force: true });
      });
    } catch (error) {
      await rm(building, { recursive: true, force: true });
      throw error;
    }
  }
  const { gainDb } = JSON.parse(await readFile(path.join(dir, "sound.json"), "utf8")) as { gainDb: number };
  return {
    gainDb,
    piece: (index) => files(index).piece,
    lead: (index) => readPcm(files(index).edges, 0, leadLength),
    tail: (index) => readPcm(files(index).edges, leadLength, tailLength(spans[index] as SoundSpan)),
    leadAt: (index) => ({ file: files(index).edges, offset: MUSIC_CROSSFADE, samples: 2 * JOIN_MARGIN }),
    tailAt: (index) => ({
      file: files(index).edges,
      offset: leadLength,
      samples: tailLength(spans[index] as SoundSpan),
    }),
  };
}

/** What the fixed sound is made of: the template's music, the mix's settings, each fixed span's voice. */
async function soundKey(source: SoundSource, fixed: { span: SoundSpan }[]): Promise<string> {
  const hash = createHash("sha256");
  hash.update(
    JSON.stringify({
      version: SOUND_VERSION,
      template: source.template.name,
      storyline: source.storyline,
      language: source.language,
      // Not the music's path, which differs between machines: the template's name says which music.
      mix: {
        ...mixSource(source),
        music: undefined,
        voice: undefined,
        DUCKING,
        VOICE_COMPRESSION,
        MIX_LEVELS,
      },
      spans: fixed.map(({ span }) => [
        span.musicFrom,
        span.to - span.from,
        (span.handOver ?? span.to) - span.from,
      ]),
    }),
  );
  for (const { span } of fixed)
    hash.update(await readStem(source.stemFile, span.from - span.lag, span.to - span.lag));
  return hash.digest("hex").slice(0, 32);
}

async function makeFixedSound(
  source: SoundSource,
  fixed: { span: SoundSpan; index: number }[],
  building: string,
  signal: AbortSignal | undefined,
): Promise<void> {
  const { ffmpeg, timeoutSeconds } = source;
  const mix = (span: SoundSpan, extra: number): MixInput => ({
    ...mixSource(source),
    musicFrom: span.musicFrom - preroll(span),
    voiceFrom: span.from - span.lag,
    voiceSamples: span.to - span.from,
    voiceDelay: preroll(span),
    samples: preroll(span) + span.to - span.from + extra,
  });
  // The film's gain: the fixed spans measured together bring it to the film's loudness; a personal
  // span's voice is levelled like the fixed lines (audio/phrase-audio.ts), so the whole film follows.
  // Each step is one ffmpeg for every span: a start costs as much CPU as a short span's work (080).
  const { stderr } = await runFfmpeg(
    ffmpeg,
    measureMixesArgs(fixed.map(({ span }) => ({ ...mix(span, 0), skip: preroll(span) }))),
    { step: "measuring the fixed sound", timeoutSeconds, signal },
  );
  const gainDb = mixGain(
    combinedLoudness(
      fixed.map(({ span }, at) => ({ loudness: measuredLoudness(stderr, at), samples: span.to - span.from })),
    ),
  );
  const mixes = fixed.map(({ span, index }) => ({
    span,
    index,
    mix: { ...mix(span, MIX_OVERRUN), gainDb, output: path.join(source.work, `fixed-${index}.f32`) },
  }));
  await runFfmpeg(ffmpeg, levelledMixesArgs(mixes.map(({ mix: piece }) => piece)), {
    step: "mixing the fixed sound",
    timeoutSeconds,
    signal,
  });
  const encodes: { input: string; output: string }[] = [];
  for (const { span, index, mix: piece } of mixes) {
    const raw = piece.output;
    // Raw sample k is the film's sample span.from − preroll + k.
    const at = (filmSample: number) => filmSample - span.from + preroll(span);
    const lead =
      span.from === 0
        ? new Float32Array(2 * leadLength)
        : await readPcm(raw, at(span.from - JOIN_MARGIN - MUSIC_CROSSFADE), leadLength);
    const tail =
      span.handOver === undefined
        ? new Float32Array()
        : await readPcm(raw, at(span.handOver - JOIN_MARGIN), tailLength(span));
    await writeFile(
      path.join(building, `${index}.edges.f32`),
      Buffer.concat([
        Buffer.from(lead.buffer, lead.byteOffset, lead.byteLength),
        Buffer.from(tail.buffer, tail.byteOffset, tail.byteLength),
      ]),
    );
    const input = path.join(source.work, `fixed-${index}-input.f32`);
    await pipeline(
      createReadStream(raw, {
        start: at(span.inputFrom) * RAW_SAMPLE_BYTES,
        end: at(span.to) * RAW_SAMPLE_BYTES - 1,
      }),
      createWriteStream(input),
    );
    await rm(raw, { force: true });
    encodes.push({ input, output: path.join(building, `${index}.aac`) });
  }
  await runFfmpeg(ffmpeg, encodePiecesArgs(encodes), {
    step: "encoding the fixed sound",
    timeoutSeconds,
    signal,
  });
  await Promise.all(encodes.map(({ input }) => rm(input, { force: true })));
  await writeFile(path.join(building, "sound.json"), JSON.stringify({ gainDb }));
}

/** Integrated loudness of spans measured apart, as one: their mean power, each by its length. */
export function combinedLoudness(
  spans: readonly { loudness: number | undefined; samples: number }[],
): number | undefined {
  const heard = spans.filter((span) => span.loudness !== undefined && span.loudness > -70);
  if (heard.length === 0) return undefined;
  const total = heard.reduce((sum, span) => sum + span.samples, 0);
  const power = heard.reduce((sum, span) => sum + span.samples * 10 ** ((span.loudness as number) / 10), 0);
  return 10 * Math.log10(power / total);
}
