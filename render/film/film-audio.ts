// The film's sound, a piece at a time (audio/sound-spans.ts, decision 075): the fixed spans' pieces
// come made (fixed-sound.ts); only the personal spans are mixed here, at the same gain, each starting
// with the samples the fixed piece before it ends with and ending with those the next one starts with,
// and encoded; then every piece's packets are joined, without decoding, into the film's AAC (ADTS).
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { adtsPackets, spanPackets } from "../audio/aac-packets.ts";
import { encodePiecesArgs, levelledMixesArgs } from "../audio/film-mix.ts";
import { crossfade, readPcm } from "../audio/raw-pcm.ts";
import {
  JOIN_MARGIN,
  MIX_OVERRUN,
  MIX_PREROLL,
  MUSIC_CROSSFADE,
  type SoundSpan,
} from "../audio/sound-spans.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import type { EncodeTask } from "../runs/run-limited.ts";
import { type FixedSound, type SoundSource, fixedSound, mixSource } from "./fixed-sound.ts";

export function filmAudioTask(
  input: SoundSource & {
    /** Where the film's sound goes (ADTS). */
    output: string;
    report: (percent: number) => void;
  },
): EncodeTask {
  const { spans, report } = input;
  // The first film of a template and voice makes the fixed sound too: the task goes first.
  return {
    frames: Infinity,
    run: async (abort) => {
      const fixed = await fixedSound(input, abort);
      report(50);
      const personal = spans.flatMap((span, index) => (span.kind === "personal" ? [index] : []));
      const pieces = new Map<number, string>(
        spans.flatMap((span, index) => (span.kind === "fixed" ? [[index, fixed.piece(index)] as const] : [])),
      );
      for (const [index, piece] of await personalPieces(input, fixed, personal, abort))
        pieces.set(index, piece);
      const packets: Uint8Array[] = [];
      for (const [index, span] of spans.entries())
        packets.push(...spanPackets(span, adtsPackets(await readFile(pieces.get(index) as string))));
      await writeFile(input.output, Buffer.concat(packets));
      // Where pieces meet, for the tests to listen at: each hand-over of packets, each span's first
      // sample, each crossfade back to a fixed span's music; and the mix the fixed pieces were made of there.
      const joins = spans.flatMap((span) => [
        ...(span.from > 0 ? [span.from, span.inputFrom + JOIN_MARGIN] : []),
        ...(span.kind === "personal" && span.handOver !== undefined
          ? [span.to - JOIN_MARGIN - MUSIC_CROSSFADE, span.to - JOIN_MARGIN]
          : []),
      ]);
      const edges = spans.flatMap((span, index) => [
        ...(span.kind === "fixed" && span.from > 0
          ? [{ from: span.from - JOIN_MARGIN, ...fixed.leadAt(index) }]
          : []),
        ...(span.kind === "fixed" && span.handOver !== undefined
          ? [{ from: span.handOver - JOIN_MARGIN, ...fixed.tailAt(index) }]
          : []),
      ]);
      await writeFile(
        path.join(input.work, "sound-joins.json"),
        JSON.stringify({ joins: [...new Set(joins)].sort((a, b) => a - b), edges }),
      );
      await Promise.all(personal.map((index) => rm(pieces.get(index) as string, { force: true })));
      report(100);
    },
  };
}

/**
 * The personal spans' pieces: their mixes between the fixed pieces' edges, encoded. All the mixes in
 * one ffmpeg, then all the encodes in another: a film's ten ffmpeg starts cost it more CPU than its
 * shorter pieces' own work (decision 080). Returns each span's ADTS file.
 */
async function personalPieces(
  source: SoundSource & { output: string },
  fixed: FixedSound,
  personal: readonly number[],
  signal: AbortSignal,
): Promise<Map<number, string>> {
  const pieces = new Map<number, string>();
  if (personal.length === 0) return pieces;
  const mixes = personal.map((index) => {
    const span = source.spans[index] as SoundSpan;
    const next = source.spans[index + 1];
    // The voice lags the picture as the fixed span before it does (audio/sound-spans.ts).
    const preroll = Math.min(MIX_PREROLL, span.from - span.lag, span.musicFrom);
    // Mixed up to the next fixed span's lead: its music, not this span's grown one, is heard from there.
    const mixed = (next ? span.to - JOIN_MARGIN : span.to) - span.from;
    const samples = preroll + mixed + MIX_OVERRUN;
    return {
      index,
      preroll,
      mixed,
      mix: {
        ...mixSource(source),
        musicFrom: span.musicFrom - preroll,
        voiceFrom: span.from - span.lag - preroll,
        voiceSamples: samples,
        voiceDelay: 0,
        samples,
        gainDb: fixed.gainDb,
        output: path.join(source.work, `personal-${index}.f32`),
      },
    };
  });
  await runFfmpeg(source.ffmpeg, levelledMixesArgs(mixes.map(({ mix }) => mix)), {
    step: "mixing the personal spans",
    timeoutSeconds: source.timeoutSeconds,
    signal,
  });
  const encodes: { input: string; output: string }[] = [];
  for (const { index, preroll, mixed, mix } of mixes) {
    const own = await readPcm(mix.output, preroll, mixed);
    const parts: Float32Array[] = [];
    if (index > 0) parts.push(await fixed.tail(index - 1));
    if (source.spans[index + 1]) {
      const lead = await fixed.lead(index + 1);
      const fade = 2 * MUSIC_CROSSFADE;
      const cut = own.length - fade;
      // The lead: MUSIC_CROSSFADE samples to fade into, then JOIN_MARGIN either side of the join.
      parts.push(
        own.subarray(0, cut),
        crossfade(own.subarray(cut), lead.subarray(0, fade)),
        lead.subarray(fade),
      );
    } else parts.push(own);
    const input = path.join(source.work, `personal-${index}-input.f32`);
    await writeFile(
      input,
      Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength))),
    );
    await rm(mix.output, { force: true });
    const piece = path.join(source.work, `personal-${index}.aac`);
    encodes.push({ input, output: piece });
    pieces.set(index, piece);
  }
  await runFfmpeg(source.ffmpeg, encodePiecesArgs(encodes), {
    step: "encoding the personal spans",
    timeoutSeconds: source.timeoutSeconds,
    signal,
  });
  await Promise.all(encodes.map(({ input }) => rm(input, { force: true })));
  return pieces;
}
